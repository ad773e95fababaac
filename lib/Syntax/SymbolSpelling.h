//===- SymbolSpelling.h - How llvm-mc spells a symbol -----------*- C++ -*-===//
//
// A symbol's name as llvm-mc prints it, and the relocation variants written
// after it ("sym@rel32@lo").
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_LIB_SYNTAX_SYMBOLSPELLING_H
#define GFXAS_LIB_SYNTAX_SYMBOLSPELLING_H

#include "gfxas/Expr.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdint>

namespace gfxas {

/// The variant spelled Name (after the first '@'), or None.
SymbolVariant symbolVariant(llvm::StringRef Name);

/// The variant as llvm-mc prints it after the '@'.
llvm::StringRef symbolVariantName(SymbolVariant V);

/// The ELF relocation type an object gets for a variant other than None.
uint32_t symbolVariantRelocType(SymbolVariant V);

/// Prints a symbol name the way MCSymbol does: quoted when it holds
/// characters outside [A-Za-z0-9_.$].
void printSymbolName(llvm::StringRef Name, llvm::raw_ostream &OS);

/// Prints a lone symbol operand the way MCSymbolRefExpr does: its name,
/// in parentheses when it starts with '$' (a branch's target, a fixup's
/// value).
void printSymbolRef(llvm::StringRef Name, llvm::raw_ostream &OS);

} // namespace gfxas

#endif
