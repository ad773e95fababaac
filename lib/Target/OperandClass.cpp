//===- OperandClass.cpp - The registry of operand classes ----------------===//

#include "Target/OperandClass.h"
#include "Target/Operands/Delay.h"
#include "Target/Operands/ScalarSource.h"
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
  static const ScalarOperand SSrc32(1, /*IsSource=*/true);
  static const ScalarOperand SSrc64(2, /*IsSource=*/true);
  static const ScalarOperand SDst32(1, /*IsSource=*/false);
  static const ScalarOperand SDst64(2, /*IsSource=*/false);
  switch (Id) {
  case OperandClassId::Simm16:
    return Simm16;
  case OperandClassId::SendMsg:
    return SendMsg;
  case OperandClassId::Waitcnt:
    return Waitcnt;
  case OperandClassId::Delay:
    return Delay;
  case OperandClassId::SSrc32:
    return SSrc32;
  case OperandClassId::SSrc64:
    return SSrc64;
  case OperandClassId::SDst32:
    return SDst32;
  case OperandClassId::SDst64:
    return SDst64;
  }
  llvm_unreachable("every operand class is registered");
}
