//===- LexerTest.cpp ------------------------------------------------------===//

#include "Syntax/Lexer.h"
#include "llvm/ADT/bit.h"
#include "gtest/gtest.h"
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

using namespace gfxas;

static std::vector<Tok> kinds(llvm::StringRef Src) {
  Lexer L(Src);
  L.reset(0);
  std::vector<Tok> Out;
  while (!L.is(Tok::Eof)) {
    // Not the end of statement that ends a last line without a newline.
    if (!L.is(Tok::EndOfStatement) || L.tok().Begin != Src.size())
      Out.push_back(L.kind());
    L.lex();
  }
  return Out;
}

static int64_t intValue(llvm::StringRef Src) {
  Lexer L(Src);
  L.reset(0);
  EXPECT_TRUE(L.is(Tok::Integer) || L.is(Tok::Real)) << Src.str();
  return L.tok().IntVal;
}

TEST(LexerTest, IntegerForms) {
  EXPECT_EQ(intValue("10"), 10);
  EXPECT_EQ(intValue("0x1F"), 31);
  EXPECT_EQ(intValue("0X1f"), 31);
  EXPECT_EQ(intValue("0b101"), 5);
  EXPECT_EQ(intValue("010"), 8);
  EXPECT_EQ(intValue("0"), 0);
  EXPECT_EQ(intValue("10ULL"), 10);
  EXPECT_EQ(intValue("0x10u"), 16);
  EXPECT_EQ(intValue("18446744073709551615"), -1);
  EXPECT_EQ(intValue("1.5"), 4609434218613702656);
  EXPECT_EQ(intValue("0xffffFFFFffffFFFF"), -1);
  EXPECT_EQ(intValue("0x00000000000000001"), 1);
  EXPECT_EQ(intValue("0x1p4"), 4625196817309499392); // 16.0
  EXPECT_EQ(kinds("0x10000000000000000"), (std::vector<Tok>{Tok::BigNum}));
  EXPECT_EQ(kinds("0x1f+1"),
            (std::vector<Tok>{Tok::Integer, Tok::Plus, Tok::Integer}));
  EXPECT_EQ(intValue("0B11"), 3);
  EXPECT_EQ(intValue("0b" + std::string(64, '1')), -1);
  EXPECT_EQ(intValue("0777"), 511);
  EXPECT_EQ(intValue("00"), 0);
  EXPECT_EQ(intValue("0" + std::string(21, '7')), INT64_MAX);
  EXPECT_EQ(intValue("017u"), 15);
  EXPECT_EQ(kinds("0" + std::string(22, '7')), (std::vector<Tok>{Tok::BigNum}));
  EXPECT_EQ(kinds("08"), (std::vector<Tok>{Tok::Error}));
  EXPECT_EQ(kinds("0b2"), (std::vector<Tok>{Tok::Error, Tok::Integer}));
  EXPECT_EQ(kinds("0b)"),
            (std::vector<Tok>{Tok::Integer, Tok::Identifier, Tok::RParen}));
  EXPECT_EQ(kinds("0b1f"), (std::vector<Tok>{Tok::Integer, Tok::Identifier}));
}

// A decimal float is the double strtod makes of it, whether the lexer
// divides two exact doubles (up to 15 digits) or calls strtod.
TEST(LexerTest, DecimalFloatsAreCorrectlyRounded) {
  std::mt19937_64 Random(42);
  for (int N = 0; N < 20000; ++N) {
    std::string Text;
    unsigned Whole = Random() % 9, Fraction = 1 + Random() % 18;
    for (unsigned I = 0; I <= Whole; ++I)
      Text += char('0' + (I == 0 && Whole ? 1 + Random() % 9 : Random() % 10));
    Text += '.';
    for (unsigned I = 0; I < Fraction; ++I)
      Text += char('0' + Random() % 10);
    EXPECT_EQ(uint64_t(intValue(Text)),
              llvm::bit_cast<uint64_t>(std::strtod(Text.c_str(), nullptr)))
        << Text;
  }
  for (const char *Text :
       {"0.1", "0.3", ".5", "1.", "123456789012345.0", "0.000000000000001",
        "9007199254740993.0", "1.7976931348623157", "4.9406564584124654"})
    EXPECT_EQ(uint64_t(intValue(Text)),
              llvm::bit_cast<uint64_t>(std::strtod(Text, nullptr)))
        << Text;
}

// A name ends at the first byte that is no name character, wherever it
// stands.
TEST(LexerTest, NamesEndAtEveryNonNameByte) {
  for (unsigned Byte = 0; Byte < 256; ++Byte) {
    bool NameChar = chars::CharClasses[Byte] & chars::IdChar;
    for (unsigned At : {1u, 5u, 15u, 16u, 17u, 31u, 40u}) {
      std::string Text(48, 'a');
      Text[At] = char(Byte);
      Lexer L(Text);
      L.reset(0);
      ASSERT_TRUE(L.is(Tok::Identifier));
      EXPECT_EQ(L.text().size(), NameChar ? Text.size() : At)
          << "byte " << Byte << " at " << At;
    }
  }
}

TEST(LexerTest, CharacterLiterals) {
  EXPECT_EQ(intValue("'a'"), 97);
  EXPECT_EQ(intValue("'\\n'"), 10);
  EXPECT_EQ(intValue("'\\0'"), '0');
  EXPECT_EQ(intValue("'\\''"), 39);
  EXPECT_EQ(intValue("'''"), 39);
}

TEST(LexerTest, BadNumbers) {
  EXPECT_EQ(kinds("08")[0], Tok::Error);
  EXPECT_EQ(kinds("0x")[0], Tok::Error);
  EXPECT_EQ(kinds("0b2")[0], Tok::Error);
  EXPECT_EQ(kinds("18446744073709551616")[0], Tok::BigNum);
  // "0b" alone is 0 followed by a directional-label suffix.
  EXPECT_EQ(kinds("0b"), (std::vector<Tok>{Tok::Integer, Tok::Identifier}));
  // "10h" is no hexadecimal number.
  EXPECT_EQ(kinds("10h"), (std::vector<Tok>{Tok::Integer, Tok::Identifier}));
}

TEST(LexerTest, CommentsAndStatements) {
  EXPECT_EQ(kinds("a // c\nb ; d\n# e\nc /* x\n y */ d"),
            (std::vector<Tok>{Tok::Identifier, Tok::EndOfStatement,
                              Tok::Identifier, Tok::EndOfStatement,
                              Tok::EndOfStatement, Tok::Identifier,
                              Tok::Identifier}));
  // '#' after code is a token, not a comment.
  EXPECT_EQ(kinds("a # b")[1], Tok::Hash);
}

TEST(LexerTest, Operators) {
  EXPECT_EQ(kinds("<< >> <= >= <> == != && || !"),
            (std::vector<Tok>{Tok::LessLess, Tok::GreaterGreater,
                              Tok::LessEqual, Tok::GreaterEqual,
                              Tok::LessGreater, Tok::EqualEqual,
                              Tok::ExclaimEqual, Tok::AmpAmp, Tok::PipePipe,
                              Tok::Exclaim}));
}

TEST(LexerTest, BadCharLiteralSwallowsTheNewline) {
  // The error token ends after the newline, as in llvm-mc.
  Lexer L("'a\nb");
  L.reset(0);
  EXPECT_TRUE(L.is(Tok::Error));
  L.lex();
  EXPECT_TRUE(L.is(Tok::Identifier));
}

// The rule the fuzz targets check: every byte is in a token (error tokens
// included), a blank, a line end or a comment, whatever the input.
TEST(LexerTest, EveryByteIsAccountedFor) {
  const char *const Samples[] = {".byte 'ab', 5\n.long 'xy'\n",
                                 "'",
                                 "'\\",
                                 "''",
                                 "'a",
                                 "'\\x41'",
                                 "08 09 0x 0X 0b2 0B 0b",
                                 "1.0+1 .5-1 0x1.8 0x1p",
                                 "\"abc",
                                 "/* a",
                                 "a /* b */ # c\n# d\n; e\r\n// f",
                                 "\f\v\x80\xe9 `\x01\x7f",
                                 "1\r2\r\n3",
                                 "{ } \\ @ $ # ",
                                 ""};
  for (const char *S : Samples)
    EXPECT_FALSE(firstUnaccountedByte(S)) << S;
  std::mt19937 Rng(28);
  const std::string Alphabet = "'\"\\/*;#\n\r\t\f 0123456789abxXbBeE.+-"
                               "\x80\xe9:,(){}`";
  for (int I = 0; I < 2000; ++I) {
    std::string Text;
    for (int J = Rng() % 24; J > 0; --J)
      Text += Alphabet[Rng() % Alphabet.size()];
    EXPECT_FALSE(firstUnaccountedByte(Text)) << Text;
  }
}

TEST(LexerTest, CharLiteralIsASignedChar) {
  EXPECT_EQ(intValue("'\xe9'"), -23);
  EXPECT_EQ(intValue("'\\\xe9'"), -23);
  EXPECT_EQ(intValue("'\x7f'"), 127);
}
