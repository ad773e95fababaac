//===- SymbolRules.cpp - llvm-mc's rules for defining symbols ------------===//

#include "Frontend/SymbolRules.h"

using namespace gfxas;

static bool holdsConstant(const SymbolTable &Syms, uint32_t Id) {
  const Symbol &S = Syms[Id];
  return S.State == Symbol::Contents::Variable &&
         Syms.def(S.Current).Kind == DefKind::Constant;
}

std::optional<int64_t> gfxas::inlinedValue(const SymbolTable &Syms,
                                           uint32_t Id) {
  if (holdsConstant(Syms, Id))
    return Syms.def(Syms[Id].Current).Value;
  return std::nullopt;
}

ExprNode gfxas::referenceSymbol(SymbolTable &Syms, llvm::StringRef Name,
                                uint32_t Loc, uint32_t &Id) {
  Id = Syms.getOrCreate(Name);
  ExprNode N;
  N.Loc = Loc;
  if (std::optional<int64_t> Value = inlinedValue(Syms, Id)) {
    N.Op = ExprOp::Constant;
    N.Value = *Value;
    return N;
  }
  N.Op = ExprOp::Symbol;
  N.Value = Id;
  return N;
}

// Whether an existing symbol may take a new value: llvm-mc's checks after
// the recursion check.
static AssignRefusal checkRedefinition(SymbolTable &Syms, Evaluator &Eval,
                                       uint32_t Sym, bool AllowRedef) {
  Symbol &S = Syms[Sym];
  if (S.SectionSymbol)
    return AssignRefusal::Redefinition;
  bool IsVariable = S.State == Symbol::Contents::Variable;
  bool Allowed = (Eval.fragmentOf(Sym, false) == Fragment::None && !S.Used &&
                  !IsVariable) ||
                 (IsVariable && !S.Used && AllowRedef);
  if (Allowed)
    return AssignRefusal::None;
  bool Undefined = Eval.fragmentOf(Sym, true) == Fragment::None;
  if (!Undefined && (!IsVariable || !AllowRedef))
    return AssignRefusal::Redefinition;
  if (!IsVariable)
    return AssignRefusal::InvalidAssignment;
  S.Used = true;
  if (Syms.def(S.Current).Kind != DefKind::Constant)
    return AssignRefusal::NonAbsoluteReassignment;
  return AssignRefusal::None;
}

// Every check of assignVariable() lets this through and changes nothing on
// the way (the fragment memos they fill hold for one epoch, and whoever
// reads them starts a new one).
bool gfxas::reassignConstant(SymbolTable &Syms, uint32_t Sym, int64_t Value,
                             uint32_t RhsLoc, uint32_t Stmt) {
  if (!holdsConstant(Syms, Sym) || Syms[Sym].SectionSymbol)
    return false;
  Syms.redefineConstant(Sym, Stmt, Value, RhsLoc);
  return true;
}

AssignVerdict gfxas::assignVariable(SymbolTable &Syms, Evaluator &Eval,
                                    llvm::StringRef Name,
                                    llvm::ArrayRef<ExprNode> Rhs,
                                    uint32_t RhsLoc, uint32_t Stmt,
                                    bool AllowRedef) {
  AssignVerdict V;
  V.Sym = Syms.lookup(Name);
  if (V.Sym != NoSymbol) {
    if (Eval.isSymbolUsedInExpression(V.Sym, Rhs)) {
      V.Refusal = AssignRefusal::RecursiveUse;
      Eval.findCycle(V.Sym, Rhs, V.Path);
      return V;
    }
    V.Refusal = checkRedefinition(Syms, Eval, V.Sym, AllowRedef);
    if (V.Refusal != AssignRefusal::None)
      return V;
  } else {
    V.Sym = Syms.getOrCreate(Name);
  }
  if (Eval.findCycle(V.Sym, Rhs, V.Path)) {
    V.Refusal = AssignRefusal::Cycle;
    return V;
  }
  Syms.defineVariable(V.Sym, Stmt, Rhs, RhsLoc, AllowRedef);
  return V;
}

bool gfxas::placeLabel(SymbolTable &Syms, Evaluator &Eval, uint32_t Sym,
                       uint32_t Stmt, uint32_t Address, uint32_t Loc) {
  Symbol &S = Syms[Sym];
  if (S.SectionSymbol)
    return false;
  if (S.Redefinable) {
    if (S.State == Symbol::Contents::Variable) {
      S.State = Symbol::Contents::Unset;
      S.Current = NoDef;
    }
    S.CachedFragment = Fragment::None;
    S.Redefinable = false;
  }
  // A symbol never defined has no fragment, and asking costs an epoch.
  bool Undefined = S.State == Symbol::Contents::Unset ||
                   Eval.fragmentOf(Sym, true) == Fragment::None;
  if (!Undefined || S.State == Symbol::Contents::Variable)
    return false;
  Syms.defineLabel(Sym, Stmt, Address, Loc);
  return true;
}

CommonRefusal gfxas::checkCommon(SymbolTable &Syms, Evaluator &Eval,
                                 uint32_t Sym, bool Local) {
  Symbol &S = Syms[Sym];
  if (S.SectionSymbol)
    return CommonRefusal::Redefinition;
  bool IsVariable = S.State == Symbol::Contents::Variable;
  if (IsVariable && S.Redefinable)
    return Local ? CommonRefusal::None : CommonRefusal::AssignedVariable;
  if (S.State != Symbol::Contents::Unset &&
      Eval.fragmentOf(Sym, true) != Fragment::None)
    return CommonRefusal::Redefinition;
  // A variable resting on an undefined symbol is undefined too: llvm-mc
  // goes on and makes the variable common.
  return IsVariable ? CommonRefusal::AssignedVariable : CommonRefusal::None;
}

bool gfxas::isWriterSectionName(llvm::StringRef Name) {
  return Name == ".strtab" || Name == ".symtab";
}

bool gfxas::reachesUnsetSymbol(const SymbolTable &Syms,
                               llvm::ArrayRef<ExprNode> E) {
  return !Syms.visitReachedSymbols(
      E, [](const Symbol &S) { return S.State != Symbol::Contents::Unset; });
}
