//===- TargetTables.cpp - Per-generation instruction data ----------------===//
//
// Every row below was checked against llvm-mc 19 (see
// ../shared/spec/FACTS.md and the lit tests under test/).
//
//===----------------------------------------------------------------------===//

#include "Target/TargetTables.h"

using namespace gfxas;
using G = Generation;

static constexpr GenMask AllGens = genRange(G::GFX6, G::GFX12);

//===-- Floating-point inline constants ------------------------------------===//

static constexpr InlineFloat InlineFloats[] = {
    {240, 0x3F000000, 0x3FE0000000000000, 0x3800, "0.5", "0.5", AllGens},
    {241, 0xBF000000, 0xBFE0000000000000, 0xB800, "-0.5", "-0.5", AllGens},
    {242, 0x3F800000, 0x3FF0000000000000, 0x3C00, "1.0", "1.0", AllGens},
    {243, 0xBF800000, 0xBFF0000000000000, 0xBC00, "-1.0", "-1.0", AllGens},
    {244, 0x40000000, 0x4000000000000000, 0x4000, "2.0", "2.0", AllGens},
    {245, 0xC0000000, 0xC000000000000000, 0xC000, "-2.0", "-2.0", AllGens},
    {246, 0x40800000, 0x4010000000000000, 0x4400, "4.0", "4.0", AllGens},
    {247, 0xC0800000, 0xC010000000000000, 0xC400, "-4.0", "-4.0", AllGens},
    // 1/(2*pi), with the digits llvm-mc prints.
    {248, 0x3E22F983, 0x3FC45F306DC9C882, 0x3118, "0.15915494",
     "0.15915494309189532", genRange(G::GFX8, G::GFX12)},
};

llvm::ArrayRef<InlineFloat> gfxas::allInlineFloats() { return InlineFloats; }

const InlineFloat *gfxas::lookupInlineFloat(uint32_t Bits, Generation Gen) {
  for (const InlineFloat &F : InlineFloats)
    if (F.Bits == Bits && inGens(F.Gens, Gen))
      return &F;
  return nullptr;
}

const InlineFloat *gfxas::lookupInlineHalf(uint16_t Bits, Generation Gen) {
  for (const InlineFloat &F : InlineFloats)
    if (F.HalfBits == Bits && inGens(F.Gens, Gen))
      return &F;
  return nullptr;
}

const InlineFloat *gfxas::lookupInlineFloatCode(unsigned Code) {
  for (const InlineFloat &F : InlineFloats)
    if (F.Code == Code)
      return &F;
  return nullptr;
}

//===-- s_version ---------------------------------------------------------===//

static constexpr UcVersion UcVersions[] = {{"UC_VERSION_GFX7", 0},
                                           {"UC_VERSION_GFX10", 4},
                                           {"UC_VERSION_GFX11", 6},
                                           {"UC_VERSION_GFX12", 9}};
// In the order llvm-mc's disassembler ORs them on.
static constexpr UcVersionFlag UcVersionFlags[] = {
    {"UC_VERSION_W64_BIT", 0x2000},
    {"UC_VERSION_W32_BIT", 0x4000},
    {"UC_VERSION_MDP_BIT", 0x8000}};

llvm::ArrayRef<UcVersion> gfxas::allUcVersions() { return UcVersions; }
llvm::ArrayRef<UcVersionFlag> gfxas::allUcVersionFlags() {
  return UcVersionFlags;
}

const UcVersion *gfxas::lookupUcVersion(unsigned Code) {
  for (const UcVersion &V : UcVersions)
    if (V.Code == Code)
      return &V;
  return nullptr;
}
