//===- FixupRules.cpp - What a fixup fills and resolves to ----------------===//

#include "Target/FixupRules.h"
#include "Target/TargetTables.h"
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
  case FixupKind::PCRel4:
    return "FK_PCRel_4";
  case FixupKind::Data4:
    return "FK_Data_4";
  }
  llvm_unreachable("no fixup");
}

FixupBytes gfxas::fixupBytes(FixupKind K) {
  switch (K) {
  case FixupKind::None:
    break;
  case FixupKind::SoppBranch:
    return {0, 2};
  case FixupKind::PCRel4:
  case FixupKind::Data4:
    return {4, 4};
  }
  llvm_unreachable("no fixup");
}

/// The label's offset when Target is one (or a variable that stands for a
/// place in .text, which may lie before its start: 'x = lab - 12').
static std::optional<int64_t> placeOf(const SymbolInfo *Target) {
  if (!Target || !Target->HasValue)
    return std::nullopt;
  if (Target->K == SymbolInfo::Kind::Label ||
      (Target->K == SymbolInfo::Kind::Variable &&
       Target->Sec == SymbolInfo::Section::Text))
    return Target->Value;
  return std::nullopt;
}

/// Whether llvm-mc's writer relocates against the section rather than
/// Target, a place with the constant C added.
static bool againstSection(const SymbolInfo *Target, int64_t C) {
  return placeOf(Target) && !keepsSymbolInRelocation(*Target, C);
}

/// againstSection() for a value that counts the place itself.
static bool valueAgainstSection(const SymbolInfo *Target, int64_t Value) {
  std::optional<int64_t> Place = placeOf(Target);
  return Place &&
         againstSection(Target, int64_t(uint64_t(Value) - uint64_t(*Place)));
}

/// What llvm-mc writes in the field of a relocation: the value with the
/// label at its offset when against the section, else the addend to the
/// symbol.
static int64_t relocatedField(int64_t Value, const SymbolInfo *Target,
                              bool AgainstSection) {
  std::optional<int64_t> Place = placeOf(Target);
  if (AgainstSection || !Place)
    return Value;
  return int64_t(uint64_t(Value) - uint64_t(*Place));
}

DataRelocation gfxas::resolveDataRelocation(unsigned Size, bool PCRel,
                                            uint64_t Value,
                                            const SymbolInfo *Target) {
  DataRelocation R;
  // llvm-mc's AMDGPU writer takes a 1- or 2-byte value for a branch.
  if (Size <= 2)
    R.Type = llvm::ELF::R_AMDGPU_REL16;
  else if (PCRel)
    R.Type = Size == 8 ? llvm::ELF::R_AMDGPU_REL64 : llvm::ELF::R_AMDGPU_REL32;
  else
    R.Type = Size == 8 ? llvm::ELF::R_AMDGPU_ABS64 : llvm::ELF::R_AMDGPU_ABS32;
  R.AgainstSection = valueAgainstSection(Target, int64_t(Value));
  if (R.AgainstSection)
    R.TargetSection = Target->SectionId;
  R.Field = uint64_t(relocatedField(int64_t(Value), Target, R.AgainstSection));
  return R;
}

bool gfxas::branchArithmetic(const OperandFixup &F, uint32_t InstOffset,
                             const SymbolInfo *Target, BranchArithmetic &Out) {
  std::optional<int64_t> Place = placeOf(Target);
  if (!Place)
    return false;
  Out.Target = *Place;
  Out.Next = InstOffset + 4;
  // llvm-mc divides the distance with C's truncation.
  Out.Words = (*Place - int64_t(InstOffset) - 4) / 4;
  return true;
}

/// A literal with a relocation variant: llvm-mc never resolves it, however
/// near its symbol (MCAssembler::evaluateFixup), and relocates against the
/// section of a local label with the label's offset in the word.
static FixupResolution resolveVariant(const OperandFixup &F,
                                      const SymbolInfo *Target,
                                      bool Relocatable) {
  FixupResolution R;
  R.How = FixupResolution::Outcome::Error;
  if (!Relocatable) {
    R.Message = "gfxas cannot write this literal: it keeps the address of '" +
                F.Symbol.str() + "', which only an object's relocation can";
    return R;
  }
  bool Label = Target && Target->K == SymbolInfo::Kind::Label;
  if (Target && !Label && Target->K != SymbolInfo::Kind::Undefined) {
    R.Message = "gfxas cannot write this literal: it relocates against '" +
                F.Symbol.str() + "', which is no label";
    return R;
  }
  R.AgainstSection = Label && againstSection(Target, F.Addend);
  // ELFObjectWriter::shouldRelocateWithSymbol keeps the symbol itself for
  // @gotpcrel, which would put a local label in the symbol table.
  if (R.AgainstSection && F.VariantRelocType == llvm::ELF::R_AMDGPU_GOTPCREL) {
    R.Message = "gfxas cannot write this literal: it relocates against the "
                "local label '" +
                F.Symbol.str() + "' itself";
    return R;
  }
  R.How = FixupResolution::Outcome::Relocation;
  R.RelocType = F.VariantRelocType;
  R.Addend = F.Addend;
  if (R.AgainstSection) {
    R.TargetSection = Target->SectionId;
    R.Addend = int64_t(uint64_t(Target->Value) + uint64_t(F.Addend));
  }
  R.Field = uint32_t(R.Addend);
  return R;
}

// ELFObjectWriter::recordRelocation's errors for a literal's difference.
static FixupResolution writerRefusal(const OperandFixup &F) {
  FixupResolution R;
  R.How = FixupResolution::Outcome::Error;
  switch (F.Refused) {
  case OperandFixup::Refusal::None:
    llvm_unreachable("not refused");
  case OperandFixup::Refusal::UndefinedSubtracted:
    R.Message = "symbol '" + F.Symbol.str() +
                "' can not be undefined in a subtraction expression";
    break;
  case OperandFixup::Refusal::UndefinedTemporary:
    R.Message = undefinedTemporaryError(F.Symbol).Message;
    R.WithoutLocation = true;
    break;
  case OperandFixup::Refusal::CrossSection:
    R.Message = "Cannot represent a difference across sections";
    break;
  }
  return R;
}

FixupResolution gfxas::resolveFixup(const OperandFixup &F, uint32_t InstOffset,
                                    const SymbolInfo *Target, bool Relocatable,
                                    uint16_t Section) {
  FixupResolution R;
  // A place in another section than the instruction's is only known at
  // link time: llvm-mc relocates against that section's symbol, and writes
  // the value with the place at its offset there.
  bool OtherSection = placeOf(Target) && Target->SectionId != Section;
  auto CannotReach = [&] {
    R.How = FixupResolution::Outcome::Error;
    R.Message = "gfxas cannot write the distance to '" + F.Symbol.str() +
                "', which is in another section: only an object can";
    return R;
  };
  if (F.NotRelocatable) {
    R.How = FixupResolution::Outcome::Error;
    R.Message = "expected relocatable expression";
    R.NotRelocatable = true;
    return R;
  }
  if (F.Unwritable) {
    R.How = FixupResolution::Outcome::Error;
    R.Message = F.Unwritable;
    return R;
  }
  if (F.VariantRelocType)
    return resolveVariant(F, Target, Relocatable);
  if (F.AgainstNothing) {
    R.Field = uint32_t(F.Addend);
    if (!Relocatable) {
      R.How = FixupResolution::Outcome::Error;
      R.Message = "gfxas cannot write this literal: llvm-mc relocates it "
                  "against no symbol, which only an object can hold";
      return R;
    }
    R.How = FixupResolution::Outcome::Relocation;
    R.RelocType = llvm::ELF::R_AMDGPU_REL32;
    R.AgainstNothing = true;
    R.Addend = F.Addend;
    return R;
  }
  switch (F.Kind) {
  case FixupKind::None:
    llvm_unreachable("no fixup");
  case FixupKind::SoppBranch:
    break;
  case FixupKind::Data4:
    R.Field = uint32_t(F.Addend);
    if (F.Refused != OperandFixup::Refusal::None)
      return writerRefusal(F);
    if (F.Symbol.empty())
      return R;
    if (!Relocatable) {
      R.How = FixupResolution::Outcome::Error;
      R.Message = "gfxas cannot write this literal: it keeps the address of '" +
                  F.Symbol.str() + "', which only an object's relocation can";
      return R;
    }
    if (OtherSection && !isPreemptible(*Target) && !F.RelativeToPlace) {
      R.How = FixupResolution::Outcome::Error;
      R.Message = "gfxas cannot write this literal: it names '" +
                  F.Symbol.str() + "', a label in another section";
      return R;
    }
    R.How = FixupResolution::Outcome::Relocation;
    R.RelocType = F.RelativeToPlace ? llvm::ELF::R_AMDGPU_REL32
                                    : llvm::ELF::R_AMDGPU_ABS32;
    R.AgainstSection = valueAgainstSection(Target, F.Addend);
    if (R.AgainstSection)
      R.TargetSection = Target->SectionId;
    R.Addend = relocatedField(F.Addend, Target, R.AgainstSection);
    R.Field = uint32_t(R.Addend);
    return R;
  case FixupKind::PCRel4: {
    // The literal's own address is where the distance starts.
    std::optional<uint32_t> Place = placeOf(Target);
    // A global label, or variable in .text, is relocated against.
    bool Local = Place && !(Relocatable && isPreemptible(*Target));
    // From another section, a place whose symbol the writer keeps
    // (againstSection) is relocated against it.
    if (Local && OtherSection && Relocatable &&
        !againstSection(Target, F.Addend)) {
      R.How = FixupResolution::Outcome::Relocation;
      R.RelocType = llvm::ELF::R_AMDGPU_REL32;
      R.Field = uint32_t(F.Addend);
      R.Addend = F.Addend;
      return R;
    }
    if (Local && OtherSection) {
      if (!Relocatable)
        return CannotReach();
      R.How = FixupResolution::Outcome::Relocation;
      R.RelocType = llvm::ELF::R_AMDGPU_REL32;
      R.AgainstSection = true;
      R.TargetSection = Target->SectionId;
      R.Addend = int64_t(*Place) + F.Addend;
      R.Field = uint32_t(R.Addend);
      return R;
    }
    if (Local) {
      R.Field = uint32_t(int64_t(*Place) + F.Addend -
                         int64_t(InstOffset + fixupBytes(F.Kind).Offset));
      return R;
    }
    if (Relocatable &&
        (!Target || Target->K != SymbolInfo::Kind::Variable || Place)) {
      R.How = FixupResolution::Outcome::Relocation;
      R.RelocType = llvm::ELF::R_AMDGPU_REL32;
      R.Field = uint32_t(F.Addend);
      R.Addend = F.Addend;
      // The writer cannot name a temporary label nobody defined.
      R.UndefinedTemporary =
          (!Target || Target->K == SymbolInfo::Kind::Undefined) &&
          (isPrivateName(F.Symbol) || (Target && Target->Temporary));
      return R;
    }
    R.How = FixupResolution::Outcome::Error;
    R.Message = Target ? "gfxas cannot write the distance to '" +
                             F.Symbol.str() + "' here"
                       : "undefined symbol '" + F.Symbol.str() +
                             "': only an object can refer to it";
    return R;
  }
  }
  if (!Target || Target->K == SymbolInfo::Kind::Undefined) {
    R.How = FixupResolution::Outcome::Error;
    R.Message = "undefined label '" + F.Symbol.str() + "'";
    R.Unresolved = true;
    R.UndefinedTemporary =
        isPrivateName(F.Symbol) || (Target && Target->Temporary);
    return R;
  }
  // llvm-mc's writer follows a variable to the symbol it rests on, and
  // finds that one undefined.
  if (!Target->UndefinedBase.empty()) {
    R.How = FixupResolution::Outcome::Error;
    R.Message = "undefined label '" + Target->UndefinedBase.str() + "'";
    R.Unresolved = true;
    R.UndefinedTemporary = isPrivateName(Target->UndefinedBase);
    return R;
  }
  // A global (or weak, or unique) label, or variable in .text, may be
  // preempted at link time, and an indirect function's address is only
  // known then: llvm-mc relocates against it and writes the distance of a
  // branch to itself. So it does for a label of another section whose
  // symbol it keeps (one in a TLS section).
  if (Relocatable && placeOf(Target) &&
      (isPreemptible(*Target) ||
       (OtherSection && !againstSection(Target, 0)))) {
    R.How = FixupResolution::Outcome::Relocation;
    R.RelocType = llvm::ELF::R_AMDGPU_REL16;
    R.Field = 0xFFFF;
    return R;
  }
  if (OtherSection) {
    if (!Relocatable)
      return CannotReach();
    // The field llvm-mc's backend makes of the value (the place), as for a
    // branch from the section's start.
    R.How = FixupResolution::Outcome::Relocation;
    R.RelocType = llvm::ELF::R_AMDGPU_REL16;
    R.AgainstSection = true;
    R.TargetSection = Target->SectionId;
    R.Field = uint16_t((Target->Value - 4) / 4);
    R.Addend = Target->Value;
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

Diagnostic gfxas::undefinedTemporaryError(llvm::StringRef Name) {
  return {Diagnostic::Kind::Error, Diagnostic::NoOffset,
          "Undefined temporary symbol " + Name.str()};
}

uint32_t gfxas::objectErrorLoc(const OperandFixup &F, const FixupResolution &R,
                               const CpuInfo &Cpu) {
  // Only an undefined label is unresolved when llvm-mc relaxes: a branch
  // it relaxes for a 0x3f offset is in range.
  if ((inGens(BranchOffset3fBugGens, Cpu.Gen) && R.Unresolved) ||
      R.WithoutLocation)
    return Diagnostic::NoOffset;
  return F.Loc;
}

bool gfxas::needsOffset3fPadding(const OperandFixup &F, uint32_t InstOffset,
                                 const SymbolInfo *Target) {
  FixupResolution R = resolveFixup(F, InstOffset, Target, true);
  if (R.How == FixupResolution::Outcome::Relocation || R.Unresolved)
    return true;
  // llvm-mc's value is the distance from the branch itself, divided with
  // C's truncation: (Value / 4) - 1 == 0x3f.
  BranchArithmetic A;
  return branchArithmetic(F, InstOffset, Target, A) &&
         (A.Target - int64_t(InstOffset)) / 4 - 1 == 0x3f;
}

void gfxas::applyFixup(uint32_t *Words, FixupKind K, uint32_t Field) {
  FixupBytes B = fixupBytes(K);
  uint32_t &Word = Words[B.Offset / 4];
  unsigned Shift = 8 * (B.Offset % 4);
  uint32_t Mask = uint32_t((uint64_t(1) << (8 * B.Size)) - 1) << Shift;
  Word = (Word & ~Mask) | ((Field << Shift) & Mask);
}
