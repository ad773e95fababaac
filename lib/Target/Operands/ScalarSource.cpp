//===- ScalarSource.cpp - Scalar ALU sources and destinations ------------===//
//
// Mirrors AMDGPUAsmParser's parseRegOrImm, parseImm and isModifier, the
// operand predicates and addLiteralImmOperand of SSrc_b32 and SSrc_b64, the
// SIMCCodeEmitter's inline-constant codes, and AMDGPUInstPrinter's
// printImmediate32/64 and AMDGPUDisassembler's scalar operand decoding.
//
//===----------------------------------------------------------------------===//

#include "Target/Operands/ScalarSource.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/MathExtras.h"

using namespace gfxas;

//===-- Parsing -----------------------------------------------------------===//

/// abs(, neg(, sext( or |: an operand modifier no scalar operand takes.
static bool isOperandModifier(Lexer &Lex) {
  const Token &T = Lex.tok();
  if (T.Kind == Tok::Pipe)
    return true;
  if (T.Kind != Tok::Identifier)
    return false;
  llvm::StringRef Name = Lex.text(T);
  return (Name == "abs" || Name == "neg" || Name == "sext") &&
         Lex.peek().Kind == Tok::LParen;
}

bool gfxas::startsModifier(Lexer &Lex) {
  const Token &T = Lex.tok();
  if (T.Kind == Tok::Minus) {
    Tok Next = Lex.peek().Kind;
    if (Next != Tok::Identifier && Next != Tok::LBrac && Next != Tok::Pipe)
      return false;
    // Two tokens ahead: a copy of the lexer looks on.
    Lexer Ahead = Lex;
    Ahead.lex();
    return startsRegister(Ahead) || isOperandModifier(Ahead);
  }
  if (isOperandModifier(Lex))
    return true;
  return T.Kind == Tok::Identifier && Lex.peek().Kind == Tok::Colon;
}

/// llvm-mc's parseImm; InLit inside lit(...), where only a plain value may
/// stand.
static bool parseImmediate(OperandParser &P, ScalarValue &V, bool InLit) {
  Lexer &Lex = P.lexer();
  if (InLit && startsRegister(Lex)) {
    P.error(Lex.tok().Begin, "not a valid operand.");
    return false;
  }
  // lit(...) asks for a literal where an inline constant would do; llvm-mc
  // 19 encodes scalar operands the same either way.
  if (!InLit && Lex.is(Tok::Identifier) && Lex.text() == "lit") {
    Lex.lex();
    if (!P.skipToken(Tok::LParen, "expected left paren after lit") ||
        !parseImmediate(P, V, /*InLit=*/true))
      return false;
    return P.skipToken(Tok::RParen, "expected closing parentheses");
  }

  // A floating-point literal, with an optional sign, stands alone: it is no
  // part of an expression.
  bool Negate = false;
  if (Lex.is(Tok::Minus) && Lex.peek().Kind == Tok::Real) {
    Lex.lex();
    Negate = true;
  }
  if (Lex.is(Tok::Real)) {
    llvm::APFloat Real(llvm::APFloat::IEEEdouble());
    auto Status =
        Real.convertFromString(Lex.text(), llvm::APFloat::rmNearestTiesToEven);
    if (!Status) {
      llvm::consumeError(Status.takeError());
      return false;
    }
    Lex.lex();
    if (Negate)
      Real.changeSign();
    V.K = ScalarValue::Kind::Immediate;
    V.IsFloat = true;
    V.Imm = int64_t(Real.bitcastToAPInt().getZExtValue());
    return true;
  }

  bool Absolute;
  if (!P.parseExpression(V.Imm, Absolute))
    return false;
  if (!Absolute) {
    if (InLit) {
      P.error(Lex.tok().Begin, "not a valid operand.");
      return false;
    }
    V.K = ScalarValue::Kind::Expression;
    return true;
  }
  V.K = ScalarValue::Kind::Immediate;
  V.IsFloat = false;
  return true;
}

bool gfxas::parseScalarValue(OperandParser &P, ScalarValue &V) {
  Lexer &Lex = P.lexer();
  V = ScalarValue();
  V.Loc = Lex.tok().Begin;
  if (startsRegister(Lex)) {
    V.K = ScalarValue::Kind::Register;
    return parseRegister(P, V.Reg);
  }
  if (startsModifier(Lex)) {
    P.error(V.Loc, "not a valid operand.");
    return false;
  }
  return parseImmediate(P, V, /*InLit=*/false);
}

//===-- Inline constants and literals -------------------------------------===//

namespace {
/// Integers -16..64 take codes 128..208.
std::optional<unsigned> integerCode(int64_t Value) {
  if (Value >= 0 && Value <= 64)
    return unsigned(128 + Value);
  if (Value >= -16 && Value < 0)
    return unsigned(192 - Value);
  return std::nullopt;
}
} // namespace

std::optional<unsigned> gfxas::inlineCode(int64_t Value, unsigned Dwords,
                                          Generation G) {
  if (std::optional<unsigned> Code = integerCode(Value))
    return Code;
  for (const InlineFloat &F : allInlineFloats())
    if (inGens(F.Gens, G) &&
        (Dwords == 1 ? uint32_t(Value) == F.Bits && llvm::isInt<32>(Value)
                     : uint64_t(Value) == F.DoubleBits))
      return F.Code;
  return std::nullopt;
}

std::optional<EncodedImm> gfxas::encodeImmediate(int64_t Imm, bool IsFloat,
                                                 unsigned Dwords,
                                                 Generation G) {
  if (IsFloat) {
    // A 64-bit operand takes a double only as an inline constant.
    if (Dwords == 2) {
      if (std::optional<unsigned> Code = inlineCode(Imm, 2, G))
        return EncodedImm{*Code};
      return std::nullopt;
    }
    // A 32-bit operand takes the double rounded to single precision, as
    // long as it neither overflows nor underflows.
    llvm::APFloat Real(llvm::APFloat::IEEEdouble(), llvm::APInt(64, Imm));
    bool Lost;
    llvm::APFloat::opStatus Status = Real.convert(
        llvm::APFloat::IEEEsingle(), llvm::APFloat::rmNearestTiesToEven,
        &Lost);
    if (Status != llvm::APFloat::opOK && Lost &&
        (Status & (llvm::APFloat::opOverflow | llvm::APFloat::opUnderflow)))
      return std::nullopt;
    uint32_t Single = uint32_t(Real.bitcastToAPInt().getZExtValue());
    if (std::optional<unsigned> Code = inlineCode(int32_t(Single), 1, G))
      return EncodedImm{*Code};
    return EncodedImm{LiteralCode, Single};
  }
  // An integer: inline if it is one of the constants (a 32-bit operand
  // reads it as 32 bits when it fits them, signed or not), else a literal
  // of its low 32 bits when it fits them.
  bool Fits32 = llvm::isInt<32>(Imm) || llvm::isUInt<32>(Imm);
  if (Dwords == 1 && Fits32) {
    if (std::optional<unsigned> Code = inlineCode(int32_t(Imm), 1, G))
      return EncodedImm{*Code};
  }
  if (Dwords == 2) {
    if (std::optional<unsigned> Code = inlineCode(Imm, 2, G))
      return EncodedImm{*Code};
  }
  if (!Fits32)
    return std::nullopt;
  return EncodedImm{LiteralCode, uint32_t(Imm)};
}

//===-- Printing ----------------------------------------------------------===//

/// llvm-mc's printImmediate32/64 for a literal: the value as an inline
/// constant would print when it is one (which only a disassembled word
/// shows), else in hexadecimal. A 64-bit operand's literal is zero-extended.
void gfxas::printLiteral(uint32_t Literal, unsigned Dwords, Generation G,
                         llvm::raw_ostream &OS) {
  int64_t Value = Dwords == 1 ? int64_t(int32_t(Literal)) : int64_t(Literal);
  if (Value >= -16 && Value <= 64) {
    OS << Value;
    return;
  }
  if (Dwords == 1)
    if (const InlineFloat *F = lookupInlineFloat(Literal, G)) {
      OS << F->Text;
      return;
    }
  OS << "0x";
  OS.write_hex(Literal);
}

bool gfxas::printSourceCode(unsigned Code, uint32_t Literal, unsigned Dwords,
                            Generation G, llvm::raw_ostream &OS) {
  if (Code == LiteralCode) {
    printLiteral(Literal, Dwords, G, OS);
    return true;
  }
  if (Code >= 128 && Code <= 208) {
    OS << (Code <= 192 ? int(Code) - 128 : 192 - int(Code));
    return true;
  }
  if (const InlineFloat *F = lookupInlineFloatCode(Code)) {
    OS << (Dwords == 1 ? F->Text : F->DoubleText);
    return true;
  }
  return printRegisterCode(Code, Dwords, G, OS);
}

//===-- The operand classes -----------------------------------------------===//

bool ScalarOperand::parse(OperandParser &P, int64_t &Value) const {
  ScalarValue V;
  if (!parseScalarValue(P, V))
    return false;
  Generation G = P.generation();
  Value = 0;
  switch (V.K) {
  case ScalarValue::Kind::Register: {
    std::optional<unsigned> Code = registerCode(V.Reg, G);
    if (!Code || !registerFits(V.Reg, Dwords, IsSource)) {
      P.mismatch(V.Loc);
      return true;
    }
    // A destination keeps the whole code as written: llvm-mc puts src_scc
    // (253) in a 7-bit field as 125, and prints src_scc.
    Value = *Code;
    if (V.Reg.isSpecial() &&
        specialRegInfo(V.Reg.Special).Rule == RegRule::ZReg &&
        !inGens(specialRegInfo(V.Reg.Special).Gens, G))
      P.validationError(V.Loc, "execz and vccz are not supported on this GPU",
                        unsigned(V.Reg.Special));
    return true;
  }
  case ScalarValue::Kind::Immediate: {
    std::optional<EncodedImm> Imm;
    if (IsSource)
      Imm = encodeImmediate(V.Imm, V.IsFloat, Dwords, G);
    if (!Imm) {
      P.mismatch(V.Loc);
      return true;
    }
    Value = Imm->Code;
    if (Imm->Code == LiteralCode)
      P.literal(V.Loc, Imm->Literal);
    return true;
  }
  case ScalarValue::Kind::Expression:
    // Only a 32-bit source takes an expression (as a literal with a fixup).
    if (!IsSource || Dwords != 1) {
      P.mismatch(V.Loc);
      return true;
    }
    Value = LiteralCode;
    P.fixup(V.Loc);
    return true;
  }
  return true;
}

/// Whether Code names a register (of a Dwords-sized operand) on G.
static bool isRegisterCode(unsigned Code, unsigned Dwords, Generation G) {
  return Code < 128 || (Code >= 235 && Code <= 239) ||
         (Code >= 251 && Code <= 254);
}

void ScalarOperand::print(unsigned Field, std::optional<int64_t> Written,
                          const CpuInfo &Cpu, llvm::raw_ostream &OS) const {
  Generation G = Cpu.Gen;
  uint32_t Literal = 0;
  unsigned Code = Field;
  if (Field == LiteralCode)
    Literal = Written ? uint32_t(*Written) : 0;
  else if (Written)
    Code = unsigned(*Written);
  // A register operand decoded from a constant's code: llvm-mc prints the
  // constant, as a 32-bit one whatever the operand's size, and flags it.
  if (!IsSource && !isRegisterCode(Code, Dwords, G)) {
    printSourceCode(Code, Literal, 1, G, OS);
    OS << "/*Invalid immediate*/";
    return;
  }
  if (!printSourceCode(Code, Literal, Dwords, G, OS))
    OS << "<invalid operand code " << Code << '>';
}

bool ScalarOperand::decodes(unsigned Field, Generation G) const {
  return printSourceCode(Field, 0, Dwords, G, llvm::nulls());
}

/// The value llvm-mc's decoder gives a constant's code: an integer, a
/// float's bits (single or double), or the literal.
static int64_t constantValue(unsigned Code, uint32_t Literal,
                             unsigned Dwords) {
  if (Code == LiteralCode)
    return Dwords == 1 ? int64_t(int32_t(Literal)) : int64_t(Literal);
  if (Code >= 128 && Code <= 208)
    return Code <= 192 ? int64_t(Code) - 128 : 192 - int64_t(Code);
  const InlineFloat *F = lookupInlineFloatCode(Code);
  assert(F && "a constant's code");
  return Dwords == 1 ? int64_t(F->Bits) : int64_t(F->DoubleBits);
}

unsigned ScalarOperand::reencode(unsigned Field, uint32_t &Literal,
                                 bool &KeepsLiteral, Generation G) const {
  KeepsLiteral = false;
  // A register operand holding a constant: llvm-mc's encoder writes the
  // constant's value as if it were a register code.
  if (!IsSource && !isRegisterCode(Field, Dwords, G))
    return unsigned(constantValue(Field, Literal, 1)) & 0xFF;
  if (IsSource && Field == LiteralCode) {
    // The decoder reads a 32-bit operand's literal as a signed 32-bit value
    // and a 64-bit operand's zero-extended; one that is an inline constant
    // is encoded as one.
    int64_t Value = Dwords == 1 ? int64_t(int32_t(Literal)) : int64_t(Literal);
    if (std::optional<unsigned> Code = inlineCode(Value, Dwords, G))
      return *Code;
    KeepsLiteral = true;
    return Field;
  }
  // A pair decoded from an odd register code is the even pair below.
  if (Dwords == 2) {
    unsigned Ttmp = ttmpBase(G);
    if (Field < sgprCount(G))
      return Field & ~1u;
    if (Field >= Ttmp && Field < Ttmp + ttmpCount(G))
      return Ttmp + ((Field - Ttmp) & ~1u);
  }
  return Field;
}

void ScalarOperand::explain(unsigned Field, const CpuInfo &Cpu,
                            OperandWriting How,
                            std::vector<ExplainRow> &Rows) const {
  Generation G = Cpu.Gen;
  std::string Meaning;
  llvm::raw_string_ostream OS(Meaning);
  unsigned Width = IsSource ? 8 : 7;
  if (IsSource && Field == LiteralCode) {
    OS << "a 32-bit literal in the next word";
  } else if (Field >= 128 && Field != 254 && !(Field >= 235 && Field <= 239) &&
             !(Field >= 251 && Field <= 253)) {
    OS << "inline constant ";
    printSourceCode(Field, 0, Dwords, G, OS);
  } else {
    OS << "register ";
    printSourceCode(Field, 0, Dwords, G, OS);
  }
  Rows.push_back({{0, uint8_t(Width)}, "code", Meaning});
}
