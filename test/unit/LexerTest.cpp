//===- LexerTest.cpp ------------------------------------------------------===//

#include "Frontend/Lexer.h"
#include "gtest/gtest.h"
#include <vector>

using namespace gfxas;

static std::vector<Tok> kinds(llvm::StringRef Src) {
  Lexer L(Src);
  L.reset(0);
  std::vector<Tok> Out;
  while (!L.is(Tok::Eof)) {
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
