//===- StatementCacheTest.cpp - The parser's instructions by line bytes --===//

#include "Frontend/StatementCache.h"
#include "gtest/gtest.h"
#include <string>

using namespace gfxas;

namespace {

/// A hash in set Set: the set is the hash's top bits, and Low tells lines
/// of one set apart.
uint64_t hashInSet(uint64_t Set, uint64_t Low) {
  return Set << (64 - StatementCache::SetBits) | Low << 1;
}

EncodedInstruction instructionWithWord(uint32_t Word) {
  EncodedInstruction I;
  I.Words[0] = Word;
  return I;
}

/// The cache keeps a line the second time it is offered one.
void keep(StatementCache &Cache, llvm::StringRef Line, uint64_t Hash,
          const EncodedInstruction &I) {
  Cache.add(Line, Hash, I);
  Cache.add(Line, Hash, I);
}

TEST(StatementCacheTest, LineSeenOnceIsNotKept) {
  StatementCache Cache;
  Cache.add("s_nop 1", hashInSet(3, 5), instructionWithWord(1));
  EXPECT_EQ(Cache.find("s_nop 1", hashInSet(3, 5)), nullptr);
  Cache.add("s_nop 1", hashInSet(3, 5), instructionWithWord(1));
  ASSERT_NE(Cache.find("s_nop 1", hashInSet(3, 5)), nullptr);
  EXPECT_EQ(Cache.find("s_nop 1", hashInSet(3, 5))->Words[0], 1u);
  // Another line noted in its place makes the first one new again.
  Cache.add("s_nop 2", hashInSet(4, 6), instructionWithWord(2));
  Cache.add("s_nop 3", hashInSet(4, 7), instructionWithWord(3));
  Cache.add("s_nop 2", hashInSet(4, 6), instructionWithWord(2));
  EXPECT_EQ(Cache.find("s_nop 2", hashInSet(4, 6)), nullptr);
}

TEST(StatementCacheTest, LinesOfOneSetStayUpToTheWays) {
  StatementCache Cache;
  std::vector<std::string> Lines;
  for (unsigned N = 0; N < StatementCache::Ways; ++N) {
    Lines.push_back("s_nop " + std::to_string(N));
    keep(Cache, Lines.back(), hashInSet(7, N), instructionWithWord(N));
  }
  for (unsigned N = 0; N < StatementCache::Ways; ++N) {
    const EncodedInstruction *Found = Cache.find(Lines[N], hashInSet(7, N));
    ASSERT_NE(Found, nullptr) << Lines[N];
    EXPECT_EQ(Found->Words[0], N);
  }
  // One more line in the set makes room by dropping the oldest.
  keep(Cache, "s_endpgm", hashInSet(7, 99), instructionWithWord(99));
  EXPECT_EQ(Cache.find(Lines[0], hashInSet(7, 0)), nullptr);
  for (unsigned N = 1; N < StatementCache::Ways; ++N)
    EXPECT_NE(Cache.find(Lines[N], hashInSet(7, N)), nullptr) << Lines[N];
  ASSERT_NE(Cache.find("s_endpgm", hashInSet(7, 99)), nullptr);
  EXPECT_EQ(Cache.find("s_endpgm", hashInSet(7, 99))->Words[0], 99u);
}

TEST(StatementCacheTest, SameHashOtherBytesIsAMiss) {
  StatementCache Cache;
  EXPECT_EQ(Cache.find("s_nop 1", hashInSet(3, 5)), nullptr);
  keep(Cache, "s_nop 1", hashInSet(3, 5), instructionWithWord(1));
  EXPECT_EQ(Cache.find("s_nop 2", hashInSet(3, 5)), nullptr);
  EXPECT_EQ(Cache.find("s_nop 1 ", hashInSet(3, 5)), nullptr);
  EXPECT_NE(Cache.find("s_nop 1", hashInSet(3, 5)), nullptr);
}

} // namespace
