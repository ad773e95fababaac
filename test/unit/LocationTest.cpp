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

// What only an object refuses stays out of the Assembly's diagnostics and
// with the object's, in llvm-mc's order: the ELF streamer's as it read the
// file, then the writer's, which have no place in the source. (The
// assembly fuzzer found the streamer's error missing here.)
TEST(LocationTest, ObjectOnlyErrorsGoWithTheObject) {
  Assembly A = assembleBuffer("x = .data\n  .globl .text\n", "t.s", "gfx900");
  EXPECT_TRUE(A.Diagnostics.empty());
  ASSERT_EQ(A.ObjectDiagnostics.size(), 2u);
  EXPECT_EQ(A.ObjectDiagnostics[0].D.Message,
            ".text changed binding to STB_GLOBAL");
  EXPECT_EQ(A.ObjectDiagnostics[0].Line, 2u);
  EXPECT_EQ(A.ObjectDiagnostics[0].Column, 3u);
  EXPECT_EQ(A.ObjectDiagnostics[1].D.Message,
            "Undefined section reference: x");
  EXPECT_FALSE(A.ObjectDiagnostics[1].D.hasLocation());
  EXPECT_EQ(A.ObjectDiagnostics[1].Line, 0u);
}
