//===- OperandClass.cpp - The registry of operand classes ----------------===//

#include "Target/OperandClass.h"
#include "Target/Operands/Delay.h"
#include "Target/Operands/DepCtr.h"
#include "Target/Operands/GprIdxMode.h"
#include "Target/Operands/Hex16.h"
#include "Target/Operands/OptionalImm16.h"
#include "Target/Operands/SendMsg.h"
#include "Target/Operands/Simm16.h"
#include "Target/Operands/Waitcnt.h"

using namespace gfxas;

OperandParser::~OperandParser() = default;
OperandClass::~OperandClass() = default;

bool OperandParser::skipToken(Tok K, const char *Message) {
  Lexer &Lex = lexer();
  if (Lex.is(K)) {
    Lex.lex();
    return true;
  }
  error(Lex.tok().Begin, Message);
  return false;
}

bool OperandParser::checkRawImmediate(int64_t Value, uint32_t Loc) {
  if (Value >= -32768 && Value <= 65535)
    return true;
  error(Loc, "invalid immediate: only 16-bit values are legal");
  return false;
}

bool OperandParser::parseImmediate(int64_t &Value) {
  Lexer &Lex = lexer();
  bool Negated = Lex.is(Tok::Minus) && Lex.peek().Kind == Tok::Real;
  if (Negated || Lex.is(Tok::Real)) {
    if (Negated)
      Lex.lex();
    Value = int64_t(uint64_t(Lex.tok().IntVal) ^ (Negated ? 1ull << 63 : 0));
    Lex.lex();
    return true;
  }
  // llvm-mc keeps a non-absolute expression as an operand the instruction
  // then refuses.
  return parseAbsolute(Value, "", "invalid operand for instruction");
}

const OperandClass &gfxas::operandClass(OperandClassId Id) {
  static const Simm16Operand Simm16;
  static const SendMsgOperand SendMsg;
  static const WaitcntOperand Waitcnt;
  static const DelayOperand Delay;
  static const Hex16Operand Hex16;
  static const OptionalImm16Operand OptionalImm16;
  static const DepCtrOperand DepCtr;
  static const GprIdxModeOperand GprIdxMode;
  switch (Id) {
  case OperandClassId::Simm16:
    return Simm16;
  case OperandClassId::SendMsg:
    return SendMsg;
  case OperandClassId::Waitcnt:
    return Waitcnt;
  case OperandClassId::Delay:
    return Delay;
  case OperandClassId::Hex16:
    return Hex16;
  case OperandClassId::OptionalImm16:
    return OptionalImm16;
  case OperandClassId::DepCtr:
    return DepCtr;
  case OperandClassId::GprIdxMode:
    return GprIdxMode;
  }
  llvm_unreachable("every operand class is registered");
}
