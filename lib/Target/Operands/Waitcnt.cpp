//===- Waitcnt.cpp - s_waitcnt's counters ---------------------------------===//
//
// Mirrors AMDGPUAsmParser::parseSWaitCnt and AMDGPUInstPrinter's
// printWaitFlag.
//
//===----------------------------------------------------------------------===//

#include "Target/Operands/OperandClasses.h"

using namespace gfxas;

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
