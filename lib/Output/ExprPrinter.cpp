//===- ExprPrinter.cpp - llvm-mc's MCExpr printer ------------------------===//

#include "Syntax/SymbolSpelling.h"
#include "gfxas/Expr.h"
#include "llvm/ADT/SmallVector.h"
#include <string>

using namespace gfxas;

static const char *operatorText(ExprOp Op) {
  switch (Op) {
  case ExprOp::Neg:
    return "-";
  case ExprOp::Plus:
    return "+";
  case ExprOp::Not:
    return "~";
  case ExprOp::LNot:
    return "!";
  case ExprOp::Add:
    return "+";
  case ExprOp::Sub:
    return "-";
  case ExprOp::Mul:
    return "*";
  case ExprOp::Div:
    return "/";
  case ExprOp::Mod:
    return "%";
  case ExprOp::Shl:
    return "<<";
  case ExprOp::LShr:
    return ">>";
  case ExprOp::And:
    return "&";
  case ExprOp::Or:
    return "|";
  case ExprOp::Xor:
    return "^";
  case ExprOp::OrNot:
    return "!";
  case ExprOp::LAnd:
    return "&&";
  case ExprOp::LOr:
    return "||";
  case ExprOp::EQ:
    return "==";
  case ExprOp::NE:
    return "!=";
  case ExprOp::LT:
    return "<";
  case ExprOp::LE:
    return "<=";
  case ExprOp::GT:
    return ">";
  case ExprOp::GE:
    return ">=";
  case ExprOp::FnMax:
    return "max";
  case ExprOp::FnOr:
    return "or";
  case ExprOp::FnAlignTo:
    return "alignto";
  default:
    return "?";
  }
}

namespace {
struct Printed {
  std::string Text;
  ExprOp Op;
  int64_t Value;
  /// Constants and symbol references print without parentheses as operands.
  bool isSimple() const {
    return Op == ExprOp::Constant || Op == ExprOp::Symbol;
  }
  std::string operand() const { return isSimple() ? Text : "(" + Text + ")"; }
};
} // namespace

void gfxas::printExpr(const ExprView &E, llvm::raw_ostream &OS) {
  llvm::SmallVector<Printed, 8> Stack;
  for (const ExprNode &N : E.Nodes) {
    if (N.Op == ExprOp::Constant) {
      Stack.push_back({std::to_string(N.Value), N.Op, N.Value});
    } else if (N.Op == ExprOp::Symbol) {
      std::string Name;
      llvm::raw_string_ostream NS(Name);
      llvm::StringRef Sym = E.SymbolName(uint32_t(N.Value));
      printSymbolRef(Sym, NS);
      if (N.Variant != SymbolVariant::None)
        NS << '@' << symbolVariantName(N.Variant);
      Stack.push_back({NS.str(), N.Op, 0});
    } else if (isUnary(N.Op)) {
      Printed Sub = Stack.pop_back_val();
      bool Parens = isBinary(Sub.Op);
      Stack.push_back({std::string(operatorText(N.Op)) +
                           (Parens ? "(" + Sub.Text + ")" : Sub.Text),
                       N.Op, 0});
    } else if (isBinary(N.Op)) {
      Printed R = Stack.pop_back_val();
      Printed L = Stack.pop_back_val();
      std::string Text = L.operand();
      // "X-42" rather than "X+-42".
      if (N.Op == ExprOp::Add && R.Op == ExprOp::Constant && R.Value < 0)
        Text += R.Text;
      else
        Text += operatorText(N.Op) + R.operand();
      Stack.push_back({Text, N.Op, 0});
    } else {
      std::string Text = std::string(operatorText(N.Op)) + "(";
      size_t First = Stack.size() - N.Arity;
      for (size_t I = First; I < Stack.size(); ++I) {
        if (I != First)
          Text += ", ";
        Text += Stack[I].Text;
      }
      Stack.resize(First);
      Stack.push_back({Text + ")", N.Op, 0});
    }
  }
  if (!Stack.empty())
    OS << Stack.back().Text;
}
