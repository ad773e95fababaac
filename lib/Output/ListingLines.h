//===- ListingLines.h - llvm-mc's listing, line by line ---------*- C++ -*-===//
//
// The lines the listing writers and an Assembly's printListing share, and
// the bytes of padding and fills every output that writes .text shares.
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_LIB_OUTPUT_LISTINGLINES_H
#define GFXAS_LIB_OUTPUT_LISTINGLINES_H

#include "gfxas/Assembler.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/raw_ostream.h"

namespace gfxas {

// The lines of llvm-mc's listing, one function per kind of statement.
void printListingHeader(llvm::raw_ostream &OS);
/// Shown, when given, are the words of the encoding column (the
/// disassembler's: the decoded instruction encoded again). A Fixup prints
/// as its symbol, its bytes as 'A', and a line of its own after.
void printInstructionLine(llvm::ArrayRef<uint32_t> Words,
                          llvm::ArrayRef<int64_t> Written, const CpuInfo &Cpu,
                          bool ShowEncoding, llvm::raw_ostream &OS,
                          llvm::ArrayRef<uint32_t> Shown = {},
                          const OperandFixup *Fixup = nullptr,
                          const InstrInfo *Row = nullptr);
/// printInstructionLine's line, newline included, appended to Line.
void appendInstructionLine(llvm::SmallVectorImpl<char> &Line,
                           llvm::ArrayRef<uint32_t> Words,
                           llvm::ArrayRef<int64_t> Written, const CpuInfo &Cpu,
                           bool ShowEncoding,
                           llvm::ArrayRef<uint32_t> Shown = {},
                           const OperandFixup *Fixup = nullptr,
                           const InstrInfo *Row = nullptr);
void printLabelLine(llvm::StringRef Name, llvm::raw_ostream &OS);
void printAssignmentLine(llvm::StringRef Name, llvm::StringRef Value,
                         AssignKind Kind, llvm::raw_ostream &OS);
void printDirectiveLine(llvm::StringRef Name, llvm::StringRef Symbol,
                        llvm::StringRef Rest, llvm::raw_ostream &OS);
/// .p2align as llvm-mc prints every alignment directive.
void printAlignmentLine(const AlignmentDirective &A, llvm::raw_ostream &OS);
/// ".byte VALUE" and the like; Value is printed already.
void printDataLine(unsigned Size, llvm::StringRef Value, llvm::raw_ostream &OS);
/// .fill, .zero or a string as llvm-mc prints it (a string of one byte as
/// .byte).
void printFillLine(const FillDirective &F, llvm::raw_ostream &OS);
void printIdentLine(llvm::StringRef Data, llvm::raw_ostream &OS);

/// The bytes an alignment directive pads with, in the order they go: s_nop
/// 0 words in code (after Padding % 4 zero bytes), or the fill byte. They
/// come to Write a few kilobytes at a time, as padding may run to
/// gigabytes.
void writePadding(const AlignmentDirective &A,
                  llvm::function_ref<void(llvm::StringRef)> Write);
/// The bytes of a .fill, .zero or string, a few kilobytes at a time.
void writeFill(const FillDirective &F,
               llvm::function_ref<void(llvm::StringRef)> Write);

} // namespace gfxas

#endif
