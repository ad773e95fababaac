//===- InstrInfo.cpp - Instruction rows and their encoding ---------------===//

#include "Target/InstrInfo.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringMap.h"
#include <initializer_list>

using namespace gfxas;

namespace {
constexpr int16_t NA = InstrInfo::NoOpcode;

constexpr uint8_t countOperands(std::initializer_list<OperandClassId> Ops) {
  return uint8_t(Ops.size());
}

// The names Instructions.def writes in OPS(...).
namespace ops {
#define OPERAND_CLASS(Name) constexpr OperandClassId Name = OperandClassId::Name;
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
} // namespace

const InstrInfo *gfxas::lookupInstr(llvm::StringRef Mnemonic) {
  // A hash of the table's mnemonics, built once; mnemonics are nearly
  // always written in lower case, as the table has them, so the exact name
  // is looked up first.
  static const llvm::StringMap<const InstrInfo *> ByName = [] {
    llvm::StringMap<const InstrInfo *> Map;
    for (const InstrInfo &I : Instrs)
      Map.try_emplace(I.Mnemonic, &I);
    return Map;
  }();
  auto It = ByName.find(Mnemonic);
  if (It != ByName.end())
    return It->second;
  if (Mnemonic.size() > 64)
    return nullptr;
  llvm::SmallString<64> Lower(Mnemonic.lower());
  It = ByName.find(Lower);
  return It == ByName.end() ? nullptr : It->second;
}

const InstrInfo *gfxas::lookupInstrOn(llvm::StringRef Mnemonic,
                                      Generation G) {
  const InstrInfo *Info = lookupInstr(Mnemonic);
  if (Info && Info->existsOn(G))
    return Info;
  static constexpr llvm::StringLiteral Aliases[][2] = {
#define MNEMONIC_ALIAS(Alias, Target) {#Alias, #Target},
#include "Target/MnemonicAliases.def"
  };
  for (const auto &Alias : Aliases) {
    if (!Mnemonic.equals_insensitive(Alias[0]))
      continue;
    const InstrInfo *Target = lookupInstr(Alias[1]);
    if (Target && Target->existsOn(G))
      return Target;
  }
  return Info;
}

llvm::ArrayRef<InstrInfo> gfxas::allInstrs() { return Instrs; }

static uint32_t place(BitField F, uint64_t Value) {
  return (uint32_t(Value) << F.Shift) & F.mask();
}

uint32_t gfxas::encodeInstr(const InstrInfo &Instr, Generation G,
                            llvm::ArrayRef<int64_t> FieldValues) {
  const FormatInfo &F = Instr.format();
  assert(Instr.existsOn(G) && FieldValues.size() == Instr.NumOperands);
  uint32_t Word = place(F.Marker, F.MarkerValue) |
                  place(F.Opcode, unsigned(Instr.Opcode[unsigned(G)]));
  for (size_t I = 0; I < FieldValues.size(); ++I)
    Word |= place(F.OperandFields[I].Bits, uint64_t(FieldValues[I]));
  return Word;
}

unsigned DecodedInstr::field(uint32_t Word, unsigned I) const {
  BitField F = Instr->format().OperandFields[I].Bits;
  return (Word & F.mask()) >> F.Shift;
}

DecodedInstr gfxas::decodeInstr(llvm::ArrayRef<uint32_t> Words, Generation G,
                                bool CheckFields) {
  if (Words.empty())
    return {};
  uint32_t Word = Words.front();
  // The first format whose marker the word has claims it; the variants of
  // that format (the same marker) are tried too, the other formats not.
  const FormatInfo *Claimed = nullptr;
  for (const FormatInfo &F : formatsByDecodeOrder()) {
    if (!F.matches(Word))
      continue;
    if (Claimed && (Claimed->Marker.Shift != F.Marker.Shift ||
                    Claimed->Marker.Width != F.Marker.Width ||
                    Claimed->MarkerValue != F.MarkerValue))
      return {};
    Claimed = &F;
    unsigned Opcode = F.opcodeOf(Word);
    for (const InstrInfo &I : Instrs) {
      if (I.Fmt != F.Fmt || I.Opcode[unsigned(G)] != int(Opcode))
        continue;
      // The operands that take a literal share it.
      DecodedInstr D{&I, 1};
      unsigned Extra = 0;
      for (unsigned Op = 0; Op < I.NumOperands; ++Op) {
        const OperandClass &Class = operandClass(I.Operands[Op]);
        unsigned Field = D.field(Word, Op);
        if (CheckFields && !Class.decodes(Field, G))
          return {};
        Extra = std::max(Extra, Class.extraWords(Field));
      }
      D.NumWords += Extra;
      if (D.NumWords > Words.size())
        return {};
      return D;
    }
  }
  return {};
}

unsigned gfxas::reencodeInstr(const DecodedInstr &D,
                              llvm::ArrayRef<uint32_t> Words, Generation G,
                              uint32_t (&Out)[MaxInstrWords]) {
  const InstrInfo &I = *D.Instr;
  uint32_t Literal = D.NumWords > 1 ? Words[1] : 0;
  int64_t Fields[MaxInstrOperands] = {};
  bool HasLiteral = false;
  for (unsigned Op = 0; Op < I.NumOperands; ++Op) {
    bool Keeps = false;
    Fields[Op] = operandClass(I.Operands[Op])
                     .reencode(D.field(Words[0], Op), Literal, Keeps, G);
    HasLiteral |= Keeps;
  }
  Out[0] = encodeInstr(I, G, llvm::ArrayRef(Fields, I.NumOperands));
  if (!HasLiteral)
    return 1;
  Out[1] = Literal;
  return 2;
}
