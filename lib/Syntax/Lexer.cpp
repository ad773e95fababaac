//===- Lexer.cpp - Tokens of llvm-mc's assembly syntax -------------------===//

#include "Syntax/Lexer.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/bit.h"
#include <cstdlib>
#include <cstring>

using namespace gfxas;

using namespace gfxas::chars;

LexErrorHandler::~LexErrorHandler() = default;

void Lexer::reset(uint32_t Offset) {
  HasPeeked = false;
  ConsumedEnd = true;
  RawStep = false;
  Pos = Offset;
  PendingComment = NoComment;
  AtStatementStart = true;
  AtLineStart = true;
  lex();
}

const Token &Lexer::peek() {
  if (!HasPeeked) {
    State Before = save();
    Peeking = true;
    next(Peeked);
    Peeking = false;
    AfterPeeked = save();
    restore(Before);
    HasPeeked = true;
  }
  return Peeked;
}

void Lexer::lexPastError() {
  Handler->lexicalError(Cur);
  step();
  // A block comment after the error token is a token of its own in
  // llvm-mc: it is the one taken next, and the token after it stays.
  if (Cur.CommentBefore != NoComment) {
    ConsumedEnd = false;
    return;
  }
  step();
}

void Lexer::skipStatement() {
  RawStep = true;
  while (!atEndOfStatement())
    step();
  LastStatementEnd = Cur.Begin;
  if (is(Tok::EndOfStatement))
    step();
}

void Lexer::skipHashAfterLabel() {
  assert(is(Tok::Hash) && "not at a '#'");
  while (!atEndOfStatement())
    step();
}

uint32_t Lexer::lineEndFrom(uint32_t From) const {
  // memchr for the newline, then for a lone CR before it: both run a word
  // or more at a time, where a generic "first of" set does not.
  const char *Data = Buf.data();
  const size_t Size = Buf.size();
  if (From >= Size)
    return uint32_t(Size);
  const void *Nl = std::memchr(Data + From, '\n', Size - From);
  size_t End = Nl ? static_cast<const char *>(Nl) - Data : Size;
  const void *Cr = std::memchr(Data + From, '\r', End - From);
  return uint32_t(Cr ? static_cast<const char *>(Cr) - Data : End);
}

void Lexer::next(Token &T) {
  nextToken(T);
  T.CommentBefore = PendingComment;
  PendingComment = NoComment;
  // llvm-mc ends a last line that holds only a block comment with an empty
  // statement, which prints as a blank line.
  if (T.Kind == Tok::Eof && T.CommentBefore != NoComment && AtStatementStart) {
    T.Kind = Tok::EndOfStatement;
    T.IsNewline = true;
  }
  AtStatementStart = T.Kind == Tok::EndOfStatement;
}

namespace {
/// The bytes that are a token of their own whatever comes next and
/// wherever they stand, with that token (0 for the others: Tok::Eof is no
/// byte's).
constexpr std::array<uint8_t, 256> makeSingleByteTokens() {
  std::array<uint8_t, 256> T{};
  T['('] = uint8_t(Tok::LParen);
  T[')'] = uint8_t(Tok::RParen);
  T['['] = uint8_t(Tok::LBrac);
  T[']'] = uint8_t(Tok::RBrac);
  T[','] = uint8_t(Tok::Comma);
  T[':'] = uint8_t(Tok::Colon);
  T['+'] = uint8_t(Tok::Plus);
  T['~'] = uint8_t(Tok::Tilde);
  T['*'] = uint8_t(Tok::Star);
  T['%'] = uint8_t(Tok::Percent);
  T['^'] = uint8_t(Tok::Caret);
  T['@'] = uint8_t(Tok::At);
  return T;
}
constexpr std::array<uint8_t, 256> SingleByteTokens = makeSingleByteTokens();
static_assert(uint8_t(Tok::Eof) == 0, "0 marks a byte with no token");
} // namespace

llvm::StringRef Lexer::nameText(const Token &T) const {
  llvm::StringRef S = text(T);
  if ((T.Kind != Tok::Integer && T.Kind != Tok::BigNum) ||
      S.starts_with_insensitive("0x"))
    return S;
  return S.rtrim("lL").rtrim("uU");
}

// llvm-mc's lexer makes '$' a token, which its parser joins to the name or
// integer right after it (parseIdentifier) as that token's string: $7LL is
// the name $7. Joined here, every name is one token.
Token Lexer::lexDollar(uint32_t Start) {
  int Next = peekChar();
  if (Next != '$' && chars::hasClass(Next, chars::IdStart | chars::Digit)) {
    Token After;
    nextToken(After);
    // Not a BigNum, which is no Integer token in llvm-mc.
    if (After.Kind == Tok::Identifier || After.Kind == Tok::Integer) {
      Token T = make(Tok::Identifier, Start);
      size_t NameSize = 1 + nameText(After).size();
      if (NameSize != T.End - T.Begin)
        T.IntVal = int64_t(NameSize);
      return T;
    }
    Pos = Start + 1;
  }
  return make(Tok::Dollar, Start);
}

void Lexer::nextToken(Token &T) {
  // Names, numbers, line feeds and punctuation are most of the tokens:
  // after the blanks, a byte that starts one cannot start anything the slow
  // path looks for first (a CR, a comment, a '.5').
  const char *Data = Buf.data();
  const uint32_t Size = Buf.size();
  uint32_t At = Pos;
  while (At < Size && (CharClasses[(unsigned char)Data[At]] & Blank))
    ++At;
  if (LLVM_LIKELY(At < Size)) {
    const unsigned char C = Data[At];
    if (CharClasses[C] & PlainIdStart) {
      const uint32_t Start = At;
      ++At;
      while (At < Size && (CharClasses[(unsigned char)Data[At]] & IdChar))
        ++At;
      Pos = At;
      AtLineStart = false;
      T = make(Tok::Identifier, Start);
      return;
    }
    if (CharClasses[C] & Digit) {
      Pos = At + 1;
      AtLineStart = false;
      T = lexDigit(At);
      return;
    }
    // A line's end and the punctuation that is a token whatever follows.
    if (C == '\n') {
      Pos = At + 1;
      AtLineStart = true;
      T = {Tok::EndOfStatement, true, false, At, At, NoComment};
      return;
    }
    if (uint8_t K = SingleByteTokens[C]) {
      Pos = At + 1;
      AtLineStart = false;
      T = make(Tok(K), At);
      return;
    }
  }
  Pos = At;
  T = nextTokenSlow();
}

Token Lexer::nextTokenSlow() {
  const char *Data = Buf.data();
  const uint32_t Size = Buf.size();
  for (;;) {
    while (Pos < Size && (CharClasses[(unsigned char)Data[Pos]] & Blank))
      ++Pos;
    int C = peekChar();
    // llvm-mc's lexer takes a NUL byte inside the buffer for a blank.
    // A block comment is whitespace, even across lines; after one, '#' is
    // no longer at the start of its line.
    if (C == '/' && peekChar(1) == '*') {
      AtLineStart = false;
      uint32_t Start = Pos;
      size_t Close = Buf.find("*/", Pos + 2);
      if (Close == llvm::StringRef::npos) {
        Pos = Buf.size();
        return makeError(Start, "unterminated comment");
      }
      if (PendingComment == NoComment)
        PendingComment = Start;
      Pos = Close + 2;
      continue;
    }
    break;
  }

  uint32_t Start = Pos;
  int C = peekChar();
  bool LineStart = AtLineStart;
  AtLineStart = false;
  // A last line without a newline still ends its statement, with an empty
  // end of statement (which prints as a blank line where a directive leaves
  // it), as llvm-mc's lexer ends it.
  if (C < 0) {
    if (AtStatementStart)
      return make(Tok::Eof, Start);
    Token T = make(Tok::EndOfStatement, Start);
    T.IsNewline = true;
    return T;
  }

  // A line marker (AsmLexer::LexToken's HashDirective) is a statement of
  // its own, which ends before the newline: that ends one of its own.
  if (C == '#' && LineStart && AtStatementStart && !Peeking &&
      lineMarkerAt(Buf, Start)) {
    Pos = lineEndFrom(Pos);
    Token T = make(Tok::EndOfStatement, Start);
    T.IsLineMarker = true;
    return T;
  }
  // Line comments end the statement; the newline after them is part of the
  // comment token, as in llvm-mc, so a comment-only line is no blank line.
  if (C == ';' || (C == '/' && peekChar(1) == '/') || (C == '#' && LineStart)) {
    uint32_t Nl = lineEndFrom(Pos);
    if (Nl == Size)
      Pos = Size;
    else
      Pos = Nl +
            (Data[Nl] == '\r' && Nl + 1 < Size && Data[Nl + 1] == '\n' ? 2 : 1);
    AtLineStart = true;
    return {Tok::EndOfStatement, false, false, Start, Start, NoComment};
  }
  ++Pos;
  if (uint8_t K = SingleByteTokens[C])
    return make(Tok(K), Start);
  switch (C) {
  case '\r':
    // A CR before LF is one line end with it, which starts at the CR, as
    // in llvm-mc's lexer; a lone CR ends the statement by itself.
    if (peekChar() == '\n')
      ++Pos;
    AtLineStart = true;
    return {Tok::EndOfStatement, true, false, Start, Start, NoComment};
  case '\n':
    AtLineStart = true;
    return {Tok::EndOfStatement, true, false, Start, Start, NoComment};
  case '/':
    return make(Tok::Slash, Start);
  case '-':
    if (peekChar() == '>') {
      ++Pos;
      return make(Tok::MinusGreater, Start);
    }
    return make(Tok::Minus, Start);
  case '#':
    return make(Tok::Hash, Start);
  case '=':
    if (peekChar() == '=') {
      ++Pos;
      return make(Tok::EqualEqual, Start);
    }
    return make(Tok::Equal, Start);
  case '!':
    if (peekChar() == '=') {
      ++Pos;
      return make(Tok::ExclaimEqual, Start);
    }
    return make(Tok::Exclaim, Start);
  case '&':
    if (peekChar() == '&') {
      ++Pos;
      return make(Tok::AmpAmp, Start);
    }
    return make(Tok::Amp, Start);
  case '|':
    if (peekChar() == '|') {
      ++Pos;
      return make(Tok::PipePipe, Start);
    }
    return make(Tok::Pipe, Start);
  case '<':
    if (peekChar() == '=' || peekChar() == '<' || peekChar() == '>') {
      int N = peekChar();
      ++Pos;
      return make(N == '='   ? Tok::LessEqual
                  : N == '<' ? Tok::LessLess
                             : Tok::LessGreater,
                  Start);
    }
    return make(Tok::Less, Start);
  case '>':
    if (peekChar() == '=' || peekChar() == '>') {
      int N = peekChar();
      ++Pos;
      return make(N == '=' ? Tok::GreaterEqual : Tok::GreaterGreater, Start);
    }
    return make(Tok::Greater, Start);
  case '\'':
    return lexCharLiteral(Start);
  case '"': {
    // As in llvm-mc, a string runs across lines up to its closing quote, so
    // an unterminated one swallows the rest of the file.
    while (Pos < Buf.size() && Buf[Pos] != '"') {
      if (Buf[Pos] == '\\' && Pos + 1 < Buf.size())
        ++Pos;
      ++Pos;
    }
    if (peekChar() != '"')
      return makeError(Start, "unterminated string constant");
    ++Pos;
    return make(Tok::String, Start);
  }
  default:
    break;
  }

  if (llvm::isDigit(C))
    return lexDigit(Start);
  // '.5' is a number, but '.4byte' a directive: llvm-mc's lexer reads the
  // digits and decides by what follows them.
  if (C == '.' && llvm::isDigit(peekChar())) {
    size_t End = Pos;
    while (End < Size && llvm::isDigit(Data[End]))
      ++End;
    if (End >= Size || !(CharClasses[(unsigned char)Data[End]] & IdChar) ||
        Data[End] == 'e' || Data[End] == 'E')
      return lexFloat(Start);
    Pos = End;
  }
  if (C == '$')
    return lexDollar(Start);
  if (CharClasses[C] & IdStart) {
    while (Pos < Size && (CharClasses[(unsigned char)Data[Pos]] & IdChar))
      ++Pos;
    return make(Tok::Identifier, Start);
  }
  // '{', '}' and '\\' are tokens of their own in llvm-mc; anything else it
  // has no use for (control characters, '`', bytes of UTF-8 sequences) is
  // an error.
  if (C == '{' || C == '}' || C == '\\')
    return make(Tok::Other, Start);
  return makeError(Start, "invalid character in input");
}

// 'c', '\c': the lexer reads one character (two after a backslash) and then
// demands the closing quote. A newline counts as a character, which is how a
// bad literal at the end of a line swallows the next line in llvm-mc. The
// value is llvm-mc's char, which is signed: '\xe9' (the raw byte) is -23.
Token Lexer::lexCharLiteral(uint32_t Start) {
  int C = peekChar();
  if (C < 0)
    return makeError(Start, "unterminated single quote");
  ++Pos;
  if (C == '\\') {
    C = peekChar();
    if (C < 0)
      return makeError(Start, "unterminated single quote");
    ++Pos;
    int Close = peekChar();
    if (Close < 0)
      return makeError(Start, "single quote way too long");
    ++Pos;
    if (Close != '\'')
      return makeError(Start, "single quote way too long");
    int64_t V;
    switch (C) {
    case 'b':
      V = '\b';
      break;
    case 'f':
      V = '\f';
      break;
    case 'n':
      V = '\n';
      break;
    case 'r':
      V = '\r';
      break;
    case 't':
      V = '\t';
      break;
    default:
      V = static_cast<signed char>(C);
      break;
    }
    Token T = make(Tok::Integer, Start);
    T.IntVal = V;
    return T;
  }
  int Close = peekChar();
  if (Close < 0)
    return makeError(Start, "single quote way too long");
  ++Pos;
  if (Close != '\'')
    return makeError(Start, "single quote way too long");
  Token T = make(Tok::Integer, Start);
  T.IntVal = static_cast<signed char>(C);
  return T;
}

/// The double nearest a decimal float literal, as its bits. A plain
/// fraction of up to 15 significant digits ("0.5", "-2.0", "3.1415") is
/// two doubles that hold their values exactly, divided: one correctly
/// rounded operation, so the nearest double (Clinger's fast path). The
/// rest goes through strtod, also correctly rounded.
static uint64_t decimalFloatBits(llvm::StringRef Text) {
  static constexpr double PowersOfTen[] = {1e0,  1e1,  1e2,  1e3, 1e4,  1e5,
                                           1e6,  1e7,  1e8,  1e9, 1e10, 1e11,
                                           1e12, 1e13, 1e14, 1e15};
  uint64_t Mantissa = 0;
  unsigned Digits = 0, FractionDigits = 0;
  bool InFraction = false, Plain = true;
  for (char C : Text) {
    if (C == '.' && !InFraction) {
      InFraction = true;
      continue;
    }
    if (!llvm::isDigit(C) || ++Digits > 15) {
      Plain = false;
      break;
    }
    Mantissa = Mantissa * 10 + unsigned(C - '0');
    FractionDigits += InFraction;
  }
  double D;
  if (Plain) {
    D = double(Mantissa) / PowersOfTen[FractionDigits];
  } else {
    llvm::SmallString<64> Copy(Text);
    D = std::strtod(Copy.c_str(), nullptr);
  }
  return llvm::bit_cast<uint64_t>(D);
}

Token Lexer::lexFloat(uint32_t Start) {
  // [0-9]*[.][0-9]*([eE][+-]?[0-9]*)?, starting at Start (".5": Pos is
  // past the dot).
  bool Fraction = Buf[Start] == '.';
  while (llvm::isDigit(peekChar()))
    ++Pos;
  if (!Fraction && peekChar() == '.') {
    ++Pos;
    Fraction = true;
    while (llvm::isDigit(peekChar()))
      ++Pos;
  }
  // llvm-mc's LexFloatLiteral: a sign right after the fraction is an error
  // token of its own there ("1.0+1" is no sum), and lexing goes on at the
  // sign. After an exponent it is the next token ("1e1+1").
  if (Fraction && (peekChar() == '+' || peekChar() == '-'))
    return makeError(Pos, "invalid sign in float literal", Start);
  if (peekChar() == 'e' || peekChar() == 'E') {
    ++Pos;
    if (peekChar() == '+' || peekChar() == '-')
      ++Pos;
    while (llvm::isDigit(peekChar()))
      ++Pos;
  }
  Token T = make(Tok::Real, Start);
  T.IntVal =
      static_cast<int64_t>(decimalFloatBits(Buf.substr(Start, Pos - Start)));
  return T;
}

// Multiplies Acc by Radix and adds Digit; false when the result needs more
// than 64 bits.
static bool accumulate(uint64_t &Acc, unsigned Radix, unsigned Digit) {
  uint64_t Scaled;
  if (__builtin_mul_overflow(Acc, uint64_t(Radix), &Scaled) ||
      __builtin_add_overflow(Scaled, uint64_t(Digit), &Acc))
    return false;
  return true;
}

Token Lexer::lexDigit(uint32_t Start) {
  // Pos is one past the first digit. Most numbers are a few decimal digits
  // followed by no name character: no base, suffix, fraction or exponent,
  // and no overflow below 19 digits.
  {
    const char *Data = Buf.data();
    const uint32_t Size = Buf.size();
    uint64_t V = uint64_t(Data[Start] - '0');
    uint32_t At = Pos;
    if (V != 0)
      while (At < Size && At - Start < 18 && llvm::isDigit(Data[At]))
        V = V * 10 + uint64_t(Data[At++] - '0');
    if (At == Size || !(CharClasses[(unsigned char)Data[At]] & IdChar)) {
      Pos = At;
      Token T = make(Tok::Integer, Start);
      T.IntVal = static_cast<int64_t>(V);
      return T;
    }
    // So are most hexadecimal, binary and octal numbers (0x1f, 0b101,
    // 017): digits of their base that cannot overflow (16, 64 and 21 of
    // them), and again no name character after them (a suffix, a '.', the
    // 'p' of a hexadecimal float, a decimal digit in an octal number).
    if (At == Start + 1 && V == 0) {
      char Marker = Data[At];
      unsigned Shift = Marker == 'x' || Marker == 'X'   ? 4
                       : Marker == 'b' || Marker == 'B' ? 1
                                                        : 3;
      const uint32_t Digits = Shift == 3 ? At : At + 1;
      const uint32_t MaxDigits = Shift == 4 ? 16 : Shift == 1 ? 64 : 21;
      uint32_t End = Digits;
      uint64_t Value = 0;
      for (; End < Size && End - Digits < MaxDigits; ++End) {
        unsigned Digit = llvm::hexDigitValue(Data[End]);
        if (Digit >> Shift)
          break;
        Value = Value << Shift | Digit;
      }
      if (End > Digits &&
          (End == Size || !(CharClasses[(unsigned char)Data[End]] & IdChar))) {
        Pos = End;
        Token T = make(Tok::Integer, Start);
        T.IntVal = static_cast<int64_t>(Value);
        return T;
      }
    }
  }
  auto SkipSuffix = [&] {
    // llvm-mc ignores C integer suffixes: [uU]?[lL]{0,2}.
    if (peekChar() == 'u' || peekChar() == 'U')
      ++Pos;
    if (peekChar() == 'l' || peekChar() == 'L')
      ++Pos;
    if (peekChar() == 'l' || peekChar() == 'L')
      ++Pos;
  };
  auto Finish = [&](uint64_t V, bool Overflow) {
    SkipSuffix();
    Token T = make(Overflow ? Tok::BigNum : Tok::Integer, Start);
    T.IntVal = static_cast<int64_t>(V);
    return T;
  };

  char First = Buf[Start];
  if (First == '0' && (peekChar() == 'x' || peekChar() == 'X')) {
    ++Pos;
    uint32_t DigitsStart = Pos;
    uint64_t V = 0;
    bool Overflow = false;
    while (llvm::isHexDigit(peekChar())) {
      Overflow |= !accumulate(V, 16, llvm::hexDigitValue(peekChar()));
      ++Pos;
    }
    if (peekChar() == '.' || peekChar() == 'p' || peekChar() == 'P') {
      // Hexadecimal float: 0x1.8p1. A digit and the exponent are required.
      bool NoDigits = Pos == DigitsStart;
      if (peekChar() == '.') {
        ++Pos;
        uint32_t FractionStart = Pos;
        while (llvm::isHexDigit(peekChar()))
          ++Pos;
        NoDigits &= Pos == FractionStart;
      }
      if (NoDigits)
        return makeError(Start, "invalid hexadecimal floating-point constant: "
                                "expected at least one significand digit");
      if (peekChar() != 'p' && peekChar() != 'P')
        return makeError(Start, "invalid hexadecimal floating-point constant: "
                                "expected exponent part 'p'");
      ++Pos;
      if (peekChar() == '+' || peekChar() == '-')
        ++Pos;
      if (!llvm::isDigit(peekChar()))
        return makeError(Start, "invalid hexadecimal floating-point constant: "
                                "expected at least one exponent digit");
      while (llvm::isDigit(peekChar()))
        ++Pos;
      llvm::SmallString<64> Text(Buf.substr(Start, Pos - Start));
      double D = std::strtod(Text.c_str(), nullptr);
      uint64_t Bits;
      std::memcpy(&Bits, &D, sizeof(Bits));
      Token T = make(Tok::Real, Start);
      T.IntVal = static_cast<int64_t>(Bits);
      return T;
    }
    if (Pos == DigitsStart)
      return makeError(Start, "invalid hexadecimal number");
    return Finish(V, Overflow);
  }
  if (First == '0' && (peekChar() == 'b' || peekChar() == 'B')) {
    // "0b" followed by a non-digit is the integer 0 and a directional label
    // suffix ("jmp 0b"); otherwise a binary number (0b or 0B).
    if (!llvm::isDigit(peekChar(1)))
      return Finish(0, false);
    ++Pos;
    uint32_t DigitsStart = Pos;
    uint64_t V = 0;
    bool Overflow = false;
    while (peekChar() == '0' || peekChar() == '1') {
      Overflow |= !accumulate(V, 2, peekChar() - '0');
      ++Pos;
    }
    if (Pos == DigitsStart)
      return makeError(Start, "invalid binary number");
    return Finish(V, Overflow);
  }

  // As llvm-mc's LexDigit: a number is decimal, and may go on as a float,
  // unless it starts with a 0 that no '.' follows: then it is octal, and
  // "00.5" is the octal 00 and the float .5, "0e5" a 0 and the name e5.
  bool MayBeFloat = First != '0' || peekChar() == '.';
  while (llvm::isDigit(peekChar()))
    ++Pos;
  if (MayBeFloat &&
      (peekChar() == '.' || peekChar() == 'e' || peekChar() == 'E')) {
    Pos = Start;
    return lexFloat(Start);
  }
  llvm::StringRef Digits = Buf.substr(Start, Pos - Start);
  unsigned Radix = (Digits.size() > 1 && Digits[0] == '0') ? 8 : 10;
  uint64_t V = 0;
  bool Overflow = false;
  for (char D : Digits) {
    if (Radix == 8 && D > '7')
      return makeError(Start, "invalid octal number");
    Overflow |= !accumulate(V, Radix, D - '0');
  }
  return Finish(V, Overflow);
}

// Steps over what may stand between two tokens from At: blanks, line ends,
// block comments and line comments (to the end of their line). Which of
// them the lexer takes for a comment is its business; here any is allowed.
static uint32_t skipBetweenTokens(llvm::StringRef Buf, uint32_t At,
                                  uint32_t Limit) {
  while (At < Limit) {
    char C = Buf[At];
    if (C == ' ' || C == '\t' || C == 0 || C == '\r' || C == '\n') {
      ++At;
    } else if (Buf.substr(At).starts_with("/*")) {
      size_t Close = Buf.find("*/", At + 2);
      At = Close == llvm::StringRef::npos ? uint32_t(Buf.size())
                                          : uint32_t(Close + 2);
    } else if (C == ';' || C == '#' || Buf.substr(At).starts_with("//")) {
      while (At < Buf.size() && Buf[At] != '\n' && Buf[At] != '\r')
        ++At;
    } else {
      break;
    }
  }
  return At;
}

std::optional<uint32_t> gfxas::firstUnaccountedByte(llvm::StringRef Buffer) {
  Lexer L(Buffer);
  L.reset(0);
  uint32_t Covered = 0;
  for (;;) {
    // An error token may begin after what the lexer read for it (a bad
    // sign after a float's fraction).
    const Token &T = L.tok();
    uint32_t Begin = T.lexStart();
    if (Begin < Covered || Begin > T.Begin || T.End < T.Begin)
      return Covered;
    if (skipBetweenTokens(Buffer, Covered, Begin) < Begin)
      return Covered;
    // An end of statement from a line comment is empty: the comment is
    // what comes before the next token.
    Covered = T.End;
    if (T.Kind == Tok::Eof)
      break;
    L.lexRaw();
  }
  if (Covered != Buffer.size())
    return Covered;
  return std::nullopt;
}

// A '#' at the start of a line and of a statement, then an integer and a
// string, whatever follows them (peekTokens in AsmLexer::LexToken).
std::optional<std::pair<int64_t, llvm::StringRef>>
Lexer::lineMarkerAt(llvm::StringRef Buffer, uint32_t Begin) {
  Lexer Ahead(Buffer);
  Ahead.Pos = Begin + 1;
  Ahead.AtLineStart = false;
  Ahead.AtStatementStart = false;
  Ahead.Peeking = true;
  Token Line, File;
  Ahead.next(Line);
  if (Line.Kind != Tok::Integer)
    return std::nullopt;
  Ahead.next(File);
  if (File.Kind != Tok::String)
    return std::nullopt;
  return std::make_pair(Line.IntVal, Ahead.stringContents(File));
}
