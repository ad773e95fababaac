//===- gfxas.cpp - The gfxas command line ---------------------------------===//
//
// Option parsing and file I/O around gfxas::assemble(); the flags are the
// llvm-mc ones users already type.
//
//===----------------------------------------------------------------------===//

#include "Input.h"
#include "LazyWriteBehind.h"
#include "Output.h"
#include "gfxas/Assembler.h"
#include "gfxas/Assembly.h"
#include "gfxas/Disassembler.h"
#include "gfxas/Explain.h"
#include "gfxas/Expr.h"
#include "gfxas/Listing.h"
#include "gfxas/ObjectWriter.h"
#include "gfxas/Target.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"
#include <optional>
#include <sysexits.h>
#include <unistd.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

using namespace llvm;
using gfxas::fail;

static cl::OptionCategory Category("gfxas options");

static cl::opt<std::string> InputFilename(cl::Positional,
                                          cl::desc("<input file>"),
                                          cl::init("-"), cl::cat(Category));
static cl::opt<std::string> OutputFilename("o", cl::desc("Output filename"),
                                           cl::value_desc("filename"),
                                           cl::init("-"), cl::cat(Category));
static cl::opt<std::string> Mcpu("mcpu",
                                 cl::desc("Target processor (see -mcpu=help)"),
                                 cl::value_desc("cpu-name"), cl::init(""),
                                 cl::cat(Category));
static cl::opt<std::string>
    Mattr("mattr",
          cl::desc("Target features, as llvm-mc reads them: +wavefrontsize32, "
                   "+wavefrontsize64, +/-xnack, +/-sramecc"),
          cl::value_desc("a1,+a2,-a3,..."), cl::init(""), cl::cat(Category));
static cl::opt<std::string>
    Triple("triple",
           cl::desc("Target triple: amdgcn, with an OS amdhsa, amdpal or "
                    "mesa3d, or none (amdgcn-amd-amdhsa, ...)"),
           cl::init("amdgcn"), cl::cat(Category));
static cl::opt<unsigned> CodeObjectVersion(
    "amdhsa-code-object-version",
    cl::desc("Code object version under amdhsa: 4, 5 (the default) or 6"),
    cl::init(5), cl::cat(Category));
static cl::list<std::string> IncludeDirs("I",
                                         cl::desc("Directory of include files"),
                                         cl::value_desc("directory"),
                                         cl::Prefix, cl::cat(Category));
static cl::list<std::string>
    DefineSymbols("defsym",
                  cl::desc("Defines a symbol to be an integer constant"),
                  cl::value_desc("name=value"), cl::cat(Category));
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

/// The -defsym options, as llvm-mc reads them: NAME=VALUE, VALUE an integer
/// of getAsInteger's bases. Stops at the first bad one, with its message.
static std::vector<gfxas::SymbolDefinition>
readDefinitions(std::optional<std::string> &Problem) {
  std::vector<gfxas::SymbolDefinition> Definitions;
  for (StringRef Definition : DefineSymbols) {
    auto [Name, Text] = Definition.split('=');
    int64_t Value;
    if (Name.empty() || Text.empty())
      Problem = ("defsym must be of the form: sym=value: " + Definition).str();
    else if (Text.getAsInteger(0, Value))
      Problem = ("value is not an integer: " + Text).str();
    if (Problem)
      break;
    Definitions.push_back({Name.str(), Value});
  }
  return Definitions;
}

static void printVersion(raw_ostream &OS) {
  OS << "gfxas 0.1.0: an assembler for AMDGPU scalar instructions, "
        "compatible with llvm-mc 19\n";
}

//===-- --disassemble ----------------------------------------------------===//

/// Writes a text built in memory: to -o FILE only when Succeeded, to
/// standard output in any case (as llvm-mc prints what did assemble).
// SourceMgr::OpenIncludeFile: the name as it is, then in each -I directory
// in order; the path it was found at names the file in diagnostics.
static bool readIncludedFile(StringRef Name, std::string &Path,
                             std::string &Contents) {
  auto Read = [&](const Twine &Candidate) {
    ErrorOr<std::unique_ptr<MemoryBuffer>> File =
        MemoryBuffer::getFile(Candidate, /*IsText=*/false,
                              /*RequiresNullTerminator=*/false);
    if (!File)
      return false;
    Path = Candidate.str();
    Contents = (*File)->getBuffer().str();
    return true;
  };
  if (Read(Name))
    return true;
  for (const std::string &Dir : IncludeDirs) {
    SmallString<256> Candidate(Dir);
    sys::path::append(Candidate, Name);
    if (Read(Candidate))
      return true;
  }
  return false;
}

static int emit(StringRef Text, bool Succeeded) {
  gfxas::Output Out;
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
static int runDisassembler(SourceMgr &SM, StringRef Input, StringRef BufferName,
                           const gfxas::FeatureSelection &Features) {
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
  gfxas::Disassembly Result =
      gfxas::disassembleText(Text, Mcpu, ShowEncoding, &Features);
  for (const gfxas::Diagnostic &D : Result.Diagnostics)
    SM.PrintMessage(SMLoc::getFromPointer(Text.data() + D.Offset),
                    D.Severity == gfxas::Diagnostic::Kind::Error
                        ? SourceMgr::DK_Error
                        : SourceMgr::DK_Warning,
                    D.Message);
  return emit(Result.Listing, Result.succeeded());
}

enum class ExplainKind { None, Text, Html };
static cl::opt<ExplainKind> Explain(
    "explain", cl::ValueOptional, cl::init(ExplainKind::None),
    cl::desc("Print each instruction's encoding field by field, and the "
             "definitions its symbols resolved to, instead of the listing"),
    cl::values(clEnumValN(ExplainKind::Text, "text", "as text (the default)"),
               clEnumValN(ExplainKind::Html, "html",
                          "as one self-contained HTML page, with the "
                          "diagnostics at their lines"),
               // --explain alone.
               clEnumValN(ExplainKind::Text, "", "")),
    cl::cat(Category));

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

// Hidden: the plain path, for the tests (lit's --param speedups=off) and
// for measuring what the speed machinery buys (docs/performance.md): no
// caches in the library (AsmSink::setSpeedups), no write-behind thread, no
// mallopt. Every output is the same.
static cl::opt<bool> NoSpeedups(
    "no-speedups",
    cl::desc("Assemble without the caches, the write-behind thread and the "
             "heap tuning (the same output, slower)"),
    cl::Hidden, cl::cat(Category));

// A build configured with GFXAS_SPEEDUPS=OFF has only the plain path.
#ifdef GFXAS_NO_SPEEDUPS
static constexpr bool SpeedupsBuilt = false;
#else
static constexpr bool SpeedupsBuilt = true;
#endif
static bool speedups() { return SpeedupsBuilt && !NoSpeedups; }

// The symbol table of a large file grows by doubling. Left to glibc, every
// large block is a mapping of its own, returned at its free, whose pages
// fault in afresh at the next growth. Kept on the heap, a freed block is
// used again.
static void keepLargeBlocksOnTheHeap() {
#ifdef __GLIBC__
  mallopt(M_MMAP_THRESHOLD, 32 << 20);
  mallopt(M_TRIM_THRESHOLD, 64 << 20);
  mallopt(M_TOP_PAD, 2 << 20);
#endif
}

// llvm-mc writes a .print directive's text to standard output through a
// stream of its own, apart from the listing's, and flushes its listing
// last: a listing that fits its buffer comes after every .print.
static void printToStandardOutput(StringRef Text) {
  static raw_fd_ostream Direct(STDOUT_FILENO, /*shouldClose=*/false,
                               /*unbuffered=*/true);
  Direct << Text << '\n';
}

int main(int argc, char **argv) {
  // As llvm-mc (InitLLVM): when the reader of an output goes away, the
  // temporary files go and the status is EX_IOERR. _exit, not exit: the
  // write that met the broken pipe may be on the write-behind thread.
  sys::SetOneShotPipeSignalFunction([] { _exit(EX_IOERR); });
  cl::HideUnrelatedOptions(Category);
  cl::SetVersionPrinter(printVersion);
  cl::ParseCommandLineOptions(argc, argv,
                              "gfxas: assembler for AMDGPU scalar "
                              "instructions (SOP1, SOP2, SOPC, SOPK, SOPP), "
                              "gfx6 to gfx12\n");
  // After the options (--no-speedups), before the first large block.
  if (speedups())
    keepLargeBlocksOnTheHeap();

  if (Arch != "amdgcn")
    return fail("unsupported arch '" + Arch +
                "': gfxas only assembles for amdgcn");
  std::optional<gfxas::TargetTriple> Target = gfxas::parseTriple(Triple);
  if (!Target)
    return fail("unsupported triple '" + Triple +
                "': gfxas only assembles for amdgcn");
  Target->CodeObjectVersion = CodeObjectVersion;
  // The explanations and the disassembler know only -triple=amdgcn's
  // listing and symbols.
  bool Explaining = Explain != ExplainKind::None;
  if (Target->OS != gfxas::TargetOS::Unknown && (Explaining || Disassemble))
    return fail(Twine(Explaining ? "--explain" : "--disassemble") +
                " is only supported for a triple without an OS "
                "(-triple=amdgcn), not '" +
                Triple + "'");

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
    return fail("unknown processor '" + Mcpu + "'\nvalid processors: " + Names);
  }

  // llvm-mc reports the features it does not know before anything else,
  // and then, when assembling, xnack and sramecc asked of a processor
  // without them.
  gfxas::FeatureSelection Features =
      gfxas::selectFeatures(Mattr, *gfxas::lookupCpu(Mcpu));
  Target->TargetId =
      gfxas::targetId(*Target, *gfxas::lookupCpu(Mcpu), Features);
  Target->WavefrontSize64 = Features.WavefrontSize64;
  for (const std::string &W : Features.Unrecognized)
    errs() << W << '\n';
  if (Features.Unmodelled)
    return fail("-mattr: gfxas does not model the feature '" +
                *Features.Unmodelled +
                "', which may change what llvm-mc accepts; it models "
                "wavefrontsize32, wavefrontsize64, xnack and sramecc");
  if (!Disassemble)
    for (const std::string &W : Features.Warnings)
      WithColor::warning() << W << '\n';

  ErrorOr<std::unique_ptr<MemoryBuffer>> Input =
      gfxas::readInput(InputFilename);
  if (std::error_code EC = Input.getError())
    return fail("cannot open '" + InputFilename + "': " + EC.message());
  if ((*Input)->getBufferSize() > UINT32_MAX)
    return fail("'" + InputFilename + "' is larger than 4 GiB");

  SourceMgr SM;
  StringRef Source = (*Input)->getBuffer();
  std::string BufferName = (*Input)->getBufferIdentifier().str();
  gfxas::InputWindow Window(**Input);
  Window.moveTo(0);
  auto Consumed = [&](uint32_t Offset) { Window.moveTo(Offset); };
  SM.AddNewSourceBuffer(std::move(*Input), SMLoc());
  if (Disassemble)
    return runDisassembler(SM, Source, BufferName, Features);

  // llvm-mc assigns them once the file is open, each through its streamer:
  // a listing has the ones before a bad one.
  std::optional<std::string> DefinitionProblem;
  std::vector<gfxas::SymbolDefinition> Definitions =
      readDefinitions(DefinitionProblem);
  if (DefinitionProblem) {
    if (FileType == OutputKind::Asm && Explain == ExplainKind::None) {
      gfxas::Output Out;
      if (!Out.open(OutputFilename, /*NeedsSeek=*/false, /*Spool=*/false))
        return 1;
      gfxas::ListingWriter Listing(Out.stream(), *gfxas::lookupCpu(Mcpu),
                                   ShowEncoding,
                                   [](const gfxas::Diagnostic &) {});
      for (const gfxas::SymbolDefinition &D : Definitions) {
        gfxas::ExprNode Value = gfxas::ExprNode::constant(0, D.Value);
        Listing.assignment(D.Name,
                           {Value, [](uint32_t) { return StringRef(); }},
                           gfxas::AssignKind::Equal);
      }
      Out.close(/*Keep=*/false);
    }
    WithColor::error() << *DefinitionProblem << '\n';
    return 1;
  }

  // A large listing is written on a second thread, which a diagnostic
  // waits for: with 2>&1, it lands where it would without the thread.
  gfxas::LazyWriteBehind Behind;
  auto Print = [&](const gfxas::Diagnostic &D) {
    Behind.catchUp();
    SourceMgr::DiagKind Kind =
        D.Severity == gfxas::Diagnostic::Kind::Error     ? SourceMgr::DK_Error
        : D.Severity == gfxas::Diagnostic::Kind::Warning ? SourceMgr::DK_Warning
                                                         : SourceMgr::DK_Note;
    if (D.Foreign) {
      // A buffer the source manager never had: YAML's, an instantiation,
      // an included file.
      const gfxas::ForeignLocation &F = *D.Foreign;
      for (const auto &[Buffer, Line] : F.IncludedFrom)
        errs() << "Included from " << (Buffer.empty() ? BufferName : Buffer)
               << ":" << Line << ":\n";
      SMDiagnostic(SM, SMLoc(), F.BufferName, int(F.Line), int(F.Column), Kind,
                   D.Message, F.LineText, F.Ranges)
          .print(nullptr, errs());
      return;
    }
    if (!D.hasLocation()) {
      // What llvm-mc's object writer says about the file as a whole.
      SMDiagnostic(SM, SMLoc(), "<unknown>", 0, -1, Kind, D.Message, "", {})
          .print(nullptr, errs());
      return;
    }
    SMLoc Loc = SMLoc::getFromPointer(Source.data() + D.Offset);
    SmallVector<SMRange, 1> Ranges;
    if (D.RangeEnd != gfxas::Diagnostic::NoOffset && D.RangeEnd > D.Offset)
      Ranges.push_back(
          {Loc, SMLoc::getFromPointer(Source.data() + D.RangeEnd)});
    SM.PrintMessage(Loc, Kind, D.Message, Ranges);
  };

  if (Explain != ExplainKind::None) {
    gfxas::Assembly Result =
        gfxas::assembleBuffer(Source, BufferName, Mcpu, true, ErrorLimit,
                              Definitions, readIncludedFile);
    for (const gfxas::Located &L : Result.Diagnostics)
      Print(L.D);
    for (const std::string &Text : Result.Printed)
      printToStandardOutput(Text);
    std::string Buffer;
    raw_string_ostream OS(Buffer);
    if (Explain == ExplainKind::Text) {
      gfxas::printExplanation(Result, OS);
      return emit(Buffer, Result.succeeded());
    }
    // The page shows the errors at their lines: it is whole either way,
    // and written to -o FILE even when the file failed.
    gfxas::printExplanationHtml(Result, Source, OS);
    return emit(Buffer, /*Keep=*/true) == 0 && Result.succeeded() ? 0 : 1;
  }

  // Everything else streams: memory does not grow with the input.
  const gfxas::CpuInfo &Cpu = *gfxas::lookupCpu(Mcpu);
  gfxas::Output Out;
  // Objects, words and binaries are patched where a branch goes forward.
  if (!Out.open(OutputFilename, FileType != OutputKind::Asm,
                /*Spool=*/FileType != OutputKind::Asm))
    return 1;
  raw_pwrite_stream &OS = Out.stream();
  bool Succeeded;
  if (FileType == OutputKind::Obj) {
    gfxas::ObjectOptions Options;
    Options.Features = &Features;
    Options.ReadBack = [&](uint64_t Offset, MutableArrayRef<char> Bytes) {
      return Out.readBack(Offset, Bytes);
    };
    Options.ErrorLimit = ErrorLimit;
    Options.OnPrint = printToStandardOutput;
    Options.Consumed = Consumed;
    Options.Speedups = speedups();
    Options.Triple = *Target;
    Options.Definitions = Definitions;
    Options.Reader = readIncludedFile;
    Expected<bool> Whole =
        gfxas::assembleObject(Source, Cpu, OS, Print, Options);
    if (!Whole)
      return fail(toString(Whole.takeError()));
    Succeeded = *Whole;
  } else {
    std::unique_ptr<gfxas::AsmSink> Writer;
    gfxas::WordWriter *Words = nullptr;
    gfxas::ListingWriter *ListingSink = nullptr;
    if (FileType == OutputKind::Asm) {
      // Without the speedups, no second thread: the listing is written
      // where the pass is.
      raw_ostream &Listing =
          speedups() ? Behind.start(OS, Source.size(), WriteBehindFrom) : OS;
      auto ListingWriter = std::make_unique<gfxas::ListingWriter>(
          Listing, Cpu, ShowEncoding, Print, &Features);
      ListingSink = ListingWriter.get();
      Writer = std::move(ListingWriter);
    } else {
      auto WordSink = std::make_unique<gfxas::WordWriter>(
          OS, FileType == OutputKind::Bin, Print);
      Words = WordSink.get();
      Writer = std::move(WordSink);
    }
    Writer->setErrorLimit(ErrorLimit);
    Writer->setPrintHandler(printToStandardOutput);
    Writer->setSpeedups(speedups());
    Writer->setTriple(*Target);
    Writer->setDefinitions(Definitions);
    Writer->setIncludeReader(readIncludedFile);
    Succeeded = gfxas::assemble(Source, Cpu, *Writer, Consumed).Errors == 0;
    if (ListingSink && ListingSink->hadErrors())
      Succeeded = false;
    if (Succeeded && Words)
      Succeeded = Words->finish();
    Writer.reset();
    Behind.finish();
  }
  // Like llvm-mc, standard output gets the listing of the valid statements
  // even when some failed; a file is written only for a clean assembly.
  if (!Out.close(Succeeded))
    return 1;
  return Succeeded ? 0 : 1;
}
