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

/// Where a diagnostic is in a buffer other than the source.
struct ForeignLocation {
  /// As llvm-mc names the buffer ("YAML").
  std::string BufferName;
  /// 1-based.
  unsigned Line = 0;
  /// 0-based, as llvm::SMDiagnostic counts.
  unsigned Column = 0;
  std::string LineText;
  /// The columns it underlines, [first, last).
  std::vector<std::pair<unsigned, unsigned>> Ranges;
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
  /// Set when Offset lies past the source, in text the assembler wrote
  /// itself (a macro's or a .rept's instantiation): the buffer llvm-mc
  /// names ("<instantiation>") and the place in it, as its SourceMgr
  /// prints them. AsmSink::locate sets it.
  struct Place {
    std::string Buffer;
    unsigned Line = 0, Column = 0; // from 1
    std::string LineText;
    /// The .include lines that led to an included file, the outermost
    /// first: the buffer (empty for the source) and the line, which
    /// llvm-mc prints as "Included from NAME:LINE:" before the message.
    std::vector<std::pair<std::string, unsigned>> IncludedFrom;
  };
  std::shared_ptr<const Place> Elsewhere;
  /// Set when the diagnostic is in another buffer, which a printer shows
  /// instead of Offset. Offset then still points at the source statement
  /// the problem belongs to, for a caller that places diagnostics by line.
  std::shared_ptr<const ForeignLocation> Foreign = nullptr;
};

} // namespace gfxas

#endif
