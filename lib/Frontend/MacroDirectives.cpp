//===- MacroDirectives.cpp - .macro, .rept, .irp and .irpc ---------------===//
//
// Each function follows its namesake in llvm-mc's AsmParser (the messages,
// where they point, and what is consumed before them), since the lexical
// expansion makes every difference show in the statements that follow.
//
//===----------------------------------------------------------------------===//

#include "Frontend/MacroDirectives.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/Twine.h"

using namespace gfxas;

// llvm-mc's default -asm-macro-max-nesting-depth, as in GNU as.
static constexpr size_t MaxNestingDepth = 20;

// The characters of a name in a macro's body (AsmParser's
// isIdentifierChar, which unlike the lexer's takes no '@').
static bool isBodyNameChar(char C) {
  return llvm::isAlnum(C) || C == '_' || C == '$' || C == '.';
}

MacroDirectives::ArgToken MacroDirectives::argToken(const Token &T) const {
  return {Ctx.Source.slice(T.Begin, T.End).str(), T.Kind == Tok::String};
}

//===-- Calls -------------------------------------------------------------===//

// The operators that join the tokens around them into one argument across
// blanks (AsmParser's isOperator): "a + b" is one argument, "a b" two.
static bool joinsAcrossBlanks(Tok K) {
  switch (K) {
  case Tok::Plus:
  case Tok::Minus:
  case Tok::Tilde:
  case Tok::Slash:
  case Tok::Star:
  case Tok::Equal:
  case Tok::EqualEqual:
  case Tok::Pipe:
  case Tok::PipePipe:
  case Tok::Caret:
  case Tok::Amp:
  case Tok::AmpAmp:
  case Tok::Exclaim:
  case Tok::ExclaimEqual:
  case Tok::Less:
  case Tok::LessEqual:
  case Tok::LessLess:
  case Tok::LessGreater:
  case Tok::Greater:
  case Tok::GreaterEqual:
  case Tok::GreaterGreater:
    return true;
  default:
    return false;
  }
}

// AsmParser::parseMacroArgument. llvm-mc lexes blanks as tokens here: a
// blank ends the argument at the outer level, and is part of it inside
// parentheses.
bool MacroDirectives::parseArgument(Argument &A, bool Vararg) {
  if (Vararg) {
    if (!Lex.is(Tok::EndOfStatement) && !Lex.is(Tok::Eof)) {
      uint32_t Begin = Lex.tok().Begin;
      while (!Lex.atEndOfStatement())
        Lex.lexRaw();
      A.push_back({Ctx.Source.slice(Begin, Lex.tok().Begin).str(), true});
    }
    return true;
  }
  unsigned ParenLevel = 0;
  uint32_t PrevEnd = Lex.tok().Begin;
  while (true) {
    const Token T = Lex.tok();
    // llvm-mc sees the blank before an '=' first: "a = b" is one argument
    // at the outer level; inside parentheses the blank is part of the
    // argument, and the '=' after it is refused all the same.
    if (T.Kind == Tok::Eof ||
        (T.Kind == Tok::Equal && (ParenLevel || !spaceBefore(T, PrevEnd)))) {
      error(T.Begin, "unexpected token in macro instantiation");
      return false;
    }
    if (ParenLevel == 0) {
      if (T.Kind == Tok::Comma)
        break;
      bool SpaceEaten = spaceBefore(T, PrevEnd);
      if (joinsAcrossBlanks(T.Kind)) {
        A.push_back(argToken(T));
        Lex.lexRaw();
        // A blank after the operator is dropped.
        PrevEnd = Lex.tok().Begin;
        continue;
      }
      if (SpaceEaten)
        break;
    } else if (spaceBefore(T, PrevEnd)) {
      A.push_back({Ctx.Source.slice(PrevEnd, T.Begin).str(), false});
    }
    if (T.Kind == Tok::EndOfStatement)
      break;
    if (T.Kind == Tok::LParen)
      ++ParenLevel;
    else if (T.Kind == Tok::RParen && ParenLevel)
      --ParenLevel;
    A.push_back(argToken(T));
    PrevEnd = T.End;
    Lex.lexRaw();
  }
  if (ParenLevel) {
    error(Lex.tok().Begin, "unbalanced parentheses in macro argument");
    return false;
  }
  return true;
}

// AsmParser::parseMacroArguments: positional or keyword arguments; for a
// repetition (M null) as many as are written.
bool MacroDirectives::parseArguments(const Macro *M,
                                     std::vector<Argument> &Args) {
  const size_t NParameters = M ? M->Parameters.size() : 0;
  bool NamedFound = false;
  std::vector<uint32_t> ArgEnds(NParameters, NoComment);
  Args.assign(NParameters, {});
  bool HasVararg = NParameters && M->Parameters.back().Vararg;
  for (size_t Index = 0; !NParameters || Index < NParameters; ++Index) {
    uint32_t IdLoc = Lex.tok().Begin;
    std::string Name;
    if (Lex.is(Tok::Identifier) && Lex.peek().Kind == Tok::Equal) {
      Name = Lex.text().str();
      Lex.lex();
      Lex.lex();
      NamedFound = true;
    }
    if (NamedFound && Name.empty()) {
      error(IdLoc, "cannot mix positional and keyword arguments");
      return false;
    }
    Argument Value;
    bool Vararg = HasVararg && Index == NParameters - 1;
    if (!parseArgument(Value, Vararg))
      return false;
    size_t Slot = Index;
    if (!Name.empty()) {
      Slot = 0;
      while (Slot < NParameters && M->Parameters[Slot].Name != Name)
        ++Slot;
      if (!M) {
        // llvm-mc 19 crashes here (an assertion in a debug build).
        error(IdLoc, "keyword argument '" + Name + "' of a repetition");
        return false;
      }
      if (Slot == NParameters) {
        error(IdLoc, "parameter named '" + Name +
                         "' does not exist for macro '" + M->Name + "'");
        return false;
      }
    }
    if (!Value.empty()) {
      if (Args.size() <= Slot)
        Args.resize(Slot + 1);
      Args[Slot] = std::move(Value);
      if (ArgEnds.size() <= Slot)
        ArgEnds.resize(Slot + 1, NoComment);
      ArgEnds[Slot] = Lex.tok().Begin;
    }
    // At the end, the parameters left take their defaults, or are missing.
    if (Lex.is(Tok::EndOfStatement) || Lex.is(Tok::Eof)) {
      bool Failed = false;
      for (size_t P = 0; P < NParameters; ++P) {
        if (!Args[P].empty())
          continue;
        const Parameter &Param = M->Parameters[P];
        if (Param.Required) {
          Ctx.reportError(ArgEnds[P] != NoComment ? ArgEnds[P]
                                                  : Lex.tok().Begin,
                          "missing value for required parameter '" +
                              Param.Name + "' in macro '" + M->Name + "'");
          Failed = true;
        }
        if (!Param.Default.empty())
          Args[P] = Param.Default;
      }
      return !Failed;
    }
    if (Lex.is(Tok::Comma))
      Lex.lex();
  }
  error(Lex.tok().Begin, "too many positional arguments");
  return false;
}

// AsmParser::expandMacro, without the alternate macro mode and Darwin's
// "$N" parameters.
void MacroDirectives::expand(std::string &Out, const Macro &M,
                             llvm::ArrayRef<Parameter> Parameters,
                             llvm::ArrayRef<Argument> Args,
                             bool CountsInstantiations) {
  auto ExpandArgument = [&](size_t Index) {
    bool VarargParameter = Parameters[Index].Vararg;
    for (const ArgToken &T : Args[Index]) {
      if (!T.IsString || VarargParameter)
        Out += T.Text;
      else
        Out.append(T.Text, 1, T.Text.size() - 2);
    }
  };
  llvm::StringRef Body = M.Body;
  size_t I = 0, End = Body.size();
  while (I != End) {
    if (Body[I] == '\\' && I + 1 != End) {
      if (CountsInstantiations && Body[I + 1] == '@') {
        Out += llvm::utostr(Instantiations);
        I += 2;
        continue;
      }
      if (Body[I + 1] == '+') {
        Out += llvm::utostr(M.Count);
        I += 2;
        continue;
      }
      if (Body[I + 1] == '(' && I + 2 != End && Body[I + 2] == ')') {
        I += 3;
        continue;
      }
      size_t Begin = ++I;
      while (I != End && isBodyNameChar(Body[I]))
        ++I;
      llvm::StringRef Name = Body.slice(Begin, I);
      size_t Index = 0;
      while (Index < Parameters.size() && Parameters[Index].Name != Name)
        ++Index;
      if (Index == Parameters.size()) {
        Out += '\\';
        Out += Name;
      } else {
        ExpandArgument(Index);
      }
      continue;
    }
    // A name is copied whole, so that a parameter's name inside it is left.
    if (!isBodyNameChar(Body[I])) {
      Out += Body[I++];
      continue;
    }
    size_t Begin = I;
    while (I != End && isBodyNameChar(Body[I]))
      ++I;
    Out += Body.slice(Begin, I);
  }
  ++M.Count;
}

// AsmParser::handleMacroEntry.
bool MacroDirectives::call(const Macro &M, uint32_t NameLoc) {
  if (Stack.size() == MaxNestingDepth) {
    error(Lex.tok().Begin,
          "macros cannot be nested more than " + llvm::Twine(MaxNestingDepth) +
              " levels deep. Use -asm-macro-max-nesting-depth to increase "
              "this limit.");
    return false;
  }
  std::vector<Argument> Args;
  if (!parseArguments(&M, Args))
    return false;
  if (M.Parameters.size() != Args.size()) {
    error(Lex.tok().Begin, "Wrong number of arguments");
    return false;
  }
  std::string Text;
  expand(Text, M, M.Parameters, Args, /*CountsInstantiations=*/true);
  Text += ".endmacro\n";
  ++Instantiations;
  return instantiate(NameLoc, Lex.tok().Begin, Text);
}

bool MacroDirectives::instantiate(uint32_t CallLoc, uint32_t ExitLoc,
                                  llvm::StringRef Text) {
  const SourceSpace::Buffer *B = Ctx.Space.instantiate(CallLoc, Text);
  if (!B) {
    error(CallLoc, "expansions exceed " +
                       llvm::Twine(SourceSpace::MaxExpansionBytes >> 20) +
                       " MiB of text");
    return false;
  }
  Stack.push_back({ExitLoc, Conds.depth()});
  Ctx.ActiveCalls.push_back(CallLoc);
  Ctx.jumpTo(B->Begin);
  return true;
}

// AsmParser::handleMacroExit: back past the end of the call's statement.
bool MacroDirectives::exitInstantiation(llvm::StringRef Directive,
                                        bool LeaveBlocks) {
  if (LeaveBlocks)
    Conds.leaveBlocksTo(Stack.back().CondDepth);
  uint32_t ExitLoc = Stack.back().ExitLoc;
  Stack.pop_back();
  Ctx.ActiveCalls.pop_back();
  Ctx.jumpTo(ExitLoc);
  // A call or .endr that ends an included file without a newline: after
  // .endm or .endr (not .exitm, which has lexed its end of statement),
  // llvm-mc's lex past it leaves the file and takes the .include's end of
  // statement too (measured: no blank line follows).
  if (!LeaveBlocks && Includes.leaveAtEnd() && Lex.is(Tok::EndOfStatement))
    Lex.lex();
  else if (Lex.is(Tok::EndOfStatement))
    Lex.lex();
  return true;
}

//===-- Directives --------------------------------------------------------===//

bool MacroDirectives::parseDirective(MacroDirective Kind,
                                     llvm::StringRef Directive, uint32_t Loc) {
  switch (Kind) {
  case MacroDefine:
    return parseDefinition(Loc);
  case MacroEnd:
    if (!Lex.atEndOfStatement()) {
      error(Lex.tok().Begin,
            "unexpected token in '" + Directive + "' directive");
      return false;
    }
    if (!Stack.empty())
      return exitInstantiation(Directive, /*LeaveBlocks=*/false);
    error(Lex.tok().Begin, "unexpected '" + Directive +
                               "' in file, no current macro definition");
    return false;
  case MacroExit:
    if (!Ctx.parseEndOfStatement())
      return false;
    Lex.lex();
    if (Stack.empty()) {
      // llvm-mc's parseEOL has left an included file that ended there:
      // the error is at the end of the .include, which its recovery then
      // skips by the raw lexer.
      bool Left = Includes.leaveAtEnd();
      Ctx.reportError(Lex.tok().Begin,
                      "unexpected '" + Directive +
                          "' in file, no current macro definition");
      if (Left && Lex.is(Tok::EndOfStatement))
        Lex.lexRaw();
      return true;
    }
    return exitInstantiation(Directive, /*LeaveBlocks=*/true);
  case MacroPurge:
    return parsePurge(Loc);
  case Rept:
    return parseRept(Directive, Loc);
  case Irp:
    return parseIrp(Loc, /*ByCharacter=*/false);
  case Irpc:
    return parseIrp(Loc, /*ByCharacter=*/true);
  case Endr:
    if (Stack.empty()) {
      error(Lex.tok().Begin, "unmatched '.endr' directive");
      return false;
    }
    return exitInstantiation(Directive, /*LeaveBlocks=*/false);
  }
  return false;
}

// AsmParser::parseDirectiveMacro.
bool MacroDirectives::parseDefinition(uint32_t Loc) {
  std::optional<llvm::StringRef> Name = Ctx.parseIdentifier();
  if (!Name) {
    error(Lex.tok().Begin, "expected identifier in '.macro' directive");
    return false;
  }
  Macro M;
  M.Name = Name->str();
  if (Lex.is(Tok::Comma))
    Lex.lex();
  while (!Lex.is(Tok::EndOfStatement) && !Lex.is(Tok::Eof)) {
    if (!M.Parameters.empty() && M.Parameters.back().Vararg) {
      error(Lex.tok().Begin, "vararg parameter '" + M.Parameters.back().Name +
                                 "' should be the last parameter");
      return false;
    }
    Parameter P;
    std::optional<llvm::StringRef> ParamName = Ctx.parseIdentifier();
    if (!ParamName) {
      error(Lex.tok().Begin, "expected identifier in '.macro' directive");
      return false;
    }
    P.Name = ParamName->str();
    for (const Parameter &Other : M.Parameters)
      if (Other.Name == P.Name) {
        error(Lex.tok().Begin, "macro '" + M.Name +
                                   "' has multiple parameters named '" +
                                   P.Name + "'");
        return false;
      }
    if (Lex.is(Tok::Colon)) {
      Lex.lex();
      uint32_t QualLoc = Lex.tok().Begin;
      std::optional<llvm::StringRef> Qualifier = Ctx.parseIdentifier();
      if (!Qualifier) {
        error(QualLoc, "missing parameter qualifier for '" + P.Name +
                           "' in macro '" + M.Name + "'");
        return false;
      }
      if (*Qualifier == "req") {
        P.Required = true;
      } else if (*Qualifier == "vararg") {
        P.Vararg = true;
      } else {
        error(QualLoc, *Qualifier +
                           " is not a valid parameter qualifier for '" +
                           P.Name + "' in macro '" + M.Name + "'");
        return false;
      }
    }
    if (Lex.is(Tok::Equal)) {
      Lex.lex();
      uint32_t DefaultLoc = Lex.tok().Begin;
      if (!parseArgument(P.Default, /*Vararg=*/false))
        return false;
      if (P.Required)
        Ctx.warning(DefaultLoc, "pointless default value for required "
                                "parameter '" +
                                    P.Name + "' in macro '" + M.Name + "'");
    }
    M.Parameters.push_back(std::move(P));
    if (Lex.is(Tok::Comma))
      Lex.lex();
  }
  uint32_t BodyBegin, BodyEnd;
  if (!scanDefinitionBody(Loc, BodyBegin, BodyEnd))
    return false;
  if (Macros.count(M.Name)) {
    Ctx.reportError(Loc, "macro '" + M.Name + "' is already defined");
    return false;
  }
  M.Body = Ctx.Source.slice(BodyBegin, BodyEnd).str();
  warnOfPositionalParameters(Loc, M);
  std::string Key = M.Name;
  Macros.try_emplace(Key, std::move(M));
  return true;
}

// The body runs from the line after the directive to the .endm that
// closes it, counting the .macro's and .endm's of the macros it defines.
// The lexer stops at the end of that .endm's statement.
bool MacroDirectives::scanDefinitionBody(uint32_t Loc, uint32_t &BodyBegin,
                                         uint32_t &BodyEnd) {
  Lex.lexRaw();
  BodyBegin = Lex.tok().Begin;
  unsigned Depth = 0;
  while (true) {
    while (Lex.is(Tok::Error))
      Lex.lexRaw();
    if (Lex.is(Tok::Eof)) {
      Ctx.reportError(Loc, "no matching '.endmacro' in definition");
      return false;
    }
    if (Lex.is(Tok::Identifier)) {
      llvm::StringRef Name = Lex.text();
      if (Name == ".endm" || Name == ".endmacro") {
        if (Depth == 0) {
          BodyEnd = Lex.tok().Begin;
          Lex.lexRaw();
          if (!Lex.is(Tok::EndOfStatement)) {
            error(Lex.tok().Begin,
                  "unexpected token in '" + Name + "' directive");
            return false;
          }
          return true;
        }
        --Depth;
      } else if (Name == ".macro") {
        ++Depth;
      }
    } else if (Lex.tok().IsLineMarker) {
      Ctx.noteLineMarker(Lex.tok().Begin, /*InDefinition=*/true);
    }
    Lex.skipStatement();
  }
}

// AsmParser::checkForBadMacro: a macro with named parameters whose body
// uses none of them but has what look like Darwin's "$1" and "$n".
void MacroDirectives::warnOfPositionalParameters(uint32_t Loc, const Macro &M) {
  if (M.Parameters.empty())
    return;
  bool NamedFound = false, PositionalFound = false;
  llvm::StringRef Body = M.Body;
  while (!Body.empty()) {
    size_t End = Body.size(), Pos = 0;
    for (; Pos != End; ++Pos) {
      if (Body[Pos] == '\\' && Pos + 1 != End)
        break;
      if (Body[Pos] != '$' || Pos + 1 == End)
        continue;
      char Next = Body[Pos + 1];
      if (Next == '$' || Next == 'n' || llvm::isDigit(Next))
        break;
    }
    if (Pos == End)
      break;
    if (Body[Pos] == '$') {
      if (Body[Pos + 1] != '$')
        PositionalFound = true;
      Pos += 2;
    } else {
      size_t I = Pos + 1;
      while (I + 1 != End && isBodyNameChar(Body[I]))
        ++I;
      llvm::StringRef Argument = Body.slice(Pos + 1, I);
      bool Named = llvm::any_of(
          M.Parameters, [&](const Parameter &P) { return P.Name == Argument; });
      if (Named) {
        NamedFound = true;
        Pos += 1 + Argument.size();
      } else if (Body[Pos + 1] == '(' && Pos + 2 < End &&
                 Body[Pos + 2] == ')') {
        Pos += 3;
      } else {
        Pos = I;
      }
    }
    Body = Body.substr(Pos);
  }
  if (!NamedFound && PositionalFound)
    Ctx.warning(Loc, "macro defined with named parameters which are not used "
                     "in macro body, possible positional parameter found in "
                     "body which will have no effect");
}

// AsmParser::parseDirectivePurgeMacro.
bool MacroDirectives::parsePurge(uint32_t Loc) {
  uint32_t NameLoc = Lex.tok().Begin;
  std::optional<llvm::StringRef> Name = Ctx.parseIdentifier();
  if (!Name) {
    error(NameLoc, "expected identifier in '.purgem' directive");
    return false;
  }
  if (!Ctx.parseEndOfStatement())
    return false;
  std::string Key = Name->str();
  Lex.lex();
  if (!Macros.erase(Key))
    Ctx.reportError(Loc, "macro '" + Key + "' is not defined");
  return true;
}

// The end of a repetition's directive, then AsmParser::parseMacroLikeBody:
// the lines to the .endr that closes it, the body of M, a macro without
// a name.
bool MacroDirectives::parseRepetitionBody(uint32_t Loc, Macro &M) {
  if (!Ctx.parseEndOfStatement())
    return false;
  Lex.lex();
  // The directive's end of statement, lexed by llvm-mc's own lex, may
  // have ended an included file: the body is then the including file's.
  Includes.leaveAtEnd();
  uint32_t Begin = Lex.tok().Begin;
  unsigned Depth = 0;
  while (true) {
    if (Lex.is(Tok::Eof)) {
      Ctx.reportError(Loc, "no matching '.endr' in definition");
      return false;
    }
    if (Lex.is(Tok::Identifier)) {
      llvm::StringRef Name = Lex.text();
      if (Name == ".rep" || Name == ".rept" || Name == ".irp" ||
          Name == ".irpc") {
        ++Depth;
      } else if (Name == ".endr") {
        if (Depth == 0) {
          uint32_t End = Lex.tok().Begin;
          Lex.lex();
          if (!Lex.is(Tok::EndOfStatement)) {
            Ctx.reportError(Lex.tok().Begin, "expected newline");
            return false;
          }
          M.Body = Ctx.Source.slice(Begin, End).str();
          return true;
        }
        --Depth;
      }
    }
    Lex.skipStatement();
  }
}

// AsmParser::parseDirectiveRept.
bool MacroDirectives::parseRept(llvm::StringRef Directive, uint32_t Loc) {
  uint32_t CountLoc = Lex.tok().Begin;
  CountExpr.clear();
  if (!Exprs.parse(CountExpr))
    return false;
  int64_t Count;
  if (!Eval.evaluateAsAbsolute(CountExpr, Count)) {
    error(CountLoc, "unexpected token in '" + Directive + "' directive");
    return false;
  }
  if (Count < 0) {
    error(CountLoc, "Count is negative");
    return false;
  }
  Macro M;
  if (!parseRepetitionBody(Loc, M))
    return false;
  std::string Text;
  if (M.Body.empty())
    Count = 0;
  while (Count--) {
    expand(Text, M, {}, {}, /*CountsInstantiations=*/false);
    if (Text.size() > SourceSpace::MaxExpansionBytes)
      break;
  }
  Text += ".endr\n";
  return instantiate(Loc, Lex.tok().Begin, Text);
}

// AsmParser::parseDirectiveIrp and parseDirectiveIrpc.
bool MacroDirectives::parseIrp(uint32_t Loc, bool ByCharacter) {
  const char *Directive = ByCharacter ? ".irpc" : ".irp";
  Parameter P;
  std::optional<llvm::StringRef> Name = Ctx.parseIdentifier();
  if (!Name) {
    error(Lex.tok().Begin,
          "expected identifier in '" + llvm::Twine(Directive) + "' directive");
    return false;
  }
  P.Name = Name->str();
  if (!Ctx.skipToken(Tok::Comma, "expected comma"))
    return false;
  std::vector<Argument> Args;
  if (!parseArguments(nullptr, Args))
    return false;
  if (ByCharacter && (Args.size() != 1 || Args.front().size() != 1)) {
    error(Lex.tok().Begin, "unexpected token in '.irpc' directive");
    return false;
  }
  Macro M;
  if (!parseRepetitionBody(Loc, M))
    return false;
  std::string Text;
  if (ByCharacter) {
    // Each character of the one token, as a name.
    llvm::StringRef Values = Args.front().front().Text;
    for (char C : Values) {
      Argument Each{{std::string(1, C), false}};
      expand(Text, M, P, Each, /*CountsInstantiations=*/true);
    }
  } else {
    for (const Argument &Each : Args) {
      expand(Text, M, P, Each, /*CountsInstantiations=*/true);
      if (Text.size() > SourceSpace::MaxExpansionBytes)
        break;
    }
  }
  Text += ".endr\n";
  return instantiate(Loc, Lex.tok().Begin, Text);
}
