//===- Hex16.cpp - A 16-bit immediate printed in hex ---------------------===//
//
// LLVM's s16imm operands (s_clause, s_round_mode, gfx12's s_wait_*cnt,
// SOPK's s_movk_i32, s_cmpk_*_i32, s_waitcnt_vscnt, ...) and u16imm ones
// (s_cmpk_*_u32): read like s_nop's, but only a value in the class's range
// is an operand of the instruction.
//
//===----------------------------------------------------------------------===//

#include "Target/Operands/OperandClasses.h"

using namespace gfxas;

// The field as 16-bit hex, whatever was written: -1 prints as 0xffff.
void Hex16Operand::print(unsigned Field, std::optional<int64_t> Written,
                         const CpuInfo &Cpu, llvm::raw_ostream &OS) const {
  OS << "0x";
  OS.write_hex(Field);
}

void Hex16Operand::explain(unsigned Field, const CpuInfo &Cpu,
                           OperandWriting How,
                           std::vector<ExplainRow> &Rows) const {
  Rows.push_back({{0, 16}, "simm16", ""});
}
