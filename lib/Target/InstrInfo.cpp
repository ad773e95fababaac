//===- InstrInfo.cpp - Instruction rows and their encoding ---------------===//

#include "Target/InstrInfo.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/Endian.h"
#include <algorithm>
#include <array>
#include <cassert>
#include <initializer_list>
#include <iterator>
#include <optional>
#include <tuple>
#include <vector>

using namespace gfxas;

namespace {
constexpr int16_t NA = InstrInfo::NoOpcode;
using G = Generation;

constexpr uint8_t countOperands(std::initializer_list<OperandClassId> Ops) {
  return uint8_t(Ops.size());
}

// The names Instructions.def writes in OPS(...).
namespace ops {
#define OPERAND_CLASS(Name)                                                    \
  constexpr OperandClassId Name = OperandClassId::Name;
#include "Target/Operands/OperandClasses.def"
} // namespace ops
using namespace ops;

#define OPS(...) {__VA_ARGS__}
#define INSTR(Mnemonic, Fmt, Operands, ...)                                    \
  {#Mnemonic, Format::Fmt, countOperands(Operands), Operands, {__VA_ARGS__}},
constexpr InstrInfo Instrs[] = {
#include "Target/Instructions.def"
};
#undef OPS

#define INSTR_ALIAS(Name, Row, Gen) {#Name, #Row, G::Gen},
constexpr InstrAlias Aliases[] = {
#include "Target/Instructions.def"
};

#define INSTR_MIN_VERSION(Mnemonic, Gen, Major, Minor, Stepping)               \
  {#Mnemonic, G::Gen, Major, Minor, Stepping},
constexpr InstrMinVersion MinVersions[] = {
#include "Target/Instructions.def"
};

/// The rows by name, built on first use: every instruction statement looks
/// its mnemonic up.
class NameTable {
public:
  NameTable() {
    // A mnemonic's rows are adjacent; the table names the first.
    for (const InstrInfo &I : Instrs) {
      if (&I != Instrs && I.Mnemonic == (&I)[-1].Mnemonic)
        continue;
      assert(!find(I.Mnemonic) && "a mnemonic's rows are adjacent");
      Rows.try_emplace(I.Mnemonic, uint16_t(&I - Instrs));
    }
  }

  const InstrInfo *find(llvm::StringRef Name) const {
    auto It = Rows.find(Name);
    return It == Rows.end() ? nullptr : &Instrs[It->second];
  }

private:
  llvm::StringMap<uint16_t> Rows;
};

/// The row of each opcode of each format on each generation, built on first
/// use: every word printed is decoded.
class DecodeIndex {
public:
  static constexpr unsigned NumFormats = unsigned(Format::NumFormats);
  static constexpr uint16_t None = UINT16_MAX;

  DecodeIndex() {
    for (auto &PerFormat : Rows)
      for (auto &PerGen : PerFormat)
        PerGen.fill(None);
    for (const InstrInfo &I : Instrs) {
      for (unsigned Gen = 0; Gen < NumGenerations; ++Gen) {
        if (I.Opcode[Gen] < 0)
          continue;
        assert(I.layout(Generation(Gen)).Opcode.Width <= 8 &&
               "the index has 256 opcodes");
        uint16_t &Slot = Rows[unsigned(I.Fmt)][Gen][unsigned(I.Opcode[Gen])];
        assert(Slot == None && "one row per opcode");
        Slot = uint16_t(&I - Instrs);
      }
    }
  }

  const InstrInfo *find(Format F, Generation Gen, unsigned Opcode) const {
    uint16_t Row = Rows[unsigned(F)][unsigned(Gen)][Opcode];
    return Row == None ? nullptr : &Instrs[Row];
  }

private:
  std::array<std::array<std::array<uint16_t, 256>, NumGenerations>, NumFormats>
      Rows;
};
} // namespace

static const NameTable &byName() {
  static const NameTable Table;
  return Table;
}

const InstrInfo *gfxas::lookupInstr(llvm::StringRef Mnemonic, Generation Gen) {
  const NameTable &ByName = byName();
  // Mnemonics are nearly always written in lower case, as the table has
  // them.
  const InstrInfo *Row = ByName.find(Mnemonic);
  if (!Row)
    Row = ByName.find(llvm::SmallString<32>(Mnemonic.lower()));
  if (Row)
    for (const InstrInfo &Shape : shapesOf(*Row))
      if (Shape.existsOn(Gen))
        return &Shape;
  const InstrAlias *Elsewhere = nullptr;
  for (const InstrAlias &A : Aliases) {
    if (!Mnemonic.equals_insensitive(A.Name))
      continue;
    if (A.Gen == Gen)
      return ByName.find(A.Row);
    Elsewhere = &A;
  }
  // llvm-mc applies the aliases of every processor to tell an instruction
  // that is not supported here from one that does not exist.
  if (!Row && Elsewhere)
    return ByName.find(Elsewhere->Row);
  return Row;
}

bool gfxas::availableOn(const InstrInfo &I, const CpuInfo &Cpu) {
  if (!I.existsOn(Cpu.Gen))
    return false;
  // Every instruction line asks; few rows have a minimum version.
  static const std::vector<bool> HasMinVersion = [] {
    std::vector<bool> Has(std::size(Instrs));
    for (const InstrMinVersion &V : MinVersions)
      if (const InstrInfo *Row = byName().find(V.Mnemonic))
        for (const InstrInfo &Shape : shapesOf(*Row))
          Has[&Shape - Instrs] = true;
    return Has;
  }();
  assert(&I >= std::begin(Instrs) && &I < std::end(Instrs));
  if (!HasMinVersion[&I - Instrs])
    return true;
  for (const InstrMinVersion &V : MinVersions)
    if (V.Gen == Cpu.Gen && V.Mnemonic == I.Mnemonic)
      return std::tie(Cpu.Major, Cpu.Minor, Cpu.Stepping) >=
             std::tie(V.Major, V.Minor, V.Stepping);
  return true;
}

llvm::ArrayRef<InstrInfo> gfxas::shapesOf(const InstrInfo &I) {
  assert(&I >= std::begin(Instrs) && &I < std::end(Instrs));
  const InstrInfo *Begin = &I, *End = &I + 1;
  while (Begin != std::begin(Instrs) && Begin[-1].Mnemonic == I.Mnemonic)
    --Begin;
  while (End != std::end(Instrs) && End->Mnemonic == I.Mnemonic)
    ++End;
  return {Begin, End};
}

llvm::ArrayRef<InstrInfo> gfxas::allInstrs() { return Instrs; }
llvm::ArrayRef<InstrAlias> gfxas::allInstrAliases() { return Aliases; }

static uint64_t place(BitField F, uint64_t Value) {
  return (Value << F.Shift) & F.mask();
}

uint64_t gfxas::encodeInstr(const InstrInfo &Instr, Generation G,
                            llvm::ArrayRef<int64_t> FieldValues) {
  const FormatLayout &L = Instr.layout(G);
  assert(Instr.existsOn(G) && FieldValues.size() == Instr.NumOperands);
  uint64_t Bits =
      L.identityBits() | place(L.Opcode, unsigned(Instr.Opcode[unsigned(G)]));
  for (size_t I = 0; I < FieldValues.size(); ++I)
    Bits |= L.OperandFields[I].place(uint64_t(FieldValues[I]));
  return Bits;
}

unsigned gfxas::encodeInstr(const InstrInfo &Instr, Generation G,
                            llvm::ArrayRef<int64_t> FieldValues,
                            uint32_t (&Words)[MaxInstrWords]) {
  uint64_t Bits = encodeInstr(Instr, G, FieldValues);
  unsigned NumWords = Instr.layout(G).NumWords;
  for (unsigned W = 0; W < NumWords; ++W)
    Words[W] = uint32_t(Bits >> (32 * W));
  return NumWords;
}

unsigned DecodedInstr::field(llvm::ArrayRef<uint32_t> Words, unsigned I) const {
  return Layout->OperandFields[I].get(
      instructionBits(Words, std::min<size_t>(instrWords(), Words.size())));
}

DecodedInstr gfxas::decodeInstr(llvm::ArrayRef<uint32_t> Words, Generation G,
                                bool CheckFields) {
  static const DecodeIndex Index;
  if (Words.empty())
    return {};
  // The first format whose marker the words have claims them; the variants
  // of that format (the same marker) are tried too, the other formats not.
  const FormatLayout *Claimed = nullptr;
  for (const FormatInfo *F : formatsByDecodeOrder(G)) {
    const FormatLayout &L = F->layout(G);
    // A format's marker is in its first word: too few words for the
    // format is no instruction.
    uint64_t Bits =
        instructionBits(Words, std::min<size_t>(L.NumWords, Words.size()));
    if (!L.matches(Bits))
      continue;
    if (Claimed && !Claimed->sameMarker(L))
      return {};
    Claimed = &L;
    if (Words.size() < L.NumWords)
      return {};
    const InstrInfo *I = Index.find(F->Fmt, G, L.opcodeOf(Bits));
    if (!I)
      continue;
    // A field no operand uses may have to be clear (SOPP's simm16).
    for (size_t Unused = I->NumOperands; Unused < L.OperandFields.size();
         ++Unused) {
      const FormatField &Field = L.OperandFields[Unused];
      if (Field.ClearWhenUnused && (Bits & Field.Bits.mask()))
        return {};
    }
    // The operands that take a literal share it.
    DecodedInstr D{I, &L, L.NumWords};
    unsigned Extra = 0;
    for (unsigned Op = 0; Op < I->NumOperands; ++Op) {
      const OperandClass &Class = operandClass(I->Operands[Op]);
      unsigned Field = L.OperandFields[Op].get(Bits);
      if (CheckFields && !Class.decodes(Field, G))
        return {};
      Extra = std::max(Extra, Class.extraWords(Field, G));
    }
    D.NumWords += Extra;
    if (D.NumWords > Words.size())
      return {};
    assert(D.NumWords <= MaxInstrWords);
    return D;
  }
  return {};
}

unsigned gfxas::reencodeInstr(const DecodedInstr &D,
                              llvm::ArrayRef<uint32_t> Words, Generation G,
                              uint32_t (&Out)[MaxInstrWords]) {
  const InstrInfo &I = *D.Instr;
  uint32_t Decoded = D.hasLiteral() ? Words[D.instrWords()] : 0;
  int64_t Fields[MaxInstrOperands] = {};
  // Each operand is encoded from the value it was decoded with (the word
  // read), and llvm-mc's encoder writes only the first operand's literal
  // when two want one (an f16 comparison's two float inline constants).
  std::optional<uint32_t> Literal;
  for (unsigned Op = 0; Op < I.NumOperands; ++Op) {
    bool Keeps = false;
    uint32_t OperandLiteral = Decoded;
    Fields[Op] = operandClass(I.Operands[Op])
                     .reencode(D.field(Words, Op), OperandLiteral, Keeps, G);
    if (Keeps && !Literal)
      Literal = OperandLiteral;
  }
  unsigned NumWords =
      encodeInstr(I, G, llvm::ArrayRef(Fields, I.NumOperands), Out);
  if (!Literal)
    return NumWords;
  assert(NumWords < MaxInstrWords && "room for the literal");
  Out[NumWords] = *Literal;
  return NumWords + 1;
}
