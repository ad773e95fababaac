//===- ExprPrinter.cpp - llvm-mc's MCExpr printer ------------------------===//

#include "gfxas/Expr.h"
#include "llvm/BinaryFormat/ELF.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include <string>

using namespace gfxas;

void gfxas::printSymbolName(llvm::StringRef Name, llvm::raw_ostream &OS) {
  bool Plain = !Name.empty() && llvm::all_of(Name, [](char C) {
    return llvm::isAlnum(C) || C == '_' || C == '$' || C == '.';
  });
  if (Plain) {
    OS << Name;
    return;
  }
  OS << '"';
  for (char C : Name) {
    if (C == '\n')
      OS << "\\n";
    else if (C == '"')
      OS << "\\\"";
    else
      OS << C;
  }
  OS << '"';
}

void gfxas::printSymbolRef(llvm::StringRef Name, llvm::raw_ostream &OS) {
  // MCSymbolRefExpr parenthesises "$name" so it cannot read as a register
  // or an immediate.
  bool Parens = Name.starts_with("$");
  if (Parens)
    OS << '(';
  printSymbolName(Name, OS);
  if (Parens)
    OS << ')';
}

namespace {
struct VariantSpelling {
  SymbolVariant V;
  const char *Parsed;
  const char *Printed;
  /// AMDGPUELFObjectWriter::getRelocType: the variant decides the type,
  /// whatever the fixup's kind.
  uint32_t RelocType;
};
} // namespace

// MCSymbolRefExpr's names for AMDGPU: gotpcrel is a generic variant, which
// prints in upper case.
static const VariantSpelling VariantSpellings[] = {
    {SymbolVariant::Rel32Lo, "rel32@lo", "rel32@lo",
     llvm::ELF::R_AMDGPU_REL32_LO},
    {SymbolVariant::Rel32Hi, "rel32@hi", "rel32@hi",
     llvm::ELF::R_AMDGPU_REL32_HI},
    {SymbolVariant::Abs32Lo, "abs32@lo", "abs32@lo",
     llvm::ELF::R_AMDGPU_ABS32_LO},
    {SymbolVariant::Abs32Hi, "abs32@hi", "abs32@hi",
     llvm::ELF::R_AMDGPU_ABS32_HI},
    {SymbolVariant::GotPcRel32Lo, "gotpcrel32@lo", "gotpcrel32@lo",
     llvm::ELF::R_AMDGPU_GOTPCREL32_LO},
    {SymbolVariant::GotPcRel32Hi, "gotpcrel32@hi", "gotpcrel32@hi",
     llvm::ELF::R_AMDGPU_GOTPCREL32_HI},
    {SymbolVariant::GotPcRel, "gotpcrel", "GOTPCREL",
     llvm::ELF::R_AMDGPU_GOTPCREL},
    {SymbolVariant::Rel64, "rel64", "rel64", llvm::ELF::R_AMDGPU_REL64},
};

SymbolVariant gfxas::symbolVariant(llvm::StringRef Name) {
  for (const VariantSpelling &S : VariantSpellings)
    if (Name.equals_insensitive(S.Parsed))
      return S.V;
  return SymbolVariant::None;
}

llvm::StringRef gfxas::symbolVariantName(SymbolVariant V) {
  for (const VariantSpelling &S : VariantSpellings)
    if (S.V == V)
      return S.Printed;
  return "";
}

uint32_t gfxas::symbolVariantRelocType(SymbolVariant V) {
  for (const VariantSpelling &S : VariantSpellings)
    if (S.V == V)
      return S.RelocType;
  llvm_unreachable("no variant");
}

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
