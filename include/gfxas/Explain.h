//===- Explain.h - Each instruction's encoding, field by field --*- C++ -*-===//
//
// A view for readers learning the encoding: for every instruction, its
// source line, its word split into the SOPP fields, every operand field with
// its value, its name and whether it took its default, and the definition
// each symbol of the operand resolved to. README.md ("Explaining the
// encoding") describes the format.
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_EXPLAIN_H
#define GFXAS_EXPLAIN_H

#include "gfxas/Assembly.h"
#include "llvm/Support/raw_ostream.h"

namespace gfxas {

/// Prints the explanation of every instruction of A, which must have been
/// assembled with details (assembleBuffer's WithDetails).
void printExplanation(const Assembly &A, llvm::raw_ostream &OS);

} // namespace gfxas

#endif
