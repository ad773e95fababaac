//===- SymbolTable.cpp - Symbols, definitions and their history ----------===//

#include "Frontend/SymbolTable.h"
#include "llvm/ADT/Twine.h"
#include <algorithm>
#include <cassert>
#include <tuple>

using namespace gfxas;

uint32_t SymbolTable::getOrCreate(llvm::StringRef Name) {
  bool Added;
  uint32_t Id = Index.findOrAdd(Name, Added);
  if (!Added)
    return Id;
  Syms.grow();
  // Only a private name can be one llvm-mc made up; it renames the file's.
  if (LLVM_UNLIKELY(!MadeUpNames.empty()) && Name.starts_with(".L") &&
      MadeUpNames.contains(Name))
    Renamed[Id] = MadeUpNames.insert(freeName(Name)).first->getKey();
  return Id;
}

uint32_t SymbolTable::lookup(llvm::StringRef Name) const {
  uint32_t Id = Index.find(Name);
  return Id == NameIndex::NoId ? NoSymbol : Id;
}

bool SymbolTable::nameTaken(llvm::StringRef Name) const {
  return MadeUpNames.contains(Name) || SectionNames.contains(Name) ||
         Index.find(Name) != NameIndex::NoId;
}

std::string SymbolTable::freeName(llvm::StringRef Name) {
  unsigned &Next = NextSuffix[Name];
  std::string Candidate;
  do
    Candidate = (Name + llvm::Twine(Next++)).str();
  while (nameTaken(Candidate));
  return Candidate;
}

llvm::DenseMap<uint32_t, std::string> SymbolTable::objectNames() const {
  llvm::DenseMap<uint32_t, std::string> Differing;
  // Only private names meet the made-up ones.
  llvm::StringSet<> Made;
  llvm::StringMap<unsigned> Next;
  auto FreeName = [&](llvm::StringRef Base) {
    unsigned &N = Next[Base];
    std::string Candidate;
    do
      Candidate = (Base + llvm::Twine(N++)).str();
    while (Made.contains(Candidate) || SectionNames.contains(Candidate));
    return Candidate;
  };
  for (uint32_t Id = 0; Id < Syms.size(); ++Id) {
    const Symbol &S = Syms[Id];
    llvm::StringRef Written = Index.name(Id);
    if (S.Nameless || (!S.Temporary && !Written.starts_with(".L")))
      continue;
    std::string Name;
    if (S.Temporary)
      Name = FreeName(".Ltmp");
    else
      Name = Made.contains(Written) ? FreeName(Written) : Written.str();
    Made.insert(Name);
    if (Name != name(Id))
      Differing[Id] = std::move(Name);
  }
  return Differing;
}

uint32_t SymbolTable::createTemporary() {
  // The name is stored, but no lookup finds it.
  auto Name = MadeUpNames.insert(freeName(".Ltmp")).first->getKey();
  uint32_t Id = Syms.size();
  Syms.grow().Temporary = true;
  Index.add(Name, /*Findable=*/false);
  return Id;
}

uint32_t SymbolTable::addDefinition(const Definition &D) {
  auto &History = Syms[D.Sym].History;
  if (!KeepHistory && !History.empty()) {
    Definition &Slot = Defs[History.back()];
    // A definition without nodes keeps the slot's nodes for the next one.
    if (D.ExprCapacity == 0) {
      uint32_t Begin = Slot.ExprBegin, Capacity = Slot.ExprCapacity;
      Slot = D;
      Slot.ExprBegin = Slot.ExprEnd = Begin;
      Slot.ExprCapacity = Capacity;
    } else {
      Slot = D;
    }
    return History.back();
  }
  uint32_t Id = Defs.size();
  Defs.push_back(D);
  History.push_back(Id);
  return Id;
}

void SymbolTable::defineVariable(uint32_t Sym, uint32_t Stmt,
                                 llvm::ArrayRef<ExprNode> Rhs, uint32_t RhsLoc,
                                 bool Redefinable) {
  Definition D{Sym, Stmt, DefKind::Constant, 0, 0, 0, 0, RhsLoc};
  if (Rhs.size() == 1 && Rhs[0].Op == ExprOp::Constant) {
    D.Value = Rhs[0].Value;
  } else {
    D.Kind = DefKind::Expr;
    const auto &History = Syms[Sym].History;
    const Definition *Old =
        !KeepHistory && !History.empty() ? &Defs[History.back()] : nullptr;
    if (Old && Old->ExprCapacity >= Rhs.size()) {
      D.ExprBegin = Old->ExprBegin;
      D.ExprEnd = D.ExprBegin + Rhs.size();
      D.ExprCapacity = Old->ExprCapacity;
      std::copy(Rhs.begin(), Rhs.end(), Pool.begin() + D.ExprBegin);
    } else {
      std::tie(D.ExprBegin, D.ExprEnd) = store(Rhs);
      D.ExprCapacity = Rhs.size();
    }
  }
  Symbol &S = Syms[Sym];
  S.Redefinable = Redefinable;
  S.State = Symbol::Contents::Variable;
  S.CachedFragment = Fragment::None;
  // A constant is nowhere (the register counts an instruction in .data
  // raises are constants).
  LabelsOutsideText |= LabelSection != 0 && D.Kind == DefKind::Expr;
  S.Current = addDefinition(D);
}

void SymbolTable::redefineConstant(uint32_t Sym, uint32_t Stmt, int64_t Value,
                                   uint32_t RhsLoc) {
  Symbol &S = Syms[Sym];
  assert(S.State == Symbol::Contents::Variable &&
         Defs[S.Current].Kind == DefKind::Constant && "not a constant");
  S.Redefinable = true;
  S.CachedFragment = Fragment::None;
  if (KeepHistory) {
    S.Current =
        addDefinition({Sym, Stmt, DefKind::Constant, 0, Value, 0, 0, RhsLoc});
    return;
  }
  // The one slot of a table without history, nodes and all, as
  // addDefinition() would leave it.
  Definition &D = Defs[S.Current];
  D.Stmt = Stmt;
  D.Value = Value;
  D.Loc = RhsLoc;
}

void SymbolTable::defineLabel(uint32_t Sym, uint32_t Stmt, uint32_t Address,
                              uint32_t Loc) {
  Symbol &S = Syms[Sym];
  S.State = Symbol::Contents::Label;
  S.Current = addDefinition(
      {Sym, Stmt, DefKind::Label, LabelSection, int64_t(Address), 0, 0, Loc});
}

void SymbolTable::setSize(uint32_t Sym, llvm::ArrayRef<ExprNode> Size,
                          uint32_t Loc) {
  Symbol &S = Syms[Sym];
  if (S.SizeCapacity >= Size.size()) {
    std::copy(Size.begin(), Size.end(), Pool.begin() + S.SizeBegin);
  } else {
    S.SizeBegin = store(Size).first;
    S.SizeCapacity = Size.size();
  }
  S.SizeEnd = S.SizeBegin + Size.size();
  S.SizeLoc = Loc;
  S.HasSize = true;
}

std::pair<uint32_t, uint32_t>
SymbolTable::store(llvm::ArrayRef<ExprNode> Nodes) {
  uint32_t Begin = Pool.size();
  Pool.insert(Pool.end(), Nodes.begin(), Nodes.end());
  return {Begin, uint32_t(Pool.size())};
}

uint32_t SymbolTable::definitionAt(uint32_t Sym, uint32_t Stmt) const {
  const auto &H = Syms[Sym].History;
  auto It = std::upper_bound(H.begin(), H.end(), Stmt,
                             [&](uint32_t S, uint32_t D) {
                               return S < Defs[D].Stmt;
                             });
  return It == H.begin() ? NoDef : *(It - 1);
}

void SymbolTable::resetLiveState() {
  for (size_t Id = 0; Id < Syms.size(); ++Id) {
    Symbol &S = Syms[Id];
    S.State = Symbol::Contents::Unset;
    S.Used = false;
    S.Redefinable = false;
    S.CachedFragment = Fragment::None;
    S.Current = NoDef;
    S.Binding = Symbol::NoBinding;
    S.ElfType = 0;
    S.Visibility = 0;
    S.HasSize = false;
    S.Common = false;
    S.CommonLog2Align = 0;
    S.LocalCommonLabel = false;
  }
}
