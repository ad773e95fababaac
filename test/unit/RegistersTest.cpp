//===- RegistersTest.cpp - The register table and scalar constants ---------===//
//
// The rows of Target/Registers.def and the encodings of scalar constants,
// checked against each other: every code a generation decodes prints a
// name that assembles back to that code. test/regs/ checks the same rows
// against llvm-mc.
//
//===----------------------------------------------------------------------===//

#include "TestSink.h"
#include "Target/Operands/ScalarSource.h"
#include "Target/Registers.h"
#include "gtest/gtest.h"
#include "llvm/ADT/bit.h"

using namespace gfxas;

namespace {

// The parser reads a prefix and a digit as a numbered register without
// asking the named registers: no name may look like one.
TEST(RegistersTest, NoNamedRegisterStartsWithAnIndex) {
  static const char *const Spellings[] = {
#define REG_NAME(Spelling, Id) Spelling,
#include "Target/Registers.def"
  };
  for (const char *Spelling : Spellings)
    EXPECT_FALSE(startsWithIndex(Spelling)) << Spelling;
  EXPECT_TRUE(startsWithIndex("s5"));
  EXPECT_TRUE(startsWithIndex("v0.l"));
  EXPECT_TRUE(startsWithIndex("ttmp12"));
  EXPECT_FALSE(startsWithIndex("src_vccz"));
  EXPECT_FALSE(startsWithIndex("s"));
}

/// One processor per generation, with xnack where the generation has it.
const char *const GenerationCpus[NumGenerations] = {
    "tahiti", "bonaire", "carrizo", "gfx900",
    "gfx1010", "gfx1030", "gfx1100", "gfx1200"};

std::string printed(unsigned Code, unsigned Dwords, Generation G) {
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  if (!printRegisterCode(Code, Dwords, G, OS))
    return "";
  return Text;
}

/// The source code s_mov_b32 (Dwords 1) or s_mov_b64 gives Operand on Cpu,
/// or -1 when it does not assemble.
int sourceCode(llvm::StringRef Operand, unsigned Dwords, const char *Cpu) {
  std::string Line = (Dwords == 1 ? "s_mov_b32 s0, " : "s_mov_b64 s[0:1], ") +
                     Operand.str() + "\n";
  TestSink S = assembleFor(Line, Cpu);
  if (!S.errors().empty() || S.Words.size() != 1)
    return -1;
  return int(S.Words[0] & 0xFF);
}

} // namespace

TEST(RegistersTest, NamesAreCaseSensitiveAndHaveAliases) {
  EXPECT_EQ(lookupSpecialRegName("vcc"), SpecialReg::VCC);
  EXPECT_EQ(lookupSpecialRegName("scc"), SpecialReg::SRC_SCC);
  EXPECT_EQ(lookupSpecialRegName("src_scc"), SpecialReg::SRC_SCC);
  EXPECT_EQ(lookupSpecialRegName("shared_base"), SpecialReg::SRC_SHARED_BASE);
  EXPECT_EQ(lookupSpecialRegName("lds_direct"), SpecialReg::LDS_DIRECT);
  EXPECT_FALSE(lookupSpecialRegName("VCC"));
  EXPECT_FALSE(lookupSpecialRegName("Exec"));
  EXPECT_FALSE(lookupSpecialRegName("s0"));
  // Every name's row prints a name that is itself a name of the row.
  for (const char *Name : {"exec", "vcc", "m0", "null", "scc", "vccz", "execz",
                           "shared_limit", "private_base", "private_limit",
                           "pops_exiting_wave_id", "tba", "tma"}) {
    std::optional<SpecialReg> R = lookupSpecialRegName(Name);
    ASSERT_TRUE(R) << Name;
    EXPECT_EQ(lookupSpecialRegName(specialRegInfo(*R).Printed), R) << Name;
  }
}

TEST(RegistersTest, CodesMoveBetweenGenerations) {
  auto Code = [](SpecialReg R, Generation G) {
    return specialRegInfo(R).Code[unsigned(G)];
  };
  // m0 and null trade codes in gfx11.
  EXPECT_EQ(Code(SpecialReg::M0, Generation::GFX10_3), 124);
  EXPECT_EQ(Code(SpecialReg::SGPR_NULL, Generation::GFX10_3), 125);
  EXPECT_EQ(Code(SpecialReg::M0, Generation::GFX11), 125);
  EXPECT_EQ(Code(SpecialReg::SGPR_NULL, Generation::GFX11), 124);
  // flat_scratch sits above s103 on gfx7 and takes s102 on gfx8 and gfx9.
  EXPECT_EQ(Code(SpecialReg::FLAT_SCR_LO, Generation::GFX7), 104);
  EXPECT_EQ(Code(SpecialReg::FLAT_SCR_LO, Generation::GFX9), 102);
  EXPECT_EQ(Code(SpecialReg::FLAT_SCR_LO, Generation::GFX10), -1);
  // ttmp0 takes tba's code from gfx9 on.
  EXPECT_EQ(ttmpBase(Generation::GFX8), 112u);
  EXPECT_EQ(ttmpBase(Generation::GFX9), 108u);
  EXPECT_EQ(Code(SpecialReg::TBA_LO, Generation::GFX8), 108);
  EXPECT_EQ(Code(SpecialReg::TBA_LO, Generation::GFX9), -1);
  EXPECT_EQ(sgprCount(Generation::GFX7), 104u);
  EXPECT_EQ(sgprCount(Generation::GFX9), 102u);
  EXPECT_EQ(sgprCount(Generation::GFX10), 106u);
}

TEST(RegistersTest, EveryRegisterCodePrintsANameThatAssemblesToIt) {
  for (unsigned GI = 0; GI < NumGenerations; ++GI) {
    Generation G = Generation(GI);
    const char *Cpu = GenerationCpus[GI];
    SCOPED_TRACE(Cpu);
    unsigned Assembled = 0;
    for (unsigned Dwords : {1u, 2u}) {
      for (unsigned Code = 0; Code < 256; ++Code) {
        std::string Name = printed(Code, Dwords, G);
        if (Name.empty() || Name.find("/*") != std::string::npos)
          continue;
        // The odd code of a pair prints as the even pair below it.
        llvm::StringRef N(Name);
        if ((Code & 1) && (N.starts_with("s[") || N.starts_with("ttmp[")))
          continue;
        int Got = sourceCode(Name, Dwords, Cpu);
        // The disassembler decodes some codes the assembler refuses on
        // that processor (src_shared_base on gfx8, null before gfx10).
        if (Got < 0)
          continue;
        EXPECT_EQ(Got, int(Code)) << Name << " (" << Dwords << " dwords)";
        ++Assembled;
      }
    }
    // s0..s101 alone make 102 codes; every generation has far more.
    EXPECT_GT(Assembled, 150u);
  }
}

TEST(RegistersTest, UnavailableRegistersAreRefusedWithLlvmMcsMessages) {
  TestSink A = assembleFor("s_mov_b32 s0, null\n", "gfx900");
  ASSERT_EQ(A.errors().size(), 1u);
  EXPECT_EQ(A.errors()[0], "'null' operand is not supported on this GPU");
  TestSink B = assembleFor("s_mov_b32 s0, xnack_mask_lo\n", "tonga");
  ASSERT_EQ(B.errors().size(), 1u);
  EXPECT_EQ(B.errors()[0], "register not available on this GPU");
  TestSink C = assembleFor("s_mov_b32 s0, xnack_mask_lo\n", "carrizo");
  EXPECT_TRUE(C.errors().empty());
  TestSink D = assembleFor("s_mov_b32 s0, s106\n", "gfx1100");
  ASSERT_EQ(D.errors().size(), 1u);
  EXPECT_EQ(D.errors()[0], "register index is out of range");
}

TEST(ScalarConstantsTest, InlineCodes) {
  EXPECT_EQ(inlineCode(0, 1, Generation::GFX9), 128u);
  EXPECT_EQ(inlineCode(64, 1, Generation::GFX9), 192u);
  EXPECT_EQ(inlineCode(-1, 1, Generation::GFX9), 193u);
  EXPECT_EQ(inlineCode(-16, 1, Generation::GFX9), 208u);
  EXPECT_FALSE(inlineCode(65, 1, Generation::GFX9));
  EXPECT_FALSE(inlineCode(-17, 1, Generation::GFX9));
  // Floats as single bit patterns for 32-bit operands, double for 64-bit.
  EXPECT_EQ(inlineCode(0x3f000000, 1, Generation::GFX9), 240u);
  EXPECT_FALSE(inlineCode(0x3f000000, 2, Generation::GFX9));
  EXPECT_EQ(inlineCode(int64_t(0xc010000000000000), 2, Generation::GFX9),
            247u);
  // 1/(2*pi) from gfx8 on.
  EXPECT_FALSE(inlineCode(0x3e22f983, 1, Generation::GFX7));
  EXPECT_EQ(inlineCode(0x3e22f983, 1, Generation::GFX8), 248u);
  EXPECT_EQ(inlineCode(0x3fc45f306dc9c882, 2, Generation::GFX12), 248u);
}

TEST(ScalarConstantsTest, ImmediatesAsLlvmMcEncodesThem) {
  auto Encode = [](int64_t V, bool IsFloat, unsigned Dwords) {
    return encodeImmediate(V, IsFloat, Dwords, Generation::GFX9);
  };
  auto Double = [](double D) { return llvm::bit_cast<int64_t>(D); };
  // A 32-bit operand reads an integer that fits 32 bits, signed or not.
  EXPECT_EQ(Encode(0xffffffff, false, 1)->Code, 193u);
  EXPECT_EQ(Encode(1000000, false, 1)->Literal, 1000000u);
  EXPECT_FALSE(Encode(0x100000000, false, 1));
  // A 64-bit operand's literal is the low 32 bits.
  EXPECT_EQ(Encode(-100, false, 2)->Literal, 0xffffff9cu);
  EXPECT_FALSE(Encode(0x123456789, false, 2));
  // Floats round to single precision for a 32-bit operand; a 64-bit
  // operand takes only the inline ones.
  EXPECT_EQ(Encode(Double(1.5), true, 1)->Literal, 0x3fc00000u);
  EXPECT_EQ(Encode(Double(1.0000000001), true, 1)->Code, 242u);
  EXPECT_FALSE(Encode(Double(1e40), true, 1));
  EXPECT_FALSE(Encode(Double(1e-40), true, 1));
  EXPECT_EQ(Encode(Double(-4.0), true, 2)->Code, 247u);
  EXPECT_FALSE(Encode(Double(1.5), true, 2));
}
