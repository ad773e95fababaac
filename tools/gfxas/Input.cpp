//===- Input.cpp - The driver's input file -------------------------------===//

#include "Input.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"
#include <sys/mman.h>
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

void InputWindow::moveTo(uint32_t Offset) {
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
