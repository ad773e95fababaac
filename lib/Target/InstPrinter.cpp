//===- InstPrinter.cpp - Canonical text of an instruction ----------------===//
//
// Mirrors AMDGPUInstPrinter: the mnemonic, then each operand as its class
// prints it, separated by commas.
//
//===----------------------------------------------------------------------===//

#include "Target/InstPrinter.h"
#include "Target/InstrInfo.h"
#include "gfxas/Expr.h"

using namespace gfxas;

unsigned gfxas::printInstruction(llvm::ArrayRef<uint32_t> Words,
                                 const CpuInfo &Cpu, llvm::raw_ostream &OS,
                                 llvm::ArrayRef<int64_t> Written,
                                 const OperandFixup *Fixup,
                                 const InstrInfo *Row) {
  // An assembled instruction prints from its operands as written.
  DecodedInstr D = Row ? DecodedInstr::of(*Row, Cpu.Gen, Words.size())
                       : decodeInstr(Words, Cpu.Gen,
                                     /*CheckFields=*/Written.empty());
  if (!D)
    return 0;
  const InstrInfo &I = *D.Instr;
  OS << I.Mnemonic;
  // The first operand printed follows the mnemonic after a blank.
  bool First = true;
  bool EmptyListAfter = false;
  for (unsigned Op = 0; Op < I.NumOperands; ++Op) {
    const OperandClass &Class = operandClass(I.Operands[Op]);
    unsigned Field = D.field(Words, Op);
    EmptyListAfter |= Class.spelledInName(Field, Cpu.Gen);
    if (!operandPrinted(I.Operands[Op], Field))
      continue;
    std::optional<int64_t> AsWritten;
    if (Class.extraWords(Field, Cpu.Gen)) {
      // The literal, which the operands share.
      AsWritten = Words[D.instrWords()];
    } else if (Op < Written.size() && Class.writtenTakesLiteral(Written[Op]) &&
               D.hasLiteral()) {
      Field = unsigned(Written[Op]); // a code the field cannot hold
      AsWritten = Words[D.instrWords()];
    } else if (Op < Written.size()) {
      AsWritten = Written[Op];
    }
    OS << (First ? " " : Class.separator());
    First = false;
    // A fixup prints as the symbol it names.
    if (Fixup && *Fixup && Fixup->Operand == Op) {
      OS << Fixup->Printed;
      continue;
    }
    Class.print(Field, AsWritten, Cpu, OS);
  }
  if (EmptyListAfter)
    OS << ' ';
  return D.NumWords;
}
