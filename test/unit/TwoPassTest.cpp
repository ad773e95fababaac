//===- TwoPassTest.cpp - Symbol resolution across the two passes ----------===//

#include "TestSink.h"
#include "gtest/gtest.h"

using namespace gfxas;

// s_sendmsg puts its operand in the low 16 bits of the word.
static uint32_t msg(const TestSink &S, size_t I = 0) {
  return S.Words.at(I) & 0xFFFF;
}

TEST(TwoPassTest, ForwardReferenceTakesTheFirstDefinition) {
  TestSink S = assembleFor("s_sendmsg m\nm = 0x22\nm = 0x13\ns_sendmsg m\n");
  ASSERT_TRUE(S.errors().empty());
  EXPECT_EQ(msg(S, 0), 0x22u);
  EXPECT_EQ(msg(S, 1), 0x13u);
}

TEST(TwoPassTest, SymbolicAssignmentUsesCurrentValues) {
  TestSink S = assembleFor("a = b + 1\nb = 2\nb = 5\ns_sendmsg a\n");
  ASSERT_TRUE(S.errors().empty());
  EXPECT_EQ(S.Assignments.at(0), "a=b+1");
  EXPECT_EQ(msg(S), 6u);
}

TEST(TwoPassTest, LabelsHaveAddresses) {
  TestSink S = assembleFor("start:\ns_sendmsg (end - start) / 4\n"
                           "s_waitcnt 0\ns_sendmsg lab\nend:\nlab:\n");
  ASSERT_TRUE(S.errors().empty());
  EXPECT_EQ(msg(S, 0), 3u);
  EXPECT_EQ(msg(S, 2), 12u);
}

TEST(TwoPassTest, UndefinedSymbolIsNamed) {
  TestSink S = assembleFor("s_sendmsg nowhere\n");
  ASSERT_EQ(S.Diags.size(), 2u);
  EXPECT_EQ(S.Diags[1].Message, "symbol 'nowhere' is not defined");
}

TEST(TwoPassTest, LongForwardChainResolvesWithoutRecursion) {
  // s0 = s1 + 1, s1 = s2 + 1, ...: every reference is a forward one.
  const int N = 100000;
  std::string Src = "s_waitcnt s0 - " + std::to_string(N) + "\n";
  for (int I = 0; I < N; ++I)
    Src += "s" + std::to_string(I) + " = s" + std::to_string(I + 1) + " + 1\n";
  Src += "s" + std::to_string(N) + " = 7\n";
  TestSink S = assembleFor(Src);
  ASSERT_TRUE(S.errors().empty());
  EXPECT_EQ(S.Words.at(0) & 0xFFFF, 7u);
}

TEST(TwoPassTest, ReverseChainResolves) {
  const int N = 100000;
  std::string Src = "s_waitcnt s" + std::to_string(N) + " - " +
                    std::to_string(N) + "\n";
  for (int I = N; I > 0; --I)
    Src += "s" + std::to_string(I) + " = s" + std::to_string(I - 1) + " + 1\n";
  Src += "s0 = 3\n";
  TestSink S = assembleFor(Src);
  ASSERT_TRUE(S.errors().empty());
  EXPECT_EQ(S.Words.at(0) & 0xFFFF, 3u);
}

TEST(TwoPassTest, LlvmMcRecursionError) {
  TestSink S = assembleFor("a = b + 1\nb = a\n");
  ASSERT_EQ(S.errors().size(), 1u);
  EXPECT_EQ(S.errors()[0], "Recursive use of 'b'");
}

TEST(TwoPassTest, CycleLlvmMcMissesIsAnError) {
  TestSink S = assembleFor("a = b + c\nc = 1\nc = a\n");
  ASSERT_EQ(S.errors().size(), 1u);
  EXPECT_EQ(S.errors()[0], "cyclic definition of 'c'");
}

TEST(TwoPassTest, UsedSymbolCannotBeReassigned) {
  TestSink S = assembleFor("a = b + 1\nc = a\na = 5\n");
  ASSERT_EQ(S.errors().size(), 1u);
  EXPECT_EQ(S.errors()[0], "invalid reassignment of non-absolute variable 'a'");
}
