//===- Parser.cpp - Statements of a gfxas source file --------------------===//

#include "Frontend/Parser.h"
#include "Frontend/DirectiveTable.h"
#include "Frontend/Predefined.h"
#include "Frontend/SymbolRules.h"
#include "Target/FixupRules.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/BinaryFormat/ELF.h"

using namespace gfxas;

Parser::Parser(SourceSpace &Space, const CpuInfo &Cpu, SymbolTable &Syms,
               PassOneRecord &Record, AsmSink *Target, Mode M,
               llvm::function_ref<void(uint32_t)> Consumed, uint32_t MuteBefore)
    : StatementContext(Space, M), Cpu(Cpu), Gen(Cpu.Gen), Syms(Syms),
      Record(Record), MuteBefore(MuteBefore), Exprs(Lex, *this), Eval(Syms),
      Conds(*this, Exprs, Eval, Syms), Includes(*this, Record.Reader),
      Macros(*this, Exprs, Eval, Conds, Includes),
      Secs(*this, Syms, Exprs, Eval, Cpu, Record.PadBranches,
           [this] { return NextRegistration++; }),
      Instrs(*this, Cpu, Syms, Eval, Exprs, Barriers,
             [this](const Register &R) { registerParsed(R); }),
      SymDirs(*this, Syms, Exprs, Eval,
              [this](uint32_t Sym) { registerSymbol(Sym); }),
      Consumed(Consumed) {
  assert((M == Mode::PassOne) == (Target == nullptr));
  if (Target) {
    Gate.emplace(*Target);
    Gate->setDeferring(M == Mode::Speculative);
    Sink = &*Gate;
  }
}

//===-- Speculation -------------------------------------------------------===//

// Everything this pass has reported belongs to earlier statements, which
// pass two will replay without reporting them again; the current statement
// has reported nothing that is not held back. The pass kept no history, so
// it stops here and a full pass one takes over.
void Parser::abandonSpeculation() {
  assert(M == Mode::Speculative);
  Gate->discard();
  AbandonedAt = Stmt;
  M = Mode::PassOne;
  Sink = nullptr;
  Eval.setRecorder(nullptr);
  Ended = true;
}

//===-- Diagnostics -------------------------------------------------------===//

void Parser::semanticError(uint32_t Loc, const llvm::Twine &Msg,
                           bool FailsStatement, bool ObjectOnly,
                           bool FromContext) {
  if (FailsStatement)
    StmtFailure = Failure::AfterEnd;
  Record.SemanticDiags.push_back({Stmt,
                                  {Diagnostic::Kind::Error, Loc, Msg.str()},
                                  ObjectOnly,
                                  FromContext});
}

void Parser::semanticNote(uint32_t Loc, const llvm::Twine &Msg) {
  Record.SemanticDiags.push_back(
      {Stmt, {Diagnostic::Kind::Note, Loc, Msg.str()}});
}

void Parser::flushSemanticDiags() {
  const auto &Diags = Record.SemanticDiags;
  while (NextSemanticDiag < Diags.size() &&
         Diags[NextSemanticDiag].Stmt <= Stmt) {
    const PassOneRecord::SemanticDiag &D = Diags[NextSemanticDiag++];
    if (!D.ObjectOnly)
      report(D.D, !D.FromContext);
    else if (!Stopped)
      Sink->objectStreamerError(D.D);
  }
}

//===-- Symbols -----------------------------------------------------------===//

ExprNode Parser::symbolRef(llvm::StringRef Name, uint32_t Loc) {
  uint32_t Id;
  ExprNode N = referenceSymbol(Syms, Name, Loc, Id);
  const Symbol &S = Syms[Id];
  if (N.Op == ExprOp::Constant) {
    // The evaluator never sees this symbol, so the use is recorded here.
    if (std::vector<DefinitionUse> *R = Eval.recorder())
      R->push_back({Id, S.Current, NoSymbol, Loc, false, N.Value});
    return N;
  }
  // A forward reference in an operand (a gfxas extension) registers the
  // symbol where llvm-mc would have, had the definition come first.
  if (Sink && InInstruction && S.State == Symbol::Contents::Unset)
    registerSymbol(Id);
  return N;
}

bool Parser::foldAbsolute(llvm::ArrayRef<ExprNode> Nodes, int64_t &Value) {
  return Eval.evaluateAsAbsolute(Nodes, Value);
}

// Pass two installs the definition pass one recorded for Sym at this
// statement; false when pass one rejected it.
bool Parser::installDefinition(uint32_t Sym) {
  if (ReplayCursor.size() < Syms.size())
    ReplayCursor.resize(Syms.size(), 0);
  Symbol &S = Syms[Sym];
  uint32_t &Cursor = ReplayCursor[Sym];
  // Skip definitions made by statements this pass recovered over.
  while (Cursor < S.History.size() && Syms.def(S.History[Cursor]).Stmt < Stmt)
    ++Cursor;
  if (Cursor >= S.History.size() || Syms.def(S.History[Cursor]).Stmt != Stmt)
    return false;
  S.Current = S.History[Cursor++];
  S.State = Syms.def(S.Current).Kind == DefKind::Label
                ? Symbol::Contents::Label
                : Symbol::Contents::Variable;
  S.CachedFragment = Fragment::None;
  return true;
}

void Parser::labelStatement(llvm::StringRef Name, uint32_t Loc,
                            bool EndsStatement) {
  uint32_t Sym = Syms.getOrCreate(Name);
  defineLabel(Sym, Loc);
  if (!Sink)
    return;
  registerSymbol(Sym);
  if (Sink->wantsOperandDetails())
    Sink->labelDefined(Name, Loc);
  if (EndsStatement)
    Gate->endingLabel(Syms.name(Sym), Address);
  else
    Sink->label(Syms.name(Sym), Address);
}

void Parser::defineLabel(uint32_t Sym, uint32_t Loc) {
  // MCELFStreamer::emitLabel, whether or not the label is refused.
  if (Secs.currentSection().Flags & llvm::ELF::SHF_TLS)
    Syms[Sym].ElfType = llvm::ELF::STT_TLS;
  if (isPassTwo()) {
    flushSemanticDiags();
    installDefinition(Sym);
    return;
  }
  // A speculative pass decides as pass one does, then reports.
  if (!placeLabel(Syms, Eval, Sym, Stmt, Address, Loc)) {
    // llvm-mc's streamer reports it; the statement itself has not failed.
    semanticError(Loc, "symbol '" + Syms.name(Sym) + "' is already defined",
                  /*FailsStatement=*/false,
                  /*ObjectOnly=*/Syms[Sym].LocalCommonLabel,
                  /*FromContext=*/true);
  }
  if (Sink)
    flushSemanticDiags();
}

uint32_t Parser::temporarySymbol(uint32_t Offset) {
  auto It = Record.TempByOffset.find(Offset);
  if (It != Record.TempByOffset.end())
    return It->second;
  uint32_t Sym = Syms.createTemporary();
  Record.TempByOffset[Offset] = Sym;
  return Sym;
}

void Parser::defineTemporaryLabel(uint32_t Sym, uint32_t Loc) {
  // Pass two may reach a '.' pass one did not (after a forward reference
  // pass one could not evaluate); such a label is defined on the spot.
  if (!isPassTwo() || (!installDefinition(Sym) && Syms[Sym].History.empty()))
    Syms.defineLabel(Sym, Stmt, Address, Loc);
  if (Secs.currentSection().Flags & llvm::ELF::SHF_TLS)
    Syms[Sym].ElfType = llvm::ELF::STT_TLS;
  if (!Sink)
    return;
  // MCObjectStreamer::emitLabel registers it.
  registerSymbol(Sym);
  if (Sink->wantsOperandDetails())
    Sink->labelDefined(Syms.name(Sym), Loc);
  if (HeldDotLabels)
    HeldDotLabels->push_back({Sym, Address});
  else
    Sink->label(Syms.name(Sym), Address);
}

uint32_t Parser::currentLocation() {
  uint32_t Loc = Lex.tok().Begin;
  uint32_t Sym = temporarySymbol(Loc);
  Syms[Sym].Nameless = true;
  defineTemporaryLabel(Sym, Loc);
  return Sym;
}

std::optional<uint32_t> Parser::directionalLabel(int64_t Number, bool Backward,
                                                 uint32_t Loc) {
  LocalLabel &L = LocalLabels[Number];
  if (Backward) {
    if (L.Current == NoSymbol) {
      // llvm-mc creates the symbol before it finds it undefined, which
      // uses up a temporary name (.LtmpN) once per number.
      if (L.BeforeFirst == NoSymbol)
        L.BeforeFirst = temporarySymbol(Loc);
      error(Loc, "directional label undefined");
      return std::nullopt;
    }
    return L.Current;
  }
  if (L.Pending == NoSymbol)
    L.Pending = temporarySymbol(Loc);
  // Registered where llvm-mc's streamer meets it in the instruction, as a
  // named forward reference is (symbolRef).
  if (Sink && InInstruction)
    registerSymbol(L.Pending);
  ForwardRefs.push_back({Loc, L.Pending});
  return L.Pending;
}

void Parser::parseNumericLabel(const Token &Number) {
  uint32_t Loc = Number.Begin;
  Lex.lex(); // the number
  Lex.lex(); // ':'
  if (Lex.is(Tok::Hash))
    Lex.skipHashAfterLabel();
  LocalLabel &L = LocalLabels[Number.IntVal];
  uint32_t Sym;
  if (L.Pending != NoSymbol) {
    Sym = L.Pending;
    L.Pending = NoSymbol;
  } else {
    Sym = temporarySymbol(Loc);
  }
  L.Current = Sym;
  defineTemporaryLabel(Sym, Loc);
  if (Lex.is(Tok::EndOfStatement))
    Lex.lex();
}

void Parser::checkDirectionalLabelsAtEnd() {
  // A symbol "Nf" created is defined by the next "N:", after which it is
  // never pending again: the ones still pending are the undefined ones.
  llvm::SmallDenseSet<uint32_t, 8> Undefined;
  for (auto &Entry : LocalLabels)
    if (Entry.second.Pending != NoSymbol)
      Undefined.insert(Entry.second.Pending);
  if (Undefined.empty())
    return;
  for (auto [Loc, Sym] : ForwardRefs)
    if (Undefined.contains(Sym))
      error(Loc, "directional label undefined");
}

//===-- Statements --------------------------------------------------------===//

void Parser::run() {
  Syms.resetLiveState();
  Stmt = 0;
  Address = 0;
  Barriers.reset();
  Secs.reset();
  Kernel = KernelScope();
  SeenIdent = false;
  for (const PredefinedVariable &V : predefinedVariables(Cpu, Record.OS)) {
    uint32_t Sym = Syms.getOrCreate(V.Name);
    if (isPassTwo()) {
      installDefinition(Sym);
      continue;
    }
    ExprNode Value;
    Value.Op = ExprOp::Constant;
    Value.Value = V.Value;
    Syms.defineVariable(Sym, /*Stmt=*/0, Value, /*RhsLoc=*/0,
                        /*Redefinable=*/false);
  }
  // llvm-mc's streamer made them local section symbols, which a directive
  // can only make worse.
  for (llvm::StringRef Name : predefinedSectionNames()) {
    Symbol &S = Syms[Syms.getOrCreate(Name)];
    S.SectionSymbol = true;
    S.Binding = llvm::ELF::STB_LOCAL;
    S.ElfType = llvm::ELF::STT_SECTION;
  }
  // -defsym's, assigned as .set assigns, before the first line.
  for (const SymbolDefinition &D : Record.Definitions) {
    uint32_t Sym = Syms.getOrCreate(D.Name);
    if (Sink)
      registerSymbol(Sym);
    if (isPassTwo()) {
      installDefinition(Sym);
      continue;
    }
    Syms.defineVariable(Sym, /*Stmt=*/0, ExprNode::constant(0, D.Value),
                        /*RhsLoc=*/0, /*Redefinable=*/true);
  }

  Lex.reset(0);
  bool SkippedRaw = false;
  while (!Ended) {
    if (Lex.is(Tok::Eof)) {
      using Last = IncludeFiles::LastStatement;
      // A directive that failed once its end of statement was lexed (as
      // llvm-mc's parseEOL does, leaving the file) recovers as an
      // instruction does.
      if (Includes.leave(SkippedRaw                     ? Last::Skipped
                         : StmtFailure == Failure::None ? Last::Passed
                         : StmtIsInstruction || !Lex.reachedRaw()
                             ? Last::FailedInstruction
                             : Last::FailedDirective))
        continue;
      break;
    }
    beginStatement(Lex.tok().Begin);
    SkippedRaw = false;
    if (Lex.is(Tok::EndOfStatement)) {
      if (Lex.tok().IsNewline && Sink)
        Sink->blankLine();
      if (LLVM_UNLIKELY(Lex.tok().IsLineMarker))
        noteLineMarker(Lex.tok().Begin);
      Lex.lex();
      continue;
    }
    parseStatement();
    recoverFromFailure();
    SkippedRaw = Conds.takeSkippedRaw();
    if (SkippedRaw)
      skipCommentLedStatements();
    if (Sink)
      Gate->commit();
  }
  if (Sink) {
    Gate->setMuted(false);
    Stmt = endOfFile();
    flushSemanticDiags();
    Conds.checkAtEnd();
    checkDirectionalLabelsAtEnd();
    if (SymDirs.gnuAbi() || Secs.enteredRetained())
      Sink->gnuAbi();
    reportSymbols();
  } else if (isPassOne() && !AbandonedAt && Record.PadBranches) {
    relaxBranches();
  }
}

static SymbolInfo::Section sectionOf(Fragment F) {
  if (F == Fragment::None)
    return SymbolInfo::Section::None;
  if (F == Fragment::Absolute)
    return SymbolInfo::Section::Absolute;
  return SymbolInfo::Section::Text;
}

// MCSymbolELF::getBinding: a defined symbol no directive bound is local; an
// undefined one can only come from another object.
static uint8_t bindingOf(const Symbol &S, SymbolInfo::Section Sec) {
  if (S.Binding != Symbol::NoBinding)
    return S.Binding;
  return Sec == SymbolInfo::Section::None ? uint8_t(llvm::ELF::STB_GLOBAL)
                                          : uint8_t(llvm::ELF::STB_LOCAL);
}

// The st_value llvm-mc's writer gives a common symbol: MCSymbol keeps the
// alignment's log2 plus one in five bits, 0 meaning none (which the writer
// reads as 1), so a log2 of 31 or more wraps around.
static uint64_t commonAlignment(uint8_t Log2Align) {
  unsigned Stored = (unsigned(Log2Align) + 1) & 31;
  return Stored ? uint64_t(1) << (Stored - 1) : 1;
}

SymbolInfo Parser::valueAtEnd(uint32_t Id) {
  SymbolInfo Info{Syms.name(Id), SymbolInfo::Kind::Undefined,
                  Syms[Id].Temporary, false, 0};
  Info.Nameless = Syms[Id].Nameless;
  uint32_t D = Syms.definitionAt(Id, Stmt);
  if (D != NoDef) {
    const Definition &Def = Syms.def(D);
    Info.K = Def.Kind == DefKind::Label ? SymbolInfo::Kind::Label
                                        : SymbolInfo::Kind::Variable;
    if (Def.Kind == DefKind::Expr) {
      EvalError Err;
      Info.HasValue = Eval.evaluateAt(Syms.exprOf(Def), Stmt, Info.Value, Err);
    } else {
      Info.HasValue = true;
      Info.Value = Def.Value;
    }
  }
  const Symbol &S = Syms[Id];
  if (D == NoDef && S.Common) {
    Info.Common = true;
    Info.CommonAlignment = commonAlignment(S.CommonLog2Align);
  }
  Fragment F = Eval.fragmentOf(Id, /*SetUsed=*/false, /*SameEpoch=*/true);
  Info.Sec = sectionOf(F);
  if (isInSection(F)) {
    Info.SectionId = fragmentSection(F);
    Info.SectionFlags = Secs[Info.SectionId].Flags;
  }
  return Info;
}

void Parser::relaxBranches() {
  Stmt = endOfFile();
  Eval.startFragmentEpoch();
  Record.PaddedBranches =
      BranchLayout.relax(Syms, [&](uint32_t Sym, uint32_t Offset) {
        return branchNeedsPadding(Sym, Offset);
      });
}

bool Parser::branchNeedsPadding(uint32_t Sym, uint32_t Offset) {
  SymbolInfo Target = valueAtEnd(Sym);
  Target.Binding = bindingOf(Syms[Sym], Target.Sec);
  Target.Type = SymDirs.isIFunc(Sym) ? uint8_t(llvm::ELF::STT_GNU_IFUNC)
                                     : Syms[Sym].ElfType;
  OperandFixup F;
  F.Kind = FixupKind::SoppBranch;
  F.Symbol = Syms.name(Sym);
  return needsOffset3fPadding(F, Offset, &Target);
}

// llvm-mc's MCAssembler::registerSymbol: the first call fixes the symbol's
// place in the object's symbol table.
void Parser::registerSymbol(uint32_t Sym) {
  if (Registration.size() <= Sym)
    Registration.resize(std::max<size_t>(Syms.size(), 2 * Registration.size()),
                        SymbolInfo::NotRegistered);
  if (Registration[Sym] == SymbolInfo::NotRegistered)
    Registration[Sym] = NextRegistration++;
}

// llvm-mc's object writer asks each variable in its symbol table (and each
// undefined one, to diagnose it) for the symbol it rests on: its value must
// be one symbol plus a constant.
uint32_t Parser::checkObjectValue(uint32_t Sym, SymbolInfo &Info) {
  bool Undefined = Info.Sec == SymbolInfo::Section::None;
  // Temporary symbols (llvm-mc's private prefix .L included) stay out.
  if (!Undefined && (Syms[Sym].Temporary || isPrivateName(Syms.name(Sym))))
    return NoSymbol;
  const Definition &D = Syms.def(Syms[Sym].Current);
  if (D.Kind != DefKind::Expr)
    return NoSymbol;
  Evaluator::ObjectValue V;
  if (!Eval.evaluateAsValueAtEnd(Sym, V)) {
    Info.Problem = SymbolInfo::ObjectProblem::NotEvaluable;
  } else if (V.B != NoSymbol) {
    Info.Problem = SymbolInfo::ObjectProblem::Subtraction;
    Info.ProblemSymbol = Syms.name(V.B);
  } else if (V.A != NoSymbol && Syms[V.A].Common &&
             Syms[V.A].State == Symbol::Contents::Unset) {
    Info.Problem = SymbolInfo::ObjectProblem::CommonBase;
    Info.ProblemSymbol = Syms.name(V.A);
  } else if (V.A != NoSymbol && namesSectionWithoutCode(V.A)) {
    Info.Problem = SymbolInfo::ObjectProblem::SectionReference;
  } else if (V.A != NoSymbol && Syms[V.A].SectionSymbol &&
             Syms[V.A].State == Symbol::Contents::Unset) {
    // .text, the one predefined section the file is in.
    Info.SectionAlias = true;
    Info.Sec = SymbolInfo::Section::Text;
    Info.HasValue = true;
    Info.Value = V.Cst;
  } else if (!Undefined && V.A != NoSymbol &&
             Syms[V.A].State == Symbol::Contents::Variable) {
    // It rests on a variable whose own value fails: llvm-mc crashes
    // ("unable to evaluate offset for variable").
    Info.Problem = SymbolInfo::ObjectProblem::NotEvaluable;
  }
  if (Info.Problem != SymbolInfo::ObjectProblem::None) {
    Info.ProblemOffset = llvmMcExpressionLoc(Source, D.Loc);
    return NoSymbol;
  }
  // The writer's own value, which also knows where .text begins (`x = lab
  // - .text`), where gfxas's evaluation sees a section it never defined.
  if (V.A == NoSymbol && V.B == NoSymbol) {
    Info.HasValue = true;
    Info.Value = V.Cst;
  } else if (V.A != NoSymbol && V.B == NoSymbol &&
             Syms[V.A].State == Symbol::Contents::Label) {
    // gfxas's evaluation gives a label of another section than .text no
    // value; its offset in its section is what the writer wants.
    const Definition &Label = Syms.def(Syms[V.A].Current);
    Info.HasValue = true;
    Info.Value = int64_t(uint64_t(Label.Value) + uint64_t(V.Cst));
  }
  return V.A;
}

// A section symbol the object writer cannot place: a predefined section
// other than .text, which the file never enters, or .strtab and .symtab,
// which the writer itself makes only after the symbols are resolved.
bool Parser::namesSectionWithoutCode(uint32_t Sym) const {
  llvm::StringRef Name = Syms.name(Sym);
  if (Syms[Sym].State != Symbol::Contents::Unset)
    return false;
  return (Syms[Sym].SectionSymbol && Name != ".text") ||
         isWriterSectionName(Name);
}

void Parser::reportSymbols() {
  Eval.startFragmentEpoch();
  Registration.resize(Syms.size(), SymbolInfo::NotRegistered);
  Sink->symbolCount(Syms.size());
  llvm::DenseMap<uint32_t, std::string> ObjectNames = Syms.objectNames();
  for (uint32_t Id = 0; Id < Syms.size(); ++Id) {
    const Symbol &S = Syms[Id];
    SymbolInfo Info = valueAtEnd(Id);
    if (auto It = ObjectNames.find(Id); It != ObjectNames.end())
      Info.ObjectName = It->second;
    // A section's own symbol goes into no symbol table of gfxas's: its
    // aliases stand in for it.
    Info.RegisteredAt =
        S.SectionSymbol ? SymbolInfo::NotRegistered : Registration[Id];
    // A label rests on itself.
    uint32_t Base = S.State == Symbol::Contents::Label ? Id : NoSymbol;
    if (Info.RegisteredAt != SymbolInfo::NotRegistered &&
        S.State == Symbol::Contents::Variable)
      Base = checkObjectValue(Id, Info);
    if (Base != NoSymbol && Base != Id &&
        Syms[Base].State == Symbol::Contents::Unset &&
        !Syms[Base].SectionSymbol && Syms[Base].History.empty())
      Info.UndefinedBase = Syms.name(Base);
    Info.Binding = bindingOf(S, Info.Sec);
    SymDirs.computeTypeAndSize(Id, Base, Info);
    Info.Visibility = S.Visibility;
    if (S.State != Symbol::Contents::Unset && isWriterSectionName(Info.Name))
      Info.Problem = SymbolInfo::ObjectProblem::WriterSectionName;
    Sink->symbol(Info);
  }
}

// llvm-mc lexes block comments as tokens and skips them only in some places,
// so after a failed statement a block comment at the start of the next one
// changes what happens: reproduced here token for token.
void Parser::recoverFromFailure() {
  if (StmtFailure == Failure::None)
    return;
  bool RawLexed = StmtFailure == Failure::BeforeEnd;
  if (StmtFailure == Failure::AfterEnd && Lex.is(Tok::Error)) {
    Lex.lexRaw();
    Lex.skipStatement();
  } else if (!RawLexed && !Lex.tok().IsLineMarker) {
    // llvm-mc discards the rest of the next statement when its parser no
    // longer knows it is at the start of one: the end of the failed
    // statement was consumed by a lex that skips comments, and skipped
    // one; or the error stepped over an error token that began it
    // (MCAsmParser::Error after .endif's end).
    if (Lex.consumedEndOfStatement() || Lex.is(Tok::Eof))
      return;
    Lex.skipStatement();
  }
  // A line marker lexed as a token of the failed statement (after its end
  // of statement, which its directive or llvm-mc's target parser stepped
  // over) is skipped with its newline.
  if ((!RawLexed || StmtIsInstruction) && Lex.tok().IsLineMarker) {
    Lex.lexRaw();
    if (Lex.is(Tok::EndOfStatement))
      Lex.lexRaw();
  }
  skipCommentLedStatements();
}

// The raw lex that ends llvm-mc's skipping stops on the comment itself,
// and no statement starts with a comment token.
void Parser::skipCommentLedStatements() {
  while (Lex.tok().CommentBefore != NoComment && !Lex.is(Tok::Eof)) {
    Stmt = statementTime(Lex.tok().Begin);
    if (!Conds.skipping())
      error(Lex.tok().CommentBefore, "unexpected token at start of statement");
    Lex.skipStatement();
  }
}

void Parser::parseStatement() {
  const Token First = Lex.tok();
  // llvm-mc's parseIdentifier takes a quoted name too.
  const DirectiveRow *Row = nullptr;
  if (First.Kind == Tok::Identifier)
    Row = lookupDirective(Lex.text(), Record.OS);
  else if (First.Kind == Tok::String) {
    Row = lookupDirective(Lex.stringContents(First), Record.OS);
    if (Row && isTargetDirective(Row->Family))
      Row = nullptr;
  }
  if (Conds.parseStatement(Row))
    return;
  if (First.Kind == Tok::Integer) {
    if (First.IntVal >= 0 && Lex.peek().Kind == Tok::Colon) {
      parseNumericLabel(First);
      return;
    }
    // llvm-mc eats a negative number ('\xe9') before it refuses it, and any
    // other number with the token after it: past an error token, that
    // prints the lexer's message first.
    Lex.lex();
    if (First.IntVal >= 0)
      Lex.lex();
    error(First.Begin, "unexpected token at start of statement");
    if (!Lex.consumedEndOfStatement())
      Lex.skipStatement();
    return;
  }
  // llvm-mc's generic parser takes braces for names: of instructions,
  // labels and variables.
  bool Brace =
      First.Kind == Tok::Other && (Lex.text() == "{" || Lex.text() == "}");
  if (First.Kind == Tok::Identifier || First.Kind == Tok::String || Brace ||
      (First.Kind == Tok::At && startsAtName())) {
    llvm::StringRef Name =
        First.Kind == Tok::String ? Lex.stringContents(First) : Lex.text();
    if (First.Kind == Tok::At) {
      Lex.lex();
      Name =
          Lex.buffer().substr(First.Begin, 1 + Lex.nameText(Lex.tok()).size());
    }
    Tok Next = Lex.peek().Kind;
    if (Next == Tok::Colon) {
      Lex.lex();
      Lex.lex();
      if (Lex.is(Tok::Hash))
        Lex.skipHashAfterLabel();
      labelStatement(Name, First.Begin);
      if (Lex.is(Tok::EndOfStatement))
        Lex.lex();
      return;
    }
    if (Next == Tok::Equal && Name != ".") {
      Lex.lex();
      Lex.lex();
      parseAssignment(Name, AssignKind::Equal);
      return;
    }
    if (const MacroDirectives::Macro *M = Macros.lookup(Name)) {
      Lex.lex();
      if (!Macros.call(*M, First.Begin))
        endStatement();
      return;
    }
    if (Name.starts_with(".") && Name != ".") {
      Lex.lex();
      if (Row)
        return parseDirective(*Row, First.Begin);
      error(First.Begin, "unknown directive");
      endStatement();
      return;
    }
    Lex.lex();
    parseInstruction(Name, First.Begin);
    return;
  }
  // llvm-mc eats the token before it reports: past an error token, that
  // prints the lexer's message first.
  Lex.lex();
  error(First.Begin, "unexpected token at start of statement");
  if (!Lex.consumedEndOfStatement())
    Lex.skipStatement();
}

// AsmParser::parseIdentifier makes '@' and the name or integer right after
// it one name, in a statement's first token as in an expression.
bool Parser::startsAtName() {
  const Token &Next = Lex.peek();
  bool NameOrInteger =
      (Next.Kind == Tok::Identifier && !Lex.text(Next).starts_with("$")) ||
      Next.Kind == Tok::Integer;
  return NameOrInteger && Next.Begin == Lex.tok().Begin + 1;
}

void Parser::parseAssignment(llvm::StringRef Name, AssignKind Kind) {
  uint32_t RhsLoc = Lex.tok().Begin;
  Rhs.clear();
  if (!Exprs.parse(Rhs)) {
    error(Lex.tok().lexStart(), "missing expression");
    endStatement();
    return;
  }
  if (!parseEndOfStatement()) {
    endStatement();
    return;
  }
  assign(Name, Kind, RhsLoc);
  Lex.skipStatement();
}

// Pass one decides; pass two replays the verdict; a speculative pass does
// both.
void Parser::assign(llvm::StringRef Name, AssignKind Kind, uint32_t RhsLoc) {
  uint32_t Sym;
  // Most assignments of a large file: straight to the definition.
  if (!isPassTwo() && Kind != AssignKind::Equiv && Rhs.size() == 1 &&
      Rhs[0].Op == ExprOp::Constant) {
    Sym = Syms.lookup(Name);
    if (Sym != NoSymbol &&
        reassignConstant(Syms, Sym, Rhs[0].Value, RhsLoc, Stmt)) {
      if (Sink) {
        flushSemanticDiags();
        reportAssignment(Sym, Kind);
      }
      return;
    }
  }
  if (isPassTwo()) {
    flushSemanticDiags();
    Sym = Syms.getOrCreate(Name);
    if (!installDefinition(Sym)) {
      StmtFailure = Failure::AfterEnd;
      return;
    }
  } else {
    Sym = decideAssignment(Name, Kind, RhsLoc);
    if (!Sink)
      return;
    flushSemanticDiags();
    if (Sym == NoSymbol)
      return;
  }
  reportAssignment(Sym, Kind);
}

void Parser::reportAssignment(uint32_t Sym, AssignKind Kind) {
  const Definition &D = Syms.def(Syms[Sym].Current);
  ExprNode Constant;
  llvm::ArrayRef<ExprNode> Value;
  if (D.Kind == DefKind::Expr) {
    Value = Syms.exprOf(D);
    // llvm-mc keeps "1 / 0" or "1 << 64" as a symbolic value, and crashes
    // or wraps when it is used; gfxas says what is wrong right away.
    int64_t V;
    EvalError Err;
    if (!Eval.evaluateAt(Value, Stmt, V, Err)) {
      if (Err.isArithmetic()) {
        error(Err.Loc, Err.message(Syms));
        StmtFailure = Failure::AfterEnd;
        return;
      }
      // A later definition might make it an arithmetic error.
      if (M == Mode::Speculative)
        return abandonSpeculation();
    }
  } else {
    Constant.Op = ExprOp::Constant;
    Constant.Value = D.Value;
    Value = Constant;
  }
  // llvm-mc's emitAssignment registers the symbol, then every symbol the
  // kept right side names (MCStreamer::visitUsedExpr), left to right.
  registerSymbol(Sym);
  for (const ExprNode &N : Value)
    if (N.Op == ExprOp::Symbol)
      registerSymbol(uint32_t(N.Value));
  Sink->assignment(Syms.name(Sym),
                   {Value, [&](uint32_t Id) { return Syms.name(Id); }}, Kind);
}

// Pass one's verdict: the symbol defined, or NoSymbol when the assignment
// is refused (recorded for pass two with llvm-mc's message).
uint32_t Parser::decideAssignment(llvm::StringRef Name, AssignKind Kind,
                                  uint32_t RhsLoc) {
  AssignVerdict V = assignVariable(Syms, Eval, Name, Rhs, RhsLoc, Stmt,
                                   /*AllowRedef=*/Kind != AssignKind::Equiv);
  switch (V.Refusal) {
  case AssignRefusal::None:
    return V.Sym;
  case AssignRefusal::RecursiveUse:
    semanticError(RhsLoc, "Recursive use of '" + Name + "'");
    break;
  case AssignRefusal::Redefinition:
    semanticError(RhsLoc, "redefinition of '" + Name + "'");
    break;
  case AssignRefusal::InvalidAssignment:
    semanticError(RhsLoc, "invalid assignment to '" + Name + "'");
    break;
  case AssignRefusal::NonAbsoluteReassignment:
    semanticError(RhsLoc, "invalid reassignment of non-absolute variable '" +
                              Name + "'");
    break;
  case AssignRefusal::Cycle:
    semanticError(RhsLoc, "cyclic definition of '" + Name + "'");
    break;
  }
  if (!V.Path.empty())
    semanticNote(RhsLoc, "the cycle is " + describeCycle(Syms, V.Path));
  return NoSymbol;
}

void Parser::parseDirective(const DirectiveRow &Row, uint32_t Loc) {
  llvm::StringRef Directive = Row.Spelling;
  switch (Row.Family) {
  case DirectiveFamily::Conditional: // read before
    break;
  case DirectiveFamily::End:
    Ended = true;
    return;
  case DirectiveFamily::Section:
    if (Secs.parseDirective(Directive, Loc))
      return;
    break;
  case DirectiveFamily::Globl:
    SymDirs.parseGlobl(Loc);
    break;
  case DirectiveFamily::SymbolAttribute:
    SymDirs.parseDirective(Directive, Loc);
    break;
  case DirectiveFamily::Common:
    parseCommonDirective(/*IsLocal=*/Row.Arg);
    break;
  case DirectiveFamily::Assign: {
    std::optional<llvm::StringRef> Name = parseSymbolName();
    if (Name && skipToken(Tok::Comma, "expected comma")) {
      parseAssignment(*Name, AssignKind(Row.Arg));
      return;
    }
    break;
  }
  case DirectiveFamily::Align:
    parseAlignDirective(Row.Arg & AlignPow2, Row.Arg & ~AlignPow2);
    break;
  case DirectiveFamily::Org:
    parseOrgDirective();
    break;
  case DirectiveFamily::Fill:
    parseFillDirective();
    break;
  case DirectiveFamily::Zero:
    parseZeroDirective();
    break;
  case DirectiveFamily::Data:
    parseDataDirective(Row.Arg);
    break;
  case DirectiveFamily::Real:
    parseRealDirective(Row.Arg == 4 ? llvm::APFloat::IEEEsingle()
                                    : llvm::APFloat::IEEEdouble());
    break;
  case DirectiveFamily::Octa:
    parseOctaDirective();
    break;
  case DirectiveFamily::LEB128:
    parseLEB128Directive(/*Signed=*/Row.Arg);
    break;
  case DirectiveFamily::String:
    parseStringDirective(/*ZeroTerminated=*/Row.Arg);
    break;
  case DirectiveFamily::File:
    parseFileDirective();
    break;
  case DirectiveFamily::Message:
    Conds.parseMessageDirective(Directive, Loc);
    return;
  case DirectiveFamily::AmdgcnTarget:
    if (parseAmdgcnTarget())
      return;
    break;
  case DirectiveFamily::CodeObjectVersion:
    if (parseCodeObjectVersion(Loc))
      return;
    break;
  case DirectiveFamily::Include:
    if (Row.Arg)
      parseIncbinDirective();
    else
      parseIncludeDirective();
    return;
  case DirectiveFamily::Macro:
    // Messages name the directive as written.
    if (Macros.parseDirective(MacroDirective(Row.Arg),
                              Source.substr(Loc, Directive.size()), Loc))
      return;
    break;
  case DirectiveFamily::Ident:
    parseIdentDirective();
    break;
  case DirectiveFamily::HsaMetadataV2:
    refuseHsaMetadataV2();
    break;
  case DirectiveFamily::HsaMetadata:
    if (parseHsaMetadata())
      return;
    break;
  case DirectiveFamily::AmdhsaKernel:
    if (parseAmdhsaKernel(Loc))
      return;
    break;
  }
  endStatement();
}

void Parser::parseInstruction(llvm::StringRef Mnemonic, uint32_t Loc) {
  StmtIsInstruction = true;
  EncodedInstruction Inst;
  Inst.Offset = Address;
  if (!Instrs.parse(Mnemonic, Loc, Inst, Secs.current()))
    return;
  if (Instrs.branchTarget() != NoSymbol && Record.PadBranches &&
      Inst.Row->Fmt == BranchOffset3fBugFormat)
    padBranch(Inst);
  // llvm-mc's object streamer refuses an instruction in a SHT_NOBITS
  // section (emitInstToData), which then takes no room.
  const Sections::Section &Section = Secs.currentSection();
  bool NoBits = Section.Type == llvm::ELF::SHT_NOBITS;
  if (Sink && NoBits)
    Sink->objectStreamerError(
        {Diagnostic::Kind::Error, Loc,
         "SHT_NOBITS section '" + Section.Name + "' cannot have instructions"});
  if (Sink) {
    Sink->instruction(Inst);
    if (Instrs.recordsDetails())
      Instrs.reportOperandDetails(Loc);
  }
  if (!NoBits)
    Address += Inst.size();
}

void Parser::padBranch(EncodedInstruction &Inst) {
  switch (M) {
  case Mode::Speculative:
    // Whether it is padded depends on what follows it.
    abandonSpeculation();
    return;
  case Mode::PassOne:
    BranchLayout.branch(Stmt, Address, Instrs.branchTarget(), Syms);
    return;
  case Mode::PassTwo:
    if (!Record.PaddedBranches.contains(Stmt))
      return;
    Inst.Words[1] = uint32_t(encodeInstr(*lookupInstr("s_nop", Gen), Gen, {0}));
    Inst.NumWords = 2;
    Inst.PaddedBranch = true;
    return;
  }
}
