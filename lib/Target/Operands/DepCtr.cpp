//===- DepCtr.cpp - s_waitcnt_depctr's dependency counters ---------------===//
//
// Mirrors AMDGPUAsmParser::parseDepCtr and AMDGPUInstPrinter::printDepCtr.
// The operand is either counters, depctr_va_vdst(0) depctr_sa_sdst(0), each
// one setting its field of an operand that starts with every counter at its
// default, or a value.
//
//===----------------------------------------------------------------------===//

#include "Target/Operands/OperandClasses.h"
#include "llvm/ADT/STLExtras.h"

using namespace gfxas;
using G = Generation;

// Only this class reads these rows.
namespace {
/// One of s_waitcnt_depctr's counters (llvm-mc's DepCtrInfo rows).
struct DepCtrField {
  llvm::StringLiteral Name;
  BitField Bits;
  uint8_t Max;
  /// The value a counter left out keeps.
  uint8_t Default;
  GenMask Gens;
};
} // namespace

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

/// The counters in the order llvm-mc prints them.
static llvm::ArrayRef<DepCtrField> allDepCtrFields() { return DepCtrFields; }

/// The row named Name (case-sensitive) on any generation, or null.
static const DepCtrField *lookupDepCtrField(llvm::StringRef Name) {
  for (const DepCtrField &F : DepCtrFields)
    if (Name == F.Name)
      return &F;
  return nullptr;
}

/// simm16 with every counter of G at its default.
static unsigned depCtrDefault(Generation Gen) {
  unsigned V = 0;
  for (const DepCtrField &F : DepCtrFields)
    if (inGens(F.Gens, Gen))
      V |= unsigned(F.Default) << F.Bits.Shift;
  return V;
}

static unsigned fieldOf(const DepCtrField &F, unsigned Simm16) {
  return (Simm16 & F.Bits.mask()) >> F.Bits.Shift;
}

/// Sets one counter of the list in Simm16; Seen has a bit per counter set.
static bool setListedCounter(OperandParser &P,
                             const OperandParser::CounterItem &C,
                             int64_t &Simm16, unsigned &Seen) {
  const DepCtrField *F = lookupDepCtrField(C.Name);
  if (!F) {
    P.error(C.NameLoc, "invalid counter name " + C.Name);
    return false;
  }
  if (!inGens(F->Gens, P.generation())) {
    P.error(C.NameLoc, C.Name + " is not supported on this GPU");
    return false;
  }
  unsigned Bit = 1u << unsigned(F - allDepCtrFields().data());
  if (Seen & Bit) {
    P.error(C.NameLoc, "duplicate counter name " + C.Name);
    return false;
  }
  if (C.Value < 0 || C.Value > F->Max) {
    P.error(C.NameLoc, "invalid value for " + C.Name);
    return false;
  }
  Seen |= Bit;
  Simm16 = (Simm16 & ~int64_t(F->Bits.mask())) | (C.Value << F->Bits.Shift);
  return true;
}

bool DepCtrOperand::parse(OperandParser &P, int64_t &Simm16) const {
  Simm16 = depCtrDefault(P.generation());
  uint32_t Loc = P.lexer().tok().Begin;
  bool Raw;
  if (!P.parseCounters(
          Simm16, Raw,
          [&](const OperandParser::CounterItem &C, unsigned &Seen) {
            return setListedCounter(P, C, Simm16, Seen);
          }))
    return false;
  // The instruction takes a 16-bit value, signed or unsigned.
  if (!Raw || (Simm16 >= -32768 && Simm16 <= 65535))
    return true;
  P.error(Loc, "invalid operand for instruction");
  return false;
}

// By counter when every bit belongs to a counter of G and each holds a
// valid value; the counters at their defaults are left out unless all are.
// Otherwise in hex.
void DepCtrOperand::print(unsigned Simm16, std::optional<int64_t> Written,
                          const CpuInfo &Cpu, llvm::raw_ostream &OS) const {
  Generation G = Cpu.Gen;
  unsigned Used = 0;
  bool AllDefault = true, Symbolic = true;
  for (const DepCtrField &F : allDepCtrFields()) {
    if (!inGens(F.Gens, G))
      continue;
    Used |= F.Bits.mask();
    unsigned V = fieldOf(F, Simm16);
    Symbolic &= V <= F.Max;
    AllDefault &= V == F.Default;
  }
  if (!Symbolic || (Simm16 & ~Used)) {
    OS << "0x";
    OS.write_hex(Simm16);
    return;
  }
  const char *Sep = "";
  for (const DepCtrField &F : allDepCtrFields()) {
    unsigned V = fieldOf(F, Simm16);
    if (!inGens(F.Gens, G) || (V == F.Default && !AllDefault))
      continue;
    OS << Sep << F.Name << '(' << V << ')';
    Sep = " ";
  }
}

void DepCtrOperand::explain(unsigned Simm16, const CpuInfo &Cpu,
                            OperandWriting How,
                            std::vector<ExplainRow> &Rows) const {
  Generation G = Cpu.Gen;
  for (auto [I, F] : llvm::enumerate(allDepCtrFields())) {
    if (!inGens(F.Gens, G))
      continue;
    Rows.push_back({F.Bits, F.Name.str(), "",
                    How.ByField && !(How.Fields & (1u << I))
                        ? "default: not written, so the maximum"
                        : nullptr});
  }
}
