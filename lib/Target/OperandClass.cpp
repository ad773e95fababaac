//===- OperandClass.cpp - The registry of operand classes ----------------===//

#include "Target/OperandClass.h"
#include "Target/Operands/Delay.h"
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

const OperandClass &gfxas::operandClass(OperandClassId Id) {
  static const Simm16Operand Simm16;
  static const SendMsgOperand SendMsg;
  static const WaitcntOperand Waitcnt;
  static const DelayOperand Delay;
  switch (Id) {
  case OperandClassId::Simm16:
    return Simm16;
  case OperandClassId::SendMsg:
    return SendMsg;
  case OperandClassId::Waitcnt:
    return Waitcnt;
  case OperandClassId::Delay:
    return Delay;
  }
  llvm_unreachable("every operand class is registered");
}
