//===- ObjectStreamer.h - The one ELF object writer -------------*- C++ -*-===//
//
// What assembleObject() and an Assembly write their objects with
// (gfxas/ObjectWriter.h), and the keys that put llvm-mc's object errors in
// its order.
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_LIB_OUTPUT_OBJECTSTREAMER_H
#define GFXAS_LIB_OUTPUT_OBJECTSTREAMER_H

#include "gfxas/Assembler.h"
#include "gfxas/ObjectWriter.h"
#include "llvm/Support/Allocator.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/StringSaver.h"
#include "llvm/Support/raw_ostream.h"
#include <memory>
#include <optional>
#include <vector>

namespace gfxas {

class PendingFixups;

/// An error llvm-mc's object writer reports, with the key that puts such
/// errors in its order.
struct ObjectDiagnostic {
  Diagnostic D;
  uint64_t Order;
  /// Reported as llvm-mc evaluates a fixup (an instruction's or a data
  /// value's), which it may not come to.
  bool OfFixup = false;
};

/// A symbol bound for an object's symbol table, with its place in llvm-mc's
/// registration order. Unwritable: its value cannot be evaluated, which the
/// writer refuses.
struct ObjectSymbol {
  llvm::StringRef Name;
  uint64_t Value;
  uint32_t RegisteredAt;
  uint16_t Shndx;
  uint8_t Binding : 4;
  uint8_t Type : 4;
  bool Unwritable : 1;
  /// st_other's visibility bits (STV_*).
  uint8_t Visibility : 2;
  uint64_t Size;
  /// The symbol of a section (STT_SECTION, no name), which relocations
  /// against local labels name.
  bool SectionSymbol = false;
  /// The file's section the symbol is in (SectionChange::Id), while Shndx
  /// says so (before the sections are numbered).
  uint16_t SectionId = 0;
  /// llvm-mc's label of a '.', which has no name in its object: the table
  /// spells it as GNU as's fake label, ".L0 ".
  bool Nameless = false;
  /// The name the string table holds when it is not Name (SymbolInfo's).
  llvm::StringRef ObjectName;
};

/// The object writer as an assembler sink, for files of any size: .text
/// goes out as it is encoded and only the symbols are kept. Diagnostics go
/// to OnDiagnostic as they come; after assemble(), complete() adds the
/// writer's and writes the rest.
class ObjectStreamer final : public AsmSink {
public:
  /// Features, when given, are what -mattr asked (e_flags' xnack and
  /// sramecc); else the processor's defaults.
  ObjectStreamer(llvm::raw_pwrite_stream &OS, const CpuInfo &Cpu,
                 llvm::function_ref<void(const Diagnostic &)> OnDiagnostic,
                 const FeatureSelection *Features = nullptr);
  ~ObjectStreamer() override;

  void instruction(const EncodedInstruction &I) override;
  void label(llvm::StringRef Name, uint32_t Offset) override;
  void diagnostic(const Diagnostic &D) override;
  /// Growing the table by doubling would copy it and fault its pages in
  /// twice over.
  void symbolCount(size_t Count) override { Symbols.reserve(Count); }
  void symbol(const SymbolInfo &S) override;
  void objectStreamerError(const Diagnostic &D) override { diagnostic(D); }
  void objectParserError(const Diagnostic &D) override {
    diagnostic(D);
    ParserFailed = true;
  }
  void gnuAbi() override { GnuAbi = true; }
  void codeObjectVersion(unsigned Version) override {
    CodeObjectVersion = Version;
  }
  void alignment(const AlignmentDirective &A) override;
  void data(const DataValue &D) override;
  void fill(const FillDirective &F) override;
  void section(const SectionChange &S) override;
  void commonAllocation(const AlignmentDirective &Padding,
                        const FillDirective &Zeros) override {
    alignment(Padding);
    fill(Zeros);
  }
  void unlistedBytes(const AlignmentDirective &Padding,
                     const FillDirective &Bytes) override {
    alignment(Padding);
    fill(Bytes);
  }
  void setReadBack(ObjectReadBack Fn) { ReadBack = std::move(Fn); }
  /// What llvm-mc does once the file is read: its writer checks only a
  /// file that Parsed (the parser reported no error), even after errors of
  /// its ELF streamer, and writes only a file with no error at all. The
  /// writer's errors go to OnDiagnostic. True when the object is whole; an
  /// Error when writing it failed.
  llvm::Expected<bool> complete(bool Parsed);

private:
  /// llvm-mc's object writer errors, in its order.
  std::vector<Diagnostic> objectDiagnostics();
  /// Fails, having written only part of the object, when the file had
  /// errors or objectDiagnostics().
  llvm::Error finish();

  llvm::raw_pwrite_stream &OS;
  const CpuInfo &Cpu;
  FeatureSelection Features;
  llvm::function_ref<void(const Diagnostic &)> OnDiagnostic;
  uint64_t Start;
  /// .text written to OS before the current block.
  uint64_t TextFlushed = 0;
  /// .text on its way to OS: one write per block instead of one per word.
  char TextBlock[4096];
  char *TextNext = TextBlock;
  void flushText();
  unsigned Errors = 0;
  bool GnuAbi = false;
  /// objectParserError was reported: the writer checks nothing.
  bool ParserFailed = false;
  /// The last .amdhsa_code_object_version's, over the triple's.
  std::optional<unsigned> CodeObjectVersion;
  /// The triple, with the code object version the file chose.
  TargetTriple objectTriple() const;
  llvm::BumpPtrAllocator Alloc;
  llvm::StringSaver Names{Alloc};
  std::vector<ObjectSymbol> Symbols;
  /// Private symbols that go into the table only if a relocation names
  /// them, which is known once the fixups are resolved.
  std::vector<ObjectSymbol> RelocatablePrivates;
  std::vector<ObjectDiagnostic> Problems;
  /// Branches to labels, resolved once the symbols are known.
  std::unique_ptr<PendingFixups> Fixups;
  /// Data values that keep a symbol's address (DataValue::RelocSymbol).
  struct PendingData {
    uint32_t Offset;
    uint8_t Size;
    bool PCRel;
    uint64_t Value;
    /// Empty for a relocation against no symbol.
    llvm::StringRef Symbol;
    uint16_t Section;
    /// In a SHT_NOBITS section: the data fragment whose bytes it writes,
    /// which may be zeros only.
    uint32_t NobitsFragment = NoFragment;
    static constexpr uint32_t NoFragment = UINT32_MAX;
  };
  /// The file's sections other than .text, kept in memory until finish()
  /// (.text alone is streamed), by SectionChange::Id ([0] stands for .text).
  struct BufferedSection {
    llvm::StringRef Name;
    uint32_t Flags = 0, Type = 0, EntSize = 0;
    uint32_t RegisteredAt = SymbolInfo::NotRegistered;
    uint64_t Align = 1;
    /// The bytes, but for a SHT_NOBITS section, which keeps only a size.
    std::string Bytes;
    uint64_t Size = 0;
    /// What llvm-mc's writer refuses in a SHT_NOBITS section, per data
    /// fragment (the values and strings between two alignments or fills):
    /// a relocation, a byte other than zero.
    struct Fragment {
      bool HasFixups = false, NonZero = false;
    };
    std::vector<Fragment> Fragments;
    bool InFragment = false;
    Fragment &fragment() {
      if (!InFragment)
        Fragments.emplace_back();
      InFragment = true;
      return Fragments.back();
    }
  };
  std::vector<BufferedSection> Sections;
  uint16_t Current = 0;
  /// Puts bytes in the current section.
  void append(llvm::StringRef Bytes);
  /// The current section is SHT_NOBITS.
  bool inNobits() const;
  /// Records what a fill puts in the current SHT_NOBITS section's
  /// fragments.
  void noteNobitsFill(const FillDirective &F);
  std::vector<PendingData> DataRelocations;
  // When llvm-mc reports a .zero or .org of a bad size: each time its
  // assembler sizes the fragment, which is when it first lays the section
  // out (at the first fixup that needs an offset there, or as it writes the
  // section, or, in a SHT_NOBITS section, as the writer sizes it last of
  // all, the last fragment once more), and again as it writes the data.
  struct BadFill {
    Diagnostic D;
    uint16_t Section;
    uint32_t Offset;
    /// Which fragment of its section it is (FragmentCount then).
    uint32_t Fragment;
  };
  std::vector<BadFill> BadFills;
  /// Per section, how many fragments so far.
  std::vector<uint32_t> FragmentCount;
  void newFragment();
  /// A fixup of llvm-mc's layout at order Key needs an offset in Section.
  void layoutTrigger(uint64_t Key, uint16_t Section);
  /// Per section, the order of the first such fixup, or none (UINT64_MAX).
  std::vector<uint64_t> LaidOutAt;
  /// Per section, the offset of its first alignment or .org, whose size
  /// rests on its offset: writing the section lays it out there.
  std::vector<uint32_t> FirstOffsetSized;
  void noteOffsetSized(uint32_t Offset);
  void reportBadFills();
  /// The private symbols data values used and the file never defined.
  std::vector<llvm::StringRef> UndefinedTemporaries;
  bool FixupsResolved = false;
  /// A branch was relaxed (EncodedInstruction::PaddedBranch).
  bool Relaxed = false;
  /// The largest alignment .text was given.
  uint64_t TextAlign = 4;
  ObjectReadBack ReadBack;
  void appendText(llvm::StringRef Bytes);
  llvm::Error moveText(uint64_t From, uint64_t To);
  /// Bytes of the streamed .text that finish() overwrites once every
  /// symbol is known: a resolved fixup or a data relocation's field.
  struct TextPatch {
    uint64_t Offset;
    uint8_t Size;
    char Bytes[8];
  };
  llvm::Error writePatches(std::vector<TextPatch> &Patches);
};

} // namespace gfxas

#endif
