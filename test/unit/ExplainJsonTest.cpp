//===- ExplainJsonTest.cpp - The explanation as JSON for the playground ---===//

#include "gfxas/Assembly.h"
#include "gfxas/Explain.h"
#include "llvm/Support/JSON.h"
#include "gtest/gtest.h"

using namespace gfxas;

static llvm::json::Value explainJson(llvm::StringRef Source,
                                     llvm::StringRef Cpu) {
  Assembly A = assembleBuffer(Source, "t.s", Cpu, /*WithDetails=*/true);
  EXPECT_TRUE(A.succeeded());
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  printExplanationJson(A, OS);
  llvm::Expected<llvm::json::Value> V = llvm::json::parse(Text);
  EXPECT_TRUE(bool(V)) << Text;
  return V ? std::move(*V) : llvm::json::Value(nullptr);
}

TEST(ExplainJsonTest, WaitcntFieldsAndMeanings) {
  llvm::json::Value V = explainJson("s_waitcnt vmcnt(1)\n", "gfx900");
  const llvm::json::Object &Root = *V.getAsObject();
  EXPECT_EQ(Root.getString("generation"), "gfx9");
  const llvm::json::Object &X =
      *Root.getArray("instructions")->front().getAsObject();
  EXPECT_EQ(X.getInteger("line"), 1);
  EXPECT_EQ(X.getInteger("word"), 0xbf8c0f71);
  EXPECT_EQ(X.getString("printed"), "s_waitcnt vmcnt(1)");
  // The marker, the opcode and simm16, highest bits first.
  const llvm::json::Array &Columns = *X.getArray("columns");
  ASSERT_EQ(Columns.size(), 3u);
  EXPECT_EQ(Columns[0].getAsObject()->getString("name"), "SOPP");
  EXPECT_EQ(Columns[0].getAsObject()->getInteger("shift"), 23);
  EXPECT_EQ(Columns[2].getAsObject()->getInteger("operand"), 0);
  // gfx9's vmcnt is split: its low bits say the whole count.
  const llvm::json::Object &Op = *X.getArray("operands")->front().getAsObject();
  bool SawLowVmcnt = false;
  for (const llvm::json::Value &F : *Op.getArray("fields")) {
    const llvm::json::Object &Field = *F.getAsObject();
    if (Field.getString("name") == "vmcnt[3:0]") {
      SawLowVmcnt = true;
      EXPECT_EQ(Field.getInteger("value"), 1);
      EXPECT_EQ(Field.getInteger("shift"), 0);
      EXPECT_EQ(Field.getInteger("width"), 4);
      EXPECT_EQ(Field.getString("meaning"), "vmcnt = 1");
    }
  }
  EXPECT_TRUE(SawLowVmcnt);
}

TEST(ExplainJsonTest, LiteralBranchAndSymbols) {
  llvm::json::Value V = explainJson(
      "x = 5\ns_mov_b32 s0, 0x12345678\ns_branch end\ns_add_u32 s1, s1, x\n"
      "end:\n",
      "gfx1100");
  const llvm::json::Array &Xs = *V.getAsObject()->getArray("instructions");
  ASSERT_EQ(Xs.size(), 3u);
  const llvm::json::Object *Second = Xs[0].getAsObject()->getObject("second");
  ASSERT_TRUE(Second);
  EXPECT_EQ(Second->getString("kind"), "literal");
  EXPECT_EQ(Second->getInteger("value"), 0x12345678);
  const llvm::json::Object *Branch = Xs[1].getAsObject()->getObject("branch");
  ASSERT_TRUE(Branch);
  EXPECT_EQ(Branch->getString("target"), "end");
  EXPECT_EQ(Branch->getInteger("targetLine"), 5);
  const llvm::json::Object &Sym =
      *Xs[2].getAsObject()->getArray("symbols")->front().getAsObject();
  EXPECT_EQ(Sym.getString("name"), "x");
  EXPECT_EQ(Sym.getInteger("value"), 5);
  EXPECT_EQ(Sym.getInteger("defLine"), 1);
  EXPECT_EQ(Sym.getBoolean("forward"), false);
}
