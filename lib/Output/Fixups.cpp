//===- Fixups.cpp - Fields filled in once every label is placed ----------===//

#include "Output/Fixups.h"
#include "llvm/BinaryFormat/ELF.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/MathExtras.h"

using namespace gfxas;

llvm::StringRef gfxas::fixupKindName(FixupKind K) {
  switch (K) {
  case FixupKind::None:
    break;
  case FixupKind::SoppBranch:
    return "fixup_si_sopp_br";
  }
  llvm_unreachable("no fixup");
}

FixupBytes gfxas::fixupBytes(FixupKind K) {
  switch (K) {
  case FixupKind::None:
    break;
  case FixupKind::SoppBranch:
    return {0, 2};
  }
  llvm_unreachable("no fixup");
}

/// The label's offset when Target is one (or a variable that stands for a
/// place in .text, which may lie before it: `x = start - 4`).
static std::optional<int64_t> placeOf(const SymbolInfo *Target) {
  if (!Target || !Target->HasValue)
    return std::nullopt;
  if (Target->K == SymbolInfo::Kind::Label ||
      (Target->K == SymbolInfo::Kind::Variable &&
       Target->Sec == SymbolInfo::Section::Text))
    return Target->Value;
  return std::nullopt;
}

bool gfxas::branchArithmetic(const OperandFixup &F, uint32_t InstOffset,
                             const SymbolInfo *Target, BranchArithmetic &Out) {
  std::optional<int64_t> Place = placeOf(Target);
  if (!Place)
    return false;
  Out.Target = uint32_t(*Place);
  Out.Next = InstOffset + 4;
  // llvm-mc divides the distance with C's truncation.
  Out.Words = (*Place - int64_t(InstOffset) - 4) / 4;
  return true;
}

FixupResolution gfxas::resolveFixup(const OperandFixup &F, uint32_t InstOffset,
                                    const SymbolInfo *Target,
                                    bool Relocatable) {
  FixupResolution R;
  switch (F.Kind) {
  case FixupKind::None:
    llvm_unreachable("no fixup");
  case FixupKind::SoppBranch:
    break;
  }
  if (!Target || Target->K == SymbolInfo::Kind::Undefined) {
    R.How = FixupResolution::Outcome::Error;
    R.Message = "undefined label '" + F.Symbol.str() + "'";
    return R;
  }
  // A global (or weak, or unique) label, or variable in .text, may be
  // preempted at link time, and an indirect function's address is only
  // known then: llvm-mc relocates against it and writes the distance of a
  // branch to itself.
  if (Relocatable && isPreemptible(*Target) && placeOf(Target)) {
    R.How = FixupResolution::Outcome::Relocation;
    R.RelocType = llvm::ELF::R_AMDGPU_REL16;
    R.Field = 0xFFFF;
    return R;
  }
  BranchArithmetic A;
  if (!branchArithmetic(F, InstOffset, Target, A)) {
    R.How = FixupResolution::Outcome::Error;
    R.Message = "branch target '" + F.Symbol.str() +
                "' is not a label (llvm-mc 19 crashes on it)";
    return R;
  }
  if (!llvm::isInt<16>(A.Words)) {
    R.How = FixupResolution::Outcome::Error;
    R.Message = "branch size exceeds simm16";
    return R;
  }
  R.Field = uint16_t(A.Words);
  return R;
}

void gfxas::applyFixup(uint32_t &Word, FixupKind K, uint32_t Field) {
  FixupBytes B = fixupBytes(K);
  uint32_t Mask = uint32_t((uint64_t(1) << (8 * B.Size)) - 1) << (8 * B.Offset);
  Word = (Word & ~Mask) | ((Field << (8 * B.Offset)) & Mask);
}

void PendingFixups::add(const OperandFixup &F, uint32_t InstOffset,
                        uint32_t Word, uint64_t Position) {
  Entry E{F, InstOffset, Word, Position};
  E.Fixup.Symbol = Names.try_emplace(F.Symbol).first->first();
  Entries.push_back(E);
}

void PendingFixups::symbol(const SymbolInfo &S) {
  auto It = Names.find(S.Name);
  if (It == Names.end())
    return;
  SymbolInfo &Kept = Symbols[S.Name];
  Kept = S;
  Kept.Name = It->first();
  Kept.ProblemSymbol = {};
}
