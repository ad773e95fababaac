//===- SymbolDirectives.h - .globl, .weak, .type, .size, ... ----*- C++ -*-===//
//
// The ELF symbol directives, as llvm-mc's ELFAsmParser reads them and its
// ELF streamer applies them (MCELFStreamer::emitSymbolAttribute and
// emitELFSize): the binding, the visibility, the type and the size an
// object's symbol table gets. Like .globl, the attribute directives register
// the symbol with the assembler, which fixes its place in the symbol table;
// .size does not. Only the ELF streamer complains about a binding changed from
// one to another, so those diagnostics go to the object's sink alone.
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_LIB_FRONTEND_SYMBOLDIRECTIVES_H
#define GFXAS_LIB_FRONTEND_SYMBOLDIRECTIVES_H

#include "Frontend/Evaluator.h"
#include "Frontend/StatementContext.h"
#include "Frontend/SymbolTable.h"
#include "Syntax/ExprParser.h"
#include "gfxas/Assembler.h"
#include <functional>
#include <vector>

namespace gfxas {

class SymbolDirectives {
public:
  /// Register registers a symbol with llvm-mc's assembler, which fixes its
  /// place in the symbol table (MCAssembler::registerSymbol).
  SymbolDirectives(StatementContext &Ctx, SymbolTable &Syms, ExprParser &Exprs,
                   Evaluator &Eval, std::function<void(uint32_t)> Register)
      : Ctx(Ctx), Lex(Ctx.Lex), Syms(Syms), Exprs(Exprs), Eval(Eval),
        Register(std::move(Register)) {}

  /// .globl at Loc.
  void parseGlobl(uint32_t Loc);
  /// .local, .weak, the visibilities, .type and .size.
  void parseDirective(llvm::StringRef Directive, uint32_t Loc);
  /// A .type named a type of the GNU ELF ABI (AsmSink::gnuAbi).
  bool gnuAbi() const { return GnuAbi; }

  /// What llvm-mc's writer gives Info's symbol from its .type and .size
  /// directives, and from those of Base, the symbol a variable rests on.
  void computeTypeAndSize(uint32_t Sym, uint32_t Base, SymbolInfo &Info);
  /// Sym is an indirect function, itself or along the references it is
  /// set to (once the file has ended).
  bool isIFunc(uint32_t Sym);

private:
  void setBinding(uint32_t Sym, uint8_t Binding, uint32_t Loc);
  void parseAttributeDirective(llvm::StringRef Directive, uint32_t Loc);
  void parseTypeDirective();
  void parseSizeDirective();
  uint32_t sizedAlongReferences(uint32_t Sym);
  void error(uint32_t Loc, const llvm::Twine &Msg) { Ctx.error(Loc, Msg); }

  StatementContext &Ctx;
  Lexer &Lex;
  SymbolTable &Syms;
  ExprParser &Exprs;
  Evaluator &Eval;
  std::function<void(uint32_t)> Register;
  bool GnuAbi = false;
  /// The answers of isIFunc and sizedAlongReferences, per symbol.
  enum class Answer : uint8_t { Unknown, No, Yes };
  std::vector<Answer> IFuncMemo;
  std::vector<uint32_t> SizedVia;
  std::vector<ExprNode> Size;
};

} // namespace gfxas

#endif
