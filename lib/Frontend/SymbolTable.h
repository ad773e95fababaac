//===- SymbolTable.h - Symbols, definitions and their history ---*- C++ -*-===//
//
// Each symbol carries two things:
//  * llvm-mc's MCSymbol state (variable or label, "used", redefinable, the
//    value in force), which both passes rebuild identically, statement by
//    statement, so that every llvm-mc diagnostic comes out the same;
//  * the history of its definitions, recorded by pass one, which lets pass
//    two evaluate a symbol as of any statement: that is what makes forward
//    references and label values work.
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_LIB_SYMBOLTABLE_H
#define GFXAS_LIB_SYMBOLTABLE_H

#include "Frontend/NameIndex.h"
#include "Support/ChunkedVector.h"
#include "gfxas/Expr.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Allocator.h"
#include <cassert>
#include <vector>

namespace gfxas {

constexpr uint32_t NoDef = ~0u;
constexpr uint32_t NoSymbol = ~0u;

enum class DefKind : uint8_t { Constant, Expr, Label };

/// One accepted definition. Statement numbers order definitions in time.
struct Definition {
  uint32_t Sym;
  uint32_t Stmt;
  DefKind Kind;
  /// Label: the section it is in (SectionChange::Id); 0 is .text.
  uint16_t Section = 0;
  /// Constant: the value. Label: the byte offset.
  int64_t Value = 0;
  /// Expr: the nodes, in SymbolTable's pool.
  uint32_t ExprBegin = 0, ExprEnd = 0;
  /// Source offset of the right side (or of the label).
  uint32_t Loc = 0;
  /// Without history: how many pool nodes from ExprBegin this definition's
  /// slot owns, which the symbol's next definition may reuse.
  uint32_t ExprCapacity = 0;
};

/// llvm-mc's notion of where a symbol lives (MCSymbol::getFragment): nowhere
/// (undefined), the absolute pseudo-section, or a section of the file:
/// Text is .text, and section N of the file (SectionChange::Id) is Text + N.
enum class Fragment : uint16_t { None, Absolute, Text };
inline Fragment sectionFragment(uint16_t Section) {
  return Fragment(uint16_t(Fragment::Text) + Section);
}
inline bool isInSection(Fragment F) { return F >= Fragment::Text; }
inline uint16_t fragmentSection(Fragment F) {
  return uint16_t(F) - uint16_t(Fragment::Text);
}

struct Symbol {
  enum class Contents : uint8_t { Unset, Variable, Label };
  // llvm-mc state.
  Contents State = Contents::Unset;
  bool Used = false;
  bool Redefinable = false;
  /// llvm-mc caches a variable's fragment once it is known to be non-null.
  Fragment CachedFragment = Fragment::None;
  uint32_t Current = NoDef;
  /// The ELF binding a directive set (MCSymbolELF::isBindingSet), or
  /// NoBinding: llvm-mc then derives it from whether the symbol is defined.
  static constexpr uint8_t NoBinding = 0xFF;
  uint8_t Binding = NoBinding;
  /// The ELF type (STT_*) the .type directives combined to.
  uint8_t ElfType = 0;
  /// The ELF visibility (STV_*) the last .hidden, .protected or .internal
  /// gave.
  uint8_t Visibility = 0;
  /// A .size was given: its expression is SizeEnd - SizeBegin nodes at
  /// SizeBegin in the table's pool, written at source offset SizeLoc.
  bool HasSize = false;
  uint32_t SizeBegin = 0, SizeEnd = 0, SizeLoc = 0;
  /// Pool nodes at SizeBegin this symbol's .size owns, which the next .size
  /// (and the next pass's) reuses: a file of .size lines does not grow.
  uint32_t SizeCapacity = 0;
  /// .comm or .lcomm declared it common (MCSymbol::isCommon), with the
  /// alignment CommonLog2Align as llvm-mc keeps it (a byte). It stays
  /// undefined unless a label or an assignment defines it later.
  bool Common = false;
  uint8_t CommonLog2Align = 0;
  /// Its label is the room a local common symbol got in .bss, which only
  /// llvm-mc's object streamer makes: its listing streamer leaves the
  /// symbol undefined, and lets it be defined again.
  bool LocalCommonLabel = false;
  bool Temporary = false;
  /// A temporary of '.', which llvm-mc's object leaves nameless
  /// (MCContext::createTempSymbol), unlike a numeric label's.
  bool Nameless = false;
  /// llvm-mc's streamer defined it for a section before the first line.
  bool SectionSymbol = false;
  // Pass-one history, in statement order.
  llvm::SmallVector<uint32_t, 1> History;
  // Scratch for the evaluators; the memos hold for one evaluation epoch.
  uint32_t FragmentEpoch = 0;
  Fragment FragmentMemo = Fragment::None;
  bool FragmentInProgress = false;
  uint32_t VisitEpoch = 0;
};

class SymbolTable {
public:
  /// Without history a symbol keeps only its latest definition, in one
  /// slot, so memory does not grow with the number of assignments. That is
  /// all a pass needs that evaluates only at the statement it is at, and
  /// never a symbol before its first definition.
  explicit SymbolTable(bool KeepHistory = true) : KeepHistory(KeepHistory) {}

  uint32_t getOrCreate(llvm::StringRef Name);
  /// NoSymbol when Name was never mentioned.
  uint32_t lookup(llvm::StringRef Name) const;
  /// A label of llvm-mc's own ('.', "N:"), which no lookup finds, named
  /// .LtmpN with the first N whose name is free.
  uint32_t createTemporary();
  /// The names llvm-mc's object gives symbols where they are not name()'s,
  /// by id. Its object's context leaves a '.' label nameless, so the
  /// numeric labels, and the private names of the file renamed after them,
  /// are named in a count the '.' labels take no number in.
  llvm::DenseMap<uint32_t, std::string> objectNames() const;
  /// A section of this name was made: llvm-mc's temporaries skip it.
  void sectionNamed(llvm::StringRef Name) {
    if (Name.starts_with(".L"))
      SectionNames.insert(Name);
  }

  Symbol &operator[](uint32_t Id) { return Syms[Id]; }
  const Symbol &operator[](uint32_t Id) const { return Syms[Id]; }
  /// The name llvm-mc gives the symbol, in the listing and its messages:
  /// the one written, unless a private name was already llvm-mc's.
  llvm::StringRef name(uint32_t Id) const {
    if (LLVM_UNLIKELY(!Renamed.empty())) {
      auto It = Renamed.find(Id);
      if (It != Renamed.end())
        return It->second;
    }
    return Index.name(Id);
  }
  size_t size() const { return Syms.size(); }
  /// NameIndex::prefetch, for a name the table will soon be asked about.
  void prefetchName(uint32_t Hint) const { Index.prefetch(Hint); }

  /// Makes Sym a variable whose value is Rhs (a single constant is stored
  /// as such), as an assignment at statement Stmt does.
  void defineVariable(uint32_t Sym, uint32_t Stmt, llvm::ArrayRef<ExprNode> Rhs,
                      uint32_t RhsLoc, bool Redefinable);
  /// defineVariable() for a constant, where Sym holds a constant already.
  void redefineConstant(uint32_t Sym, uint32_t Stmt, int64_t Value,
                        uint32_t RhsLoc);
  /// The section the labels defined from now on are in.
  void setLabelSection(uint16_t Section) { LabelSection = Section; }
  /// A label was ever placed in a section other than .text, in any pass.
  bool hasLabelsOutsideText() const { return LabelsOutsideText; }
  /// Makes Sym a label at byte offset Address of the current label
  /// section, as of statement Stmt.
  void defineLabel(uint32_t Sym, uint32_t Stmt, uint32_t Address,
                   uint32_t Loc);
  const Definition &def(uint32_t Id) const { return Defs[Id]; }
  /// Moves the label that definition Id placed to byte offset Address (the
  /// branch padding of an object's layout, see BranchPadding.h).
  void moveLabel(uint32_t Id, int64_t Address) {
    assert(Defs[Id].Kind == DefKind::Label && "not a label");
    Defs[Id].Value = Address;
  }
  size_t numDefinitions() const { return Defs.size(); }
  llvm::ArrayRef<ExprNode> exprOf(const Definition &D) const {
    return llvm::ArrayRef(Pool).slice(D.ExprBegin, D.ExprEnd - D.ExprBegin);
  }
  /// Calls Visit(const Symbol &) once for each symbol E names, and for
  /// those the current expressions of its variables name in turn, until
  /// Visit returns false; returns whether it never did.
  template <typename VisitFn>
  bool visitReachedSymbols(llvm::ArrayRef<ExprNode> E, VisitFn Visit) const {
    llvm::SmallVector<llvm::ArrayRef<ExprNode>, 8> Work{E};
    llvm::SmallDenseSet<uint32_t, 8> Seen;
    while (!Work.empty())
      for (const ExprNode &N : Work.pop_back_val()) {
        if (N.Op != ExprOp::Symbol || !Seen.insert(uint32_t(N.Value)).second)
          continue;
        const Symbol &S = (*this)[uint32_t(N.Value)];
        if (!Visit(S))
          return false;
        if (S.State == Symbol::Contents::Variable &&
            def(S.Current).Kind == DefKind::Expr)
          Work.push_back(exprOf(def(S.Current)));
      }
    return true;
  }
  /// Copies Nodes into the pool; returns the [begin, end) range.
  std::pair<uint32_t, uint32_t> store(llvm::ArrayRef<ExprNode> Nodes);

  /// Sets Sym's size expression, as .size does (the last one counts).
  void setSize(uint32_t Sym, llvm::ArrayRef<ExprNode> Size, uint32_t Loc);
  llvm::ArrayRef<ExprNode> sizeOf(const Symbol &S) const {
    return llvm::ArrayRef(Pool).slice(S.SizeBegin, S.SizeEnd - S.SizeBegin);
  }

  /// The latest definition at or before statement Stmt, or NoDef.
  uint32_t definitionAt(uint32_t Sym, uint32_t Stmt) const;

  /// Forgets llvm-mc state before pass two replays the file.
  void resetLiveState();

  /// Starts a new evaluation epoch (invalidates the per-symbol memos).
  uint32_t newEpoch() { return ++Epoch; }

private:
  uint32_t addDefinition(const Definition &D);

  /// Ids by name, and the names by id.
  NameIndex Index;
  // llvm-mc keeps one name space (MCContext's symbol table) for the names
  // written and the ones it makes up: a temporary label takes the first
  // free .LtmpN, and a private name the file mentions after llvm-mc took it
  // is renamed by the same rule (MCContext::createRenamableSymbol).
  bool nameTaken(llvm::StringRef Name) const;
  /// Name followed by the first of its suffixes 0, 1, ... that is free.
  std::string freeName(llvm::StringRef Name);
  /// The names of the temporary symbols, and those given to renamed ones.
  llvm::StringSet<> MadeUpNames;
  /// The private names of sections, which a symbol of the file still names
  /// (the section's symbol) without a new name.
  llvm::StringSet<> SectionNames;
  /// The next suffix tried after each name (MCSymbolTableValue's
  /// NextUniqueID).
  llvm::StringMap<unsigned> NextSuffix;
  /// The symbols whose name is not the one written, with their name.
  llvm::DenseMap<uint32_t, llvm::StringRef> Renamed;
  ChunkedVector<Symbol, 6> Syms;
  ChunkedVector<Definition, 7> Defs;
  std::vector<ExprNode> Pool;
  uint32_t Epoch = 0;
  uint16_t LabelSection = 0;
  bool LabelsOutsideText = false;
  bool KeepHistory;
};

} // namespace gfxas

#endif
