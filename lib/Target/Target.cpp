//===- Target.cpp - The processor table -----------------------------------===//

#include "gfxas/Target.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Twine.h"
#include "llvm/BinaryFormat/ELF.h"

using namespace gfxas;
using G = Generation;
using namespace llvm;

// Versions are those llvm-mc 19 reports in .option.machine_version_*; the
// generic targets belong to the generation whose instructions they accept.
// The ELF machine and the xnack and sramecc bits are what llvm-mc 19 puts in
// an object's e_flags, measured for every name of -mcpu=help.
static constexpr CpuInfo Cpus[] = {
    {"bonaire", G::GFX7, 7, 0, 4, ELF::EF_AMDGPU_MACH_AMDGCN_GFX704,
     /*Xnack=*/false, /*Sramecc=*/false, /*HasAgprs=*/false},
    {"carrizo", G::GFX8, 8, 0, 1, ELF::EF_AMDGPU_MACH_AMDGCN_GFX801,
     /*Xnack=*/true, /*Sramecc=*/false, /*HasAgprs=*/false},
    {"fiji", G::GFX8, 8, 0, 3, ELF::EF_AMDGPU_MACH_AMDGCN_GFX803,
     /*Xnack=*/false, /*Sramecc=*/false, /*HasAgprs=*/false},
    {"generic", G::GFX6, 6, 0, 0, ELF::EF_AMDGPU_MACH_NONE,
     /*Xnack=*/false, /*Sramecc=*/false, /*HasAgprs=*/false},
    {"generic-hsa", G::GFX7, 7, 0, 0, ELF::EF_AMDGPU_MACH_NONE,
     /*Xnack=*/false, /*Sramecc=*/false, /*HasAgprs=*/false},
    {"gfx10-1-generic", G::GFX10, 10, 1, 0,
     ELF::EF_AMDGPU_MACH_AMDGCN_GFX10_1_GENERIC,
     /*Xnack=*/true, /*Sramecc=*/false, /*HasAgprs=*/false,
     /*GenericVersion=*/1},
    {"gfx10-3-generic", G::GFX10_3, 10, 3, 0,
     ELF::EF_AMDGPU_MACH_AMDGCN_GFX10_3_GENERIC,
     /*Xnack=*/false, /*Sramecc=*/false, /*HasAgprs=*/false,
     /*GenericVersion=*/1},
    {"gfx1010", G::GFX10, 10, 1, 0, ELF::EF_AMDGPU_MACH_AMDGCN_GFX1010,
     /*Xnack=*/true, /*Sramecc=*/false, /*HasAgprs=*/false},
    {"gfx1011", G::GFX10, 10, 1, 1, ELF::EF_AMDGPU_MACH_AMDGCN_GFX1011,
     /*Xnack=*/true, /*Sramecc=*/false, /*HasAgprs=*/false},
    {"gfx1012", G::GFX10, 10, 1, 2, ELF::EF_AMDGPU_MACH_AMDGCN_GFX1012,
     /*Xnack=*/true, /*Sramecc=*/false, /*HasAgprs=*/false},
    {"gfx1013", G::GFX10, 10, 1, 3, ELF::EF_AMDGPU_MACH_AMDGCN_GFX1013,
     /*Xnack=*/true, /*Sramecc=*/false, /*HasAgprs=*/false},
    {"gfx1030", G::GFX10_3, 10, 3, 0, ELF::EF_AMDGPU_MACH_AMDGCN_GFX1030,
     /*Xnack=*/false, /*Sramecc=*/false, /*HasAgprs=*/false},
    {"gfx1031", G::GFX10_3, 10, 3, 1, ELF::EF_AMDGPU_MACH_AMDGCN_GFX1031,
     /*Xnack=*/false, /*Sramecc=*/false, /*HasAgprs=*/false},
    {"gfx1032", G::GFX10_3, 10, 3, 2, ELF::EF_AMDGPU_MACH_AMDGCN_GFX1032,
     /*Xnack=*/false, /*Sramecc=*/false, /*HasAgprs=*/false},
    {"gfx1033", G::GFX10_3, 10, 3, 3, ELF::EF_AMDGPU_MACH_AMDGCN_GFX1033,
     /*Xnack=*/false, /*Sramecc=*/false, /*HasAgprs=*/false},
    {"gfx1034", G::GFX10_3, 10, 3, 4, ELF::EF_AMDGPU_MACH_AMDGCN_GFX1034,
     /*Xnack=*/false, /*Sramecc=*/false, /*HasAgprs=*/false},
    {"gfx1035", G::GFX10_3, 10, 3, 5, ELF::EF_AMDGPU_MACH_AMDGCN_GFX1035,
     /*Xnack=*/false, /*Sramecc=*/false, /*HasAgprs=*/false},
    {"gfx1036", G::GFX10_3, 10, 3, 6, ELF::EF_AMDGPU_MACH_AMDGCN_GFX1036,
     /*Xnack=*/false, /*Sramecc=*/false, /*HasAgprs=*/false},
    {"gfx11-generic", G::GFX11, 11, 0, 3,
     ELF::EF_AMDGPU_MACH_AMDGCN_GFX11_GENERIC,
     /*Xnack=*/false, /*Sramecc=*/false, /*HasAgprs=*/false,
     /*GenericVersion=*/1},
    {"gfx1100", G::GFX11, 11, 0, 0, ELF::EF_AMDGPU_MACH_AMDGCN_GFX1100,
     /*Xnack=*/false, /*Sramecc=*/false, /*HasAgprs=*/false},
    {"gfx1101", G::GFX11, 11, 0, 1, ELF::EF_AMDGPU_MACH_AMDGCN_GFX1101,
     /*Xnack=*/false, /*Sramecc=*/false, /*HasAgprs=*/false},
    {"gfx1102", G::GFX11, 11, 0, 2, ELF::EF_AMDGPU_MACH_AMDGCN_GFX1102,
     /*Xnack=*/false, /*Sramecc=*/false, /*HasAgprs=*/false},
    {"gfx1103", G::GFX11, 11, 0, 3, ELF::EF_AMDGPU_MACH_AMDGCN_GFX1103,
     /*Xnack=*/false, /*Sramecc=*/false, /*HasAgprs=*/false},
    {"gfx1150", G::GFX11, 11, 5, 0, ELF::EF_AMDGPU_MACH_AMDGCN_GFX1150,
     /*Xnack=*/false, /*Sramecc=*/false, /*HasAgprs=*/false},
    {"gfx1151", G::GFX11, 11, 5, 1, ELF::EF_AMDGPU_MACH_AMDGCN_GFX1151,
     /*Xnack=*/false, /*Sramecc=*/false, /*HasAgprs=*/false},
    {"gfx1152", G::GFX11, 11, 5, 2, ELF::EF_AMDGPU_MACH_AMDGCN_GFX1152,
     /*Xnack=*/false, /*Sramecc=*/false, /*HasAgprs=*/false},
    {"gfx12-generic", G::GFX12, 12, 0, 0,
     ELF::EF_AMDGPU_MACH_AMDGCN_GFX12_GENERIC,
     /*Xnack=*/false, /*Sramecc=*/false, /*HasAgprs=*/false,
     /*GenericVersion=*/1},
    {"gfx1200", G::GFX12, 12, 0, 0, ELF::EF_AMDGPU_MACH_AMDGCN_GFX1200,
     /*Xnack=*/false, /*Sramecc=*/false, /*HasAgprs=*/false},
    {"gfx1201", G::GFX12, 12, 0, 1, ELF::EF_AMDGPU_MACH_AMDGCN_GFX1201,
     /*Xnack=*/false, /*Sramecc=*/false, /*HasAgprs=*/false},
    {"gfx600", G::GFX6, 6, 0, 0, ELF::EF_AMDGPU_MACH_AMDGCN_GFX600,
     /*Xnack=*/false, /*Sramecc=*/false, /*HasAgprs=*/false},
    {"gfx601", G::GFX6, 6, 0, 1, ELF::EF_AMDGPU_MACH_AMDGCN_GFX601,
     /*Xnack=*/false, /*Sramecc=*/false, /*HasAgprs=*/false},
    {"gfx602", G::GFX6, 6, 0, 2, ELF::EF_AMDGPU_MACH_AMDGCN_GFX602,
     /*Xnack=*/false, /*Sramecc=*/false, /*HasAgprs=*/false},
    {"gfx700", G::GFX7, 7, 0, 0, ELF::EF_AMDGPU_MACH_AMDGCN_GFX700,
     /*Xnack=*/false, /*Sramecc=*/false, /*HasAgprs=*/false},
    {"gfx701", G::GFX7, 7, 0, 1, ELF::EF_AMDGPU_MACH_AMDGCN_GFX701,
     /*Xnack=*/false, /*Sramecc=*/false, /*HasAgprs=*/false},
    {"gfx702", G::GFX7, 7, 0, 2, ELF::EF_AMDGPU_MACH_AMDGCN_GFX702,
     /*Xnack=*/false, /*Sramecc=*/false, /*HasAgprs=*/false},
    {"gfx703", G::GFX7, 7, 0, 3, ELF::EF_AMDGPU_MACH_AMDGCN_GFX703,
     /*Xnack=*/false, /*Sramecc=*/false, /*HasAgprs=*/false},
    {"gfx704", G::GFX7, 7, 0, 4, ELF::EF_AMDGPU_MACH_AMDGCN_GFX704,
     /*Xnack=*/false, /*Sramecc=*/false, /*HasAgprs=*/false},
    {"gfx705", G::GFX7, 7, 0, 5, ELF::EF_AMDGPU_MACH_AMDGCN_GFX705,
     /*Xnack=*/false, /*Sramecc=*/false, /*HasAgprs=*/false},
    {"gfx801", G::GFX8, 8, 0, 1, ELF::EF_AMDGPU_MACH_AMDGCN_GFX801,
     /*Xnack=*/true, /*Sramecc=*/false, /*HasAgprs=*/false},
    {"gfx802", G::GFX8, 8, 0, 2, ELF::EF_AMDGPU_MACH_AMDGCN_GFX802,
     /*Xnack=*/false, /*Sramecc=*/false, /*HasAgprs=*/false},
    {"gfx803", G::GFX8, 8, 0, 3, ELF::EF_AMDGPU_MACH_AMDGCN_GFX803,
     /*Xnack=*/false, /*Sramecc=*/false, /*HasAgprs=*/false},
    {"gfx805", G::GFX8, 8, 0, 5, ELF::EF_AMDGPU_MACH_AMDGCN_GFX805,
     /*Xnack=*/false, /*Sramecc=*/false, /*HasAgprs=*/false},
    {"gfx810", G::GFX8, 8, 1, 0, ELF::EF_AMDGPU_MACH_AMDGCN_GFX810,
     /*Xnack=*/true, /*Sramecc=*/false, /*HasAgprs=*/false},
    {"gfx9-generic", G::GFX9, 9, 0, 0, ELF::EF_AMDGPU_MACH_AMDGCN_GFX9_GENERIC,
     /*Xnack=*/true, /*Sramecc=*/false, /*HasAgprs=*/false,
     /*GenericVersion=*/1},
    {"gfx900", G::GFX9, 9, 0, 0, ELF::EF_AMDGPU_MACH_AMDGCN_GFX900,
     /*Xnack=*/true, /*Sramecc=*/false, /*HasAgprs=*/false},
    {"gfx902", G::GFX9, 9, 0, 2, ELF::EF_AMDGPU_MACH_AMDGCN_GFX902,
     /*Xnack=*/true, /*Sramecc=*/false, /*HasAgprs=*/false},
    {"gfx904", G::GFX9, 9, 0, 4, ELF::EF_AMDGPU_MACH_AMDGCN_GFX904,
     /*Xnack=*/true, /*Sramecc=*/false, /*HasAgprs=*/false},
    {"gfx906", G::GFX9, 9, 0, 6, ELF::EF_AMDGPU_MACH_AMDGCN_GFX906,
     /*Xnack=*/true, /*Sramecc=*/true, /*HasAgprs=*/false},
    {"gfx908", G::GFX9, 9, 0, 8, ELF::EF_AMDGPU_MACH_AMDGCN_GFX908,
     /*Xnack=*/true, /*Sramecc=*/true, /*HasAgprs=*/true},
    {"gfx909", G::GFX9, 9, 0, 9, ELF::EF_AMDGPU_MACH_AMDGCN_GFX909,
     /*Xnack=*/true, /*Sramecc=*/false, /*HasAgprs=*/false},
    {"gfx90a", G::GFX9, 9, 0, 10, ELF::EF_AMDGPU_MACH_AMDGCN_GFX90A,
     /*Xnack=*/true, /*Sramecc=*/true, /*HasAgprs=*/true,
     /*GenericVersion=*/0, /*AlignedVgprs=*/true},
    {"gfx90c", G::GFX9, 9, 0, 12, ELF::EF_AMDGPU_MACH_AMDGCN_GFX90C,
     /*Xnack=*/true, /*Sramecc=*/false, /*HasAgprs=*/false},
    {"gfx940", G::GFX9, 9, 4, 0, ELF::EF_AMDGPU_MACH_AMDGCN_GFX940,
     /*Xnack=*/true, /*Sramecc=*/true, /*HasAgprs=*/true,
     /*GenericVersion=*/0, /*AlignedVgprs=*/true},
    {"gfx941", G::GFX9, 9, 4, 1, ELF::EF_AMDGPU_MACH_AMDGCN_GFX941,
     /*Xnack=*/true, /*Sramecc=*/true, /*HasAgprs=*/true,
     /*GenericVersion=*/0, /*AlignedVgprs=*/true},
    {"gfx942", G::GFX9, 9, 4, 2, ELF::EF_AMDGPU_MACH_AMDGCN_GFX942,
     /*Xnack=*/true, /*Sramecc=*/true, /*HasAgprs=*/true,
     /*GenericVersion=*/0, /*AlignedVgprs=*/true},
    {"hainan", G::GFX6, 6, 0, 2, ELF::EF_AMDGPU_MACH_AMDGCN_GFX602,
     /*Xnack=*/false, /*Sramecc=*/false, /*HasAgprs=*/false},
    {"hawaii", G::GFX7, 7, 0, 1, ELF::EF_AMDGPU_MACH_AMDGCN_GFX701,
     /*Xnack=*/false, /*Sramecc=*/false, /*HasAgprs=*/false},
    {"iceland", G::GFX8, 8, 0, 2, ELF::EF_AMDGPU_MACH_AMDGCN_GFX802,
     /*Xnack=*/false, /*Sramecc=*/false, /*HasAgprs=*/false},
    {"kabini", G::GFX7, 7, 0, 3, ELF::EF_AMDGPU_MACH_AMDGCN_GFX703,
     /*Xnack=*/false, /*Sramecc=*/false, /*HasAgprs=*/false},
    {"kaveri", G::GFX7, 7, 0, 0, ELF::EF_AMDGPU_MACH_AMDGCN_GFX700,
     /*Xnack=*/false, /*Sramecc=*/false, /*HasAgprs=*/false},
    {"mullins", G::GFX7, 7, 0, 3, ELF::EF_AMDGPU_MACH_AMDGCN_GFX703,
     /*Xnack=*/false, /*Sramecc=*/false, /*HasAgprs=*/false},
    {"oland", G::GFX6, 6, 0, 2, ELF::EF_AMDGPU_MACH_AMDGCN_GFX602,
     /*Xnack=*/false, /*Sramecc=*/false, /*HasAgprs=*/false},
    {"pitcairn", G::GFX6, 6, 0, 1, ELF::EF_AMDGPU_MACH_AMDGCN_GFX601,
     /*Xnack=*/false, /*Sramecc=*/false, /*HasAgprs=*/false},
    {"polaris10", G::GFX8, 8, 0, 3, ELF::EF_AMDGPU_MACH_AMDGCN_GFX803,
     /*Xnack=*/false, /*Sramecc=*/false, /*HasAgprs=*/false},
    {"polaris11", G::GFX8, 8, 0, 3, ELF::EF_AMDGPU_MACH_AMDGCN_GFX803,
     /*Xnack=*/false, /*Sramecc=*/false, /*HasAgprs=*/false},
    {"stoney", G::GFX8, 8, 1, 0, ELF::EF_AMDGPU_MACH_AMDGCN_GFX810,
     /*Xnack=*/true, /*Sramecc=*/false, /*HasAgprs=*/false},
    {"tahiti", G::GFX6, 6, 0, 0, ELF::EF_AMDGPU_MACH_AMDGCN_GFX600,
     /*Xnack=*/false, /*Sramecc=*/false, /*HasAgprs=*/false},
    {"tonga", G::GFX8, 8, 0, 2, ELF::EF_AMDGPU_MACH_AMDGCN_GFX802,
     /*Xnack=*/false, /*Sramecc=*/false, /*HasAgprs=*/false},
    {"tongapro", G::GFX8, 8, 0, 5, ELF::EF_AMDGPU_MACH_AMDGCN_GFX805,
     /*Xnack=*/false, /*Sramecc=*/false, /*HasAgprs=*/false},
    {"verde", G::GFX6, 6, 0, 1, ELF::EF_AMDGPU_MACH_AMDGCN_GFX601,
     /*Xnack=*/false, /*Sramecc=*/false, /*HasAgprs=*/false},
};

llvm::ArrayRef<CpuInfo> gfxas::allCpus() { return Cpus; }

static constexpr CpuInfo NoCpu = {"", G::GFX6, 0, 0, 0, ELF::EF_AMDGPU_MACH_NONE,
                                   false, false, false};

const CpuInfo *gfxas::lookupCpu(llvm::StringRef Name) {
  if (Name.empty())
    return &NoCpu;
  for (const CpuInfo &C : Cpus)
    if (Name == C.Name)
      return &C;
  return nullptr;
}

//===-- -mattr ------------------------------------------------------------===//

static constexpr llvm::StringLiteral FeatureNames[] = {
#define FEATURE(Name) Name,
#include "Target/Generated/Features.def"
};

/// The generations whose processors llvm-mc 19 defines with
/// wavefrontsize64 (gfx10 on have no wavefront size by default).
static constexpr GenMask Wave64ByDefault = genRange(G::GFX6, G::GFX9);

namespace {
/// What a list says of one on/off feature: nothing, or its last word.
enum class Request : uint8_t { None, On, Off };

/// llvm-mc's warning for a request of a feature the processor lacks.
std::string unsupportedRequest(const llvm::Twine &Feature, Request R) {
  return (Feature + " '" + (R == Request::On ? "On" : "Off") +
          "' was requested for a processor that does not support it!")
      .str();
}
/// llvm::AMDGPU::IsaInfo::AMDGPUTargetID::setTargetIDFromFeaturesString.
TargetIdSetting targetIdSetting(bool Supported, Request R) {
  if (!Supported)
    return TargetIdSetting::Unsupported;
  if (R == Request::None)
    return TargetIdSetting::Any;
  return R == Request::On ? TargetIdSetting::On : TargetIdSetting::Off;
}
} // namespace

FeatureSelection gfxas::selectFeatures(llvm::StringRef List,
                                       const CpuInfo &Cpu) {
  FeatureSelection S;
  Request Xnack = Request::None, Sramecc = Request::None;
  Request Wave64 = Request::None, Wave32 = Request::None;
  llvm::SmallVector<llvm::StringRef, 8> Items;
  List.split(Items, ',', /*MaxSplit=*/-1, /*KeepEmpty=*/false);
  for (llvm::StringRef Item : Items) {
    // llvm::SubtargetFeatures: lower case, and '+' before a name without a
    // sign (" +xnack" becomes "+ +xnack", which no feature is called).
    std::string Feature = Item.lower();
    if (Feature[0] != '+' && Feature[0] != '-')
      Feature.insert(0, "+");
    llvm::StringRef Name = llvm::StringRef(Feature).drop_front();
    bool Known = llvm::any_of(FeatureNames, [&](llvm::StringRef F) {
      return F.equals_insensitive(Name);
    });
    if (!Known) {
      S.Unrecognized.push_back(
          "'" + Feature +
          "' is not a recognized feature for this target (ignoring feature)");
      continue;
    }
    Request R = Feature[0] == '+' ? Request::On : Request::Off;
    if (Name == "xnack")
      Xnack = R;
    else if (Name == "sramecc")
      Sramecc = R;
    else if (Name == "wavefrontsize64")
      Wave64 = R;
    else if (Name == "wavefrontsize32")
      Wave32 = R;
    else if (!S.Unmodelled)
      S.Unmodelled = Feature;
  }
  // llvm-mc turns wavefrontsize32 on where neither size was asked for.
  S.WavefrontSize64 = Wave64 == Request::On && Wave32 != Request::On;
  S.DecodesNothing =
      (Wave64ByDefault & genBit(Cpu.Gen)) && Wave64 == Request::Off;
  // A processor has xnack and sramecc by default when it supports them.
  S.Xnack = Cpu.Xnack && Xnack != Request::Off;
  S.Sramecc = Cpu.Sramecc && Sramecc != Request::Off;
  S.XnackSetting = targetIdSetting(Cpu.Xnack, Xnack);
  S.SrameccSetting = targetIdSetting(Cpu.Sramecc, Sramecc);
  if (!Cpu.Xnack && Xnack != Request::None)
    S.Warnings.push_back(unsupportedRequest("xnack", Xnack));
  if (!Cpu.Sramecc && Sramecc != Request::None)
    S.Warnings.push_back(unsupportedRequest("sramecc", Sramecc));
  return S;
}
