//===- BranchPadding.h - Branches padded for offset 0x3f -*- C++ -*-===//
//
// On the processors with the branch offset 0x3f bug (gfx1010-gfx1013,
// LLVM's FeatureOffset3fBug) llvm-mc's object writer relaxes a SOPP branch
// into the branch followed by 's_nop 0' when its fixup is not resolved (a
// global or weak label, relocated; an undefined one) or when the target
// lies 0x3f words past the next instruction. Every padding moves what comes
// after it, which may bring another branch to 0x3f words: llvm-mc lays
// .text out again, and relaxes again, until nothing changes. Each round
// decides every branch from the layout the round started with, and a
// relaxed branch stays relaxed.
//
// Pass one records what that layout depends on (branches, alignments, and
// where labels fall between them), at the offsets it gives them without
// padding; at its end relax() finds the branches llvm-mc pads and moves the
// labels to where they are then, so that pass two, which emits the padding,
// sees the same addresses.
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_LIB_BRANCHPADDING_H
#define GFXAS_LIB_BRANCHPADDING_H

#include "Frontend/SymbolTable.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include <vector>

namespace gfxas {

class BranchPadding {
public:
  /// A branch that may be padded, at Offset, as statement Stmt, to Sym.
  void branch(uint32_t Stmt, uint32_t Offset, uint32_t Sym,
              const SymbolTable &Syms);
  /// An alignment directive at Offset, which padded Padding bytes there.
  void alignment(uint32_t Offset, uint8_t Log2Align, uint32_t MaxBytes,
                 uint32_t Padding, const SymbolTable &Syms);
  bool empty() const { return Branches == 0; }

  /// Whether llvm-mc relaxes the branch to Sym at Offset, in a layout where
  /// the labels of Syms hold their addresses.
  using NeedsPaddingFn =
      llvm::function_ref<bool(uint32_t Sym, uint32_t Offset)>;
  /// Relaxes as llvm-mc does, leaves each label of Syms at its address in
  /// the padded layout, and returns the statements of the padded branches.
  llvm::DenseSet<uint32_t> relax(SymbolTable &Syms,
                                 NeedsPaddingFn NeedsPadding);

private:
  enum class Kind : uint8_t { Branch, Alignment };
  struct Item {
    Kind K;
    /// A branch: padded in the current layout.
    bool Padded = false;
    uint8_t Log2Align = 0;
    /// Offset without any padding.
    uint32_t Offset;
    /// Definitions the symbol table held when the item came: the labels
    /// among them lie before it.
    uint32_t DefsBefore;
    /// Branch: its statement and target. Alignment: the most bytes it may
    /// pad (0: no limit) and what it padded without branch padding.
    uint32_t Stmt = 0, Sym = 0;
    uint32_t MaxBytes = 0, Padding = 0;
  };
  std::vector<Item> Items;
  size_t Branches = 0;
};

} // namespace gfxas

#endif
