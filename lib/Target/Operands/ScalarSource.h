//===- ScalarSource.h - Scalar ALU sources and destinations -----*- C++ -*-===//
//
// The operands of SOP1, SOP2 and SOPC instructions: an 8-bit source code
// (a register, an inline constant, or 255 for a 32-bit literal that follows
// the instruction word) and a 7-bit destination register code, for 32-bit
// and 64-bit operands (llvm-mc's SSrc_b32, SSrc_b64, SReg_32, SReg_64).
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_LIB_TARGET_OPERANDS_SCALARSOURCE_H
#define GFXAS_LIB_TARGET_OPERANDS_SCALARSOURCE_H

#include "Target/OperandClass.h"
#include "Target/Registers.h"

namespace gfxas {

/// The code of a source that takes a literal.
constexpr unsigned LiteralCode = 255;

/// An operand as llvm-mc's parser reads it before matching (parseRegOrImm):
/// a register, an absolute value (from a number or an expression, or from
/// a floating-point literal, kept as a double's bits), or an expression
/// llvm-mc keeps for a fixup.
struct ScalarValue {
  enum class Kind : uint8_t { Register, Immediate, Expression };
  Kind K = Kind::Immediate;
  bool IsFloat = false;
  uint32_t Loc = 0;
  int64_t Imm = 0;
  Register Reg;
};

/// llvm-mc's isModifier: abs(, neg(, sext(, |, '-' before a register or
/// one of these, or name:value, which no scalar operand takes.
bool startsModifier(Lexer &Lex);

/// Parses one operand as llvm-mc's AMDGPU parser does for scalar operands:
/// a register or a list, lit(...), a floating-point literal with an
/// optional '-', or an expression; modifiers (abs, neg, sext, |...|, -reg,
/// name:value) are "not a valid operand.". False after an error.
bool parseScalarValue(OperandParser &P, ScalarValue &V);

/// Parses one operand that llvm-mc's matcher takes or refuses whole: Match
/// gives its value from what was read (noting a literal word it takes), or
/// nothing when the instruction does not take it, which is "invalid
/// operand for instruction" at it once the statement is parsed, and the
/// value 0. False after a syntax error.
bool parseMatchedOperand(
    OperandParser &P, int64_t &Value,
    llvm::function_ref<std::optional<int64_t>(const ScalarValue &)> Match);

/// parseMatchedOperand for a register operand: a register Takes accepts,
/// whose code on the generation is the value.
bool parseRegisterOperand(OperandParser &P, int64_t &Value,
                          llvm::function_ref<bool(const Register &)> Takes);

/// The inline-constant code of Value for a 32-bit (Dwords 1) or 64-bit
/// operand on G, if it has one (llvm-mc's isInlinableLiteral32/64).
std::optional<unsigned> inlineCode(int64_t Value, unsigned Dwords,
                                   Generation G);

/// How a source of Dwords 32-bit registers encodes an immediate, as
/// llvm-mc's isInlinableImm, isLiteralImm and addLiteralImmOperand do: an
/// inline code, or LiteralCode with the literal word. Nothing when the
/// operand cannot take the value.
struct EncodedImm {
  unsigned Code;
  uint32_t Literal = 0;
  /// Whether llvm-mc's parser marks the literal one (OperandParser::literal).
  bool MarkedLiteral = true;
};
std::optional<EncodedImm> encodeImmediate(int64_t Imm, bool IsFloat,
                                          unsigned Dwords, Generation G);

/// llvm-mc's printImmediate32/64 for a 32-bit value: an inline integer in
/// decimal, a floating-point inline constant as its value (32-bit only),
/// anything else in hexadecimal. A 64-bit operand's value is zero-extended.
void printLiteral(uint32_t Literal, unsigned Dwords, Generation G,
                  llvm::raw_ostream &OS);
/// What llvm-mc prints for source code Code of a Dwords-sized operand on G,
/// with Literal the word after the instruction for LiteralCode. False when
/// the disassembler does not decode the code. HasRegClass as for
/// printRegisterCode.
bool printSourceCode(unsigned Code, uint32_t Literal, unsigned Dwords,
                     Generation G, llvm::raw_ostream &OS,
                     bool HasRegClass = true);

/// What a scalar operand takes besides registers, after llvm-mc's operand
/// types.
enum class ScalarRule : uint8_t {
  /// A register alone (SReg_32, SReg_64: every destination, and the
  /// sources of s_movrels).
  Register,
  /// Registers, inline constants, literals and, 32-bit, relocatable
  /// expressions (SSrc_b32, SSrc_b64).
  Source,
  /// Registers and inline constants, no literal (SCSrc_b64).
  Constant,
  /// m0 or an inline constant: gfx12's barrier ids.
  Barrier,
  /// A 16-bit float (SSrc_f16): halves for inline constants and literals,
  /// integers cut to 16 bits.
  Half,
  /// SOPC's 16-bit float comparisons: integers are checked as 16-bit ones
  /// but inline only as themselves, and llvm-mc 19 writes a float's literal
  /// as a single although it checks that it fits a half.
  HalfCompare,
};

/// The scalar ALU's register and source operands, of Dwords 32-bit
/// registers.
class ScalarOperand : public OperandClass {
public:
  ScalarOperand(unsigned Dwords, ScalarRule Rule)
      : Dwords(Dwords), Rule(Rule) {}

  bool parse(OperandParser &P, int64_t &Value) const override;
  void print(unsigned Field, std::optional<int64_t> Written, const CpuInfo &Cpu,
             llvm::raw_ostream &OS) const override;
  void explain(unsigned Field, const CpuInfo &Cpu, OperandWriting How,
               std::vector<ExplainRow> &Rows) const override;
  /// A register operand in an 8-bit source field (s_movrels_b32's) reads
  /// a literal too, and prints it as an invalid immediate.
  unsigned extraWords(unsigned Field, Generation) const override {
    return Field == LiteralCode ? 1 : 0;
  }
  bool decodes(unsigned Field, Generation G) const override;
  unsigned reencode(unsigned Field, uint32_t &Literal, bool &KeepsLiteral,
                    Generation G) const override;
  bool spelledInName(unsigned Field, Generation G) const override;

private:
  bool isSource() const { return Rule != ScalarRule::Register; }
  bool isHalf() const {
    return Rule == ScalarRule::Half || Rule == ScalarRule::HalfCompare;
  }
  std::optional<EncodedImm> encode(int64_t Imm, bool IsFloat,
                                   Generation G) const;
  void printLiteralOf(uint32_t Literal, Generation G,
                      llvm::raw_ostream &OS) const;

  unsigned Dwords;
  ScalarRule Rule;
};

#define SCALAR_OPERAND(Name, Dwords, Rule)                                     \
  class Name##Operand final : public ScalarOperand {                           \
  public:                                                                      \
    Name##Operand() : ScalarOperand(Dwords, ScalarRule::Rule) {}               \
  };
SCALAR_OPERAND(SSrc32, 1, Source)
SCALAR_OPERAND(SSrc64, 2, Source)
SCALAR_OPERAND(SReg32, 1, Register)
SCALAR_OPERAND(SReg64, 2, Register)
SCALAR_OPERAND(SCSrc64, 2, Constant)
SCALAR_OPERAND(BarrierId, 1, Barrier)
SCALAR_OPERAND(SSrcF16, 1, Half)
SCALAR_OPERAND(SSrcF16Cmp, 1, HalfCompare)
#undef SCALAR_OPERAND

/// The destination of gfx12's s_get_barrier_state, which llvm-mc 19 parses
/// as a 32-bit source (SSrc_b32: registers, inline constants, literals and
/// expressions) and encodes as one into its 7-bit field: the code's top bit
/// falls on SOP1's marker bit 23, which is 1 already, and a literal follows
/// the instruction word. Its disassembler decodes the field as the 7-bit
/// destination register it is (SReg_32), and takes no literal.
class BarrierStateDstOperand final : public OperandClass {
public:
  bool parse(OperandParser &P, int64_t &Value) const override;
  void print(unsigned Field, std::optional<int64_t> Written, const CpuInfo &Cpu,
             llvm::raw_ostream &OS) const override;
  void explain(unsigned Field, const CpuInfo &Cpu, OperandWriting How,
               std::vector<ExplainRow> &Rows) const override;
  bool writtenTakesLiteral(int64_t Written) const override {
    return Written == LiteralCode;
  }
  bool decodes(unsigned Field, Generation G) const override;
  unsigned reencode(unsigned Field, uint32_t &Literal, bool &KeepsLiteral,
                    Generation G) const override;
};

/// The K operand of s_fmaak_f32 and s_fmamk_f32: a 32-bit literal always,
/// with no field in the instruction word (llvm-mc's KImmFP32), printed in
/// hexadecimal.
class KImm32Operand final : public OperandClass {
public:
  bool parse(OperandParser &P, int64_t &Value) const override;
  void print(unsigned Field, std::optional<int64_t> Written,
             const CpuInfo &Cpu, llvm::raw_ostream &OS) const override;
  void explain(unsigned Field, const CpuInfo &Cpu, OperandWriting How,
               std::vector<ExplainRow> &Rows) const override;
  unsigned extraWords(unsigned Field, Generation) const override { return 1; }
};

} // namespace gfxas

#endif
