//===- Hex16.cpp - A 16-bit immediate printed in hex ---------------------===//
//
// LLVM's s16imm operands (s_clause, s_round_mode, gfx12's s_wait_*cnt, ...):
// read like s_nop's, but only a value that fits in 16 bits, signed or
// unsigned, is an operand of the instruction.
//
//===----------------------------------------------------------------------===//

#include "Target/Operands/OperandClasses.h"

using namespace gfxas;

bool Hex16Operand::parse(OperandParser &P, int64_t &Value) const {
  uint32_t Loc = P.lexer().tok().Begin;
  if (!P.parseImmediate(Value))
    return false;
  if (Value >= -32768 && Value <= 65535)
    return true;
  P.matchError(Loc, "invalid operand for instruction");
  return false;
}

// The field as 16-bit hex, whatever was written: -1 prints as 0xffff.
void Hex16Operand::print(unsigned Field, std::optional<int64_t> Written,
                         Generation G, llvm::raw_ostream &OS) const {
  OS << "0x";
  OS.write_hex(Field);
}

void Hex16Operand::explain(unsigned Field, Generation G, OperandWriting How,
                           std::vector<ExplainRow> &Rows) const {
  Rows.push_back({{0, 16}, "simm16", ""});
}
