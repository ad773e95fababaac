//===- Predefined.h - Symbols llvm-mc defines before the first line -*- C++
//-*-===//
//
// llvm-mc's AMDGPU parser defines a few variables, and its ELF streamer a
// symbol for every section it creates, before it reads a line. A file can
// read the variables and reassign them; the section symbols are defined, so
// a label or an assignment of that name is refused.
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_LIB_PREDEFINED_H
#define GFXAS_LIB_PREDEFINED_H

#include "gfxas/Target.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

namespace gfxas {

struct PredefinedVariable {
  llvm::StringLiteral Name;
  int64_t Value;
};

/// The AMDGPU parser's variables for Cpu under OS, with their starting
/// values.
llvm::SmallVector<PredefinedVariable, 16>
predefinedVariables(const CpuInfo &Cpu, TargetOS OS);

/// The names of the sections llvm-mc 19's ELF streamer creates at start.
llvm::ArrayRef<llvm::StringLiteral> predefinedSectionNames();

} // namespace gfxas

#endif
