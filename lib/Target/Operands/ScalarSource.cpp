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
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/bit.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/MathExtras.h"
#include <array>
#include <atomic>
#include <cmath>
#include <mutex>
#include <string>

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
         Lex.peekIs(Tok::LParen);
}

bool gfxas::startsModifier(Lexer &Lex) {
  const Token &T = Lex.tok();
  if (T.Kind == Tok::Minus) {
    if (!Lex.peekIs(Tok::Identifier) && !Lex.peekIs(Tok::LBrac) &&
        !Lex.peekIs(Tok::Pipe))
      return false;
    // Two tokens ahead: a copy of the lexer looks on.
    Lexer Ahead = Lex;
    Ahead.lex();
    return startsRegister(Ahead) || isOperandModifier(Ahead);
  }
  if (isOperandModifier(Lex))
    return true;
  return T.Kind == Tok::Identifier && Lex.peekIs(Tok::Colon);
}

static uint64_t bitsOf(const llvm::APFloat &F) {
  return F.bitcastToAPInt().getZExtValue();
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
    if (!P.skipToken(Tok::LParen, "expected left paren after lit"))
      return false;
    // llvm-mc's operand is the value inside: its errors point there.
    V.Loc = Lex.tok().Begin;
    if (!parseImmediate(P, V, /*InLit=*/true))
      return false;
    return P.skipToken(Tok::RParen, "expected closing parentheses");
  }

  // A floating-point literal, with an optional sign, stands alone: it is no
  // part of an expression.
  bool Negate = false;
  if (Lex.is(Tok::Minus) && Lex.peekIs(Tok::Real)) {
    Lex.lex();
    Negate = true;
  }
  if (Lex.is(Tok::Real)) {
    // A plain decimal fraction ("0.5", "-2.0") is what the lexer already
    // converted, correctly rounded as APFloat does; anything with an
    // exponent or in hex goes through APFloat, which refuses some forms
    // the lexer takes ("1e").
    llvm::StringRef Text = Lex.text();
    uint64_t Bits;
    if (llvm::all_of(Text,
                     [](char C) { return llvm::isDigit(C) || C == '.'; })) {
      Bits = uint64_t(Lex.tok().IntVal);
    } else {
      llvm::APFloat Real(llvm::APFloat::IEEEdouble());
      auto Status =
          Real.convertFromString(Text, llvm::APFloat::rmNearestTiesToEven);
      if (!Status) {
        llvm::consumeError(Status.takeError());
        return false;
      }
      Bits = bitsOf(Real);
    }
    Lex.lex();
    // APFloat's changeSign: the sign bit, whatever the value.
    if (Negate)
      Bits ^= uint64_t(1) << 63;
    V.K = ScalarValue::Kind::Immediate;
    V.IsFloat = true;
    V.Imm = int64_t(Bits);
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

bool gfxas::parseMatchedOperand(
    OperandParser &P, int64_t &Value,
    llvm::function_ref<std::optional<int64_t>(const ScalarValue &)> Match) {
  ScalarValue V;
  if (!parseScalarValue(P, V))
    return false;
  std::optional<int64_t> Matched = Match(V);
  if (!Matched)
    P.mismatch(V.Loc);
  Value = Matched.value_or(0);
  return true;
}

bool gfxas::parseRegisterOperand(
    OperandParser &P, int64_t &Value,
    llvm::function_ref<bool(const Register &)> Takes) {
  return parseMatchedOperand(
      P, Value, [&](const ScalarValue &V) -> std::optional<int64_t> {
        if (V.K != ScalarValue::Kind::Register || !Takes(V.Reg))
          return std::nullopt;
        return registerCode(V.Reg, P.generation());
      });
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

/// Converts the double with bits Imm to Sem as llvm-mc's
/// canLosslesslyConvertToFPType allows: rounding, but neither overflow nor
/// underflow with a loss. Nothing when it does not fit.
static std::optional<llvm::APFloat>
convertDouble(int64_t Imm, const llvm::fltSemantics &Sem) {
  llvm::APFloat Real(llvm::APFloat::IEEEdouble(), llvm::APInt(64, Imm));
  bool Lost;
  llvm::APFloat::opStatus Status =
      Real.convert(Sem, llvm::APFloat::rmNearestTiesToEven, &Lost);
  if (Status != llvm::APFloat::opOK && Lost &&
      (Status & (llvm::APFloat::opOverflow | llvm::APFloat::opUnderflow)))
    return std::nullopt;
  return Real;
}

/// convertDouble to single precision, as its bits. Nearly every float
/// written (0.5, -2.0, 1.5e3) is a double single precision holds exactly,
/// which converts without APFloat's general rounding.
static std::optional<uint32_t> singleBitsOf(int64_t Imm) {
  double D = llvm::bit_cast<double>(uint64_t(Imm));
  float F = float(D);
  if (std::isfinite(D) && double(F) == D)
    return llvm::bit_cast<uint32_t>(F);
  if (std::optional<llvm::APFloat> Single =
          convertDouble(Imm, llvm::APFloat::IEEEsingle()))
    return uint32_t(bitsOf(*Single));
  return std::nullopt;
}

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
    std::optional<uint32_t> Bits = singleBitsOf(Imm);
    if (!Bits)
      return std::nullopt;
    uint32_t Single = *Bits;
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

/// printSourceCode for any code but the literal's.
static bool printCodeUncached(unsigned Code, unsigned Dwords, Generation G,
                              llvm::raw_ostream &OS, bool HasRegClass) {
  if (Code >= 128 && Code <= 208) {
    OS << (Code <= 192 ? int(Code) - 128 : 192 - int(Code));
    return true;
  }
  // 1/(2pi) is no constant on gfx6 and gfx7 (whose words llvm-mc cannot
  // disassemble at all): its code decodes to nothing there.
  if (const InlineFloat *F = lookupInlineFloatCode(Code)) {
    if (!inGens(F->Gens, G))
      return false;
    OS << (Dwords == 1 ? F->Text : F->DoubleText);
    return true;
  }
  return printRegisterCode(Code, Dwords, G, OS, HasRegClass);
}

namespace {
/// The text of every code but the literal's on one generation, for a 32-bit
/// or a 64-bit operand with or without a register class: a listing prints
/// two or three registers and constants a line, each then a copy. Each
/// such table is built the first time one of its codes is printed.
class CodeTexts {
public:
  static const CodeTexts &of(Generation G, unsigned Dwords, bool HasRegClass) {
    constexpr unsigned Count = NumGenerations * 2 * 2;
    unsigned Index = (unsigned(G) * 2 + (Dwords - 1)) * 2 + HasRegClass;
    // Double-checked: after the first build, one load and a branch (a
    // std::call_once was a third of the cost of printing a register).
    static std::atomic<bool> Built[Count];
    static std::mutex Building;
    static CodeTexts Tables[Count];
    CodeTexts &Table = Tables[Index];
    if (!Built[Index].load(std::memory_order_acquire)) {
      std::lock_guard<std::mutex> Lock(Building);
      if (!Built[Index].load(std::memory_order_relaxed)) {
        Table.build(G, Dwords, HasRegClass);
        Built[Index].store(true, std::memory_order_release);
      }
    }
    return Table;
  }

  /// Whether the code decodes, and then its text.
  bool find(unsigned Code, llvm::StringRef &Text) const {
    const Entry &E = Entries[Code];
    Text = llvm::StringRef(Chars.data() + E.Offset, E.Size);
    return E.Decodes;
  }

private:
  struct Entry {
    uint32_t Offset = 0;
    uint16_t Size = 0;
    bool Decodes = false;
  };
  void build(Generation G, unsigned Dwords, bool HasRegClass) {
    llvm::raw_string_ostream OS(Chars);
    for (unsigned Code = 0; Code < 256; ++Code) {
      Entry &E = Entries[Code];
      E.Offset = uint32_t(Chars.size());
      E.Decodes = Code != LiteralCode &&
                  printCodeUncached(Code, Dwords, G, OS, HasRegClass);
      OS.flush();
      if (!E.Decodes)
        Chars.resize(E.Offset);
      E.Size = uint16_t(Chars.size() - E.Offset);
    }
  }

  std::array<Entry, 256> Entries;
  std::string Chars;
};
} // namespace

bool gfxas::printSourceCode(unsigned Code, uint32_t Literal, unsigned Dwords,
                            Generation G, llvm::raw_ostream &OS,
                            bool HasRegClass) {
  if (Code == LiteralCode) {
    printLiteral(Literal, Dwords, G, OS);
    return true;
  }
  if (Code > 255 || (Dwords != 1 && Dwords != 2))
    return printCodeUncached(Code, Dwords, G, OS, HasRegClass);
  llvm::StringRef Text;
  if (!CodeTexts::of(G, Dwords, HasRegClass).find(Code, Text))
    return false;
  OS << Text;
  return true;
}

//===-- Halves ------------------------------------------------------------===//

/// The inline code of a 16-bit value: an integer -16..64 as a signed half
/// word, or a half inline constant.
static std::optional<unsigned> halfCode(uint16_t Bits, Generation G) {
  if (std::optional<unsigned> Code = integerCode(int16_t(Bits)))
    return Code;
  if (const InlineFloat *F = lookupInlineHalf(Bits, G))
    return unsigned(F->Code);
  return std::nullopt;
}

std::optional<EncodedImm> ScalarOperand::encode(int64_t Imm, bool IsFloat,
                                                Generation G) const {
  if (!isHalf()) {
    std::optional<EncodedImm> E = encodeImmediate(Imm, IsFloat, Dwords, G);
    // A constant-only operand takes no literal.
    if (E && E->Code == LiteralCode && Rule != ScalarRule::Source)
      return std::nullopt;
    return E;
  }
  bool Compare = Rule == ScalarRule::HalfCompare;
  if (IsFloat) {
    std::optional<llvm::APFloat> Half =
        convertDouble(Imm, llvm::APFloat::IEEEhalf());
    if (!Half)
      return std::nullopt;
    uint16_t Bits = uint16_t(bitsOf(*Half));
    if (!Compare) {
      if (std::optional<unsigned> Code = halfCode(Bits, G))
        return EncodedImm{*Code};
      return EncodedImm{LiteralCode, Bits};
    }
    // A comparison takes a half's float inline constants and 0.0, not the
    // denormals whose bits are inline integers (2^-24 is a literal).
    if (Bits == 0)
      return EncodedImm{*integerCode(0)};
    if (const InlineFloat *F = lookupInlineHalf(Bits, G))
      return EncodedImm{F->Code};
    // Checked as a half, written as a single.
    return EncodedImm{LiteralCode, *singleBitsOf(Imm)};
  }
  // An integer must fit 16 bits, signed or not.
  if (!llvm::isInt<16>(Imm) && !llvm::isUInt<16>(Imm))
    return std::nullopt;
  std::optional<unsigned> Code =
      Compare ? integerCode(Imm) : halfCode(uint16_t(Imm), G);
  if (Code)
    return EncodedImm{*Code};
  // A comparison encodes 0xfff0 as a literal, but llvm-mc's parser, which
  // reads it in 16 bits as the inline -16, does not mark it one.
  return EncodedImm{LiteralCode, uint16_t(Imm),
                    /*MarkedLiteral=*/!integerCode(int16_t(Imm))};
}

/// How llvm-mc prints a literal of the operand (printImmediate32/64, and
/// printImmediateF16 for the low half of a half's).
void ScalarOperand::printLiteralOf(uint32_t Literal, Generation G,
                                   llvm::raw_ostream &OS) const {
  if (Rule == ScalarRule::Half) {
    uint16_t Bits = uint16_t(Literal);
    if (std::optional<unsigned> Code = integerCode(int16_t(Bits)))
      OS << int16_t(Bits);
    else if (const InlineFloat *F = lookupInlineHalf(Bits, G))
      OS << F->Text;
    else
      OS << "0x" << llvm::utohexstr(Bits, /*LowerCase=*/true);
    return;
  }
  if (Rule == ScalarRule::HalfCompare) {
    // A literal that is a 32-bit inline constant prints as one; any other
    // prints its low half.
    if (inlineCode(int32_t(Literal), 1, G)) {
      printLiteral(Literal, 1, G, OS);
      return;
    }
    OS << "0x" << llvm::utohexstr(uint16_t(Literal), /*LowerCase=*/true);
    return;
  }
  printLiteral(Literal, Dwords, G, OS);
}

//===-- The operand classes -----------------------------------------------===//

/// A register that is an inline value (src_scc, null, the apertures) where
/// llvm-mc 19 takes an inline constant alone (gfx12's barrier ids): its
/// matcher lets the register through as an immediate of its number in
/// LLVM's register enumeration, which the encoder writes as that integer
/// constant (s_barrier_signal null is s_barrier_signal 19). Nothing for
/// other registers; src_vccz and src_execz are refused later anyway.
static std::optional<unsigned> inlineValueNumber(const Register &R) {
  if (!R.isSpecial())
    return std::nullopt;
  switch (R.Special) {
  case SpecialReg::SGPR_NULL:
    return 19;
  case SpecialReg::SRC_PRIVATE_BASE:
    return 24;
  case SpecialReg::SRC_PRIVATE_LIMIT:
    return 27;
  case SpecialReg::SRC_SCC:
    return 30;
  case SpecialReg::SRC_SHARED_BASE:
    return 31;
  case SpecialReg::SRC_SHARED_LIMIT:
    return 34;
  case SpecialReg::SRC_VCCZ:
  case SpecialReg::SRC_EXECZ:
    return 0;
  default:
    return std::nullopt;
  }
}

bool ScalarOperand::parse(OperandParser &P, int64_t &Value) const {
  ScalarValue V;
  if (!parseScalarValue(P, V))
    return false;
  Generation G = P.generation();
  Value = 0;
  switch (V.K) {
  case ScalarValue::Kind::Register: {
    std::optional<unsigned> Code = registerCode(V.Reg, G);
    bool Fits = Code && registerFits(V.Reg, Dwords, isSource());
    // A barrier id is in m0 when it is not a constant.
    if (Rule == ScalarRule::Barrier && Fits &&
        !(V.Reg.isSpecial() && V.Reg.Special == SpecialReg::M0)) {
      std::optional<unsigned> Number = inlineValueNumber(V.Reg);
      Fits = Number.has_value();
      Code = 128 + Number.value_or(0);
    }
    if (!Fits) {
      P.mismatch(V.Loc);
      return true;
    }
    // A destination keeps the whole code as written: llvm-mc puts src_scc
    // (253) in a 7-bit field as 125, and prints src_scc.
    Value = *Code;
    if (V.Reg.isSpecial() &&
        specialRegInfo(V.Reg.Special).Rule == RegRule::ZReg &&
        !inGens(specialRegInfo(V.Reg.Special).Gens, G))
      P.match().validationError(V.Loc, ValidatorCheck::ExeczVcczOperands,
                                unsigned(V.Reg.Special));
    return true;
  }
  case ScalarValue::Kind::Immediate: {
    std::optional<EncodedImm> Imm;
    if (isSource())
      Imm = encode(V.Imm, V.IsFloat, G);
    if (!Imm) {
      P.mismatch(V.Loc);
      return true;
    }
    Value = Imm->Code;
    if (Imm->Code == LiteralCode)
      P.match().literal(V.Loc, Imm->Literal, Imm->MarkedLiteral);
    else if (V.IsFloat && Dwords == 1)
      P.match().inlineFloat(V.Loc);
    return true;
  }
  case ScalarValue::Kind::Expression:
    // Only a 32-bit source that takes literals takes an expression (as a
    // literal with a fixup).
    if (Rule != ScalarRule::Source || Dwords != 1) {
      P.mismatch(V.Loc);
      return true;
    }
    Value = LiteralCode;
    P.match().fixup(V.Loc);
    return true;
  }
  return true;
}

/// Whether Code names a register (of a Dwords-sized operand) on G.
static bool isRegisterCode(unsigned Code, unsigned Dwords, Generation G) {
  return Code < 128 || (Code >= 235 && Code <= 239) ||
         (Code >= 251 && Code <= 254);
}

// A barrier id in m0 is LLVM's *_M0 row ("s_barrier_signal m0",
// "s_get_barrier_state $sdst, m0"), which takes no operand of its own.
bool ScalarOperand::spelledInName(unsigned Field, Generation G) const {
  Register M0;
  M0.File = RegFile::Special;
  M0.Special = SpecialReg::M0;
  return Rule == ScalarRule::Barrier && Field == registerCode(M0, G);
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
  if (!isSource() && !isRegisterCode(Code, Dwords, G)) {
    printSourceCode(Code, Literal, 1, G, OS);
    OS << "/*Invalid immediate*/";
    return;
  }
  if (Code == LiteralCode) {
    printLiteralOf(Literal, G, OS);
    return;
  }
  // SOPC's f16 comparisons decode a float inline constant to its half,
  // which they print as a literal (an assembled one prints as written).
  if (Rule == ScalarRule::HalfCompare && !Written)
    if (const InlineFloat *F = lookupInlineFloatCode(Code)) {
      printLiteralOf(F->HalfBits, G, OS);
      return;
    }
  if (!printSourceCode(Code, Literal, Dwords, G, OS,
                       /*HasRegClass=*/Rule != ScalarRule::Barrier))
    OS << "<invalid operand code " << Code << '>';
}

bool ScalarOperand::decodes(unsigned Field, Generation G) const {
  return printSourceCode(Field, 0, Dwords, G, llvm::nulls());
}

/// The value llvm-mc's decoder gives a constant's code: an integer, a
/// float's bits (single or double), or the literal.
static int64_t constantValue(unsigned Code, uint32_t Literal, unsigned Dwords) {
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
  if (!isSource() && !isRegisterCode(Field, Dwords, G))
    return unsigned(constantValue(Field, Literal, 1)) & 0xFF;
  // ... and encode that half as a literal again.
  if (Rule == ScalarRule::HalfCompare)
    if (const InlineFloat *F = lookupInlineFloatCode(Field)) {
      Literal = F->HalfBits;
      KeepsLiteral = true;
      return LiteralCode;
    }
  if (Rule == ScalarRule::Half && Field == LiteralCode) {
    // A half's literal is an inline constant when its low half is one; the
    // encoder keeps the whole word otherwise.
    if (std::optional<unsigned> Code = halfCode(uint16_t(Literal), G))
      return *Code;
    KeepsLiteral = true;
    return Field;
  }
  if (isSource() && Field == LiteralCode) {
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
  unsigned Width = isSource() ? 8 : 7;
  if (isSource() && Field == LiteralCode) {
    OS << (isHalf() ? "a literal (a 16-bit float) in the next word"
                    : "a 32-bit literal in the next word");
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

//===-- s_get_barrier_state's destination ---------------------------------===//

static const OperandClass &asSource() {
  return operandClass(OperandClassId::SSrc32);
}
static const OperandClass &asRegister() {
  return operandClass(OperandClassId::SReg32);
}

bool BarrierStateDstOperand::parse(OperandParser &P, int64_t &Value) const {
  return asSource().parse(P, Value);
}

void BarrierStateDstOperand::print(unsigned Field,
                                   std::optional<int64_t> Written,
                                   const CpuInfo &Cpu,
                                   llvm::raw_ostream &OS) const {
  // Assembled, it prints as the source it was written as (the printer
  // gives a literal's word with LiteralCode); disassembled, as the field's
  // register.
  if (Written)
    asSource().print(Field, Written, Cpu, OS);
  else
    asRegister().print(Field, Written, Cpu, OS);
}

void BarrierStateDstOperand::explain(unsigned Field, const CpuInfo &Cpu,
                                     OperandWriting How,
                                     std::vector<ExplainRow> &Rows) const {
  asRegister().explain(Field, Cpu, How, Rows);
}

bool BarrierStateDstOperand::decodes(unsigned Field, Generation G) const {
  return asRegister().decodes(Field, G);
}

unsigned BarrierStateDstOperand::reencode(unsigned Field, uint32_t &Literal,
                                          bool &KeepsLiteral,
                                          Generation G) const {
  return asRegister().reencode(Field, Literal, KeepsLiteral, G);
}

//===-- K------------------------------------------------------------------===//

bool KImm32Operand::parse(OperandParser &P, int64_t &Value) const {
  return parseMatchedOperand(
      P, Value, [&](const ScalarValue &V) -> std::optional<int64_t> {
        if (V.K != ScalarValue::Kind::Immediate)
          return std::nullopt;
        std::optional<uint32_t> Word;
        if (V.IsFloat)
          Word = singleBitsOf(V.Imm);
        else if (llvm::isInt<32>(V.Imm) || llvm::isUInt<32>(V.Imm))
          Word = uint32_t(V.Imm);
        if (!Word)
          return std::nullopt;
        // The field has no bits: K is the literal word alone.
        P.match().literal(V.Loc, *Word, /*Marked=*/false);
        return 0;
      });
}

void KImm32Operand::print(unsigned Field, std::optional<int64_t> Written,
                          const CpuInfo &Cpu, llvm::raw_ostream &OS) const {
  OS << "0x"
     << llvm::utohexstr(uint32_t(Written.value_or(0)),
                        /*LowerCase=*/true);
}

void KImm32Operand::explain(unsigned Field, const CpuInfo &Cpu,
                            OperandWriting How,
                            std::vector<ExplainRow> &Rows) const {
  Rows.push_back({{0, 0}, "k", "the 32-bit literal in the next word"});
}
