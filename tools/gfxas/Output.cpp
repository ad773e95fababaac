//===- Output.cpp - Where the driver writes ------------------------------===//

#include "Output.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/WithColor.h"
#include <cstring>
#include <unistd.h>

using namespace llvm;
using namespace gfxas;

int gfxas::fail(const Twine &Message) {
  WithColor::error(errs(), "gfxas") << Message << '\n';
  return 1;
}

Output::~Output() {
  if (Temporary)
    consumeError(Temporary->discard());
}

bool Output::failed(StringRef What, std::error_code EC) {
  fail("cannot " + What + " '" + Path + "': " + EC.message());
  return false;
}

bool Output::openTemporary(StringRef Model) {
  Expected<sys::fs::TempFile> Temp = sys::fs::TempFile::create(Model);
  if (!Temp) {
    std::error_code EC = errorToErrorCode(Temp.takeError());
    return failed(SpoolsStandardOutput ? "open a temporary file for" : "open",
                  EC);
  }
  Temporary.emplace(std::move(*Temp));
  Device = std::make_unique<raw_fd_ostream>(Temporary->FD,
                                            /*shouldClose=*/false);
  return true;
}

bool Output::open(StringRef Path, bool NeedsSeek, bool Spool) {
  this->Path = Path.str();
  raw_fd_ostream *Direct = nullptr;
  if (Path == "-" && Spool) {
    SpoolsStandardOutput = true;
    SmallString<128> Model;
    sys::path::system_temp_directory(/*ErasedOnReboot=*/true, Model);
    sys::path::append(Model, "gfxas-%%%%%%%%.out");
    if (!openTemporary(Model))
      return false;
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
      SmallString<128> Resolved(Path);
      if (Exists)
        if ((EC = sys::fs::real_path(Path, Resolved)))
          return failed("open", EC);
      Target = Resolved.str().str();
      if (!openTemporary(Target + ".tmp-%%%%%%%%"))
        return false;
      if (Exists)
        sys::fs::setPermissions(Temporary->TmpName, Status.permissions());
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

bool Output::readBack(uint64_t Offset, MutableArrayRef<char> Out) {
  if (Memory) {
    if (Offset + Out.size() > Buffer.size())
      return false;
    std::memcpy(Out.data(), Buffer.data() + Offset, Out.size());
    return true;
  }
  if (!Temporary)
    return false;
  Device->flush();
  size_t Done = 0;
  while (Done < Out.size()) {
    ssize_t N = ::pread(Temporary->FD, Out.data() + Done, Out.size() - Done,
                        off_t(Offset + Done));
    if (N <= 0)
      return false;
    Done += size_t(N);
  }
  return true;
}

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

static bool failedStandardOutput(std::error_code EC) {
  fail("cannot write standard output: " + EC.message());
  return false;
}

bool Output::close(bool Keep) {
  if (Memory && Keep)
    *Final << Buffer;
  Final->flush();
  std::error_code EC = Final->error();
  if (EC)
    Final->clear_error();
  if (Device) {
    // A temporary file's descriptor belongs to its TempFile, which closes
    // it.
    if (Temporary)
      Device->flush();
    else
      Device->close();
    if (!EC && Device->has_error())
      EC = Device->error();
    Device->clear_error();
  }
  if (SpoolsStandardOutput) {
    if (Keep && !EC)
      EC = copyToStandardOutput(Temporary->TmpName);
    consumeError(Temporary->discard());
    Temporary.reset();
    return !EC || failedStandardOutput(EC);
  }
  if (Temporary) {
    Error Done = Keep && !EC ? Temporary->keep(Target) : Temporary->discard();
    Temporary.reset();
    if (Done)
      return failed("write", errorToErrorCode(std::move(Done)));
  }
  if (EC)
    return Path == "-" ? failedStandardOutput(EC) : failed("write", EC);
  return true;
}
