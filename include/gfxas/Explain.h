//===- Explain.h - Each instruction's encoding, field by field --*- C++ -*-===//
//
// A view for readers learning the encoding: for every instruction, its
// source line, its word split into the SOPP fields, every operand field with
// its value, its name and whether it took its default, and the definition
// each symbol of the operand resolved to, as text or as an HTML page.
// docs/explain.md describes both.
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

/// The same explanation as one self-contained HTML page: Source (the buffer
/// A was assembled from) line by line, each instruction's words as bit
/// diagrams under its line, and the diagnostics at their lines.
void printExplanationHtml(const Assembly &A, llvm::StringRef Source,
                          llvm::raw_ostream &OS);

/// The same explanation as a JSON object, for a page that draws it
/// (web/): {"generation", "instructions": [{"line", "word", "columns",
/// "operands": [{"fields": [...]}], "branch", "second", "symbols"}]}, each
/// field with its "shift", "width", "value" and "meaning" as the other views
/// give them.
void printExplanationJson(const Assembly &A, llvm::raw_ostream &OS);

} // namespace gfxas

#endif
