//===- Imm32.cpp - s_setreg_imm32_b32's 32-bit literal --------------------===//

#include "Target/Operands/SopkOperands.h"

using namespace gfxas;

// llvm-mc takes any absolute value (a floating-point literal as its double's
// bits) and keeps its low 32 bits: 0x100000000 is 0 and 1.0 is 0.
bool Imm32Operand::parse(OperandParser &P, int64_t &Value) const {
  uint32_t Loc;
  if (!P.parseImmediate(Value, &Loc))
    return false;
  P.match().literal(Loc, uint32_t(Value));
  return true;
}

// Written is the literal word, printed as llvm-mc's printImmediate32 does:
// -1, 1.0, 0x12345678.
void Imm32Operand::print(unsigned Field, std::optional<int64_t> Written,
                         const CpuInfo &Cpu, llvm::raw_ostream &OS) const {
  Generation G = Cpu.Gen;
  printLiteral(uint32_t(Written.value_or(0)), /*Dwords=*/1, G, OS);
}

void Imm32Operand::explain(unsigned Field, const CpuInfo &Cpu,
                           OperandWriting How,
                           std::vector<ExplainRow> &Rows) const {}
