//===- InstPrinter.h - Canonical text of an instruction ---------*- C++ -*-===//
//
// Turns encoded words back into the text llvm-mc prints for them, using the
// same instruction table and operand classes the parser uses.
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_LIB_TARGET_INSTPRINTER_H
#define GFXAS_LIB_TARGET_INSTPRINTER_H

#include "gfxas/Assembler.h"
#include "gfxas/Target.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdint>

namespace gfxas {

/// Prints "mnemonic operands" for the instruction at the start of Words on
/// Cpu. Written, when given, holds the operands as written, which
/// s_nop prints in full. Returns how many words the instruction takes, or 0
/// (having printed nothing) when gfxas does not know it or Words is short.
/// Row, when given, is the row the words were encoded from (an assembled
/// instruction's), which spares decoding them.
unsigned printInstruction(llvm::ArrayRef<uint32_t> Words, const CpuInfo &Cpu,
                          llvm::raw_ostream &OS,
                          llvm::ArrayRef<int64_t> Written = {},
                          const OperandFixup *Fixup = nullptr,
                          const InstrInfo *Row = nullptr);

} // namespace gfxas

#endif
