//===- TargetTables.h - Per-generation instruction data ---------*- C++ -*-===//
//
// Everything that differs between generations lives in these tables, one row
// per name, each row carrying the generations it exists on. The parser, the
// encoder and the printer all read the same rows, so they cannot drift apart.
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_LIB_TARGETTABLES_H
#define GFXAS_LIB_TARGETTABLES_H

#include "gfxas/Target.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>

namespace gfxas {

inline bool inGens(GenMask Gens, Generation G) { return Gens & genBit(G); }

/// The generations whose processors have the branch offset 0x3f bug
/// (gfx1010-gfx1013), where llvm-mc's object writer relaxes a branch into
/// the branch and s_nop 0 (see Frontend/BranchPadding.h), a new instruction
/// without a location.
constexpr GenMask BranchOffset3fBugGens = genBit(Generation::GFX10);

//===-- s_sendmsg ---------------------------------------------------------===//

/// Which operations a message takes.
enum class MsgOps : uint8_t { None, GS, GSDone, Sys };

struct MsgInfo {
  llvm::StringLiteral Name;
  uint16_t Id;
  GenMask Gens;
  MsgOps Ops;
};

struct MsgOpInfo {
  llvm::StringLiteral Name;
  uint8_t Id;
  GenMask Gens;
  /// SYSMSG_OP_* when true, GS_OP_* otherwise.
  bool IsSys;
  bool ValidWithGS;
  bool ValidWithGSDone;
  bool TakesStream;
};

/// How a generation splits simm16 into message, operation and stream.
struct SendMsgLayout {
  unsigned IdMask;
  /// Before gfx11: op in bits 6:4 and stream in 9:8. From gfx11 on the
  /// printer decodes both as 0 and the id takes bits 7:0.
  bool HasOpAndStream;
};

constexpr unsigned MsgOpShift = 4, MsgOpMask = 0x7;
constexpr unsigned MsgStreamShift = 8, MsgStreamMask = 0x3;
/// The message id whose operations are SYSMSG_OP_*; every other id, named
/// or numeric, looks operation names up among GS_OP_*.
constexpr unsigned SysMsgId = 15;

const SendMsgLayout &sendMsgLayout(Generation G);
llvm::ArrayRef<MsgInfo> allMsgs();
llvm::ArrayRef<MsgOpInfo> allMsgOps();
/// The row named Name (case-sensitive) on any generation, or null.
const MsgInfo *lookupMsgByName(llvm::StringRef Name);
/// The row with this id on generation G, or null.
const MsgInfo *lookupMsgById(unsigned Id, Generation G);
/// The operation row named Name in the family of message value MsgId.
const MsgOpInfo *lookupMsgOpByName(int64_t MsgId, llvm::StringRef Name);
/// The operation of Msg with this id on generation G, or null.
const MsgOpInfo *lookupMsgOpById(const MsgInfo &Msg, unsigned OpId,
                                 Generation G);

//===-- s_waitcnt ---------------------------------------------------------===//

/// Bits Shift to Shift + Width - 1 of a value of up to 64 bits: an
/// instruction of one or two words (the second word's bits are 32 to 63), or
/// a field's sub-fields.
struct BitField {
  uint8_t Shift, Width;
  constexpr uint64_t mask() const {
    return (Width >= 64 ? ~uint64_t(0) : (uint64_t(1) << Width) - 1) << Shift;
  }
  /// The field's value in Bits.
  constexpr unsigned get(uint64_t Bits) const {
    return unsigned((Bits & mask()) >> Shift);
  }
};

enum class Counter : uint8_t { Vm, Exp, Lgkm };
constexpr unsigned NumCounters = 3;

struct CounterLayout {
  /// A counter may be split in two: Low holds the low bits, High the rest.
  BitField Low, High;
  constexpr unsigned width() const { return Low.Width + High.Width; }
  constexpr unsigned max() const { return (1u << width()) - 1; }
  constexpr unsigned decode(unsigned Simm16) const {
    unsigned Lo = (Simm16 >> Low.Shift) & ((1u << Low.Width) - 1);
    unsigned Hi =
        High.Width ? (Simm16 >> High.Shift) & ((1u << High.Width) - 1) : 0;
    return Lo | (Hi << Low.Width);
  }
  constexpr unsigned encode(unsigned Simm16, unsigned Value) const {
    Simm16 = (Simm16 & ~Low.mask()) | ((Value << Low.Shift) & Low.mask());
    if (High.Width)
      Simm16 = (Simm16 & ~High.mask()) |
               (((Value >> Low.Width) << High.Shift) & High.mask());
    return Simm16;
  }
};

struct WaitcntLayout {
  GenMask Gens;
  CounterLayout Counters[NumCounters];
  /// simm16 with every counter at its maximum and the unused bits clear,
  /// worked out when the table is compiled.
  unsigned Default = allAtMax(Counters);

  constexpr unsigned defaultValue() const { return Default; }
  static constexpr unsigned allAtMax(const CounterLayout (&C)[NumCounters]) {
    unsigned V = 0;
    for (const CounterLayout &L : C)
      V = L.encode(V, L.max());
    return V;
  }
};

struct CounterName {
  llvm::StringLiteral Name;
  Counter Cnt;
  bool Saturate;
};

// In the header, so that a lookup unrolls over the rows and compares each
// name at its known length.
inline constexpr CounterName CounterNames[] = {
    {"vmcnt", Counter::Vm, false},      {"expcnt", Counter::Exp, false},
    {"lgkmcnt", Counter::Lgkm, false},  {"vmcnt_sat", Counter::Vm, true},
    {"expcnt_sat", Counter::Exp, true}, {"lgkmcnt_sat", Counter::Lgkm, true},
};

const WaitcntLayout &waitcntLayout(Generation G);
inline llvm::ArrayRef<CounterName> allCounterNames() { return CounterNames; }
/// The row named Name (case-sensitive), or null.
inline const CounterName *lookupCounterByName(llvm::StringRef Name) {
  for (const CounterName &C : CounterNames)
    if (Name == C.Name)
      return &C;
  return nullptr;
}
/// Name of the counter as the printer writes it (vmcnt, expcnt, lgkmcnt).
const char *counterName(Counter C);

//===-- s_delay_alu -------------------------------------------------------===//

struct DelayField {
  llvm::StringLiteral Name;
  BitField Bits;
  /// Names of the values 0..N-1 of this field.
  llvm::ArrayRef<llvm::StringLiteral> ValueNames;
  llvm::StringLiteral InvalidValueText;
};

llvm::ArrayRef<DelayField> allDelayFields();
/// The field named Name (case-sensitive), or null.
const DelayField *lookupDelayField(llvm::StringRef Name);

//===-- Floating-point inline constants------------------------------------===//

/// A floating-point inline constant: its operand code, its single, double
/// and half bit patterns, how llvm-mc prints it for a 32-bit (and a 16-bit)
/// and a 64-bit operand, and the generations that have it. A plain immediate
/// that holds Bits prints as Text too (s_nop 0x40000000 prints as s_nop 2.0).
struct InlineFloat {
  uint8_t Code;
  uint32_t Bits;
  uint64_t DoubleBits;
  uint16_t HalfBits;
  llvm::StringLiteral Text, DoubleText;
  GenMask Gens;
};

llvm::ArrayRef<InlineFloat> allInlineFloats();
/// The inline constant Bits is on G, or null.
const InlineFloat *lookupInlineFloat(uint32_t Bits, Generation G);
/// The inline constant whose half is Bits on G, or null.
const InlineFloat *lookupInlineHalf(uint16_t Bits, Generation G);
/// The inline constant of operand code Code, on any generation, or null.
const InlineFloat *lookupInlineFloatCode(unsigned Code);

//===-- s_waitcnt_depctr --------------------------------------------------===//

/// One of s_waitcnt_depctr's counters (llvm-mc's DepCtrInfo rows).
struct DepCtrField {
  llvm::StringLiteral Name;
  BitField Bits;
  uint8_t Max;
  /// The value a counter left out keeps.
  uint8_t Default;
  GenMask Gens;
};

/// The counters in the order llvm-mc prints them.
llvm::ArrayRef<DepCtrField> allDepCtrFields();
/// The row named Name (case-sensitive) on any generation, or null.
const DepCtrField *lookupDepCtrField(llvm::StringRef Name);
/// simm16 with every counter of G at its default.
unsigned depCtrDefault(Generation G);

//===-- s_set_gpr_idx_mode ------------------------------------------------===//

/// The VGPR index modes, bit 0 first.
llvm::ArrayRef<llvm::StringLiteral> gprIdxModeNames();

//===-- hwreg(...) --------------------------------------------------------===//

/// A name of hwreg(...) (Generated/Hwreg.def): on Gens, hwreg(Name) is
/// register Id; llvm-mc prints Id by this name where Printed, and only
/// accepts the name (an alias) otherwise.
struct HwregInfo {
  llvm::StringLiteral Name;
  uint8_t Id;
  bool Printed;
  GenMask Gens;
};

/// hwreg(...)'s simm16: the register id, the bit offset and the width less
/// one (llvm-mc's HwregEncoding).
constexpr BitField HwregIdBits = {0, 6}, HwregOffsetBits = {6, 5},
                   HwregSizeBits = {11, 5};
/// What hwreg(id) leaves out: the whole register.
constexpr unsigned HwregDefaultOffset = 0, HwregDefaultSize = 32;

/// The row of Name on Cpu; null when Cpu has no register of that name.
const HwregInfo *lookupHwregByName(llvm::StringRef Name, const CpuInfo &Cpu);
/// Whether Name names a register on any processor.
bool isHwregName(llvm::StringRef Name);
/// The name llvm-mc prints for register Id on Cpu, if it has one.
const HwregInfo *lookupHwregById(unsigned Id, const CpuInfo &Cpu);

//===-- s_version ---------------------------------------------------------===//

/// The UC_VERSION_* constants llvm-mc predefines: a code object version in
/// s_version's bits 7:0, and flag bits above it.
struct UcVersion {
  llvm::StringLiteral Name;
  uint8_t Code;
};
struct UcVersionFlag {
  llvm::StringLiteral Name;
  uint16_t Bit;
};
constexpr BitField UcVersionCodeBits = {0, 8};
llvm::ArrayRef<UcVersion> allUcVersions();
llvm::ArrayRef<UcVersionFlag> allUcVersionFlags();
const UcVersion *lookupUcVersion(unsigned Code);

} // namespace gfxas

#endif
