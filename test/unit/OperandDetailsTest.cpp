//===- OperandDetailsTest.cpp - Which definitions an operand used ---------===//

#include "gfxas/Assembly.h"
#include "gtest/gtest.h"

using namespace gfxas;

static Assembly explain(llvm::StringRef Source,
                        llvm::StringRef Cpu = "gfx900") {
  Assembly A = assembleBuffer(Source, "t.s", Cpu, /*WithDetails=*/true);
  EXPECT_TRUE(A.succeeded());
  EXPECT_EQ(A.Details.size(), A.Words.size());
  return A;
}

TEST(OperandDetailsTest, OnlyWhenAskedFor) {
  Assembly A = assembleBuffer("s_sendmsg m\nm = 1\n", "t.s", "gfx900");
  EXPECT_TRUE(A.Details.empty());
}

TEST(OperandDetailsTest, ForwardThenLatestDefinition) {
  Assembly A = explain("s_sendmsg m\nm = 0x22\nm = 0x13\ns_sendmsg m\n");
  ASSERT_EQ(A.Details.size(), 2u);
  const ResolvedSymbol &First = A.Details[0].Symbols.at(0);
  EXPECT_EQ(First.How, SymbolUse::Resolution::Forward);
  EXPECT_EQ(First.DefLine, 2u);
  EXPECT_EQ(First.Value, 0x22);
  const ResolvedSymbol &Second = A.Details[1].Symbols.at(0);
  EXPECT_EQ(Second.How, SymbolUse::Resolution::Latest);
  EXPECT_EQ(Second.DefLine, 3u);
  EXPECT_EQ(Second.Value, 0x13);
}

TEST(OperandDetailsTest, FailedFirstEvaluationLeavesNothingBehind) {
  // llvm-mc's evaluation fails on the labels; gfxas's then succeeds, and
  // only its uses are reported, once each.
  Assembly A =
      explain("start:\ns_sendmsg (end - start) / 4 + (end - end)\nend:\n");
  const auto &Syms = A.Details.at(0).Symbols;
  ASSERT_EQ(Syms.size(), 2u);
  EXPECT_EQ(Syms[0].Name, "end");
  EXPECT_EQ(Syms[0].How, SymbolUse::Resolution::Label);
  EXPECT_EQ(Syms[0].DefLine, 3u);
  EXPECT_EQ(Syms[1].Name, "start");
  EXPECT_EQ(Syms[1].Value, 0);
}

TEST(OperandDetailsTest, ReferencesInsideDefinitionsNameTheirSymbol) {
  Assembly A = explain("c = d + 1\ns_sendmsg c\nd = 2\ns_sendmsg c\n");
  for (const InstructionDetails &D : A.Details) {
    ASSERT_EQ(D.Symbols.size(), 2u);
    EXPECT_EQ(D.Symbols[0].Name, "c");
    EXPECT_EQ(D.Symbols[0].Value, 3);
    EXPECT_EQ(D.Symbols[1].Name, "d");
    EXPECT_EQ(D.Symbols[1].Via, "c");
  }
  EXPECT_EQ(A.Details[0].Symbols[1].How, SymbolUse::Resolution::Forward);
  EXPECT_EQ(A.Details[1].Symbols[1].How, SymbolUse::Resolution::Latest);
}

TEST(OperandDetailsTest, WrittenFields) {
  Assembly A = explain("s_waitcnt lgkmcnt(1)\ns_waitcnt 0\n"
                       "s_sendmsg sendmsg(MSG_GS, GS_OP_CUT)\n");
  EXPECT_TRUE(A.Details[0].ByField);
  EXPECT_EQ(A.Details[0].WrittenFields, 4u); // lgkmcnt is counter 2
  EXPECT_FALSE(A.Details[1].ByField);
  EXPECT_EQ(A.Details[2].WrittenFields, SendMsgIdField | SendMsgOpField);
  EXPECT_EQ(A.Details[2].Line, 3u);
  EXPECT_EQ(A.Details[2].SourceLine, "s_sendmsg sendmsg(MSG_GS, GS_OP_CUT)");
}
