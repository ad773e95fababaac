//===- Input.cpp - The driver's input file -------------------------------===//

#include "Input.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <unistd.h>

using namespace llvm;
using namespace gfxas;

ErrorOr<std::unique_ptr<MemoryBuffer>> gfxas::readInput(StringRef Path) {
  if (Path != "-")
    return MemoryBuffer::getFile(Path, /*IsText=*/false,
                                 /*RequiresNullTerminator=*/false);
  SmallString<128> Model;
  sys::path::system_temp_directory(/*ErasedOnReboot=*/true, Model);
  sys::path::append(Model, "gfxas-stdin-%%%%%%%%.s");
  Expected<sys::fs::TempFile> Spool = sys::fs::TempFile::create(Model);
  if (!Spool) {
    consumeError(Spool.takeError());
    return MemoryBuffer::getSTDIN();
  }
  auto Discard = [&] { consumeError(Spool->discard()); };
  {
    raw_fd_ostream OS(Spool->FD, /*shouldClose=*/false);
    char Chunk[1 << 16];
    for (;;) {
      Expected<size_t> N = sys::fs::readNativeFile(
          sys::fs::getStdinHandle(), MutableArrayRef<char>(Chunk));
      if (!N) {
        Discard();
        return errorToErrorCode(N.takeError());
      }
      if (*N == 0)
        break;
      OS.write(Chunk, *N);
    }
    OS.flush();
    if (OS.has_error()) {
      std::error_code EC = OS.error();
      OS.clear_error();
      Discard();
      return EC;
    }
  }
  uint64_t Size;
  std::error_code EC = sys::fs::file_size(Spool->TmpName, Size);
  ErrorOr<std::unique_ptr<MemoryBuffer>> Buffer = EC;
  if (!EC)
    Buffer = MemoryBuffer::getOpenFile(
        sys::fs::convertFDToNativeFile(Spool->FD), "<stdin>", Size,
        /*RequiresNullTerminator=*/false);
  Discard();
  return Buffer;
}
