//===- Diagnostic.h - Diagnostics produced by the assembler -----*- C++ -*-===//
//
// The library never prints. It reports each problem as a Diagnostic that
// points into the source buffer; the caller decides how to show it (the
// driver uses llvm::SourceMgr so the text matches llvm-mc's).
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_DIAGNOSTIC_H
#define GFXAS_DIAGNOSTIC_H

#include <cstdint>
#include <string>

namespace gfxas {

struct Diagnostic {
  enum class Kind : uint8_t { Error, Warning, Note };
  Kind Severity;
  /// Byte offset into the source buffer the diagnostic points at, or
  /// NoOffset for one about the file as a whole, which llvm-mc prints as
  /// "<unknown>:0: error: ...".
  uint32_t Offset;
  static constexpr uint32_t NoOffset = ~0u;
  bool hasLocation() const { return Offset != NoOffset; }
  std::string Message;
  /// Where llvm-mc underlines from Offset to (^~~~), when it does: the end
  /// of the range it gave the message; NoOffset for a caret alone.
  uint32_t RangeEnd = NoOffset;
};

} // namespace gfxas

#endif
