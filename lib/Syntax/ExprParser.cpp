//===- ExprParser.cpp - llvm-mc's expression grammar ---------------------===//

#include "Syntax/ExprParser.h"
#include "Syntax/SymbolSpelling.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include <optional>
#include <vector>

using namespace gfxas;

// Whether llvm-mc knows Name as a symbol variant, on any target.
static bool isVariantName(llvm::StringRef Name) {
  std::string Lower = Name.lower();
  return llvm::StringSwitch<bool>(Lower)
#define VARIANT_NAME(N) .Case(N, true)
#include "Syntax/VariantNames.def"
      .Default(false);
}

ExprEnv::~ExprEnv() = default;

unsigned gfxas::binaryPrecedence(Tok K, ExprOp &Op) {
  switch (K) {
  case Tok::PipePipe: Op = ExprOp::LOr; return 1;
  case Tok::AmpAmp: Op = ExprOp::LAnd; return 2;
  case Tok::EqualEqual: Op = ExprOp::EQ; return 3;
  case Tok::ExclaimEqual:
  case Tok::LessGreater: Op = ExprOp::NE; return 3;
  case Tok::Less: Op = ExprOp::LT; return 3;
  case Tok::LessEqual: Op = ExprOp::LE; return 3;
  case Tok::Greater: Op = ExprOp::GT; return 3;
  case Tok::GreaterEqual: Op = ExprOp::GE; return 3;
  case Tok::Plus: Op = ExprOp::Add; return 4;
  case Tok::Minus: Op = ExprOp::Sub; return 4;
  case Tok::Pipe: Op = ExprOp::Or; return 5;
  case Tok::Exclaim: Op = ExprOp::OrNot; return 5;
  case Tok::Caret: Op = ExprOp::Xor; return 5;
  case Tok::Amp: Op = ExprOp::And; return 5;
  case Tok::Star: Op = ExprOp::Mul; return 6;
  case Tok::Slash: Op = ExprOp::Div; return 6;
  case Tok::Percent: Op = ExprOp::Mod; return 6;
  case Tok::LessLess: Op = ExprOp::Shl; return 6;
  // amdgcn asks llvm-mc for a logical right shift.
  case Tok::GreaterGreater: Op = ExprOp::LShr; return 6;
  default: return 0;
  }
}

static std::optional<ExprOp> unaryOp(Tok K) {
  switch (K) {
  case Tok::Minus: return ExprOp::Neg;
  case Tok::Plus: return ExprOp::Plus;
  case Tok::Tilde: return ExprOp::Not;
  case Tok::Exclaim: return ExprOp::LNot;
  default: return std::nullopt;
  }
}

// The AMDGPU target functions llvm-mc accepts in expressions.
static std::optional<ExprOp> functionOp(llvm::StringRef Name) {
  return llvm::StringSwitch<std::optional<ExprOp>>(Name)
      .Case("max", ExprOp::FnMax)
      .Case("or", ExprOp::FnOr)
      .Case("alignto", ExprOp::FnAlignTo)
      .Default(std::nullopt);
}

bool ExprParser::pushNesting(const PendingOp &P) {
  if (++Nesting > MaxExprNesting) {
    Env.error(P.Loc, "expression nested too deeply (more than " +
                         llvm::Twine(MaxExprNesting) + " levels)");
    return false;
  }
  Ops.push_back(P);
  return true;
}

void ExprParser::apply(std::vector<ExprNode> &Out, const PendingOp &P) {
  ExprNode N;
  N.Op = P.Op;
  N.Loc = P.Loc;
  Out.push_back(N);
}

void ExprParser::reduceTo(std::vector<ExprNode> &Out, size_t Base,
                          unsigned MinPrec) {
  while (Ops.size() > Base) {
    const PendingOp &P = Ops.back();
    if (P.K == PendingOp::Unary) {
      --Nesting;
    } else if (P.K != PendingOp::Binary || P.Prec < MinPrec) {
      return;
    }
    apply(Out, P);
    Ops.pop_back();
  }
}

bool ExprParser::fold(std::vector<ExprNode> &Out, uint32_t Start,
                      uint32_t Loc) {
  if (Out.size() == Start + 1 && Out[Start].Op == ExprOp::Constant)
    return true;
  // A variant keeps its symbol for the relocation, even a defined one.
  if (AllowVariants &&
      llvm::any_of(llvm::ArrayRef(Out).slice(Start), [](const ExprNode &N) {
        return N.Variant != SymbolVariant::None;
      }))
    return true;
  int64_t V;
  if (!Env.foldAbsolute(llvm::ArrayRef(Out).slice(Start), V))
    return false;
  Out.resize(Start);
  ExprNode N;
  N.Op = ExprOp::Constant;
  N.Loc = Loc;
  N.Value = V;
  Out.push_back(N);
  return true;
}

// Called with the ')' of a function current. llvm-mc's AMDGPU parser checks
// the argument count only after eating the ')', so its diagnostics point at
// the token after it.
bool ExprParser::closeFunction(std::vector<ExprNode> &Out, size_t Base) {
  PendingOp F = Ops.back();
  Ops.pop_back();
  --Nesting;
  Lex.lex();
  if (F.Args == 0) {
    Env.error(Lex.tok().Begin, "empty " + F.Name + " expression");
    return false;
  }
  if (F.Commas + 1 != F.Args) {
    Env.error(Lex.tok().Begin, "mismatch of commas in " + F.Name +
                                   " expression");
    return false;
  }
  ExprNode N;
  N.Op = F.Op;
  N.Loc = F.Loc;
  N.Arity = F.Args;
  Out.push_back(N);
  return true;
}

bool ExprParser::parseOperand(std::vector<ExprNode> &Out) {
  for (;;) {
    const Token &T = Lex.tok();
    if (auto U = unaryOp(T.Kind)) {
      if (!pushNesting({PendingOp::Unary, *U, 7, T.Begin, 0}))
        return false;
      Lex.lex();
      continue;
    }
    // llvm-mc's MC parser reads "[expr]" as it reads "(expr)" (where an
    // operand does not take '[' for a register list first).
    if (T.Kind == Tok::LParen || T.Kind == Tok::LBrac) {
      PendingOp::Kind K =
          T.Kind == Tok::LParen ? PendingOp::Paren : PendingOp::Bracket;
      if (!pushNesting({K, ExprOp::Constant, 0, T.Begin, uint32_t(Out.size())}))
        return false;
      Lex.lex();
      continue;
    }
    if (T.Kind == Tok::Identifier) {
      llvm::StringRef Name = Lex.text();
      std::optional<ExprOp> Fn = functionOp(Name);
      // These depend on subtarget details (occupancy tables, XNACK, ...)
      // that gfxas does not model.
      bool Unsupported = Name == "occupancy" || Name == "totalnumvgprs" ||
                         Name == "extrasgprs";
      // Only a function's name needs the token after it.
      bool Call = (Fn || Unsupported) && Lex.peek().Kind == Tok::LParen;
      if (Call && Unsupported) {
        Env.error(T.Begin, "the AMDGPU function '" + Name +
                               "' is not supported by gfxas");
        return false;
      }
      if (Fn && Call) {
        PendingOp P{PendingOp::Function, *Fn, 0, T.Begin, uint32_t(Out.size())};
        P.Name = Name;
        if (!pushNesting(P))
          return false;
        Lex.lex();
        Lex.lex();
        if (Lex.is(Tok::RParen)) {
          if (!closeFunction(Out, 0))
            return false;
          return true;
        }
        continue;
      }
    }
    break;
  }

  const Token T = Lex.tok();
  ExprNode N;
  N.Loc = T.Begin;
  switch (T.Kind) {
  case Tok::Integer: {
    N.Op = ExprOp::Constant;
    N.Value = T.IntVal;
    Lex.lex();
    // "1b" / "1f": a reference to a numeric local label, even with spaces;
    // "1f@rel32@lo" with a variant. llvm-mc looks up the variant of any
    // name after the number (AsmParser::parsePrimaryExpr), and refuses one
    // it does not know, whatever the name.
    if (Lex.is(Tok::Identifier)) {
      llvm::StringRef Name = Lex.text();
      size_t At = Name.find('@');
      if (At != llvm::StringRef::npos && !isVariantName(Name.substr(At + 1))) {
        Env.error(Lex.tok().Begin,
                  "invalid variant '" + Name.substr(At + 1) + "'");
        return false;
      }
    }
    SymbolVariant Variant = SymbolVariant::None;
    if (AllowVariants && Lex.is(Tok::Identifier) &&
        (Lex.text().starts_with("b@") || Lex.text().starts_with("f@")))
      Variant = symbolVariant(Lex.text().substr(2));
    if (Lex.is(Tok::Identifier) &&
        (Lex.text() == "b" || Lex.text() == "f" ||
         Variant != SymbolVariant::None)) {
      bool Backward = Lex.text().front() == 'b';
      std::optional<uint32_t> Sym =
          Env.directionalLabel(T.IntVal, Backward, T.Begin);
      if (!Sym)
        return false;
      N.Op = ExprOp::Symbol;
      N.Value = *Sym;
      N.Variant = Variant;
      Lex.lex();
    }
    Out.push_back(N);
    return true;
  }
  case Tok::Real:
    N.Op = ExprOp::Constant;
    N.Value = T.IntVal;
    Lex.lex();
    Out.push_back(N);
    return true;
  case Tok::BigNum:
    Env.error(T.Begin, "literal value out of range for directive");
    return false;
  case Tok::Identifier: {
    llvm::StringRef Name = Lex.text();
    if (Name == ".") {
      N.Op = ExprOp::Symbol;
      N.Value = Env.currentLocation();
      Lex.lex();
      Out.push_back(N);
      return true;
    }
    size_t At = Name.find('@');
    SymbolVariant Variant = At == llvm::StringRef::npos || !AllowVariants
                                ? SymbolVariant::None
                                : symbolVariant(Name.substr(At + 1));
    if (Variant != SymbolVariant::None) {
      N = Env.symbolRef(Name.substr(0, At), T.Begin);
      Lex.lex();
      if (N.Op != ExprOp::Symbol) {
        Env.error(T.Begin, "gfxas cannot relocate against '" +
                               Name.substr(0, At) +
                               "', a variable with a constant value");
        return false;
      }
      N.Variant = Variant;
      Out.push_back(N);
      return true;
    }
    if (At != llvm::StringRef::npos && At + 1 < Name.size()) {
      // Any other variant (llvm-mc's generic lo, hi, got, ...; or an
      // AMDGPU one outside an instruction's operand) gfxas does not know.
      // llvm-mc reports it past the name: the error steps over an error
      // token there.
      Lex.lex();
      Env.error(T.Begin + At + 1,
                "invalid variant '" + Name.substr(At + 1) + "'");
      return false;
    }
    Out.push_back(Env.symbolRef(Name, T.Begin));
    Lex.lex();
    return true;
  }
  case Tok::String: {
    llvm::StringRef Name = Lex.stringContents(T);
    Lex.lex();
    if (Name.empty()) {
      Env.error(Lex.tok().Begin, "expected a symbol reference");
      return false;
    }
    Out.push_back(Env.symbolRef(Name, T.Begin));
    return true;
  }
  case Tok::Dollar:
  case Tok::Star:
    Env.error(T.Begin, "invalid token in expression");
    return false;
  case Tok::At: {
    // AsmParser::parseIdentifier makes '@' and the name or integer right
    // after it one name, which parsePrimaryExpr splits at its '@': a symbol
    // with no name, and a variant.
    // llvm-mc's lexer makes '$' a token of its own; gfxas's starts a name
    // with it, as parseIdentifier does.
    const Token &Next = Lex.peek();
    bool NameOrInteger =
        (Next.Kind == Tok::Identifier && !Lex.text(Next).starts_with("$")) ||
        Next.Kind == Tok::Integer;
    if (!NameOrInteger || Next.Begin != T.Begin + 1) {
      Env.error(T.Begin, "expected a symbol reference");
      return false;
    }
    Lex.lex();
    llvm::StringRef Name = Lex.nameText(Lex.tok());
    uint32_t NameLoc = Lex.tok().Begin;
    SymbolVariant Variant =
        AllowVariants ? symbolVariant(Name) : SymbolVariant::None;
    Lex.lex();
    if (Variant == SymbolVariant::None) {
      Env.error(NameLoc, "invalid variant '" + Name + "'");
      return false;
    }
    N = Env.symbolRef("", T.Begin);
    if (N.Op != ExprOp::Symbol) {
      Env.error(T.Begin, "expected a symbol reference");
      return false;
    }
    N.Variant = Variant;
    Out.push_back(N);
    return true;
  }
  case Tok::Error:
    return false;
  default:
    Env.error(T.Begin, "unknown token in expression");
    return false;
  }
}

bool ExprParser::applyVariant(std::vector<ExprNode> &Out, size_t Base,
                              uint32_t Start) {
  Lex.lex();
  if (!Lex.is(Tok::Identifier)) {
    Env.error(Lex.tok().Begin, "unexpected symbol modifier following '@'");
    return false;
  }
  SymbolVariant Variant = symbolVariant(Lex.text());
  // The level's nodes, its operators reduced: after the group that is
  // still open, if any.
  uint32_t LevelStart = Ops.size() == Base ? Start : Ops.back().Start;
  llvm::MutableArrayRef<ExprNode> Level =
      llvm::MutableArrayRef(Out).slice(LevelStart);
  auto IsSymbol = [](const ExprNode &N) { return N.Op == ExprOp::Symbol; };
  if (Variant != SymbolVariant::None && llvm::none_of(Level, IsSymbol)) {
    Env.error(Lex.tok().Begin,
              "invalid modifier '" + Lex.text() + "' (no symbols present)");
    return false;
  }
  if (Variant == SymbolVariant::None || !AllowVariants) {
    Env.error(Lex.tok().Begin, "invalid variant '" + Lex.text() + "'");
    return false;
  }
  for (ExprNode &N : Level) {
    if (!IsSymbol(N))
      continue;
    if (N.Variant != SymbolVariant::None) {
      Env.error(Lex.tok().Begin, "invalid variant on expression '" +
                                     Lex.text() + "' (already modified)");
      return false;
    }
    N.Variant = Variant;
  }
  Lex.lex();
  return true;
}

bool ExprParser::parse(std::vector<ExprNode> &Out) {
  const size_t Base = Ops.size();
  const unsigned SavedNesting = Nesting;
  const uint32_t Start = Out.size();
  const uint32_t StartLoc = Lex.tok().Begin;
  NotAbsolute = false;
  auto Fail = [&] {
    Ops.resize(Base);
    Nesting = SavedNesting;
    return false;
  };

  for (;;) {
    if (!parseOperand(Out))
      return Fail();

    // Operator position: a binary operator, a group's end, or the end.
    bool NeedOperand = false;
    while (!NeedOperand) {
      ExprOp Op;
      if (unsigned Prec = binaryPrecedence(Lex.kind(), Op)) {
        reduceTo(Out, Base, Prec);
        Ops.push_back({PendingOp::Binary, Op, uint8_t(Prec), Lex.tok().Begin,
                       0});
        Lex.lex();
        NeedOperand = true;
        break;
      }
      reduceTo(Out, Base, 0);
      // "expr@variant" ends an expression at its level (the whole operand,
      // a group or a function's argument), as llvm-mc's parseExpression
      // does, and gives the variant to every symbol in it: (x+1)@rel32@lo
      // is x@rel32@lo+1. Only an instruction's operand keeps one.
      if (Lex.is(Tok::At) && !applyVariant(Out, Base, Start))
        return Fail();
      if (Ops.size() == Base) {
        NotAbsolute = !fold(Out, Start, StartLoc);
        return true;
      }
      PendingOp &Group = Ops.back();
      if (Group.K == PendingOp::Paren || Group.K == PendingOp::Bracket) {
        bool Paren = Group.K == PendingOp::Paren;
        if (!Lex.is(Paren ? Tok::RParen : Tok::RBrac)) {
          Env.error(Lex.tok().Begin,
                    Paren ? "expected ')'"
                          : "expected ']' in brackets expression");
          return Fail();
        }
        uint32_t GroupStart = Group.Start, GroupLoc = Group.Loc;
        Ops.pop_back();
        --Nesting;
        fold(Out, GroupStart, GroupLoc);
        Lex.lex();
        continue;
      }
      // A function argument ends at ',' or ')'.
      if (!Lex.is(Tok::Comma) && !Lex.is(Tok::RParen)) {
        Env.error(Lex.tok().Begin,
                  "unexpected token in " + Group.Name + " expression");
        return Fail();
      }
      fold(Out, Group.Start, Out[Group.Start].Loc);
      ++Group.Args;
      if (Lex.is(Tok::Comma)) {
        ++Group.Commas;
        Lex.lex();
        Group.Start = Out.size();
        if (!Lex.is(Tok::RParen)) {
          NeedOperand = true;
          break;
        }
      }
      if (!closeFunction(Out, Base))
        return Fail();
    }
  }
}

// Steps over one operand: unary operators, then a parenthesized group, a
// function call, a numeric label reference ("1b") or a single token.
static void skipOperand(Lexer &Lex) {
  while (Lex.is(Tok::Minus) || Lex.is(Tok::Plus) || Lex.is(Tok::Tilde) ||
         Lex.is(Tok::Exclaim))
    Lex.lex();
  bool Group = Lex.is(Tok::LParen);
  Tok First = Lex.kind();
  Lex.lex();
  if (First == Tok::Integer && Lex.is(Tok::Identifier) &&
      (Lex.text() == "b" || Lex.text() == "f"))
    Lex.lex();
  if (First == Tok::Identifier && Lex.is(Tok::LParen)) {
    Group = true;
    Lex.lex();
  }
  for (unsigned Depth = Group; Depth && !Lex.atEndOfStatement(); Lex.lex())
    Depth += Lex.is(Tok::LParen) ? 1 : Lex.is(Tok::RParen) ? -1 : 0;
}

uint32_t gfxas::llvmMcExpressionLoc(llvm::StringRef Source, uint32_t Begin) {
  // "((( x ))) + y": each leading '(' opens a level whose first operand is
  // the next group, so the answer is the first operator that follows one of
  // those groups, outermost first. One scan finds the token after each.
  Lexer Lex(Source);
  Lex.reset(Begin);
  llvm::SmallVector<Token, 8> Chain;
  while (Lex.is(Tok::LParen)) {
    Chain.push_back(Lex.tok());
    Lex.lex();
  }
  const uint32_t Inner = Lex.tok().Begin;
  std::vector<std::optional<Token>> After(Chain.size());
  for (size_t Depth = Chain.size(); Depth && !Lex.atEndOfStatement();) {
    if (Lex.is(Tok::LParen)) {
      ++Depth;
    } else if (Lex.is(Tok::RParen)) {
      --Depth;
      if (Depth < Chain.size() && !After[Depth]) {
        Lex.lex();
        After[Depth] = Lex.tok();
        continue;
      }
    }
    Lex.lex();
  }
  ExprOp Op;
  for (const std::optional<Token> &Next : After)
    if (Next && binaryPrecedence(Next->Kind, Op))
      return Next->Begin;
  // The innermost level starts with an operand that is no group.
  Lex.reset(Inner);
  const Token First = Lex.tok();
  skipOperand(Lex);
  if (binaryPrecedence(Lex.kind(), Op))
    return Lex.tok().Begin;
  return First.Begin;
}
