//===- Simm16.cpp - A plain 16-bit immediate (s_nop) ---------------------===//

#include "Target/Operands/OperandClasses.h"

using namespace gfxas;

// Any absolute expression, cut to 16 bits in the word but printed in full.
// A floating-point literal means 0 here, as in llvm-mc.
bool Simm16Operand::parse(OperandParser &P, int64_t &Value) const {
  Lexer &Lex = P.lexer();
  if (Lex.is(Tok::Real) && Lex.peek().Kind == Tok::EndOfStatement) {
    Lex.lex();
    Value = 0;
    return true;
  }
  // llvm-mc keeps a non-absolute expression as an operand the instruction
  // then refuses.
  return P.parseAbsolute(Value, "", "invalid operand for instruction");
}

// llvm-mc prints a plain immediate as a 32-bit value: inline constants
// (-16..64) in decimal, anything else in hexadecimal. Without the operand
// as written (disassembly), it prints what its decoder makes of the word:
// simm16 zero-extended, so 0xfff0 prints as 0xfff0, not -16.
void Simm16Operand::print(unsigned Field, std::optional<int64_t> Written,
                          Generation G, llvm::raw_ostream &OS) const {
  int32_t V = int32_t(uint32_t(Written ? *Written : int64_t(Field)));
  if (V >= -16 && V <= 64) {
    OS << V;
    return;
  }
  OS << "0x";
  OS.write_hex(uint32_t(V));
}

void Simm16Operand::explain(unsigned Field, Generation G, OperandWriting How,
                            std::vector<ExplainRow> &Rows) const {
  Rows.push_back({{0, 16}, "simm16", ""});
}
