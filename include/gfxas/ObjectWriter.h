//===- ObjectWriter.h - ELF relocatable output ------------------*- C++ -*-===//
//
// The object file `llvm-mc -triple=amdgcn -mcpu=CPU -filetype=obj` writes,
// reproduced byte for byte from an Assembly: an ELF64 relocatable with the
// sections .strtab, .text and .symtab, in that order.
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_OBJECTWRITER_H
#define GFXAS_OBJECTWRITER_H

#include "gfxas/Assembly.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

namespace gfxas {

/// Writes the object file of A, which must have assembled without errors
/// and without A.ObjectDiagnostics (print those instead).
/// Symbols get llvm-mc's symbol table: every non-temporary label, variable
/// and undefined symbol the file names, except the variables whose value
/// rests on an undefined symbol, which ELF cannot express. Fails, writing
/// nothing, when a symbol that belongs in the table has no value.
llvm::Error writeObject(const Assembly &A, llvm::raw_ostream &OS);

} // namespace gfxas

#endif
