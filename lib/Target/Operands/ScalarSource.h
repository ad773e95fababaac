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
/// the disassembler does not decode the code.
bool printSourceCode(unsigned Code, uint32_t Literal, unsigned Dwords,
                     Generation G, llvm::raw_ostream &OS);

/// A source that takes registers, inline constants and literals (llvm-mc's
/// SSrc_b32, SSrc_b64), or a register alone (SReg_32, SReg_64: every
/// destination, and the sources of s_movrels), of Dwords 32-bit registers.
class ScalarOperand : public OperandClass {
public:
  ScalarOperand(unsigned Dwords, bool IsSource)
      : Dwords(Dwords), IsSource(IsSource) {}

  bool parse(OperandParser &P, int64_t &Value) const override;
  void print(unsigned Field, std::optional<int64_t> Written, const CpuInfo &Cpu,
             llvm::raw_ostream &OS) const override;
  void explain(unsigned Field, const CpuInfo &Cpu, OperandWriting How,
               std::vector<ExplainRow> &Rows) const override;
  unsigned extraWords(unsigned Field) const override {
    return Field == LiteralCode ? 1 : 0;
  }
  bool decodes(unsigned Field, Generation G) const override;
  unsigned reencode(unsigned Field, uint32_t &Literal, bool &KeepsLiteral,
                    Generation G) const override;

private:
  unsigned Dwords;
  bool IsSource;
};

class SSrc32Operand final : public ScalarOperand {
public:
  SSrc32Operand() : ScalarOperand(1, /*IsSource=*/true) {}
};
class SSrc64Operand final : public ScalarOperand {
public:
  SSrc64Operand() : ScalarOperand(2, /*IsSource=*/true) {}
};
class SReg32Operand final : public ScalarOperand {
public:
  SReg32Operand() : ScalarOperand(1, /*IsSource=*/false) {}
};
class SReg64Operand final : public ScalarOperand {
public:
  SReg64Operand() : ScalarOperand(2, /*IsSource=*/false) {}
};

} // namespace gfxas

#endif
