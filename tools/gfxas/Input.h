//===- Input.h - The driver's input file ------------------------*- C++ -*-===//

#ifndef GFXAS_TOOLS_INPUT_H
#define GFXAS_TOOLS_INPUT_H

#include "llvm/Support/ErrorOr.h"
#include "llvm/Support/MemoryBuffer.h"
#include <memory>

namespace gfxas {

/// The input, mapped rather than read when it is a file, so that its pages
/// can be released as the passes go (InputWindow). Standard input ("-") is
/// spooled to a temporary file first for the same reason; the file is
/// removed at once, the mapping keeps it.
llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>>
readInput(llvm::StringRef Path);

/// Keeps a window of a mapped input mapped around the passes' cursor: the
/// pages before it go back to the system (a later read, by the second pass
/// or a diagnostic, maps them in again from the file), and the 512 KiB
/// ahead are mapped by one call rather than by a page fault per 64 KiB.
/// Without it a 10M-line file would stay resident whole.
class InputWindow {
public:
  explicit InputWindow(const llvm::MemoryBuffer &Input) : Input(Input) {}
  void moveTo(uint32_t Offset);

private:
  static constexpr uintptr_t WindowBytes = uintptr_t(1) << 19;
  const llvm::MemoryBuffer &Input;
  uintptr_t LastCursor = 0, MappedTo = 0;
};

} // namespace gfxas

#endif
