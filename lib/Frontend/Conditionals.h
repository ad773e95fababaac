//===- Conditionals.h - Conditional assembly and messages -------*- C++ -*-===//
//
// llvm-mc's AsmParser reads the conditional directives (.if and its
// variants, .elseif, .else, .endif) before it decides whether a statement is
// skipped, and looks at nothing but a skipped statement's first token. This
// keeps llvm-mc's AsmCond state and its stack the same way, with the same
// quirks: a condition that fails to parse still opens a block, which then
// takes the state of the block around it; .ifeqs and .ifnes are read even
// in a skipped block, where they may turn assembly back on. The message
// directives (.error, .warning, ...) are here for they too look at the
// blocks.
//
// A condition is evaluated only with what is defined before its line, as
// llvm-mc does (never with gfxas's forward references), so that every pass
// takes the same branches.
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_LIB_FRONTEND_CONDITIONALS_H
#define GFXAS_LIB_FRONTEND_CONDITIONALS_H

#include "Frontend/Evaluator.h"
#include "Frontend/StatementContext.h"
#include "Frontend/SymbolTable.h"
#include "Syntax/ExprParser.h"
#include <vector>

namespace gfxas {

struct DirectiveRow;

class ConditionalAssembly {
public:
  ConditionalAssembly(StatementContext &Ctx, ExprParser &Exprs, Evaluator &Eval,
                      const SymbolTable &Syms)
      : Ctx(Ctx), Lex(Ctx.Lex), Exprs(Exprs), Eval(Eval), Syms(Syms) {}

  /// Reads the statement when it is a conditional directive (Row), or
  /// skips it when its block is skipped; false when it is for the parser.
  bool parseStatement(const DirectiveRow *Row);
  /// The statements of the current block are skipped.
  bool skipping() const { return Cond.Ignore; }
  /// Whether the last statement was skipped as llvm-mc's
  /// eatToEndOfStatement skips, which reads a block comment after it as a
  /// token; asking clears it.
  bool takeSkippedRaw() { return std::exchange(SkippedRaw, false); }
  /// How many blocks are open, and leaving those past Depth (.exitm).
  size_t depth() const { return CondStack.size(); }
  void leaveBlocksTo(size_t Depth) {
    while (CondStack.size() > Depth) {
      Cond = CondStack.back();
      CondStack.pop_back();
    }
  }
  /// At the end of the file: a block still open.
  void checkAtEnd();
  /// .error, .err, .warning and .print.
  void parseMessageDirective(llvm::StringRef Directive, uint32_t Loc);

private:
  /// llvm-mc's AsmCond: the directive that opened or last continued the
  /// innermost block, whether one of its branches was taken, and whether
  /// its statements are skipped.
  struct CondState {
    enum class Kind : uint8_t { None, If, ElseIf, Else };
    Kind K = Kind::None;
    bool CondMet = false;
    bool Ignore = false;
  };

  bool openBlock();
  void takeBranch(bool Taken);
  void skipIgnored();
  void consumeEndOfStatement();
  bool parseCondition(int64_t &Value);
  llvm::StringRef textUntil(bool AtComma);
  bool isDefinedHere(llvm::StringRef Name);
  void parseIfeqs(bool ExpectEqual);
  void error(uint32_t Loc, const llvm::Twine &Msg) { Ctx.error(Loc, Msg); }

  StatementContext &Ctx;
  Lexer &Lex;
  ExprParser &Exprs;
  Evaluator &Eval;
  const SymbolTable &Syms;
  CondState Cond;
  /// The states of the blocks around the innermost one.
  std::vector<CondState> CondStack;
  bool SkippedRaw = false;
  std::vector<ExprNode> Condition;
};

} // namespace gfxas

#endif
