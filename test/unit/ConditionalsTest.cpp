//===- ConditionalsTest.cpp - Conditional assembly across the passes ------===//

#include "TestSink.h"
#include "gfxas/Assembly.h"
#include "gtest/gtest.h"

using namespace gfxas;

static std::vector<uint32_t> messages(const TestSink &S) {
  std::vector<uint32_t> M;
  for (uint32_t W : S.Words)
    M.push_back(W & 0xFFFF);
  return M;
}

// The conditions see what is defined before their line, in the speculative
// pass and in pass one and pass two alike: a forward reference at the top
// (which makes gfxas run all three) changes no branch.
static const char *const Conditions =
    ".ifdef lab\ns_sendmsg 1\n.else\ns_sendmsg 2\n.endif\n"
    ".ifdef m\ns_sendmsg 3\n.endif\n"
    "lab:\nm = 5\n"
    ".ifdef lab\n.if m == 5\ns_sendmsg 4\n.endif\n.endif\n"
    ".if 0\nm = 6\n.endif\n"
    ".ifeq m - 5\ns_sendmsg 5\n.endif\n";

TEST(ConditionalsTest, OnePassTakesTheBranchesOfTheLine) {
  TestSink S = assembleFor(Conditions);
  ASSERT_TRUE(S.errors().empty());
  EXPECT_EQ(messages(S), (std::vector<uint32_t>{2, 4, 5}));
}

TEST(ConditionalsTest, TwoPassesTakeTheSameBranches) {
  TestSink S = assembleFor(std::string("s_sendmsg m\n") + Conditions);
  ASSERT_TRUE(S.errors().empty());
  EXPECT_EQ(messages(S), (std::vector<uint32_t>{5, 2, 4, 5}));
}

TEST(ConditionalsTest, PrintIsReportedOnce) {
  // The forward reference after the .print makes pass two replay the file
  // from the start: the .print, already reported, is muted there.
  Assembly A = assembleBuffer(".print \"one\"\ns_sendmsg m\n.if 1\n"
                              ".print \"two\"\n.else\n.print \"no\"\n"
                              ".endif\nm = 3\n",
                              "print.s", "gfx900");
  ASSERT_TRUE(A.succeeded());
  EXPECT_EQ(A.Printed, (std::vector<std::string>{"one", "two"}));
}
