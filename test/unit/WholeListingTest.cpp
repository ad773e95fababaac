//===- WholeListingTest.cpp - The whole Assembly lists what streams ------===//
//
// The library's whole-file listing (printListing over an Assembly) and the
// streaming ListingWriter the driver uses print the same text, as the
// fuzzer checks for any input; here for the statements only some sinks
// see: .ident and the statements of an expansion.
//
//===----------------------------------------------------------------------===//

#include "gfxas/Assembly.h"
#include "gfxas/Listing.h"
#include "gtest/gtest.h"
#include <string>

using namespace gfxas;

static void expectSameListings(llvm::StringRef Source) {
  Assembly A = assembleBuffer(Source, "t.s", "gfx900");
  std::string Whole, Streamed;
  llvm::raw_string_ostream WS(Whole), SS(Streamed);
  printListing(A, /*ShowEncoding=*/true, WS);
  ListingWriter Writer(SS, *A.Cpu, /*ShowEncoding=*/true,
                       [](const Diagnostic &) {});
  assemble(Source, *A.Cpu, Writer);
  EXPECT_EQ(Whole, Streamed) << Source.str();
}

TEST(WholeListingTest, Ident) {
  expectSameListings("  s_endpgm\n  .ident \"hello\"\n  .ident \"a\\nb\"\n");
}

TEST(WholeListingTest, Expansions) {
  expectSameListings(".macro m x\n  s_mov_b32 s0, \\x\n.endm\n"
                     ".rept 2\n  m 1\n.endr\n.irp r, s1, s2\n"
                     "  s_mov_b32 \\r, 0\n.endr\n");
}
