//===- Evaluator.cpp - Evaluating expressions ----------------------------===//

#include "Frontend/Evaluator.h"
#include "llvm/ADT/Twine.h"
#include <algorithm>

using namespace gfxas;

// The context of the memos that hold for the rest of the run.
constexpr uint32_t Always = 0;
constexpr uint32_t NoUse = ~0u;

std::string EvalError::message(const SymbolTable &Syms) const {
  switch (K) {
  case None:
    return "";
  case Undefined:
    return ("symbol '" + Syms.name(Sym) + "' is not defined").str();
  case OtherSection:
    return ("'" + Syms.name(Sym) +
            "' is a label in a section other than .text, which gfxas gives "
            "no value")
        .str();
  case DivByZero:
    return "division by zero";
  case RemByZero:
    return "remainder by zero";
  case DivOverflow:
    return "signed division overflow";
  case ShiftRange:
    return ("shift amount " + llvm::Twine(Amount) +
            " is out of range [0, 63]")
        .str();
  case AlignZero:
    return "alignto by zero";
  case BadArity:
    return "alignto takes exactly 2 arguments";
  case Cycle:
    return ("symbol '" + Syms.name(Sym) + "' is defined in terms of itself")
        .str();
  }
  return "";
}

std::string gfxas::describeCycle(const SymbolTable &Syms,
                                 llvm::ArrayRef<uint32_t> Path) {
  std::string S;
  auto Add = [&](uint32_t Sym) {
    if (!S.empty())
      S += " -> ";
    S += Syms.name(Sym).str();
  };
  // Path repeats its first symbol at the end.
  size_t Members = Path.size() - 1;
  if (Path.size() <= 8) {
    for (uint32_t Sym : Path)
      Add(Sym);
  } else {
    for (size_t I = 0; I < 3; ++I)
      Add(Path[I]);
    S += " -> ...";
    for (size_t I = Path.size() - 2; I < Path.size(); ++I)
      Add(Path[I]);
  }
  return S + " (" + std::to_string(Members) +
         (Members == 1 ? " symbol)" : " symbols)");
}

//===-- Arithmetic --------------------------------------------------------===//

// gfxas arithmetic: two's complement, but an error wherever llvm-mc's
// result is undefined behaviour or a crash.
EvalError::Kind gfxas::binaryOp(ExprOp Op, int64_t L, int64_t R, int64_t &Out) {
  uint64_t UL = L, UR = R;
  switch (Op) {
  case ExprOp::Add: Out = int64_t(UL + UR); break;
  case ExprOp::Sub: Out = int64_t(UL - UR); break;
  case ExprOp::Mul: Out = int64_t(UL * UR); break;
  case ExprOp::Div:
  case ExprOp::Mod:
    if (R == 0)
      return Op == ExprOp::Div ? EvalError::DivByZero : EvalError::RemByZero;
    if (L == INT64_MIN && R == -1)
      return EvalError::DivOverflow;
    Out = Op == ExprOp::Div ? L / R : L % R;
    break;
  case ExprOp::Shl:
  case ExprOp::LShr:
    if (R < 0 || R > 63)
      return EvalError::ShiftRange;
    Out = Op == ExprOp::Shl ? int64_t(UL << R) : int64_t(UL >> R);
    break;
  case ExprOp::And: Out = L & R; break;
  case ExprOp::Or: Out = L | R; break;
  case ExprOp::Xor: Out = L ^ R; break;
  case ExprOp::OrNot: Out = L | ~R; break;
  case ExprOp::LAnd: Out = (L && R) ? 1 : 0; break;
  case ExprOp::LOr: Out = (L || R) ? 1 : 0; break;
  // Comparisons give -1 for true, as in GNU as.
  case ExprOp::EQ: Out = L == R ? -1 : 0; break;
  case ExprOp::NE: Out = L != R ? -1 : 0; break;
  case ExprOp::LT: Out = L < R ? -1 : 0; break;
  case ExprOp::LE: Out = L <= R ? -1 : 0; break;
  case ExprOp::GT: Out = L > R ? -1 : 0; break;
  case ExprOp::GE: Out = L >= R ? -1 : 0; break;
  default: llvm_unreachable("not a binary operator");
  }
  return EvalError::None;
}

int64_t gfxas::unaryOp(ExprOp Op, int64_t V) {
  switch (Op) {
  case ExprOp::Neg: return int64_t(-uint64_t(V));
  case ExprOp::Plus: return V;
  case ExprOp::Not: return ~V;
  case ExprOp::LNot: return !V;
  default: llvm_unreachable("not a unary operator");
  }
}

// AMDGPU's max/or work on unsigned values, starting from 0.
static EvalError::Kind functionOp(ExprOp Op, llvm::ArrayRef<int64_t> Args,
                                  int64_t &Out) {
  uint64_t Acc = 0;
  switch (Op) {
  case ExprOp::FnMax:
    for (int64_t A : Args)
      Acc = std::max(Acc, uint64_t(A));
    break;
  case ExprOp::FnOr:
    for (int64_t A : Args)
      Acc |= uint64_t(A);
    break;
  case ExprOp::FnAlignTo: {
    if (Args.size() != 2)
      return EvalError::BadArity;
    uint64_t V = Args[0], A = Args[1];
    if (A == 0)
      return EvalError::AlignZero;
    Acc = (V + A - 1) / A * A;
    break;
  }
  default: llvm_unreachable("not a function");
  }
  Out = int64_t(Acc);
  return EvalError::None;
}

void Evaluator::recordUse(const Frame &From, uint32_t Sym, uint32_t Def,
                          uint32_t Loc, bool Forward, int64_t Value) {
  Recorder->push_back({Sym, Def, From.Sym, Loc, Forward, Value});
}

//===-- The walk ----------------------------------------------------------===//

// Every evaluation is this walk over postfix nodes. A frame stands for each
// variable being expanded, on an explicit stack, so that no input can
// exhaust the C++ stack; the policy says what a symbol resolves to, and
// whether a failure costs the whole expression.
template <class Policy>
bool Evaluator::walk(llvm::ArrayRef<ExprNode> E, uint32_t Ctx, Policy P,
                     RelVal &Out) {
  Frames.clear();
  Stack.clear();
  Frames.push_back({E.data(), uint32_t(E.size()), 0, 0, Ctx, NoSymbol,
                    NoContext, NoContext, false, NoUse});
  // A failed evaluation used nothing: its caller falls back to another.
  size_t RecordMark = Recorder ? Recorder->size() : 0;
  auto Settle = [&](const Frame &F, const RelVal &V) {
    memo(P)[F.Key] = {F.Ctx, F.SavedActive, Serial, false, V};
    left(P, F, V);
  };
  auto Abort = [&] {
    for (const Frame &F : Frames) {
      if (F.Key == NoContext)
        continue;
      memo(P)[F.Key].Active = F.SavedActive;
      unwind(P, F);
    }
    Frames.clear();
    if (Recorder)
      Recorder->resize(RecordMark);
    return false;
  };
  for (;;) {
    Frame &F = Frames.back();
    if (F.Pc == F.Size) {
      Frame Done = Frames.pop_back_val();
      const RelVal &V = Stack.back();
      if (Recorder && Done.Use != NoUse)
        (*Recorder)[Done.Use].Value = V.Cst;
      if (Frames.empty()) {
        Out = V;
        return accepts(P, V) || Abort();
      }
      Settle(Done, V);
      continue;
    }
    const ExprNode &N = F.Nodes[F.Pc++];
    Step S = N.Op == ExprOp::Constant ? push({N.Value})
             : N.Op == ExprOp::Symbol ? symbol(P, N, F)
                                      : apply(P, N);
    if (S == Step::Next)
      continue;
    const Frame &Failed = Frames.back();
    if (S == Step::Abort || Failed.Sym == NoSymbol)
      return Abort();
    RelVal Opaque;
    Opaque.A = Failed.Sym;
    Stack.resize(Failed.Base);
    Stack.push_back(Opaque);
    Settle(Failed, Opaque);
    Frames.pop_back();
  }
}

void Evaluator::enter(Memo &M, uint32_t Key, uint32_t Ctx, uint32_t Sym,
                      const Definition &D, bool Recorded, bool FirstValue) {
  llvm::ArrayRef<ExprNode> Sub = Syms.exprOf(D);
  Frames.push_back({Sub.data(), uint32_t(Sub.size()), 0, uint32_t(Stack.size()),
                    Ctx, Sym, Key, M[Key].Active, FirstValue,
                    Recorded ? uint32_t(Recorder->size() - 1) : NoUse});
  M[Key].Active = Ctx;
}

//===-- llvm-mc's evaluation ----------------------------------------------===//

// llvm-mc's AttemptToFoldSymbolOffsetDifference: with the layout known, two
// labels (all in .text) cancel out into the distance between them.
void Evaluator::foldLabelDifference(uint32_t &A, uint32_t &B,
                                    int64_t &Cst) const {
  if (A == NoSymbol || B == NoSymbol)
    return;
  int64_t OffsetA, OffsetB;
  uint16_t SectionA, SectionB;
  if (!textOffset(A, OffsetA, SectionA) || !textOffset(B, OffsetB, SectionB) ||
      SectionA != SectionB)
    return;
  Cst = int64_t(uint64_t(Cst) + uint64_t(OffsetA) - uint64_t(OffsetB));
  A = B = NoSymbol;
}

// Once the file has ended, .text's own symbol is where the section begins:
// llvm-mc's streamer defined it there when it entered the section.
bool Evaluator::textOffset(uint32_t Sym, int64_t &Offset,
                           uint16_t &Section) const {
  const Symbol &S = Syms[Sym];
  if (S.State == Symbol::Contents::Label) {
    Offset = Syms.def(S.Current).Value;
    Section = Syms.def(S.Current).Section;
    return true;
  }
  if (S.SectionSymbol && S.State == Symbol::Contents::Unset &&
      Syms.name(Sym) == ".text") {
    Offset = 0;
    Section = 0;
    return true;
  }
  return false;
}

bool Evaluator::applyRelocatable(const ExprNode &N, bool Layout) {
  if (isUnary(N.Op)) {
    RelVal V = Stack.back();
    Stack.pop_back();
    RelVal R;
    if (N.Op == ExprOp::Plus) {
      R = V;
    } else if (N.Op == ExprOp::Neg) {
      // -(a - b + c) is (b - a - c); a lone symbol cannot be negated.
      if (V.A != NoSymbol && V.B == NoSymbol)
        return false;
      R.A = V.B;
      R.B = V.A;
      R.Cst = int64_t(-uint64_t(V.Cst));
    } else {
      if (!V.isAbsolute())
        return false;
      R.Cst = unaryOp(N.Op, V.Cst);
    }
    Stack.push_back(R);
    return true;
  }
  if (isBinary(N.Op)) {
    RelVal Rhs = Stack.back();
    Stack.pop_back();
    RelVal Lhs = Stack.back();
    Stack.pop_back();
    RelVal R;
    if (!Lhs.isAbsolute() || !Rhs.isAbsolute()) {
      if (N.Op != ExprOp::Add && N.Op != ExprOp::Sub)
        return false;
      if (N.Op == ExprOp::Sub) {
        std::swap(Rhs.A, Rhs.B);
        Rhs.Cst = int64_t(-uint64_t(Rhs.Cst));
      }
      R.Cst = int64_t(uint64_t(Lhs.Cst) + uint64_t(Rhs.Cst));
      if (Layout) {
        foldLabelDifference(Lhs.A, Lhs.B, R.Cst);
        foldLabelDifference(Lhs.A, Rhs.B, R.Cst);
        foldLabelDifference(Rhs.A, Lhs.B, R.Cst);
        foldLabelDifference(Rhs.A, Rhs.B, R.Cst);
      }
      if ((Lhs.A != NoSymbol && Rhs.A != NoSymbol) ||
          (Lhs.B != NoSymbol && Rhs.B != NoSymbol))
        return false;
      R.A = Lhs.A != NoSymbol ? Lhs.A : Rhs.A;
      R.B = Lhs.B != NoSymbol ? Lhs.B : Rhs.B;
    } else if (binaryOp(N.Op, Lhs.Cst, Rhs.Cst, R.Cst) != EvalError::None) {
      // llvm-mc gives up on division by zero and crashes or wraps on the
      // rest; gfxas diagnoses them when it evaluates the statement itself.
      return false;
    }
    Stack.push_back(R);
    return true;
  }
  llvm::SmallVector<int64_t, 4> Args;
  for (unsigned I = 0; I < N.Arity; ++I) {
    const RelVal &A = Stack[Stack.size() - N.Arity + I];
    if (!A.isAbsolute())
      return false;
    Args.push_back(A.Cst);
  }
  Stack.resize(Stack.size() - N.Arity);
  RelVal R;
  if (functionOp(N.Op, Args, R.Cst) != EvalError::None)
    return false;
  Stack.push_back(R);
  return true;
}

std::optional<bool> Evaluator::evaluateConstants(llvm::ArrayRef<ExprNode> E,
                                                 int64_t &Value) {
  llvm::SmallVector<int64_t, 8> Stack;
  for (const ExprNode &N : E) {
    if (N.Op == ExprOp::Constant) {
      Stack.push_back(N.Value);
    } else if (isUnary(N.Op) && !Stack.empty()) {
      Stack.back() = unaryOp(N.Op, Stack.back());
    } else if (isBinary(N.Op) && Stack.size() >= 2) {
      int64_t R = Stack.pop_back_val();
      if (binaryOp(N.Op, Stack.back(), R, Stack.back()) != EvalError::None)
        return false;
    } else {
      return std::nullopt;
    }
  }
  if (Stack.size() != 1)
    return std::nullopt;
  Value = Stack.back();
  return true;
}

bool Evaluator::evaluateAsAbsolute(llvm::ArrayRef<ExprNode> E,
                                   int64_t &Value) {
  if (E.size() == 1 && E[0].Op == ExprOp::Constant) {
    Value = E[0].Value;
    return true;
  }
  // The parser folds as it goes, so most calls see constants and an
  // operator or two: no symbol to expand, nothing to memoize.
  if (std::optional<bool> Folded = evaluateConstants(E, Value))
    return *Folded;
  Epoch = Syms.newEpoch();
  NowMemo.fit(Syms.size());
  // A relocatable result still gives its constant, as llvm-mc's does.
  RelVal V;
  V.Cst = Value;
  bool Ok = walk(E, Epoch, Now{}, V);
  Value = V.Cst;
  return Ok;
}

Evaluator::Step Evaluator::symbol(Now, const ExprNode &N, const Frame &F) {
  uint32_t Id = uint32_t(N.Value);
  Symbol &S = Syms[Id];
  RelVal Opaque;
  Opaque.A = Id;
  if (S.State != Symbol::Contents::Variable)
    return push(Opaque);
  // canExpand(): fetching the value marks the variable used, and a
  // variable that lives in a section is not expanded.
  S.Used = true;
  MemoEntry &M = NowMemo[Id];
  if (M.Active == Epoch)
    return Step::Abort; // A cycle: llvm-mc overflows its stack here.
  if (isInSection(fragmentOfImpl(Id, true)))
    return push(Opaque);
  const Definition &D = Syms.def(S.Current);
  // Without the memo, a = b + b, b = c + c, ... takes exponential time (in
  // llvm-mc too).
  bool Known = M.At == Epoch;
  if (Recorder)
    recordUse(F, Id, S.Current, N.Loc, false, Known ? M.Value.Cst : D.Value);
  if (Known)
    return push(M.Value);
  if (D.Kind == DefKind::Constant)
    return push({D.Value});
  enter(NowMemo, Id, Epoch, Id, D, Recorder != nullptr);
  return Step::Next;
}

bool Evaluator::evaluateAsValueAtEnd(uint32_t Sym, ObjectValue &Value) {
  const Definition &Top = Syms.def(Syms[Sym].Current);
  if (Top.Kind == DefKind::Constant) {
    Value = {Top.Value, NoSymbol, NoSymbol};
    return true;
  }
  EndMemo.fit(Syms.size());
  // Sym is being expanded: meeting it again is a cycle.
  uint32_t Saved = EndMemo[Sym].Active;
  EndMemo[Sym].Active = Always;
  bool Ok = evaluateExprAtEnd(Syms.exprOf(Top), Value);
  EndMemo[Sym].Active = Saved;
  return Ok;
}

bool Evaluator::evaluateExprAtEnd(llvm::ArrayRef<ExprNode> E,
                                  ObjectValue &Value) {
  EndMemo.fit(Syms.size());
  RelVal V;
  if (!walk(E, Always, AtEnd{}, V))
    return false;
  Value = {V.Cst, V.A, V.B};
  return true;
}

Evaluator::Step Evaluator::symbol(AtEnd, const ExprNode &N, const Frame &) {
  uint32_t Id = uint32_t(N.Value);
  const Symbol &S = Syms[Id];
  RelVal Opaque;
  Opaque.A = Id;
  if (S.State != Symbol::Contents::Variable)
    return push(Opaque);
  MemoEntry &M = EndMemo[Id];
  if (M.Active == Always)
    return Step::Abort; // A cycle: llvm-mc overflows its stack here.
  if (M.At == Always)
    return push(M.Value);
  const Definition &D = Syms.def(S.Current);
  if (D.Kind == DefKind::Constant)
    return push({D.Value});
  enter(EndMemo, Id, Always, Id, D, /*Recorded=*/false);
  return Step::Next;
}

Fragment Evaluator::fragmentOf(uint32_t Id, bool SetUsed, bool SameEpoch) {
  if (!SameEpoch)
    Epoch = Syms.newEpoch();
  return fragmentOfImpl(Id, SetUsed);
}

Fragment Evaluator::fragmentOfImpl(uint32_t Id, bool SetUsed) {
  Symbol &S = Syms[Id];
  if (S.State == Symbol::Contents::Label)
    return sectionFragment(Syms.def(S.Current).Section);
  if (S.State != Symbol::Contents::Variable)
    return Fragment::None;
  if (S.CachedFragment != Fragment::None)
    return S.CachedFragment;
  if (SetUsed)
    S.Used = true;
  if (S.FragmentEpoch == Epoch && !S.FragmentInProgress)
    return S.FragmentMemo;
  // A constant reaches nothing: the walk below would only record this.
  if (Syms.def(S.Current).Kind == DefKind::Constant) {
    S.FragmentEpoch = Epoch;
    S.FragmentInProgress = false;
    S.FragmentMemo = S.CachedFragment = Fragment::Absolute;
    return Fragment::Absolute;
  }

  // Post-order walk over the variables reachable from Id. Every variable
  // reached is marked used, as MCSymbol::getFragment() does.
  struct Item {
    uint32_t Sym;
    bool Expanded;
  };
  llvm::SmallVector<Item, 16> Work;
  Work.push_back({Id, false});
  auto NeedsWalk = [&](uint32_t Ref) {
    Symbol &R = Syms[Ref];
    return R.State == Symbol::Contents::Variable &&
           R.CachedFragment == Fragment::None &&
           !(R.FragmentEpoch == Epoch);
  };
  S.FragmentEpoch = Epoch;
  S.FragmentInProgress = true;
  while (!Work.empty()) {
    Item &It = Work.back();
    Symbol &Cur = Syms[It.Sym];
    const Definition &D = Syms.def(Cur.Current);
    if (!It.Expanded) {
      It.Expanded = true;
      if (D.Kind != DefKind::Expr)
        continue;
      for (const ExprNode &N : Syms.exprOf(D)) {
        if (N.Op != ExprOp::Symbol)
          continue;
        uint32_t Ref = uint32_t(N.Value);
        if (Syms[Ref].State == Symbol::Contents::Variable)
          Syms[Ref].Used = true;
        if (NeedsWalk(Ref)) {
          Syms[Ref].FragmentEpoch = Epoch;
          Syms[Ref].FragmentInProgress = true;
          Work.push_back({Ref, false});
        }
      }
      continue;
    }
    uint32_t Done = It.Sym;
    Work.pop_back();
    Symbol &DS = Syms[Done];
    const Definition &DD = Syms.def(DS.Current);
    Fragment F = DD.Kind == DefKind::Constant ? Fragment::Absolute
                                              : fragmentOfExpr(Syms.exprOf(DD));
    DS.FragmentMemo = F;
    DS.FragmentInProgress = false;
    if (F != Fragment::None)
      DS.CachedFragment = F;
  }
  return S.FragmentMemo;
}

Fragment Evaluator::fragmentOfExpr(llvm::ArrayRef<ExprNode> E) {
  llvm::SmallVector<Fragment, 16> Stack;
  for (const ExprNode &N : E) {
    if (N.Op == ExprOp::Constant) {
      Stack.push_back(Fragment::Absolute);
    } else if (N.Op == ExprOp::Symbol) {
      Symbol &S = Syms[uint32_t(N.Value)];
      Fragment F = Fragment::None;
      if (S.State == Symbol::Contents::Label)
        F = sectionFragment(Syms.def(S.Current).Section);
      else if (S.State == Symbol::Contents::Variable) {
        S.Used = true;
        if (S.CachedFragment != Fragment::None)
          F = S.CachedFragment;
        else if (S.FragmentEpoch == Epoch)
          F = S.FragmentInProgress ? Fragment::None : S.FragmentMemo;
        else
          F = fragmentOfImpl(uint32_t(N.Value), true);
      }
      Stack.push_back(F);
    } else if (isUnary(N.Op)) {
      // The operand's fragment is the result's.
    } else if (isBinary(N.Op)) {
      Fragment R = Stack.pop_back_val();
      Fragment L = Stack.pop_back_val();
      Fragment F;
      if (L == Fragment::Absolute)
        F = R;
      else if (R == Fragment::Absolute)
        F = L;
      else if (N.Op == ExprOp::Sub)
        F = Fragment::Absolute;
      else
        F = L != Fragment::None ? L : R;
      Stack.push_back(F);
    } else {
      // AMDGPU functions: the first argument with a fragment.
      Fragment F = Fragment::None;
      for (unsigned I = Stack.size() - N.Arity; I < Stack.size(); ++I)
        if (F == Fragment::None)
          F = Stack[I];
      Stack.resize(Stack.size() - N.Arity);
      Stack.push_back(F);
    }
  }
  return Stack.back();
}

// Marks, in Skip, the nodes that belong to the operands of AMDGPU function
// nodes: llvm-mc's recursion check does not look inside them.
static void markFunctionOperands(llvm::ArrayRef<ExprNode> E,
                                 llvm::SmallVectorImpl<bool> &Skip) {
  llvm::SmallVector<uint32_t, 32> Starts; // subtree start per node
  llvm::SmallVector<uint32_t, 16> Roots;
  Skip.assign(E.size(), false);
  Starts.resize(E.size());
  for (uint32_t I = 0; I < E.size(); ++I) {
    unsigned Operands = isUnary(E[I].Op)    ? 1
                        : isBinary(E[I].Op) ? 2
                        : isFunction(E[I].Op) ? E[I].Arity
                                              : 0;
    uint32_t Start = I;
    for (unsigned K = 0; K < Operands; ++K) {
      Start = Starts[Roots.back()];
      Roots.pop_back();
    }
    Starts[I] = Start;
    Roots.push_back(I);
    if (isFunction(E[I].Op))
      for (uint32_t J = Start; J < I; ++J)
        Skip[J] = true;
  }
}

static bool namesNoSymbol(llvm::ArrayRef<ExprNode> E) {
  return llvm::none_of(E,
                       [](const ExprNode &N) { return N.Op == ExprOp::Symbol; });
}

bool Evaluator::isSymbolUsedInExpression(uint32_t Target,
                                         llvm::ArrayRef<ExprNode> E) {
  // Most right sides are folded to a constant: nothing to walk.
  if (namesNoSymbol(E))
    return false;
  Epoch = Syms.newEpoch();
  struct Item {
    llvm::ArrayRef<ExprNode> Nodes;
    llvm::SmallVector<bool, 32> Skip;
    uint32_t Pc = 0;
  };
  llvm::SmallVector<Item, 8> Work;
  Work.emplace_back();
  Work.back().Nodes = E;
  markFunctionOperands(E, Work.back().Skip);
  while (!Work.empty()) {
    Item &It = Work.back();
    if (It.Pc == It.Nodes.size()) {
      Work.pop_back();
      continue;
    }
    uint32_t I = It.Pc++;
    const ExprNode &N = It.Nodes[I];
    if (N.Op != ExprOp::Symbol || It.Skip[I])
      continue;
    uint32_t Id = uint32_t(N.Value);
    Symbol &S = Syms[Id];
    if (S.State != Symbol::Contents::Variable) {
      if (Id == Target)
        return true;
      continue;
    }
    S.Used = true;
    if (S.VisitEpoch == Epoch)
      continue;
    S.VisitEpoch = Epoch;
    const Definition &D = Syms.def(S.Current);
    if (D.Kind != DefKind::Expr)
      continue;
    llvm::ArrayRef<ExprNode> Sub = Syms.exprOf(D);
    Work.emplace_back();
    Work.back().Nodes = Sub;
    markFunctionOperands(Sub, Work.back().Skip);
  }
  return false;
}

bool Evaluator::findCycle(uint32_t Target, llvm::ArrayRef<ExprNode> E,
                          llvm::SmallVectorImpl<uint32_t> &Path) {
  if (namesNoSymbol(E))
    return false;
  uint32_t WalkEpoch = Syms.newEpoch();
  struct Item {
    llvm::ArrayRef<ExprNode> Nodes;
    uint32_t Pc;
    uint32_t Sym;
  };
  llvm::SmallVector<Item, 16> Work;
  Work.push_back({E, 0, Target});
  while (!Work.empty()) {
    Item &It = Work.back();
    if (It.Pc == It.Nodes.size()) {
      Work.pop_back();
      continue;
    }
    const ExprNode &N = It.Nodes[It.Pc++];
    if (N.Op != ExprOp::Symbol)
      continue;
    uint32_t Id = uint32_t(N.Value);
    if (Id == Target) {
      Path.clear();
      for (const Item &W : Work)
        Path.push_back(W.Sym);
      Path.push_back(Target);
      return true;
    }
    Symbol &S = Syms[Id];
    if (S.State != Symbol::Contents::Variable || S.VisitEpoch == WalkEpoch)
      continue;
    S.VisitEpoch = WalkEpoch;
    const Definition &D = Syms.def(S.Current);
    if (D.Kind == DefKind::Expr)
      Work.push_back({Syms.exprOf(D), 0, Id});
  }
  return false;
}

//===-- gfxas's evaluation ------------------------------------------------===//

bool Evaluator::applyExtended(const ExprNode &N, EvalError &Err) {
  if (isUnary(N.Op)) {
    Stack.back().Cst = unaryOp(N.Op, Stack.back().Cst);
    return true;
  }
  if (isBinary(N.Op)) {
    int64_t R = Stack.pop_back_val().Cst;
    int64_t L = Stack.back().Cst;
    EvalError::Kind K = binaryOp(N.Op, L, R, Stack.back().Cst);
    if (K == EvalError::None)
      return true;
    Err.K = K;
    Err.Loc = N.Loc;
    Err.Amount = R;
    return false;
  }
  llvm::SmallVector<int64_t, 4> Args;
  for (const RelVal &A : llvm::ArrayRef(Stack).take_back(N.Arity))
    Args.push_back(A.Cst);
  int64_t Out;
  EvalError::Kind K = functionOp(N.Op, Args, Out);
  if (K != EvalError::None) {
    Err.K = K;
    Err.Loc = N.Loc;
    return false;
  }
  Stack.resize(Stack.size() - N.Arity);
  Stack.push_back({Out});
  return true;
}

bool Evaluator::evaluateAt(llvm::ArrayRef<ExprNode> E, uint32_t Stmt,
                           int64_t &Value, EvalError &Err) {
  AtMemo.fit(Syms.numDefinitions());
  FirstMemo.fit(Syms.size());
  ++Serial;
  RelVal V;
  if (!walk(E, Stmt, AtStatement{Err}, V))
    return false;
  Value = V.Cst;
  return true;
}

Evaluator::Step Evaluator::symbol(AtStatement P, const ExprNode &N,
                                  const Frame &F) {
  uint32_t Id = uint32_t(N.Value);
  uint32_t DefId = Syms.definitionAt(Id, F.Ctx);
  // Not defined yet at this statement: a forward reference takes the value
  // the symbol has right after its first definition.
  bool Forward = DefId == NoDef;
  if (Forward) {
    if (Syms[Id].History.empty())
      return fail(P, {EvalError::Undefined, N.Loc, Id, 0});
    // The memo would hide the definitions the first value depends on, so a
    // recording evaluation computes it again.
    MemoEntry &M = FirstMemo[Id];
    if (M.At == Always && M.Failed)
      return fail(P, FirstMemo.Failures.lookup(Id));
    if (M.At == Always && (!Recorder || M.Serial == Serial))
      return push(M.Value);
    if (M.Active == Always)
      return fail(P, {EvalError::Cycle, N.Loc, Id, 0});
    DefId = Syms[Id].History.front();
  }
  const Definition &D = Syms.def(DefId);
  if (Recorder)
    recordUse(F, Id, DefId, N.Loc, Forward, D.Value);
  if (D.Kind == DefKind::Label && D.Section != 0)
    return fail(P, {EvalError::OtherSection, N.Loc, Id, 0});
  if (D.Kind != DefKind::Expr)
    return push({D.Value});
  // A first value is the first definition's at its own statement.
  uint32_t At = Forward ? D.Stmt : F.Ctx;
  MemoEntry &M = AtMemo[DefId];
  // Without the memo, a chain of symbolic definitions read at every
  // statement (or by every symbol at the end) costs quadratic time. A
  // recording evaluation walks it again to see what the value used.
  if (!Forward && M.At == At && (!Recorder || M.Serial == Serial)) {
    if (M.Failed)
      return fail(P, AtMemo.Failures.lookup(DefId));
    return push(M.Value);
  }
  if (M.Active == At)
    return fail(P, {EvalError::Cycle, N.Loc, Id, 0});
  enter(AtMemo, DefId, At, Id, D, Recorder != nullptr, Forward);
  if (Forward)
    FirstMemo[Id].Active = Always;
  return Step::Next;
}

void Evaluator::left(AtStatement, const Frame &F, const RelVal &V) {
  if (F.FirstValue)
    FirstMemo[F.Sym] = {Always, NoContext, Serial, false, V};
}

// Every evaluation still open has failed with Err, and would fail again the
// same way: each one either contains the failing step, or (for a cycle) is
// itself on the cycle. Remembering that keeps a cycle of N symbols, which
// every statement after it runs into, from costing N^2.
void Evaluator::unwind(AtStatement P, const Frame &F) {
  AtMemo[F.Key] = {F.Ctx, F.SavedActive, Serial, true, {}};
  AtMemo.Failures[F.Key] = P.Err;
  if (F.FirstValue) {
    FirstMemo[F.Sym] = {Always, NoContext, Serial, true, {}};
    FirstMemo.Failures[F.Sym] = P.Err;
  }
}
