//===- Assembler.h - The gfxas library entry point --------------*- C++ -*-===//
//
// Source text in, a stream of events out. assemble() runs the two passes and
// reports, in source order, what the file defines and encodes. A listing
// writer, an object writer or a test collects whatever it needs from the
// events; the library itself writes nothing.
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_ASSEMBLER_H
#define GFXAS_ASSEMBLER_H

#include "gfxas/Diagnostic.h"
#include "gfxas/Target.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>

namespace gfxas {

struct ExprView;

enum class AssignKind : uint8_t { Equal, Set, Equ, Equiv };

/// A symbol as it stands at the end of the file.
struct SymbolInfo {
  enum class Kind : uint8_t { Label, Variable, Undefined };
  llvm::StringRef Name;
  Kind K;
  /// A compiler-made label (.LtmpN, from '.' or a numeric label).
  bool Temporary;
  /// Named by .globl / .global.
  bool Global;
  /// A label's byte offset, or a variable's final value; false when it has
  /// none (undefined, or a variable whose value cannot be evaluated).
  bool HasValue;
  int64_t Value;
};

/// The events of pass two, in source order.
class AsmSink {
public:
  virtual ~AsmSink();
  /// An encoded instruction: Mnemonic is lower case; Word is the 32-bit
  /// instruction word; Operand is the operand's value before it was cut to
  /// 16 bits (llvm-mc prints s_nop's from it); Offset is its byte offset in
  /// .text.
  virtual void instruction(llvm::StringRef Mnemonic, uint32_t Word,
                           int64_t Operand, uint32_t Offset) = 0;
  virtual void label(llvm::StringRef Name, uint32_t Offset) = 0;
  /// An assignment that llvm-mc accepts. Value is the right side as llvm-mc
  /// keeps it: a single constant when it folded.
  virtual void assignment(llvm::StringRef Name, const ExprView &Value,
                          AssignKind Kind) = 0;
  /// A directive that is echoed as is (.globl NAME).
  virtual void directive(llvm::StringRef Name, llvm::StringRef Operand) = 0;
  /// An empty statement, which llvm-mc echoes as an empty line.
  virtual void blankLine() = 0;
  virtual void diagnostic(const Diagnostic &D) = 0;
  /// After the last statement: every symbol, in the order the file first
  /// mentions it.
  virtual void symbol(const SymbolInfo &S) {}
};

struct AssembleResult {
  unsigned Errors = 0;
  unsigned Warnings = 0;
};

/// Assembles Source for Cpu, reporting every event to Sink.
AssembleResult assemble(llvm::StringRef Source, const CpuInfo &Cpu,
                        AsmSink &Sink);

} // namespace gfxas

#endif
