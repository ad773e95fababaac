//===- OperandClass.cpp - The registry of operand classes ----------------===//

#include "Target/OperandClass.h"
#include "Target/Operands/OperandClasses.h"

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
#define OPERAND_CLASS(Name)                                                    \
  static const Name##Operand Name;                                             \
  if (Id == OperandClassId::Name)                                              \
    return Name;
#include "Target/Operands/OperandClasses.def"
  llvm_unreachable("every operand class is registered");
}
