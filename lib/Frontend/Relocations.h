//===- Relocations.h - Which value becomes which relocation -----*- C++ -*-===//
//
// llvm-mc's object writer's view of a data value or a literal: the symbols
// it keeps, the one it relocates against, and what it writes in the field.
// The analysis reads the symbol table as of the statement that writes the
// value, in the section it writes it to, which is why it sits with the
// statements rather than with the object writer, which gets its answers
// (DataValue, OperandFixup). It is made for that statement and dropped.
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_LIB_FRONTEND_RELOCATIONS_H
#define GFXAS_LIB_FRONTEND_RELOCATIONS_H

#include "Frontend/Evaluator.h"
#include "Frontend/SymbolTable.h"
#include "gfxas/Assembler.h"
#include <optional>
#include <vector>

namespace gfxas {

/// The alignments and .orgs of each section so far, which end llvm-mc's
/// foldable runs of fragments (see spansFragmentBarrier).
class FragmentBarriers {
public:
  void reset() { BySection.clear(); }
  void add(uint16_t Section, uint32_t Stmt);
  /// 2 * the statement of each of Section's barriers, in order.
  llvm::ArrayRef<uint64_t> of(uint16_t Section) const;

private:
  std::vector<std::vector<uint64_t>> BySection;
};

class RelocationAnalysis {
public:
  /// For values statement Stmt writes in section CurSection.
  RelocationAnalysis(const SymbolTable &Syms, Evaluator &Eval,
                     const FragmentBarriers &Barriers, uint32_t Stmt,
                     uint16_t CurSection, uint32_t EndOfFile)
      : Syms(Syms), Eval(Eval), Barriers(Barriers), Stmt(Stmt),
        CurSection(CurSection), EndOfFile(EndOfFile) {}

  static constexpr unsigned MaxRelocationNodes = 4096;
  /// E as llvm-mc's object writer sees it: symbol A minus symbol B plus a
  /// constant (the constant left out), or nothing when it is not that.
  struct RelocatableForm {
    uint32_t A = NoSymbol, B = NoSymbol;
    /// The symbol has an offset in .text: a label, or a variable resting
    /// on one.
    bool APlaced = false, BPlaced = false;
    bool absolute() const { return A == NoSymbol && B == NoSymbol; }
  };
  std::optional<RelocatableForm>
  relocatableForm(llvm::ArrayRef<ExprNode> E) const;
  /// With KeptFailing, a variable whose own value is not one is kept as a
  /// symbol (and *KeptFailing set), as llvm-mc's writer keeps it.
  std::optional<RelocatableForm>
  relocatableForm(llvm::ArrayRef<ExprNode> E, unsigned &Budget,
                  bool *KeptFailing = nullptr) const;

  /// What an object makes of data value E: the relocation in D, or why it
  /// has none; Value is what the field holds.
  void findRelocation(llvm::ArrayRef<ExprNode> E, DataValue &D, int64_t &Value);
  /// The sections of the labels E names, for a value llvm-mc's layout
  /// folds (DataValue::LabelSections): it takes their offsets.
  void findLabelSections(llvm::ArrayRef<ExprNode> E, DataValue &D) const;
  /// The one symbol E keeps the address of once labels are placed, as
  /// llvm-mc's object writer relocates it, and E's value with that symbol
  /// at its offset (0 when undefined); false when E is not one symbol plus
  /// a constant.
  bool relocationTarget(llvm::ArrayRef<ExprNode> E, uint32_t &Sym,
                        int64_t &Value);
  /// E keeps the address of a variable llvm-mc's writer cannot evaluate.
  bool keepsUnevaluable(llvm::ArrayRef<ExprNode> E) const;
  /// relocatableForm gives E up for its variables' depth (more than
  /// MaxRelocationNodes nodes to expand), not for what they hold.
  bool exceedsRelocationBudget(llvm::ArrayRef<ExprNode> E) const;
  /// E is a label less a label of another section.
  bool isCrossSectionDifference(llvm::ArrayRef<ExprNode> E) const;
  /// Whether E, evaluated at the end, would keep a label's address.
  bool namesLabelAddress(llvm::ArrayRef<ExprNode> E) const;
  /// Whether Sym stands for a place in .text where it is used: a label, a
  /// symbol whose first definition (later) is one, or one never defined,
  /// which only a relocation can give an address.
  bool standsForLabel(uint32_t Sym) const;

  /// E's labels have an alignment or an .org between them.
  bool spansFragmentBarrier(llvm::ArrayRef<ExprNode> E) const;

  /// Sym's label definition (here or later): its section and offset.
  std::optional<std::pair<uint16_t, int64_t>> labelPlace(uint32_t Sym) const;
  /// The section of Sym's label, or of the label a variable rests on.
  std::optional<uint16_t> placedSection(uint32_t Sym) const;
  /// The definition of variable Sym that llvm-mc's object writer expands:
  /// the one in force here, or for a variable defined only later, its
  /// last (the writer sees the value at the end of the file). NoDef for a
  /// label or a symbol never defined.
  uint32_t writerDefinition(uint32_t Sym) const;

  /// E's value as llvm-mc's object writer sees it (see the definition).
  bool evaluateAsWriter(llvm::ArrayRef<ExprNode> E, int64_t &Value,
                        EvalError &Err);
  /// E's value with Sym at 0 (wherever E names it, if it is undefined) and
  /// every label at its offset.
  bool evaluatePlaced(llvm::ArrayRef<ExprNode> E, uint32_t Sym, int64_t &Value);
  /// gfxas's evaluation gives no value to a label outside .text; where E's
  /// labels cancel out within their sections, their offsets give E's value.
  bool evaluateLabelDifference(llvm::ArrayRef<ExprNode> E, int64_t &Value);

private:
  void findUndefinedSymbol(llvm::ArrayRef<ExprNode> E, DataValue &D) const;
  bool symbolTerms(llvm::ArrayRef<ExprNode> E, unsigned &Budget,
                   std::vector<std::pair<uint32_t, int>> &Out,
                   bool Expand) const;
  /// E is a symbol never defined less a label (ext - lab): Value is what
  /// llvm-mc writes for its PC-relative relocation at Offset.
  /// A constant less a label of the current section, in a value at Offset:
  /// its field, relative to the place (DataValue::RelocAgainstNothing).
  bool placeRelativeConstant(llvm::ArrayRef<ExprNode> E, uint32_t Offset,
                             int64_t &Value);
  bool pcRelativeTarget(llvm::ArrayRef<ExprNode> E, uint32_t Offset,
                        uint32_t &Sym, int64_t &Value);
  /// Sym is a variable whose value at this statement keeps a symbol's
  /// address (x = lab + 4), which a data value cannot fold.
  bool restsOnSymbol(uint32_t Sym) const;
  bool sameSection(uint32_t A, uint32_t B) const;
  /// E with each variable the writer expands (one whose value is an
  /// expression) replaced by that expression, within MaxRelocationNodes.
  bool inlineVariablesOnLabels(llvm::ArrayRef<ExprNode> E,
                               std::vector<ExprNode> &Out) const;
  /// What llvm-mc's assembler writes for a value its writer then refuses
  /// (MCAssembler::evaluateFixup): the constant plus or less the offsets of
  /// the labels it names, a symbol never defined counting for nothing.
  std::optional<int64_t> refusedFixupField(llvm::ArrayRef<ExprNode> E);
  void placeOtherSectionLabels(std::vector<ExprNode> &E) const;
  /// Appends E to Out with the undefined symbol Sym at 0 and each variable
  /// whose value names Sym spelt out, so that gfxas's evaluation gives the
  /// value llvm-mc writes for a relocation against Sym. Named tells whether
  /// Sym was met; false when the expansion exceeds Budget nodes.
  bool placeUndefined(llvm::ArrayRef<ExprNode> E, uint32_t Sym,
                      std::vector<ExprNode> &Out, unsigned &Budget,
                      bool &Named) const;

  uint32_t endOfFile() const { return EndOfFile; }
  const SymbolTable &Syms;
  Evaluator &Eval;
  const FragmentBarriers &Barriers;
  uint32_t Stmt;
  uint16_t CurSection;
  uint32_t EndOfFile;
};

} // namespace gfxas

#endif
