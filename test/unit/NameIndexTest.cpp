//===- NameIndexTest.cpp - Symbol names to symbol ids --------------------===//

#include "Frontend/NameIndex.h"
#include "gtest/gtest.h"
#include <string>

using namespace gfxas;

namespace {

TEST(NameIndexTest, FindsWhatWasAdded) {
  NameIndex Index;
  EXPECT_EQ(Index.find("a"), NameIndex::NoId);
  EXPECT_EQ(Index.add("a"), 0u);
  EXPECT_EQ(Index.add("ab"), 1u);
  EXPECT_EQ(Index.add(""), 2u);
  EXPECT_EQ(Index.find("a"), 0u);
  EXPECT_EQ(Index.find("ab"), 1u);
  EXPECT_EQ(Index.find(""), 2u);
  EXPECT_EQ(Index.find("b"), NameIndex::NoId);
  EXPECT_EQ(Index.name(1), "ab");
}

TEST(NameIndexTest, HiddenNamesAreStoredButNotFound) {
  NameIndex Index;
  EXPECT_EQ(Index.add(".Ltmp0", /*Findable=*/false), 0u);
  EXPECT_EQ(Index.find(".Ltmp0"), NameIndex::NoId);
  EXPECT_EQ(Index.name(0), ".Ltmp0");
  EXPECT_EQ(Index.add(".Ltmp0"), 1u);
  EXPECT_EQ(Index.find(".Ltmp0"), 1u);
}

TEST(NameIndexTest, KeepsEveryNameAcrossGrowth) {
  // Names alike but for a few bytes, at every length the hash treats
  // differently, and names that share a long prefix.
  NameIndex Index;
  std::vector<std::string> Names;
  for (unsigned I = 0; I < 20000; ++I)
    Names.push_back((I % 3 ? "L" : "a_long_common_prefix_") +
                    std::to_string(I));
  for (unsigned I = 0; I < 3; ++I)
    Names.push_back(std::string(I + 1, 'x'));
  for (const std::string &N : Names)
    Index.add(N);
  // Twice: the second time, short names come from the cache of names
  // found, where many share a place.
  for (unsigned Round = 0; Round < 2; ++Round)
    for (unsigned I = 0; I < Names.size(); ++I) {
      ASSERT_EQ(Index.find(Names[I]), I) << Names[I];
      ASSERT_EQ(Index.name(I), Names[I]);
    }
  EXPECT_EQ(Index.find("L20000"), NameIndex::NoId);
  EXPECT_EQ(Index.find("xxxx"), NameIndex::NoId);
}

TEST(NameIndexTest, ShortNamesFoundAgainAreTheSameNames) {
  // Names of up to seven bytes are found again through a small cache keyed
  // by their bytes and length: names that differ only in length, in a NUL
  // byte, or in their last byte must stay apart, found or not.
  NameIndex Index;
  std::vector<std::string> Names = {"",
                                    "a",
                                    "ab",
                                    "abc",
                                    "abcd",
                                    "abcde",
                                    "abcdef",
                                    "abcdefg",
                                    "abcdefgh",
                                    std::string("a\0", 2),
                                    std::string("ab\0", 3),
                                    "abcdeg",
                                    "x"};
  for (const std::string &N : Names)
    Index.add(N);
  for (unsigned Round = 0; Round < 3; ++Round)
    for (unsigned I = 0; I < Names.size(); ++I)
      ASSERT_EQ(Index.find(Names[I]), I) << Round << ": " << Names[I];
  EXPECT_EQ(Index.find("abcdefh"), NameIndex::NoId);
  EXPECT_EQ(Index.find(std::string("abc\0", 4)), NameIndex::NoId);
  EXPECT_EQ(Index.find("y"), NameIndex::NoId);
  // Found as missing, then added: found from then on.
  EXPECT_EQ(Index.add("y"), Names.size());
  EXPECT_EQ(Index.find("y"), Names.size());
}

} // namespace
