//===- MacroDirectives.h - .macro, .rept, .irp and .irpc -----*- C++ -*-===//
//
// llvm-mc's macro language is lexical: a call writes the macro's body,
// with the arguments put in, into a buffer of its own and parses that
// buffer, ended by an .endmacro (.endr for a repetition) that brings the
// parser back after the call. gfxas does the same in the SourceSpace, so
// the statements of an expansion are parsed like any other, by the same
// parser; only their offsets lie past the file.
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_LIB_FRONTEND_MACRODIRECTIVES_H
#define GFXAS_LIB_FRONTEND_MACRODIRECTIVES_H

#include "Frontend/Conditionals.h"
#include "Frontend/DirectiveTable.h"
#include "Frontend/Evaluator.h"
#include "Frontend/IncludeFiles.h"
#include "Frontend/StatementContext.h"
#include "Syntax/ExprParser.h"
#include "llvm/ADT/StringMap.h"
#include <string>
#include <vector>

namespace gfxas {

class MacroDirectives {
public:
  MacroDirectives(StatementContext &Ctx, ExprParser &Exprs, Evaluator &Eval,
                  ConditionalAssembly &Conds, IncludeFiles &Includes)
      : Ctx(Ctx), Lex(Ctx.Lex), Exprs(Exprs), Eval(Eval), Conds(Conds),
        Includes(Includes) {}

  struct Macro;
  /// The macro a statement's first name calls, or null.
  const Macro *lookup(llvm::StringRef Name) const {
    if (LLVM_LIKELY(Macros.empty()))
      return nullptr;
    auto It = Macros.find(Name);
    return It == Macros.end() ? nullptr : &It->second;
  }
  /// The call of M whose name is at NameLoc, the lexer past the name. True
  /// when the statement is done with (the lexer is where the parser goes
  /// on); false after an error, with the rest of the statement to skip.
  bool call(const Macro &M, uint32_t NameLoc);
  /// Reads the directive Kind (spelled Directive, at Loc), the lexer past
  /// its name; the same return as call().
  bool parseDirective(MacroDirective Kind, llvm::StringRef Directive,
                      uint32_t Loc);

  /// One token of an argument: its text, and whether it was a string,
  /// which a body receives without its quotes.
  struct ArgToken {
    std::string Text;
    bool IsString = false;
  };
  using Argument = std::vector<ArgToken>;
  struct Parameter {
    std::string Name;
    Argument Default;
    bool Required = false;
    bool Vararg = false;
  };
  struct Macro {
    std::string Name;
    std::string Body;
    std::vector<Parameter> Parameters;
    /// How many times it was expanded, for "\+".
    mutable unsigned Count = 0;
  };

private:
  bool parseDefinition(uint32_t Loc);
  bool scanDefinitionBody(uint32_t Loc, uint32_t &BodyBegin, uint32_t &BodyEnd);
  void warnOfPositionalParameters(uint32_t Loc, const Macro &M);
  bool parseRept(llvm::StringRef Directive, uint32_t Loc);
  bool parseIrp(uint32_t Loc, bool ByCharacter);
  bool parseRepetitionBody(uint32_t Loc, Macro &M);
  bool exitInstantiation(llvm::StringRef Directive, bool LeaveBlocks);
  bool parsePurge(uint32_t Loc);

  bool parseArgument(Argument &A, bool Vararg);
  bool parseArguments(const Macro *M, std::vector<Argument> &Args);
  void expand(std::string &Out, const Macro &M,
              llvm::ArrayRef<Parameter> Parameters,
              llvm::ArrayRef<Argument> Args, bool CountsInstantiations);
  /// Parses the buffer Text makes, called at CallLoc; back at ExitLoc.
  bool instantiate(uint32_t CallLoc, uint32_t ExitLoc, llvm::StringRef Text);

  ArgToken argToken(const Token &T) const;
  bool spaceBefore(const Token &T, uint32_t PrevEnd) const {
    return T.Begin > PrevEnd;
  }
  void error(uint32_t Loc, const llvm::Twine &Msg) { Ctx.error(Loc, Msg); }

  StatementContext &Ctx;
  Lexer &Lex;
  ExprParser &Exprs;
  Evaluator &Eval;
  ConditionalAssembly &Conds;
  IncludeFiles &Includes;
  llvm::StringMap<Macro> Macros;
  /// The active instantiations, the outermost first.
  struct Active {
    uint32_t ExitLoc;
    size_t CondDepth;
  };
  std::vector<Active> Stack;
  /// llvm-mc's NumOfMacroInstantiations, for "\@".
  unsigned Instantiations = 0;
  /// The anonymous macro of the repetitions (its Count is "\+").
  std::vector<ExprNode> CountExpr;
};

} // namespace gfxas

#endif
