//===- Fixups.h - Fields filled in once every label is placed ---*- C++ -*-===//
//
// What a sink that writes words keeps of its fixups until the end of the
// file, when it resolves them by Target/FixupRules.h, and the errors an
// output gets for data values and fills that llvm-mc's layout or writer
// refuses.
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_LIB_OUTPUT_FIXUPS_H
#define GFXAS_LIB_OUTPUT_FIXUPS_H

#include "Target/FixupRules.h"
#include "gfxas/Assembler.h"
#include "llvm/ADT/StringMap.h"
#include <optional>
#include <vector>

namespace gfxas {

/// Why an output cannot hold a data value that is not Resolved: llvm-mc's
/// message for one it cannot relocate (some without a line), gfxas's for
/// one only a relocation can write.
Diagnostic unwritableData(const DataValue &D);

/// The error an object gets for data value D from llvm-mc's layout, if
/// any: none for a value it relocates, nor for one keeping a variable the
/// writer cannot evaluate, which the writer reports as the variable.
std::optional<Diagnostic> objectDataProblem(const DataValue &D);

/// Data value D names a private symbol the file never defines, which llvm-mc
/// relocates against all the same, so that its writer reports it once as it
/// picks the symbols (undefinedTemporaryError), besides any error of D's own.
bool usesUndefinedTemporary(const DataValue &D);

/// llvm-mc's layout error for a .zero whose count is negative or an .org
/// that goes back, or none.
std::optional<Diagnostic> invalidFillSize(const FillDirective &F);

/// llvm-mc's writer's error for a padding that is not a whole number of
/// fill values (.balignw 4 after an odd number of bytes), or none.
std::optional<Diagnostic> invalidAlignmentFill(const AlignmentDirective &A);

/// The fixups of a sink that writes words, kept until the symbols are
/// known: the end of the file.
class PendingFixups {
  /// A symbol a fixup or a data value names, and what symbol() said of it.
  struct Kept {
    SymbolInfo Info;
    bool Seen = false;
  };

public:
  struct Entry {
    OperandFixup Fixup;
    uint32_t InstOffset;
    /// The file's section the instruction is in (SectionChange::Id).
    uint16_t Section;
    /// The instruction's words, with the field clear.
    uint32_t Words[MaxInstrWords];
    uint8_t NumWords;
    /// Where that word went, for the sink's own use.
    uint64_t Position;
    /// Fixup.Symbol's row: found once, when the fixup is added, not again
    /// at the end (a file of branches has as many fixups as lines).
    const Kept *Symbol;
  };
  void add(const EncodedInstruction &I, uint64_t Position,
           uint16_t Section = 0);
  /// Keeps the symbol Name at the end too (a data value's relocation
  /// names it), and returns the name kept.
  llvm::StringRef keepSymbol(llvm::StringRef Name) {
    return Names.try_emplace(Name).first->first();
  }
  /// A kept symbol, once symbol() has seen it.
  const SymbolInfo *lookup(llvm::StringRef Name) const {
    auto It = Names.find(Name);
    return It == Names.end() ? nullptr : info(It->second);
  }
  bool empty() const { return Entries.empty(); }
  /// From the sink's symbol(): keeps the symbols fixups name.
  void symbol(const SymbolInfo &S);
  /// Each fixup with its symbol (null when the file never named it).
  template <typename Fn> void forEach(Fn Apply) const {
    for (const Entry &E : Entries)
      Apply(E, info(*E.Symbol));
  }

private:
  static const SymbolInfo *info(const Kept &K) {
    return K.Seen ? &K.Info : nullptr;
  }
  std::vector<Entry> Entries;
  /// Owns the names of the entries' symbols, with what symbol() said of
  /// them (a map's entries never move), and their printed texts.
  llvm::StringMap<Kept> Names;
  llvm::StringMap<char> Texts;
};

} // namespace gfxas

#endif
