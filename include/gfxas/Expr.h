//===- Expr.h - Expressions in postfix form ---------------------*- C++ -*-===//
//
// An expression is a postfix (RPN) array of nodes rather than a pointer tree:
// it is evaluated and printed with explicit stacks, so a 100,000-term
// expression or a 100,000-deep chain of assignments never recurses.
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_EXPR_H
#define GFXAS_EXPR_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdint>

namespace gfxas {

enum class ExprOp : uint8_t {
  Constant,
  Symbol,
  // Unary.
  Neg,
  Plus,
  Not,  // ~
  LNot, // !
  // Binary.
  Add,
  Sub,
  Mul,
  Div,
  Mod,
  Shl,
  LShr,
  And,
  Or,
  Xor,
  OrNot, // binary !
  LAnd,
  LOr,
  EQ,
  NE,
  LT,
  LE,
  GT,
  GE,
  // AMDGPU target functions, variadic (Arity operands).
  FnMax,
  FnOr,
  FnAlignTo,
};

inline bool isUnary(ExprOp Op) {
  return Op >= ExprOp::Neg && Op <= ExprOp::LNot;
}
inline bool isBinary(ExprOp Op) {
  return Op >= ExprOp::Add && Op <= ExprOp::GE;
}
inline bool isFunction(ExprOp Op) { return Op >= ExprOp::FnMax; }

/// A relocation variant on a symbol reference ("sym@rel32@lo"): the ones
/// llvm-mc's AMDGPU backend makes relocations of.
enum class SymbolVariant : uint8_t {
  None,
  Rel32Lo,
  Rel32Hi,
  Abs32Lo,
  Abs32Hi,
  GotPcRel32Lo,
  GotPcRel32Hi,
  GotPcRel,
  Rel64,
};

// 16 bytes: symbol definitions keep their nodes, and a large file has many.
struct ExprNode {
  ExprOp Op;
  /// Symbol: the relocation variant. A node with one is never absolute.
  SymbolVariant Variant = SymbolVariant::None;
  /// Functions: the number of operands.
  uint16_t Arity = 0;
  /// Source offset of the token that produced the node.
  uint32_t Loc = 0;
  /// Constant: the value. Symbol: the symbol id.
  int64_t Value = 0;

  static ExprNode constant(uint32_t Loc, int64_t Value) {
    return {ExprOp::Constant, SymbolVariant::None, 0, Loc, Value};
  }
  static ExprNode symbol(uint32_t Loc, uint32_t Id) {
    return {ExprOp::Symbol, SymbolVariant::None, 0, Loc, int64_t(Id)};
  }
};
static_assert(sizeof(ExprNode) == 16, "ExprNode grew");

/// Read-only view of one expression plus the names of the symbols it uses.
struct ExprView {
  llvm::ArrayRef<ExprNode> Nodes;
  llvm::function_ref<llvm::StringRef(uint32_t)> SymbolName;
};

/// Prints the expression the way llvm-mc's MCExpr printer does.
void printExpr(const ExprView &E, llvm::raw_ostream &OS);

} // namespace gfxas

#endif
