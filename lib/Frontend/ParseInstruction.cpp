//===- ParseInstruction.cpp - Instruction statements ---------------------===//
//
// An instruction is a row of the instruction table: its operands are parsed
// by their operand classes, in order, and encoded by the row's format. A
// line the statement cache knows skips all of it.
//
//===----------------------------------------------------------------------===//

#include "Frontend/Parser.h"
#include "llvm/ADT/ScopeExit.h"

using namespace gfxas;

//===-- Operands ----------------------------------------------------------===//

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

//===-- Instructions ------------------------------------------------------===//

void Parser::parseInstruction(llvm::StringRef Mnemonic, uint32_t Loc) {
  // llvm-mc's AMDGPU parser consumes the end of an instruction statement
  // even when the statement fails.
  InInstruction = true;
  OperandByField = false;
  OperandWritten = 0;
  Uses.clear();
  if (Sink && Sink->wantsOperandDetails())
    Eval.setRecorder(&Uses);
  auto Done = llvm::make_scope_exit([&] {
    InInstruction = false;
    Eval.setRecorder(nullptr);
  });
  const InstrInfo *Info = lookupInstr(Mnemonic);
  bool Exists = Info && Info->existsOn(Gen);
  EncodedInstruction Inst;
  Inst.Offset = Address;
  auto Finish = [&] {
    Lex.skipStatement();
    if (Exists)
      Address += Inst.size();
  };

  if (!Exists) {
    // llvm-mc parses (and evaluates) the operands before it looks at the
    // mnemonic, then drops whatever they reported in favour of this.
    ++Suppress;
    bool Parsed = true;
    while (Parsed && !Lex.atEndOfStatement()) {
      Parsed = parseExtraOperand();
      if (Lex.is(Tok::Comma))
        Lex.lex();
    }
    --Suppress;
    error(Loc, Info ? "instruction not supported on this GPU"
                    : "invalid instruction" + spellingSuggestion(Mnemonic));
    return Finish();
  }

  Inst.Mnemonic = Info->Mnemonic;
  Inst.NumOperands = Info->NumOperands;
  for (unsigned I = 0; I < Info->NumOperands; ++I) {
    if (Lex.atEndOfStatement()) {
      error(Loc, "too few operands for instruction");
      return Finish();
    }
    if (!operandClass(Info->Operands[I]).parse(*this, Inst.Written[I])) {
      if (!ErrorReported)
        error(Lex.tok().Begin, "failed parsing operand.");
      return Finish();
    }
    if (Lex.is(Tok::Comma))
      Lex.lex();
  }

  // Every further operand is parsed (for its errors) and then rejected.
  std::optional<uint32_t> Extra;
  while (!Lex.atEndOfStatement()) {
    uint32_t ExtraLoc = Lex.tok().Begin;
    if (!parseExtraOperand())
      return Finish();
    if (!Extra)
      Extra = ExtraLoc;
    if (Lex.is(Tok::Comma))
      Lex.lex();
  }
  if (Extra) {
    error(*Extra, "invalid operand for instruction");
    return Finish();
  }
  if (!ErrorReported) {
    Inst.Words[0] = encodeInstr(*Info, Gen, Inst.written());
    StmtInstruction = Inst;
    if (Sink) {
      Sink->instruction(Inst);
      if (Eval.recorder())
        reportOperandDetails(Loc);
    }
  }
  Finish();
}

//===-- The statement cache -----------------------------------------------===//

std::optional<Parser::CacheableLine>
Parser::cacheableLineAt(uint32_t Begin) const {
  // Only a token that starts its line (after blanks) is lexed the same way
  // wherever the line appears.
  uint32_t LineStart = Begin;
  while (LineStart > 0 &&
         (Source[LineStart - 1] == ' ' || Source[LineStart - 1] == '\t'))
    --LineStart;
  if (LineStart > 0 && Source[LineStart - 1] != '\n')
    return std::nullopt;
  const char *Newline = static_cast<const char *>(std::memchr(
      Source.data() + Begin, '\n',
      std::min(Source.size() - Begin, StatementCache::MaxLine + 1)));
  if (!Newline)
    return std::nullopt;
  llvm::StringRef Text(Source.data() + Begin, Newline - Source.data() - Begin);
  // A block comment may run on past the newline, and a lone CR ends a
  // statement inside the line: such a line is not one whole statement.
  size_t Cr = Text.find('\r');
  if (Text.empty() || Text.contains("/*") ||
      (Cr != llvm::StringRef::npos && Cr + 1 != Text.size()))
    return std::nullopt;
  return CacheableLine{Text, StatementCache::hash(Text)};
}

bool Parser::replayCachedLine() {
  const Token &First = Lex.tok();
  if (First.Kind != Tok::Identifier || First.CommentBefore != NoComment ||
      Lex.hasPeeked())
    return false;
  StmtLine = cacheableLineAt(First.Begin);
  if (!StmtLine)
    return false;
  const EncodedInstruction *Known = Cache.find(StmtLine->Text, StmtLine->Hash);
  if (!Known)
    return false;
  if (Sink) {
    EncodedInstruction Inst = *Known;
    Inst.Offset = Address;
    Sink->instruction(Inst);
    Gate->commit();
  }
  Address += Known->size();
  Lex.reset(uint32_t(StmtLine->Text.end() - Source.data()) + 1);
  return true;
}

void Parser::cacheStatement() {
  uint32_t LineEnd = uint32_t(StmtLine->Text.end() - Source.data());
  if (!StmtInstruction || ErrorReported || WarningReported ||
      StmtNamedSymbol || StmtFailure != Failure::None ||
      Lex.tok().Begin <= LineEnd)
    return;
  Cache.add(StmtLine->Text, StmtLine->Hash, *StmtInstruction);
}
