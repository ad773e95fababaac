//===- CommonDirectives.cpp - .comm and .lcomm ----------------------------===//
//
// Common symbols, as llvm-mc's AsmParser reads them (parseDirectiveComm)
// and its ELF streamer makes them (MCELFStreamer::emitCommonSymbol): a
// symbol left for the linker to allocate, listed in SHN_COMMON with its
// alignment as its value; or, when it is local (.lcomm, or .local before
// .comm), room the streamer makes in .bss at once, under a label.
//
//===----------------------------------------------------------------------===//

#include "Frontend/Parser.h"
#include "Frontend/SymbolRules.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/BinaryFormat/ELF.h"
#include "llvm/Support/Alignment.h"

using namespace gfxas;

// AsmParser::parseDirectiveComm: ".comm NAME, SIZE[, ALIGN]" and ".lcomm
// NAME, SIZE". On amdgcn the alignment is a power of two
// (COMMDirectiveAlignmentIsInBytes is false), kept in a byte as llvm::Align
// keeps it, and .lcomm takes none (LCOMMDirectiveAlignmentType is
// NoAlignment).
void Parser::parseCommonDirective(bool IsLocal) {
  uint32_t NameLoc = Lex.tok().Begin;
  std::optional<llvm::StringRef> Name = parseIdentifier();
  if (!Name) {
    error(Lex.tok().Begin, "expected identifier in directive");
    return;
  }
  uint32_t Sym = Syms.getOrCreate(*Name);
  if (!skipToken(Tok::Comma, "expected comma"))
    return;
  uint32_t SizeLoc = Lex.tok().Begin;
  int64_t Size;
  if (!parseAbsoluteOperand(Size))
    return;
  int64_t Log2Align = 0;
  if (Lex.is(Tok::Comma)) {
    Lex.lex();
    uint32_t AlignLoc = Lex.tok().Begin;
    if (!parseAbsoluteOperand(Log2Align))
      return;
    if (IsLocal) {
      error(AlignLoc, "alignment not supported on this target");
      return;
    }
  }
  if (!parseEndOfStatement())
    return;
  // The listing's line, as MCAsmStreamer's emitCommonSymbol and
  // emitLocalCommonSymbol print it: .lcomm without an alignment.
  auto ListDirective = [&] {
    std::string Operands = "," + llvm::utostr(uint64_t(Size));
    if (!IsLocal)
      Operands += "," + llvm::utostr(uint8_t(Log2Align));
    Sink->directive(IsLocal ? ".lcomm" : ".comm", Syms.name(Sym), Operands);
  };
  if (Size < 0) {
    errorAfterEnd(SizeLoc, "size must be non-negative");
    return;
  }
  switch (checkCommon(Syms, Eval, Sym, IsLocal)) {
  case CommonRefusal::None:
    break;
  case CommonRefusal::Redefinition:
    if (!Syms[Sym].LocalCommonLabel) {
      errorAfterEnd(NameLoc, "invalid symbol redefinition");
      return;
    }
    // Only the object streamer placed it: the listing takes the directive.
    if (Sink) {
      Sink->objectParserError(
          {Diagnostic::Kind::Error, NameLoc, "invalid symbol redefinition"});
      ListDirective();
    }
    return;
  case CommonRefusal::AssignedVariable:
    errorAfterEnd(NameLoc, "gfxas does not support .comm of a symbol an "
                           "assignment defined");
    return;
  }
  Symbol &S = Syms[Sym];
  if (IsLocal)
    S.Binding = llvm::ELF::STB_LOCAL;
  else if (S.Binding == Symbol::NoBinding)
    S.Binding = llvm::ELF::STB_GLOBAL;
  S.Common = true;
  S.CommonLog2Align = uint8_t(Log2Align);
  // The streamer sets the type and the size outright: a .type or a .size
  // before is forgotten, one after combines or wins as usual.
  S.ElfType = llvm::ELF::STT_OBJECT;
  ExprNode SizeNode;
  SizeNode.Op = ExprOp::Constant;
  SizeNode.Value = Size;
  SizeNode.Loc = SizeLoc;
  Syms.setSize(Sym, SizeNode, SizeLoc);
  if (Sink)
    registerSymbol(Sym);
  if (S.Binding == llvm::ELF::STB_LOCAL &&
      !allocateLocalCommon(Sym, uint64_t(Size), NameLoc))
    return;
  if (Sink)
    ListDirective();
}

// The local branch of MCELFStreamer::emitCommonSymbol: in .bss, padding to
// the alignment, the label, then Size zero bytes, and back to the section
// it came from. Only the object streamer does this; llvm-mc's listing shows
// the directive alone (see Sections::switchUnlisted). False after an error.
bool Parser::allocateLocalCommon(uint32_t Sym, uint64_t Size, uint32_t Loc) {
  if (Record.PadBranches) {
    errorAfterEnd(Loc, "gfxas supports no section but .text on " +
                           llvm::Twine(Cpu.Name) + ", whose branches it pads");
    return false;
  }
  uint8_t Log2Align = Syms[Sym].CommonLog2Align;
  // llvm-mc's writer would place .bss past the end of the file's offsets.
  if (Log2Align >= 32) {
    errorAfterEnd(Loc, "gfxas supports alignments of local common symbols "
                       "below 2**32");
    return false;
  }
  uint16_t Bss =
      Secs.getOrCreate(".bss", llvm::ELF::SHT_NOBITS,
                       llvm::ELF::SHF_WRITE | llvm::ELF::SHF_ALLOC, 0);
  uint16_t Back = Secs.current();
  Secs.switchUnlisted(Bss);
  uint64_t Padding = llvm::offsetToAlignment(
      uint64_t(Address), llvm::Align(uint64_t(1) << Log2Align));
  if (Address + Padding + Size > MaxTextSize) {
    errorAfterEnd(Loc, "gfxas: .bss would grow past 4 GiB");
    Secs.switchUnlisted(Back);
    return false;
  }
  AlignmentDirective Align;
  Align.Offset = Address;
  Align.Log2Align = Log2Align;
  Align.Fill = 0;
  Align.MaxBytes = 0;
  Align.Padding = uint32_t(Padding);
  Align.Loc = Loc;
  Address += uint32_t(Padding);
  Barriers.add(Secs.current(), Stmt);
  defineLabel(Sym, Loc);
  Syms[Sym].LocalCommonLabel = true;
  if (Sink && Sink->wantsOperandDetails())
    Sink->labelDefined(Syms.name(Sym), Loc);
  FillDirective Zeros{FillDirective::Kind::Zero, Address};
  Zeros.Count = int64_t(Size);
  Zeros.Loc = Loc;
  Address += uint32_t(Size);
  if (Sink)
    Sink->commonAllocation(Align, Zeros);
  Secs.switchUnlisted(Back);
  return true;
}
