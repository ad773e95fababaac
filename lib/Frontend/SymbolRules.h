//===- SymbolRules.h - llvm-mc's rules for defining symbols -----*- C++ -*-===//
//
// What llvm-mc's parser and streamer allow when a statement names, assigns
// or places a symbol, decided on the live symbol state: the parser's pass
// one and the expression fuzzer share them, so there is one copy of rules
// whose every detail decides a diagnostic.
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_LIB_SYMBOLRULES_H
#define GFXAS_LIB_SYMBOLRULES_H

#include "Frontend/Evaluator.h"
#include "Frontend/SymbolTable.h"
#include "llvm/ADT/SmallVector.h"

namespace gfxas {

/// .strtab and .symtab: sections llvm-mc's object writer makes only once
/// the symbols are resolved, which no symbol can stand for.
bool isWriterSectionName(llvm::StringRef Name);

/// E reaches a symbol (named, or through variables' values) that is not
/// defined yet.
bool reachesUnsetSymbol(const SymbolTable &Syms, llvm::ArrayRef<ExprNode> E);

/// A reference to Name in an expression. llvm-mc substitutes a variable
/// with a constant value at once, so later redefinitions do not change what
/// the expression means; any other symbol stays a reference. Id is the
/// symbol, created when the file had not mentioned it.
ExprNode referenceSymbol(SymbolTable &Syms, llvm::StringRef Name, uint32_t Loc,
                         uint32_t &Id);

/// The value a reference to symbol Id stands for right away: that of a
/// variable whose definition is a constant.
std::optional<int64_t> inlinedValue(const SymbolTable &Syms, uint32_t Id);

/// Why an assignment is refused.
enum class AssignRefusal : uint8_t {
  None,
  /// llvm-mc's: "Recursive use of 'x'".
  RecursiveUse,
  /// llvm-mc's: "redefinition of 'x'".
  Redefinition,
  /// llvm-mc's: "invalid assignment to 'x'".
  InvalidAssignment,
  /// llvm-mc's: "invalid reassignment of non-absolute variable 'x'".
  NonAbsoluteReassignment,
  /// gfxas's: a cycle llvm-mc's recursion check misses ("a = b + c; c = 1;
  /// c = a" passes it and crashes llvm-mc on the first use).
  Cycle,
};

struct AssignVerdict {
  AssignRefusal Refusal = AssignRefusal::None;
  /// The symbol assigned, or NoSymbol when refused before it existed.
  uint32_t Sym = NoSymbol;
  /// RecursiveUse and Cycle: the cycle, from Sym back to Sym, when there is
  /// one.
  llvm::SmallVector<uint32_t, 8> Path;
};

/// The common assignment, of a constant to a variable that holds a
/// constant, with '=' or .set: what assignVariable() does with it, sooner.
/// False, with nothing done, for any other.
bool reassignConstant(SymbolTable &Syms, uint32_t Sym, int64_t Value,
                      uint32_t RhsLoc, uint32_t Stmt);

/// MCParserUtils::parseAssignmentExpression's checks, in its order, then
/// gfxas's cycle check; when all pass, Name becomes a variable whose value
/// is Rhs, as of statement Stmt.
AssignVerdict assignVariable(SymbolTable &Syms, Evaluator &Eval,
                             llvm::StringRef Name, llvm::ArrayRef<ExprNode> Rhs,
                             uint32_t RhsLoc, uint32_t Stmt, bool AllowRedef);

/// MCStreamer::emitLabel: a variable assigned with '=' or .set gives way to
/// the label; anything else already defined refuses it (false: "symbol 'x'
/// is already defined"). Otherwise Sym becomes a label at Address.
bool placeLabel(SymbolTable &Syms, Evaluator &Eval, uint32_t Sym, uint32_t Stmt,
                uint32_t Address, uint32_t Loc);

/// What AsmParser::parseDirectiveComm finds of the symbol .comm or .lcomm
/// names.
enum class CommonRefusal : uint8_t {
  None,
  /// llvm-mc's "invalid symbol redefinition": the symbol is defined.
  Redefinition,
  /// A variable .comm would make common again, which gfxas's history of
  /// definitions cannot express (a definition that undefines).
  AssignedVariable,
};

/// parseDirectiveComm's check, MCSymbol::redefineIfPossible then
/// isUndefined: a variable assigned with '=' or .set gives way, anything
/// else defined refuses. Local says the symbol becomes a label right away
/// (in .bss), which a variable may give way to, as placeLabel() allows.
CommonRefusal checkCommon(SymbolTable &Syms, Evaluator &Eval, uint32_t Sym,
                          bool Local);

} // namespace gfxas

#endif
