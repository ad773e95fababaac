//===- RoundTripTest.cpp - word -> disassembly -> assembly -> word --------===//
//
// For one processor of every generation group and every instruction that
// exists there, all 65536 operand values are disassembled and the text is
// assembled again (the one word with a clear simm16 for an instruction
// without operands). Most values come back unchanged. The exceptions are
// printed the way llvm-mc prints them, which loses information; for those
// the test checks the precise weaker property, family by family:
//
//  - s_nop and the other plain immediates (Simm16, Hex16, OptionalImm16),
//    s_waitcnt_depctr (printed by counter only when that says everything):
//    every value round-trips exactly.
//  - s_set_gpr_idx_mode: exact up to 15; a larger value prints in hex, which
//    the assembler refuses (only 4-bit values are legal).
//  - s_waitcnt: exact when the bits no counter uses are clear. Otherwise the
//    text names the counters only, and assembles to the word with those bits
//    cleared.
//  - s_sendmsg, s_sendmsghalt: exact when the bits outside the id, operation
//    and stream fields are clear, and whenever the value is printed by
//    number. A value with stray bits whose fields name a message is printed
//    by name; it assembles to the word with the stray bits cleared.
//  - s_delay_alu: exact when bits 15:11 are clear and every field holds a
//    value that has a name. Stray bits alone are dropped (the text assembles
//    to the word with them cleared). A field value without a name prints as
//    "/* invalid ... value */", so the text does not assemble at all.
//
// The masks below are written out per group, not taken from the target
// tables, so a wrong table row shows up here.
//
//===----------------------------------------------------------------------===//

#include "Target/Formats.h"
#include "Target/InstrInfo.h"
#include "Target/Operands/ScalarSource.h"
#include "Target/Registers.h"
#include "WordCompare.h"
#include "gfxas/Assembly.h"
#include "gfxas/Disassembler.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/bit.h"
#include "llvm/Support/Endian.h"
#include "gtest/gtest.h"
#include <map>
#include <set>

using namespace gfxas;

namespace {

struct GroupInfo {
  const char *Cpu;
  /// simm16 bits some s_waitcnt counter uses.
  uint16_t WaitcntBits;
  /// simm16 bits of the s_sendmsg id, operation and stream fields.
  uint16_t SendMsgBits;
};

const GroupInfo Groups[] = {
    // vmcnt 3:0, expcnt 6:4, lgkmcnt 11:8.
    {"tahiti", 0x0F7F, 0x037F},
    {"bonaire", 0x0F7F, 0x037F},
    {"tonga", 0x0F7F, 0x037F},
    // vmcnt also 15:14.
    {"gfx900", 0xCF7F, 0x037F},
    // lgkmcnt 13:8.
    {"gfx1010", 0xFF7F, 0x037F},
    {"gfx1030", 0xFF7F, 0x037F},
    // expcnt 2:0, lgkmcnt 9:4, vmcnt 15:10; sendmsg is an 8-bit id.
    {"gfx1100", 0xFFF7, 0x00FF},
    // gfx1150 has s_singleuse_vdst, which gfx1100 lacks.
    {"gfx1150", 0xFFF7, 0x00FF},
    {"gfx1200", 0xFFF7, 0x00FF},
};

/// What assembling the disassembly of one value must give.
struct Expectation {
  enum Kind { Exact, Cleared, NoAssembly } K;
  uint16_t Simm16; // for Cleared
};

constexpr uint16_t DelayFieldBits = 0x07FF;

bool delayFieldsHaveNames(unsigned V) {
  unsigned InstId0 = V & 0xF, InstSkip = (V >> 4) & 0x7,
           InstId1 = (V >> 7) & 0xF;
  return InstId0 < 12 && InstSkip < 6 && InstId1 < 12;
}

Expectation expect(OperandClassId K, const GroupInfo &G, unsigned V,
                   llvm::StringRef Text) {
  auto ClearedTo = [V](uint16_t Bits) {
    return (V & ~Bits) ? Expectation{Expectation::Cleared, uint16_t(V & Bits)}
                       : Expectation{Expectation::Exact, 0};
  };
  switch (K) {
  case OperandClassId::Simm16:
  case OperandClassId::Hex16:
  case OperandClassId::OptionalImm16:
  case OperandClassId::DepCtr:
    return {Expectation::Exact, 0};
  case OperandClassId::GprIdxMode:
    return V <= 15 ? Expectation{Expectation::Exact, 0}
                   : Expectation{Expectation::NoAssembly, 0};
  case OperandClassId::Waitcnt:
    return ClearedTo(G.WaitcntBits);
  case OperandClassId::SendMsg:
    // Whether the fields name a message is the printer's decision; the text
    // shows it. A numeric text must then round-trip exactly.
    return Text.contains("sendmsg(MSG_") ? ClearedTo(G.SendMsgBits)
                                         : Expectation{Expectation::Exact, 0};
  case OperandClassId::Delay:
    return delayFieldsHaveNames(V) ? ClearedTo(DelayFieldBits)
                                   : Expectation{Expectation::NoAssembly, 0};
  default: // Scalar operands: RegistersTest and test/regs, test/sop*.
    break;
  }
  return {Expectation::Exact, 0};
}

/// How many operand values instruction I has: every simm16, or just the
/// clear one for an instruction without operands.
unsigned valueCount(const InstrInfo &I) { return I.NumOperands ? 65536 : 1; }

uint32_t encodeValue(const InstrInfo &I, Generation Gen, unsigned V) {
  if (!I.NumOperands)
    return uint32_t(encodeInstr(I, Gen, {}));
  return uint32_t(encodeInstr(I, Gen, {int64_t(V)}));
}

/// The disassembly (llvm-mc's text) of every operand value of instruction I.
std::vector<std::string> disassembleAll(const InstrInfo &I, Generation Gen,
                                        const char *Cpu) {
  unsigned Count = valueCount(I);
  std::string Bytes(4 * Count, '\0');
  for (unsigned V = 0; V < Count; ++V)
    llvm::support::endian::write32le(&Bytes[4 * V], encodeValue(I, Gen, V));
  Disassembly D = disassembleText(byteListFromBinary(Bytes), Cpu, false);
  EXPECT_TRUE(D.Diagnostics.empty()) << D.Diagnostics.front().Message;
  llvm::SmallVector<llvm::StringRef, 0> Lines;
  llvm::StringRef(D.Listing).split(Lines, '\n', -1, /*KeepEmpty=*/false);
  EXPECT_EQ(Lines.size(), Count + 1);
  EXPECT_EQ(Lines.front(), "\t.text");
  std::vector<std::string> Result;
  for (size_t L = 1; L < Lines.size(); ++L)
    Result.push_back(Lines[L].str());
  return Result;
}

void roundTrip(const GroupInfo &G, const InstrInfo &I) {
  SCOPED_TRACE(std::string(G.Cpu) + " " + I.Mnemonic.str());
  Generation Gen = lookupCpu(G.Cpu)->Gen;
  std::vector<std::string> Lines = disassembleAll(I, Gen, G.Cpu);
  ASSERT_EQ(Lines.size(), valueCount(I));

  // Assemble everything expected to assemble as one buffer (fast), and the
  // rest as another in which every line must fail.
  std::string Good, Bad;
  std::vector<uint32_t> Want;
  std::vector<unsigned> GoodValues;
  unsigned BadLines = 0;
  for (unsigned V = 0; V < valueCount(I); ++V) {
    Expectation E = I.NumOperands ? expect(I.Operands[0], G, V, Lines[V])
                                  : Expectation{Expectation::Exact, 0};
    if (E.K == Expectation::NoAssembly) {
      Bad += Lines[V] + "\n";
      ++BadLines;
      continue;
    }
    Good += Lines[V] + "\n";
    GoodValues.push_back(V);
    Want.push_back(
        encodeValue(I, Gen, E.K == Expectation::Exact ? V : E.Simm16));
  }

  Assembly A = assembleBuffer(Good, "good", G.Cpu);
  ASSERT_TRUE(A.succeeded()) << A.Diagnostics.front().D.Message << " at line "
                             << A.Diagnostics.front().Line;
  ASSERT_EQ(A.Words.size(), Want.size());
  unsigned Mismatches = 0;
  for (size_t W = 0; W < Want.size(); ++W)
    if (A.Words[W] != Want[W] && ++Mismatches <= 5)
      ADD_FAILURE() << "simm16 0x" << llvm::utohexstr(GoodValues[W]) << ": '"
                    << Lines[GoodValues[W]] << "' gives 0x"
                    << llvm::utohexstr(A.Words[W]) << ", want 0x"
                    << llvm::utohexstr(Want[W]);
  EXPECT_EQ(Mismatches, 0u);

  if (!BadLines)
    return;
  Assembly B = assembleBuffer(Bad, "bad", G.Cpu, /*WithDetails=*/false,
                              /*ErrorLimit=*/0);
  std::set<unsigned> ErrorLines;
  for (const Located &L : B.Diagnostics)
    if (L.D.Severity == Diagnostic::Kind::Error)
      ErrorLines.insert(L.Line);
  EXPECT_TRUE(B.Words.empty());
  EXPECT_EQ(ErrorLines.size(), BadLines);
}

TEST(RoundTripTest, EveryOperandOfEveryInstructionOnEveryGeneration) {
  for (const GroupInfo &G : Groups)
    for (const InstrInfo &I : allInstrs())
      if (I.Fmt == Format::SOPP && availableOn(I, *lookupCpu(G.Cpu)))
        roundTrip(G, I);
}

//===-- SOPK --------------------------------------------------------------===//
//
// Every SOPK row on every group (and gfx940, which has hwreg names of its
// own), each operand at a sample of its values with the others at a fixed
// one: the disassembly of a word that llvm-mc decodes assembles to the
// words its -show-encoding shows (reencodeInstr). The samples are every
// register code, every hwreg id with a few offsets and sizes, every
// s_version code with each flag, and the 16-bit values around the edges
// and at a stride: the fields' printing is by sub-field, so a sample of each
// sub-field is every case.

/// The values of operand I of row R that the test tries.
std::vector<uint32_t> sopkSamples(const InstrInfo &R, Generation Gen,
                                  unsigned I) {
  std::vector<uint32_t> Values;
  const FormatField &F = R.layout(Gen).OperandFields[I];
  if (F.Bits.Width == 0) { // the literal word
    for (uint32_t V :
         {0u, 1u, 64u, 65u, 0xFFFFFFFFu, 0xFFFFFFF0u, 0xFFFFFFEFu, 0x3F800000u,
          0xBF800000u, 0x3E22F983u, 0x12345678u, 0x80000000u, 0x7FFFFFFFu})
      Values.push_back(V);
    return Values;
  }
  if (F.Bits.Width == 7) { // a register code
    for (uint32_t V = 0; V < 128; ++V)
      Values.push_back(V);
    return Values;
  }
  for (uint32_t V = 0; V < 0x400; ++V)
    Values.push_back(V);
  for (uint32_t V = 0x400; V < 0x10000; V += 61)
    Values.push_back(V);
  for (uint32_t Id = 0; Id < 64; ++Id) // hwreg: id, offset 0..31, size
    for (uint32_t Rest : {0x0000u, 0xF800u, 0x07C0u, 0x8840u, 0xFFC0u})
      Values.push_back(Id | Rest);
  for (uint32_t Code = 0; Code < 256; ++Code) // s_version's code and flags
    for (uint32_t Flags : {0x2000u, 0x4000u, 0x8000u, 0xE000u, 0x6100u})
      Values.push_back(Code | Flags);
  for (uint32_t V = 0xFF00; V < 0x10000; ++V)
    Values.push_back(V);
  return Values;
}

void roundTripSopk(const char *Cpu, const InstrInfo &R) {
  SCOPED_TRACE(std::string(Cpu) + " " + R.Mnemonic.str());
  Generation Gen = lookupCpu(Cpu)->Gen;
  // The fixed values: s5, simm16 0x1234 (id 52, offset 8, size 3), and a
  // literal that is no inline constant.
  const uint32_t Fixed[] = {5, 0x1234, 0x12345678};
  auto FixedOf = [&](unsigned I) {
    unsigned Width = R.layout(Gen).OperandFields[I].Bits.Width;
    return Width == 7 ? Fixed[0] : Width == 16 ? Fixed[1] : Fixed[2];
  };
  std::string Bytes;
  std::vector<std::vector<uint32_t>> Words;
  for (unsigned I = 0; I < R.NumOperands; ++I) {
    for (uint32_t V : sopkSamples(R, Gen, I)) {
      int64_t Fields[MaxInstrOperands] = {};
      uint32_t Literal = 0;
      bool HasLiteral = false;
      for (unsigned J = 0; J < R.NumOperands; ++J) {
        uint32_t Value = J == I ? V : FixedOf(J);
        if (R.layout(Gen).OperandFields[J].Bits.Width == 0) {
          Literal = Value;
          HasLiteral = true;
        } else {
          Fields[J] = Value;
        }
      }
      std::vector<uint32_t> W = {
          uint32_t(encodeInstr(R, Gen, llvm::ArrayRef(Fields, R.NumOperands)))};
      if (HasLiteral)
        W.push_back(Literal);
      Words.push_back(W);
    }
  }
  // One disassembly per word, since a refused word prints nothing.
  std::string Good;
  std::vector<std::vector<uint32_t>> Want;
  std::vector<std::string> Lines;
  for (const std::vector<uint32_t> &W : Words) {
    std::string B(4 * W.size(), '\0');
    for (size_t K = 0; K < W.size(); ++K)
      llvm::support::endian::write32le(&B[4 * K], W[K]);
    Disassembly D = disassembleText(byteListFromBinary(B), Cpu, false);
    if (!D.Diagnostics.empty())
      continue; // a register code llvm-mc does not decode
    llvm::StringRef Line = llvm::StringRef(D.Listing).split('\n').second;
    Good += Line.str();
    Lines.push_back(Line.trim().str());
    DecodedInstr Dec = decodeInstr(W, Gen);
    ASSERT_TRUE(Dec);
    uint32_t Out[MaxInstrWords];
    unsigned N = reencodeInstr(Dec, W, Gen, Out);
    std::vector<uint32_t> Words(Out, Out + N);
    // A literal printed as a floating-point constant (1.0) is read back as
    // a double, of which s_setreg_imm32_b32 keeps the low 32 bits, as in
    // llvm-mc.
    llvm::StringRef Last = Line.trim().rsplit(' ').second;
    if (N == 2 && Last.contains('.')) {
      double Real;
      ASSERT_FALSE(Last.getAsDouble(Real));
      Words[1] = uint32_t(llvm::bit_cast<uint64_t>(Real));
    }
    Want.push_back(Words);
  }
  Assembly A = assembleBuffer(Good, "good", Cpu, /*WithDetails=*/false,
                              /*ErrorLimit=*/0);
  // The lines llvm-mc's own assembler refuses: a register llvm-mc's
  // disassembler names where the processor has none (null before gfx10,
  // xnack_mask without xnack), and on gfx11 a counter wait's register
  // other than null.
  std::set<unsigned> Refused;
  for (const Located &L : A.Diagnostics) {
    if (L.D.Severity != Diagnostic::Kind::Error)
      continue;
    Refused.insert(L.Line);
    llvm::StringRef Text = Lines[L.Line - 1];
    bool Known =
        (L.D.Message == "'null' operand is not supported on this GPU" &&
         Text.contains("null")) ||
        (L.D.Message == "register not available on this GPU" &&
         Text.contains("xnack_mask")) ||
        (L.D.Message == "src0 must be null" && Gen == Generation::GFX11 &&
         Text.starts_with("s_waitcnt_"));
    EXPECT_TRUE(Known) << Text.str() << ": " << L.D.Message;
  }
  std::vector<uint32_t> Expected;
  for (size_t L = 0; L < Want.size(); ++L)
    if (!Refused.count(L + 1))
      Expected.insert(Expected.end(), Want[L].begin(), Want[L].end());
  expectSameWords(A.Words, Expected);
}

bool isSopk(const InstrInfo &I) { return I.format().Name == "SOPK"; }

TEST(RoundTripTest, EverySopkRowOnEveryGeneration) {
  unsigned Rows = 0;
  for (const GroupInfo &G : Groups)
    for (const char *Cpu : {G.Cpu, "gfx940"})
      for (const InstrInfo &I : allInstrs())
        if (isSopk(I) && availableOn(I, *lookupCpu(Cpu))) {
          roundTripSopk(Cpu, I);
          ++Rows;
        }
  EXPECT_GT(Rows, 0u);
}

// An instruction without operands has simm16 fixed at 0: any other value is
// not that instruction, as llvm-mc's disassembler says.
TEST(RoundTripTest, InstructionsWithoutOperandsNeedAClearField) {
  for (const GroupInfo &G : Groups) {
    Generation Gen = lookupCpu(G.Cpu)->Gen;
    for (const InstrInfo &I : allInstrs()) {
      if (I.NumOperands || !availableOn(I, *lookupCpu(G.Cpu)) ||
          llvm::none_of(I.layout(Gen).OperandFields,
                        [](const FormatField &F) { return F.ClearWhenUnused; }))
        continue;
      SCOPED_TRACE(std::string(G.Cpu) + " " + I.Mnemonic.str());
      std::string Bytes(4 * 16, '\0');
      for (unsigned Bit = 0; Bit < 16; ++Bit)
        llvm::support::endian::write32le(
            &Bytes[4 * Bit], uint32_t(encodeInstr(I, Gen, {})) | 1u << Bit);
      Disassembly D = disassembleText(byteListFromBinary(Bytes), G.Cpu, false);
      EXPECT_EQ(D.Listing, "\t.text\n");
      EXPECT_EQ(D.Diagnostics.size(), 16u);
    }
  }
}

// The exceptions above are real: each kind occurs, so the weaker checks are
// not vacuous.
TEST(RoundTripTest, LossyExamplesAreAsDocumented) {
  auto Text = [](uint32_t Word, const char *Cpu) {
    std::string Bytes(4, '\0');
    llvm::support::endian::write32le(&Bytes[0], Word);
    return disassembleText(byteListFromBinary(Bytes), Cpu, false).Listing;
  };
  // gfx9 waitcnt bit 12 is unused: all counters at maximum, printed in full,
  // without it.
  EXPECT_EQ(Text(0xBF8CDF7F, "gfx900"),
            "\t.text\n\ts_waitcnt vmcnt(63) expcnt(7) lgkmcnt(15)\n");
  // MSG_INTERRUPT with bit 15 set prints by name.
  EXPECT_EQ(Text(0xBF908001, "tonga"),
            "\t.text\n\ts_sendmsg sendmsg(MSG_INTERRUPT)\n");
  // A stray bit with fields that name nothing prints the raw value.
  EXPECT_EQ(Text(0xBF908000, "tonga"), "\t.text\n\ts_sendmsg 32768\n");
  EXPECT_EQ(Text(0xBF87000C, "gfx1100"),
            "\t.text\n\ts_delay_alu instid0(/* invalid instid value */)\n");
  // s_nop prints simm16 unsigned, unlike an assembled 's_nop -16'.
  EXPECT_EQ(Text(0xBF80FFF0, "gfx1100"), "\t.text\n\ts_nop 0xfff0\n");
}

} // namespace

namespace {
//===-- The scalar ALU ----------------------------------------------------===//
//
// Every SOP1, SOP2 and SOPC row on every group: each operand field in turn
// through every code its field holds (the other operands registers), and
// for a code that reads a literal (and for K) each word of Literals after
// it. The text of every word llvm-mc decodes is assembled and disassembled
// again, which must give the same text, except:
//
//  - a text llvm-mc flags (/*Invalid immediate*/, /*Invalid register ...*/)
//    does not assemble, nor does a barrier id in a register other than m0
//    or an inline value (the disassembler prints any) or in a literal that
//    is no inline constant, an inline value (src_scc) in a register
//    operand of the other size, a literal in s_cbranch_g_fork's sources, nor
//    a gpr_idx mode above 15 (printed in hex, as for s_set_gpr_idx_mode);
//  - nor does a register the generation's assembler refuses (null before
//    gfx10), which the disassembler names anyway;
//  - a barrier id in an inline value (null, src_scc) assembles as llvm-mc
//    19's number for the register (s_barrier_signal 19);
//  - SOPC's f16 comparisons print a literal's low half: one that is an
//    inline integer (0x3fc00000 prints 0x0) assembles as that constant; a
//    literal that is a single's inline constant prints as it (-1.0), which
//    assembles to the inline code, which decodes to the half (0xbc00).

const uint32_t Literals[] = {0x12345678, 0x00003C00, 0xBF800000,
                             0x3E22F983, 0x0000FFF0, 0x3FC00000};

unsigned specialCode(SpecialReg R, Generation Gen) {
  return registerCode({RegFile::Special, R}, Gen).value_or(0);
}

bool isScalarAlu(const InstrInfo &I) {
  // SOPK's variants have a round trip of their own.
  switch (I.Fmt) {
  case Format::SOP1:
  case Format::SOP1Dst:
  case Format::SOP1Src:
  case Format::SOP2:
  case Format::SOP2Src:
  case Format::SOP2AK:
  case Format::SOP2MK:
  case Format::SOPC:
    return true;
  default:
    return false;
  }
}

/// The text gfxas's disassembler gives each instruction of Bytes.
std::vector<std::string> disassembleLines(const std::string &Bytes,
                                          const char *Cpu) {
  Disassembly D = disassembleText(byteListFromBinary(Bytes), Cpu, false);
  EXPECT_TRUE(D.Diagnostics.empty()) << D.Diagnostics.front().Message;
  llvm::SmallVector<llvm::StringRef, 0> Lines;
  llvm::StringRef(D.Listing).split(Lines, '\n', -1, /*KeepEmpty=*/false);
  std::vector<std::string> Result;
  for (size_t L = 1; L < Lines.size(); ++L)
    Result.push_back(Lines[L].str());
  return Result;
}

void scalarRoundTrip(const GroupInfo &G, const InstrInfo &I) {
  SCOPED_TRACE(std::string(G.Cpu) + " " + I.Mnemonic.str());
  Generation Gen = lookupCpu(G.Cpu)->Gen;
  const FormatLayout &F = I.layout(Gen);
  std::string Bytes;
  // Per word: whether its text must assemble, and whether to the same text.
  enum Expect { Same, Assembles, Fails };
  std::vector<Expect> Expects;
  auto Add = [&](llvm::ArrayRef<uint32_t> Words, Expect E) {
    for (uint32_t W : Words)
      appendWordBytes(Bytes, W);
    Expects.push_back(E);
  };
  bool HasK = false;
  for (unsigned Op = 0; Op < I.NumOperands; ++Op)
    HasK |= F.OperandFields[Op].Bits.Width == 0;
  for (unsigned Op = 0; Op < I.NumOperands; ++Op) {
    BitField Bits = F.OperandFields[Op].Bits;
    if (Bits.Width == 0)
      continue;
    for (unsigned Code = 0; Code < (1u << Bits.Width); ++Code) {
      int64_t Fields[MaxInstrOperands] = {};
      // Registers s4, s6, s8; a barrier id (s_get_barrier_state's) is m0.
      for (unsigned Other = 0; Other < I.NumOperands; ++Other)
        Fields[Other] = I.Operands[Other] == OperandClassId::BarrierId
                            ? specialCode(SpecialReg::M0, Gen)
                            : 4 + 2 * Other;
      Fields[Op] = Code;
      uint32_t Word =
          uint32_t(encodeInstr(I, Gen, llvm::ArrayRef(Fields, I.NumOperands)));
      const uint32_t Probe[] = {Word, Literals[0]};
      DecodedInstr D = decodeInstr(Probe, Gen);
      if (!D)
        continue; // llvm-mc refuses the word too (test/sop*/*.txt)
      OperandClassId K = I.Operands[Op];
      Expect E = Same;
      if (K == OperandClassId::BarrierId &&
          (Code < 128 || (Code >= 235 && Code <= 239) ||
           (Code >= 251 && Code <= 254)) &&
          Code != specialCode(SpecialReg::M0, Gen)) {
        bool InlineValue = Code == specialCode(SpecialReg::SGPR_NULL, Gen) ||
                           (Code >= 235 && Code <= 238) || Code == 253;
        E = InlineValue ? Assembles : Fails;
      }
      if (K == OperandClassId::GprIdxMode && Code > 15)
        E = Fails;
      // An inline value prints in a register operand of the other size
      // too: the 64-bit apertures (src_shared_base ...) in a 32-bit one,
      // the 32-bit ones (src_pops_exiting_wave_id, src_vccz, src_execz,
      // src_scc) in a 64-bit one.
      bool Aperture = Code >= 235 && Code <= 238;
      bool Inline32 = Code == 239 || (Code >= 251 && Code <= 253);
      if ((K == OperandClassId::SReg32 && Aperture) ||
          (K == OperandClassId::SReg64 && Inline32))
        E = Fails;
      // s_cbranch_g_fork's sources decode a literal they do not take.
      if (K == OperandClassId::SCSrc64 && Code == LiteralCode)
        E = Fails;
      if (D.NumWords == 1) {
        Add(Word, E);
        continue;
      }
      for (uint32_t Literal : Literals) {
        Expect LE = E;
        bool LowHalfInline = int16_t(Literal) >= -16 && int16_t(Literal) <= 64;
        // A barrier id takes a literal only as the inline constant it is.
        if (K == OperandClassId::BarrierId &&
            !inlineCode(int32_t(Literal), 1, Gen))
          LE = Fails;
        if (!HasK && K == OperandClassId::SSrcF16Cmp &&
            (LowHalfInline || lookupInlineFloat(Literal, Gen)))
          LE = Assembles;
        Add({Word, Literal}, LE);
      }
    }
  }
  std::vector<std::string> Texts = disassembleLines(Bytes, G.Cpu);
  ASSERT_EQ(Texts.size(), Expects.size());
  std::string All;
  for (const std::string &T : Texts)
    All += T + "\n";
  Assembly A = assembleBuffer(All, "all", G.Cpu, /*WithDetails=*/false,
                              /*ErrorLimit=*/0);
  std::map<unsigned, std::string> Errors;
  for (const Located &L : A.Diagnostics)
    if (L.D.Severity == Diagnostic::Kind::Error)
      Errors.emplace(L.Line, L.D.Message);
  std::vector<size_t> Assembled;
  unsigned Unexpected = 0;
  for (size_t T = 0; T < Texts.size(); ++T) {
    bool MustFail =
        Expects[T] == Fails || llvm::StringRef(Texts[T]).contains("/*Invalid");
    auto E = Errors.find(unsigned(T + 1));
    if (E == Errors.end()) {
      if (MustFail && ++Unexpected <= 5)
        ADD_FAILURE() << "'" << Texts[T] << "' assembles";
      Assembled.push_back(T);
      continue;
    }
    // The disassembler names registers the generation's assembler refuses
    // (null before gfx10, src_vccz from gfx11, ...).
    llvm::StringRef Message = E->second;
    bool Unavailable = Message.contains("not supported on this GPU") ||
                       Message.contains("not available on this GPU");
    if (!MustFail && !Unavailable && ++Unexpected <= 5)
      ADD_FAILURE() << "'" << Texts[T] << "': " << Message.str();
  }
  EXPECT_EQ(Unexpected, 0u);
  std::vector<uint32_t> Words;
  for (const Statement &S : A.Statements)
    if (S.K == Statement::Kind::Instruction)
      Words.insert(Words.end(), S.Inst.Words, S.Inst.Words + S.Inst.NumWords);
  std::string Again;
  for (uint32_t W : Words)
    appendWordBytes(Again, W);
  std::vector<std::string> Texts2 = disassembleLines(Again, G.Cpu);
  ASSERT_EQ(Texts2.size(), Assembled.size());
  unsigned Mismatches = 0;
  for (size_t L = 0; L < Assembled.size(); ++L)
    if (Expects[Assembled[L]] == Same && Texts2[L] != Texts[Assembled[L]] &&
        ++Mismatches <= 5)
      ADD_FAILURE() << "'" << Texts[Assembled[L]] << "' comes back as '"
                    << Texts2[L] << "'";
  EXPECT_EQ(Mismatches, 0u);
}

TEST(RoundTripTest, EveryScalarAluRowOnEveryGeneration) {
  for (const GroupInfo &G : Groups)
    for (const InstrInfo &I : allInstrs())
      if (isScalarAlu(I) && availableOn(I, *lookupCpu(G.Cpu)))
        scalarRoundTrip(G, I);
}
} // namespace
