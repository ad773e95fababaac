//===- OptionalImm16.cpp - An optional 16-bit immediate (s_endpgm) -------===//
//
// Mirrors AMDGPUAsmParser::parseEndpgm and AMDGPUInstPrinter::printEndpgm:
// the operand may be left out, and is then 0, which is not printed.
//
//===----------------------------------------------------------------------===//

#include "Target/Operands/OperandClasses.h"

using namespace gfxas;

bool OptionalImm16Operand::parse(OperandParser &P, int64_t &Value) const {
  uint32_t Loc = P.lexer().tok().Begin;
  // llvm-mc takes an operand that is not an absolute expression for 0 after
  // reporting it, and goes on to the next.
  if (!P.parseAbsolute(Value)) {
    P.continueAfterError();
    return false;
  }
  if (Value >= 0 && Value <= 0xFFFF)
    return true;
  P.error(Loc, "expected a 16-bit value");
  return false;
}

// In decimal, unsigned: s_endpgm 65535.
void OptionalImm16Operand::print(unsigned Field, std::optional<int64_t> Written,
                                 const CpuInfo &Cpu,
                                 llvm::raw_ostream &OS) const {
  OS << Field;
}

void OptionalImm16Operand::explain(unsigned Field, const CpuInfo &Cpu,
                                   OperandWriting How,
                                   std::vector<ExplainRow> &Rows) const {
  Rows.push_back({{0, 16}, "simm16", ""});
}
