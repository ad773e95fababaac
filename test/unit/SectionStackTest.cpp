//===- SectionStackTest.cpp - llvm-mc's current and previous sections -----===//

#include "Frontend/SectionStack.h"
#include "gtest/gtest.h"

using namespace gfxas;

namespace {

constexpr uint16_t None = SectionStack::None;

TEST(SectionStackTest, SwitchesAndPrevious) {
  SectionStack S;
  EXPECT_EQ(S.current(), 0);
  // No previous section before the first switch.
  EXPECT_TRUE(S.previous().Fails);
  std::optional<SectionStack::Switch> To1 = S.switchTo(1);
  ASSERT_TRUE(To1);
  EXPECT_EQ(To1->Id, 1);
  EXPECT_EQ(To1->Listed, 1);
  // A switch to the current section makes no switch.
  EXPECT_FALSE(S.switchTo(1));
  // .previous after that goes back to 1 itself: the previous is 1 now.
  SectionStack::Previous P = S.previous();
  EXPECT_FALSE(P.Fails);
  EXPECT_FALSE(P.Made);
}

TEST(SectionStackTest, PushAndPop) {
  SectionStack S;
  std::optional<SectionStack::Switch> Made;
  EXPECT_FALSE(S.pop(Made));
  S.push();
  S.switchTo(2);
  ASSERT_TRUE(S.pop(Made));
  ASSERT_TRUE(Made);
  EXPECT_EQ(Made->Id, 0);
  EXPECT_EQ(Made->Listed, 0);
  EXPECT_EQ(S.current(), 0);
}

// After a local common symbol the object streamer's stack has moved, and the
// listing's has not: going back shows no line in the listing.
TEST(SectionStackTest, UnlistedSwitchParts) {
  SectionStack S;
  std::optional<SectionStack::Switch> ToBss = S.switchUnlisted(3);
  ASSERT_TRUE(ToBss);
  EXPECT_EQ(ToBss->Listed, None);
  std::optional<SectionStack::Switch> Back = S.switchUnlisted(0);
  ASSERT_TRUE(Back);
  EXPECT_EQ(Back->Listed, None);
  // The object's previous section is .bss; the listing has none.
  SectionStack::Previous P = S.previous();
  EXPECT_FALSE(P.Fails);
  EXPECT_TRUE(P.ListingFails);
  ASSERT_TRUE(P.Made);
  EXPECT_EQ(P.Made->Id, 3);
  EXPECT_EQ(P.Made->Listed, None);
}

} // namespace
