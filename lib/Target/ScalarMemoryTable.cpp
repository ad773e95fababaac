//===- ScalarMemoryTable.cpp - Scalar memory per generation --------------===//
//
// Each row was checked against llvm-mc 19: its smrd_offset_8,
// SMRDLiteralOffset and SMEMOffset operands, validateSMEMOffset,
// parseCPol and validateCoherencyBits, and the gfx12 Real encodings of the
// probes and prefetches (test/smem, test/llvm).
//
//===----------------------------------------------------------------------===//

#include "Target/ScalarMemoryTable.h"
#include "llvm/Support/ErrorHandling.h"

using namespace gfxas;
using G = Generation;

static constexpr SmemOffsetRange SmrdOffset = {8, false, std::nullopt};
static constexpr SmemOffsetRange Unsigned20 = {
    20, false, ValidatorCheck::SmemOffset20Unsigned};
static constexpr SmemOffsetRange Signed21 = {
    21, true, ValidatorCheck::SmemOffset21Signed};
static constexpr SmemOffsetRange Signed24 = {
    24, true, ValidatorCheck::SmemOffset24Signed};

static constexpr ScalarMemoryInfo Rows[] = {
    // Gens, Smrd, LiteralOffset, Offset, BufferOffset, CachePolicy, SccFrom,
    // ProbeDataBits
    {genBit(G::GFX6), true, false, SmrdOffset, SmrdOffset,
     SmemCachePolicy::None, std::nullopt, 0},
    {genBit(G::GFX7), true, true, SmrdOffset, SmrdOffset, SmemCachePolicy::None,
     std::nullopt, 0},
    {genBit(G::GFX8), false, false, Unsigned20, Unsigned20,
     SmemCachePolicy::Glc, std::nullopt, 7},
    // scc on gfx90a (machine version 9.0.10), gfx940 and after.
    {genBit(G::GFX9), false, false, Signed21, Unsigned20, SmemCachePolicy::Glc,
     MachineVersion{9, 0, 10}, 7},
    {genRange(G::GFX10, G::GFX11), false, false, Signed21, Unsigned20,
     SmemCachePolicy::GlcDlc, std::nullopt, 7},
    {genBit(G::GFX12), false, false, Signed24, Signed24,
     SmemCachePolicy::ThScope, std::nullopt, 5},
};

const ScalarMemoryInfo &gfxas::scalarMemory(Generation Gen) {
  for (const ScalarMemoryInfo &R : Rows)
    if (inGens(R.Gens, Gen))
      return R;
  llvm_unreachable("every generation has a scalar memory row");
}
