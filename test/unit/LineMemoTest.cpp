//===- LineMemoTest.cpp - The quick path's memo of instruction lines -----===//

#include "LineMemo.h"
#include "gtest/gtest.h"
#include <string>

using namespace gfxas;

namespace {

// A line padded so that the memo's word reads stay inside the string.
std::string padded(const std::string &Line) {
  return Line + std::string(LineMemo::MaxLine + 8, 'x');
}

MemoizedInstruction instructionWith(int64_t Simm16) {
  return {lookupInstr("s_nop"), Simm16, 0, 2};
}

TEST(LineMemoTest, KeyEndsAtTheFirstNewline) {
  for (unsigned Length = 1; Length <= LineMemo::MaxLine; ++Length) {
    std::string Line = padded(std::string(Length - 1, 'a') + "\n\n");
    EXPECT_EQ(LineMemo::keyOf(Line.data()).Length, Length);
  }
}

TEST(LineMemoTest, LongLinesHaveNoKey) {
  std::string Line = padded(std::string(LineMemo::MaxLine, 'a') + "\n");
  EXPECT_EQ(LineMemo::keyOf(Line.data()).Length, 0u);
}

TEST(LineMemoTest, BytesAfterTheNewlineDoNotCount) {
  std::string A = padded("  s_nop 1\nfoo"), B = padded("  s_nop 1\nbar");
  EXPECT_EQ(LineMemo::keyOf(A.data()).Hash, LineMemo::keyOf(B.data()).Hash);
}

TEST(LineMemoTest, FindsOnlyTheSameBytes) {
  LineMemo Memo;
  std::string Kept = padded("  s_nop 1\n"), Other = padded("  s_nop 2\n");
  EXPECT_EQ(Memo.find(Kept.data(), LineMemo::keyOf(Kept.data())), nullptr);
  Memo.insert(Kept.data(), LineMemo::keyOf(Kept.data()), instructionWith(1));
  const MemoizedInstruction *Found =
      Memo.find(Kept.data(), LineMemo::keyOf(Kept.data()));
  ASSERT_NE(Found, nullptr);
  EXPECT_EQ(Found->Simm16, 1);
  EXPECT_EQ(Found->BeginDelta, 2);
  EXPECT_EQ(Memo.find(Other.data(), LineMemo::keyOf(Other.data())), nullptr);
  // The same hash and length, other bytes: the compare refuses it.
  LineMemo::Key Forged = LineMemo::keyOf(Kept.data());
  EXPECT_EQ(Memo.find(Other.data(), Forged), nullptr);
}

TEST(LineMemoTest, ReplacesTheLeastRecentlyUsedWay) {
  // Three lines forced into one set: the third evicts whichever of the
  // first two was used less recently.
  LineMemo Memo;
  std::string A = padded("a\n"), B = padded("b\n"), C = padded("c\n");
  LineMemo::Key KA = LineMemo::keyOf(A.data());
  LineMemo::Key KB = KA, KC = KA;
  KB.Hash ^= 1;
  KC.Hash ^= 2;
  Memo.insert(A.data(), KA, instructionWith(1));
  Memo.insert(B.data(), KB, instructionWith(2));
  ASSERT_NE(Memo.find(A.data(), KA), nullptr);
  Memo.insert(C.data(), KC, instructionWith(3));
  EXPECT_NE(Memo.find(A.data(), KA), nullptr);
  EXPECT_EQ(Memo.find(B.data(), KB), nullptr);
  EXPECT_NE(Memo.find(C.data(), KC), nullptr);
}

} // namespace
