//===- ExprFuzzer.cpp - libFuzzer target for expressions ------------------===//
//
// Feeds the expression parser and both evaluators directly, without the
// instruction parser around them, so that deep nesting, long chains of
// definitions and extreme values reach them with nothing else in the way.
//
// The input is a sequence of statements, one a line, with the lexer's
// comments:
//   name = expr          a definition ('.set', '.equ' and '.equiv name, expr'
//                        too), checked with llvm-mc's rules as the parser's
//                        pass one does (lib/Parser.cpp, Parser::assign)
//   name:  or  N:        a label at the current address
//   expr                 an "instruction": evaluated, then the address
//                        advances by 4
// Pass one parses everything with the live symbol state and llvm-mc's
// evaluateAsAbsolute, as the parser does. Then, with every definition
// recorded, each expression is evaluated again with gfxas's evaluateAt at its
// statement, and every symbol at the end of the input.
//
// Besides the sanitizers, the target checks properties the evaluator relies
// on; a violation aborts, which libFuzzer reports as a crash.
//
//===----------------------------------------------------------------------===//

#include "Check.h"
#include "Frontend/Evaluator.h"
#include "Frontend/SymbolRules.h"
#include "Frontend/SymbolTable.h"
#include "Syntax/ExprParser.h"
#include "Syntax/Lexer.h"
#include "gfxas/Expr.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>
#include <tuple>
#include <unordered_map>
#include <vector>

using namespace gfxas;
using llvm::StringRef;

namespace {

/// An "instruction" operand: its nodes, its statement and what llvm-mc's
/// evaluation made of it while parsing.
struct Operand {
  std::vector<ExprNode> Nodes;
  uint32_t Stmt;
  bool LiveOk;
  int64_t LiveValue;
};

/// The assembler's side of the expression parser, reduced to pass one of
/// lib/Parser.cpp: the same symbol, label and assignment rules.
class FuzzEnv final : public ExprEnv {
public:
  explicit FuzzEnv(StringRef Source)
      : Source(Source), Lex(Source), Exprs(Lex, *this), Eval(Syms) {}

  void run();

private:
  void parseStatement();
  void parseAssignment(StringRef Name, bool AllowRedef);
  void assign(StringRef Name, bool AllowRedef, uint32_t RhsLoc);
  void defineLabel(uint32_t Sym, uint32_t Loc);
  void defineTemporaryLabel(uint32_t Sym, uint32_t Loc);
  uint32_t newTemporary();
  void parseOperand();
  void evaluateAfterwards();
  void printNodes(llvm::ArrayRef<ExprNode> Nodes);

  // ExprEnv.
  ExprNode symbolRef(StringRef Name, uint32_t Loc) override;
  uint32_t currentLocation() override;
  std::optional<uint32_t> directionalLabel(int64_t Number, bool Backward,
                                           uint32_t Loc) override;
  bool foldAbsolute(llvm::ArrayRef<ExprNode> Nodes, int64_t &Value) override {
    return Eval.evaluateAsAbsolute(Nodes, Value);
  }
  void error(uint32_t Loc, const llvm::Twine &Msg) override {
    check(Loc <= Source.size(), "expression error offset past the input");
    llvm::nulls() << Msg;
  }

  StringRef Source;
  SymbolTable Syms;
  Lexer Lex;
  ExprParser Exprs;
  Evaluator Eval;
  uint32_t Stmt = 0;
  uint32_t Address = 0;
  std::vector<ExprNode> Rhs;
  std::vector<Operand> Operands;
  struct LocalLabel {
    uint32_t Current = NoSymbol;
    uint32_t Pending = NoSymbol;
  };
  std::unordered_map<int64_t, LocalLabel> LocalLabels;
};

} // namespace

ExprNode FuzzEnv::symbolRef(StringRef Name, uint32_t Loc) {
  uint32_t Id;
  return referenceSymbol(Syms, Name, Loc, Id);
}

uint32_t FuzzEnv::newTemporary() { return Syms.createTemporary(); }

void FuzzEnv::defineTemporaryLabel(uint32_t Sym, uint32_t Loc) {
  Syms.defineLabel(Sym, Stmt, Address, Loc);
}

uint32_t FuzzEnv::currentLocation() {
  uint32_t Sym = newTemporary();
  defineTemporaryLabel(Sym, Lex.tok().Begin);
  return Sym;
}

std::optional<uint32_t> FuzzEnv::directionalLabel(int64_t Number, bool Backward,
                                                  uint32_t Loc) {
  LocalLabel &L = LocalLabels[Number];
  if (Backward) {
    if (L.Current == NoSymbol) {
      error(Loc, "directional label undefined");
      return std::nullopt;
    }
    return L.Current;
  }
  if (L.Pending == NoSymbol)
    L.Pending = newTemporary();
  return L.Pending;
}

// Parser::defineLabel, pass one.
void FuzzEnv::defineLabel(uint32_t Sym, uint32_t Loc) {
  placeLabel(Syms, Eval, Sym, Stmt, Address, Loc);
}

// Parser::assign, pass one: llvm-mc's checks in its order, then gfxas's
// cycle check, which keeps every cycle out of the recorded history.
void FuzzEnv::assign(StringRef Name, bool AllowRedef, uint32_t RhsLoc) {
  AssignVerdict V =
      assignVariable(Syms, Eval, Name, Rhs, RhsLoc, Stmt, AllowRedef);
  check(V.Refusal != AssignRefusal::Cycle || !V.Path.empty(),
        "a cyclic definition without its cycle");
  if (V.Path.empty())
    return;
  check(V.Path.size() >= 2 && V.Path.front() == V.Sym && V.Path.back() == V.Sym,
        "a cycle path must start and end with the symbol");
  llvm::nulls() << describeCycle(Syms, V.Path);
}

void FuzzEnv::parseAssignment(StringRef Name, bool AllowRedef) {
  uint32_t RhsLoc = Lex.tok().Begin;
  Rhs.clear();
  if (!Exprs.parse(Rhs) || !Lex.atEndOfStatement()) {
    Lex.skipStatement();
    return;
  }
  // The parser asks this of every variable it puts in an object.
  check(llvmMcExpressionLoc(Source, RhsLoc) <= Source.size(),
        "expression location past the input");
  printNodes(Rhs);
  assign(Name, AllowRedef, RhsLoc);
  Lex.skipStatement();
}

void FuzzEnv::parseOperand() {
  Operand Op;
  Op.Stmt = Stmt;
  if (!Exprs.parse(Op.Nodes) || !Lex.atEndOfStatement()) {
    Lex.skipStatement();
    return;
  }
  printNodes(Op.Nodes);
  Op.LiveOk = Eval.evaluateAsAbsolute(Op.Nodes, Op.LiveValue);
  Operands.push_back(std::move(Op));
  Address += 4;
  Lex.skipStatement();
}

void FuzzEnv::parseStatement() {
  const Token First = Lex.tok();
  if (First.Kind == Tok::Integer && Lex.peek().Kind == Tok::Colon) {
    uint32_t Loc = First.Begin;
    Lex.lex();
    Lex.lex();
    LocalLabel &L = LocalLabels[First.IntVal];
    uint32_t Sym = L.Pending != NoSymbol ? L.Pending : newTemporary();
    L.Pending = NoSymbol;
    L.Current = Sym;
    defineTemporaryLabel(Sym, Loc);
    return;
  }
  if (First.Kind == Tok::Identifier) {
    StringRef Name = Lex.text();
    Tok Next = Lex.peek().Kind;
    if (Next == Tok::Colon && Name != ".") {
      Lex.lex();
      Lex.lex();
      defineLabel(Syms.getOrCreate(Name), First.Begin);
      return;
    }
    if (Next == Tok::Equal && Name != ".") {
      Lex.lex();
      Lex.lex();
      parseAssignment(Name, /*AllowRedef=*/true);
      return;
    }
    std::string Directive = Name.lower();
    if (Directive == ".set" || Directive == ".equ" || Directive == ".equiv") {
      Lex.lex();
      if (Lex.is(Tok::Identifier) && Lex.text() != ".") {
        StringRef Sym = Lex.text();
        Lex.lex();
        if (Lex.is(Tok::Comma)) {
          Lex.lex();
          parseAssignment(Sym, Directive != ".equiv");
          return;
        }
      }
      Lex.skipStatement();
      return;
    }
  }
  parseOperand();
}

void FuzzEnv::printNodes(llvm::ArrayRef<ExprNode> Nodes) {
  printExpr({Nodes, [&](uint32_t Id) { return Syms.name(Id); }}, llvm::nulls());
}

// Pass two: every definition is recorded, so gfxas's evaluation can see the
// whole history. A recording evaluation skips the evaluator's memos; it must
// reach the same result.
void FuzzEnv::evaluateAfterwards() {
  std::vector<DefinitionUse> Uses;
  auto EvaluateAt = [&](llvm::ArrayRef<ExprNode> Nodes, uint32_t At,
                        int64_t &Value, bool AlsoRecording) {
    EvalError Err;
    bool Ok = Eval.evaluateAt(Nodes, At, Value, Err);
    if (!Ok) {
      check(Err.K != EvalError::None, "a failed evaluation without an error");
      check(Err.Loc <= Source.size(), "evaluation error offset past the input");
      llvm::nulls() << Err.message(Syms);
    }
    if (!AlsoRecording)
      return Ok;
    Uses.clear();
    Eval.setRecorder(&Uses);
    int64_t Recorded = 0;
    EvalError RecordedErr;
    bool RecordedOk = Eval.evaluateAt(Nodes, At, Recorded, RecordedErr);
    Eval.setRecorder(nullptr);
    check(RecordedOk == Ok, "recording changed whether evaluateAt succeeds");
    check(!Ok || Recorded == Value, "recording changed evaluateAt's value");
    check(Ok || RecordedErr.K == Err.K, "recording changed evaluateAt's error");
    if (!RecordedOk)
      check(Uses.empty(), "a failed evaluation left recorded uses");
    for (const DefinitionUse &U : Uses)
      check(U.Sym < Syms.size() && U.Def < Syms.numDefinitions() &&
                U.Loc <= Source.size(),
            "a recorded use out of range");
    return Ok;
  };

  for (const Operand &Op : Operands) {
    int64_t Value;
    bool Ok = EvaluateAt(Op.Nodes, Op.Stmt, Value, /*AlsoRecording=*/true);
    // llvm-mc's evaluation sees the same definitions, but fewer of them
    // (no forward references, no label values); where it succeeds, gfxas's
    // must agree.
    if (Op.LiveOk)
      check(Ok && Value == Op.LiveValue,
            "evaluateAt disagrees with evaluateAsAbsolute");
  }

  // The end of the input, as the parser's reportSymbols sees it. Like the
  // parser, without recording: a recording evaluation of every symbol of a
  // long chain walks the chain each time.
  uint32_t End = Source.size() + 2;
  for (uint32_t Id = 0; Id < Syms.size(); ++Id) {
    uint32_t DefId = Syms.definitionAt(Id, End);
    if (DefId != NoDef && Syms.def(DefId).Kind == DefKind::Expr) {
      int64_t Value;
      EvaluateAt(Syms.exprOf(Syms.def(DefId)), End, Value,
                 /*AlsoRecording=*/false);
    }
    Eval.fragmentOf(Id, /*SetUsed=*/false);
  }
  for (uint32_t Id = 0; Id < Syms.size(); ++Id) {
    if (Syms[Id].State != Symbol::Contents::Variable)
      continue;
    Evaluator::ObjectValue V;
    if (Eval.evaluateAsValueAtEnd(Id, V))
      check((V.A == NoSymbol || V.A < Syms.size()) &&
                (V.B == NoSymbol || V.B < Syms.size()),
            "evaluateAsValueAtEnd names a symbol out of range");
  }
}

void FuzzEnv::run() {
  Lex.reset(0);
  while (!Lex.is(Tok::Eof)) {
    Stmt = Lex.tok().Begin + 1;
    if (Lex.is(Tok::EndOfStatement)) {
      Lex.lex();
      continue;
    }
    parseStatement();
  }
  evaluateAfterwards();
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  // Source offsets are 32-bit; the library rejects larger inputs earlier.
  if (Size > UINT32_MAX - 2)
    return 0;
  FuzzEnv Env(StringRef(reinterpret_cast<const char *>(Data), Size));
  Env.run();
  return 0;
}
