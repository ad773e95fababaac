//===- Conditionals.cpp - Conditional assembly and message directives ----===//

#include "Frontend/Conditionals.h"
#include "Frontend/DirectiveTable.h"
#include "Frontend/SymbolRules.h"

using namespace gfxas;

bool ConditionalAssembly::parseStatement(const DirectiveRow *Row) {
  if (!Row || Row->Family != DirectiveFamily::Conditional) {
    if (!Cond.Ignore)
      return false;
    skipIgnored();
    return true;
  }
  uint32_t Loc = Lex.tok().Begin;
  Lex.lex();
  CondDirective D = CondDirective(Row->Arg);
  switch (D) {
  case CondIf:
  case CondIfEq:
  case CondIfGe:
  case CondIfGt:
  case CondIfLe:
  case CondIfLt:
  case CondIfNe: {
    if (openBlock())
      return true;
    int64_t V;
    if (!parseCondition(V) || !Ctx.parseEndOfStatement())
      break;
    switch (D) {
    case CondIfEq:
      V = V == 0;
      break;
    case CondIfGe:
      V = V >= 0;
      break;
    case CondIfGt:
      V = V > 0;
      break;
    case CondIfLe:
      V = V <= 0;
      break;
    case CondIfLt:
      V = V < 0;
      break;
    default:
      break;
    }
    takeBranch(V != 0);
    break;
  }
  case CondIfB:
  case CondIfNb: {
    if (openBlock())
      return true;
    llvm::StringRef Text = textUntil(/*AtComma=*/false);
    if (!Ctx.parseEndOfStatement())
      break;
    takeBranch((D == CondIfB) == Text.empty());
    break;
  }
  case CondIfC:
  case CondIfNc: {
    if (openBlock())
      return true;
    // Compared as written, quotes and comments included, without the
    // blanks around each side.
    llvm::StringRef Left = textUntil(/*AtComma=*/true);
    if (!Lex.is(Tok::Comma)) {
      error(Lex.tok().Begin, "expected comma");
      break;
    }
    Lex.lex();
    llvm::StringRef Right = textUntil(/*AtComma=*/false);
    if (!Ctx.parseEndOfStatement())
      break;
    takeBranch((D == CondIfC) == (Left.trim() == Right.trim()));
    break;
  }
  case CondIfEqs:
  case CondIfNes:
    parseIfeqs(D == CondIfEqs);
    return true;
  case CondIfDef:
  case CondIfNDef: {
    if (openBlock())
      return true;
    std::optional<llvm::StringRef> Sym = Ctx.parseIdentifier();
    if (!Sym) {
      error(Lex.tok().Begin, "expected identifier after '.ifdef'");
      break;
    }
    if (!Ctx.parseEndOfStatement())
      break;
    takeBranch((D == CondIfDef) == isDefinedHere(*Sym));
    break;
  }
  case CondElseIf: {
    if (Cond.K != CondState::Kind::If && Cond.K != CondState::Kind::ElseIf) {
      error(Loc, "Encountered a .elseif that doesn't follow an .if or  an "
                 ".elseif");
      break;
    }
    Cond.K = CondState::Kind::ElseIf;
    bool OuterIgnored = !CondStack.empty() && CondStack.back().Ignore;
    if (OuterIgnored || Cond.CondMet) {
      Cond.Ignore = true;
      skipIgnored();
      return true;
    }
    int64_t V;
    if (!parseCondition(V) || !Ctx.parseEndOfStatement())
      break;
    takeBranch(V != 0);
    break;
  }
  case CondElse: {
    if (!Ctx.parseEndOfStatement())
      break;
    consumeEndOfStatement();
    if (Cond.K != CondState::Kind::If && Cond.K != CondState::Kind::ElseIf) {
      error(Loc, "Encountered a .else that doesn't follow  an .if or an "
                 ".elseif");
      Ctx.StmtFailure = StatementContext::Failure::AfterEnd;
      return true;
    }
    Cond.K = CondState::Kind::Else;
    bool OuterIgnored = !CondStack.empty() && CondStack.back().Ignore;
    Cond.Ignore = OuterIgnored || Cond.CondMet;
    return true;
  }
  case CondEndIf: {
    if (!Ctx.parseEndOfStatement())
      break;
    consumeEndOfStatement();
    if (Cond.K == CondState::Kind::None || CondStack.empty()) {
      error(Loc, "Encountered a .endif that doesn't follow an .if or .else");
      Ctx.StmtFailure = StatementContext::Failure::AfterEnd;
      return true;
    }
    Cond = CondStack.back();
    CondStack.pop_back();
    return true;
  }
  }
  Ctx.endStatement();
  return true;
}

// Every .if variant but .ifeqs: the block opens before anything is parsed,
// in the state of the one around it; inside a skipped block nothing more
// is read. True when the statement was skipped so.
bool ConditionalAssembly::openBlock() {
  CondStack.push_back(Cond);
  Cond.K = CondState::Kind::If;
  if (!Cond.Ignore)
    return false;
  skipIgnored();
  return true;
}

void ConditionalAssembly::takeBranch(bool Taken) {
  Cond.CondMet = Taken;
  Cond.Ignore = !Taken;
}

// llvm-mc's eatToEndOfStatement, which reads block comments as tokens: a
// statement that starts with one after it has no name, and is skipped too.
void ConditionalAssembly::skipIgnored() {
  Lex.skipStatement();
  SkippedRaw = true;
}

void ConditionalAssembly::consumeEndOfStatement() {
  if (Lex.is(Tok::EndOfStatement))
    Lex.lex();
}

// AsmParser::parseAbsoluteExpression, on what is defined before the line.
bool ConditionalAssembly::parseCondition(int64_t &Value) {
  return parseAbsoluteExpression(Ctx, Exprs, Eval, Condition, Value);
}

// AsmParser::parseStringToComma and parseStringToEndOfStatement: the
// source from the current token to the first comma (when AtComma) or the
// end of the statement, block comments and blanks included. Their lexer
// steps over error tokens without a word.
llvm::StringRef ConditionalAssembly::textUntil(bool AtComma) {
  uint32_t Begin = Lex.tok().Begin;
  while (!Lex.atEndOfStatement() && !(AtComma && Lex.is(Tok::Comma)))
    Lex.lexRaw();
  return Ctx.Source.slice(Begin, Lex.tok().Begin);
}

// The symbol is defined (a label, or a variable whose value lies in a
// section or is absolute) by a statement before this one.
bool ConditionalAssembly::isDefinedHere(llvm::StringRef Name) {
  uint32_t Sym = Syms.lookup(Name);
  if (Sym == NoSymbol)
    return false;
  if (Syms[Sym].SectionSymbol && Syms[Sym].State == Symbol::Contents::Unset)
    return !isWriterSectionName(Name);
  return Eval.fragmentOf(Sym, /*SetUsed=*/false) != Fragment::None;
}

// AsmParser::parseDirectiveIfeqs: unlike the other conditionals it opens
// its block only once both strings are read, and even in a skipped block;
// it reads no end of statement, so whatever follows the second string is
// the next statement.
void ConditionalAssembly::parseIfeqs(bool ExpectEqual) {
  const char *Which = ExpectEqual ? "'.ifeqs'" : "'.ifnes'";
  if (!Lex.is(Tok::String)) {
    error(Lex.tok().Begin,
          llvm::Twine("expected string parameter for ") + Which + " directive");
    Lex.skipStatement();
    return;
  }
  llvm::StringRef First = Lex.stringContents(Lex.tok());
  Lex.lex();
  if (!Lex.is(Tok::Comma)) {
    error(Lex.tok().Begin,
          llvm::Twine("expected comma after first string for ") + Which +
              " directive");
    Lex.skipStatement();
    return;
  }
  Lex.lex();
  if (!Lex.is(Tok::String)) {
    error(Lex.tok().Begin,
          llvm::Twine("expected string parameter for ") + Which + " directive");
    Lex.skipStatement();
    return;
  }
  llvm::StringRef Second = Lex.stringContents(Lex.tok());
  Lex.lex();
  // At the end of a file without a final newline, llvm-mc's lexer still
  // ends the statement, with an empty one, which its listing prints as a
  // blank line; the next statement is that one.
  if (Lex.is(Tok::Eof) && Ctx.Sink)
    Ctx.Sink->blankLine();
  CondStack.push_back(Cond);
  Cond.K = CondState::Kind::If;
  takeBranch(ExpectEqual == (First == Second));
}

void ConditionalAssembly::checkAtEnd() {
  if (Cond.K != CondState::Kind::None || Cond.Ignore)
    error(uint32_t(Lex.buffer().size()), "unmatched .ifs or .elses");
}

// .error, .err, .warning and .print. The first three are skipped when the
// block around the current one is (which only .ifeqs can leave unskipped).
void ConditionalAssembly::parseMessageDirective(llvm::StringRef Directive,
                                                uint32_t Loc) {
  if (Directive == ".print") {
    // AsmParser::parseDirectivePrint takes the token before it looks at it.
    Token Str = Lex.tok();
    bool AtEnd = Lex.is(Tok::EndOfStatement);
    Lex.lex();
    if (Str.Kind != Tok::String) {
      error(Loc, "expected double quoted string after .print");
      if (AtEnd)
        Ctx.StmtFailure = StatementContext::Failure::AfterEnd;
      else
        Lex.skipStatement();
      return;
    }
    if (!Ctx.parseEndOfStatement()) {
      Lex.skipStatement();
      return;
    }
    if (Ctx.Sink)
      Ctx.Sink->print(Lex.stringContents(Str));
    Lex.skipStatement();
    return;
  }
  if (!CondStack.empty() && CondStack.back().Ignore) {
    skipIgnored();
    return;
  }
  if (Directive == ".err") {
    error(Loc, ".err encountered");
  } else if (Directive == ".error") {
    if (Lex.is(Tok::EndOfStatement)) {
      error(Loc, ".error directive invoked in source file");
    } else if (!Lex.is(Tok::String)) {
      error(Lex.tok().Begin, ".error argument must be a string");
    } else {
      llvm::StringRef Message = Lex.stringContents(Lex.tok());
      Lex.lex();
      error(Loc, Message);
    }
  } else if (Lex.is(Tok::EndOfStatement)) {
    Ctx.warning(Loc, ".warning directive invoked in source file");
  } else if (!Lex.is(Tok::String)) {
    error(Lex.tok().Begin, ".warning argument must be a string");
  } else {
    llvm::StringRef Message = Lex.stringContents(Lex.tok());
    Lex.lex();
    if (Ctx.parseEndOfStatement())
      Ctx.warning(Loc, Message);
  }
  Ctx.endStatement();
}
