//===- gfxas.cpp - The gfxas command line ---------------------------------===//
//
// Option parsing and file I/O around gfxas::assemble(); the flags are the
// llvm-mc ones users already type.
//
//===----------------------------------------------------------------------===//

#include "gfxas/Assembler.h"
#include "gfxas/Assembly.h"
#include "gfxas/Disassembler.h"
#include "gfxas/Explain.h"
#include "gfxas/Listing.h"
#include "gfxas/ObjectWriter.h"
#include "gfxas/Target.h"
#include "gfxas/WriteBehind.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"
#include <atomic>
#include <chrono>
#include <mutex>
#include <optional>
#include <sys/mman.h>
#include <sysexits.h>
#include <thread>
#ifdef __GLIBC__
#include <malloc.h>
#endif
#include <sys/syscall.h>
#include <unistd.h>

using namespace llvm;

static cl::OptionCategory Category("gfxas options");

static cl::opt<std::string> InputFilename(cl::Positional,
                                          cl::desc("<input file>"),
                                          cl::init("-"), cl::cat(Category));
static cl::opt<std::string> OutputFilename("o", cl::desc("Output filename"),
                                           cl::value_desc("filename"),
                                           cl::init("-"), cl::cat(Category));
static cl::opt<std::string>
    Mcpu("mcpu", cl::desc("Target processor (see -mcpu=help)"),
         cl::value_desc("cpu-name"), cl::init(""), cl::cat(Category));
static cl::opt<std::string> Triple("triple",
                                   cl::desc("Target triple (amdgcn only)"),
                                   cl::init("amdgcn"), cl::cat(Category));
static cl::opt<std::string> Arch("arch", cl::desc("Target arch (amdgcn only)"),
                                 cl::init("amdgcn"), cl::cat(Category));
enum class OutputKind { Asm, Words, Bin, Obj };
static cl::opt<OutputKind> FileType(
    "filetype", cl::init(OutputKind::Asm), cl::desc("Output kind"),
    cl::values(clEnumValN(OutputKind::Asm, "asm", "llvm-mc's text listing"),
               clEnumValN(OutputKind::Words, "words",
                          "one 0x%08x word per line"),
               clEnumValN(OutputKind::Bin, "bin",
                          "the words as raw little-endian bytes"),
               clEnumValN(OutputKind::Obj, "obj", "an ELF relocatable object")),
    cl::cat(Category));
static cl::opt<bool> ShowEncoding("show-encoding",
                                  cl::desc("Show instruction encodings"),
                                  cl::cat(Category));

// llvm-mc gives the amdhsa, amdpal and mesa3d operating systems their own
// listing directives and ELF ABI; gfxas models only the bare target, which
// any other OS component (or none) selects.
static std::optional<std::string> tripleProblem(StringRef Triple) {
  SmallVector<StringRef, 4> Parts;
  Triple.split(Parts, '-');
  if (Parts[0] != "amdgcn")
    return std::string("gfxas only assembles for amdgcn");
  if (Parts.size() > 2)
    for (StringRef OS : {"amdhsa", "amdpal", "mesa3d"})
      if (Parts[2].starts_with(OS))
        return "the " + OS.str() + " OS is not supported; use -triple=amdgcn";
  return std::nullopt;
}

static int fail(const Twine &Message) {
  WithColor::error(errs(), "gfxas") << Message << '\n';
  return 1;
}

static void printVersion(raw_ostream &OS) {
  OS << "gfxas 0.1.0: an assembler for AMDGPU scalar instructions, "
        "compatible with llvm-mc 19\n";
}

//===-- --disassemble ----------------------------------------------------===//

namespace {
/// A temporary file that is removed when this goes, or when a signal ends
/// the process first (Ctrl-C, or SIGPIPE from a reader of the diagnostics
/// that went away), unless it was renamed to the file it stood for.
class TemporaryFile {
public:
  explicit TemporaryFile(StringRef Path) : Path(Path.str()) {
    sys::RemoveFileOnSignal(this->Path);
  }
  ~TemporaryFile() {
    if (Path.empty())
      return;
    sys::fs::remove(Path);
    sys::DontRemoveFileOnSignal(Path);
  }
  TemporaryFile(const TemporaryFile &) = delete;
  TemporaryFile &operator=(const TemporaryFile &) = delete;

  StringRef path() const { return Path; }
  /// Renames the file to Target, which is then no longer removed; on
  /// failure the file stays temporary.
  std::error_code renameTo(StringRef Target) {
    if (std::error_code EC = sys::fs::rename(Path, Target))
      return EC;
    sys::DontRemoveFileOnSignal(Path);
    Path.clear();
    return {};
  }

private:
  std::string Path;
};
} // namespace

/// The input, mapped rather than read when it is a file, so that its pages
/// can be released as the passes go (InputWindow). Standard input is
/// spooled to a temporary file first for the same reason; the file is
/// unlinked at once, the mapping keeps it.
static ErrorOr<std::unique_ptr<MemoryBuffer>> readInput(StringRef Path) {
  if (Path != "-")
    return MemoryBuffer::getFile(Path, /*IsText=*/false,
                                 /*RequiresNullTerminator=*/false);
  int FD;
  SmallString<128> Temp;
  if (std::error_code EC =
          sys::fs::createTemporaryFile("gfxas-stdin", "s", FD, Temp))
    return MemoryBuffer::getSTDIN();
  TemporaryFile Remove(Temp);
  {
    raw_fd_ostream Spool(FD, /*shouldClose=*/false);
    char Chunk[1 << 16];
    for (;;) {
      Expected<size_t> N = sys::fs::readNativeFile(
          sys::fs::getStdinHandle(), MutableArrayRef<char>(Chunk));
      if (!N)
        return errorToErrorCode(N.takeError());
      if (*N == 0)
        break;
      Spool.write(Chunk, *N);
    }
    Spool.flush();
    if (Spool.has_error()) {
      std::error_code EC = Spool.error();
      Spool.clear_error();
      return EC;
    }
  }
  uint64_t Size;
  if (std::error_code EC = sys::fs::file_size(Temp, Size))
    return EC;
  auto Buffer = MemoryBuffer::getOpenFile(sys::fs::convertFDToNativeFile(FD),
                                          "<stdin>", Size,
                                          /*RequiresNullTerminator=*/false);
  ::close(FD);
  return Buffer;
}

/// Keeps a window of a mapped input mapped around the passes' cursor: the
/// pages before it go back to the system (a later read, by the second pass
/// or a diagnostic, maps them in again from the file), and the 512 KiB
/// ahead are mapped by one call rather than by a page fault per 64 KiB.
class InputWindow {
public:
  explicit InputWindow(const MemoryBuffer &Input) : Input(Input) {}

  void moveTo(uint32_t Offset) {
    if (Input.getBufferKind() != MemoryBuffer::MemoryBuffer_MMap)
      return;
    uintptr_t Begin = reinterpret_cast<uintptr_t>(Input.getBufferStart());
    uintptr_t Page = sys::Process::getPageSizeEstimate();
    uintptr_t From = alignTo(Begin, Page);
    uintptr_t To = alignDown(Begin + Offset, Page);
    if (To > From)
      ::madvise(reinterpret_cast<void *>(From), To - From, MADV_DONTNEED);
    uintptr_t Cursor = std::max(To, From);
    // A second pass starts from the beginning again.
    if (Cursor < LastCursor)
      MappedTo = 0;
    LastCursor = Cursor;
#ifdef MADV_POPULATE_READ
    // Mapping a page again costs as much as mapping it the first time: only
    // what the last call did not map is asked for.
    uintptr_t End = Begin + Input.getBufferSize();
    uintptr_t AheadEnd = std::min(End, Cursor + WindowBytes);
    uintptr_t Ahead = std::max(Cursor, MappedTo);
    if (AheadEnd > Ahead) {
      ::madvise(reinterpret_cast<void *>(Ahead), AheadEnd - Ahead,
                MADV_POPULATE_READ);
      MappedTo = AheadEnd;
    }
#endif
  }

  /// Whether the input is larger than the window is wide.
  bool exceedsWindow() const {
    return Input.getBufferKind() == MemoryBuffer::MemoryBuffer_MMap &&
           Input.getBufferSize() > 2 * WindowBytes;
  }

private:
  static constexpr uintptr_t WindowBytes = uintptr_t(1) << 19;
  const MemoryBuffer &Input;
  uintptr_t LastCursor = 0, MappedTo = 0;
};

/// Faults in the pages the heap grows by, ahead of the passes' first
/// writes to them: a large file's symbols take tens of megabytes, and a
/// page fault costs 1.3 us on this kind of virtual machine. The pages are
/// only made present; what the heap holds is not touched.
class HeapPrefaulter {
public:
  void step() {
#if defined(MADV_POPULATE_WRITE) && defined(SYS_brk)
    if (Failed)
      return;
    uintptr_t Break = currentBreak();
    if (Break < Done)
      Done = Break;
    if (Break == Done)
      return;
    if (::madvise(reinterpret_cast<void *>(Done), Break - Done,
                  MADV_POPULATE_WRITE) != 0)
      Failed = true;
    Done = Break;
#endif
  }

private:
  static uintptr_t currentBreak() {
#if defined(SYS_brk)
    uintptr_t Page = sys::Process::getPageSizeEstimate();
    return alignDown(uintptr_t(::syscall(SYS_brk, 0)), Page);
#else
    return 0;
#endif
  }
  // The pages below the break at the start are in use already.
  uintptr_t Done = currentBreak();
  bool Failed = false;
};

/// An InputWindow that a helper thread moves, between its own work, to the
/// offset the passes publish: the mapping and unmapping leave the passes'
/// thread. When the helper has not taken up the last offset by the time
/// the passes publish the next (it has stopped, or never started), or a
/// pass starts again from the top, the passes' thread moves the window
/// itself.
class SharedInputWindow {
public:
  explicit SharedInputWindow(InputWindow &Window) : Window(Window) {}

  /// On the passes' thread.
  void moveTo(uint32_t Offset) {
    uint32_t Previous = Target.exchange(Offset, std::memory_order_relaxed);
    if (Offset < Previous ||
        MovedTo.load(std::memory_order_relaxed) != Previous) {
      std::lock_guard<std::mutex> Hold(Lock);
      move(Offset);
    }
  }
  /// On the helper thread, which does not wait for the passes: whether it
  /// moved the window.
  bool step() {
    std::unique_lock<std::mutex> Hold(Lock, std::try_to_lock);
    return Hold.owns_lock() && move(Target.load(std::memory_order_relaxed));
  }

private:
  bool move(uint32_t Offset) {
    if (Offset == MovedTo.load(std::memory_order_relaxed))
      return false;
    Window.moveTo(Offset);
    MovedTo.store(Offset, std::memory_order_relaxed);
    return true;
  }

  InputWindow &Window;
  std::mutex Lock;
  std::atomic<uint32_t> Target{0}, MovedTo{0};
};

/// Moves a SharedInputWindow on a thread of its own, so that the kernel
/// maps the input ahead while the passes read it rather than in between:
/// 2-3 ms of the 50 that the 27 MB bench file takes. The thread looks
/// every 50 us. (An object read ahead has the read-ahead thread move the
/// window between its chunks instead: the madvise calls, with the
/// shootdowns of the other core's TLB entries, took about 7% of the pass's
/// samples on the 1M-line object.)
class InputWindowMover {
public:
  explicit InputWindowMover(SharedInputWindow &Window) : Window(Window) {}
  ~InputWindowMover() {
    Stop = true;
    Thread.join();
  }

private:
  void run() {
    while (!Stop.load(std::memory_order_relaxed)) {
      if (Window.step())
        continue;
      Heap.step();
      // A timer rather than a wake-up from the passes' thread, which the
      // scheduler would answer by running this thread on the same core.
      std::this_thread::sleep_for(std::chrono::microseconds(50));
    }
  }

  SharedInputWindow &Window;
  HeapPrefaulter Heap;
  std::atomic<bool> Stop{false};
  // Last: the thread starts once everything it uses exists.
  std::thread Thread{[this] { run(); }};
};

namespace {
/// Where the output goes: standard output, a device file (/dev/full, a
/// FIFO) written in place, or for a regular or new file a temporary file
/// next to it that close(true) renames over it, so that a failed run never
/// leaves a partial file or damages the old one. A symbolic link is
/// followed, as a plain write would, and the old file's permissions are
/// kept. Objects need to go back to their header at the end; where the
/// destination cannot seek, they are kept in memory.
class Output {
public:
  /// Spool: standard output gets nothing unless close(true), so the output
  /// goes to a temporary file first.
  bool open(StringRef Path, bool NeedsSeek, bool Spool) {
    this->Path = Path.str();
    raw_fd_ostream *Direct = nullptr;
    if (Path == "-" && Spool) {
      int FD;
      SmallString<128> Temp;
      if (std::error_code EC =
              sys::fs::createTemporaryFile("gfxas", "out", FD, Temp))
        return failed("open a temporary file for", EC);
      StdoutSpool.emplace(Temp);
      Device = std::make_unique<raw_fd_ostream>(FD, /*shouldClose=*/true);
      Direct = Device.get();
    } else if (Path == "-") {
      Direct = &outs();
    } else {
      sys::fs::file_status Status;
      bool Exists = !sys::fs::status(Path, Status);
      std::error_code EC;
      if (Exists && !sys::fs::is_regular_file(Status)) {
        Device = std::make_unique<raw_fd_ostream>(Path, EC, sys::fs::OF_None);
        if (EC)
          return failed("open", EC);
        Direct = Device.get();
      } else {
        SmallString<128> Target(Path);
        if (Exists)
          if ((EC = sys::fs::real_path(Path, Target)))
            return failed("open", EC);
        this->Target = Target.str().str();
        SmallString<128> Model(Target);
        Model += ".tmp-%%%%%%%%";
        int FD;
        SmallString<128> Temp;
        if ((EC = sys::fs::createUniqueFile(Model, FD, Temp)))
          return failed("open", EC);
        Temporary.emplace(Temp);
        if (Exists)
          sys::fs::setPermissions(Temp, Status.permissions());
        Device = std::make_unique<raw_fd_ostream>(FD, /*shouldClose=*/true);
        Direct = Device.get();
      }
    }
    if (NeedsSeek && !Direct->supportsSeeking()) {
      Memory = std::make_unique<raw_svector_ostream>(Buffer);
      Stream = Memory.get();
    } else {
      Direct->SetBufferSize(1 << 18);
      Stream = Direct;
    }
    Final = Direct;
    return true;
  }

  raw_pwrite_stream &stream() { return *Stream; }

  /// Keep = the output stands (standard output keeps what it got anyway).
  bool close(bool Keep) {
    if (Memory && Keep)
      *Final << Buffer;
    Final->flush();
    std::error_code EC = Final->error();
    if (EC)
      Final->clear_error();
    if (Device)
      Device->close();
    if (!EC && Device && Device->has_error()) {
      EC = Device->error();
      Device->clear_error();
    }
    if (StdoutSpool) {
      if (Keep && !EC)
        EC = copyToStandardOutput(StdoutSpool->path());
      StdoutSpool.reset();
      return !EC || failedStandardOutput(EC);
    }
    if (Temporary) {
      if (Keep && !EC)
        if (std::error_code RC = Temporary->renameTo(Target))
          return failed("write", RC);
      Temporary.reset();
    }
    if (EC)
      return Path == "-" ? failedStandardOutput(EC) : failed("write", EC);
    return true;
  }

private:
  static std::error_code copyToStandardOutput(StringRef File) {
    ErrorOr<std::unique_ptr<MemoryBuffer>> Spooled =
        MemoryBuffer::getFile(File, /*IsText=*/false,
                              /*RequiresNullTerminator=*/false);
    if (!Spooled)
      return Spooled.getError();
    outs() << (*Spooled)->getBuffer();
    outs().flush();
    std::error_code EC = outs().error();
    outs().clear_error();
    return EC;
  }

  bool failed(StringRef What, std::error_code EC) {
    fail("cannot " + What + " '" + Path + "': " + EC.message());
    return false;
  }
  static bool failedStandardOutput(std::error_code EC) {
    fail("cannot write standard output: " + EC.message());
    return false;
  }

  std::string Path, Target;
  /// The file renamed over Target once the output stands.
  std::optional<TemporaryFile> Temporary;
  /// Standard output's copy, while it may still be withheld.
  std::optional<TemporaryFile> StdoutSpool;
  std::unique_ptr<raw_fd_ostream> Device;
  SmallVector<char, 0> Buffer;
  std::unique_ptr<raw_svector_ostream> Memory;
  raw_pwrite_stream *Stream = nullptr;
  raw_fd_ostream *Final = nullptr;
};
} // namespace

/// Writes a text built in memory: to -o FILE only when Succeeded, to
/// standard output in any case (as llvm-mc prints what did assemble).
static int emit(StringRef Text, bool Succeeded) {
  Output Out;
  if (!Out.open(OutputFilename, /*NeedsSeek=*/false, /*Spool=*/false))
    return 1;
  Out.stream() << Text;
  return Out.close(Succeeded) && Succeeded ? 0 : 1;
}

static cl::opt<bool> Disassemble(
    "disassemble",
    cl::desc("Disassemble llvm-mc's byte-list input (with -filetype=bin: a "
             "raw little-endian word file) instead of assembling"),
    cl::cat(Category));

/// Disassembles Input (a buffer of SM) and prints what llvm-mc -disassemble
/// prints. Returns the exit status.
static int runDisassembler(SourceMgr &SM, StringRef Input,
                           StringRef BufferName) {
  if (FileType == OutputKind::Words)
    return fail("-filetype=words cannot be disassembled; use -filetype=bin "
                "or a byte list");
  StringRef Text = Input;
  if (FileType == OutputKind::Bin) {
    // Disassemble the byte list llvm-mc would be given for the same words,
    // so diagnostics can quote a readable line of it.
    unsigned Id =
        SM.AddNewSourceBuffer(MemoryBuffer::getMemBufferCopy(
                                  gfxas::byteListFromBinary(Input), BufferName),
                              SMLoc());
    Text = SM.getMemoryBuffer(Id)->getBuffer();
  }
  gfxas::Disassembly Result = gfxas::disassembleText(Text, Mcpu, ShowEncoding);
  for (const gfxas::Diagnostic &D : Result.Diagnostics)
    SM.PrintMessage(SMLoc::getFromPointer(Text.data() + D.Offset),
                    D.Severity == gfxas::Diagnostic::Kind::Error
                        ? SourceMgr::DK_Error
                        : SourceMgr::DK_Warning,
                    D.Message);
  return emit(Result.Listing, Result.succeeded());
}

static cl::opt<bool> Explain(
    "explain",
    cl::desc("Print each instruction's encoding field by field, and the "
             "definitions its symbols resolved to, instead of the listing"),
    cl::cat(Category));

// Hidden: the tests force the read-ahead thread on small files.
static cl::opt<uint64_t> ReadAheadFrom(
    "read-ahead-from",
    cl::desc("Read the lines that need no symbol on a second thread from "
             "this input size on, for an object (bytes)"),
    cl::init(1 << 20), cl::Hidden, cl::cat(Category));

// Hidden: the tests force the write-behind thread on small files.
static cl::opt<uint64_t> WriteBehindFrom(
    "write-behind-from",
    cl::desc("Write the listing on a second thread from this input size on "
             "(bytes)"),
    cl::init(1 << 20), cl::Hidden, cl::cat(Category));

static cl::opt<unsigned> ErrorLimit(
    "error-limit",
    cl::desc("Stop after this many errors (default 1000, 0 for no limit)"),
    cl::init(gfxas::AsmSink::DefaultErrorLimit), cl::cat(Category));

// The symbol table of a large file grows by doubling. Left to glibc, every
// large block is a mapping of its own, returned at its free, whose pages
// fault in afresh at the next growth. Kept on the heap, a freed block is
// used again. The heap grows 2 MiB beyond each need, which the
// HeapPrefaulter of a large input then faults in on its own thread; a
// small file's pages fault in only when they are touched.
static void keepLargeBlocksOnTheHeap() {
#ifdef __GLIBC__
  mallopt(M_MMAP_THRESHOLD, 32 << 20);
  mallopt(M_TRIM_THRESHOLD, 64 << 20);
  mallopt(M_TOP_PAD, 2 << 20);
#endif
}

int main(int argc, char **argv) {
  keepLargeBlocksOnTheHeap();
  // As llvm-mc (InitLLVM): when the reader of an output goes away, the
  // temporary files go and the status is EX_IOERR. _exit, not exit: the
  // write that met the broken pipe may be on the write-behind thread.
  sys::SetOneShotPipeSignalFunction([] { _exit(EX_IOERR); });
  cl::HideUnrelatedOptions(Category);
  cl::SetVersionPrinter(printVersion);
  cl::ParseCommandLineOptions(argc, argv,
                              "gfxas: assembler for AMDGPU s_sendmsg, "
                              "s_sendmsghalt, s_waitcnt and s_delay_alu\n");

  if (Arch != "amdgcn")
    return fail("unsupported arch '" + Arch +
                "': gfxas only assembles for amdgcn");
  if (std::optional<std::string> Problem = tripleProblem(Triple))
    return fail("unsupported triple '" + Triple + "': " + *Problem);

  if (Mcpu == "help") {
    outs() << "Available CPUs for this target:\n\n";
    for (const gfxas::CpuInfo &C : gfxas::allCpus())
      outs() << "  " << C.Name << '\n';
    return 0;
  }
  // Without -mcpu (the empty name) llvm-mc assembles for a generic gfx6.
  if (!gfxas::lookupCpu(Mcpu)) {
    std::string Names;
    for (const gfxas::CpuInfo &C : gfxas::allCpus())
      Names += (Names.empty() ? "" : ", ") + std::string(C.Name);
    return fail("unknown processor '" + Mcpu + "'\nvalid processors: " +
                Names);
  }

  ErrorOr<std::unique_ptr<MemoryBuffer>> Input = readInput(InputFilename);
  if (std::error_code EC = Input.getError())
    return fail("cannot open '" + InputFilename + "': " + EC.message());
  if ((*Input)->getBufferSize() > UINT32_MAX)
    return fail("'" + InputFilename + "' is larger than 4 GiB");

  SourceMgr SM;
  StringRef Source = (*Input)->getBuffer();
  std::string BufferName = (*Input)->getBufferIdentifier().str();
  InputWindow Window(**Input);
  // An object of a large file has the lines that need no symbol read on a
  // second thread (AssembleOptions::ReadAheadFrom). That thread then also
  // faults in the heap and moves the input window, between its chunks: a
  // third busy thread would take turns with one of them.
  bool ReadsAhead =
      FileType == OutputKind::Obj && Source.size() >= ReadAheadFrom;
  Window.moveTo(0);
  std::optional<SharedInputWindow> Shared;
  std::optional<InputWindowMover> Mover;
  if (ReadsAhead || Window.exceedsWindow())
    Shared.emplace(Window);
  if (Shared && !ReadsAhead)
    Mover.emplace(*Shared);
  auto Consumed = [&](uint32_t Offset) {
    if (Shared)
      Shared->moveTo(Offset);
    else
      Window.moveTo(Offset);
  };
  std::optional<HeapPrefaulter> Heap;
  auto BetweenChunks = [&] {
    Heap->step();
    Shared->step();
  };
  gfxas::AssembleOptions Options;
  Options.Consumed = Consumed;
  if (ReadsAhead) {
    Heap.emplace();
    Options.ReadAheadFrom = 0;
    Options.ReadAheadIdle = BetweenChunks;
  }
  SM.AddNewSourceBuffer(std::move(*Input), SMLoc());
  if (Disassemble)
    return runDisassembler(SM, Source, BufferName);

  // A large listing is written on a second thread, which a diagnostic
  // waits for: with 2>&1, it lands where it would without the thread.
  std::optional<gfxas::WriteBehindStream> Behind;
  auto Print = [&](const gfxas::Diagnostic &D) {
    if (Behind)
      Behind->catchUp();
    SourceMgr::DiagKind Kind =
        D.Severity == gfxas::Diagnostic::Kind::Error     ? SourceMgr::DK_Error
        : D.Severity == gfxas::Diagnostic::Kind::Warning ? SourceMgr::DK_Warning
                                                         : SourceMgr::DK_Note;
    if (!D.hasLocation()) {
      // What llvm-mc's object writer says about the file as a whole.
      SMDiagnostic(SM, SMLoc(), "<unknown>", 0, -1, Kind, D.Message, "", {})
          .print(nullptr, errs());
      return;
    }
    SM.PrintMessage(SMLoc::getFromPointer(Source.data() + D.Offset), Kind,
                    D.Message);
  };

  if (Explain) {
    gfxas::Assembly Result =
        gfxas::assembleBuffer(Source, BufferName, Mcpu, true, ErrorLimit);
    for (const gfxas::Located &L : Result.Diagnostics)
      Print(L.D);
    std::string Buffer;
    raw_string_ostream OS(Buffer);
    gfxas::printExplanation(Result, OS);
    return emit(Buffer, Result.succeeded());
  }

  // Everything else streams: memory does not grow with the input.
  const gfxas::CpuInfo &Cpu = *gfxas::lookupCpu(Mcpu);
  Output Out;
  if (!Out.open(OutputFilename, FileType == OutputKind::Obj,
                /*Spool=*/FileType != OutputKind::Asm))
    return 1;
  raw_pwrite_stream &OS = Out.stream();
  bool Succeeded;
  if (FileType == OutputKind::Obj) {
    gfxas::ObjectStreamer Writer(OS, Cpu, Print);
    Writer.setErrorLimit(ErrorLimit);
    Succeeded = gfxas::assemble(Source, Cpu, Writer, Options).Errors == 0 &&
                !Writer.hadErrors();
    // Like llvm-mc, the object writer's checks run only on a file that
    // assembled.
    if (Succeeded)
      for (const gfxas::Diagnostic &D : Writer.objectDiagnostics()) {
        Print(D);
        Succeeded = false;
      }
    if (Succeeded)
      if (Error E = Writer.finish())
        return fail(toString(std::move(E)));
  } else {
    std::unique_ptr<gfxas::AsmSink> Writer;
    if (FileType == OutputKind::Asm) {
      raw_ostream *Listing = &OS;
      if (Source.size() >= WriteBehindFrom &&
          gfxas::WriteBehindStream::worthwhile())
        Listing = &Behind.emplace(OS);
      Writer = std::make_unique<gfxas::ListingWriter>(*Listing, Cpu.Gen,
                                                      ShowEncoding, Print);
    } else {
      Writer = std::make_unique<gfxas::WordWriter>(
          OS, FileType == OutputKind::Bin, Print);
    }
    Writer->setErrorLimit(ErrorLimit);
    Succeeded = gfxas::assemble(Source, Cpu, *Writer, Options).Errors == 0;
    Writer.reset();
    Behind.reset();
  }
  // Like llvm-mc, standard output gets the listing of the valid statements
  // even when some failed; a file is written only for a clean assembly.
  if (!Out.close(Succeeded))
    return 1;
  return Succeeded ? 0 : 1;
}
