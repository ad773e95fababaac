//===- ObjectWriter.h - ELF relocatable output ------------------*- C++ -*-===//
//
// The object file `llvm-mc -triple=amdgcn -mcpu=CPU -filetype=obj` writes,
// reproduced byte for byte, with llvm-mc's diagnostics in llvm-mc's order:
// an ELF64 relocatable with .strtab, .text, the file's other sections, and
// .symtab.
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_OBJECTWRITER_H
#define GFXAS_OBJECTWRITER_H

#include "gfxas/Assembler.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"
#include <functional>

namespace gfxas {

struct Assembly;

/// Reads back Out.size() bytes the object wrote at Offset of its stream.
/// The object is streamed as it is assembled; a file that aligns .text
/// more than the ELF header's size (64 bytes) then moves it, which without
/// a read-back fails.
using ObjectReadBack =
    std::function<bool(uint64_t Offset, llvm::MutableArrayRef<char> Out)>;

struct ObjectOptions {
  /// What -mattr asked (e_flags' xnack and sramecc); else the processor's
  /// defaults.
  const FeatureSelection *Features = nullptr;
  ObjectReadBack ReadBack;
  unsigned ErrorLimit = AsmSink::DefaultErrorLimit;
  /// Gets the text of each .print directive (AsmSink::print).
  std::function<void(llvm::StringRef)> OnPrint;
  /// See assemble().
  llvm::function_ref<void(uint32_t)> Consumed;
  /// See AsmSink::setSpeedups.
  bool Speedups = true;
  /// The -triple: the object's OS/ABI, e_flags and relocation sections.
  TargetTriple Triple;
  /// See AsmSink::setDefinitions.
  std::vector<SymbolDefinition> Definitions;
  /// See AsmSink::setIncludeReader.
  AsmSink::IncludeReader Reader;
};

/// Assembles Source for Cpu into the object llvm-mc writes, streamed to OS,
/// which must allow pwrite (a file, or raw_svector_ostream). Diagnostics go
/// to OnDiagnostic as llvm-mc prints them: the parser's and its ELF
/// streamer's as they come, then, for a file that parsed without error,
/// its object writer's. True when the object is whole; false when an error
/// was reported (OS then holds part of an object); an Error when writing
/// failed.
llvm::Expected<bool>
assembleObject(llvm::StringRef Source, const CpuInfo &Cpu,
               llvm::raw_pwrite_stream &OS,
               llvm::function_ref<void(const Diagnostic &)> OnDiagnostic,
               const ObjectOptions &Options = {});

/// Writes the object of A (Assembly::Object), which fails when
/// A.objectSucceeded() does not hold.
llvm::Error writeObject(const Assembly &A, llvm::raw_ostream &OS);

} // namespace gfxas

#endif
