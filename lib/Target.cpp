//===- Target.cpp - The processor table -----------------------------------===//

#include "gfxas/Target.h"
#include "llvm/ADT/STLExtras.h"

using namespace gfxas;
using G = Generation;

// Versions are those llvm-mc 19 reports in .option.machine_version_*; the
// generic targets belong to the generation whose instructions they accept.
static constexpr CpuInfo Cpus[] = {
    {"bonaire", G::GFX7, 7, 0, 4},
    {"carrizo", G::GFX8, 8, 0, 1},
    {"fiji", G::GFX8, 8, 0, 3},
    {"generic", G::GFX6, 6, 0, 0},
    {"generic-hsa", G::GFX7, 7, 0, 0},
    {"gfx10-1-generic", G::GFX10, 10, 1, 0},
    {"gfx10-3-generic", G::GFX10_3, 10, 3, 0},
    {"gfx1010", G::GFX10, 10, 1, 0},
    {"gfx1011", G::GFX10, 10, 1, 1},
    {"gfx1012", G::GFX10, 10, 1, 2},
    {"gfx1013", G::GFX10, 10, 1, 3},
    {"gfx1030", G::GFX10_3, 10, 3, 0},
    {"gfx1031", G::GFX10_3, 10, 3, 1},
    {"gfx1032", G::GFX10_3, 10, 3, 2},
    {"gfx1033", G::GFX10_3, 10, 3, 3},
    {"gfx1034", G::GFX10_3, 10, 3, 4},
    {"gfx1035", G::GFX10_3, 10, 3, 5},
    {"gfx1036", G::GFX10_3, 10, 3, 6},
    {"gfx11-generic", G::GFX11, 11, 0, 3},
    {"gfx1100", G::GFX11, 11, 0, 0},
    {"gfx1101", G::GFX11, 11, 0, 1},
    {"gfx1102", G::GFX11, 11, 0, 2},
    {"gfx1103", G::GFX11, 11, 0, 3},
    {"gfx1150", G::GFX11, 11, 5, 0},
    {"gfx1151", G::GFX11, 11, 5, 1},
    {"gfx1152", G::GFX11, 11, 5, 2},
    {"gfx12-generic", G::GFX12, 12, 0, 0},
    {"gfx1200", G::GFX12, 12, 0, 0},
    {"gfx1201", G::GFX12, 12, 0, 1},
    {"gfx600", G::GFX6, 6, 0, 0},
    {"gfx601", G::GFX6, 6, 0, 1},
    {"gfx602", G::GFX6, 6, 0, 2},
    {"gfx700", G::GFX7, 7, 0, 0},
    {"gfx701", G::GFX7, 7, 0, 1},
    {"gfx702", G::GFX7, 7, 0, 2},
    {"gfx703", G::GFX7, 7, 0, 3},
    {"gfx704", G::GFX7, 7, 0, 4},
    {"gfx705", G::GFX7, 7, 0, 5},
    {"gfx801", G::GFX8, 8, 0, 1},
    {"gfx802", G::GFX8, 8, 0, 2},
    {"gfx803", G::GFX8, 8, 0, 3},
    {"gfx805", G::GFX8, 8, 0, 5},
    {"gfx810", G::GFX8, 8, 1, 0},
    {"gfx9-generic", G::GFX9, 9, 0, 0},
    {"gfx900", G::GFX9, 9, 0, 0},
    {"gfx902", G::GFX9, 9, 0, 2},
    {"gfx904", G::GFX9, 9, 0, 4},
    {"gfx906", G::GFX9, 9, 0, 6},
    {"gfx908", G::GFX9, 9, 0, 8, /*HasAgprs=*/true},
    {"gfx909", G::GFX9, 9, 0, 9},
    {"gfx90a", G::GFX9, 9, 0, 10, /*HasAgprs=*/true},
    {"gfx90c", G::GFX9, 9, 0, 12},
    {"gfx940", G::GFX9, 9, 4, 0, /*HasAgprs=*/true},
    {"gfx941", G::GFX9, 9, 4, 1, /*HasAgprs=*/true},
    {"gfx942", G::GFX9, 9, 4, 2, /*HasAgprs=*/true},
    {"hainan", G::GFX6, 6, 0, 2},
    {"hawaii", G::GFX7, 7, 0, 1},
    {"iceland", G::GFX8, 8, 0, 2},
    {"kabini", G::GFX7, 7, 0, 3},
    {"kaveri", G::GFX7, 7, 0, 0},
    {"mullins", G::GFX7, 7, 0, 3},
    {"oland", G::GFX6, 6, 0, 2},
    {"pitcairn", G::GFX6, 6, 0, 1},
    {"polaris10", G::GFX8, 8, 0, 3},
    {"polaris11", G::GFX8, 8, 0, 3},
    {"stoney", G::GFX8, 8, 1, 0},
    {"tahiti", G::GFX6, 6, 0, 0},
    {"tonga", G::GFX8, 8, 0, 2},
    {"tongapro", G::GFX8, 8, 0, 5},
    {"verde", G::GFX6, 6, 0, 1},
};

llvm::ArrayRef<CpuInfo> gfxas::allCpus() { return Cpus; }

static constexpr CpuInfo NoCpu = {"", G::GFX6, 0, 0, 0};

const CpuInfo *gfxas::lookupCpu(llvm::StringRef Name) {
  if (Name.empty())
    return &NoCpu;
  for (const CpuInfo &C : Cpus)
    if (Name == C.Name)
      return &C;
  return nullptr;
}
