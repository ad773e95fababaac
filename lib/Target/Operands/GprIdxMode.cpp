//===- GprIdxMode.cpp - s_set_gpr_idx_mode's VGPR index modes ------------===//
//
// Mirrors AMDGPUAsmParser::parseGPRIdxMode and AMDGPUInstPrinter's
// printVGPRIndexMode: gpr_idx(SRC0,DST) or a 4-bit value.
//
//===----------------------------------------------------------------------===//

#include "Target/Operands/OperandClasses.h"
#include "llvm/ADT/STLExtras.h"

using namespace gfxas;

// Only this class reads these rows.
namespace {} // namespace

static constexpr llvm::StringLiteral GprIdxModes[] = {"SRC0", "SRC1", "SRC2",
                                                      "DST"};

/// The VGPR index modes, bit 0 first.
static llvm::ArrayRef<llvm::StringLiteral> gprIdxModeNames() {
  return GprIdxModes;
}

/// gpr_idx( ... ), from after the parenthesis.
static bool parseModes(OperandParser &P, int64_t &Value) {
  Lexer &Lex = P.lexer();
  Value = 0;
  if (Lex.is(Tok::RParen)) {
    Lex.lex();
    return true;
  }
  for (;;) {
    uint32_t Loc = Lex.tok().Begin;
    unsigned Mode = 0;
    if (Lex.is(Tok::Identifier))
      for (auto [Bit, Name] : llvm::enumerate(gprIdxModeNames()))
        if (Lex.text() == Name)
          Mode = 1u << Bit;
    if (!Mode) {
      P.error(Loc, Value ? "expected a VGPR index mode"
                         : "expected a VGPR index mode or a closing "
                           "parenthesis");
      return false;
    }
    if (Value & Mode) {
      P.error(Loc, "duplicate VGPR index mode");
      return false;
    }
    Value |= Mode;
    Lex.lex();
    if (Lex.is(Tok::RParen)) {
      Lex.lex();
      return true;
    }
    if (!P.skipToken(Tok::Comma, "expected a comma or a closing parenthesis"))
      return false;
  }
}

bool GprIdxModeOperand::parse(OperandParser &P, int64_t &Value) const {
  Lexer &Lex = P.lexer();
  uint32_t Loc = Lex.tok().Begin;
  if (Lex.is(Tok::Identifier) && Lex.text() == "gpr_idx" &&
      Lex.peekIs(Tok::LParen)) {
    Lex.lex();
    Lex.lex();
    if (!parseModes(P, Value))
      return false;
    P.writtenByField(unsigned(Value));
    return true;
  }
  if (!P.parseAbsolute(Value))
    return false;
  if (Value >= 0 && Value <= 15)
    return true;
  P.error(Loc, "invalid immediate: only 4-bit values are legal");
  return false;
}

// A value with bits beyond the modes prints in hex.
void GprIdxModeOperand::print(unsigned Field, std::optional<int64_t> Written,
                              const CpuInfo &Cpu, llvm::raw_ostream &OS) const {
  unsigned AllModes = (1u << gprIdxModeNames().size()) - 1;
  if (Field & ~AllModes) {
    OS << "0x";
    OS.write_hex(Field);
    return;
  }
  OS << "gpr_idx(";
  const char *Sep = "";
  for (auto [Bit, Name] : llvm::enumerate(gprIdxModeNames()))
    if (Field & (1u << Bit)) {
      OS << Sep << Name;
      Sep = ",";
    }
  OS << ')';
}

void GprIdxModeOperand::explain(unsigned Field, const CpuInfo &Cpu,
                                OperandWriting How,
                                std::vector<ExplainRow> &Rows) const {
  for (auto [Bit, Name] : llvm::enumerate(gprIdxModeNames()))
    Rows.push_back({{uint8_t(Bit), 1},
                    Name.str(),
                    Field & (1u << Bit) ? "on" : "off",
                    How.ByField && !(Field & (1u << Bit))
                        ? "default: not written, so off"
                        : nullptr});
}
