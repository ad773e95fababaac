//===- Sections.h - The sections of a file and their directives -*- C++ -*-===//
//
// The section directives as llvm-mc 19's ELFAsmParser reads them and its
// streamer applies them (MCStreamer::switchSection, pushSection,
// popSection): the flags and type a section gets from its name, its flags
// string and its type, the errors for a section named again with other
// ones, and the section stack. Each section keeps its own location counter;
// the events after a switch are at offsets in the new section.
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_LIB_FRONTEND_SECTIONS_H
#define GFXAS_LIB_FRONTEND_SECTIONS_H

#include "Frontend/Evaluator.h"
#include "Frontend/SectionStack.h"
#include "Frontend/StatementContext.h"
#include "Frontend/SymbolTable.h"
#include "Syntax/ExprParser.h"
#include "gfxas/Assembler.h"
#include "llvm/ADT/StringMap.h"
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace gfxas {

class Sections {
public:
  /// A section of the file, numbered in the order it first names it; .text
  /// is 0.
  struct Section {
    std::string Name;
    uint32_t Flags = 0, Type = 0, EntSize = 0;
    /// Its location counter while another section is current.
    uint32_t Address = 0;
    bool Entered = false;
    uint32_t RegisteredAt = SymbolInfo::NotRegistered;
    /// What llvm-mc's listing prints to switch to it.
    std::string Listing;
  };

  /// With PadBranches, .text is the only section (PassOneRecord).
  /// RegisterSection gives a section the pass reports entering for the
  /// first time its place in llvm-mc's registration sequence.
  Sections(StatementContext &Ctx, SymbolTable &Syms, ExprParser &Exprs,
           Evaluator &Eval, const CpuInfo &Cpu, bool PadBranches,
           std::function<uint32_t()> RegisterSection)
      : Ctx(Ctx), Lex(Ctx.Lex), Syms(Syms), Exprs(Exprs), Eval(Eval), Cpu(Cpu),
        PadBranches(PadBranches), RegisterSection(std::move(RegisterSection)) {}

  /// Back to .text alone, current, as at the start of a pass.
  void reset();
  uint16_t current() const { return Cur; }
  const Section &currentSection() const { return Table[Cur]; }
  const Section &operator[](uint16_t Id) const { return Table[Id]; }
  /// The section llvm-mc's listing streamer is in.
  uint16_t listedCurrent() const { return Stack.listedCurrent(); }
  /// A section the linker must retain was entered: llvm-mc's ELF streamer
  /// then marks the object's ABI as GNU's.
  bool enteredRetained() const { return EnteredRetained; }
  uint16_t getOrCreate(llvm::StringRef Name, uint32_t Type, uint32_t Flags,
                       uint32_t EntSize);
  /// SectionStack::switchUnlisted's switch.
  void switchUnlisted(uint16_t Id);
  /// MCStreamer::pushSection and a switch to Id that only the object
  /// streamer makes (llvm-mc's AMDGPU streamer writing a note), and the
  /// popSection that ends it: the current and previous sections are then
  /// those before the push.
  void pushUnlisted(uint16_t Id) {
    Stack.push();
    switchUnlisted(Id);
  }
  void popUnlisted() { pop(); }
  /// A section directive at Loc, read up to its end; true when it ended
  /// inside its line, whose rest is another statement.
  bool parseDirective(llvm::StringRef Directive, uint32_t Loc);

private:
  void switchTo(uint16_t Id);
  bool pop();
  /// Makes Id the current section; the listing shows a switch to Listed
  /// (SectionStack::None: none).
  void enter(uint16_t Id, uint16_t Listed);
  bool parseArguments(bool IsPush, uint32_t Loc);
  bool parseFlagString(uint32_t &Flags);
  std::optional<uint32_t> parseSunStyleFlags();
  std::optional<llvm::StringRef> parseName();
  bool parseSubsection(llvm::StringRef Name, bool Optional = true);
  void lateDirectiveError(uint32_t Loc, const llvm::Twine &Msg);
  void error(uint32_t Loc, const llvm::Twine &Msg) { Ctx.error(Loc, Msg); }

  StatementContext &Ctx;
  Lexer &Lex;
  SymbolTable &Syms;
  ExprParser &Exprs;
  Evaluator &Eval;
  const CpuInfo &Cpu;
  bool PadBranches;
  std::function<uint32_t()> RegisterSection;
  std::vector<Section> Table;
  llvm::StringMap<uint16_t> Ids;
  uint16_t Cur = 0;
  SectionStack Stack;
  bool EnteredRetained = false;
  std::vector<ExprNode> Expr;
};

} // namespace gfxas

#endif
