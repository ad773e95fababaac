//===- Listing.h - The listing and word writers -----------------*- C++ -*-===//
//
// Sinks that stream llvm-mc's text listing, or the words, as assemble()
// reports the file.
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_LISTING_H
#define GFXAS_LISTING_H

#include "gfxas/Assembler.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/raw_ostream.h"
#include <memory>

namespace gfxas {

class PendingFixups;

/// Writes the assembly text llvm-mc prints for the same input, byte for
/// byte; diagnostics go to OnDiagnostic.
class ListingWriter final : public AsmSink {
public:
  /// Features, when given, are what -mattr asked (the target id of an
  /// amdhsa listing says what it asked of xnack and sramecc).
  ListingWriter(llvm::raw_ostream &OS, const CpuInfo &Cpu, bool ShowEncoding,
                llvm::function_ref<void(const Diagnostic &)> OnDiagnostic,
                const FeatureSelection *Features = nullptr);
  ~ListingWriter() override;

  /// Under amdhsa, llvm-mc's listing names the target id on its second line.
  void begin() override;
  void codeObjectVersion(unsigned Version) override {
    OS << "\t.amdhsa_code_object_version " << Version << '\n';
  }
  void hsaMetadata(llvm::StringRef Yaml) override {
    OS << "\t.amdgpu_metadata\n" << Yaml << "\n\t.end_amdgpu_metadata\n";
  }

  void ident(llvm::StringRef Data) override;
  void instruction(const EncodedInstruction &I) override;
  void label(llvm::StringRef Name, uint32_t Offset) override;
  void assignment(llvm::StringRef Name, const ExprView &Value,
                  AssignKind Kind) override;
  void directive(llvm::StringRef Name, llvm::StringRef Symbol,
                 llvm::StringRef Rest) override;
  void blankLine() override;
  void alignment(const AlignmentDirective &A) override;
  void data(const DataValue &D) override;
  void fill(const FillDirective &F) override;
  void section(const SectionChange &S) override { OS << S.Listing; }
  void kernelDescriptor(const KernelDescriptorBlock &K) override {
    OS << K.Listing;
  }
  void listingStreamerError(const Diagnostic &D) override {
    if (D.Severity == Diagnostic::Kind::Error)
      ++StreamerErrors;
    diagnostic(D);
  }
  void diagnostic(const Diagnostic &D) override;
  /// Errors only the listing has (listingStreamerError), which the parser
  /// does not count.
  bool hadErrors() const { return StreamerErrors != 0; }

private:
  llvm::raw_ostream &OS;
  const CpuInfo &Cpu;
  FeatureSelection Features;
  bool ShowEncoding;
  llvm::function_ref<void(const Diagnostic &)> OnDiagnostic;
  unsigned StreamerErrors = 0;
  /// Printed instruction lines by words and operands: real code repeats a
  /// few thousand distinct instructions, and printing one costs far more
  /// than copying it.
  class LineCache;
  std::unique_ptr<LineCache> Cache;
};

/// Writes the words as they are encoded: one "0x%08x" per line, or (Binary)
/// as raw little-endian bytes. Diagnostics go to OnDiagnostic. A branch to
/// a label is written with its field clear and filled in by finish(),
/// once the labels are known.
class WordWriter final : public AsmSink {
public:
  WordWriter(llvm::raw_pwrite_stream &OS, bool Binary,
             llvm::function_ref<void(const Diagnostic &)> OnDiagnostic);
  ~WordWriter() override;

  void instruction(const EncodedInstruction &I) override;
  void section(const SectionChange &S) override;
  void diagnostic(const Diagnostic &D) override { OnDiagnostic(D); }
  void symbol(const SymbolInfo &S) override;
  void alignment(const AlignmentDirective &A) override;
  void data(const DataValue &D) override;
  void fill(const FillDirective &F) override;
  void commonAllocation(const AlignmentDirective &Padding,
                        const FillDirective &Zeros) override {
    // Always in .bss, which words do not hold.
    outsideText();
  }
  void unlistedBytes(const AlignmentDirective &Padding,
                     const FillDirective &Bytes) override {
    // Always in .note, which words do not hold.
    outsideText();
  }
  /// Fills in the fixups and writes the last word (zero-padded); false,
  /// having reported why, when a fixup or a value cannot be written.
  bool finish();
  /// One word as this writer formats it.
  static void writeWord(llvm::raw_ostream &OS, uint32_t Word, bool Binary);

private:
  llvm::raw_pwrite_stream &OS;
  uint64_t Start;
  bool Binary;
  llvm::function_ref<void(const Diagnostic &)> OnDiagnostic;
  std::unique_ptr<PendingFixups> Fixups;
  /// The bytes of a word not complete yet, after data left .text
  /// unaligned.
  uint8_t Partial[4];
  unsigned PartialSize = 0;
  bool Unwritable = false;
  /// The current section, and whether it was refused (words and binaries
  /// hold .text alone).
  uint16_t Current = 0;
  uint32_t CurrentLoc = 0;
  std::string CurrentName;
  std::vector<bool> Refused;
  bool outsideText();
  void writeBytes(llvm::StringRef Bytes);
};

} // namespace gfxas

#endif
