//===- InstPrinter.cpp - Canonical text of an instruction ----------------===//
//
// Mirrors AMDGPUInstPrinter: the mnemonic, then each operand as its class
// prints it, separated by commas.
//
//===----------------------------------------------------------------------===//

#include "gfxas/InstPrinter.h"
#include "Target/InstrInfo.h"

using namespace gfxas;

unsigned gfxas::printInstruction(llvm::ArrayRef<uint32_t> Words, Generation G,
                                 llvm::raw_ostream &OS,
                                 llvm::ArrayRef<int64_t> Written) {
  DecodedInstr D = decodeInstr(Words, G);
  if (!D)
    return 0;
  const InstrInfo &I = *D.Instr;
  OS << I.Mnemonic;
  for (unsigned Op = 0; Op < I.NumOperands; ++Op) {
    OS << (Op ? ", " : " ");
    std::optional<int64_t> AsWritten;
    if (Op < Written.size())
      AsWritten = Written[Op];
    operandClass(I.Operands[Op]).print(D.field(Words[0], Op), AsWritten, G, OS);
  }
  return D.NumWords;
}
