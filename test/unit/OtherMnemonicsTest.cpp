//===- OtherMnemonicsTest.cpp - The mnemonics llvm-mc knows beyond gfxas --===//
//
// What Target/OtherMnemonics.cpp relies on in Generated/OtherMnemonics.def:
// names sorted (it searches them), none of them a scalar row's (the rows
// answer for those), and a group for every processor. test/errors/
// other-mnemonics.s and not-on-this-gpu.s check the answers against
// llvm-mc.
//
//===----------------------------------------------------------------------===//

#include "Target/OtherMnemonics.h"
#include "Target/InstrInfo.h"
#include "gfxas/Target.h"
#include "llvm/ADT/StringRef.h"
#include "gtest/gtest.h"
#include <cstring>

using namespace gfxas;

namespace {

constexpr llvm::StringLiteral Names[] = {
#define MNEMONIC_CPU(Name, Group)
#define MNEMONIC_PROFILE(Id, ...)
#define MNEMONIC(Name, Profile) #Name,
#include "Target/Generated/OtherMnemonics.def"
};

constexpr const char *GroupedCpus[] = {
#define MNEMONIC_CPU(Name, Group) Name,
#define MNEMONIC_PROFILE(Id, ...)
#define MNEMONIC(Name, Profile)
#include "Target/Generated/OtherMnemonics.def"
};

TEST(OtherMnemonicsTest, NamesAreSortedAndNoneIsARow) {
  for (size_t I = 1; I < std::size(Names); ++I)
    EXPECT_TRUE(Names[I - 1] < Names[I]) << Names[I].str();
  for (const InstrInfo &Row : allInstrs())
    EXPECT_FALSE(std::binary_search(std::begin(Names), std::end(Names),
                                    llvm::StringRef(Row.Mnemonic)))
        << Row.Mnemonic.str();
}

TEST(OtherMnemonicsTest, EveryProcessorHasAGroup) {
  for (const CpuInfo &Cpu : allCpus())
    EXPECT_TRUE(llvm::any_of(GroupedCpus, [&](const char *Name) {
      return std::strcmp(Name, Cpu.Name) == 0;
    })) << Cpu.Name;
}

TEST(OtherMnemonicsTest, SuffixesAsLlvmMcStripsThem) {
  SplitMnemonic S = splitEncodingSuffix("v_add_f32_e64_dpp");
  EXPECT_EQ(S.Base.str(), "v_add_f32");
  EXPECT_EQ(S.Suffix, EncodingSuffix::E64Dpp);
  // One suffix only: the rest is part of the name.
  S = splitEncodingSuffix("v_cmp_eq_f32_e32_e32");
  EXPECT_EQ(S.Base.str(), "v_cmp_eq_f32_e32");
  EXPECT_EQ(encodingSuffixName(S.Suffix).str(), "e32");
  EXPECT_EQ(splitEncodingSuffix("v_mov_b32_sdwa").Suffix, EncodingSuffix::Sdwa);
  EXPECT_EQ(splitEncodingSuffix("s_mov_b32").Suffix, EncodingSuffix::None);
}

TEST(OtherMnemonicsTest, Answers) {
  const CpuInfo &Gfx900 = *lookupCpu("gfx900");
  const CpuInfo &Gfx1200 = *lookupCpu("gfx1200");
  EXPECT_EQ(classifyOtherMnemonic("v_add_f32", EncodingSuffix::None, Gfx900),
            OtherMnemonic::Taken);
  EXPECT_EQ(classifyOtherMnemonic("ds_load_b96", EncodingSuffix::None, Gfx900),
            OtherMnemonic::NotOnThisGpu);
  EXPECT_EQ(classifyOtherMnemonic("ds_load_b96", EncodingSuffix::None, Gfx1200),
            OtherMnemonic::Taken);
  EXPECT_EQ(classifyOtherMnemonic("v_add_f32", EncodingSuffix::Sdwa, Gfx1200),
            OtherMnemonic::VariantNotSupported);
  EXPECT_EQ(classifyOtherMnemonic("v_frob", EncodingSuffix::None, Gfx900),
            OtherMnemonic::Unknown);
  llvm::SmallVector<llvm::StringRef, 4> Suggested;
  otherMnemonicSuggestions("s_load_b9", Gfx1200, 2, Suggested);
  ASSERT_EQ(Suggested.size(), 1u);
  EXPECT_EQ(Suggested[0].str(), "ds_load_b96");
  Suggested.clear();
  otherMnemonicSuggestions("s_load_b9", Gfx900, 2, Suggested);
  EXPECT_TRUE(Suggested.empty());
}

} // namespace
