//===- UImm16.cpp - An unsigned 16-bit immediate printed in hex -----------===//
//
// LLVM's u16imm operands (s_cmpk_*_u32): read like s_nop's, but only
// 0..65535 is an operand of the instruction; printed as Hex16 prints.
//
//===----------------------------------------------------------------------===//

#include "Target/Operands/OperandClasses.h"

using namespace gfxas;

bool UImm16Operand::parse(OperandParser &P, int64_t &Value) const {
  return P.parseImmediateIn(Value, 0, 65535);
}

void UImm16Operand::print(unsigned Field, std::optional<int64_t> Written,
                          const CpuInfo &Cpu, llvm::raw_ostream &OS) const {
  OS << "0x";
  OS.write_hex(Field);
}

void UImm16Operand::explain(unsigned Field, const CpuInfo &Cpu,
                            OperandWriting How,
                            std::vector<ExplainRow> &Rows) const {
  Rows.push_back({{0, 16}, "simm16", ""});
}
