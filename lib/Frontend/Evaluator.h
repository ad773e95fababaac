//===- Evaluator.h - Evaluating expressions ---------------------*- C++ -*-===//
//
// One walk over postfix nodes, with explicit stacks so that no input can
// exhaust the C++ stack, and three ways to resolve a symbol:
//  * llvm-mc's now (MCExpr::evaluateAsAbsolute), reproduced with the side
//    effects that decide later diagnostics: which variables end up "used";
//  * llvm-mc's writer's, once the file has ended;
//  * gfxas's own, which sees every symbol as of a given statement, follows
//    forward references to a symbol's first definition, gives labels their
//    addresses, and reports arithmetic llvm-mc gets wrong.
// Beside them, llvm-mc's MCSymbol::getFragment and assignment recursion
// check, which only walk the symbols an expression reaches.
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_LIB_EVALUATOR_H
#define GFXAS_LIB_EVALUATOR_H

#include "Frontend/SymbolTable.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include <string>

namespace gfxas {

struct EvalError {
  enum Kind : uint8_t {
    None,
    Undefined,
    /// A label in a section other than .text: gfxas's extension gives
    /// only .text's labels a value.
    OtherSection,
    DivByZero,
    RemByZero,
    DivOverflow,
    ShiftRange,
    AlignZero,
    BadArity,
    Cycle,
  };
  Kind K = None;
  uint32_t Loc = 0;
  uint32_t Sym = NoSymbol;
  int64_t Amount = 0;

  /// The arithmetic errors gfxas reports where llvm-mc crashes or
  /// silently computes something (as opposed to a missing symbol).
  bool isArithmetic() const { return K >= DivByZero && K <= BadArity; }
  std::string message(const SymbolTable &Syms) const;
};

/// llvm-mc's arithmetic on absolute values: wrapping, and -1 for a true
/// comparison. Refuses what llvm-mc cannot fold (division by zero, a shift
/// out of range).
EvalError::Kind binaryOp(ExprOp Op, int64_t L, int64_t R, int64_t &Out);
int64_t unaryOp(ExprOp Op, int64_t V);

/// One definition an evaluation looked up, for tools that explain an
/// operand.
struct DefinitionUse {
  uint32_t Sym;
  uint32_t Def;
  /// The variable whose definition holds the reference, or NoSymbol.
  uint32_t Via;
  /// Source offset of the reference.
  uint32_t Loc;
  /// Used before any definition, so the first one was taken.
  bool Forward;
  /// What the definition evaluated to for this use.
  int64_t Value;
};

class Evaluator {
public:
  explicit Evaluator(SymbolTable &Syms) : Syms(Syms) {}

  /// While set, every successful evaluation appends the definitions it used
  /// to *R; a failed one leaves *R as it was.
  void setRecorder(std::vector<DefinitionUse> *R) { Recorder = R; }
  std::vector<DefinitionUse> *recorder() const { return Recorder; }

  /// llvm-mc's MCExpr::evaluateAsAbsolute on the live symbol state.
  bool evaluateAsAbsolute(llvm::ArrayRef<ExprNode> E, int64_t &Value);
  /// llvm-mc's MCSymbol::getFragment (SetUsed marks Sym itself).
  /// SameEpoch reuses what calls since startFragmentEpoch() learned, which
  /// is right only while no symbol changes (a walk over every symbol at the
  /// end).
  Fragment fragmentOf(uint32_t Sym, bool SetUsed, bool SameEpoch = false);
  void startFragmentEpoch() { Epoch = Syms.newEpoch(); }
  Fragment fragmentOfExpr(llvm::ArrayRef<ExprNode> E);
  /// llvm-mc's recursion check for an assignment to Sym.
  bool isSymbolUsedInExpression(uint32_t Sym, llvm::ArrayRef<ExprNode> E);
  /// Would Sym = E make Sym depend on itself (through any path, including
  /// the ones llvm-mc's check misses)? Fills Path with the symbols of the
  /// cycle, starting and ending with Sym.
  bool findCycle(uint32_t Sym, llvm::ArrayRef<ExprNode> E,
                 llvm::SmallVectorImpl<uint32_t> &Path);

  /// llvm-mc's MCExpr::evaluateAsValue once the file has ended, as its
  /// object writer does for each variable: every variable expanded, label
  /// differences folded by their offsets. A variable whose own value fails
  /// stays a symbol. Results are memoized for the rest of the run, so call
  /// it only when no definition can change any more.
  struct ObjectValue {
    int64_t Cst = 0;
    uint32_t A = NoSymbol, B = NoSymbol;
  };
  bool evaluateAsValueAtEnd(uint32_t Sym, ObjectValue &Value);
  /// The same for an expression of the file's (a .size), which llvm-mc's
  /// writer evaluates once the file has ended.
  bool evaluateExprAtEnd(llvm::ArrayRef<ExprNode> E, ObjectValue &Value);

  /// gfxas's evaluation as of statement Stmt, using pass one's history.
  bool evaluateAt(llvm::ArrayRef<ExprNode> E, uint32_t Stmt, int64_t &Value,
                  EvalError &Err);

private:
  /// E evaluated when it holds only constants and operators; nullopt when
  /// it names a symbol or calls a function.
  std::optional<bool> evaluateConstants(llvm::ArrayRef<ExprNode> E,
                                        int64_t &Value);
  struct RelVal {
    int64_t Cst = 0;
    uint32_t A = NoSymbol, B = NoSymbol;
    bool isAbsolute() const { return A == NoSymbol && B == NoSymbol; }
  };

  /// The one memo of every walk, by symbol or by definition. An entry holds
  /// only in the context it was written in (an epoch, the end of the file,
  /// a statement), which is what makes it valid without ever clearing it.
  static constexpr uint32_t NoContext = ~0u;
  struct MemoEntry {
    uint32_t At = NoContext;     // the context Value (or the failure) is for
    uint32_t Active = NoContext; // the context it is being evaluated in
    /// The evaluateAt call that wrote it. A recording evaluation uses only
    /// its own results, whose definitions it has recorded already.
    uint32_t Serial = 0;
    bool Failed = false;
    RelVal Value;
  };
  struct Memo {
    std::vector<MemoEntry> Entries;
    llvm::DenseMap<uint32_t, EvalError> Failures;
    MemoEntry &operator[](uint32_t Key) { return Entries[Key]; }
    void fit(size_t N) {
      if (Entries.size() < N)
        Entries.resize(N);
    }
  };

  struct Frame {
    const ExprNode *Nodes;
    uint32_t Size, Pc, Base;
    uint32_t Ctx;         // the context its symbols resolve in
    uint32_t Sym;         // the variable being expanded, or NoSymbol
    uint32_t Key;         // its memo entry, or NoContext for the expression
    uint32_t SavedActive; // the entry's Active before this frame
    bool FirstValue;      // computing Sym's first-definition value
    uint32_t Use;         // the Recorder entry whose Value this computes
  };

  /// How a walk resolves a symbol: llvm-mc's, with the symbols as they are
  /// now; llvm-mc's writer's, once the file has ended; gfxas's, as of a
  /// statement.
  struct Now {};
  struct AtEnd {};
  struct AtStatement {
    EvalError &Err;
  };
  /// Fail: the innermost frame's value cannot be evaluated, and a variable
  /// stays a plain symbol reference. Abort: the whole expression fails.
  enum class Step : uint8_t { Next, Fail, Abort };
  template <class Policy>
  bool walk(llvm::ArrayRef<ExprNode> E, uint32_t Ctx, Policy P, RelVal &Out);
  void enter(Memo &M, uint32_t Key, uint32_t Ctx, uint32_t Sym,
             const Definition &D, bool Recorded, bool FirstValue = false);
  Memo &memo(Now) { return NowMemo; }
  Memo &memo(AtEnd) { return EndMemo; }
  Memo &memo(AtStatement) { return AtMemo; }
  Step symbol(Now, const ExprNode &N, const Frame &F);
  Step symbol(AtEnd, const ExprNode &N, const Frame &F);
  Step symbol(AtStatement P, const ExprNode &N, const Frame &F);
  Step apply(Now, const ExprNode &N) {
    return applyRelocatable(N) ? Step::Next : Step::Fail;
  }
  Step apply(AtEnd, const ExprNode &N) {
    return applyRelocatable(N, /*Layout=*/true) ? Step::Next : Step::Fail;
  }
  Step apply(AtStatement P, const ExprNode &N) {
    return applyExtended(N, P.Err) ? Step::Next : Step::Abort;
  }
  /// llvm-mc's evaluateAsAbsolute wants a constant; the others take what
  /// the expression is.
  template <class Policy> bool accepts(Policy, const RelVal &) { return true; }
  bool accepts(Now, const RelVal &V) { return V.isAbsolute(); }
  template <class Policy> void left(Policy, const Frame &, const RelVal &) {}
  void left(AtStatement, const Frame &F, const RelVal &V);
  template <class Policy> void unwind(Policy, const Frame &) {}
  void unwind(AtStatement P, const Frame &F);
  Step push(RelVal V) {
    Stack.push_back(V);
    return Step::Next;
  }
  Step fail(AtStatement P, const EvalError &Err) {
    P.Err = Err;
    return Step::Abort;
  }

  void recordUse(const Frame &From, uint32_t Sym, uint32_t Def, uint32_t Loc,
                 bool Forward, int64_t Value);

  Fragment fragmentOfImpl(uint32_t Sym, bool SetUsed);
  bool applyRelocatable(const ExprNode &N, bool Layout = false);
  void foldLabelDifference(uint32_t &A, uint32_t &B, int64_t &Cst) const;
  /// Sym's byte offset in .text once every label is placed, if it has one.
  bool textOffset(uint32_t Sym, int64_t &Offset, uint16_t &Section) const;
  bool applyExtended(const ExprNode &N, EvalError &Err);

  SymbolTable &Syms;
  uint32_t Epoch = 0;
  uint32_t Serial = 0;
  llvm::SmallVector<Frame, 16> Frames;
  llvm::SmallVector<RelVal, 32> Stack;
  /// By symbol, for one Epoch: nothing changes during one evaluation, so a
  /// variable expanded once has the same value everywhere else in it.
  Memo NowMemo;
  /// By symbol, for the rest of the run.
  Memo EndMemo;
  /// By definition, at the statement of its last evaluation. A
  /// definition's value at a statement never changes, because pass one has
  /// fixed every symbol's history.
  Memo AtMemo;
  /// By symbol: its value right after its first definition, which outlives
  /// AtMemo's entry for that definition (a later use overwrites it).
  Memo FirstMemo;
  std::vector<DefinitionUse> *Recorder = nullptr;
};

/// Cycle description for diagnostics: "a -> b -> a", abridged when long.
std::string describeCycle(const SymbolTable &Syms,
                          llvm::ArrayRef<uint32_t> Path);

} // namespace gfxas

#endif
