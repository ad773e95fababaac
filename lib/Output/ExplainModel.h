//===- ExplainModel.h - What the explain views show -------------*- C++ -*-===//
//
// The explanation of each instruction, computed once: its word's fields,
// every operand's sub-fields with their values and meanings, the branch
// arithmetic, the literal and the symbols. The text view (Explain.cpp), the
// HTML view (ExplainHtml.cpp) and the JSON the playground draws
// (ExplainJson.cpp) only lay it out, so they cannot tell different stories.
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_OUTPUT_EXPLAINMODEL_H
#define GFXAS_OUTPUT_EXPLAINMODEL_H

#include "Output/Fixups.h"
#include "Target/OperandClass.h"
#include "gfxas/Assembly.h"
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace gfxas {

/// One row of an operand's field table.
struct ExplainedField {
  /// Relative to the operand's field.
  BitField Bits;
  std::string Name;
  unsigned Value;
  /// The value's name, or for a split counter its whole value; may be empty.
  std::string Meaning;
  /// Why the field holds its value when the source did not write it.
  const char *Default = nullptr;
  bool unused() const { return Name == "unused"; }
  /// The meaning, then the default in brackets.
  std::string meaningWithDefault() const;
};

struct ExplainedOperand {
  /// The field's name in the format ("simm16", "ssrc0").
  std::string Name;
  /// In the instruction; no bits for an operand that is the literal alone.
  BitField Bits;
  bool ByField;
  /// A plain number that did not fit its field: the number written.
  std::optional<int64_t> CutFrom;
  /// The field's value.
  unsigned Value;
  /// Highest bits first, covering the whole field.
  std::vector<ExplainedField> Fields;
  /// Where the operand is written in the source line; empty when it was
  /// left to its default.
  std::pair<unsigned, unsigned> Source;
  /// The operand's value is the instruction's literal word.
  bool TakesLiteral = false;
  bool literalOnly() const { return Bits.Width == 0; }
  /// "written field by field", "written as one expression, -1 cut to 16
  /// bits".
  std::string writing() const;
};

/// A field of a word: the format's marker, the opcode or an operand. Its
/// bits are the instruction's (32 to 63 in the second word).
struct WordColumn {
  BitField Bits;
  std::string Name;
  unsigned Value;
  /// Index in ExplainedInstruction::Operands; NoOperand for the marker and
  /// the opcode.
  unsigned Operand;
  static constexpr unsigned NoOperand = ~0u;
  bool unused() const { return Name == "unused"; }
};

/// One word of the instruction's format, split into its fields.
struct ExplainedWord {
  uint32_t Value;
  /// The instruction's bit that is this word's bit 0: 0, or 32 for the
  /// second word.
  unsigned Base;
  /// Highest bits first, covering the whole word.
  std::vector<WordColumn> Columns;
};

struct ExplainedBranch {
  /// The label as llvm-mc prints it (.LtmpN for '1f').
  std::string Target;
  enum class Kind : uint8_t { Resolved, OtherSection, Unresolved };
  Kind K;
  BranchArithmetic Arithmetic;
  /// The line that defines the label, 0 when the file does not.
  unsigned TargetLine;
  /// After the label's name: ": target 0x20, next instruction 0x4, (0x20 -
  /// 0x4) / 4 = 7 words", or why there is no arithmetic.
  std::string arithmetic() const;
};

struct ExplainedSymbol {
  const ResolvedSymbol *Symbol;
  /// A use before the definition it resolved to.
  bool Forward;
  /// "the latest definition", "label at byte offset 0x8 (forward
  /// reference)", "predefined"...
  std::string resolution() const;
};

struct ExplainedInstruction {
  const InstructionDetails *Details;
  uint32_t Offset;
  std::string Mnemonic;
  /// The instruction as llvm-mc's printer gives the words.
  std::string Printed;
  /// The words of the format (one or two), first word first.
  std::vector<ExplainedWord> Words;
  std::optional<ExplainedBranch> Branch;
  /// The word after the format's words.
  enum class SecondWord : uint8_t { None, Literal, BranchPadding };
  SecondWord Second = SecondWord::None;
  uint32_t SecondValue = 0;
  /// BranchPadding: why llvm-mc's object has it.
  std::string paddingReason(const CpuInfo &Cpu) const;
  std::vector<ExplainedOperand> Operands;
  std::vector<ExplainedSymbol> Symbols;
};

struct Explanation {
  /// The generation as the views name it ("gfx9", "gfx10.3").
  const char *Generation = "";
  std::vector<ExplainedInstruction> Instructions;
};

/// Explains every instruction of A, which must have been assembled with
/// details (assembleBuffer's WithDetails).
Explanation explainAssembly(const Assembly &A);

/// "15:14", or "7" for a single bit.
std::string bitRange(BitField F);
/// V's low Width bits, highest first.
std::string binaryDigits(uint64_t V, unsigned Width);
/// "0x" and at least Digits hex digits.
std::string hexDigits(uint64_t V, unsigned Digits);

} // namespace gfxas

#endif
