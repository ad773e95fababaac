//===- Delay.cpp - s_delay_alu's instruction dependencies ----------------===//
//
// Mirrors AMDGPUAsmParser::parseSDelayALU and AMDGPUInstPrinter's
// printDelayFlag.
//
//===----------------------------------------------------------------------===//

#include "Target/Operands/OperandClasses.h"
#include "llvm/ADT/STLExtras.h"

using namespace gfxas;

// Only this class reads these rows.
namespace {
struct DelayField {
  llvm::StringLiteral Name;
  BitField Bits;
  /// Names of the values 0..N-1 of this field.
  llvm::ArrayRef<llvm::StringLiteral> ValueNames;
  llvm::StringLiteral InvalidValueText;
};
} // namespace

static constexpr llvm::StringLiteral InstIdNames[] = {
    "NO_DEP",        "VALU_DEP_1",    "VALU_DEP_2",
    "VALU_DEP_3",    "VALU_DEP_4",    "TRANS32_DEP_1",
    "TRANS32_DEP_2", "TRANS32_DEP_3", "FMA_ACCUM_CYCLE_1",
    "SALU_CYCLE_1",  "SALU_CYCLE_2",  "SALU_CYCLE_3",
};

static constexpr llvm::StringLiteral InstSkipNames[] = {
    "SAME", "NEXT", "SKIP_1", "SKIP_2", "SKIP_3", "SKIP_4",
};

static const DelayField DelayFields[] = {
    {"instid0", {0, 4}, InstIdNames, "/* invalid instid value */"},
    {"instskip", {4, 3}, InstSkipNames, "/* invalid instskip value */"},
    {"instid1", {7, 4}, InstIdNames, "/* invalid instid value */"},
};

static llvm::ArrayRef<DelayField> allDelayFields() { return DelayFields; }

/// The field named Name (case-sensitive), or null.
static const DelayField *lookupDelayField(llvm::StringRef Name) {
  for (const DelayField &F : DelayFields)
    if (Name == F.Name)
      return &F;
  return nullptr;
}

namespace {
enum class DelayVerdict : uint8_t { Ok, UnknownField, UnknownValue, Duplicate };
} // namespace

static DelayVerdict setDelayField(llvm::StringRef FieldName,
                                  llvm::StringRef ValueName, int64_t &Simm16,
                                  unsigned &Seen) {
  const DelayField *Field = lookupDelayField(FieldName);
  if (!Field)
    return DelayVerdict::UnknownField;
  auto It = llvm::find_if(Field->ValueNames, [&](llvm::StringRef Name) {
    return Name == ValueName;
  });
  if (It == Field->ValueNames.end())
    return DelayVerdict::UnknownValue;
  // llvm-mc ORs a repeated field into the first (VALU_DEP_1 | VALU_DEP_2
  // becomes VALU_DEP_3); gfxas refuses it.
  unsigned Bit = 1u << unsigned(Field - allDelayFields().data());
  if (Seen & Bit)
    return DelayVerdict::Duplicate;
  Seen |= Bit;
  Simm16 |= int64_t(It - Field->ValueNames.begin()) << Field->Bits.Shift;
  return DelayVerdict::Ok;
}

static bool parseDelayField(OperandParser &P, int64_t &Simm16,
                            unsigned &Seen) {
  Lexer &Lex = P.lexer();
  uint32_t FieldLoc = Lex.tok().Begin;
  llvm::StringRef FieldName = Lex.text();
  if (!P.skipToken(Tok::Identifier, "expected a field name") ||
      !P.skipToken(Tok::LParen, "expected a left parenthesis"))
    return false;
  uint32_t ValueLoc = Lex.tok().Begin;
  llvm::StringRef ValueName = Lex.text();
  if (!P.skipToken(Tok::Identifier, "expected a value name") ||
      !P.skipToken(Tok::RParen, "expected a right parenthesis"))
    return false;

  switch (setDelayField(FieldName, ValueName, Simm16, Seen)) {
  case DelayVerdict::UnknownField:
    P.error(FieldLoc, "invalid field name " + FieldName);
    return false;
  case DelayVerdict::UnknownValue:
    P.error(ValueLoc, "invalid value name " + ValueName);
    return false;
  case DelayVerdict::Duplicate:
    P.strictError(FieldLoc, "duplicate " + FieldName + " field");
    break;
  case DelayVerdict::Ok:
    break;
  }
  return true;
}

bool DelayOperand::parse(OperandParser &P, int64_t &Simm16) const {
  Lexer &Lex = P.lexer();
  Simm16 = 0;
  uint32_t Loc = Lex.tok().Begin;
  if (Lex.is(Tok::Identifier) && Lex.peekIs(Tok::LParen)) {
    unsigned Seen = 0;
    for (;;) {
      if (!parseDelayField(P, Simm16, Seen))
        return false;
      if (!Lex.is(Tok::Pipe)) {
        P.writtenByField(Seen);
        return true;
      }
      Lex.lex();
    }
  }
  if (!P.parseAbsolute(Simm16))
    return false;
  P.checkRawImmediate(Simm16, Loc);
  return true;
}

void DelayOperand::print(unsigned Simm16, std::optional<int64_t> Written,
                         const CpuInfo &Cpu, llvm::raw_ostream &OS) const {
  const char *Sep = "";
  for (const DelayField &F : allDelayFields()) {
    unsigned V = (Simm16 >> F.Bits.Shift) & ((1u << F.Bits.Width) - 1);
    if (!V)
      continue;
    OS << Sep << F.Name << '('
       << (V < F.ValueNames.size() ? F.ValueNames[V] : F.InvalidValueText)
       << ')';
    Sep = " | ";
  }
  if (!*Sep)
    OS << '0';
}

void DelayOperand::explain(unsigned Simm16, const CpuInfo &Cpu,
                           OperandWriting How,
                           std::vector<ExplainRow> &Rows) const {
  for (auto [I, F] : llvm::enumerate(allDelayFields())) {
    unsigned V = (Simm16 & F.Bits.mask()) >> F.Bits.Shift;
    Rows.push_back({F.Bits, F.Name.data(),
                    V < F.ValueNames.size() ? F.ValueNames[V].data() : "invalid",
                    How.ByField && !(How.Fields & (1u << I))
                        ? "default: not written, so 0"
                        : nullptr});
  }
}
