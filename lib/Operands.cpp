//===- Operands.cpp - s_sendmsg, s_waitcnt and s_delay_alu operands ------===//
//
// Mirrors AMDGPUAsmParser's parseSendMsg, parseSWaitCnt and parseSDelayALU:
// the same order of checks, so the same error wins on a bad line.
//
//===----------------------------------------------------------------------===//

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
  struct Field {
    int64_t Val = 0;
    uint32_t Loc = 0;
    bool Defined = false;
  };
  Field Msg, Op, Stream;
  const MsgInfo *MsgRow = nullptr;
  const MsgOpInfo *OpRow = nullptr;
  bool MsgUnsupported = false, OpUnsupported = false;

  Msg.Loc = Lex.tok().Begin;
  if (Lex.is(Tok::Identifier) && (MsgRow = lookupMsgByName(Lex.text()))) {
    MsgUnsupported = !inGens(MsgRow->Gens, Gen);
    Msg.Val = MsgUnsupported ? -1 : MsgRow->Id;
    Lex.lex();
  } else if (!parseAbsolute(Msg.Val, "a message name")) {
    return false;
  }
  if (Lex.is(Tok::Comma)) {
    Lex.lex();
    Op.Defined = true;
    Op.Loc = Lex.tok().Begin;
    if (Lex.is(Tok::Identifier) &&
        (OpRow = lookupMsgOpByName(Msg.Val, Lex.text()))) {
      OpUnsupported = !inGens(OpRow->Gens, Gen);
      Op.Val = OpRow->Id;
      Lex.lex();
    } else if (!parseAbsolute(Op.Val, "an operation name")) {
      return false;
    }
    if (Lex.is(Tok::Comma)) {
      Lex.lex();
      Stream.Defined = true;
      Stream.Loc = Lex.tok().Begin;
      if (!parseAbsolute(Stream.Val))
        return false;
    }
  }
  if (!skipToken(Tok::RParen, "expected a closing parenthesis"))
    return false;

  bool Strict = MsgRow != nullptr;
  const SendMsgLayout &Layout = sendMsgLayout(Gen);
  if (Strict && MsgUnsupported) {
    error(Msg.Loc, "specified message id is not supported on this GPU");
    return false;
  }
  if (!Strict && (Msg.Val < 0 || (uint64_t(Msg.Val) & ~uint64_t(Layout.IdMask)))) {
    error(Msg.Loc, "invalid message id");
    return false;
  }
  if (Strict && (MsgRow->Ops != MsgOps::None) != Op.Defined) {
    if (Op.Defined)
      error(Op.Loc, "message does not support operations");
    else
      error(Msg.Loc, "missing message operation");
    return false;
  }

  const MsgOpInfo *ValidOp = nullptr;
  bool OpValid;
  if (OpUnsupported)
    OpValid = false;
  else if (!Strict)
    OpValid = Op.Val >= 0 && Op.Val <= int64_t(MsgOpMask);
  else if (MsgRow->Ops == MsgOps::None)
    OpValid = Op.Val == 0;
  else
    OpValid = Op.Val >= 0 && Op.Val <= int64_t(MsgOpMask) &&
              (ValidOp = lookupMsgOpById(*MsgRow, unsigned(Op.Val), Gen));
  if (!OpValid) {
    error(Op.Loc, OpUnsupported
                      ? "specified operation id is not supported on this GPU"
                      : "invalid operation id");
    return false;
  }

  bool TakesStream = ValidOp && ValidOp->TakesStream;
  if (Strict && !TakesStream && Stream.Defined) {
    error(Stream.Loc, "message operation does not support streams");
    return false;
  }
  bool StreamValid = (!Strict || TakesStream)
                         ? Stream.Val >= 0 && Stream.Val <= int64_t(MsgStreamMask)
                         : Stream.Val == 0;
  if (!StreamValid) {
    error(Stream.Loc, "invalid message stream id");
    return false;
  }
  Simm16 = int64_t(uint64_t(Msg.Val) | (uint64_t(Op.Val) << MsgOpShift) |
                   (uint64_t(Stream.Val) << MsgStreamShift));
  OperandWritten = SendMsgIdField | (Op.Defined ? SendMsgOpField : 0) |
                   (Stream.Defined ? SendMsgStreamField : 0);
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

  const CounterName *Cnt = nullptr;
  for (const CounterName &C : allCounterNames())
    if (Name == C.Name)
      Cnt = &C;
  if (!Cnt) {
    error(NameLoc, "invalid counter name " + Name);
    return false;
  }
  const CounterLayout &Layout =
      waitcntLayout(Gen).Counters[unsigned(Cnt->Cnt)];
  if (Value < 0 || Value > int64_t(Layout.max())) {
    if (!Cnt->Saturate) {
      error(ValueLoc, "too large value for " + Name);
      return false;
    }
    Value = Layout.max();
  }
  Simm16 = Layout.encode(unsigned(Simm16), unsigned(Value));
  unsigned Bit = 1u << unsigned(Cnt->Cnt);
  if (Seen & Bit)
    warning(NameLoc, llvm::Twine(counterName(Cnt->Cnt)) +
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

  llvm::ArrayRef<DelayField> Fields = allDelayFields();
  const DelayField *Field = nullptr;
  for (const DelayField &F : Fields)
    if (FieldName == F.Name)
      Field = &F;
  if (!Field) {
    error(FieldLoc, "invalid field name " + FieldName);
    return false;
  }
  auto It = llvm::find(Field->ValueNames, ValueName);
  if (It == Field->ValueNames.end()) {
    error(ValueLoc, "invalid value name " + ValueName);
    return false;
  }
  // llvm-mc ORs a repeated field into the first (VALU_DEP_1 | VALU_DEP_2
  // becomes VALU_DEP_3); gfxas refuses it.
  unsigned Bit = 1u << unsigned(Field - Fields.data());
  if (Seen & Bit) {
    error(FieldLoc, "duplicate " + FieldName + " field");
    return false;
  }
  Seen |= Bit;
  Simm16 |= int64_t(It - Field->ValueNames.begin()) << Field->Bits.Shift;
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
