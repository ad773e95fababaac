//===- InstPrinter.h - Canonical text of an instruction word ----*- C++ -*-===//
//
// Turns a 32-bit word back into the text llvm-mc prints for it, using the
// same target tables the parser uses.
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_INSTPRINTER_H
#define GFXAS_INSTPRINTER_H

#include "gfxas/Target.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdint>
#include <optional>

namespace gfxas {

/// Prints "mnemonic operand" for Word on generation G. Operand, when known,
/// is the operand as written, which s_nop prints in full. Returns false, and
/// prints nothing, when Word is not an instruction gfxas knows.
bool printInstruction(uint32_t Word, Generation G, llvm::raw_ostream &OS,
                      std::optional<int64_t> Operand = std::nullopt);

} // namespace gfxas

#endif
