//===- KernelDirectives.cpp - The .amdhsa_kernel block --------------------===//
//
// AMDGPUAsmParser::ParseDirectiveAMDHSAKernel under amdhsa: the block's
// lines are read here, their values evaluated where they stand, and handed
// to the model (Target/KernelDescriptor.h), which has llvm-mc's checks, the
// descriptor and the listing. The parser then does what llvm-mc's ELF
// streamer does with them: NAME.kd, the bytes and the relocation to the
// kernel (docs/hsa-kernel-descriptor.md).
//
//===----------------------------------------------------------------------===//

#include "Frontend/Parser.h"
#include "Frontend/SymbolRules.h"
#include "Target/KernelDescriptor.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/BinaryFormat/ELF.h"

using namespace gfxas;

namespace {

/// Where each line of the block lies, which the model's diagnostics point
/// into: llvm-mc underlines the name for a message about the field, and the
/// value, up to the token after it, for "value out of range".
struct FieldSpans {
  struct Span {
    uint32_t NameLoc, NameEnd, ValueLoc, ValueEnd;
  };
  llvm::SmallVector<Span, 16> Lines;

  /// The end of llvm-mc's range for a diagnostic of the model, if any.
  uint32_t rangeEnd(const Diagnostic &D) const {
    for (const Span &S : Lines) {
      if (D.Offset == S.NameLoc)
        return S.NameEnd;
      if (D.Offset == S.ValueLoc && D.Message == "value out of range")
        return S.ValueEnd;
    }
    return Diagnostic::NoOffset;
  }
};

} // namespace

bool Parser::parseAmdhsaKernel(uint32_t Loc) {
  // llvm-mc's target parser does not claim the directive without a name,
  // and its generic parser knows no such directive.
  uint32_t NameLoc = Lex.tok().Begin;
  std::optional<llvm::StringRef> Name = parseIdentifier();
  if (!Name) {
    error(Loc, "unknown directive");
    return false;
  }
  std::string Kernel = Name->str();

  KdTarget Target = KdTarget::forCpu(
      Cpu, !llvm::StringRef(Record.TargetId).contains(":xnack-"),
      Record.WavefrontSize64);
  Target.CodeObjectVersion = CodeObjectVersion.value_or(
      Sink ? Sink->triple().CodeObjectVersion : Target.CodeObjectVersion);
  KernelDescriptorBuilder KD(Target, Kernel);
  FieldSpans Spans;
  llvm::StringSet<> Seen;
  Diagnostic Err;
  auto Fail = [&] {
    StatementContext::error(Err.Offset, Err.Message, Spans.rangeEnd(Err));
    return false;
  };
  std::optional<std::pair<uint32_t, llvm::StringRef>> FirstUnresolved;
  for (;;) {
    // Blank lines and comments between the fields.
    while (Lex.is(Tok::EndOfStatement))
      Lex.lex();
    uint32_t IdLoc = Lex.tok().Begin;
    if (!Lex.is(Tok::Identifier)) {
      error(IdLoc, "expected .amdhsa_ directive or .end_amdhsa_kernel");
      return false;
    }
    llvm::StringRef Id = Lex.text();
    Lex.lex();
    if (Id == ".end_amdhsa_kernel")
      break;
    uint32_t ValueLoc = Lex.tok().Begin;
    // Before the value is read.
    if (!Seen.insert(Id).second) {
      error(ValueLoc, ".amdhsa_ directives cannot be repeated");
      return false;
    }
    Operand.clear();
    if (!Exprs.parse(Operand))
      return false;
    Spans.Lines.push_back(
        {IdLoc, IdLoc + uint32_t(Id.size()), ValueLoc, Lex.tok().Begin});
    int64_t Value;
    bool Added;
    if (Eval.evaluateAsAbsolute(Operand, Value)) {
      Added = KD.addField(Id, IdLoc, Value, ValueLoc, Err);
    } else {
      Added = KD.addUnresolvedField(Id, IdLoc, ValueLoc, Err);
      if (!FirstUnresolved)
        FirstUnresolved = {ValueLoc, Id};
    }
    if (!Added)
      return Fail();
  }
  // What the block as a whole lacks is reported at the token after
  // .end_amdhsa_kernel.
  if (!KD.finish(Lex.tok().Begin, Err))
    return Fail();
  // llvm-mc keeps such a value as an expression, which its listing prints
  // and its object resolves at the end of the file; gfxas's model keeps
  // integers.
  if (FirstUnresolved) {
    error(FirstUnresolved->first,
          "gfxas does not support a value of " + FirstUnresolved->second +
              " that is not known where it stands (llvm-mc keeps the "
              "expression)");
    return false;
  }
  if (Address + KdSize > MaxTextSize) {
    error(Loc, "gfxas: .text would grow past 4 GiB");
    return false;
  }

  // AMDGPUTargetELFStreamer::EmitAmdhsaKernelDescriptor: NAME.kd takes the
  // kernel's binding and visibility as they are now, and the kernel becomes
  // protected so that the descriptor may relocate against it.
  uint32_t KernelSym = Syms.getOrCreate(Kernel);
  uint32_t DescSym = Syms.getOrCreate(Kernel + ".kd");
  Symbol &K = Syms[KernelSym];
  Symbol &D = Syms[DescSym];
  if (K.Binding != Symbol::NoBinding)
    D.Binding = K.Binding;
  else
    D.Binding = K.State == Symbol::Contents::Unset ? llvm::ELF::STB_GLOBAL
                                                   : llvm::ELF::STB_LOCAL;
  D.Visibility = K.Visibility;
  if (K.Visibility == llvm::ELF::STV_DEFAULT)
    K.Visibility = llvm::ELF::STV_PROTECTED;
  D.ElfType = llvm::ELF::STT_OBJECT;
  ExprNode Size = ExprNode::constant(Loc, KdSize);
  Syms.setSize(DescSym, Size, Loc);
  // Only llvm-mc's object streamer defines NAME.kd: its listing lets the
  // name be defined again, and its object says so without a location.
  Syms[DescSym].LocalCommonLabel = true;
  // Where the last block of NAME puts NAME.kd is known once the file is
  // read (a repeated block is an error, but llvm-mc's writer still reports
  // each entry's offset it cannot write).
  if (M == Mode::Speculative)
    abandonSpeculation();
  if (isPassOne())
    Record.LastDescriptorSection[DescSym] = Secs.current();
  if (isPassTwo()) {
    flushSemanticDiags();
    installDefinition(DescSym);
  } else {
    if (!placeLabel(Syms, Eval, DescSym, Stmt, Address, Loc))
      semanticError(Diagnostic::NoOffset,
                    "symbol '" + Syms.name(DescSym) + "' is already defined",
                    /*FailsStatement=*/false, /*ObjectOnly=*/true);
    if (Sink)
      flushSemanticDiags();
  }

  // The entry's offset, k - k.kd with k@rel64: relocated against the kernel
  // at 16 of the descriptor, addend 16. A kernel defined later is known
  // only once the file is read.
  const Symbol &KS = Syms[KernelSym];
  DataValue Entry;
  Entry.Offset = Address + KdEntryOffset;
  Entry.Size = 8;
  Entry.Resolved = false;
  Entry.Loc = NameLoc;
  Entry.RelocSymbol = Syms.name(KernelSym);
  Entry.RelocPCRel = true;
  Entry.LaterFixup = true;
  Entry.Value = KdEntryOffset;
  uint32_t KernelDef = KS.State == Symbol::Contents::Label ? KS.Current
                       : KS.History.empty()                ? NoDef
                                                           : KS.History.back();
  if (KernelDef != NoDef) {
    const Definition &Def = Syms.def(KernelDef);
    if (Def.Kind == DefKind::Label) {
      Entry.Value += uint64_t(Def.Value);
      Entry.LabelSections[0] = Def.Section;
    }
  }
  Entry.LabelSections[1] = Secs.current();
  if (isPassTwo() &&
      Record.LastDescriptorSection.lookup(DescSym) != Secs.current()) {
    // llvm-mc's writer, without a location (the streamer gave none).
    Entry.RelocSymbol = {};
    Entry.CrossSection = true;
    Entry.Loc = Diagnostic::NoOffset;
  }
  uint32_t Offset = Address;
  Address += KdSize;
  if (!Sink)
    return true;
  registerSymbol(DescSym);
  registerSymbol(KernelSym);
  ExprNode Ref = ExprNode::symbol(NameLoc, KernelSym);
  auto SymbolName = [&](uint32_t Id) { return Syms.name(Id); };
  ExprView Printed{Ref, SymbolName};
  Entry.Printed = &Printed;
  std::array<uint8_t, KdSize> Bytes = KD.bytes();
  std::string Listing = KD.listing();
  Sink->kernelDescriptor({Syms.name(KernelSym), Syms.name(DescSym), Offset,
                          Bytes, &Entry, Listing});
  return true;
}
