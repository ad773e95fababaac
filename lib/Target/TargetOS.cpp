//===- TargetOS.cpp - What -triple's OS changes in an object --------------===//
//
// One row per OS llvm-mc 19 knows for amdgcn: the ELF header it writes, its
// relocation sections, and the target id it prints under amdhsa.
//
//===----------------------------------------------------------------------===//

#include "gfxas/Target.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/Twine.h"
#include "llvm/BinaryFormat/ELF.h"

using namespace gfxas;
using namespace llvm;

namespace {
struct OsRow {
  TargetOS OS;
  /// e_ident[EI_OSABI] (AMDGPUAsmBackend's getOSABI).
  uint8_t OsAbi;
  /// The writer keeps addends in SHT_RELA entries
  /// (AMDGPUELFObjectWriter's HasRelocationAddend).
  bool Rela;
  /// e_flags carry code object v4's xnack and sramecc settings (v6's for
  /// code object 6) rather than v3's bits (AMDGPUTargetELFStreamer's
  /// getEFlagsAMDHSA).
  bool V4Flags;
};

constexpr OsRow OsRows[] = {
    {TargetOS::Unknown, ELF::ELFOSABI_NONE, false, false},
    {TargetOS::AMDHSA, ELF::ELFOSABI_AMDGPU_HSA, true, true},
    {TargetOS::AMDPAL, ELF::ELFOSABI_AMDGPU_PAL, false, false},
    {TargetOS::Mesa3D, ELF::ELFOSABI_AMDGPU_MESA3D, false, false},
};

/// Code object version, and the ELF ABI version llvm-mc 19 writes for it
/// under amdhsa (AMDGPU::getELFABIVersion).
struct CodeObjectRow {
  unsigned Version;
  uint8_t AbiVersion;
};

constexpr CodeObjectRow CodeObjects[] = {
    {4, ELF::ELFABIVERSION_AMDGPU_HSA_V4},
    {5, ELF::ELFABIVERSION_AMDGPU_HSA_V5},
    {6, ELF::ELFABIVERSION_AMDGPU_HSA_V6},
};

/// The first code object version whose e_flags carry a generic
/// processor's version.
constexpr unsigned GenericVersionFrom = 6;

const OsRow &row(TargetOS OS) {
  return *llvm::find_if(OsRows, [&](const OsRow &R) { return R.OS == OS; });
}
} // namespace

bool gfxas::isSupportedCodeObjectVersion(unsigned Version) {
  return llvm::any_of(CodeObjects, [&](const CodeObjectRow &R) {
    return R.Version == Version;
  });
}

uint8_t gfxas::elfOsAbi(const TargetTriple &T) { return row(T.OS).OsAbi; }

uint8_t gfxas::elfAbiVersion(const TargetTriple &T) {
  if (!T.isHsa())
    return 0;
  for (const CodeObjectRow &R : CodeObjects)
    if (R.Version == T.CodeObjectVersion)
      return R.AbiVersion;
  return 0;
}

bool gfxas::usesRela(const TargetTriple &T) { return row(T.OS).Rela; }

static uint32_t v4Setting(TargetIdSetting S, uint32_t Any, uint32_t Off,
                          uint32_t On) {
  switch (S) {
  case TargetIdSetting::Unsupported:
    return 0;
  case TargetIdSetting::Any:
    return Any;
  case TargetIdSetting::Off:
    return Off;
  case TargetIdSetting::On:
    return On;
  }
  return 0;
}

uint32_t gfxas::elfFlags(const TargetTriple &T, const CpuInfo &Cpu,
                         const FeatureSelection &F) {
  uint32_t Flags = Cpu.ElfMach;
  if (!row(T.OS).V4Flags) {
    // Code object v3's bits: on or "any" alike.
    if (F.Xnack)
      Flags |= ELF::EF_AMDGPU_FEATURE_XNACK_V3;
    if (F.Sramecc)
      Flags |= ELF::EF_AMDGPU_FEATURE_SRAMECC_V3;
    return Flags;
  }
  Flags |= v4Setting(F.XnackSetting, ELF::EF_AMDGPU_FEATURE_XNACK_ANY_V4,
                     ELF::EF_AMDGPU_FEATURE_XNACK_OFF_V4,
                     ELF::EF_AMDGPU_FEATURE_XNACK_ON_V4);
  Flags |= v4Setting(F.SrameccSetting, ELF::EF_AMDGPU_FEATURE_SRAMECC_ANY_V4,
                     ELF::EF_AMDGPU_FEATURE_SRAMECC_OFF_V4,
                     ELF::EF_AMDGPU_FEATURE_SRAMECC_ON_V4);
  if (T.CodeObjectVersion >= GenericVersionFrom)
    Flags |= uint32_t(Cpu.GenericVersion)
             << ELF::EF_AMDGPU_GENERIC_VERSION_OFFSET;
  return Flags;
}

std::string gfxas::targetId(const TargetTriple &T, const CpuInfo &Cpu,
                            const FeatureSelection &F) {
  // AMDGPUTargetID::toString: the triple's arch, vendor, OS and
  // environment, each followed by '-', then the processor, whose name an
  // alias before gfx9 does not give (fiji is gfx803).
  StringRef Rest = T.Normalized;
  std::string Id;
  for (int I = 0; I < 3; ++I) {
    auto [Part, After] = Rest.split('-');
    Id += Part;
    Id += '-';
    Rest = After;
  }
  Id += Rest;
  Id += '-';
  if (Cpu.Major >= 9)
    Id += Cpu.Name;
  else
    Id += (Twine("gfx") + Twine(unsigned(Cpu.Major)) +
           Twine(unsigned(Cpu.Minor)) + Twine(unsigned(Cpu.Stepping)))
              .str();
  if (!T.isHsa())
    return Id;
  if (F.SrameccSetting == TargetIdSetting::Off)
    Id += ":sramecc-";
  else if (F.SrameccSetting == TargetIdSetting::On)
    Id += ":sramecc+";
  if (F.XnackSetting == TargetIdSetting::Off)
    Id += ":xnack-";
  else if (F.XnackSetting == TargetIdSetting::On)
    Id += ":xnack+";
  return Id;
}
