//===- BranchTarget.cpp - A SOPP branch's target -------------------------===//
//
// s_branch and s_cbranch_*: a label, before or after the branch, which
// becomes a fixup the object writer resolves to the distance in words from
// the next instruction; or an absolute expression, the distance itself.
//
//===----------------------------------------------------------------------===//

#include "Target/Operands/OperandClasses.h"
#include "Target/Registers.h"

using namespace gfxas;

bool BranchTargetOperand::parse(OperandParser &P, int64_t &Value) const {
  return P.parseBranchTarget(Value);
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
