//===- KernelDescriptor.cpp - The .amdhsa_kernel block's model ------------===//

#include "KernelDescriptor.h"
#include "TargetTables.h"
#include "llvm/BinaryFormat/ELF.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>

using namespace gfxas;
namespace ELF = llvm::ELF;
using G = Generation;

namespace {

enum class KdKind : uint8_t {
  Bits,
  Whole,
  UserSgprCount,
  PreloadLength,
  PreloadOffset,
  WavefrontSize32,
  SharedVgprCount,
  NextFreeVgpr,
  NextFreeSgpr,
  AccumOffset,
  ReserveVcc,
  ReserveFlatScratch,
  ReserveXnackMask,
};

/// Where a field exists: generations, and what else of the target it
/// needs. The parser's rules carry llvm-mc's message for elsewhere; the
/// listing's rules have none.
enum class KdRule : uint8_t {
  Always,
  Gfx7Plus,
  Gfx8Plus,
  Gfx9Plus,
  Gfx10Plus,
  Gfx10Gfx11,
  Gfx12Plus,
  BeforeGfx12,
  Gfx90a,
  KernargPreload,
  NoArchFlatScratch,
  ArchFlatScratch,
  Gfx7PlusNoArchFlatScratch,
  CodeObjectV5Plus,
  XnackMaskListed,
};

enum class Needs : uint8_t {
  Nothing,
  Gfx90a,
  KernargPreload,
  ArchFlatScratch,
  NoArchFlatScratch,
  CodeObjectV5Plus,
  XnackMask,
};

struct RuleRow {
  KdRule Rule;
  GenMask Gens;
  Needs Also;
  const char *Message;
};

constexpr GenMask AllGens = genRange(G::GFX6, G::GFX12);

// In KdRule's order.
constexpr RuleRow Rules[] = {
    {KdRule::Always, AllGens, Needs::Nothing, ""},
    {KdRule::Gfx7Plus, genRange(G::GFX7, G::GFX12), Needs::Nothing,
     "directive requires gfx7+"},
    {KdRule::Gfx8Plus, genRange(G::GFX8, G::GFX12), Needs::Nothing,
     "directive requires gfx8+"},
    {KdRule::Gfx9Plus, genRange(G::GFX9, G::GFX12), Needs::Nothing,
     "directive requires gfx9+"},
    {KdRule::Gfx10Plus, genRange(G::GFX10, G::GFX12), Needs::Nothing,
     "directive requires gfx10+"},
    {KdRule::Gfx10Gfx11, genRange(G::GFX10, G::GFX11), Needs::Nothing,
     "directive requires gfx10 or gfx11"},
    {KdRule::Gfx12Plus, genBit(G::GFX12), Needs::Nothing,
     "directive requires gfx12+"},
    {KdRule::BeforeGfx12, genRange(G::GFX6, G::GFX11), Needs::Nothing,
     "directive unsupported on gfx12+"},
    {KdRule::Gfx90a, AllGens, Needs::Gfx90a, "directive requires gfx90a+"},
    {KdRule::KernargPreload, AllGens, Needs::KernargPreload,
     "directive requires gfx90a+"},
    {KdRule::NoArchFlatScratch, AllGens, Needs::NoArchFlatScratch,
     "directive is not supported with architected flat scratch"},
    {KdRule::ArchFlatScratch, AllGens, Needs::ArchFlatScratch,
     "directive is not supported without architected flat scratch"},
    {KdRule::Gfx7PlusNoArchFlatScratch, genRange(G::GFX7, G::GFX12),
     Needs::NoArchFlatScratch, ""},
    {KdRule::CodeObjectV5Plus, AllGens, Needs::CodeObjectV5Plus, ""},
    {KdRule::XnackMaskListed, AllGens, Needs::XnackMask, ""},
};

bool holds(KdRule R, const KdTarget &T) {
  const RuleRow &Row = Rules[static_cast<unsigned>(R)];
  if (!inGens(Row.Gens, T.Gen))
    return false;
  switch (Row.Also) {
  case Needs::Nothing:
    return true;
  case Needs::Gfx90a:
    return T.Gfx90aInsts;
  case Needs::KernargPreload:
    return T.KernargPreload;
  case Needs::ArchFlatScratch:
    return T.ArchitectedFlatScratch;
  case Needs::NoArchFlatScratch:
    return !T.ArchitectedFlatScratch;
  case Needs::CodeObjectV5Plus:
    return T.CodeObjectVersion >= 5;
  case Needs::XnackMask:
    // Code object v6's listing leaves the line out.
    return (T.CodeObjectVersion == 4 || T.CodeObjectVersion == 5) &&
           T.XnackSupported;
  }
  return false;
}

/// Whether llvm-mc needs a field's value when it reads the line.
enum class KdResolve : uint8_t { No, First, AfterRules };

struct FieldRow {
  const char *Spelling;
  KdKind Kind;
  uint8_t Word; // KernelDescriptorBuilder::Word
  uint8_t Shift, Width;
  KdRule Parse, Parse2, Listed;
  uint8_t UserSgprs;
  KdResolve Resolve;
};

// The builder's Word enumerators, for the table's Word column.
enum TableWord : uint8_t {
  GroupSegmentFixedSize,
  PrivateSegmentFixedSize,
  KernargSize,
  Rsrc1,
  Rsrc2,
  Rsrc3,
  CodeProperties,
  KernargPreload,
  None,
};
static_assert(unsigned(None) == unsigned(KernelDescriptorBuilder::None) &&
              unsigned(KernargPreload) ==
                  unsigned(KernelDescriptorBuilder::KernargPreload));

constexpr FieldRow Fields[] = {
#define AMDHSA_FIELD(Id, Spelling, Kind, Word, Shift, Width, Parse, Parse2,    \
                     Listed, UserSgprs, Resolve)                               \
  {Spelling,  KdKind::Kind,      Word,           Shift,                        \
   Width,     KdRule::Parse,     KdRule::Parse2, KdRule::Listed,               \
   UserSgprs, KdResolve::Resolve},
#include "KernelDescriptorFields.def"
};

const FieldRow &row(KdField F) { return Fields[static_cast<unsigned>(F)]; }

/// What a generation's SGPR accounting is (AMDGPUAsmParser's
/// calculateGPRBlocks and AMDGPUBaseInfo's getNumExtraSGPRs).
struct SgprRow {
  /// gfx10+ leaves the SGPR count out of the descriptor: the block count
  /// is always 0 and next_free_sgpr is not checked.
  bool Counted;
  /// The addressable SGPRs, which next_free_sgpr may not pass.
  unsigned Addressable;
  /// Whether the check is on the count with the reserved SGPRs (gfx6,
  /// gfx7) or without (gfx8, gfx9).
  bool CheckWithExtras;
  /// The reserved SGPRs' count when flat scratch, or xnack, is reserved.
  unsigned FlatScratchExtra, XnackExtra;
};

// In Generation's order.
constexpr SgprRow SgprRows[] = {
    {true, 104, true, 4, 0},  // GFX6
    {true, 104, true, 4, 0},  // GFX7
    {true, 102, false, 6, 4}, // GFX8
    {true, 102, false, 6, 4}, // GFX9
    {false, 0, false, 0, 0},  // GFX10
    {false, 0, false, 0, 0},  // GFX10_3
    {false, 0, false, 0, 0},  // GFX11
    {false, 0, false, 0, 0},  // GFX12
};
static_assert(std::size(SgprRows) == NumGenerations);

/// The generations whose every processor has architected flat scratch.
constexpr GenMask ArchFlatScratchGens = genRange(G::GFX11, G::GFX12);
constexpr unsigned SgprInitBugCount = 96;

/// The processors with more than their generation's descriptor.
struct CpuRow {
  uint16_t ElfMach;
  bool Gfx90aInsts, ArchitectedFlatScratch, KernargPreload, SgprInitBug;
};
constexpr CpuRow CpuRows[] = {
    {ELF::EF_AMDGPU_MACH_AMDGCN_GFX802, false, false, false, true},
    {ELF::EF_AMDGPU_MACH_AMDGCN_GFX805, false, false, false, true},
    {ELF::EF_AMDGPU_MACH_AMDGCN_GFX90A, true, false, true, false},
    {ELF::EF_AMDGPU_MACH_AMDGCN_GFX940, true, true, true, false},
    {ELF::EF_AMDGPU_MACH_AMDGCN_GFX941, true, true, true, false},
    {ELF::EF_AMDGPU_MACH_AMDGCN_GFX942, true, true, true, false},
};

Diagnostic error(uint32_t Loc, std::string Message) {
  return Diagnostic{Diagnostic::Kind::Error, Loc, std::move(Message)};
}

uint64_t blocks(uint64_t Count, unsigned Granule) {
  return llvm::divideCeil(std::max<uint64_t>(1, Count), Granule) - 1;
}

} // namespace

KdTarget KdTarget::forCpu(const CpuInfo &Cpu, bool XnackOnOrAny,
                          bool WavefrontSize64) {
  KdTarget T;
  T.Gen = Cpu.Gen;
  T.ArchitectedFlatScratch = inGens(ArchFlatScratchGens, Cpu.Gen);
  for (const CpuRow &R : CpuRows) {
    if (R.ElfMach != Cpu.ElfMach)
      continue;
    T.Gfx90aInsts = R.Gfx90aInsts;
    T.ArchitectedFlatScratch |= R.ArchitectedFlatScratch;
    T.KernargPreload = R.KernargPreload;
    T.SgprInitBug = R.SgprInitBug;
  }
  T.XnackSupported = Cpu.Xnack;
  T.XnackOnOrAny = Cpu.Xnack && XnackOnOrAny;
  T.WavefrontSize32 =
      inGens(genRange(G::GFX10, G::GFX12), Cpu.Gen) && !WavefrontSize64;
  return T;
}

std::optional<KdField> gfxas::lookupKdField(llvm::StringRef Spelling) {
  for (unsigned I = 0; I < std::size(Fields); ++I)
    if (Spelling == Fields[I].Spelling)
      return static_cast<KdField>(I);
  return std::nullopt;
}

llvm::StringRef gfxas::kdFieldSpelling(KdField F) { return row(F).Spelling; }

KernelDescriptorBuilder::KernelDescriptorBuilder(const KdTarget &Target,
                                                 llvm::StringRef KernelName)
    : T(Target), Name(KernelName.str()) {
  // MCKernelDescriptor::getDefaultAmdhsaKernelDescriptor's values.
  setField(KdField::FloatDenormMode1664, 3); // flush none
  if (holds(KdRule::BeforeGfx12, T)) {
    setField(KdField::Dx10Clamp, 1);
    setField(KdField::IeeeMode, 1);
  }
  setField(KdField::WorkgroupIdX, 1);
  if (holds(KdRule::Gfx10Plus, T)) {
    setField(KdField::WavefrontSize32, T.WavefrontSize32);
    setField(KdField::WorkgroupProcessorMode, !T.CuMode);
    setField(KdField::MemoryOrdered, 1);
  }
  if (T.Gfx90aInsts)
    setField(KdField::TgSplit, T.TgSplit);
}

uint32_t KernelDescriptorBuilder::field(KdField F) const {
  const FieldRow &R = row(F);
  return bits(static_cast<Word>(R.Word), R.Shift, R.Width);
}

void KernelDescriptorBuilder::setField(KdField F, uint64_t V) {
  const FieldRow &R = row(F);
  setBits(static_cast<Word>(R.Word), R.Shift, R.Width, V);
}

uint32_t KernelDescriptorBuilder::bits(Word W, unsigned Shift,
                                       unsigned Width) const {
  return (Words[W] >> Shift) & llvm::maskTrailingOnes<uint32_t>(Width);
}

void KernelDescriptorBuilder::setBits(Word W, unsigned Shift, unsigned Width,
                                      uint64_t V) {
  uint32_t Mask = llvm::maskTrailingOnes<uint32_t>(Width) << Shift;
  Words[W] = (Words[W] & ~Mask) | (uint32_t(V << Shift) & Mask);
}

bool KernelDescriptorBuilder::addField(llvm::StringRef Directive,
                                       uint32_t NameLoc, int64_t Value,
                                       uint32_t ValueLoc, Diagnostic &Err) {
  std::optional<KdField> F = lookupKdField(Directive);
  // llvm-mc's set of seen names takes unknown ones too, before it looks
  // them up, so a repeat is reported first, at the value.
  if (F && (Seen >> static_cast<unsigned>(*F) & 1)) {
    Err = error(ValueLoc, ".amdhsa_ directives cannot be repeated");
    return false;
  }
  // A negative value is refused before anything else is checked.
  if (Value < 0) {
    Err = error(ValueLoc, "value out of range");
    return false;
  }
  if (!F) {
    Err = error(NameLoc, "unknown .amdhsa_kernel directive");
    return false;
  }
  Seen |= uint64_t(1) << static_cast<unsigned>(*F);
  const FieldRow &R = row(*F);
  uint64_t V = Value;
  for (KdRule Rule : {R.Parse, R.Parse2}) {
    if (!holds(Rule, T)) {
      Err = error(NameLoc, Rules[static_cast<unsigned>(Rule)].Message);
      return false;
    }
  }
  auto OutOfRange = [&] {
    Err = error(ValueLoc, "value out of range");
    return false;
  };
  Word W = static_cast<Word>(R.Word);
  switch (R.Kind) {
  case KdKind::PreloadLength:
    if (V > 16) // the most user SGPRs
      return OutOfRange();
    PreloadLength = V;
    ImpliedUserSgprs += V;
    break;
  case KdKind::PreloadOffset:
    if (V >= 1024)
      return OutOfRange();
    PreloadOffset = V;
    break;
  case KdKind::UserSgprCount:
    // llvm-mc keeps the count in an unsigned.
    ExplicitUserSgprs = uint32_t(V);
    return true;
  case KdKind::NextFreeVgpr:
    NextFreeVgpr = V;
    VgprLoc = ValueLoc;
    return true;
  case KdKind::NextFreeSgpr:
    NextFreeSgpr = V;
    SgprLoc = ValueLoc;
    return true;
  case KdKind::AccumOffset:
    AccumOffset = V;
    return true;
  case KdKind::ReserveVcc:
    if (V > 1)
      return OutOfRange();
    ReserveVcc = V;
    return true;
  case KdKind::ReserveFlatScratch:
    if (V > 1)
      return OutOfRange();
    ReserveFlatScratch = V;
    return true;
  case KdKind::ReserveXnackMask:
    if (V > 1)
      return OutOfRange();
    if ((V != 0) != T.XnackOnOrAny) {
      Err =
          error(NameLoc, ".amdhsa_reserve_xnack_mask does not match target id");
      return false;
    }
    return true;
  case KdKind::WavefrontSize32:
    WavefrontSize32 = V != 0;
    break;
  case KdKind::SharedVgprCount:
    SharedVgprCount = V;
    break;
  case KdKind::Bits:
  case KdKind::Whole:
    break;
  }
  if (!llvm::isUIntN(R.Width, V))
    return OutOfRange();
  if (V)
    ImpliedUserSgprs += R.UserSgprs;
  setBits(W, R.Shift, R.Width, V);
  return true;
}

bool KernelDescriptorBuilder::addUnresolvedField(llvm::StringRef Directive,
                                                 uint32_t NameLoc,
                                                 uint32_t ValueLoc,
                                                 Diagnostic &Err) {
  std::optional<KdField> F = lookupKdField(Directive);
  if (F && (Seen >> static_cast<unsigned>(*F) & 1)) {
    Err = error(ValueLoc, ".amdhsa_ directives cannot be repeated");
    return false;
  }
  if (!F) {
    Err = error(NameLoc, "unknown .amdhsa_kernel directive");
    return false;
  }
  Seen |= uint64_t(1) << static_cast<unsigned>(*F);
  Unresolved |= uint64_t(1) << static_cast<unsigned>(*F);
  const FieldRow &R = row(*F);
  auto Unresolvable = [&] {
    Err = error(NameLoc, "directive should have resolvable expression");
    return false;
  };
  if (R.Resolve == KdResolve::First)
    return Unresolvable();
  for (KdRule Rule : {R.Parse, R.Parse2}) {
    if (!holds(Rule, T)) {
      Err = error(NameLoc, Rules[static_cast<unsigned>(Rule)].Message);
      return false;
    }
  }
  if (R.Resolve == KdResolve::AfterRules)
    return Unresolvable();
  // llvm-mc compares the value it has (0) with the target id.
  if (R.Kind == KdKind::ReserveXnackMask && T.XnackOnOrAny) {
    Err = error(NameLoc, ".amdhsa_reserve_xnack_mask does not match target id");
    return false;
  }
  return true;
}

bool KernelDescriptorBuilder::finish(uint32_t EndLoc, Diagnostic &Err) {
  auto SeenField = [&](KdField F) {
    return Seen >> static_cast<unsigned>(F) & 1;
  };
  // llvm-mc skips each check whose value it cannot evaluate yet.
  auto Known = [&](KdField F) {
    return !(Unresolved >> static_cast<unsigned>(F) & 1);
  };
  if (!SeenField(KdField::NextFreeVgpr)) {
    Err = error(EndLoc, ".amdhsa_next_free_vgpr directive is required");
    return false;
  }
  if (!SeenField(KdField::NextFreeSgpr)) {
    Err = error(EndLoc, ".amdhsa_next_free_sgpr directive is required");
    return false;
  }
  auto OutOfRange = [&](uint32_t Loc) {
    Err = error(Loc, "value out of range");
    return false;
  };

  const SgprRow &S = SgprRows[static_cast<unsigned>(T.Gen)];
  uint64_t NumSgprs = 0;
  bool NumSgprsKnown = true;
  if (S.Counted) {
    unsigned Addressable = T.SgprInitBug ? SgprInitBugCount : S.Addressable;
    bool CheckWithExtras = S.CheckWithExtras || T.SgprInitBug;
    if (!CheckWithExtras && Known(KdField::NextFreeSgpr) &&
        NextFreeSgpr > Addressable)
      return OutOfRange(SgprLoc);
    unsigned Extra = ReserveVcc ? 2 : 0;
    if (T.XnackOnOrAny && S.XnackExtra)
      Extra = S.XnackExtra;
    if (ReserveFlatScratch || T.ArchitectedFlatScratch)
      Extra = std::max(Extra, S.FlatScratchExtra);
    NumSgprs = NextFreeSgpr + Extra;
    NumSgprsKnown = Known(KdField::NextFreeSgpr) &&
                    Known(KdField::ReserveVcc) &&
                    Known(KdField::ReserveFlatScratch);
    if (CheckWithExtras && NumSgprsKnown && NumSgprs > Addressable)
      return OutOfRange(SgprLoc);
    if (T.SgprInitBug) {
      NumSgprs = SgprInitBugCount;
      NumSgprsKnown = true;
    }
  }

  bool Wave32 = WavefrontSize32.value_or(T.WavefrontSize32);
  unsigned VgprGranule = T.Gfx90aInsts || Wave32 ? 8 : 4;
  uint64_t VgprBlocks = blocks(NextFreeVgpr, VgprGranule);
  bool VgprsKnown = Known(KdField::NextFreeVgpr);
  if (VgprsKnown &&
      !llvm::isUIntN(row(KdField::NextFreeVgpr).Width, VgprBlocks))
    return OutOfRange(VgprLoc);
  setField(KdField::NextFreeVgpr, VgprBlocks);
  uint64_t SgprBlocks = blocks(NumSgprs, 8);
  if (NumSgprsKnown &&
      !llvm::isUIntN(row(KdField::NextFreeSgpr).Width, SgprBlocks))
    return OutOfRange(SgprLoc);
  setField(KdField::NextFreeSgpr, SgprBlocks);

  if (ExplicitUserSgprs && ImpliedUserSgprs > *ExplicitUserSgprs) {
    Err = error(EndLoc, "amdgpu_user_sgpr_count smaller than than implied by "
                        "enabled user SGPRs");
    return false;
  }
  uint64_t UserSgprs = ExplicitUserSgprs.value_or(ImpliedUserSgprs);
  if (!llvm::isUIntN(row(KdField::UserSgprCount).Width, UserSgprs)) {
    Err = error(EndLoc, "too many user SGPRs enabled");
    return false;
  }
  setField(KdField::UserSgprCount, UserSgprs);

  if (!Known(KdField::KernargSize)) {
    Err = error(EndLoc, "Kernarg size should be resolvable");
    return false;
  }
  uint64_t Kernarg = Words[KernargSize];
  if (PreloadLength && Kernarg &&
      PreloadLength * 4 + PreloadOffset * 4 > Kernarg) {
    Err = error(EndLoc, "Kernarg preload length + offset is larger than the "
                        "kernarg segment size");
    return false;
  }

  if (T.Gfx90aInsts) {
    if (!SeenField(KdField::AccumOffset)) {
      Err = error(EndLoc, ".amdhsa_accum_offset directive is required");
      return false;
    }
    bool AccumKnown = Known(KdField::AccumOffset);
    if (AccumKnown &&
        (AccumOffset < 4 || AccumOffset > 256 || (AccumOffset & 3))) {
      Err = error(EndLoc, "accum_offset should be in range [4..256] in "
                          "increments of 4");
      return false;
    }
    if (AccumKnown && VgprsKnown &&
        AccumOffset > llvm::alignTo(std::max<uint64_t>(1, NextFreeVgpr), 4)) {
      Err = error(EndLoc, "accum_offset exceeds total VGPR allocation");
      return false;
    }
    setField(KdField::AccumOffset, AccumOffset / 4 - 1);
  }

  if (holds(KdRule::Gfx10Gfx11, T)) {
    if (SharedVgprCount && WavefrontSize32.value_or(false)) {
      Err = error(EndLoc,
                  "shared_vgpr_count directive not valid on wavefront size 32");
      return false;
    }
    if (VgprsKnown && SharedVgprCount * 2 + VgprBlocks > 63) {
      // llvm-mc's message ends with a newline of its own.
      Err = error(EndLoc, "shared_vgpr_count*2 + "
                          "compute_pgm_rsrc1.GRANULATED_WORKITEM_VGPR_COUNT "
                          "cannot exceed 63\n");
      return false;
    }
  }
  return true;
}

unsigned KernelDescriptorBuilder::vgprBlocks() const {
  return field(KdField::NextFreeVgpr);
}
unsigned KernelDescriptorBuilder::sgprBlocks() const {
  return field(KdField::NextFreeSgpr);
}
unsigned KernelDescriptorBuilder::userSgprCount() const {
  return field(KdField::UserSgprCount);
}

std::array<uint8_t, KdSize> KernelDescriptorBuilder::bytes() const {
  // AMDHSAKernelDescriptor.h's kernel_descriptor_t: the offset and size
  // of each word.
  struct Place {
    Word W;
    uint8_t Offset, Size;
  };
  static constexpr Place Places[] = {
      {GroupSegmentFixedSize, 0, 4},
      {PrivateSegmentFixedSize, 4, 4},
      {KernargSize, 8, 4},
      {Rsrc3, 44, 4},
      {Rsrc1, 48, 4},
      {Rsrc2, 52, 4},
      {CodeProperties, 56, 2},
      {KernargPreload, 58, 2},
  };
  std::array<uint8_t, KdSize> B{};
  for (const Place &P : Places)
    for (unsigned I = 0; I < P.Size; ++I)
      B[P.Offset + I] = uint8_t(Words[P.W] >> (8 * I));
  return B;
}

std::string KernelDescriptorBuilder::listing() const {
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  OS << "\t.amdhsa_kernel " << Name << '\n';
  for (const FieldRow &R : Fields) {
    if (!holds(R.Listed, T))
      continue;
    OS << "\t\t" << R.Spelling << ' ';
    Word W = static_cast<Word>(R.Word);
    switch (R.Kind) {
    case KdKind::NextFreeVgpr:
      OS << NextFreeVgpr;
      break;
    case KdKind::NextFreeSgpr:
      OS << NextFreeSgpr;
      break;
    case KdKind::AccumOffset:
      OS << (bits(W, R.Shift, R.Width) + 1) * 4;
      break;
    case KdKind::ReserveVcc:
      OS << ReserveVcc;
      break;
    case KdKind::ReserveFlatScratch:
      OS << ReserveFlatScratch;
      break;
    case KdKind::ReserveXnackMask:
      OS << unsigned(T.XnackOnOrAny);
      break;
    default:
      OS << bits(W, R.Shift, R.Width);
      break;
    }
    OS << '\n';
  }
  OS << "\t.end_amdhsa_kernel\n";
  return Out;
}
