//===- InputWindow.cpp - The mapped input's pages around the cursor -------===//

#include "Input.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/Process.h"
#include <sys/mman.h>

using namespace llvm;
using namespace gfxas;

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
