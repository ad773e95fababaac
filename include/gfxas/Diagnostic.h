//===- Diagnostic.h - Diagnostics produced by the assembler -----*- C++ -*-===//
//
// The library never prints. It reports each problem as a Diagnostic that
// points into the source buffer; the caller decides how to show it (the
// driver uses llvm::SourceMgr so the text matches llvm-mc's).
//
// A few of llvm-mc's diagnostics point into a buffer of their own (the YAML
// of an .amdgpu_metadata block, "YAML:4:4: error: ..."): such a diagnostic
// carries that buffer's name, line, column and line text as well.
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_DIAGNOSTIC_H
#define GFXAS_DIAGNOSTIC_H

#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace gfxas {

/// Where a diagnostic is in a buffer other than the source: the YAML of an
/// .amdgpu_metadata block, a macro's or a repetition's instantiation, an
/// included file.
struct ForeignLocation {
  /// As llvm-mc names the buffer ("YAML", "<instantiation>", the path).
  std::string BufferName;
  /// 1-based.
  unsigned Line = 0;
  /// 0-based, as llvm::SMDiagnostic counts.
  unsigned Column = 0;
  std::string LineText;
  /// The columns it underlines, [first, last).
  std::vector<std::pair<unsigned, unsigned>> Ranges;
  /// The .include lines that led to an included file, the outermost
  /// first: the buffer (empty for the source) and the line, which
  /// llvm-mc prints as "Included from NAME:LINE:" before the message.
  std::vector<std::pair<std::string, unsigned>> IncludedFrom;
};

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
  /// Set when the diagnostic is in another buffer, which a printer shows
  /// instead of Offset (AsmSink::locate sets it for the buffers of
  /// expansions and included files, whose offsets lie past the source).
  std::shared_ptr<const ForeignLocation> Foreign = nullptr;
};

} // namespace gfxas

#endif
