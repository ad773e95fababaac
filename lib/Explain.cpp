//===- Explain.cpp - Each instruction's encoding, field by field ---------===//
//
// Every field position comes from TargetTables, the rows the parser encodes
// with and the printer decodes with, so this view cannot disagree with the
// words it explains.
//
//===----------------------------------------------------------------------===//

#include "gfxas/Explain.h"
#include "TargetTables.h"
#include "gfxas/InstPrinter.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/bit.h"
#include "llvm/Support/Format.h"
#include <cassert>
#include <string>
#include <vector>

using namespace gfxas;

namespace {
/// One row of an operand's field table.
struct FieldRow {
  BitField Bits;
  std::string Name;
  /// The value's name, or for a split counter its whole value.
  std::string Meaning;
  /// Why the field holds what it holds when the source did not write it.
  const char *Default = nullptr;
};
} // namespace

static const char *generationName(Generation G) {
  static const char *const Names[NumGenerations] = {
      "gfx6", "gfx7", "gfx8", "gfx9", "gfx10", "gfx10.3", "gfx11", "gfx12"};
  return Names[unsigned(G)];
}

static unsigned fieldValue(unsigned Simm16, BitField F) {
  return (Simm16 & F.mask()) >> F.Shift;
}

/// A field that starts at bit Shift and covers the set bits of Mask.
static BitField fieldOfMask(unsigned Shift, unsigned Mask) {
  return {uint8_t(Shift), uint8_t(llvm::popcount(Mask))};
}

static void sendMsgRows(unsigned Simm16, Generation G,
                        const InstructionDetails &D,
                        std::vector<FieldRow> &Rows) {
  const SendMsgLayout &L = sendMsgLayout(G);
  BitField IdBits = fieldOfMask(0, L.IdMask);
  unsigned Id = fieldValue(Simm16, IdBits);
  const MsgInfo *Msg = lookupMsgById(Id, G);
  Rows.push_back({IdBits, "msg", Msg ? Msg->Name.data() : ""});
  if (!L.HasOpAndStream)
    return;
  const char *NotGiven = D.ByField ? "default: not given, so 0" : nullptr;
  BitField OpBits = fieldOfMask(MsgOpShift, MsgOpMask);
  const MsgOpInfo *Op =
      Msg && Msg->Ops != MsgOps::None
          ? lookupMsgOpById(*Msg, fieldValue(Simm16, OpBits), G)
          : nullptr;
  Rows.push_back({OpBits, "op", Op ? Op->Name.data() : "",
                  D.WrittenFields & SendMsgOpField ? nullptr : NotGiven});
  Rows.push_back({fieldOfMask(MsgStreamShift, MsgStreamMask), "stream", "",
                  D.WrittenFields & SendMsgStreamField ? nullptr : NotGiven});
}

static void waitcntRows(unsigned Simm16, Generation G,
                        const InstructionDetails &D,
                        std::vector<FieldRow> &Rows) {
  const WaitcntLayout &L = waitcntLayout(G);
  for (unsigned I = 0; I < NumCounters; ++I) {
    const CounterLayout &C = L.Counters[I];
    std::string Name = counterName(Counter(I));
    const char *Default = D.ByField && !(D.WrittenFields & (1u << I))
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

static void delayRows(unsigned Simm16, const InstructionDetails &D,
                      std::vector<FieldRow> &Rows) {
  for (auto [I, F] : llvm::enumerate(allDelayFields())) {
    unsigned V = fieldValue(Simm16, F.Bits);
    Rows.push_back({F.Bits, F.Name.data(),
                    V < F.ValueNames.size() ? F.ValueNames[V].data() : "invalid",
                    D.ByField && !(D.WrittenFields & (1u << I))
                        ? "default: not written, so 0"
                        : nullptr});
  }
}

/// The operand's fields, highest bits first, with the bits no field covers
/// as "unused" rows so that the rows add up to all 16 bits.
static std::vector<FieldRow> operandRows(OperandKind K, unsigned Simm16,
                                         Generation G,
                                         const InstructionDetails &D) {
  std::vector<FieldRow> Rows;
  switch (K) {
  case OperandKind::SendMsg:
    sendMsgRows(Simm16, G, D, Rows);
    break;
  case OperandKind::Waitcnt:
    waitcntRows(Simm16, G, D, Rows);
    break;
  case OperandKind::Delay:
    delayRows(Simm16, D, Rows);
    break;
  case OperandKind::Immediate:
    Rows.push_back({{0, 16}, "simm16", ""});
    break;
  }
  unsigned Covered = 0;
  for (const FieldRow &R : Rows)
    Covered |= R.Bits.mask();
  for (unsigned Bit = 0; Bit < 16;) {
    if (Covered & (1u << Bit)) {
      ++Bit;
      continue;
    }
    unsigned Start = Bit;
    while (Bit < 16 && !(Covered & (1u << Bit)))
      ++Bit;
    Rows.push_back({{uint8_t(Start), uint8_t(Bit - Start)}, "unused", ""});
  }
  llvm::sort(Rows, [](const FieldRow &A, const FieldRow &B) {
    return A.Bits.Shift > B.Bits.Shift;
  });
  return Rows;
}

static std::string binary(uint64_t V, unsigned Width) {
  std::string S;
  for (unsigned I = Width; I-- > 0;)
    S += (V >> I) & 1 ? '1' : '0';
  return S;
}

static std::string bitRange(BitField F) {
  unsigned Hi = F.Shift + F.Width - 1;
  if (Hi == F.Shift)
    return std::to_string(Hi);
  return std::to_string(Hi) + ":" + std::to_string(F.Shift);
}

static std::string hex(uint64_t V, unsigned Digits) {
  std::string S;
  llvm::raw_string_ostream(S) << llvm::format_hex(V, Digits + 2);
  return S;
}

static void printFields(const std::vector<FieldRow> &Rows, unsigned Simm16,
                        llvm::raw_ostream &OS) {
  // Every column is at least as wide as its header.
  size_t BitsW = 4, NameW = 5, BinW = 6;
  for (const FieldRow &R : Rows) {
    BitsW = std::max(BitsW, bitRange(R.Bits).size());
    NameW = std::max(NameW, R.Name.size());
    BinW = std::max(BinW, size_t(R.Bits.Width));
  }
  auto Line = [&](llvm::StringRef Bits, llvm::StringRef Name,
                  llvm::StringRef Bin, llvm::StringRef Value,
                  llvm::StringRef Meaning) {
    std::string Text;
    llvm::raw_string_ostream S(Text);
    S << "    " << llvm::left_justify(Bits, BitsW) << "  "
      << llvm::left_justify(Name, NameW) << "  "
      << llvm::left_justify(Bin, BinW) << "  " << llvm::left_justify(Value, 5)
      << "  " << Meaning;
    OS << llvm::StringRef(Text).rtrim() << '\n';
  };
  Line("bits", "field", "binary", "value", "meaning");
  for (const FieldRow &R : Rows) {
    unsigned V = fieldValue(Simm16, R.Bits);
    std::string Meaning = R.Meaning;
    if (R.Default)
      Meaning += (Meaning.empty() ? "[" : " [") + std::string(R.Default) + "]";
    Line(bitRange(R.Bits), R.Name, binary(V, R.Bits.Width), std::to_string(V),
         Meaning);
  }
}

static void printSymbols(const InstructionDetails &D, llvm::raw_ostream &OS) {
  if (D.Symbols.empty()) {
    OS << "  symbols: none\n";
    return;
  }
  OS << "  symbols:\n";
  std::vector<std::string> Heads;
  size_t HeadW = 0;
  for (const ResolvedSymbol &S : D.Symbols) {
    Heads.push_back(S.Name + " = " + std::to_string(S.Value));
    HeadW = std::max(HeadW, Heads.back().size());
  }
  for (auto [Head, S] : llvm::zip_equal(Heads, D.Symbols)) {
    OS << "    " << llvm::left_justify(Head, HeadW) << "  ";
    if (S.How == SymbolUse::Resolution::Predefined)
      OS << "predefined";
    else
      OS << "line " << S.DefLine << ", ";
    switch (S.How) {
    case SymbolUse::Resolution::Latest:
      OS << "the latest definition";
      break;
    case SymbolUse::Resolution::Forward:
      OS << "the first definition (forward reference)";
      break;
    case SymbolUse::Resolution::Label:
      OS << "label at byte offset " << hex(uint64_t(S.Value), 1);
      if (S.Via.empty() && S.DefLine > D.Line)
        OS << " (forward reference)";
      break;
    case SymbolUse::Resolution::Predefined:
      break;
    }
    if (!S.Via.empty())
      OS << ", in the definition of " << S.Via;
    OS << '\n';
  }
}

void gfxas::printExplanation(const Assembly &A, llvm::raw_ostream &OS) {
  if (!A.Cpu) // An unknown processor: nothing was assembled.
    return;
  assert(A.Details.size() == A.Words.size() && "assembled without WithDetails");
  Generation G = A.Cpu->Gen;
  size_t Index = 0;
  for (const Statement &S : A.Statements) {
    if (S.K != Statement::Kind::Instruction)
      continue;
    const InstructionDetails &D = A.Details[Index++];
    const InstrInfo &Info = *lookupInstr(S.Name);
    unsigned Opcode = (S.Word >> 16) & 0x7F;
    unsigned Simm16 = S.Word & 0xFFFF;

    if (Index > 1)
      OS << '\n';
    OS << A.BufferName << ':' << D.Line << ": " << D.SourceLine << '\n';
    OS << "  at byte offset " << hex(S.Offset, 1) << ", prints as: ";
    printInstruction(S.Word, G, OS, S.Operand);
    OS << '\n';
    OS << "  word " << hex(S.Word, 8) << " = " << binary(S.Word >> 23, 9) << ' '
       << binary(Opcode, 7) << ' ' << binary(Simm16, 16) << '\n';
    OS << "                    SOPP      opcode  simm16\n";
    OS << "                    " << llvm::left_justify(hex(S.Word >> 23, 3), 9)
       << ' ' << llvm::left_justify(hex(Opcode, 2), 7) << ' ' << hex(Simm16, 4)
       << '\n';

    OS << "  simm16 fields (" << generationName(G) << ", written ";
    if (D.ByField)
      OS << "field by field";
    else
      OS << "as one expression";
    // A plain number keeps only its low 16 bits.
    if (!D.ByField && S.Operand != int64_t(Simm16))
      OS << ", " << S.Operand << " cut to 16 bits";
    OS << "):\n";
    printFields(operandRows(Info.Operand, Simm16, G, D), Simm16, OS);
    printSymbols(D, OS);
  }
}
