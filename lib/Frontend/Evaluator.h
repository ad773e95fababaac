//===- Evaluator.h - Evaluating expressions ---------------------*- C++ -*-===//
//
// Two evaluators over the same postfix nodes:
//  * llvm-mc's (MCExpr::evaluateAsAbsolute, MCSymbol::getFragment and the
//    assignment recursion check), reproduced with the side effects that
//    decide later diagnostics: which variables end up "used";
//  * gfxas's own, which sees every symbol as of a given statement, follows
//    forward references to a symbol's first definition, gives labels their
//    addresses, and reports arithmetic llvm-mc gets wrong.
// Both use explicit stacks, so no input can exhaust the C++ stack.
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
  struct Frame {
    const ExprNode *Nodes;
    uint32_t Size, Pc, Base;
    uint32_t Stmt;
    uint32_t Sym;       // the variable being expanded, or NoSymbol
    uint32_t Def;       // extended: the definition being evaluated
    uint32_t SavedActive;
    bool FirstValue;    // extended: computing Sym's first-definition value
    uint32_t Use = ~0u; // the Recorder entry whose Value this frame computes
  };

  void recordUse(const Frame &From, uint32_t Sym, uint32_t Def, uint32_t Loc,
                 bool Forward, int64_t Value);

  Fragment fragmentOfImpl(uint32_t Sym, bool SetUsed);
  bool applyRelocatable(const ExprNode &N, bool Layout = false);
  void foldLabelDifference(uint32_t &A, uint32_t &B, int64_t &Cst) const;
  /// Sym's byte offset in .text once every label is placed, if it has one.
  bool textOffset(uint32_t Sym, int64_t &Offset, uint16_t &Section) const;
  bool applyExtended(const ExprNode &N, EvalError &Err);
  void unwindExtended(const EvalError &Err);

  SymbolTable &Syms;
  uint32_t Epoch = 0;
  llvm::SmallVector<Frame, 16> Frames;
  llvm::SmallVector<RelVal, 32> RelStack;
  llvm::SmallVector<int64_t, 32> IntStack;
  /// Per definition: the statement it is being evaluated at, or ~0u.
  std::vector<uint32_t> ActiveAt;
  /// Per definition: the statement its last evaluation was at, and the
  /// outcome. A definition's value at a statement never changes, because
  /// pass one has fixed every symbol's history.
  struct DefMemo {
    uint32_t At = ~0u; // none yet
    bool Failed = false;
    int64_t Value = 0;
    /// The evaluateAt call that wrote it. A recording evaluation uses only
    /// its own results, whose definitions it has recorded already.
    uint32_t Serial = 0;
  };
  uint32_t Serial = 0;
  std::vector<uint32_t> FirstSerial;
  /// evaluateAsAbsolute's per-variable results, valid for one Epoch.
  std::vector<RelVal> RelMemo;
  std::vector<uint32_t> RelMemoEpoch;
  std::vector<DefMemo> Memo;
  llvm::DenseMap<uint32_t, EvalError> DefFailure;   // by definition
  llvm::DenseMap<uint32_t, EvalError> FirstFailure; // by symbol
  std::vector<DefinitionUse> *Recorder = nullptr;
  /// evaluateAsValueAtEnd's per-symbol results.
  enum class AtEnd : uint8_t { Unknown, InProgress, Known };
  std::vector<AtEnd> AtEndState;
  std::vector<RelVal> AtEndValue;
};

/// Cycle description for diagnostics: "a -> b -> a", abridged when long.
std::string describeCycle(const SymbolTable &Syms,
                          llvm::ArrayRef<uint32_t> Path);

} // namespace gfxas

#endif
