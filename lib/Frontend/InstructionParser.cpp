//===- InstructionParser.cpp - Instruction statements --------------------===//

#include "Frontend/InstructionParser.h"
#include "Frontend/SymbolRules.h"
#include "Syntax/SymbolSpelling.h"
#include "Target/FixupRules.h"
#include "Target/Operands/ScalarSource.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/bit.h"
#include "llvm/BinaryFormat/ELF.h"
#include "llvm/Support/Endian.h"
#include <cstring>

using namespace gfxas;

//===-- Operands ----------------------------------------------------------===//

static bool hasVariant(llvm::ArrayRef<ExprNode> E) {
  return llvm::any_of(
      E, [](const ExprNode &N) { return N.Variant != SymbolVariant::None; });
}

// An instruction's operand may name a relocation variant ("sym@rel32@lo"),
// which llvm-mc reads in any operand and only a literal can keep.
bool InstructionParser::parseOperandExpression() {
  Operand.clear();
  Exprs.AllowVariants = true;
  bool Parsed = Exprs.parse(Operand);
  Exprs.AllowVariants = false;
  return Parsed;
}

// Most operands are a lone number (a counter's value, a register index): no
// expression to build or evaluate when the token after it cannot continue
// one, which only a binary operator, a directional label's "b" or "f" or a
// variant's '@' would.
bool InstructionParser::takeLoneInteger(int64_t &Value) {
  if (!Lex.is(Tok::Integer))
    return false;
  Tok Next = Lex.peek().Kind;
  ExprOp Op;
  if (Next == Tok::Identifier || Next == Tok::At || binaryPrecedence(Next, Op))
    return false;
  Value = Lex.tok().IntVal;
  Lex.lex();
  return true;
}

bool InstructionParser::parseAbsolute(int64_t &Value, llvm::StringRef What,
                                      const char *Message) {
  uint32_t Loc = Lex.tok().Begin;
  if (takeLoneInteger(Value))
    return true;
  if (!parseOperandExpression())
    return false;
  auto Report = [&] {
    if (What.empty())
      error(Loc, "expected absolute expression");
    else
      error(Loc, "expected " + What + " or an absolute expression");
  };
  // A variant is never absolute, in any pass.
  if (hasVariant(Operand)) {
    if (Message) {
      matchError(Loc, Message);
      return false;
    }
    Report();
    return false;
  }
  if (!Exprs.knownNotAbsolute() && Eval.evaluateAsAbsolute(Operand, Value))
    return true;
  // What llvm-mc cannot evaluate in one pass, gfxas can: forward references
  // and labels. What neither can is explained in a note.
  EvalError Err;
  if (!Ctx.isPassOne() && Eval.evaluateAt(Operand, Ctx.Stmt, Value, Err))
    return true;
  // Pass one cannot know yet whether pass two will resolve the expression;
  // it carries on as if it will, so both passes parse the same tokens. A
  // speculative pass, which only knows the definitions so far, becomes pass
  // one here.
  if (Ctx.M == StatementContext::Mode::Speculative)
    Ctx.abandonSpeculation();
  if (Ctx.isPassOne()) {
    Value = 0;
    return true;
  }
  if (Message) {
    matchError(Loc, Message);
    Match.Deferred.push_back(
        {Diagnostic::Kind::Note, Err.Loc, Err.message(Syms)});
    return false;
  }
  Report();
  Ctx.note(Err.Loc, Err.message(Syms));
  return false;
}

void InstructionParser::matchError(uint32_t Loc, const llvm::Twine &Msg) {
  Match.Pending = true;
  Match.Deferred.push_back({Diagnostic::Kind::Error, Loc, Msg.str()});
}

void InstructionParser::strictError(uint32_t Loc, const llvm::Twine &Msg) {
  Match.Pending = true;
  Match.Stricter.push_back({Diagnostic::Kind::Error, Loc, Msg.str()});
}

void InstructionParser::strictWarning(uint32_t Loc, const llvm::Twine &Msg) {
  Match.Pending = true;
  Match.Stricter.push_back({Diagnostic::Kind::Warning, Loc, Msg.str()});
}

bool InstructionParser::parseRemainingOperands() {
  while (!Lex.atEndOfStatement()) {
    if (!parseOperandAtPosition())
      return false;
    if (Lex.is(Tok::Comma))
      Lex.lex();
  }
  return true;
}

// An operand the instruction does not take at Shapes.Position: as a
// modifier a shape of the row takes there (a second cache policy, offset:N
// after an immediate offset), which llvm-mc's parser tries first, or as
// any operand.
bool InstructionParser::parseOperandAtPosition(uint32_t *ValueLoc) {
  unsigned Position = Shapes.Position++;
  std::optional<OperandClassId> Modifier;
  if (Shapes.Row)
    Modifier = modifierAtPosition(*Shapes.Row, Position);
  if (!Modifier)
    return parseExtraOperand(ValueLoc);
  if (ValueLoc)
    *ValueLoc = Lex.tok().Begin;
  int64_t Ignored;
  return operandClass(*Modifier).parse(*this, Ignored);
}

// llvm-mc parses every operand of a statement before it matches them to the
// instruction: an error in parsing a later operand is reported instead.
bool InstructionParser::reportDeferredMatchErrors() {
  // The operand that deferred its error was read up to the comma after it
  // (s_nop x, 1): the next operand starts past it.
  if (Lex.is(Tok::Comma))
    Lex.lex();
  if (!parseRemainingOperands())
    return false;
  // The matcher stops at the first operand that does not fit: one before
  // the operand that deferred its error (s_cmpk_eq_i32 3, s1).
  if (Match.Mismatch) {
    error(*Match.Mismatch, "invalid operand for instruction");
    return true;
  }
  for (const Diagnostic &D : Match.Deferred) {
    if (D.Severity == Diagnostic::Kind::Error)
      error(D.Offset, D.Message);
    else
      Ctx.note(D.Offset, D.Message);
  }
  return true;
}

bool InstructionParser::parseExtraOperand(uint32_t *ValueLoc) {
  // Registers and modifiers first, as llvm-mc's parseRegOrImm has them. A
  // modifier is no operand; llvm-mc says so only when the statement has no
  // error yet (s_endpgm |1| has one, from s_endpgm's own operand).
  if (!startsRegister(Lex) && startsModifier(Lex)) {
    if (!Ctx.ErrorReported)
      error(Lex.tok().Begin, "not a valid operand.");
    return false;
  }
  // lit(...) stands for the value inside, where llvm-mc's matcher points.
  ScalarValue V;
  if (parseScalarValue(*this, V)) {
    if (ValueLoc)
      *ValueLoc = V.Loc;
    return true;
  }
  if (!Ctx.ErrorReported)
    error(Lex.tok().Begin, "failed parsing operand.");
  return false;
}

bool InstructionParser::parseExpression(int64_t &Value, bool &Absolute) {
  if (takeLoneInteger(Value)) {
    Absolute = true;
    return true;
  }
  if (!parseOperandExpression())
    return false;
  // Where llvm-mc keeps the expression for a fixup, gfxas does not look
  // ahead: the operand would encode differently from llvm-mc's.
  Absolute = !hasVariant(Operand) && !Exprs.knownNotAbsolute() &&
             Eval.evaluateAsAbsolute(Operand, Value);
  if (!Absolute)
    RelocatableExpr = Operand;
  return true;
}

void InstructionParser::readRemainingOperands() {
  if (Lex.is(Tok::Comma))
    Lex.lex();
  parseRemainingOperands();
}

void InstructionParser::literal(uint32_t Loc, uint32_t Word, bool Marked) {
  Match.Pending = true;
  if (!Match.Literal || *Match.Literal != Word)
    ++Match.Literals;
  Match.Literal = Word;
  if (Marked)
    Match.LiteralLoc = Loc;
}

void InstructionParser::inlineFloat(uint32_t Loc) {
  Match.Pending = true;
  Match.LiteralLoc = Loc;
}

void InstructionParser::fixup(uint32_t Loc) {
  Match.Pending = true;
  ++Match.Literals;
  Match.LiteralLoc = Loc;
  if (!Match.Fixup) {
    Match.Fixup = Loc;
    FixupOperand = OperandIndex;
    FixupExpr = RelocatableExpr;
  }
}

/// llvm-mc's AMDGPUMCCodeEmitter: a literal's expression is PC-relative
/// unless it is a difference at the top (FK_Data_4), or a constant or a
/// target function, which llvm-mc would have folded.
static bool needsPCRel(llvm::ArrayRef<ExprNode> E) {
  llvm::SmallVector<bool, 16> Stack;
  for (const ExprNode &N : E) {
    if (N.Op == ExprOp::Constant || N.Op == ExprOp::Symbol) {
      Stack.push_back(N.Op == ExprOp::Symbol &&
                      N.Variant != SymbolVariant::Abs32Lo &&
                      N.Variant != SymbolVariant::Abs32Hi);
    } else if (isUnary(N.Op)) {
      // The operand's answer stands.
    } else if (isBinary(N.Op)) {
      bool R = Stack.pop_back_val();
      Stack.back() = N.Op != ExprOp::Sub && (Stack.back() || R);
    } else {
      Stack.resize(Stack.size() - N.Arity);
      Stack.push_back(false);
    }
  }
  return !Stack.empty() && Stack.back();
}

// A symbol with a variant plus or minus a constant is relocated against
// the symbol (its section for a local label) with the constant in the
// word; the listing prints any form, but gfxas's object takes only these.
bool InstructionParser::makeVariantFixup(OperandFixup &F) {
  llvm::ArrayRef<ExprNode> E = FixupExpr;
  const ExprNode *Sym = nullptr;
  int64_t Addend = 0;
  if (E.size() == 1) {
    Sym = &E[0];
  } else if (E.size() == 3 && E[0].Op == ExprOp::Symbol &&
             E[1].Op == ExprOp::Constant &&
             (E[2].Op == ExprOp::Add || E[2].Op == ExprOp::Sub)) {
    Sym = &E[0];
    Addend =
        E[2].Op == ExprOp::Add ? E[1].Value : int64_t(0 - uint64_t(E[1].Value));
  } else if (E.size() == 3 && E[0].Op == ExprOp::Constant &&
             E[1].Op == ExprOp::Symbol && E[2].Op == ExprOp::Add) {
    Sym = &E[1];
    Addend = E[0].Value;
  }
  if (!Sym || Sym->Op != ExprOp::Symbol) {
    F.Unwritable = "gfxas cannot write this literal: it is more than a "
                   "symbol with a relocation variant and a constant";
    return true;
  }
  F.Symbol = Syms.name(uint32_t(Sym->Value));
  F.Addend = Addend;
  F.VariantRelocType = symbolVariantRelocType(Sym->Variant);
  return true;
}

// A Data4 literal llvm-mc's ELF writer relocates relative to its place (an
// undefined symbol less a label) or refuses; false for any other.
bool InstructionParser::writerLiteral(OperandFixup &F, uint32_t Offset,
                                      RelocationAnalysis &Relocs) {
  DataValue D;
  D.Offset = Offset + fixupBytes(FixupKind::Data4).Offset;
  D.Size = 4;
  int64_t Value = 0;
  Relocs.findRelocation(FixupExpr, D, Value);
  if (D.RelocAgainstNothing) {
    F.Addend = Value;
    F.AgainstNothing = true;
    return true;
  }
  if (!D.RelocSymbol.empty() && D.RelocPCRel) {
    F.Symbol = D.RelocSymbol;
    F.Addend = Value;
    F.RelativeToPlace = true;
    return true;
  }
  if (D.NotRelocatable) {
    F.NotRelocatable = true;
    return true;
  }
  using Refusal = OperandFixup::Refusal;
  if (D.RelocSymbol.empty() && Relocs.isCrossSectionDifference(FixupExpr))
    F.Refused = Refusal::CrossSection;
  else if (D.UndefinedSubtracted)
    F.Refused = Refusal::UndefinedSubtracted;
  else if (!D.UndefinedSymbol.empty() && isPrivateName(D.UndefinedSymbol))
    F.Refused = Refusal::UndefinedTemporary;
  else
    return false;
  F.Symbol = D.UndefinedSymbol;
  return true;
}

bool InstructionParser::makeLiteralFixup(OperandFixup &F, uint32_t Offset,
                                         uint16_t Section) {
  F.Operand = uint8_t(FixupOperand);
  FixupText.clear();
  llvm::raw_string_ostream TS(FixupText);
  printExpr({FixupExpr, [&](uint32_t Id) { return Syms.name(Id); }}, TS);
  TS.flush();
  F.Printed = FixupText;
  F.Kind = needsPCRel(FixupExpr) ? FixupKind::PCRel4 : FixupKind::Data4;
  if (hasVariant(FixupExpr))
    return makeVariantFixup(F);
  // Pass one needs only the size; the speculative pass may not know a
  // label yet, and gives the statement up to pass two.
  if (Ctx.isPassOne())
    return true;
  RelocationAnalysis Relocs(Syms, Eval, Barriers, Ctx.Stmt, Section,
                            Ctx.endOfFile());
  EvalError Err;
  int64_t Value = 0;
  bool Known = Relocs.evaluateAsWriter(FixupExpr, Value, Err);
  bool OtherSection = !Known && Err.K == EvalError::OtherSection;
  if (OtherSection)
    Known = Relocs.evaluateLabelDifference(FixupExpr, Value);
  if (F.Kind == FixupKind::Data4) {
    if (!Known && Ctx.M == StatementContext::Mode::Speculative) {
      Ctx.abandonSpeculation();
      return true;
    }
    // A label's address, or an undefined symbol's: the object relocates
    // against the symbol, or against .text for a local label.
    uint32_t Target;
    int64_t Relocated;
    if ((!Known || Relocs.namesLabelAddress(FixupExpr)) &&
        Relocs.relocationTarget(FixupExpr, Target, Relocated) &&
        !(isPrivateName(Syms.name(Target)) &&
          Syms[Target].State == Symbol::Contents::Unset &&
          Syms[Target].History.empty())) {
      F.Symbol = Syms.name(Target);
      F.Addend = Relocated;
      return true;
    }
    // What the writer does with the rest, as with a data value at the
    // literal's place.
    if (!Known && writerLiteral(F, Offset, Relocs))
      return true;
    if (!Known) {
      F.Unwritable = OtherSection
                         ? "gfxas cannot write this literal: it is a "
                           "difference of labels in different sections"
                         : "gfxas cannot write this literal: its value rests "
                           "on an undefined symbol";
      return true;
    }
    // A constant less a label of the literal's section: relative to the
    // literal's place, against no symbol.
    if (Relocs.namesLabelAddress(FixupExpr)) {
      OperandFixup Tried = F;
      if (writerLiteral(Tried, Offset, Relocs) && Tried.AgainstNothing) {
        F = Tried;
        return true;
      }
    }
    F.Addend = Value;
    F.FoldsWithoutLayout = !reachesUnsetSymbol(Syms, FixupExpr) &&
                           !Relocs.spansFragmentBarrier(FixupExpr);
    if (Relocs.namesLabelAddress(FixupExpr))
      F.Unwritable = "gfxas cannot write this literal: it needs a "
                     "relocation gfxas does not make";
    return true;
  }
  // The one symbol the distance is to: a label, or one never defined
  // (differences of labels cancel out, as in llvm-mc's layout).
  uint32_t Target = NoSymbol;
  int64_t Relocated;
  bool Found = Relocs.relocationTarget(FixupExpr, Target, Relocated);
  if (!Found)
    Target = NoSymbol;
  // relocationTarget placed a label of another section than .text at its
  // offset, which gfxas's evaluation cannot: the distance is to the label.
  if (Found) {
    if (std::optional<std::pair<uint16_t, int64_t>> P =
            Relocs.labelPlace(Target)) {
      if (P->first != 0)
        Relocated -= P->second;
    } else if (std::optional<uint16_t> Section = Relocs.placedSection(Target);
               Section && *Section != 0) {
      // So is a variable resting on one, at the label's offset plus its
      // own constant.
      int64_t Place;
      uint32_t D = Relocs.writerDefinition(Target);
      if (D != NoDef && Syms.def(D).Kind == DefKind::Expr &&
          Relocs.evaluatePlaced(Syms.exprOf(Syms.def(D)), Target, Place))
        Relocated -= Place;
    }
  }
  for (const ExprNode &N : FixupExpr) {
    if (Found)
      break;
    if (N.Op != ExprOp::Symbol)
      continue;
    if (!Relocs.standsForLabel(uint32_t(N.Value)))
      continue;
    // Two places added, or one scaled: llvm-mc's layout refuses the
    // literal (the listing shows it).
    if (Target != NoSymbol && Target != uint32_t(N.Value)) {
      F.NotRelocatable = true;
      return true;
    }
    Target = uint32_t(N.Value);
  }
  if (Target == NoSymbol && Relocs.exceedsRelocationBudget(FixupExpr)) {
    F.Unwritable = "gfxas cannot write this literal: its variables nest too "
                   "deeply";
    return true;
  }
  if ((Target == NoSymbol || Relocs.labelPlace(Target)) &&
      !Relocs.relocatableForm(FixupExpr) &&
      !Relocs.keepsUnevaluable(FixupExpr)) {
    // Not one symbol less another plus a constant: variables resting on
    // undefined symbols (w + w), or a label negated (-g).
    F.NotRelocatable = true;
    return true;
  }
  if (Target == NoSymbol) {
    // Variables defined later only: llvm-mc relocates against no symbol.
    F.Addend = Value;
    F.AgainstNothing = true;
    return true;
  }
  F.Symbol = Syms.name(Target);
  ExprNode Lone = ExprNode::symbol(FixupExpr.front().Loc, Target);
  int64_t Place = 0;
  // The target's place as the writer sees it, as Value is: a variable
  // defined after the literal holds its last value there, not the first
  // one a forward reference in an operand takes.
  if (Known && Relocs.evaluateAsWriter(Lone, Place, Err)) {
    F.Addend = Value - Place;
    return true;
  }
  if (Ctx.M == StatementContext::Mode::Speculative) {
    Ctx.abandonSpeculation();
    return true;
  }
  // A symbol never defined, named or through variables: only the
  // relocation can give its address. What is more than a symbol and a
  // constant, llvm-mc's layout refuses.
  if (Found) {
    F.Addend = Relocated;
    return true;
  }
  if (FixupExpr.size() == 1)
    return true;
  bool Relocatable = llvm::all_of(FixupExpr, [](const ExprNode &N) {
    return N.Op == ExprOp::Constant || N.Op == ExprOp::Symbol ||
           N.Op == ExprOp::Add || N.Op == ExprOp::Sub || N.Op == ExprOp::Neg ||
           N.Op == ExprOp::Plus;
  });
  if (Relocatable)
    F.Unwritable = "gfxas cannot write this literal: it adds to the address "
                   "of an undefined symbol";
  else
    F.NotRelocatable = true;
  return true;
}

bool InstructionParser::reportMatch(uint32_t MnemonicLoc, unsigned Parsed,
                                    unsigned Needed,
                                    std::optional<uint32_t> Extra) {
  // The matcher stops at the first operand that does not fit, which comes
  // before a missing or an extra one.
  if (Match.Mismatch)
    error(*Match.Mismatch, "invalid operand for instruction");
  else if (Parsed < Needed)
    error(MnemonicLoc, "too few operands for instruction");
  else if (Extra)
    error(*Extra, "invalid operand for instruction");
  else if (Match.InvalidForGpu)
    error(MnemonicLoc, "operands are not valid for this GPU or mode");
  else if (Match.Literals > 1)
    error(Match.LiteralLoc.value_or(MnemonicLoc),
          "only one unique literal operand is allowed");
  else if (Match.Invalid)
    error(Match.Invalid->Loc, validatorMessage(Match.Invalid->Check));
  else
    return true;
  return false;
}

//===-- Instructions ------------------------------------------------------===//

// llvm-mc's matcher tries an instruction's rows in turn: the operand at the
// lexer picks, among the rows of Row's mnemonic that agree with Row on the
// operands before it, the first whose class there takes it.
const InstrInfo *InstructionParser::shapeTaking(const InstrInfo &Row,
                                                unsigned Operand) {
  for (const InstrInfo &Shape : shapesOf(Row)) {
    if (&Shape == &Row || !availableOn(Shape, Cpu) ||
        Shape.NumOperands <= Operand ||
        !std::equal(Shape.Operands, Shape.Operands + Operand, Row.Operands))
      continue;
    if (operandTakes(Shape, Operand))
      return &Shape;
  }
  return nullptr;
}

bool InstructionParser::operandTakes(const InstrInfo &Row, unsigned Operand) {
  OperandClassId Id = Row.Operands[Operand];
  if (!operandClass(Id).takes(Lex, Gen))
    return false;
  if (Operand + 1 == Row.NumOperands)
    return true;
  const OperandClass &Next = operandClass(Row.Operands[Operand + 1]);
  return !(Next.isModifier() && omittedValue(Id) && Next.takes(Lex, Gen));
}

std::optional<OperandClassId>
InstructionParser::modifierAtPosition(const InstrInfo &Row, unsigned Position) {
  for (const InstrInfo &Shape : shapesOf(Row)) {
    if (!availableOn(Shape, Cpu) || Shape.NumOperands <= Position)
      continue;
    const OperandClass &Class = operandClass(Shape.Operands[Position]);
    if (Class.isModifier() && Class.takes(Lex, Gen))
      return Shape.Operands[Position];
  }
  return std::nullopt;
}

std::optional<int64_t>
InstructionParser::omittedValue(OperandClassId Id) const {
  if (std::optional<int64_t> Default = operandDefault(Id))
    return Default;
  return operandClass(Id).omittedValue(Gen);
}

// llvm-mc's checkUnsupportedInstruction, for a mnemonic gfxas does not
// assemble here: Info is its row on another processor or in another
// encoding, if it has one.
void InstructionParser::reportUnknownInstruction(llvm::StringRef Mnemonic,
                                                 SplitMnemonic Split,
                                                 const InstrInfo *Info,
                                                 uint32_t Loc) {
  std::string Variant = (encodingSuffixName(Split.Suffix) +
                         " variant of this instruction is not supported")
                            .str();
  if (Info) {
    if (availableOn(*Info, Cpu))
      error(Loc, Variant);
    else
      error(Loc, "instruction not supported on this GPU");
    return;
  }
  switch (classifyOtherMnemonic(Split.Base, Split.Suffix, Cpu)) {
  case OtherMnemonic::Unknown:
    error(Loc, "invalid instruction" + spellingSuggestion(Split.Base));
    return;
  case OtherMnemonic::NotOnThisGpu:
    error(Loc, "instruction not supported on this GPU");
    return;
  case OtherMnemonic::VariantNotSupported:
    error(Loc, Variant);
    return;
  case OtherMnemonic::Taken:
    // llvm-mc would assemble it; gfxas has no vector formats.
    error(Loc, "vector instructions are not supported by gfxas");
    Ctx.note(Loc,
             "llvm-mc takes '" + Mnemonic +
                 "' on this GPU; gfxas assembles scalar instructions only");
    return;
  }
}

bool InstructionParser::parse(llvm::StringRef Mnemonic, uint32_t Loc,
                              EncodedInstruction &Inst, uint16_t Section) {
  // llvm-mc's AMDGPU parser consumes the end of an instruction statement
  // even when the statement fails.
  Ctx.InInstruction = true;
  ContinueAfterError = false;
  OperandByField = false;
  OperandWritten = 0;
  Uses.clear();
  OperandSpans.clear();
  RecordsDetails = Ctx.Sink && Ctx.Sink->wantsOperandDetails();
  if (RecordsDetails)
    Eval.setRecorder(&Uses);
  auto Done = llvm::make_scope_exit([&] {
    Ctx.InInstruction = false;
    Eval.setRecorder(nullptr);
  });
  MnemonicLoc = Loc;
  const InstrInfo *Info = lookupInstr(Mnemonic, Gen);
  // llvm-mc strips an encoding suffix before it matches the mnemonic: the
  // scalar instructions have the default encoding alone, which _e32 asks
  // for (s_mov_b32_e32 is s_mov_b32). No row's name has one.
  std::string Lower;
  SplitMnemonic Split{Mnemonic};
  if (!Info) {
    Lower = Mnemonic.lower();
    Split = splitEncodingSuffix(Lower);
    if (Split.Suffix != EncodingSuffix::None)
      Info = lookupInstr(Split.Base, Gen);
  }
  bool Exists = Info && availableOn(*Info, Cpu) &&
                (Split.Suffix == EncodingSuffix::None ||
                 Split.Suffix == EncodingSuffix::E32);
  // The statement read to its end: after a match error, which llvm-mc
  // reports once its operand parser has read the end of the statement.
  auto Finish = [&] {
    Lex.skipStatement();
    return false;
  };
  // An operand that fails to parse: llvm-mc's operand parser then steps to
  // the end of the statement with the parser's lex, which reports an error
  // token on the way and takes the token after it too (another line's,
  // when it is the end of this one).
  auto FinishFailedParse = [&] {
    while (!Lex.atEndOfStatement())
      Lex.lex();
    if (Lex.is(Tok::EndOfStatement))
      Lex.lex();
    if (!Lex.consumedEndOfStatement())
      Lex.skipStatement();
    Ctx.StmtFailure = StatementContext::Failure::BeforeEnd;
    return false;
  };

  if (!Exists) {
    // llvm-mc parses (and evaluates) the operands before it looks at the
    // mnemonic, then drops whatever they reported in favour of this. It
    // raises this error as soon as an operand fails, where that operand
    // stopped (not past a comma after it), so its own "failed parsing
    // operand." never comes (an error is pending): this error, not that
    // one, steps over an error token there.
    ++Ctx.Suppress;
    Ctx.ErrorReported = true;
    Shapes = {};
    bool Parsed = parseRemainingOperands();
    --Ctx.Suppress;
    reportUnknownInstruction(Mnemonic, Split, Info, Loc);
    return Parsed ? Finish() : FinishFailedParse();
  }

  Inst.Mnemonic = Info->Mnemonic;
  Inst.Row = Info;
  Inst.NumOperands = Info->NumOperands;
  if (Match.Pending)
    Match = MatchState();
  // Parsed: the operands written or left to their defaults; the first one
  // missing (too few operands) is reported with the matcher's errors.
  unsigned Parsed = 0;
  FixupSym = NoSymbol;
  auto TakeShape = [&](const InstrInfo *Shape) {
    Info = Shape;
    Inst.Row = Info;
    Inst.NumOperands = Info->NumOperands;
  };
  // How many operands the text has given so far: llvm-mc's parser picks
  // the custom parsers it tries by that position, and an optional operand
  // left out takes none.
  unsigned Position = 0;
  for (;; ++Parsed) {
    // An operand after the row's last may be a longer shape's (s_atc_probe's
    // offset:N after an SGPR offset).
    if (Parsed == Info->NumOperands) {
      const InstrInfo *Longer =
          Lex.atEndOfStatement() ? nullptr : shapeTaking(*Info, Parsed);
      if (!Longer)
        break;
      TakeShape(Longer);
    }
    OperandClassId Id = Info->Operands[Parsed];
    OperandIndex = Parsed;
    std::optional<int64_t> Omitted = omittedValue(Id);
    if (Lex.atEndOfStatement()) {
      if (!Omitted)
        break;
      Inst.Written[Parsed] = *Omitted;
      continue;
    }
    if (!operandTakes(*Info, Parsed)) {
      // An optional operand left out before the next one (SMEM's offset
      // before its cache policy), or another shape's operand.
      bool NextTakes =
          Parsed + 1 < Info->NumOperands && operandTakes(*Info, Parsed + 1);
      if (Omitted && NextTakes) {
        Inst.Written[Parsed] = *Omitted;
        continue;
      }
      if (const InstrInfo *Shape = shapeTaking(*Info, Parsed)) {
        TakeShape(Shape);
        Id = Info->Operands[Parsed];
      }
    }
    CurrentOperand = Parsed;
    uint32_t OperandBegin = Lex.tok().Begin;
    // The operands after one that fails are at the positions after it.
    Shapes = {Info, Position + 1};
    if (!operandClass(Id).parse(*this, Inst.Written[Parsed])) {
      if (!Match.Deferred.empty())
        return reportDeferredMatchErrors() ? Finish() : FinishFailedParse();
      if (ContinueAfterError) {
        if (Lex.is(Tok::Comma))
          Lex.lex();
        if (!parseRemainingOperands())
          return FinishFailedParse();
        // Its error came before the end: no error token after the end is
        // stepped over.
        Ctx.StmtFailure = StatementContext::Failure::BeforeEndRead;
        return Finish();
      }
      if (!Ctx.ErrorReported)
        error(Lex.tok().Begin, "failed parsing operand.");
      return FinishFailedParse();
    }
    if (Eval.recorder())
      recordOperandSpan(Parsed, OperandBegin);
    if (Lex.tok().Begin != OperandBegin)
      ++Position;
    if (Lex.is(Tok::Comma))
      Lex.lex();
  }

  // Every further operand is parsed (for its errors) and then rejected.
  std::optional<uint32_t> Extra;
  Shapes = {Info, Position};
  while (!Lex.atEndOfStatement()) {
    uint32_t ExtraLoc;
    if (!parseOperandAtPosition(&ExtraLoc))
      return FinishFailedParse();
    if (!Extra)
      Extra = ExtraLoc;
    if (Lex.is(Tok::Comma))
      Lex.lex();
  }
  if ((Match.Pending || Extra || Parsed < Info->NumOperands) &&
      !reportMatch(Loc, Parsed, Info->NumOperands, Extra))
    return Finish();
  for (const Diagnostic &D : Match.Stricter) {
    if (D.Severity == Diagnostic::Kind::Error)
      error(D.Offset, D.Message);
    else
      warning(D.Offset, D.Message);
  }
  if (Ctx.ErrorReported)
    return Finish();
  int64_t Fields[MaxInstrOperands];
  for (unsigned Op = 0; Op < Inst.NumOperands; ++Op)
    Fields[Op] =
        operandClass(Info->Operands[Op]).valueForField(Inst.Written[Op], Gen);
  Inst.NumWords = encodeInstr(
      *Info, Gen, llvm::ArrayRef(Fields, Inst.NumOperands), Inst.Words);
  // The literal word follows the format's words.
  unsigned LiteralWord = Inst.NumWords;
  if (Match.Pending && Match.Literal) {
    Inst.Words[LiteralWord] = *Match.Literal;
    Inst.NumWords = LiteralWord + 1;
  }
  if (FixupSym != NoSymbol) {
    Inst.Fixup = {FixupKind::SoppBranch, uint8_t(FixupOperand), Loc,
                  Syms.name(FixupSym)};
    FixupText.clear();
    llvm::raw_string_ostream TS(FixupText);
    printSymbolRef(Inst.Fixup.Symbol, TS);
    TS.flush();
    Inst.Fixup.Printed = FixupText;
  } else if (Match.Pending && Match.Fixup) {
    Inst.Fixup.Loc = Loc;
    if (!makeLiteralFixup(Inst.Fixup, Inst.Offset, Section))
      return Finish();
    Inst.Words[LiteralWord] = 0;
    Inst.NumWords = LiteralWord + 1;
  }
  Lex.skipStatement();
  return true;
}

// llvm-mc's "did you mean" list: the mnemonics available on this GPU within
// two insertions or deletions of the (lower-cased) name, alphabetically:
// the scalar rows, and the other instructions llvm-mc knows.
std::string
InstructionParser::spellingSuggestion(llvm::StringRef Mnemonic) const {
  constexpr unsigned MaxEditDistance = 2;
  std::string Lower = Mnemonic.lower();
  llvm::SmallVector<llvm::StringRef, 4> Candidates;
  for (const InstrInfo &I : allInstrs())
    if (availableOn(I, Cpu) &&
        llvm::StringRef(Lower).edit_distance(
            I.Mnemonic, false, MaxEditDistance) <= MaxEditDistance)
      Candidates.push_back(I.Mnemonic);
  otherMnemonicSuggestions(Lower, Cpu, MaxEditDistance, Candidates);
  if (Candidates.empty())
    return "";
  // A mnemonic with a row per shape is one candidate.
  llvm::sort(Candidates);
  Candidates.erase(std::unique(Candidates.begin(), Candidates.end()),
                   Candidates.end());
  std::string Text = ", did you mean: ";
  for (size_t I = 0; I < Candidates.size(); ++I)
    Text += (I ? ", " : "") + Candidates[I].str();
  return Text + "?";
}

// The name a reader wrote: "1b", "1f" or "." for a temporary label.
llvm::StringRef InstructionParser::spellingAt(uint32_t Sym,
                                              uint32_t Loc) const {
  if (!Syms[Sym].Temporary)
    return Syms.name(Sym);
  llvm::StringRef Source = Ctx.Source;
  size_t End = Loc;
  while (End < Source.size() && llvm::isDigit(Source[End]))
    ++End;
  if (End == Loc) // '.'
    return Source.substr(Loc, 1);
  while (End < Source.size() && (Source[End] == ' ' || Source[End] == '\t'))
    ++End;
  return Source.slice(Loc, End + 1);
}

void InstructionParser::reportOperandDetails(uint32_t Loc) {
  llvm::SmallVector<SymbolUse, 4> Symbols;
  llvm::SmallVector<std::tuple<uint32_t, uint32_t, uint32_t>, 4> Seen;
  for (const DefinitionUse &U : Uses) {
    // A symbol used twice through the same definition is listed once.
    auto Key = std::make_tuple(U.Sym, U.Def, U.Via);
    if (llvm::is_contained(Seen, Key))
      continue;
    Seen.push_back(Key);
    const Definition &D = Syms.def(U.Def);
    SymbolUse::Resolution How =
        D.Kind == DefKind::Label ? SymbolUse::Resolution::Label
        : D.Stmt == 0            ? SymbolUse::Resolution::Predefined
        : U.Forward              ? SymbolUse::Resolution::Forward
                                 : SymbolUse::Resolution::Latest;
    // Stmt is one past the statement's first byte (0 for predefined ones).
    uint32_t DefOffset = D.Stmt ? D.Stmt - 1 : 0;
    Symbols.push_back({spellingAt(U.Sym, U.Loc), How, DefOffset, U.Value,
                       U.Via == NoSymbol ? "" : Syms.name(U.Via)});
  }
  Ctx.Sink->operandDetails({Loc, OperandByField, OperandWritten,
                            OperandByFieldIndex, Symbols, OperandSpans});
}

void InstructionParser::recordOperandSpan(unsigned Index, uint32_t Begin) {
  llvm::StringRef Source = Ctx.Source;
  const Token &Next = Lex.tok();
  uint32_t End =
      Next.CommentBefore != NoComment ? Next.CommentBefore : Next.Begin;
  End = std::max(Begin, End);
  while (End > Begin && llvm::isSpace(Source[End - 1]))
    --End;
  if (OperandSpans.size() <= Index)
    OperandSpans.resize(Index + 1, {Begin, Begin});
  OperandSpans[Index] = {Begin, End};
}
