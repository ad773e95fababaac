//===- BranchPadding.cpp - Branches padded for the offset 0x3f bug -------===//

#include "Frontend/BranchPadding.h"
#include "llvm/Support/Alignment.h"

using namespace gfxas;

void BranchPadding::branch(uint32_t Stmt, uint32_t Offset, uint32_t Sym,
                           const SymbolTable &Syms) {
  Item I{Kind::Branch};
  I.Offset = Offset;
  I.DefsBefore = uint32_t(Syms.numDefinitions());
  I.Stmt = Stmt;
  I.Sym = Sym;
  Items.push_back(I);
  ++Branches;
}

void BranchPadding::alignment(uint32_t Offset, uint8_t Log2Align,
                              uint32_t MaxBytes, uint32_t Padding,
                              const SymbolTable &Syms) {
  Item I{Kind::Alignment};
  I.Log2Align = Log2Align;
  I.Offset = Offset;
  I.DefsBefore = uint32_t(Syms.numDefinitions());
  I.MaxBytes = MaxBytes;
  I.Padding = Padding;
  Items.push_back(I);
}

llvm::DenseSet<uint32_t> BranchPadding::relax(SymbolTable &Syms,
                                              NeedsPaddingFn NeedsPadding) {
  llvm::DenseSet<uint32_t> Padded;
  if (!Branches)
    return Padded;
  // Every label, by definition (the order of the file), at its offset
  // without padding.
  std::vector<std::pair<uint32_t, int64_t>> Labels;
  for (uint32_t Id = 0; Id < Syms.numDefinitions(); ++Id)
    if (Syms.def(Id).Kind == DefKind::Label)
      Labels.push_back({Id, Syms.def(Id).Value});
  std::vector<uint32_t> Placed(Items.size());
  std::vector<size_t> Relaxed;
  for (;;) {
    // The layout with the branches padded so far: each item and label moves
    // by the padding before it, alignments padding anew from where they are.
    int64_t Shift = 0;
    size_t L = 0;
    for (size_t I = 0; I < Items.size(); ++I) {
      Item &It = Items[I];
      for (; L < Labels.size() && Labels[L].first < It.DefsBefore; ++L)
        Syms.moveLabel(Labels[L].first, Labels[L].second + Shift);
      uint64_t At = uint64_t(int64_t(It.Offset) + Shift);
      Placed[I] = uint32_t(At);
      if (It.K == Kind::Branch) {
        if (It.Padded)
          Shift += 4;
        continue;
      }
      uint64_t Padding =
          llvm::offsetToAlignment(At, llvm::Align(uint64_t(1) << It.Log2Align));
      if (It.MaxBytes && Padding > It.MaxBytes)
        Padding = 0;
      Shift += int64_t(Padding) - int64_t(It.Padding);
    }
    for (; L < Labels.size(); ++L)
      Syms.moveLabel(Labels[L].first, Labels[L].second + Shift);
    // llvm-mc decides every branch of a round from the layout the round
    // started with.
    Relaxed.clear();
    for (size_t I = 0; I < Items.size(); ++I)
      if (Items[I].K == Kind::Branch && !Items[I].Padded &&
          NeedsPadding(Items[I].Sym, Placed[I]))
        Relaxed.push_back(I);
    if (Relaxed.empty())
      break;
    for (size_t I : Relaxed)
      Items[I].Padded = true;
  }
  for (const Item &It : Items)
    if (It.K == Kind::Branch && It.Padded)
      Padded.insert(It.Stmt);
  return Padded;
}
