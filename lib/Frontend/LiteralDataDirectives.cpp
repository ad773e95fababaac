//===- LiteralDataDirectives.cpp - Data read from number tokens ----------===//
//
// .float (.single), .double and .octa put values in .text as .long, .quad
// and two .quad do, but each value is one number token, not an expression:
// llvm-mc converts a float's text with APFloat and reads an .octa's digits
// as a 128-bit integer. The listing shows the resulting integers.
//
//===----------------------------------------------------------------------===//

#include "Frontend/Parser.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/APInt.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Error.h"

using namespace gfxas;

// The text llvm-mc's lexer keeps for a number: without the C integer suffix
// ([uU]?[lL]{0,2}) it skips.
static llvm::StringRef numberText(const Lexer &Lex, const Token &T) {
  llvm::StringRef Text = Lex.text(T);
  if (T.Kind == Tok::Integer || T.Kind == Tok::BigNum)
    Text = Text.rtrim("uUlL");
  return Text;
}

// AsmParser::parseRealValue: an optional sign, then a number (converted from
// its text, rounding to nearest even) or inf, infinity or nan in any case.
bool Parser::parseRealValue(const llvm::fltSemantics &Semantics,
                            llvm::APInt &Bits) {
  bool Negative = false;
  if (Lex.is(Tok::Minus)) {
    Lex.lex();
    Negative = true;
  } else if (Lex.is(Tok::Plus)) {
    Lex.lex();
  }
  const Token &T = Lex.tok();
  // llvm-mc's TokError(Lexer.getErr()): the lexer's message where the
  // lexer began the token.
  if (T.Kind == Tok::Error) {
    error(T.lexStart(), T.Message);
    return false;
  }
  if (T.Kind != Tok::Integer && T.Kind != Tok::Real &&
      T.Kind != Tok::Identifier) {
    error(T.Begin, "unexpected token in directive");
    return false;
  }
  llvm::APFloat Value(Semantics);
  llvm::StringRef Text = numberText(Lex, T);
  if (T.Kind == Tok::Identifier) {
    if (Text.equals_insensitive("infinity") || Text.equals_insensitive("inf"))
      Value = llvm::APFloat::getInf(Semantics);
    else if (Text.equals_insensitive("nan"))
      Value = llvm::APFloat::getNaN(Semantics, false, ~0ull);
    else {
      error(T.Begin, "invalid floating point literal");
      return false;
    }
  } else if (llvm::errorToBool(Value
                                   .convertFromString(
                                       Text, llvm::APFloat::rmNearestTiesToEven)
                                   .takeError())) {
    error(T.Begin, "invalid floating point literal");
    return false;
  }
  if (Negative)
    Value.changeSign();
  Lex.lex();
  Bits = Value.bitcastToAPInt();
  return true;
}

// AsmParser::parseDirectiveRealValue: .float and .single (IEEE single),
// .double (IEEE double).
void Parser::parseRealDirective(const llvm::fltSemantics &Semantics) {
  parseValueList([&] {
    uint32_t Loc = Lex.tok().Begin;
    llvm::APInt Bits;
    return parseRealValue(Semantics, Bits) &&
           emitConstantData(Bits.getBitWidth() / 8, Bits.getZExtValue(), Loc);
  });
}

// AsmParser's parseHexOcta: an integer token of up to 128 bits, no
// expression and no sign.
bool Parser::parseOctaValue(uint64_t &Hi, uint64_t &Lo) {
  const Token &T = Lex.tok();
  if (T.Kind != Tok::Integer && T.Kind != Tok::BigNum) {
    error(T.Begin, "unknown token in expression");
    return false;
  }
  uint32_t Loc = T.Begin;
  Hi = 0;
  Lo = uint64_t(T.IntVal);
  if (T.Kind == Tok::BigNum) {
    // The lexer keeps no value past 64 bits: read the digits again, in the
    // radix it read them in.
    llvm::StringRef Digits = numberText(Lex, T);
    unsigned Radix = 10;
    if (Digits.starts_with_insensitive("0x")) {
      Radix = 16;
      Digits = Digits.drop_front(2);
    } else if (Digits.starts_with_insensitive("0b")) {
      Radix = 2;
      Digits = Digits.drop_front(2);
    } else if (Digits.size() > 1 && Digits[0] == '0') {
      Radix = 8;
    }
    llvm::APInt Value;
    if (Digits.getAsInteger(Radix, Value) || Value.getActiveBits() > 128) {
      Lex.lex();
      error(Loc, "out of range literal value");
      return false;
    }
    Value = Value.zextOrTrunc(128);
    Hi = Value.extractBitsAsZExtValue(64, 64);
    Lo = Value.extractBitsAsZExtValue(64, 0);
  }
  Lex.lex();
  return true;
}

// AsmParser::parseDirectiveOctaValue: each value as two .quad, the low half
// first (amdgcn is little-endian).
void Parser::parseOctaDirective() {
  parseValueList([&] {
    uint32_t Loc = Lex.tok().Begin;
    uint64_t Hi, Lo;
    return parseOctaValue(Hi, Lo) && emitConstantData(8, Lo, Loc) &&
           emitConstantData(8, Hi, Loc);
  });
}
