//===- StatementContext.cpp - What the parser's parts share --------------===//

#include "Frontend/StatementContext.h"
#include "Frontend/Evaluator.h"
#include "Syntax/ExprParser.h"
#include "llvm/ADT/Twine.h"

using namespace gfxas;

void StatementContext::error(uint32_t Loc, const llvm::Twine &Msg,
                             uint32_t RangeEnd) {
  reportError(Loc, Msg, RangeEnd);
  if (Lex.is(Tok::Error))
    Lex.lexRaw();
}

void StatementContext::reportError(uint32_t Loc, const llvm::Twine &Msg,
                                   uint32_t RangeEnd) {
  ErrorReported = true;
  if (!Suppress && StmtFailure == Failure::None)
    StmtFailure = InInstruction ? Failure::AfterEnd : Failure::BeforeEnd;
  if (Sink && !Suppress)
    report({Diagnostic::Kind::Error, Loc, Msg.str(), RangeEnd});
}

void StatementContext::lexicalError(const Token &T) {
  reportError(T.Begin, T.Message);
}

void StatementContext::endStatement() {
  if (!ErrorReported && Lex.is(Tok::Error)) {
    Lex.lex();
    if (Lex.consumedEndOfStatement())
      return;
  }
  Lex.skipStatement();
}

void StatementContext::errorAfterEnd(uint32_t Loc, const llvm::Twine &Msg) {
  bool First = StmtFailure == Failure::None;
  error(Loc, Msg);
  if (First && !Suppress)
    StmtFailure = Failure::AfterEnd;
}

void StatementContext::warning(uint32_t Loc, const llvm::Twine &Msg) {
  if (Sink && !Suppress)
    report({Diagnostic::Kind::Warning, Loc, Msg.str()});
}

void StatementContext::note(uint32_t Loc, const llvm::Twine &Msg) {
  if (Sink && !Suppress)
    report({Diagnostic::Kind::Note, Loc, Msg.str()});
}

void StatementContext::report(const Diagnostic &D, bool CallNotes) {
  if (Stopped)
    return;
  if (D.Severity == Diagnostic::Kind::Warning)
    ++Result.Warnings;
  if (D.Severity == Diagnostic::Kind::Error) {
    unsigned Limit = Sink->errorLimit();
    if (Limit && Result.Errors == Limit) {
      Sink->diagnostic({Diagnostic::Kind::Error, D.Offset,
                        ("too many errors emitted (" + llvm::Twine(Limit) +
                         "), stopping now")
                            .str()});
      ++Result.Errors;
      Stopped = Ended = true;
      return;
    }
    ++Result.Errors;
  }
  Sink->diagnostic(marked(D));
  if (!CallNotes)
    return;
  for (auto Call = ActiveCalls.rbegin(); Call != ActiveCalls.rend(); ++Call)
    Sink->diagnostic(marked(
        {Diagnostic::Kind::Note, *Call, "while in macro instantiation"}));
}

void StatementContext::noteLineMarker(uint32_t Loc, bool InDefinition) {
  if (!ActiveCalls.empty() && !InDefinition)
    return;
  if (auto Read = Lexer::lineMarkerAt(Source, Loc))
    Marker = {Loc, Read->first, Read->second.str()};
}

// AsmParser::DiagHandler: a diagnostic in the marker's buffer is at the
// marker's file, its line counted on from the marker's line number.
Diagnostic StatementContext::marked(const Diagnostic &D) const {
  if (!Marker.Line || !D.hasLocation() || D.Foreign ||
      Space.bufferAt(D.Offset) != Space.bufferAt(Marker.Loc))
    return D;
  SourceSpace::Place At = Space.placeOf(D.Offset);
  int64_t Line =
      Marker.Line - 1 + (int64_t(At.Line) - Space.lineOf(Marker.Loc));
  Diagnostic Marked = D;
  Marked.Foreign = std::make_shared<ForeignLocation>(ForeignLocation{
      Marker.File, unsigned(Line), At.Column - 1, At.LineText.str(), {}, {}});
  return Marked;
}

void StatementContext::jumpTo(uint32_t Offset) {
  Source = Space.text();
  Lex.setBuffer(Source.take_front(Space.endOfBufferAt(Offset)));
  Lex.reset(Offset);
}

bool StatementContext::parseEndOfStatement() {
  if (Lex.atEndOfStatement())
    return true;
  error(Lex.tok().Begin, "expected newline");
  return false;
}

bool StatementContext::skipToken(Tok K, const char *Message) {
  if (Lex.is(K)) {
    Lex.lex();
    return true;
  }
  error(Lex.tok().Begin, Message);
  return false;
}

// A name or a string, or '@' right before a name or a number, which it
// joins to them (the lexer joins '$').
std::optional<llvm::StringRef> StatementContext::parseIdentifier() {
  const Token T = Lex.tok();
  if (T.Kind == Tok::At) {
    const Token &Next = Lex.peek();
    if ((Next.Kind != Tok::Identifier && Next.Kind != Tok::Integer) ||
        Next.Begin != T.End)
      return std::nullopt;
    size_t Size = 1 + Lex.nameText(Next).size();
    Lex.lex();
    Lex.lex();
    return Source.substr(T.Begin, Size);
  }
  // A lone '.' is llvm-mc's Dot token, not a name.
  if ((T.Kind != Tok::Identifier && T.Kind != Tok::String) || Lex.text() == ".")
    return std::nullopt;
  Lex.lex();
  return T.Kind == Tok::String ? Lex.stringContents(T) : Lex.text(T);
}

std::optional<llvm::StringRef> StatementContext::parseSymbolName() {
  std::optional<llvm::StringRef> Name = parseIdentifier();
  if (!Name)
    error(Lex.tok().Begin, "expected identifier");
  return Name;
}

bool gfxas::parseAbsoluteExpression(StatementContext &Ctx, ExprParser &Exprs,
                                    Evaluator &Eval,
                                    std::vector<ExprNode> &Nodes,
                                    int64_t &Value) {
  uint32_t Loc = Ctx.Lex.tok().Begin;
  Nodes.clear();
  if (!Exprs.parse(Nodes))
    return false;
  if (Eval.evaluateAsAbsolute(Nodes, Value))
    return true;
  Ctx.error(Loc, "expected absolute expression");
  return false;
}
