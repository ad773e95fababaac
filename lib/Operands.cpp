//===- Operands.cpp - s_sendmsg, s_waitcnt and s_delay_alu operands ------===//
//
// Mirrors AMDGPUAsmParser's parseSendMsg, parseSWaitCnt and parseSDelayALU:
// the same order of checks, so the same error wins on a bad line.
//
//===----------------------------------------------------------------------===//

#include "OperandRules.h"
#include "Parser.h"

using namespace gfxas;

bool Parser::skipToken(Tok K, const char *Message) {
  if (Lex.is(K)) {
    Lex.lex();
    return true;
  }
  error(Lex.tok().Begin, Message);
  return false;
}

bool Parser::parseAbsolute(int64_t &Value, llvm::StringRef What,
                           const char *Message) {
  uint32_t Loc = Lex.tok().Begin;
  // Most operands are a lone number: no expression to build or evaluate.
  if (Lex.is(Tok::Integer)) {
    Tok Next = Lex.peek().Kind;
    if (Next == Tok::RParen || Next == Tok::Comma ||
        Next == Tok::EndOfStatement || Next == Tok::Eof) {
      Value = Lex.tok().IntVal;
      Lex.lex();
      return true;
    }
  }
  Operand.clear();
  if (!Exprs.parse(Operand))
    return false;
  if (Eval.evaluateAsAbsolute(Operand, Value))
    return true;
  auto Report = [&] {
    if (Message)
      error(Loc, Message);
    else if (What.empty())
      error(Loc, "expected absolute expression");
    else
      error(Loc, "expected " + What + " or an absolute expression");
  };
  // What llvm-mc cannot evaluate in one pass, gfxas can: forward references
  // and labels. What neither can is explained in a note.
  EvalError Err;
  if (!isPassOne() && Eval.evaluateAt(Operand, Stmt, Value, Err))
    return true;
  // Pass one cannot know yet whether pass two will resolve the expression;
  // it carries on as if it will, so both passes parse the same tokens. A
  // speculative pass, which only knows the definitions so far, becomes pass
  // one here.
  if (M == Mode::Speculative)
    abandonSpeculation();
  if (isPassOne()) {
    Value = 0;
    return true;
  }
  Report();
  note(Err.Loc, Err.message(Syms));
  return false;
}

bool Parser::parseExtraOperand() {
  if (Lex.is(Tok::Pipe)) {
    error(Lex.tok().Begin, "not a valid operand.");
    return false;
  }
  // A register range such as s[0:1] is an operand llvm-mc parses whole.
  if (Lex.is(Tok::Identifier) && Lex.peek().Kind == Tok::LBrac) {
    while (!Lex.atEndOfStatement() && !Lex.is(Tok::RBrac))
      Lex.lex();
    if (Lex.is(Tok::RBrac))
      Lex.lex();
    return true;
  }
  Operand.clear();
  if (Exprs.parse(Operand))
    return true;
  if (!ErrorReported)
    error(Lex.tok().Begin, "failed parsing operand.");
  return false;
}

// llvm-mc truncates these two raw operands to 16 bits without a word;
// gfxas accepts what fits in 16 bits, signed or unsigned, as for s_sendmsg.
bool Parser::checkRawImmediate(int64_t Value, uint32_t Loc) {
  if (Value >= -32768 && Value <= 65535)
    return true;
  error(Loc, "invalid immediate: only 16-bit values are legal");
  return false;
}

//===-- s_sendmsg ---------------------------------------------------------===//

bool Parser::parseSendMsg(int64_t &Simm16) {
  uint32_t Loc = Lex.tok().Begin;
  if (Lex.is(Tok::Identifier) && Lex.text() == "sendmsg" &&
      Lex.peek().Kind == Tok::LParen) {
    Lex.lex();
    Lex.lex();
    OperandByField = true;
    return parseSendMsgBody(Simm16);
  }
  if (!parseAbsolute(Simm16, "a sendmsg macro"))
    return false;
  if (Simm16 < 0 || Simm16 > 0xFFFF) {
    error(Loc, "invalid immediate: only 16-bit values are legal");
    return false;
  }
  return true;
}

// A message given by name is checked against the tables ("strict"); one
// given as a number is only range-checked.
bool Parser::parseSendMsgBody(int64_t &Simm16) {
  SendMsgFields Fields;
  uint32_t MsgLoc = Lex.tok().Begin, OpLoc = 0, StreamLoc = 0;
  Fields.Msg.Defined = true;
  if (Lex.is(Tok::Identifier) && Fields.nameMessage(Lex.text(), Gen))
    Lex.lex();
  else if (!parseAbsolute(Fields.Msg.Val, "a message name"))
    return false;
  if (Lex.is(Tok::Comma)) {
    Lex.lex();
    Fields.Op.Defined = true;
    OpLoc = Lex.tok().Begin;
    if (Lex.is(Tok::Identifier) && Fields.nameOperation(Lex.text(), Gen))
      Lex.lex();
    else if (!parseAbsolute(Fields.Op.Val, "an operation name"))
      return false;
    if (Lex.is(Tok::Comma)) {
      Lex.lex();
      Fields.Stream.Defined = true;
      StreamLoc = Lex.tok().Begin;
      if (!parseAbsolute(Fields.Stream.Val))
        return false;
    }
  }
  if (!skipToken(Tok::RParen, "expected a closing parenthesis"))
    return false;

  if (std::optional<SendMsgRefusal> Refusal =
          encodeSendMsg(Fields, Gen, Simm16)) {
    const uint32_t Locs[] = {MsgLoc, OpLoc, StreamLoc};
    error(Locs[Refusal->At], Refusal->Message);
    return false;
  }
  OperandWritten = SendMsgIdField | (Fields.Op.Defined ? SendMsgOpField : 0) |
                   (Fields.Stream.Defined ? SendMsgStreamField : 0);
  return true;
}

//===-- s_waitcnt ---------------------------------------------------------===//

bool Parser::parseWaitcnt(int64_t &Simm16) {
  Simm16 = waitcntLayout(Gen).defaultValue();
  uint32_t Loc = Lex.tok().Begin;
  if (Lex.is(Tok::Identifier) && Lex.peek().Kind == Tok::LParen) {
    unsigned Seen = 0;
    while (!Lex.atEndOfStatement())
      if (!parseCounter(Simm16, Seen))
        return false;
    OperandByField = true;
    OperandWritten = Seen;
    return true;
  }
  return parseAbsolute(Simm16) && checkRawImmediate(Simm16, Loc);
}

bool Parser::parseCounter(int64_t &Simm16, unsigned &Seen) {
  uint32_t NameLoc = Lex.tok().Begin;
  llvm::StringRef Name = Lex.text();
  if (!skipToken(Tok::Identifier, "expected a counter name") ||
      !skipToken(Tok::LParen, "expected a left parenthesis"))
    return false;
  uint32_t ValueLoc = Lex.tok().Begin;
  int64_t Value;
  if (!parseAbsolute(Value))
    return false;

  Counter Cnt;
  switch (setCounter(waitcntLayout(Gen), Name, Value, Simm16, Cnt)) {
  case CounterVerdict::UnknownName:
    error(NameLoc, "invalid counter name " + Name);
    return false;
  case CounterVerdict::TooLarge:
    error(ValueLoc, "too large value for " + Name);
    return false;
  case CounterVerdict::Ok:
    break;
  }
  unsigned Bit = 1u << unsigned(Cnt);
  if (Seen & Bit)
    warning(NameLoc, llvm::Twine(counterName(Cnt)) +
                         " is specified more than once; the last value wins");
  Seen |= Bit;

  if (!skipToken(Tok::RParen, "expected a closing parenthesis"))
    return false;
  if (Lex.is(Tok::Amp) || Lex.is(Tok::Comma)) {
    Lex.lex();
    if (Lex.atEndOfStatement()) {
      error(Lex.tok().Begin, "expected a counter name");
      return false;
    }
  }
  return true;
}

//===-- s_delay_alu -------------------------------------------------------===//

bool Parser::parseDelay(int64_t &Simm16) {
  Simm16 = 0;
  uint32_t Loc = Lex.tok().Begin;
  if (Lex.is(Tok::Identifier) && Lex.peek().Kind == Tok::LParen) {
    unsigned Seen = 0;
    for (;;) {
      if (!parseDelayField(Simm16, Seen))
        return false;
      if (!Lex.is(Tok::Pipe)) {
        OperandByField = true;
        OperandWritten = Seen;
        return true;
      }
      Lex.lex();
    }
  }
  return parseAbsolute(Simm16) && checkRawImmediate(Simm16, Loc);
}

bool Parser::parseDelayField(int64_t &Simm16, unsigned &Seen) {
  uint32_t FieldLoc = Lex.tok().Begin;
  llvm::StringRef FieldName = Lex.text();
  if (!skipToken(Tok::Identifier, "expected a field name") ||
      !skipToken(Tok::LParen, "expected a left parenthesis"))
    return false;
  uint32_t ValueLoc = Lex.tok().Begin;
  llvm::StringRef ValueName = Lex.text();
  if (!skipToken(Tok::Identifier, "expected a value name") ||
      !skipToken(Tok::RParen, "expected a right parenthesis"))
    return false;

  switch (setDelayField(FieldName, ValueName, Simm16, Seen)) {
  case DelayVerdict::UnknownField:
    error(FieldLoc, "invalid field name " + FieldName);
    return false;
  case DelayVerdict::UnknownValue:
    error(ValueLoc, "invalid value name " + ValueName);
    return false;
  case DelayVerdict::Duplicate:
    error(FieldLoc, "duplicate " + FieldName + " field");
    return false;
  case DelayVerdict::Ok:
    break;
  }
  return true;
}

//===-- s_nop -------------------------------------------------------------===//

// A plain immediate: any absolute expression, cut to 16 bits in the word but
// printed in full. A floating-point literal means 0 here, as in llvm-mc.
bool Parser::parseImmediate(int64_t &Value) {
  if (Lex.is(Tok::Real) && Lex.peek().Kind == Tok::EndOfStatement) {
    Lex.lex();
    Value = 0;
    return true;
  }
  // llvm-mc keeps a non-absolute expression as an operand the instruction
  // then refuses.
  return parseAbsolute(Value, "", "invalid operand for instruction");
}
