//===- Simm16.cpp - A plain immediate (s_nop, s_sleep, ...) --------------===//

#include "Target/Operands/OperandClasses.h"
#include "Target/Operands/ScalarSource.h"

using namespace gfxas;

// Any absolute expression (LLVM's i16imm and i32imm), cut to 16 bits in the
// word but printed in full. A floating-point literal is its bit pattern, so
// 1.0 prints as 0 (the low 32 bits) and 4.9e-324 as 1, as in llvm-mc.
bool Simm16Operand::parse(OperandParser &P, int64_t &Value) const {
  return P.parseImmediate(Value);
}

// llvm-mc prints a plain immediate as a 32-bit value: integer inline
// constants (-16..64) in decimal, floating-point ones by value (0x40000000
// is 2.0), anything else in hexadecimal. Without the operand as written
// (disassembly), it prints what its decoder makes of the word: simm16
// zero-extended, so 0xfff0 prints as 0xfff0, not -16.
void Simm16Operand::print(unsigned Field, std::optional<int64_t> Written,
                          const CpuInfo &Cpu, llvm::raw_ostream &OS) const {
  Generation G = Cpu.Gen;
  printLiteral(uint32_t(Written ? *Written : int64_t(Field)), /*Dwords=*/1, G,
               OS);
}

void Simm16Operand::explain(unsigned Field, const CpuInfo &Cpu,
                            OperandWriting How,
                            std::vector<ExplainRow> &Rows) const {
  Rows.push_back({{0, 16}, "simm16", ""});
}
