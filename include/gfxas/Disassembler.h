//===- Disassembler.h - llvm-mc -disassemble, known words -------*- C++ -*-===//
//
// The embeddable disassembler: llvm-mc's byte-list input in, llvm-mc's
// listing and diagnostics out. Nothing is printed; diagnostics point into the
// input text so the caller can show them with llvm::SourceMgr, as the
// assembler's are.
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_DISASSEMBLER_H
#define GFXAS_DISASSEMBLER_H

#include "gfxas/Diagnostic.h"
#include "gfxas/Target.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace gfxas {

struct Disassembly {
  const CpuInfo *Cpu = nullptr;
  /// What llvm-mc -disassemble prints on standard output.
  std::string Listing;
  /// In input order. Offsets are byte offsets into the input text.
  std::vector<Diagnostic> Diagnostics;
  /// Only misuse of atomic blocks ("[" ... "]") fails a disassembly, as in
  /// llvm-mc: bad tokens and unknown words are reported but do not.
  bool Failed = false;

  bool succeeded() const { return !Failed; }
};

/// Disassembles llvm-mc's disassembler input: byte tokens (0x21, 33, 041,
/// 0b100001) separated by blanks, commas or newlines, '#' comments, and
/// atomic blocks in brackets. The bytes form one stream, so an instruction
/// may span lines and a line may hold several. Words gfxas does not know get
/// llvm-mc's "invalid instruction encoding" warning. An unknown processor is
/// an error at offset 0. Features, when given, are what -mattr asked.
Disassembly disassembleText(llvm::StringRef Text, llvm::StringRef CpuName,
                            bool ShowEncoding,
                            const FeatureSelection *Features = nullptr);

/// The byte-list text llvm-mc would take for raw little-endian bytes (as
/// written by -filetype=bin): one "0x..,0x..,0x..,0x.." line per word, and
/// the leftover bytes of a size that is not a multiple of 4 on a last line.
std::string byteListFromBinary(llvm::StringRef Bytes);

} // namespace gfxas

#endif
