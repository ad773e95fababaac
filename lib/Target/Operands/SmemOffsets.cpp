//===- SmemOffsets.cpp - Scalar memory's offsets --------------------------===//
//
// Mirrors llvm-mc's smrd_offset_8, SMRDLiteralOffset, SMEMOffset and
// SMEMOffsetMod operands and its validateSMEMOffset: which offsets each
// generation encodes, and its messages for the others.
//
//===----------------------------------------------------------------------===//

#include "Target/Operands/ScalarMemory.h"
#include "Target/Operands/ScalarSource.h"
#include "Target/ScalarMemoryTable.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MathExtras.h"

using namespace gfxas;

/// The offset range of an instruction on G, with an address base or a
/// buffer resource base.
static const SmemOffsetRange &offsetRange(Generation G, bool Buffer) {
  const ScalarMemoryInfo &Row = scalarMemory(G);
  return Buffer ? Row.BufferOffset : Row.Offset;
}

/// SMRD's offset field: the imm bit above the dword offset, and the value
/// that says a literal word follows.
static unsigned smrdImmBit(const SmemOffsetRange &R) { return 1u << R.Width; }
constexpr unsigned SmrdLiteralField = 0xff;

/// Checks the SMEM byte offset Value written at Loc and makes it its
/// field's bits.
static void checkSmemOffset(OperandParser &P, int64_t &Value, uint32_t Loc,
                            bool Buffer) {
  const SmemOffsetRange &R = offsetRange(P.generation(), Buffer);
  bool Fits = R.Signed ? llvm::isIntN(R.Width, Value)
                       : llvm::isUIntN(R.Width, uint64_t(Value));
  if (!Fits)
    P.match().validationError(
        Loc, *R.Check,
        P.match().operandIndex() == 0 ? FirstOperandOffsetKey : 0);
  Value &= (int64_t(1) << R.Width) - 1;
}

/// What llvm-mc prints for an SMEM offset field: signed where the
/// generation's offsets are, a buffer's too.
static void printSmemOffset(unsigned Field, Generation G,
                            llvm::raw_ostream &OS) {
  const SmemOffsetRange &R = offsetRange(G, /*Buffer=*/false);
  int64_t Value = R.Signed ? llvm::SignExtend64(Field, R.Width) : Field;
  if (Value < 0)
    OS << "-0x" << llvm::utohexstr(uint64_t(-Value), /*LowerCase=*/true);
  else
    OS << "0x" << llvm::utohexstr(uint64_t(Value), /*LowerCase=*/true);
}

static void explainSmemOffset(Generation G, bool Buffer,
                              std::vector<ExplainRow> &Rows) {
  const SmemOffsetRange &R = offsetRange(G, Buffer);
  Rows.push_back({{0, uint8_t(R.Width)},
                  "offset",
                  std::string("a byte offset, ") +
                      (R.Signed ? "signed" : "unsigned") + ", " +
                      std::to_string(R.Width) + " bits"});
}

//===-- The immediate offset ----------------------------------------------===//

// A register is the SGPR offset's shape. A cache policy word (scc too,
// which names a register) after the base is the cache policy, the offset
// left out: the parser asks the modifier after the offset in the row
// (Parser::operandTakes).
bool SmemOffsetOperand::takes(Lexer &Lex, Generation G) const {
  return !startsRegister(Lex);
}

bool SmemOffsetOperand::parse(OperandParser &P, int64_t &Value) const {
  const ScalarMemoryInfo &Row = scalarMemory(P.generation());
  const SmemOffsetRange &R = Buffer ? Row.BufferOffset : Row.Offset;
  Lexer &Lex = P.lexer();
  uint32_t Loc = Lex.tok().Begin;
  if (Row.Smrd && !Lex.is(Tok::Real) && !startsModifier(Lex) &&
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
      Value = smrdImmBit(R);
      return true;
    }
  } else if (!P.parseImmediate(Value, &Loc)) {
    return false;
  }
  if (!Row.Smrd) {
    checkSmemOffset(P, Value, Loc, Buffer);
    return true;
  }
  // SMRD's offset counts dwords, with the imm bit above it; gfx7's literal
  // offset is a 32-bit word after the instruction, flagged by 0xff and no
  // imm bit.
  if (Value >= 0 && llvm::isUIntN(R.Width, uint64_t(Value))) {
    Value |= smrdImmBit(R);
    return true;
  }
  if (Row.LiteralOffset && Value > 0 && llvm::isUInt<32>(Value)) {
    P.match().literal(Loc, uint32_t(Value));
    Value = SmrdLiteralField;
    return true;
  }
  P.match().invalidForGpu();
  Value = smrdImmBit(R);
  return true;
}

std::optional<int64_t> SmemOffsetOperand::omittedValue(Generation G) const {
  // SMRD's offset field holds the imm bit.
  const ScalarMemoryInfo &Row = scalarMemory(G);
  return Row.Smrd ? smrdImmBit(Row.Offset) : 0;
}

unsigned SmemOffsetOperand::extraWords(unsigned Field, Generation G) const {
  return scalarMemory(G).Smrd && Field == SmrdLiteralField ? 1 : 0;
}

void SmemOffsetOperand::print(unsigned Field, std::optional<int64_t> Written,
                              const CpuInfo &Cpu, llvm::raw_ostream &OS) const {
  const ScalarMemoryInfo &Row = scalarMemory(Cpu.Gen);
  if (!Row.Smrd)
    return printSmemOffset(Field, Cpu.Gen, OS);
  const SmemOffsetRange &R = Buffer ? Row.BufferOffset : Row.Offset;
  // The literal word, which the printer passes as written.
  uint64_t Offset = Field == SmrdLiteralField && Written
                        ? uint64_t(*Written)
                        : Field & (smrdImmBit(R) - 1);
  OS << "0x" << llvm::utohexstr(uint32_t(Offset), /*LowerCase=*/true);
}

void SmemOffsetOperand::explain(unsigned Field, const CpuInfo &Cpu,
                                OperandWriting How,
                                std::vector<ExplainRow> &Rows) const {
  const ScalarMemoryInfo &Row = scalarMemory(Cpu.Gen);
  if (!Row.Smrd)
    return explainSmemOffset(Cpu.Gen, Buffer, Rows);
  const SmemOffsetRange &R = Buffer ? Row.BufferOffset : Row.Offset;
  if (Field == SmrdLiteralField) {
    Rows.push_back({{0, uint8_t(R.Width + 1)},
                    "offset",
                    "a 32-bit dword offset in the next word"});
    return;
  }
  Rows.push_back({{R.Width, 1}, "imm", "1: the offset is an immediate"});
  Rows.push_back(
      {{0, R.Width},
       "offset",
       "a dword offset, unsigned, " + std::to_string(R.Width) + " bits"});
}

//===-- The SGPR offset ---------------------------------------------------===//

bool SmemSOffsetOperand::takes(Lexer &Lex, Generation G) const {
  return startsRegister(Lex);
}

bool SmemSOffsetOperand::parse(OperandParser &P, int64_t &Value) const {
  return parseRegisterOperand(P, Value, [](const Register &R) {
    return registerFits(R, 1, /*IsSource=*/false);
  });
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
