//===- SmemRegisters.cpp - Scalar memory's register tuples ---------------===//
//
// Mirrors llvm-mc's SReg_32_XM0_XEXEC, SReg_64_XEXEC, SReg_96 ... SReg_512
// data operands and SReg_64 and SReg_128 bases of SMRD and SMEM.
//
//===----------------------------------------------------------------------===//

#include "Target/Operands/ScalarMemory.h"
#include "Target/Operands/ScalarSource.h"

using namespace gfxas;

bool SmemRegisterOperand::takes(const Register &R) const {
  if (!registerFits(R, Dwords, /*IsSource=*/false))
    return false;
  if (IsBase || !R.isSpecial())
    return true;
  // Writing m0 from memory hangs the GPU, and exec is no data register.
  switch (R.Special) {
  case SpecialReg::M0:
  case SpecialReg::EXEC:
  case SpecialReg::EXEC_LO:
  case SpecialReg::EXEC_HI:
    return false;
  default:
    return true;
  }
}

// The whole code: llvm-mc prints the register as written (src_scc, 253, in
// a 7-bit field), and the field takes it cut to its bits (a base's halved:
// valueForField).
bool SmemRegisterOperand::parse(OperandParser &P, int64_t &Value) const {
  return parseRegisterOperand(P, Value,
                              [&](const Register &R) { return takes(R); });
}

void SmemRegisterOperand::print(unsigned Field, std::optional<int64_t> Written,
                                const CpuInfo &Cpu,
                                llvm::raw_ostream &OS) const {
  unsigned Code = Written ? unsigned(*Written) : code(Field);
  if (!printRegisterCode(Code, Dwords, Cpu.Gen, OS))
    OS << "<invalid register " << Code << '>';
}

bool SmemRegisterOperand::decodes(unsigned Field, Generation G) const {
  std::string Ignored;
  llvm::raw_string_ostream OS(Ignored);
  return printRegisterCode(code(Field), Dwords, G, OS);
}

void SmemRegisterOperand::explain(unsigned Field, const CpuInfo &Cpu,
                                  OperandWriting How,
                                  std::vector<ExplainRow> &Rows) const {
  std::string Meaning;
  llvm::raw_string_ostream OS(Meaning);
  print(Field, std::nullopt, Cpu, OS);
  if (IsBase)
    OS << " (the field holds its first register's number halved)";
  Rows.push_back(
      {{0, uint8_t(IsBase ? 6 : 7)}, IsBase ? "sbase" : "sdata", Meaning});
}
