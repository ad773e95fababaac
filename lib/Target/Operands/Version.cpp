//===- Version.cpp - s_version's operand ----------------------------------===//
//
// Read as an s16imm (Hex16) and printed so when assembled; llvm-mc's
// disassembler (decodeVersionImm) makes the field an expression of the
// UC_VERSION_* symbols instead, which its printer shows as written:
// ((UC_VERSION_GFX12|UC_VERSION_W64_BIT)|UC_VERSION_W32_BIT).
//
//===----------------------------------------------------------------------===//

#include "Target/Operands/OperandClasses.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/bit.h"

using namespace gfxas;

bool VersionOperand::parse(OperandParser &P, int64_t &Value) const {
  return P.parseImmediateIn(Value, -32768, 65535);
}

void VersionOperand::print(unsigned Field, std::optional<int64_t> Written,
                           const CpuInfo &Cpu, llvm::raw_ostream &OS) const {
  unsigned Code = UcVersionCodeBits.get(Field);
  unsigned Flags = 0;
  for (const UcVersionFlag &F : allUcVersionFlags())
    Flags |= F.Bit;
  // An assembled operand, or a field with bits no symbol stands for, is a
  // plain immediate.
  if (Written || (Field & ~(UcVersionCodeBits.mask() | Flags))) {
    OS << "0x";
    OS.write_hex(Field);
    return;
  }
  // Each flag ORed onto what comes before it, which the printer puts in
  // parentheses once it is itself an OR.
  llvm::SmallVector<llvm::StringRef, 4> Terms;
  std::string Base;
  if (const UcVersion *V = lookupUcVersion(Code))
    Base = V->Name.str();
  else
    Base = std::to_string(Code);
  for (const UcVersionFlag &F : allUcVersionFlags())
    if (Field & F.Bit)
      Terms.push_back(F.Name);
  for (size_t I = 1; I < Terms.size(); ++I)
    OS << '(';
  OS << Base;
  for (size_t I = 0; I < Terms.size(); ++I) {
    OS << '|' << Terms[I];
    if (I + 1 < Terms.size())
      OS << ')';
  }
}

void VersionOperand::explain(unsigned Field, const CpuInfo &Cpu,
                             OperandWriting How,
                             std::vector<ExplainRow> &Rows) const {
  const UcVersion *V = lookupUcVersion(UcVersionCodeBits.get(Field));
  Rows.push_back({UcVersionCodeBits, "version", V ? V->Name.data() : ""});
  for (const UcVersionFlag &F : allUcVersionFlags())
    Rows.push_back({{uint8_t(llvm::countr_zero(F.Bit)), 1}, F.Name.str(), ""});
}
