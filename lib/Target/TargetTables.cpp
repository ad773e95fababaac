//===- TargetTables.cpp - Per-generation instruction data ----------------===//
//
// Every row below was checked against llvm-mc 19 (see
// ../shared/spec/FACTS.md and the lit tests under test/).
//
//===----------------------------------------------------------------------===//

#include "Target/TargetTables.h"
#include "llvm/ADT/STLExtras.h"
#include <initializer_list>
#include <tuple>

using namespace gfxas;
using G = Generation;

static constexpr GenMask AllGens = genRange(G::GFX6, G::GFX12);
static constexpr GenMask PreGFX11 = genRange(G::GFX6, G::GFX10_3);
static constexpr GenMask GFX11Plus = genRange(G::GFX11, G::GFX12);

//===-- s_sendmsg ---------------------------------------------------------===//

static constexpr SendMsgLayout PreGFX11MsgLayout = {0xF, true};
static constexpr SendMsgLayout GFX11MsgLayout = {0xFF, false};

const SendMsgLayout &gfxas::sendMsgLayout(Generation Gen) {
  return inGens(GFX11Plus, Gen) ? GFX11MsgLayout : PreGFX11MsgLayout;
}

static constexpr MsgInfo Msgs[] = {
    {"MSG_INTERRUPT", 1, AllGens, MsgOps::None},
    {"MSG_GS", 2, PreGFX11, MsgOps::GS},
    {"MSG_GS_DONE", 3, PreGFX11, MsgOps::GSDone},
    {"MSG_SAVEWAVE", 4, genRange(G::GFX8, G::GFX10_3), MsgOps::None},
    {"MSG_STALL_WAVE_GEN", 5, genRange(G::GFX9, G::GFX11), MsgOps::None},
    {"MSG_HALT_WAVES", 6, genRange(G::GFX9, G::GFX11), MsgOps::None},
    {"MSG_ORDERED_PS_DONE", 7, genRange(G::GFX9, G::GFX10_3), MsgOps::None},
    {"MSG_EARLY_PRIM_DEALLOC", 8, genRange(G::GFX9, G::GFX10_3),
     MsgOps::None},
    {"MSG_GS_ALLOC_REQ", 9, genRange(G::GFX9, G::GFX12), MsgOps::None},
    {"MSG_GET_DOORBELL", 10, genRange(G::GFX9, G::GFX10_3), MsgOps::None},
    {"MSG_GET_DDID", 11, genRange(G::GFX10, G::GFX10_3), MsgOps::None},
    {"MSG_HS_TESSFACTOR", 2, GFX11Plus, MsgOps::None},
    {"MSG_DEALLOC_VGPRS", 3, GFX11Plus, MsgOps::None},
    {"MSG_SYSMSG", 15, AllGens, MsgOps::Sys},
    {"MSG_RTN_GET_DOORBELL", 0x80, GFX11Plus, MsgOps::None},
    {"MSG_RTN_GET_DDID", 0x81, GFX11Plus, MsgOps::None},
    {"MSG_RTN_GET_TMA", 0x82, GFX11Plus, MsgOps::None},
    {"MSG_RTN_GET_REALTIME", 0x83, GFX11Plus, MsgOps::None},
    {"MSG_RTN_SAVE_WAVE", 0x84, GFX11Plus, MsgOps::None},
    {"MSG_RTN_GET_TBA", 0x85, GFX11Plus, MsgOps::None},
    {"MSG_RTN_GET_TBA_TO_PC", 0x86, GFX11Plus, MsgOps::None},
    {"MSG_RTN_GET_SE_AID_ID", 0x87, genBit(G::GFX12), MsgOps::None},
};

// The GS operation names are accepted on every generation (with a numeric
// message on gfx11+, where MSG_GS itself is gone).
static constexpr MsgOpInfo MsgOpsTable[] = {
    // Name, Id, Gens, IsSys, WithGS, WithGSDone, TakesStream
    {"GS_OP_NOP", 0, AllGens, false, false, true, false},
    {"GS_OP_CUT", 1, AllGens, false, true, true, true},
    {"GS_OP_EMIT", 2, AllGens, false, true, true, true},
    {"GS_OP_EMIT_CUT", 3, AllGens, false, true, true, true},
    {"SYSMSG_OP_ECC_ERR_INTERRUPT", 1, AllGens, true, false, false, false},
    {"SYSMSG_OP_REG_RD", 2, AllGens, true, false, false, false},
    {"SYSMSG_OP_HOST_TRAP_ACK", 3, genRange(G::GFX6, G::GFX8), true, false,
     false, false},
    {"SYSMSG_OP_TTRACE_PC", 4, AllGens, true, false, false, false},
};

llvm::ArrayRef<MsgInfo> gfxas::allMsgs() { return Msgs; }
llvm::ArrayRef<MsgOpInfo> gfxas::allMsgOps() { return MsgOpsTable; }

const MsgInfo *gfxas::lookupMsgByName(llvm::StringRef Name) {
  for (const MsgInfo &M : Msgs)
    if (Name == M.Name)
      return &M;
  return nullptr;
}

const MsgInfo *gfxas::lookupMsgById(unsigned Id, Generation Gen) {
  for (const MsgInfo &M : Msgs)
    if (M.Id == Id && inGens(M.Gens, Gen))
      return &M;
  return nullptr;
}

const MsgOpInfo *gfxas::lookupMsgOpByName(int64_t MsgId,
                                          llvm::StringRef Name) {
  bool Sys = MsgId == SysMsgId;
  for (const MsgOpInfo &Op : MsgOpsTable)
    if (Op.IsSys == Sys && Name == Op.Name)
      return &Op;
  return nullptr;
}

const MsgOpInfo *gfxas::lookupMsgOpById(const MsgInfo &Msg, unsigned OpId,
                                        Generation Gen) {
  for (const MsgOpInfo &Op : MsgOpsTable) {
    if (Op.Id != OpId || !inGens(Op.Gens, Gen))
      continue;
    bool Fits = (Msg.Ops == MsgOps::Sys && Op.IsSys) ||
                (Msg.Ops == MsgOps::GS && Op.ValidWithGS) ||
                (Msg.Ops == MsgOps::GSDone && Op.ValidWithGSDone);
    if (Fits)
      return &Op;
  }
  return nullptr;
}

//===-- s_waitcnt ---------------------------------------------------------===//

// Counters are in Counter order: vmcnt, expcnt, lgkmcnt.
static constexpr WaitcntLayout WaitcntLayouts[] = {
    // gfx6-8: vmcnt 3:0, expcnt 6:4, lgkmcnt 11:8.
    {genRange(G::GFX6, G::GFX8),
     {{{0, 4}, {0, 0}}, {{4, 3}, {0, 0}}, {{8, 4}, {0, 0}}}},
    // gfx9: vmcnt gains bits 15:14.
    {genBit(G::GFX9),
     {{{0, 4}, {14, 2}}, {{4, 3}, {0, 0}}, {{8, 4}, {0, 0}}}},
    // gfx10: lgkmcnt widens to 13:8.
    {genRange(G::GFX10, G::GFX10_3),
     {{{0, 4}, {14, 2}}, {{4, 3}, {0, 0}}, {{8, 6}, {0, 0}}}},
    // gfx11+: vmcnt 15:10, expcnt 2:0, lgkmcnt 9:4.
    {GFX11Plus, {{{10, 6}, {0, 0}}, {{0, 3}, {0, 0}}, {{4, 6}, {0, 0}}}},
};

const WaitcntLayout &gfxas::waitcntLayout(Generation Gen) {
  for (const WaitcntLayout &L : WaitcntLayouts)
    if (inGens(L.Gens, Gen))
      return L;
  llvm_unreachable("every generation has a waitcnt layout");
}

const char *gfxas::counterName(Counter C) {
  return CounterNames[static_cast<unsigned>(C)].Name.data();
}

//===-- s_delay_alu -------------------------------------------------------===//

static constexpr llvm::StringLiteral InstIdNames[] = {
    "NO_DEP",        "VALU_DEP_1",    "VALU_DEP_2",        "VALU_DEP_3",
    "VALU_DEP_4",    "TRANS32_DEP_1", "TRANS32_DEP_2",     "TRANS32_DEP_3",
    "FMA_ACCUM_CYCLE_1", "SALU_CYCLE_1", "SALU_CYCLE_2", "SALU_CYCLE_3",
};

static constexpr llvm::StringLiteral InstSkipNames[] = {
    "SAME", "NEXT", "SKIP_1", "SKIP_2", "SKIP_3", "SKIP_4",
};

static const DelayField DelayFields[] = {
    {"instid0", {0, 4}, InstIdNames, "/* invalid instid value */"},
    {"instskip", {4, 3}, InstSkipNames, "/* invalid instskip value */"},
    {"instid1", {7, 4}, InstIdNames, "/* invalid instid value */"},
};

llvm::ArrayRef<DelayField> gfxas::allDelayFields() { return DelayFields; }

const DelayField *gfxas::lookupDelayField(llvm::StringRef Name) {
  for (const DelayField &F : DelayFields)
    if (Name == F.Name)
      return &F;
  return nullptr;
}

//===-- Floating-point inline constants ------------------------------------===//

static constexpr InlineFloat InlineFloats[] = {
    {240, 0x3F000000, 0x3FE0000000000000, "0.5", "0.5", AllGens},
    {241, 0xBF000000, 0xBFE0000000000000, "-0.5", "-0.5", AllGens},
    {242, 0x3F800000, 0x3FF0000000000000, "1.0", "1.0", AllGens},
    {243, 0xBF800000, 0xBFF0000000000000, "-1.0", "-1.0", AllGens},
    {244, 0x40000000, 0x4000000000000000, "2.0", "2.0", AllGens},
    {245, 0xC0000000, 0xC000000000000000, "-2.0", "-2.0", AllGens},
    {246, 0x40800000, 0x4010000000000000, "4.0", "4.0", AllGens},
    {247, 0xC0800000, 0xC010000000000000, "-4.0", "-4.0", AllGens},
    // 1/(2*pi), with the digits llvm-mc prints.
    {248, 0x3E22F983, 0x3FC45F306DC9C882, "0.15915494", "0.15915494309189532",
     genRange(G::GFX8, G::GFX12)},
};

llvm::ArrayRef<InlineFloat> gfxas::allInlineFloats() { return InlineFloats; }

const InlineFloat *gfxas::lookupInlineFloat(uint32_t Bits, Generation Gen) {
  for (const InlineFloat &F : InlineFloats)
    if (F.Bits == Bits && inGens(F.Gens, Gen))
      return &F;
  return nullptr;
}

const InlineFloat *gfxas::lookupInlineFloatCode(unsigned Code) {
  for (const InlineFloat &F : InlineFloats)
    if (F.Code == Code)
      return &F;
  return nullptr;
}

//===-- s_waitcnt_depctr --------------------------------------------------===//

static constexpr DepCtrField DepCtrFields[] = {
    // Name, Bits, Max, Default, Gens
    {"depctr_hold_cnt", {7, 1}, 1, 1, genRange(G::GFX10_3, G::GFX12)},
    {"depctr_sa_sdst", {0, 1}, 1, 1, genRange(G::GFX10, G::GFX12)},
    {"depctr_va_vdst", {12, 4}, 15, 15, genRange(G::GFX10, G::GFX12)},
    {"depctr_va_sdst", {9, 3}, 7, 7, genRange(G::GFX10, G::GFX12)},
    {"depctr_va_ssrc", {8, 1}, 1, 1, genRange(G::GFX10, G::GFX12)},
    {"depctr_va_vcc", {1, 1}, 1, 1, genRange(G::GFX10, G::GFX12)},
    {"depctr_vm_vsrc", {2, 3}, 7, 7, genRange(G::GFX10, G::GFX12)},
};

llvm::ArrayRef<DepCtrField> gfxas::allDepCtrFields() { return DepCtrFields; }

const DepCtrField *gfxas::lookupDepCtrField(llvm::StringRef Name) {
  for (const DepCtrField &F : DepCtrFields)
    if (Name == F.Name)
      return &F;
  return nullptr;
}

unsigned gfxas::depCtrDefault(Generation Gen) {
  unsigned V = 0;
  for (const DepCtrField &F : DepCtrFields)
    if (inGens(F.Gens, Gen))
      V |= unsigned(F.Default) << F.Bits.Shift;
  return V;
}

//===-- s_set_gpr_idx_mode ------------------------------------------------===//

static constexpr llvm::StringLiteral GprIdxModes[] = {"SRC0", "SRC1", "SRC2",
                                                      "DST"};

llvm::ArrayRef<llvm::StringLiteral> gfxas::gprIdxModeNames() {
  return GprIdxModes;
}

//===-- hwreg(...) --------------------------------------------------------===//

namespace {
constexpr GenMask gens(std::initializer_list<Generation> Gs) {
  GenMask M = 0;
  for (Generation G : Gs)
    M |= genBit(G);
  return M;
}

/// A row only processors of Gen from a machine version on have.
struct HwregMinVersion {
  llvm::StringLiteral Name;
  uint8_t Id;
  Generation Gen;
  uint8_t Major, Minor, Stepping;
};

/// A processor that lacks a row its generation has.
struct HwregNotOn {
  llvm::StringLiteral Name;
  uint8_t Id;
  llvm::StringLiteral Cpu;
};

// The names GENS(...) writes.
namespace gen_names {
constexpr Generation GFX6 = G::GFX6, GFX7 = G::GFX7, GFX8 = G::GFX8,
                     GFX9 = G::GFX9, GFX10 = G::GFX10, GFX10_3 = G::GFX10_3,
                     GFX11 = G::GFX11, GFX12 = G::GFX12;
} // namespace gen_names
} // namespace

#define GENS(...)                                                              \
  [] {                                                                         \
    using namespace gen_names;                                                 \
    return gens({__VA_ARGS__});                                                \
  }()
#define HWREG(Name, Id, Printed, Gens) {#Name, Id, Printed, Gens},
#define HWREG_MIN_VERSION(Name, Id, Gen, Major, Minor, Stepping)
#define HWREG_NOT_ON(Name, Id, Cpu)
static constexpr HwregInfo Hwregs[] = {
#include "Target/Generated/Hwreg.def"
};
#undef HWREG
#undef HWREG_MIN_VERSION
#undef HWREG_NOT_ON

#define HWREG(Name, Id, Printed, Gens)
#define HWREG_MIN_VERSION(Name, Id, Gen, Major, Minor, Stepping)               \
  {#Name, Id, G::Gen, Major, Minor, Stepping},
#define HWREG_NOT_ON(Name, Id, Cpu)
static constexpr HwregMinVersion HwregMinVersions[] = {
#include "Target/Generated/Hwreg.def"
};
#undef HWREG
#undef HWREG_MIN_VERSION
#undef HWREG_NOT_ON

#define HWREG(Name, Id, Printed, Gens)
#define HWREG_MIN_VERSION(Name, Id, Gen, Major, Minor, Stepping)
#define HWREG_NOT_ON(Name, Id, Cpu) {#Name, Id, Cpu},
static constexpr HwregNotOn HwregNotOns[] = {
#include "Target/Generated/Hwreg.def"
};
#undef HWREG
#undef HWREG_MIN_VERSION
#undef HWREG_NOT_ON
#undef GENS

static bool sameRow(const HwregInfo &R, llvm::StringRef Name, unsigned Id) {
  return R.Name == Name && R.Id == Id;
}

/// Whether Cpu has row R, whose generations include Cpu's.
static bool hwregOnCpu(const HwregInfo &R, const CpuInfo &Cpu) {
  for (const HwregMinVersion &V : HwregMinVersions)
    if (V.Gen == Cpu.Gen && sameRow(R, V.Name, V.Id) &&
        std::tie(Cpu.Major, Cpu.Minor, Cpu.Stepping) <
            std::tie(V.Major, V.Minor, V.Stepping))
      return false;
  for (const HwregNotOn &N : HwregNotOns)
    if (sameRow(R, N.Name, N.Id) && N.Cpu == Cpu.Name)
      return false;
  return true;
}

const HwregInfo *gfxas::lookupHwregByName(llvm::StringRef Name,
                                          const CpuInfo &Cpu) {
  for (const HwregInfo &R : Hwregs)
    if (R.Name == Name && inGens(R.Gens, Cpu.Gen) && hwregOnCpu(R, Cpu))
      return &R;
  return nullptr;
}

bool gfxas::isHwregName(llvm::StringRef Name) {
  return llvm::any_of(Hwregs,
                      [&](const HwregInfo &R) { return R.Name == Name; });
}

const HwregInfo *gfxas::lookupHwregById(unsigned Id, const CpuInfo &Cpu) {
  for (const HwregInfo &R : Hwregs)
    if (R.Id == Id && R.Printed && inGens(R.Gens, Cpu.Gen) &&
        hwregOnCpu(R, Cpu))
      return &R;
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
