//===- ExprParser.h - llvm-mc's expression grammar --------------*- C++ -*-===//
//
// Parses an expression into postfix nodes with explicit stacks, using the
// GNU operator precedence llvm-mc uses for amdgcn. Like llvm-mc, every
// parenthesised group and every complete expression is folded to a constant
// when it is absolute at that point.
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_LIB_SYNTAX_EXPRPARSER_H
#define GFXAS_LIB_SYNTAX_EXPRPARSER_H

#include "Syntax/Lexer.h"
#include "gfxas/Expr.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Twine.h"
#include <optional>
#include <vector>

namespace gfxas {

/// Deepest nesting of parentheses, unary operators and function calls an
/// expression may have.
constexpr unsigned MaxExprNesting = 1000;

/// What the expression parser needs from the assembler.
class ExprEnv {
public:
  virtual ~ExprEnv();
  /// A reference to Name: a Constant node when llvm-mc would inline the
  /// symbol's value, a Symbol node otherwise.
  virtual ExprNode symbolRef(llvm::StringRef Name, uint32_t Loc) = 0;
  /// '.': defines a temporary label at the current location; returns its id.
  virtual uint32_t currentLocation() = 0;
  /// A reference "Nb" or "Nf" to a numeric local label.
  virtual std::optional<uint32_t>
  directionalLabel(int64_t Number, bool Backward, uint32_t Loc) = 0;
  /// Evaluates Nodes the way llvm-mc's evaluateAsAbsolute does, with its
  /// side effects; true and Value when absolute.
  virtual bool foldAbsolute(llvm::ArrayRef<ExprNode> Nodes,
                            int64_t &Value) = 0;
  virtual void error(uint32_t Loc, const llvm::Twine &Msg) = 0;
};

class ExprParser {
public:
  ExprParser(Lexer &Lex, ExprEnv &Env) : Lex(Lex), Env(Env) {}

  /// Parses one expression starting at the current token and appends its
  /// nodes to Out. Returns false after a syntax error (reported through Env,
  /// except for lexer error tokens, which llvm-mc does not report here).
  bool parse(std::vector<ExprNode> &Out);
  /// The last parse()'s whole expression was evaluated as llvm-mc's
  /// evaluateAsAbsolute would, and is not absolute: asking again, with
  /// the same side effects, would say the same.
  bool knownNotAbsolute() const { return NotAbsolute; }

  /// Whether "sym@variant" may name a relocation variant: only an
  /// instruction's operand, whose literal an object relocates, takes one.
  bool AllowVariants = false;

private:
  struct PendingOp {
    // Bracket: MC's "[expr]", a group as "(expr)" is.
    enum Kind : uint8_t { Unary, Binary, Paren, Bracket, Function } K;
    ExprOp Op;
    uint8_t Prec;
    uint32_t Loc;
    // Paren/Bracket/Function: first node of the current operand.
    uint32_t Start = 0;
    uint16_t Args = 0, Commas = 0;
    llvm::StringRef Name; // Function name, for its diagnostics.
  };

  bool parseOperand(std::vector<ExprNode> &Out);
  void reduceTo(std::vector<ExprNode> &Out, size_t Base, unsigned MinPrec);
  void apply(std::vector<ExprNode> &Out, const PendingOp &P);
  /// False when Env.foldAbsolute was asked and said no.
  bool fold(std::vector<ExprNode> &Out, uint32_t Start, uint32_t Loc);
  bool closeFunction(std::vector<ExprNode> &Out, size_t Base);
  /// "@variant" after the expression of the current level (from Start, or
  /// from the open group's start): gives it to the level's symbols.
  bool applyVariant(std::vector<ExprNode> &Out, size_t Base, uint32_t Start);
  bool pushNesting(const PendingOp &P);

  Lexer &Lex;
  ExprEnv &Env;
  llvm::SmallVector<PendingOp, 16> Ops;
  unsigned Nesting = 0;
  bool NotAbsolute = false;
};

/// GNU binary operator precedence (6 binds tightest); 0 when K is no binary
/// operator.
unsigned binaryPrecedence(Tok K, ExprOp &Op);

/// The location llvm-mc gives the (well-formed) expression that starts at
/// Begin, which is where it reports errors about the whole value: each run
/// of binary operators it parses is placed at the run's first operator, so
/// `a + b - c` is at '+'; a unary operator is at itself, a parenthesized
/// expression where its contents are, and an operand at its first token.
uint32_t llvmMcExpressionLoc(llvm::StringRef Source, uint32_t Begin);

} // namespace gfxas

#endif
