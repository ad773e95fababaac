//===- LocationTest.cpp - Lines and columns of diagnostics ----------------===//
//
// Assembly::Diagnostics carry the line and column llvm-mc (through
// SourceMgr) prints for the same offset.
//
//===----------------------------------------------------------------------===//

#include "gfxas/Assembly.h"
#include "gtest/gtest.h"

using namespace gfxas;

namespace {

Located firstError(llvm::StringRef Source) {
  Assembly A = assembleBuffer(Source, "t.s", "gfx900");
  EXPECT_FALSE(A.Diagnostics.empty());
  return A.Diagnostics.empty() ? Located{} : A.Diagnostics.front();
}

TEST(LocationTest, TabsCountAsOneColumn) {
  Located L = firstError("\t\ts_nop x\n");
  EXPECT_EQ(L.Line, 1u);
  EXPECT_EQ(L.Column, 9u);
}

TEST(LocationTest, LoneCarriageReturnStartsAColumnButNoLine) {
  // Found by the fuzzer: SourceMgr restarts the column after a lone CR.
  Located L = firstError("s_nop 1\rs_nop x\n");
  EXPECT_EQ(L.Line, 1u);
  EXPECT_EQ(L.Column, 7u);
}

TEST(LocationTest, CrLfIsOneLineEnd) {
  Located L = firstError("s_nop 1\r\ns_nop x\r\n");
  EXPECT_EQ(L.Line, 2u);
  EXPECT_EQ(L.Column, 7u);
}

} // namespace
