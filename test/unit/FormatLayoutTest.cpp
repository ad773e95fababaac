//===- FormatLayoutTest.cpp - Formats' layouts per generation ------------===//
//
// The model every sink reads a format through: a layout per generation, of
// one or two words, with fields anywhere in the instruction's 64 bits.
//
//===----------------------------------------------------------------------===//

#include "Target/Formats.h"
#include "Target/InstrInfo.h"
#include "gtest/gtest.h"
#include <set>

using namespace gfxas;

namespace {

TEST(FormatLayoutTest, BitFieldsReachTheSecondWord) {
  constexpr BitField Offset = {32, 21}, Soffset = {57, 7}, Top = {0, 64};
  EXPECT_EQ(Offset.mask(), 0x001FFFFF00000000ull);
  EXPECT_EQ(Soffset.mask(), 0xFE00000000000000ull);
  EXPECT_EQ(Top.mask(), ~0ull);
  uint64_t Bits = 0xFA0012345678ABCDull;
  EXPECT_EQ(Offset.get(Bits), 0x1234u);
  EXPECT_EQ(Soffset.get(Bits), 0x7Du);
  // A field of a word's sub-fields stays a 32-bit one.
  EXPECT_EQ((BitField{16, 7}.mask()), 0x007F0000u);
}

TEST(FormatLayoutTest, InstructionBitsJoinTheWords) {
  const uint32_t Words[] = {0xC0060002, 0xFA000010};
  EXPECT_EQ(instructionBits(Words, 1), 0xC0060002u);
  EXPECT_EQ(instructionBits(Words, 2), 0xFA000010C0060002ull);
}

TEST(FormatLayoutTest, EveryRowHasItsFormatOnItsGenerations) {
  for (const InstrInfo &I : allInstrs())
    for (unsigned G = 0; G < NumGenerations; ++G)
      if (I.existsOn(Generation(G))) {
        SCOPED_TRACE(I.Mnemonic.str() + " on generation " + std::to_string(G));
        ASSERT_TRUE(I.format().existsOn(Generation(G)));
        const FormatLayout &L = I.layout(Generation(G));
        EXPECT_LE(unsigned(I.NumOperands), L.OperandFields.size());
        EXPECT_LT(unsigned(I.Opcode[G]), 1u << L.Opcode.Width);
      }
}

TEST(FormatLayoutTest, FieldsLieInOneWordOfTheLayout) {
  for (unsigned G = 0; G < NumGenerations; ++G)
    for (const FormatInfo *F : formatsByDecodeOrder(Generation(G))) {
      const FormatLayout &L = F->layout(Generation(G));
      SCOPED_TRACE(F->Name.str() + " on generation " + std::to_string(G));
      ASSERT_GE(L.NumWords, 1u);
      ASSERT_LE(unsigned(L.NumWords), MaxInstrWords);
      EXPECT_TRUE(L.markedInFirstWord());
      uint64_t Used = L.Marker.mask() | L.Opcode.mask();
      EXPECT_EQ(L.Marker.mask() & L.Opcode.mask(), 0u);
      for (const FormatField &Field : L.OperandFields) {
        if (!Field.Bits.Width) // the literal word alone
          continue;
        unsigned Last = Field.Bits.Shift + Field.Bits.Width - 1;
        EXPECT_LT(Last, 32u * L.NumWords) << Field.Name.str();
        // The explain views draw a word at a time.
        EXPECT_EQ(Field.Bits.Shift / 32, Last / 32) << Field.Name.str();
        EXPECT_EQ(Field.Bits.mask() & (L.Marker.mask() | L.Opcode.mask()), 0u)
            << Field.Name.str();
        Used |= Field.Bits.mask();
      }
      EXPECT_NE(Used, 0u);
    }
}

TEST(FormatLayoutTest, DecodeOrderIsLongestMarkerFirst) {
  for (unsigned G = 0; G < NumGenerations; ++G) {
    llvm::ArrayRef<const FormatInfo *> Order =
        formatsByDecodeOrder(Generation(G));
    std::set<Format> Seen;
    for (size_t I = 0; I < Order.size(); ++I) {
      EXPECT_TRUE(Seen.insert(Order[I]->Fmt).second);
      if (I) {
        EXPECT_GE(Order[I - 1]->layout(Generation(G)).Marker.Width,
                  Order[I]->layout(Generation(G)).Marker.Width);
      }
    }
    for (unsigned F = 0; F < unsigned(Format::NumFormats); ++F)
      EXPECT_EQ(Seen.count(Format(F)) != 0,
                formatInfo(Format(F)).existsOn(Generation(G)));
  }
}

TEST(FormatLayoutTest, EncodingWritesTheLayoutsWords) {
  for (const InstrInfo &I : allInstrs())
    for (unsigned G = 0; G < NumGenerations; ++G) {
      if (!I.existsOn(Generation(G)))
        continue;
      int64_t Fields[MaxInstrOperands] = {};
      uint32_t Words[MaxInstrWords] = {};
      unsigned N = encodeInstr(I, Generation(G),
                               llvm::ArrayRef(Fields, I.NumOperands), Words);
      const FormatLayout &L = I.layout(Generation(G));
      EXPECT_EQ(N, L.NumWords);
      uint64_t Bits = instructionBits(Words, N);
      EXPECT_EQ(Bits, encodeInstr(I, Generation(G),
                                  llvm::ArrayRef(Fields, I.NumOperands)));
      EXPECT_TRUE(L.matches(Bits));
      EXPECT_EQ(L.opcodeOf(Bits), unsigned(I.Opcode[G]));
    }
}

} // namespace
