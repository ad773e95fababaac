//===- SymbolSpelling.cpp - How llvm-mc spells a symbol ------------------===//

#include "Syntax/SymbolSpelling.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/BinaryFormat/ELF.h"
#include "llvm/Support/ErrorHandling.h"

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
