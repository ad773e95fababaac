//===- OperandClass.cpp - The registry of operand classes ----------------===//

#include "Target/OperandClass.h"
#include "Target/Operands/OperandClasses.h"
#include "Target/Operands/ScalarSource.h"
#include "Target/Registers.h"

using namespace gfxas;

OperandParser::~OperandParser() = default;
OperandClass::~OperandClass() = default;

const char *gfxas::validatorMessage(ValidatorCheck Check) {
  switch (Check) {
  case ValidatorCheck::WaitcntSRegNull:
    return "src0 must be null";
  case ValidatorCheck::ExeczVcczOperands:
    return "execz and vccz are not supported on this GPU";
  case ValidatorCheck::SmemOffset20Unsigned:
    return "expected a 20-bit unsigned offset";
  case ValidatorCheck::SmemOffset21Signed:
    return "expected a 21-bit signed offset";
  case ValidatorCheck::SmemOffset24Signed:
    return "expected a 24-bit signed offset";
  case ValidatorCheck::SmemCachePolicy:
    return "invalid cache policy for SMEM instruction";
  case ValidatorCheck::SmrdCachePolicy:
    return "cache policy is not supported for SMRD instructions";
  case ValidatorCheck::ThForLoads:
    return "invalid th value for load instructions";
  case ValidatorCheck::ThForSmem:
    return "invalid th value for SMEM instruction";
  case ValidatorCheck::ThScopeCombination:
    return "scope and th combination is not valid";
  }
  llvm_unreachable("every check has a message");
}

bool OperandParser::skipToken(Tok K, const char *Message) {
  Lexer &Lex = lexer();
  if (Lex.is(K)) {
    Lex.lex();
    return true;
  }
  error(Lex.tok().Begin, Message);
  return false;
}

bool OperandParser::parseCounters(
    int64_t &Value, bool &Raw,
    llvm::function_ref<bool(const CounterItem &, unsigned &Seen)> Apply) {
  Lexer &Lex = lexer();
  Raw = !(Lex.is(Tok::Identifier) && Lex.peekIs(Tok::LParen));
  if (Raw)
    return parseAbsolute(Value);
  unsigned Seen = 0;
  while (!Lex.atEndOfStatement()) {
    CounterItem Item;
    Item.NameLoc = Lex.tok().Begin;
    Item.Name = Lex.text();
    if (!skipToken(Tok::Identifier, "expected a counter name") ||
        !skipToken(Tok::LParen, "expected a left parenthesis"))
      return false;
    Item.ValueLoc = Lex.tok().Begin;
    if (!parseAbsolute(Item.Value) || !Apply(Item, Seen) ||
        !skipToken(Tok::RParen, "expected a closing parenthesis"))
      return false;
    if (Lex.is(Tok::Amp) || Lex.is(Tok::Comma)) {
      Lex.lex();
      if (Lex.atEndOfStatement()) {
        error(Lex.tok().Begin, "expected a counter name");
        return false;
      }
    }
  }
  writtenByField(Seen);
  return true;
}

void OperandParser::checkRawImmediate(int64_t Value, uint32_t Loc) {
  if (Value < -32768 || Value > 65535)
    strictError(Loc, "invalid immediate: only 16-bit values are legal");
}

bool OperandParser::parseImmediate(int64_t &Value, uint32_t *ValueLoc) {
  Lexer &Lex = lexer();
  // lit(...) asks for a literal, which an immediate of the instruction word
  // is not; llvm-mc reads the value inside as it would without.
  bool InLit = Lex.is(Tok::Identifier) && Lex.text() == "lit";
  if (InLit) {
    Lex.lex();
    if (!skipToken(Tok::LParen, "expected left paren after lit"))
      return false;
  }
  if (ValueLoc)
    *ValueLoc = Lex.tok().Begin;
  if (!InLit)
    return parsePlainImmediate(Value);
  // Inside lit(...) only a value may stand, and llvm-mc wants it absolute
  // where it stands: no register, nothing left for later.
  if (startsRegister(Lex)) {
    error(Lex.tok().Begin, "not a valid operand.");
    return false;
  }
  if (Lex.is(Tok::Real) || (Lex.is(Tok::Minus) && Lex.peekIs(Tok::Real))) {
    if (!parsePlainImmediate(Value))
      return false;
  } else {
    bool Absolute;
    if (!parseExpression(Value, Absolute))
      return false;
    if (!Absolute) {
      error(Lex.tok().Begin, "not a valid operand.");
      return false;
    }
  }
  return skipToken(Tok::RParen, "expected closing parentheses");
}

bool OperandParser::parseImmediateIn(int64_t &Value, int64_t Min, int64_t Max) {
  uint32_t Loc;
  if (!parseImmediate(Value, &Loc))
    return false;
  if (Value >= Min && Value <= Max)
    return true;
  matchError(Loc, "invalid operand for instruction");
  return false;
}

bool OperandParser::parsePlainImmediate(int64_t &Value) {
  Lexer &Lex = lexer();
  // llvm-mc's parseRegOrImm reads a register before any symbol of its name
  // (s_nop s0 after s0 = 1), as an operand the instruction then refuses; a
  // modifier is no operand at all.
  if (startsRegister(Lex)) {
    uint32_t Loc = Lex.tok().Begin;
    Register R;
    if (!parseRegister(*this, R))
      return false;
    mismatch(Loc);
    Value = 0;
    return true;
  }
  if (startsModifier(Lex)) {
    error(Lex.tok().Begin, "not a valid operand.");
    return false;
  }
  bool Negated = Lex.is(Tok::Minus) && Lex.peekIs(Tok::Real);
  if (Negated || Lex.is(Tok::Real)) {
    if (Negated)
      Lex.lex();
    Value = int64_t(uint64_t(Lex.tok().IntVal) ^ (Negated ? 1ull << 63 : 0));
    Lex.lex();
    return true;
  }
  // llvm-mc keeps a non-absolute expression as an operand the instruction
  // then refuses.
  return parseAbsolute(Value, "", "invalid operand for instruction");
}

namespace {
// One object per class, indexed by its id: every operand of every line
// looks its class up.
struct OperandClassRegistry {
#define OPERAND_CLASS(Name) const Name##Operand Name;
#include "Target/Operands/OperandClasses.def"
  const OperandClass *ById[size_t(OperandClassId::NumClasses)] = {
#define OPERAND_CLASS(Name) &Name,
#include "Target/Operands/OperandClasses.def"
  };
};
} // namespace

const OperandClass &gfxas::operandClass(OperandClassId Id) {
  static const OperandClassRegistry Registry;
  assert(Id < OperandClassId::NumClasses && "every class is registered");
  return *Registry.ById[size_t(Id)];
}

std::optional<int64_t> gfxas::operandDefault(OperandClassId Id) {
#define OPERAND_CLASS(Name)
#define OPTIONAL_OPERAND_CLASS(Name, Default)                                  \
  if (Id == OperandClassId::Name)                                              \
    return Default;
#define OPTIONAL_OPERAND_CLASS_DECLARED(Name, Default)                         \
  OPTIONAL_OPERAND_CLASS(Name, Default)
#include "Target/Operands/OperandClasses.def"
  return std::nullopt;
}

bool gfxas::operandPrinted(OperandClassId Id, unsigned Field) {
  std::optional<int64_t> Default = operandDefault(Id);
  return !Default || int64_t(Field) != *Default ||
         operandClass(Id).printedAtDefault();
}
