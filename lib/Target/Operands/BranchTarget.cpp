//===- BranchTarget.cpp - A SOPP branch's target -------------------------===//
//
// s_branch and s_cbranch_*: a label, before or after the branch, which
// becomes a fixup the object writer resolves to the distance in words from
// the next instruction; or an absolute expression, the distance itself.
//
//===----------------------------------------------------------------------===//

#include "Target/Operands/OperandClasses.h"
#include "Target/Operands/ScalarSource.h"
#include "Target/Registers.h"

using namespace gfxas;

// As llvm-mc's parseSOPPBrTarget: it reports a bad target and still
// succeeds, so the operands after it are read for their errors.
bool BranchTargetOperand::parse(OperandParser &P, int64_t &Value) const {
  Lexer &Lex = P.lexer();
  uint32_t Loc = Lex.tok().Begin;
  // A register or a modifier is no branch target; llvm-mc reads it as an
  // operand the instruction then refuses.
  if (startsRegister(Lex) || startsModifier(Lex)) {
    if (!P.parseExtraOperand())
      return false;
    P.mismatch(Loc);
    Value = 0;
    return true;
  }
  bool Absolute;
  if (!P.parseExpression(Value, Absolute))
    return false;
  if (Absolute) {
    if (Value >= -32768 && Value <= 65535)
      return true;
    P.error(Loc, "expected a 16-bit signed jump offset");
    P.readRemainingOperands();
    return false;
  }
  // Only a lone symbol is left for the object writer (a label, before or
  // after the branch, or one never defined, which it reports).
  llvm::ArrayRef<ExprNode> Target = P.relocatableExpression();
  if (Target.size() != 1 || Target[0].Op != ExprOp::Symbol) {
    P.error(Loc, "expected an absolute expression or a label");
    P.readRemainingOperands();
    return false;
  }
  if (Target[0].Variant != SymbolVariant::None) {
    P.error(Loc, "gfxas cannot write a branch to a symbol with a relocation "
                 "variant");
    return false;
  }
  P.symbolFixup(uint32_t(Target[0].Value));
  Value = 0;
  return true;
}

void BranchTargetOperand::print(unsigned Field, std::optional<int64_t> Written,
                                const CpuInfo &Cpu,
                                llvm::raw_ostream &OS) const {
  // The listing prints the offset as written; the disassembler prints the
  // field as an unsigned number.
  OS << (Written ? *Written : int64_t(Field));
}

void BranchTargetOperand::explain(unsigned Field, const CpuInfo &Cpu,
                                  OperandWriting How,
                                  std::vector<ExplainRow> &Rows) const {
  Rows.push_back({{0, 16},
                  "simm16",
                  "branch offset " + std::to_string(int16_t(Field)) +
                      " words from the next instruction"});
}
