//===- ExprTest.cpp - The expression evaluator ----------------------------===//

#include "Syntax/SymbolSpelling.h"
#include "TestSink.h"
#include "gtest/gtest.h"

using namespace gfxas;

// The folded value of "x = EXPR", as llvm-mc (and gfxas) prints it.
static std::string fold(llvm::StringRef Expr) {
  TestSink S = assembleFor("x = " + Expr.str() + "\n");
  if (!S.errors().empty())
    return "error: " + S.errors().front();
  return S.Assignments.at(0).substr(2);
}

TEST(ExprTest, GnuPrecedence) {
  EXPECT_EQ(fold("1 + 1 | 2"), "4");
  EXPECT_EQ(fold("1 << 2 + 1"), "5");
  EXPECT_EQ(fold("6 & 3 + 1"), "3");
  EXPECT_EQ(fold("1 | 2 ^ 3 & 4"), "0");
  EXPECT_EQ(fold("3 < 4 == 1"), "0");
  EXPECT_EQ(fold("1 || 0 && 0"), "1");
  EXPECT_EQ(fold("10 - 2 - 3"), "5");
  EXPECT_EQ(fold("1 << 2 << 3"), "32");
  EXPECT_EQ(fold("4 ! 5"), "-2");
  EXPECT_EQ(fold("1 + 2 ! 0"), "0");
  EXPECT_EQ(fold("2 * 3 ! 0"), "-1");
}

TEST(ExprTest, Semantics) {
  EXPECT_EQ(fold("0xffffffffffffffff < 0"), "-1");
  EXPECT_EQ(fold("5 || 0"), "1");
  EXPECT_EQ(fold("!5"), "0");
  EXPECT_EQ(fold("-1 >> 1"), "9223372036854775807");
  EXPECT_EQ(fold("1 << 63"), "-9223372036854775808");
  EXPECT_EQ(fold("-7 / 2"), "-3");
  EXPECT_EQ(fold("-7 % 2"), "-1");
  EXPECT_EQ(fold("0x7fffffffffffffff + 1"), "-9223372036854775808");
  EXPECT_EQ(fold("- -3"), "3");
  EXPECT_EQ(fold("max(1, 5)"), "5");
}

TEST(ExprTest, ArithmeticLlvmMcGetsWrongIsAnError) {
  EXPECT_EQ(fold("1 / 0"), "error: division by zero");
  EXPECT_EQ(fold("1 % 0"), "error: remainder by zero");
  EXPECT_EQ(fold("(-9223372036854775807 - 1) / -1"),
            "error: signed division overflow");
  EXPECT_EQ(fold("1 << 64"), "error: shift amount 64 is out of range [0, 63]");
  EXPECT_EQ(fold("1 >> -1"), "error: shift amount -1 is out of range [0, 63]");
}

TEST(ExprTest, UnfoldedPrinting) {
  EXPECT_EQ(fold("a + b * c"), "a+(b*c)");
  EXPECT_EQ(fold("a + -1"), "a+(-1)");
  EXPECT_EQ(fold("a + (-1)"), "a-1");
  EXPECT_EQ(fold("a + (1 + 2)"), "a+3");
  EXPECT_EQ(fold("-(a + 1)"), "-(a+1)");
  EXPECT_EQ(fold("a <> b"), "a!=b");
}

TEST(ExprTest, DeepExpressionsDoNotRecurse) {
  std::string Long = "1";
  for (int I = 0; I < 100000; ++I)
    Long += " + 1";
  EXPECT_EQ(fold(Long), "100001");
  std::string Deep(2000, '(');
  EXPECT_EQ(fold(Deep + "1" + std::string(2000, ')')).rfind("error: ", 0),
            0u);
}

// Variant names are read in any case, and printed the way MCSymbolRefExpr
// does: gotpcrel, a generic variant, in upper case.
TEST(ExprTest, SymbolVariants) {
  EXPECT_EQ(symbolVariant("rel32@lo"), SymbolVariant::Rel32Lo);
  EXPECT_EQ(symbolVariant("ABS32@Hi"), SymbolVariant::Abs32Hi);
  EXPECT_EQ(symbolVariant("gotpcrel"), SymbolVariant::GotPcRel);
  EXPECT_EQ(symbolVariant("rel32"), SymbolVariant::None);
  EXPECT_EQ(symbolVariant("abs64"), SymbolVariant::None);
  EXPECT_EQ(symbolVariantName(SymbolVariant::GotPcRel), "GOTPCREL");
  EXPECT_EQ(symbolVariantName(SymbolVariant::GotPcRel32Lo), "gotpcrel32@lo");
}
