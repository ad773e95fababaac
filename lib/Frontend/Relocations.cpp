//===- Relocations.cpp - Which value becomes which relocation -------------===//
//
// llvm-mc's object writer's view of a value: the symbols it keeps, the one
// it relocates against, and what it writes in the field, from the symbol
// table as of the statement that writes the value.
//
//===----------------------------------------------------------------------===//

#include "Frontend/Relocations.h"
#include "Frontend/SectionStack.h"
#include "gfxas/Assembler.h"
#include <algorithm>

using namespace gfxas;

// The symbol of E the file never defines, if any, and whether it is
// subtracted: llvm-mc reports that one at the value, and an added one (a
// relocation against it) only at the end.
void RelocationAnalysis::findUndefinedSymbol(llvm::ArrayRef<ExprNode> E,
                                             DataValue &D) const {
  // Past the budget, the symbols E names itself.
  unsigned Budget = MaxRelocationNodes;
  std::vector<std::pair<uint32_t, int>> Terms;
  if (!symbolTerms(E, Budget, Terms, /*Expand=*/true)) {
    Terms.clear();
    symbolTerms(E, Budget, Terms, /*Expand=*/false);
  }
  for (auto [Sym, Sign] : Terms) {
    const Symbol &S = Syms[Sym];
    if (S.State != Symbol::Contents::Unset || !S.History.empty())
      continue;
    if (D.UndefinedSymbol.empty() || (Sign < 0 && !D.UndefinedSubtracted)) {
      D.UndefinedSymbol = Syms.name(Sym);
      D.UndefinedSubtracted = Sign < 0;
    }
  }
}

// The symbols E names with their signs; with Expand, a variable's (as
// llvm-mc's writer expands it) in its place, false past Budget nodes.
bool RelocationAnalysis::symbolTerms(llvm::ArrayRef<ExprNode> E,
                                     unsigned &Budget,
                                     std::vector<std::pair<uint32_t, int>> &Out,
                                     bool Expand) const {
  if (Expand && E.size() > Budget)
    return false;
  if (Expand)
    Budget -= E.size();
  std::vector<std::vector<std::pair<uint32_t, int>>> Stack;
  for (const ExprNode &N : E) {
    if (N.Op == ExprOp::Constant) {
      Stack.emplace_back();
    } else if (N.Op == ExprOp::Symbol) {
      uint32_t Id = uint32_t(N.Value);
      uint32_t Def = Expand ? writerDefinition(Id) : NoDef;
      Stack.emplace_back();
      if (Def == NoDef || Syms.def(Def).Kind != DefKind::Expr)
        Stack.back().push_back({Id, 1});
      else if (!symbolTerms(Syms.exprOf(Syms.def(Def)), Budget, Stack.back(),
                            Expand))
        return false;
    } else if (isUnary(N.Op)) {
      if (N.Op == ExprOp::Neg)
        for (auto &T : Stack.back())
          T.second = -T.second;
    } else {
      unsigned Arity = isBinary(N.Op) ? 2 : N.Arity;
      std::vector<std::pair<uint32_t, int>> Terms;
      for (unsigned I = 0; I < Arity; ++I) {
        auto Operand = std::move(Stack.back());
        Stack.pop_back();
        bool Negate = N.Op == ExprOp::Sub && I == 0;
        for (auto T : Operand)
          Terms.push_back({T.first, Negate ? -T.second : T.second});
      }
      Stack.push_back(std::move(Terms));
    }
  }
  if (!Stack.empty())
    Out.insert(Out.end(), Stack.back().begin(), Stack.back().end());
  return true;
}

// What an object makes of a value that is not absolute: a relocation
// against the one symbol it keeps the address of, or llvm-mc's error. A
// symbol never defined is relocated against only in a 4- or 8-byte value,
// and only when not private: llvm-mc's writer reports the others. Less a
// label (ext - lab), it is relative to the value's own place, as llvm-mc's
// ELF writer makes any difference with a label in the value's section.
void RelocationAnalysis::findRelocation(llvm::ArrayRef<ExprNode> E,
                                        DataValue &D, int64_t &Value) {
  findUndefinedSymbol(E, D);
  if (std::optional<RelocatableForm> Form = relocatableForm(E)) {
    unsigned I = 0;
    for (uint32_t Sym : {Form->A, Form->B})
      if (Sym != NoSymbol)
        if (std::optional<uint16_t> Section = placedSection(Sym))
          D.LabelSections[I++] = *Section;
  }
  uint32_t Sym;
  int64_t Relocated;
  bool PCRel = false;
  if (!relocationTarget(E, Sym, Relocated)) {
    if (!pcRelativeTarget(E, D.Offset, Sym, Relocated)) {
      // llvm-mc's AMDGPU writer crashes on a 1- or 2-byte one.
      if (D.Size >= 4 && placeRelativeConstant(E, D.Offset, Value)) {
        D.RelocPCRel = true;
        D.RelocAgainstNothing = true;
        return;
      }
      D.KeepsUnevaluable = keepsUnevaluable(E);
      D.TooDeep = exceedsRelocationBudget(E);
      D.NotRelocatable =
          !D.KeepsUnevaluable && !D.TooDeep && !relocatableForm(E);
      // The writer refuses it, but only after writing the field, which a
      // SHT_NOBITS section then also finds not zero.
      if (!D.KeepsUnevaluable && !D.TooDeep)
        Value = D.NotRelocatable ? 0 : refusedFixupField(E).value_or(Value);
      return;
    }
    PCRel = true;
  }
  // The writer refuses these, but only after writing the field, which a
  // SHT_NOBITS section then also finds not zero.
  Value = Relocated;
  if (!D.UndefinedSymbol.empty() &&
      (D.Size <= 2 || isPrivateName(D.UndefinedSymbol)))
    return;
  D.RelocPCRel = PCRel;
  D.UndefinedSymbol = {};
  D.RelocSymbol = Syms.name(Sym);
}

void RelocationAnalysis::findLabelSections(llvm::ArrayRef<ExprNode> E,
                                           DataValue &D) const {
  // The labels may cancel out (f0 - g in one section): each is looked at.
  unsigned I = 0;
  for (const ExprNode &N : E) {
    if (N.Op != ExprOp::Symbol || I == 2)
      continue;
    std::optional<uint16_t> Section = placedSection(uint32_t(N.Value));
    if (Section && (I == 0 || D.LabelSections[0] != *Section))
      D.LabelSections[I++] = *Section;
  }
}

// llvm-mc's writer relocates against a variable it cannot evaluate (w =
// ext * 2) as though it were a symbol, and reports the variable.
bool RelocationAnalysis::keepsUnevaluable(llvm::ArrayRef<ExprNode> E) const {
  unsigned Budget = MaxRelocationNodes;
  bool Kept = false;
  std::optional<RelocatableForm> Form = relocatableForm(E, Budget, &Kept);
  return Kept && Form && Form->A != NoSymbol && !Form->APlaced &&
         Form->B == NoSymbol && !standsForLabel(Form->A);
}

bool RelocationAnalysis::exceedsRelocationBudget(
    llvm::ArrayRef<ExprNode> E) const {
  unsigned Budget = MaxRelocationNodes;
  return !relocatableForm(E, Budget) && Budget == 0;
}

bool RelocationAnalysis::pcRelativeTarget(llvm::ArrayRef<ExprNode> E,
                                          uint32_t Offset, uint32_t &Sym,
                                          int64_t &Value) {
  std::optional<RelocatableForm> Form = relocatableForm(E);
  if (!Form || Form->A == NoSymbol || !Form->BPlaced)
    return false;
  // The label subtracted must be in the value's section, and the other
  // undefined or in another section: llvm-mc's writer refuses the rest.
  std::optional<std::pair<uint16_t, int64_t>> A = labelPlace(Form->A),
                                              B = labelPlace(Form->B);
  uint16_t BSection = B ? B->first : 0;
  if (BSection != CurSection || (!B && Syms.hasLabelsOutsideText()))
    return false;
  if (Form->APlaced && (!A || A->first == CurSection))
    return false;
  Sym = Form->A;
  if (!evaluatePlaced(E, Sym, Value))
    return false;
  Value = int64_t(uint64_t(Value) + Offset);
  return true;
}

bool RelocationAnalysis::placeRelativeConstant(llvm::ArrayRef<ExprNode> E,
                                               uint32_t Offset,
                                               int64_t &Value) {
  std::optional<RelocatableForm> Form = relocatableForm(E);
  if (!Form || Form->A != NoSymbol || !Form->BPlaced ||
      placedSection(Form->B) != CurSection)
    return false;
  std::vector<ExprNode> Placed;
  if (!inlineVariablesOnLabels(E, Placed))
    return false;
  placeOtherSectionLabels(Placed);
  EvalError Err;
  if (!evaluateAsWriter(Placed, Value, Err))
    return false;
  Value = int64_t(uint64_t(Value) + Offset);
  return true;
}

bool RelocationAnalysis::restsOnSymbol(uint32_t Sym) const {
  uint32_t D = writerDefinition(Sym);
  if (D == NoDef || Syms.def(D).Kind != DefKind::Expr)
    return false;
  std::optional<RelocatableForm> Form =
      relocatableForm(Syms.exprOf(Syms.def(D)));
  // What llvm-mc cannot make one symbol and a constant keeps one too.
  return !Form || !Form->absolute();
}

bool RelocationAnalysis::standsForLabel(uint32_t Sym) const {
  const Symbol &S = Syms[Sym];
  if (S.State != Symbol::Contents::Unset)
    return S.State == Symbol::Contents::Label;
  return S.History.empty() ||
         Syms.def(S.History.front()).Kind == DefKind::Label;
}

void FragmentBarriers::add(uint16_t Section, uint32_t Stmt) {
  if (BySection.size() <= Section)
    BySection.resize(Section + 1);
  BySection[Section].push_back(2 * uint64_t(Stmt));
}

llvm::ArrayRef<uint64_t> FragmentBarriers::of(uint16_t Section) const {
  if (Section >= BySection.size())
    return {};
  return BySection[Section];
}

// MCExpr::evaluateAsAbsolute without a layout folds a difference of labels
// across data and fill fragments only: an alignment or an .org between the
// two labels leaves the value to a fixup, which a SHT_NOBITS section cannot
// have. A label's place in that order is after any barrier of its own
// statement (.lcomm's label follows its padding).
bool RelocationAnalysis::spansFragmentBarrier(
    llvm::ArrayRef<ExprNode> E) const {
  uint64_t First = UINT64_MAX, Last = 0;
  uint16_t Section = SectionStack::None;
  for (const ExprNode &N : E) {
    if (N.Op != ExprOp::Symbol)
      continue;
    const Symbol &S = Syms[uint32_t(N.Value)];
    if (S.State != Symbol::Contents::Label)
      continue;
    const Definition &D = Syms.def(S.Current);
    Section = D.Section;
    First = std::min(First, 2 * uint64_t(D.Stmt) + 1);
    Last = std::max(Last, 2 * uint64_t(D.Stmt) + 1);
  }
  llvm::ArrayRef<uint64_t> InSection = Barriers.of(Section);
  auto It = llvm::upper_bound(InSection, First);
  return It != InSection.end() && *It < Last;
}

// Whether E, evaluated at the end, would keep a label's address: a label
// added (not cancelled by one subtracted) needs a relocation. The count is
// of labels with their signs, through +, - and negation; any other use of
// a label counts as one kept.
// MCObjectStreamer::emitValueImpl folds a value with what is defined where
// it stands, and keeps a fixup for the rest.
bool RelocationAnalysis::namesLabelAddress(llvm::ArrayRef<ExprNode> E) const {
  llvm::SmallVector<int, 16> Terms;
  for (const ExprNode &N : E) {
    switch (N.Op) {
    case ExprOp::Constant:
      Terms.push_back(0);
      break;
    case ExprOp::Symbol: {
      uint32_t Sym = uint32_t(N.Value);
      Terms.push_back(standsForLabel(Sym) || restsOnSymbol(Sym) ? 1 : 0);
      break;
    }
    case ExprOp::Neg:
      Terms.back() = -Terms.back();
      break;
    case ExprOp::Plus:
      break;
    case ExprOp::Add:
    case ExprOp::Sub: {
      int R = Terms.pop_back_val();
      Terms.back() += N.Op == ExprOp::Add ? R : -R;
      break;
    }
    default: {
      unsigned Arity = N.Arity ? N.Arity : (N.Op < ExprOp::Add ? 1 : 2);
      bool Any = false;
      for (unsigned I = 0; I < Arity && !Terms.empty(); ++I)
        Any |= Terms.pop_back_val() != 0;
      Terms.push_back(Any ? 1 : 0);
      break;
    }
    }
  }
  return !Terms.empty() && Terms.back() != 0;
}

// llvm-mc's evaluateAsRelocatable of E in its object writer: one symbol
// plus a constant, differences of labels folded by their offsets (every
// label is in .text). llvm-mc's parser puts a constant in a variable's
// place; its writer expands a variable that has no section (x = ext + 4)
// and keeps one in .text (x = lab + 4) as itself, which has an offset as a
// label does (variables other than constants cannot be reassigned).
// Expanding more than MaxRelocationNodes nodes in all (a
// hostile chain of variables each naming the last twice) gives up.
std::optional<RelocationAnalysis::RelocatableForm>
RelocationAnalysis::relocatableForm(llvm::ArrayRef<ExprNode> E) const {
  unsigned Budget = MaxRelocationNodes;
  return relocatableForm(E, Budget);
}

std::optional<RelocationAnalysis::RelocatableForm>
RelocationAnalysis::relocatableForm(llvm::ArrayRef<ExprNode> E,
                                    unsigned &Budget, bool *KeptFailing) const {
  // Past the budget, nothing more is expanded: Budget stays 0.
  if (E.size() > Budget) {
    Budget = 0;
    return std::nullopt;
  }
  Budget -= E.size();
  // Two symbols with an offset in the same section cancel out.
  auto Fold = [&](RelocatableForm &L, bool LA, RelocatableForm &R, bool RA) {
    uint32_t &A = LA ? L.A : L.B, &B = RA ? R.A : R.B;
    bool &APlaced = LA ? L.APlaced : L.BPlaced;
    bool &BPlaced = RA ? R.APlaced : R.BPlaced;
    if (A != NoSymbol && B != NoSymbol && APlaced && BPlaced &&
        sameSection(A, B)) {
      A = B = NoSymbol;
      APlaced = BPlaced = false;
    }
  };
  llvm::SmallVector<RelocatableForm, 8> Stack;
  for (const ExprNode &N : E) {
    if (N.Op == ExprOp::Constant) {
      Stack.push_back({});
    } else if (N.Op == ExprOp::Symbol) {
      uint32_t Id = uint32_t(N.Value);
      if (standsForLabel(Id)) {
        // A label, here or later, or a symbol never defined.
        bool Placed = Syms[Id].State == Symbol::Contents::Label ||
                      !Syms[Id].History.empty();
        Stack.push_back({Id, NoSymbol, Placed});
        continue;
      }
      uint32_t D = writerDefinition(Id);
      if (D == NoDef)
        return std::nullopt;
      const Definition &Def = Syms.def(D);
      if (Def.Kind == DefKind::Constant) {
        Stack.push_back({});
        continue;
      }
      if (Def.Kind != DefKind::Expr)
        return std::nullopt;
      std::optional<RelocatableForm> Var =
          relocatableForm(Syms.exprOf(Def), Budget, KeptFailing);
      if (!Var && KeptFailing && Budget) {
        // The writer keeps a variable it cannot expand as itself.
        *KeptFailing = true;
        Stack.push_back({Id, NoSymbol, false});
        continue;
      }
      if (!Var)
        return std::nullopt;
      if (Var->A != NoSymbol && Var->APlaced && Var->B == NoSymbol)
        Stack.push_back({Id, NoSymbol, true});
      else
        Stack.push_back(*Var);
    } else if (N.Op == ExprOp::Plus) {
      // The operand stands.
    } else if (N.Op == ExprOp::Neg) {
      // -(a - b) is (b - a); a lone symbol cannot be negated.
      RelocatableForm &V = Stack.back();
      if (V.A != NoSymbol && V.B == NoSymbol)
        return std::nullopt;
      std::swap(V.A, V.B);
      std::swap(V.APlaced, V.BPlaced);
    } else if (N.Op == ExprOp::Add || N.Op == ExprOp::Sub) {
      RelocatableForm Rhs = Stack.pop_back_val();
      RelocatableForm Lhs = Stack.back();
      if (N.Op == ExprOp::Sub) {
        std::swap(Rhs.A, Rhs.B);
        std::swap(Rhs.APlaced, Rhs.BPlaced);
      }
      Fold(Lhs, true, Lhs, false);
      Fold(Lhs, true, Rhs, false);
      Fold(Rhs, true, Lhs, false);
      Fold(Rhs, true, Rhs, false);
      if ((Lhs.A != NoSymbol && Rhs.A != NoSymbol) ||
          (Lhs.B != NoSymbol && Rhs.B != NoSymbol))
        return std::nullopt;
      RelocatableForm &R = Stack.back();
      bool LeftA = Lhs.A != NoSymbol, LeftB = Lhs.B != NoSymbol;
      R.A = LeftA ? Lhs.A : Rhs.A;
      R.APlaced = LeftA ? Lhs.APlaced : Rhs.APlaced;
      R.B = LeftB ? Lhs.B : Rhs.B;
      R.BPlaced = LeftB ? Lhs.BPlaced : Rhs.BPlaced;
    } else {
      unsigned Arity = isUnary(N.Op) ? 1 : isBinary(N.Op) ? 2 : N.Arity;
      for (unsigned I = 0; I < Arity; ++I)
        if (!Stack.pop_back_val().absolute())
          return std::nullopt;
      Stack.push_back({});
    }
  }
  if (Stack.size() != 1)
    return std::nullopt;
  return Stack.back();
}

// Sym is the label or undefined symbol left, and Value the value with a
// label at its offset and an undefined symbol at 0, which is what llvm-mc
// writes when it relocates against the section.
bool RelocationAnalysis::relocationTarget(llvm::ArrayRef<ExprNode> E,
                                          uint32_t &Sym, int64_t &Value) {
  std::optional<RelocatableForm> Form = relocatableForm(E);
  if (!Form || Form->A == NoSymbol || Form->B != NoSymbol)
    return false;
  Sym = Form->A;
  return evaluatePlaced(E, Sym, Value);
}

uint32_t RelocationAnalysis::writerDefinition(uint32_t Sym) const {
  if (standsForLabel(Sym))
    return NoDef;
  uint32_t D = Syms.definitionAt(Sym, Stmt);
  if (D == NoDef && !Syms[Sym].History.empty())
    D = Syms[Sym].History.back();
  return D;
}

// gfxas's own evaluation places the labels of .text, but fails on an
// undefined symbol, even through a variable (w = ext + 4): those are spelt
// out. Nor does it give a label of another section a value: its offset
// there is what llvm-mc writes.
bool RelocationAnalysis::evaluatePlaced(llvm::ArrayRef<ExprNode> E,
                                        uint32_t Sym, int64_t &Value) {
  std::vector<ExprNode> Placed;
  const Symbol &S = Syms[Sym];
  if (S.State != Symbol::Contents::Unset || !S.History.empty()) {
    // A variable resting on a label outside .text is placed as that label.
    if (!inlineVariablesOnLabels(E, Placed))
      return false;
  } else {
    unsigned Budget = MaxRelocationNodes;
    bool Named = false;
    if (!placeUndefined(E, Sym, Placed, Budget, Named))
      return false;
  }
  placeOtherSectionLabels(Placed);
  EvalError Err;
  return evaluateAsWriter(Placed, Value, Err);
}

// llvm-mc's parser puts the constant of a variable that holds one where it
// stands; the rest its writer evaluates once the file has ended, when a
// symbol defined later holds its last value (not gfxas's first, which is
// for operands llvm-mc cannot take).
bool RelocationAnalysis::evaluateAsWriter(llvm::ArrayRef<ExprNode> E,
                                          int64_t &Value, EvalError &Err) {
  std::vector<ExprNode> AtEnd(E.begin(), E.end());
  for (ExprNode &N : AtEnd) {
    if (N.Op != ExprOp::Symbol)
      continue;
    uint32_t D = Syms.definitionAt(uint32_t(N.Value), Stmt);
    if (D != NoDef && Syms.def(D).Kind == DefKind::Constant)
      N = ExprNode::constant(N.Loc, Syms.def(D).Value);
  }
  return Eval.evaluateAt(AtEnd, endOfFile(), Value, Err);
}

// A variable is spelt out only where it names Sym: the others keep the
// value gfxas's evaluation gives them (a forward reference its first
// definition's). The recursion is as deep as relocatableForm's, which
// the budget bounds.
bool RelocationAnalysis::placeUndefined(llvm::ArrayRef<ExprNode> E,
                                        uint32_t Sym,
                                        std::vector<ExprNode> &Out,
                                        unsigned &Budget, bool &Named) const {
  if (E.size() > Budget)
    return false;
  Budget -= E.size();
  for (const ExprNode &N : E) {
    if (N.Op != ExprOp::Symbol) {
      Out.push_back(N);
      continue;
    }
    uint32_t Id = uint32_t(N.Value);
    if (Id == Sym) {
      Out.push_back(ExprNode::constant(N.Loc, 0));
      Named = true;
      continue;
    }
    uint32_t D = writerDefinition(Id);
    if (D == NoDef || Syms.def(D).Kind != DefKind::Expr) {
      Out.push_back(N);
      continue;
    }
    size_t Mark = Out.size();
    bool Inner = false;
    if (!placeUndefined(Syms.exprOf(Syms.def(D)), Sym, Out, Budget, Inner))
      return false;
    if (!Inner) {
      Out.resize(Mark);
      Out.push_back(N);
    }
    Named |= Inner;
  }
  return true;
}

std::optional<std::pair<uint16_t, int64_t>>
RelocationAnalysis::labelPlace(uint32_t Sym) const {
  const Symbol &S = Syms[Sym];
  uint32_t D = S.State == Symbol::Contents::Label ? S.Current
               : S.History.empty()                ? NoDef
                                                  : S.History.front();
  if (D == NoDef || Syms.def(D).Kind != DefKind::Label)
    return std::nullopt;
  return std::make_pair(Syms.def(D).Section, Syms.def(D).Value);
}

std::optional<uint16_t> RelocationAnalysis::placedSection(uint32_t Sym) const {
  unsigned Budget = MaxRelocationNodes;
  while (Budget) {
    if (std::optional<std::pair<uint16_t, int64_t>> P = labelPlace(Sym))
      return P->first;
    uint32_t D = writerDefinition(Sym);
    if (D == NoDef || Syms.def(D).Kind != DefKind::Expr)
      return std::nullopt;
    std::optional<RelocatableForm> Var =
        relocatableForm(Syms.exprOf(Syms.def(D)), Budget);
    if (!Var || Var->A == NoSymbol || !Var->APlaced || Var->B != NoSymbol ||
        Var->A == Sym)
      return std::nullopt;
    Sym = Var->A;
  }
  return std::nullopt;
}

// Whether two symbols with offsets lie in one section. A variable resting
// on a label is in the label's section.
bool RelocationAnalysis::sameSection(uint32_t A, uint32_t B) const {
  std::optional<uint16_t> SA = placedSection(A), SB = placedSection(B);
  if (SA && SB)
    return *SA == *SB;
  return !Syms.hasLabelsOutsideText();
}

// gfxas's evaluation gives a label outside .text no value: its offset in
// its section is what llvm-mc's writer uses.
void RelocationAnalysis::placeOtherSectionLabels(
    std::vector<ExprNode> &E) const {
  for (ExprNode &N : E)
    if (N.Op == ExprOp::Symbol)
      if (std::optional<std::pair<uint16_t, int64_t>> P =
              labelPlace(uint32_t(N.Value));
          P && P->first != 0)
        N = ExprNode::constant(N.Loc, P->second);
}

std::optional<int64_t>
RelocationAnalysis::refusedFixupField(llvm::ArrayRef<ExprNode> E) {
  std::vector<ExprNode> Placed;
  if (!inlineVariablesOnLabels(E, Placed))
    return std::nullopt;
  placeOtherSectionLabels(Placed);
  // The writer's field counts a symbol never defined as 0.
  for (ExprNode &N : Placed)
    if (N.Op == ExprOp::Symbol) {
      const Symbol &S = Syms[uint32_t(N.Value)];
      if (S.State == Symbol::Contents::Unset && S.History.empty())
        N = ExprNode::constant(N.Loc, 0);
    }
  int64_t Value;
  EvalError Err;
  if (!evaluateAsWriter(Placed, Value, Err))
    return std::nullopt;
  return Value;
}

bool RelocationAnalysis::inlineVariablesOnLabels(
    llvm::ArrayRef<ExprNode> E, std::vector<ExprNode> &Out) const {
  unsigned Budget = MaxRelocationNodes;
  // The nodes still to copy, innermost variable last (postfix order lets
  // a variable's nodes stand where its symbol stood).
  llvm::SmallVector<llvm::ArrayRef<ExprNode>, 8> Work{E};
  while (!Work.empty()) {
    llvm::ArrayRef<ExprNode> &Rest = Work.back();
    if (Rest.empty()) {
      Work.pop_back();
      continue;
    }
    const ExprNode &N = Rest.front();
    Rest = Rest.drop_front();
    if (N.Op == ExprOp::Symbol && !labelPlace(uint32_t(N.Value))) {
      uint32_t D = writerDefinition(uint32_t(N.Value));
      if (D != NoDef && Syms.def(D).Kind == DefKind::Expr) {
        llvm::ArrayRef<ExprNode> Value = Syms.exprOf(Syms.def(D));
        if (Value.size() > Budget)
          return false;
        Budget -= Value.size();
        Work.push_back(Value);
        continue;
      }
    }
    Out.push_back(N);
  }
  return true;
}

bool RelocationAnalysis::evaluateLabelDifference(llvm::ArrayRef<ExprNode> E,
                                                 int64_t &Value) {
  std::optional<RelocatableForm> Form = relocatableForm(E);
  if (!Form || !Form->absolute())
    return false;
  // A variable resting on a label outside .text has its offset too.
  std::vector<ExprNode> Placed;
  if (!inlineVariablesOnLabels(E, Placed))
    return false;
  placeOtherSectionLabels(Placed);
  EvalError Err;
  return evaluateAsWriter(Placed, Value, Err);
}

bool RelocationAnalysis::isCrossSectionDifference(
    llvm::ArrayRef<ExprNode> E) const {
  std::optional<RelocatableForm> Form = relocatableForm(E);
  if (!Form || Form->B == NoSymbol)
    return false;
  // ELFObjectWriter::recordRelocation: the label subtracted must be in the
  // value's section, whatever the other is (undefined too, or none), unless
  // the two share a section and cancel out.
  std::optional<uint16_t> A = Form->A == NoSymbol ? std::nullopt
                                                  : placedSection(Form->A),
                          B = placedSection(Form->B);
  return B && *B != CurSection && !(A && *A == *B);
}
