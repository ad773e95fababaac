//===- SmemOffsets.cpp - Scalar memory's offsets --------------------------===//
//
// Mirrors llvm-mc's smrd_offset_8, SMRDLiteralOffset, SMEMOffset and
// SMEMOffsetMod operands and its validateSMEMOffset: which offsets each
// generation encodes, and its messages for the others.
//
//===----------------------------------------------------------------------===//

#include "Target/Operands/ScalarMemory.h"
#include "Target/Operands/ScalarSource.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MathExtras.h"

using namespace gfxas;

namespace {
/// The immediate offsets SMEM encodes on a generation, and what llvm-mc's
/// validator says of the others.
struct OffsetRange {
  unsigned Width;
  bool Signed;
  ValidatorCheck Check;
};
} // namespace

// Buffers take unsigned offsets until gfx12.
static OffsetRange smemOffsetRange(Generation G, bool Buffer) {
  if (G == Generation::GFX8 || (Buffer && G < Generation::GFX12))
    return {20, false, ValidatorCheck::SmemOffset20Unsigned};
  if (G < Generation::GFX12)
    return {21, true, ValidatorCheck::SmemOffset21Signed};
  return {24, true, ValidatorCheck::SmemOffset24Signed};
}

static bool isSmrd(Generation G) { return G <= Generation::GFX7; }

/// Checks the SMEM byte offset Value written at Loc and makes it its
/// field's bits.
static void checkSmemOffset(OperandParser &P, int64_t &Value, uint32_t Loc,
                            bool Buffer) {
  OffsetRange R = smemOffsetRange(P.generation(), Buffer);
  bool Fits = R.Signed ? llvm::isIntN(R.Width, Value)
                       : llvm::isUIntN(R.Width, uint64_t(Value));
  if (!Fits)
    P.validationError(Loc, R.Check,
                      P.operandIndex() == 0 ? FirstOperandOffsetKey : 0);
  Value &= (int64_t(1) << R.Width) - 1;
}

/// What llvm-mc prints for an SMEM offset field: signed where the
/// generation's offsets are, a buffer's too.
static void printSmemOffset(unsigned Field, Generation G,
                            llvm::raw_ostream &OS) {
  OffsetRange R = smemOffsetRange(G, /*Buffer=*/false);
  int64_t Value = R.Signed ? llvm::SignExtend64(Field, R.Width) : Field;
  if (Value < 0)
    OS << "-0x" << llvm::utohexstr(uint64_t(-Value), /*LowerCase=*/true);
  else
    OS << "0x" << llvm::utohexstr(uint64_t(Value), /*LowerCase=*/true);
}

static void explainSmemOffset(Generation G, bool Buffer,
                              std::vector<ExplainRow> &Rows) {
  OffsetRange R = smemOffsetRange(G, Buffer);
  Rows.push_back({{0, uint8_t(R.Width)},
                  "offset",
                  std::string("a byte offset, ") +
                      (R.Signed ? "signed" : "unsigned") + ", " +
                      std::to_string(R.Width) + " bits"});
}

//===-- The immediate offset ----------------------------------------------===//

// A cache policy word (scc too, which names a register) is the cache
// policy, the offset left out.
bool SmemOffsetOperand::takes(Lexer &Lex, Generation G) const {
  return !startsRegister(Lex) &&
         !operandClass(OperandClassId::CPol).takes(Lex, G);
}

bool SmemOffsetOperand::parse(OperandParser &P, int64_t &Value) const {
  Generation G = P.generation();
  Lexer &Lex = P.lexer();
  uint32_t Loc = Lex.tok().Begin;
  if (isSmrd(G) && !Lex.is(Tok::Real) && !startsModifier(Lex) &&
      !Lex.is(Tok::Minus) &&
      !(Lex.is(Tok::Identifier) && Lex.text() == "lit")) {
    // gfx7's offset decides whether a literal word follows, so gfxas's
    // first pass must know it where it stands: on SMRD gfxas refuses
    // forward references and labels, as llvm-mc does.
    bool Absolute;
    if (!P.parseExpression(Value, Absolute))
      return false;
    if (!Absolute) {
      P.mismatch(Loc);
      Value = 0x100;
      return true;
    }
  } else if (!P.parseImmediate(Value, &Loc)) {
    return false;
  }
  if (!isSmrd(G)) {
    checkSmemOffset(P, Value, Loc, Buffer);
    return true;
  }
  // SMRD's 8-bit offset counts dwords, with the imm bit above it; gfx7's
  // literal offset is a 32-bit word after the instruction, flagged by 0xff
  // and no imm bit.
  if (Value >= 0 && Value <= 0xff) {
    Value |= 0x100;
    return true;
  }
  if (G == Generation::GFX7 && Value > 0 && llvm::isUInt<32>(Value)) {
    P.literal(Loc, uint32_t(Value));
    Value = 0xff;
    return true;
  }
  P.invalidForGpu();
  Value = 0x100;
  return true;
}

std::optional<int64_t> SmemOffsetOperand::omittedValue(Generation G) const {
  // SMRD's offset field holds the imm bit.
  return isSmrd(G) ? 0x100 : 0;
}

unsigned SmemOffsetOperand::extraWords(unsigned Field, Generation G) const {
  return isSmrd(G) && Field == 0xff ? 1 : 0;
}

void SmemOffsetOperand::print(unsigned Field, std::optional<int64_t> Written,
                              const CpuInfo &Cpu, llvm::raw_ostream &OS) const {
  if (!isSmrd(Cpu.Gen))
    return printSmemOffset(Field, Cpu.Gen, OS);
  // The literal word, which the printer passes as written.
  uint64_t Offset =
      Field == 0xff && Written ? uint64_t(*Written) : Field & 0xff;
  OS << "0x" << llvm::utohexstr(uint32_t(Offset), /*LowerCase=*/true);
}

void SmemOffsetOperand::explain(unsigned Field, const CpuInfo &Cpu,
                                OperandWriting How,
                                std::vector<ExplainRow> &Rows) const {
  if (!isSmrd(Cpu.Gen))
    return explainSmemOffset(Cpu.Gen, Buffer, Rows);
  if (Field == 0xff) {
    Rows.push_back(
        {{0, 9}, "offset", "a 32-bit dword offset in the next word"});
    return;
  }
  Rows.push_back({{8, 1}, "imm", "1: the offset is an immediate"});
  Rows.push_back({{0, 8}, "offset", "a dword offset, unsigned, 8 bits"});
}

//===-- The SGPR offset ---------------------------------------------------===//

bool SmemSOffsetOperand::takes(Lexer &Lex, Generation G) const {
  return startsRegister(Lex);
}

bool SmemSOffsetOperand::parse(OperandParser &P, int64_t &Value) const {
  ScalarValue V;
  if (!parseScalarValue(P, V))
    return false;
  Value = 0;
  std::optional<unsigned> Code;
  if (V.K == ScalarValue::Kind::Register &&
      registerFits(V.Reg, 1, /*IsSource=*/false))
    Code = registerCode(V.Reg, P.generation());
  if (!Code) {
    P.mismatch(V.Loc);
    return true;
  }
  Value = *Code;
  return true;
}

// As written: the field may not hold the whole code (src_scc, 253, in
// gfx10's 7-bit soffset).
void SmemSOffsetOperand::print(unsigned Field, std::optional<int64_t> Written,
                               const CpuInfo &Cpu,
                               llvm::raw_ostream &OS) const {
  unsigned Code = Written ? unsigned(*Written) : Field;
  if (!printRegisterCode(Code, 1, Cpu.Gen, OS))
    OS << "<invalid register " << Code << '>';
}

bool SmemSOffsetOperand::decodes(unsigned Field, Generation G) const {
  std::string Ignored;
  llvm::raw_string_ostream OS(Ignored);
  return printRegisterCode(Field, 1, G, OS);
}

void SmemSOffsetOperand::explain(unsigned Field, const CpuInfo &Cpu,
                                 OperandWriting How,
                                 std::vector<ExplainRow> &Rows) const {
  std::string Meaning = "register ";
  llvm::raw_string_ostream OS(Meaning);
  print(Field, std::nullopt, Cpu, OS);
  OS << ", an unsigned byte offset";
  Rows.push_back({{0, 7}, "soffset", Meaning});
}

//===-- offset:N after an SGPR offset -------------------------------------===//

bool gfxas::startsOffsetModifier(Lexer &Lex) {
  return Lex.is(Tok::Identifier) && Lex.text() == "offset" &&
         Lex.peekIs(Tok::Colon);
}

bool SmemOffsetModOperand::takes(Lexer &Lex, Generation G) const {
  return startsOffsetModifier(Lex);
}

bool SmemOffsetModOperand::parse(OperandParser &P, int64_t &Value) const {
  Lexer &Lex = P.lexer();
  Value = 0;
  if (!startsOffsetModifier(Lex))
    return true;
  // The validator points at the modifier.
  uint32_t Loc = Lex.tok().Begin;
  Lex.lex();
  Lex.lex();
  if (!P.parseAbsolute(Value))
    return false;
  checkSmemOffset(P, Value, Loc, Buffer);
  return true;
}

void SmemOffsetModOperand::print(unsigned Field, std::optional<int64_t> Written,
                                 const CpuInfo &Cpu,
                                 llvm::raw_ostream &OS) const {
  OS << "offset:";
  printSmemOffset(Field, Cpu.Gen, OS);
}

void SmemOffsetModOperand::explain(unsigned Field, const CpuInfo &Cpu,
                                   OperandWriting How,
                                   std::vector<ExplainRow> &Rows) const {
  explainSmemOffset(Cpu.Gen, Buffer, Rows);
}
