//===- ObjectWriterTest.cpp - An Assembly's object is the driver's --------===//
//
// The driver streams its object (assembleObject); an Assembly writes the
// same through the events it keeps (writeObject). Both must give the same
// bytes, relocations included. (Comparing with llvm-mc is for test/obj.)
//
//===----------------------------------------------------------------------===//

#include "gfxas/ObjectWriter.h"
#include "gfxas/Assembly.h"
#include "gfxas/Listing.h"
#include "llvm/ADT/SmallString.h"
#include "gtest/gtest.h"

using namespace gfxas;

namespace {

std::string streamed(llvm::StringRef Source, const CpuInfo &Cpu) {
  llvm::SmallString<512> Object;
  llvm::raw_svector_ostream OS(Object);
  llvm::Expected<bool> Whole =
      assembleObject(Source, Cpu, OS, [](const Diagnostic &) {});
  EXPECT_TRUE(Whole && *Whole);
  return Object.str().str();
}

std::string whole(llvm::StringRef Source, llvm::StringRef Cpu) {
  Assembly A = assembleBuffer(Source, "t.s", Cpu);
  EXPECT_TRUE(A.objectSucceeded());
  llvm::SmallString<512> Object;
  llvm::raw_svector_ostream OS(Object);
  EXPECT_FALSE(bool(writeObject(A, OS)));
  return Object.str().str();
}

TEST(ObjectWriterTest, RelocationsAgree) {
  const char *Sources[] = {
      // Against the section, against the symbol, and a branch between.
      "s_nop 0\nstart:\n.long start + 4\ns_mov_b32 s0, start - 4\n"
      ".globl g\ng:\ns_branch g\n.quad g + 2, u\n.short start\n",
      // Data relocations and fixups interleaved, labels defined later.
      "s_mov_b32 s1, later - 8\n.long later, u + 1\ns_branch later\n"
      ".byte later\nlater:\n.4byte later - 4\n",
      // Only data relocations, against the symbol of .text.
      ".long 1f\n1:\n.quad 1b\n",
      // Relative to the value's place, and through variables.
      "s_nop 0\nl:\n.long u - l\n.quad u - l + 2\nx = l + 4\n.long x\n"
      ".globl y\ny = l + 8\n.long y\n",
  };
  const CpuInfo *Cpu = lookupCpu("gfx900");
  ASSERT_TRUE(Cpu);
  for (const char *Source : Sources)
    EXPECT_EQ(streamed(Source, *Cpu), whole(Source, "gfx900")) << Source;
}

} // namespace

// Found by the fuzz smoke: an Assembly dropped the fixup of an instruction
// outside .text, so its listing showed a resolved 0 where the streamed
// listing (and llvm-mc) show the fixup. Nor may a fixup there be resolved
// in .text's bytes.
TEST(ObjectWriterTest, OtherSectionsKeepTheirFixupsInTheListing) {
  const char *Source = "  .text\nkernel:\n  s_nop 0\n"
                       "  .section .foo,\"ax\",@progbits\n"
                       "  s_branch kernel\n  s_branch far\n"
                       "  s_mov_b32 s0, far\n  s_nop 1\n";
  Assembly A = assembleBuffer(Source, "t.s", "gfx900");
  std::string Whole, Streamed;
  llvm::raw_string_ostream WS(Whole), SS(Streamed);
  printListing(A, /*ShowEncoding=*/true, WS);
  ListingWriter Writer(SS, *A.Cpu, /*ShowEncoding=*/true,
                       [](const Diagnostic &) {});
  assemble(Source, *A.Cpu, Writer);
  EXPECT_EQ(Whole, Streamed);
  EXPECT_NE(Whole.find("value: far, kind: FK_PCRel_4"), std::string::npos);
  EXPECT_NE(Whole.find("value: kernel, kind: fixup_si_sopp_br"),
            std::string::npos);
  // .text holds only s_nop 0.
  EXPECT_EQ(A.Text.size(), 4u);
}
