//===- Waitcnt.cpp - s_waitcnt's counters ---------------------------------===//
//
// Mirrors AMDGPUAsmParser::parseSWaitCnt and AMDGPUInstPrinter's
// printWaitFlag.
//
//===----------------------------------------------------------------------===//

#include "Target/Operands/OperandClasses.h"

using namespace gfxas;
using G = Generation;

// Only this class reads these rows.
namespace {
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

// constexpr, so that a lookup unrolls over the rows and compares each name
// at its known length.
constexpr CounterName CounterNames[] = {
    {"vmcnt", Counter::Vm, false},      {"expcnt", Counter::Exp, false},
    {"lgkmcnt", Counter::Lgkm, false},  {"vmcnt_sat", Counter::Vm, true},
    {"expcnt_sat", Counter::Exp, true}, {"lgkmcnt_sat", Counter::Lgkm, true},
};

/// The row named Name (case-sensitive), or null.
inline const CounterName *lookupCounterByName(llvm::StringRef Name) {
  for (const CounterName &C : CounterNames)
    if (Name == C.Name)
      return &C;
  return nullptr;
}
} // namespace

// Counters are in Counter order: vmcnt, expcnt, lgkmcnt.
static constexpr WaitcntLayout WaitcntLayouts[] = {
    // gfx6-8: vmcnt 3:0, expcnt 6:4, lgkmcnt 11:8.
    {genRange(G::GFX6, G::GFX8),
     {{{0, 4}, {0, 0}}, {{4, 3}, {0, 0}}, {{8, 4}, {0, 0}}}},
    // gfx9: vmcnt gains bits 15:14.
    {genBit(G::GFX9), {{{0, 4}, {14, 2}}, {{4, 3}, {0, 0}}, {{8, 4}, {0, 0}}}},
    // gfx10: lgkmcnt widens to 13:8.
    {genRange(G::GFX10, G::GFX10_3),
     {{{0, 4}, {14, 2}}, {{4, 3}, {0, 0}}, {{8, 6}, {0, 0}}}},
    // gfx11+: vmcnt 15:10, expcnt 2:0, lgkmcnt 9:4.
    {genRange(G::GFX11, G::GFX12),
     {{{10, 6}, {0, 0}}, {{0, 3}, {0, 0}}, {{4, 6}, {0, 0}}}},
};

static const WaitcntLayout &waitcntLayout(Generation Gen) {
  for (const WaitcntLayout &L : WaitcntLayouts)
    if (inGens(L.Gens, Gen))
      return L;
  llvm_unreachable("every generation has a waitcnt layout");
}

/// Name of the counter as the printer writes it (vmcnt, expcnt, lgkmcnt).
static const char *counterName(Counter C) {
  return CounterNames[static_cast<unsigned>(C)].Name.data();
}

namespace {
enum class CounterVerdict : uint8_t { Ok, UnknownName, TooLarge };
} // namespace

/// Sets the counter of Row to Value in Simm16; a *_sat counter clamps a
/// value out of range.
static CounterVerdict setCounter(const WaitcntLayout &Layout,
                                 const CounterName &Row, int64_t Value,
                                 int64_t &Simm16) {
  const CounterLayout &Counter = Layout.Counters[unsigned(Row.Cnt)];
  if (Value < 0 || Value > int64_t(Counter.max())) {
    if (!Row.Saturate)
      return CounterVerdict::TooLarge;
    Value = Counter.max();
  }
  Simm16 = Counter.encode(unsigned(Simm16), unsigned(Value));
  return CounterVerdict::Ok;
}

/// The same for the counter called Name; Cnt is the counter set.
static CounterVerdict setCounter(const WaitcntLayout &Layout,
                                 llvm::StringRef Name, int64_t Value,
                                 int64_t &Simm16, Counter &Cnt) {
  const CounterName *Row = lookupCounterByName(Name);
  if (!Row)
    return CounterVerdict::UnknownName;
  Cnt = Row->Cnt;
  return setCounter(Layout, *Row, Value, Simm16);
}

/// Sets one counter of the list in Simm16; Seen has a bit per counter set.
static bool setListedCounter(OperandParser &P,
                             const OperandParser::CounterItem &C,
                             int64_t &Simm16, unsigned &Seen) {
  Counter Cnt;
  switch (setCounter(waitcntLayout(P.generation()), C.Name, C.Value, Simm16,
                     Cnt)) {
  case CounterVerdict::UnknownName:
    P.error(C.NameLoc, "invalid counter name " + C.Name);
    return false;
  case CounterVerdict::TooLarge:
    P.error(C.ValueLoc, "too large value for " + C.Name);
    return false;
  case CounterVerdict::Ok:
    break;
  }
  unsigned Bit = 1u << unsigned(Cnt);
  if (Seen & Bit)
    P.strictWarning(C.NameLoc,
                    llvm::Twine(counterName(Cnt)) +
                        " is specified more than once; the last value wins");
  Seen |= Bit;
  return true;
}

bool WaitcntOperand::parse(OperandParser &P, int64_t &Simm16) const {
  Simm16 = waitcntLayout(P.generation()).defaultValue();
  uint32_t Loc = P.lexer().tok().Begin;
  bool Raw;
  if (!P.parseCounters(
          Simm16, Raw,
          [&](const OperandParser::CounterItem &C, unsigned &Seen) {
            return setListedCounter(P, C, Simm16, Seen);
          }))
    return false;
  if (Raw)
    P.checkRawImmediate(Simm16, Loc);
  return true;
}

void WaitcntOperand::print(unsigned Simm16, std::optional<int64_t> Written,
                           const CpuInfo &Cpu, llvm::raw_ostream &OS) const {
  Generation G = Cpu.Gen;
  const WaitcntLayout &L = waitcntLayout(G);
  unsigned Values[NumCounters];
  bool AllMax = true;
  for (unsigned I = 0; I < NumCounters; ++I) {
    Values[I] = L.Counters[I].decode(Simm16);
    AllMax &= Values[I] == L.Counters[I].max();
  }
  // Counters at their maximum are left out, unless all of them are.
  const char *Sep = "";
  for (unsigned I = 0; I < NumCounters; ++I) {
    if (!AllMax && Values[I] == L.Counters[I].max())
      continue;
    OS << Sep << counterName(Counter(I)) << '(' << Values[I] << ')';
    Sep = " ";
  }
}

void WaitcntOperand::explain(unsigned Simm16, const CpuInfo &Cpu,
                             OperandWriting How,
                             std::vector<ExplainRow> &Rows) const {
  Generation G = Cpu.Gen;
  const WaitcntLayout &L = waitcntLayout(G);
  for (unsigned I = 0; I < NumCounters; ++I) {
    const CounterLayout &C = L.Counters[I];
    std::string Name = counterName(Counter(I));
    const char *Default = How.ByField && !(How.Fields & (1u << I))
                              ? "default: not written, so the maximum"
                              : nullptr;
    if (!C.High.Width) {
      Rows.push_back({C.Low, Name, "", Default});
      continue;
    }
    // A split counter: each part gets a row, and both say the whole value.
    std::string Whole = Name + " = " + std::to_string(C.decode(Simm16));
    auto Part = [&](unsigned Hi, unsigned Lo) {
      return Name + "[" + std::to_string(Hi) + ":" + std::to_string(Lo) + "]";
    };
    Rows.push_back({C.Low, Part(C.Low.Width - 1, 0), Whole, Default});
    Rows.push_back({C.High, Part(C.width() - 1, C.Low.Width), Whole, Default});
  }
}
