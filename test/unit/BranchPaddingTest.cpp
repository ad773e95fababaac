//===- BranchPaddingTest.cpp - One layout for the offset 0x3f padding -----===//
//
// On gfx1010-gfx1013 some branches are followed by s_nop 0 (see
// Frontend/BranchPadding.h). Every output sees the same layout: the whole
// Assembly and the streaming writers the driver uses must agree, as the
// fuzzer checks for any input.
//
//===----------------------------------------------------------------------===//

#include "gfxas/Assembly.h"
#include "gfxas/Listing.h"
#include "gfxas/ObjectWriter.h"
#include "llvm/ADT/SmallString.h"
#include "gtest/gtest.h"
#include <string>

using namespace gfxas;

// A global branch, one 0x3f words short of its target, a chain they start,
// an alignment after them, and label values in a data value, a literal and
// (the gfxas extension) an immediate.
static std::string source() {
  std::string S = "  .globl g\ng:\n  s_branch g\nstart:\n  s_branch far\n";
  for (int I = 0; I < 63; ++I)
    S += "  s_nop 1\n";
  S += "far:\n  .p2align 4\n  .long far - start\n"
       "  s_add_u32 s0, s0, far - start\n  s_sendmsg (far - start) / 4\n"
       "  s_endpgm\n";
  return S;
}

static llvm::SmallString<1024> streamedObject(llvm::StringRef Source,
                                              const CpuInfo &Cpu) {
  llvm::SmallString<1024> Object;
  llvm::raw_svector_ostream OS(Object);
  llvm::Expected<bool> Whole =
      assembleObject(Source, Cpu, OS, [](const Diagnostic &) {});
  EXPECT_TRUE(Whole && *Whole);
  return Object;
}

TEST(BranchPaddingTest, WholeAndStreamedObjectsAgree) {
  std::string Source = source();
  for (const char *Name : {"gfx1010", "gfx1013", "gfx1030"}) {
    Assembly A = assembleBuffer(Source, "t.s", Name);
    ASSERT_TRUE(A.objectSucceeded()) << Name;
    llvm::SmallString<1024> Whole;
    llvm::raw_svector_ostream OS(Whole);
    ASSERT_FALSE(bool(writeObject(A, OS)));
    EXPECT_EQ(Whole, streamedObject(Source, *A.Cpu)) << Name;
  }
}

TEST(BranchPaddingTest, ListingsShowNoPadding) {
  std::string Source = source();
  Assembly Padded = assembleBuffer(Source, "t.s", "gfx1010");
  std::string Whole, Streamed;
  llvm::raw_string_ostream WS(Whole), SS(Streamed);
  printListing(Padded, /*ShowEncoding=*/true, WS);
  ListingWriter Writer(SS, *Padded.Cpu, /*ShowEncoding=*/true,
                       [](const Diagnostic &) {});
  assemble(Source, *Padded.Cpu, Writer);
  EXPECT_EQ(Whole, Streamed);
  // s_branch's encoding is its word alone: [A,A,0x82,0xbf].
  EXPECT_NE(Whole.find("[A,A,0x82,0xbf]"), std::string::npos);
  EXPECT_EQ(Whole.find("0x82,0xbf,"), std::string::npos);
}

TEST(BranchPaddingTest, LabelValuesAreTheObjectsAddresses) {
  Assembly A = assembleBuffer(source(), "t.s", "gfx1010");
  // g: s_branch g, s_nop 0; start: s_branch far, s_nop 0; 63 words; far.
  const SymbolInfo *Far = nullptr;
  for (const SymbolInfo &S : A.Symbols)
    if (S.Name == "far")
      Far = &S;
  ASSERT_TRUE(Far);
  EXPECT_EQ(Far->Value, 8 + 8 + 63 * 4);
  // The .long after the alignment (one s_nop from 268 to 272), then
  // s_add_u32's literal, then s_sendmsg's immediate.
  size_t Long = 272;
  ASSERT_GE(A.Text.size(), Long + 16);
  auto Word = [&](size_t At) {
    return uint32_t(A.Text[At]) | uint32_t(A.Text[At + 1]) << 8 |
           uint32_t(A.Text[At + 2]) << 16 | uint32_t(A.Text[At + 3]) << 24;
  };
  EXPECT_EQ(Word(Long), 8u + 63 * 4);
  EXPECT_EQ(Word(Long + 8), 8u + 63 * 4);
  EXPECT_EQ(Word(Long + 12) & 0xFFFF, (8u + 63 * 4) / 4);
}
