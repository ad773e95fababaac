//===- Parser.h - Statements of a gfxas source file -------------*- C++ -*-===//
//
// Parses one pass over the source. Pass one replays llvm-mc's one-pass
// semantics to record every definition and llvm-mc's verdict on each
// assignment and label. Pass two parses the file again, replays those
// verdicts, evaluates operands (falling back to gfxas's forward-reference
// evaluation where llvm-mc's fails), and reports everything to the sink.
// No statement is kept between lines: pass two re-reads the source.
//
// Most files never look ahead, so the first pass is run speculatively: it
// records like pass one and reports like pass two for as long as nothing
// needs a definition that comes later. At the first statement that does, it
// drops that statement's events and goes on as a plain pass one; pass two
// then runs over the whole file but reports only from that statement on.
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_LIB_PARSER_H
#define GFXAS_LIB_PARSER_H

#include "Frontend/BranchPadding.h"
#include "Frontend/Evaluator.h"
#include "Frontend/GatedSink.h"
#include "Frontend/Relocations.h"
#include "Frontend/SectionStack.h"
#include "Frontend/SymbolTable.h"
#include "Syntax/ExprParser.h"
#include "Syntax/Lexer.h"
#include "Target/InstrInfo.h"
#include "Target/OperandClass.h"
#include "Target/OtherMnemonics.h"
#include "gfxas/Assembler.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"
#include <optional>
#include <unordered_map>

namespace gfxas {

struct DirectiveRow;

/// What pass one leaves for pass two besides the symbol table.
struct PassOneRecord {
  /// llvm-mc's diagnostics for assignments and labels, with the statement
  /// they belong to, in order.
  struct SemanticDiag {
    uint32_t Stmt;
    Diagnostic D;
    /// Only llvm-mc's object streamer reports it (a label placed where a
    /// local common symbol is, which its listing streamer never placed).
    bool ObjectOnly = false;
  };
  std::vector<SemanticDiag> SemanticDiags;
  /// Temporary labels ('.' and "N:"), by the source offset that made them.
  llvm::DenseMap<uint32_t, uint32_t> TempByOffset;
  /// .text is laid out as in llvm-mc's object, on a processor with the
  /// branch offset 0x3f bug: some branches are followed by s_nop 0 (see
  /// BranchPadding.h). Set before the passes.
  bool PadBranches = false;
  /// The triple's OS, which decides the predefined symbols, and the target
  /// id .amdgcn_target must name.
  TargetOS OS = TargetOS::Unknown;
  std::string TargetId;
  /// Those branches, by statement, which pass one finds for pass two.
  llvm::DenseSet<uint32_t> PaddedBranches;
};

class Parser final : public ExprEnv,
                     public OperandParser,
                     public MatchRecorder,
                     private LexErrorHandler {
public:
  enum class Mode : uint8_t {
    PassOne,
    /// Reports only from statement MuteBefore on (see the file comment).
    PassTwo,
    /// Pass one and pass two at once, until a statement looks ahead.
    Speculative,
  };
  /// Sink is null for PassOne.
  Parser(llvm::StringRef Source, const CpuInfo &Cpu, SymbolTable &Syms,
         PassOneRecord &Record, AsmSink *Sink, Mode M,
         llvm::function_ref<void(uint32_t)> Consumed = {},
         uint32_t MuteBefore = 0);

  /// Runs one pass over the whole source.
  void run();
  const AssembleResult &result() const { return Result; }
  /// The statement at which a speculative pass fell back to pass one, or 0
  /// when it reported the whole file.
  uint32_t abandonedAt() const { return AbandonedAt; }

private:
  bool isPassTwo() const { return M == Mode::PassTwo; }
  bool isPassOne() const { return M == Mode::PassOne; }
  /// A speculative pass has met a statement that needs a later definition.
  void abandonSpeculation();

  // Statements (Parser.cpp).
  void parseStatement();
  void parseNumericLabel(const Token &Number);
  void parseAssignment(llvm::StringRef Name, AssignKind Kind);
  void parseDirective(const DirectiveRow &Row, uint32_t Loc);
  // Directives that put bytes in .text (DataDirectives.cpp).
  void parseAlignDirective(bool IsPow2, unsigned FillSize);
  void parseDataDirective(unsigned Size);
  void parseFillDirective();
  void parseZeroDirective();
  void parseStringDirective(bool ZeroTerminated);
  void parseLEB128Directive(bool Signed);
  void parseOrgDirective();
  // .file (FileDirective.cpp).
  void parseFileDirective();
  bool parseFillCount(FillDirective &F, uint32_t &Loc);
  /// The count parseFillCount read last.
  std::vector<ExprNode> FillCount;
  /// E names symbols, and every one it reaches is never defined.
  bool namesOnlyUndefinedSymbols(llvm::ArrayRef<ExprNode> E) const;
  bool parseAbsoluteOperand(int64_t &Value);
  bool parseOptionalOperand(int64_t &Value, std::optional<uint32_t> &Loc);
  bool parseEscapedString(std::string &Data);
  void emitFill(FillDirective &F, uint32_t Loc);
  void parseValueList(llvm::function_ref<bool()> ParseOne);
  bool emitConstantData(unsigned Size, uint64_t Value, uint32_t Loc);
  // Data read from number tokens (LiteralDataDirectives.cpp).
  void parseRealDirective(const llvm::fltSemantics &Semantics);
  bool parseRealValue(const llvm::fltSemantics &Semantics, llvm::APInt &Bits);
  void parseOctaDirective();
  bool parseOctaValue(uint64_t &Hi, uint64_t &Lo);
  bool reachesUnsetSymbol(llvm::ArrayRef<ExprNode> E) const;
  bool startsAtName();
  bool writerLiteral(OperandFixup &F);
  /// A statement number past every statement of the file.
  uint32_t endOfFile() const { return uint32_t(Source.size()) + 2; }
  /// .text is addressed with 32 bits, as llvm-mc's fragments are not, but
  /// no file gfxas is for comes near.
  static constexpr uint64_t MaxTextSize = UINT32_MAX;
  std::optional<llvm::StringRef> parseSymbolName();
  bool parseEndOfStatement();
  void parseInstruction(llvm::StringRef Mnemonic, uint32_t Loc);
  /// A branch llvm-mc's object writer may pad (PassOneRecord::PadBranches):
  /// pass one records it, pass two adds the padding to Inst.
  void padBranch(EncodedInstruction &Inst);
  /// Pass one's branches, alignments and labels, in the order of .text.
  BranchPadding BranchLayout;
  /// At the end of pass one: which branches llvm-mc pads, and the labels
  /// where they are then.
  void relaxBranches();
  /// Whether llvm-mc relaxes the branch at Offset to Sym, as the labels now
  /// lie.
  bool branchNeedsPadding(uint32_t Sym, uint32_t Offset);
  /// What llvm-mc's object writer knows of Sym at the end of the file: its
  /// kind, value and section (the rest of SymbolInfo is left empty).
  SymbolInfo valueAtEnd(uint32_t Sym);
  std::string spellingSuggestion(llvm::StringRef Mnemonic) const;
  void reportUnknownInstruction(llvm::StringRef Mnemonic, SplitMnemonic Split,
                                const InstrInfo *Info, uint32_t Loc);
  void reportOperandDetails(uint32_t Loc);
  /// Records that operand Index, just parsed, began at Begin: it ends
  /// before the token that follows it and the blanks or comment between.
  void recordOperandSpan(unsigned Index, uint32_t Begin);
  llvm::StringRef spellingAt(uint32_t Sym, uint32_t Loc) const;
  void assign(llvm::StringRef Name, AssignKind Kind, uint32_t RhsLoc);
  uint32_t decideAssignment(llvm::StringRef Name, AssignKind Kind,
                            uint32_t RhsLoc);
  void reportAssignment(uint32_t Sym, AssignKind Kind);
  bool installDefinition(uint32_t Sym);
  /// The label statement "Name:" at Loc, alone on its line when
  /// EndsStatement.
  void labelStatement(llvm::StringRef Name, uint32_t Loc,
                      bool EndsStatement = false);
  void defineLabel(uint32_t Sym, uint32_t Loc);
  void flushSemanticDiags();
  void recoverFromFailure();
  void checkDirectionalLabelsAtEnd();
  void reportSymbols();

  /// Sets up the per-statement state for a statement starting at Begin.
  void beginStatement(uint32_t Begin) {
    Stmt = Begin + 1;
    if (MuteBefore)
      Gate->setMuted(Stmt < MuteBefore);
    if (Consumed && Begin >= NextConsumed) {
      Consumed(Begin);
      NextConsumed = Begin + ConsumedStep;
    }
    ErrorReported = false;
    StmtFailure = Failure::None;
  }

  // Operands: what OperandParser gives the operand classes.
  Lexer &lexer() override { return Lex; }
  Generation generation() const override { return Gen; }
  bool parseAbsolute(int64_t &Value, llvm::StringRef What = "",
                     const char *Message = nullptr) override;
  void matchError(uint32_t Loc, const llvm::Twine &Msg) override;
  void strictError(uint32_t Loc, const llvm::Twine &Msg) override;
  void strictWarning(uint32_t Loc, const llvm::Twine &Msg) override;
  void continueAfterError() override { ContinueAfterError = true; }
  void writtenByField(unsigned Fields) override {
    OperandByField = true;
    OperandWritten = Fields;
    OperandByFieldIndex = CurrentOperand;
  }
  bool parseExtraOperand(uint32_t *ValueLoc = nullptr) override;
  MatchRecorder &match() override { return *this; }
  const CpuInfo &cpu() const override { return Cpu; }
  void registerParsed(const Register &R) override;
  /// llvm-mc's KernelScopeInfo: the registers used, which it writes to
  /// .kernel.sgpr_count and the like (RegisterCounts.cpp).
  struct KernelScope {
    uint32_t Sgprs = 0, Vgprs = 0, Agprs = 0;
  } Kernel;
  void setRegisterCount(llvm::StringRef Name, int64_t Count);
  /// .amdgcn_target (TargetDirectives.cpp); true when the rest of the line
  /// is a statement of its own.
  bool parseAmdgcnTarget();
  bool parseCodeObjectVersion(uint32_t Loc);
  uint32_t mnemonicLoc() const override { return MnemonicLoc; }
  unsigned operandIndex() const override { return CurrentOperand; }
  void moveValidationError(unsigned Key, uint32_t Loc) override {
    if (Match.Invalid && Match.Invalid->Key == Key)
      Match.Invalid->Loc = Loc;
  }
  void invalidForGpu() override {
    Match.Pending = true;
    Match.InvalidForGpu = true;
  }
  /// Whether Row takes the operand at the lexer as its Operand-th: its
  /// class takes it, unless the operand may be left out and the modifier
  /// after it in the row takes it (glc after SMEM's base is the cache
  /// policy, not a symbol for the offset left out before it).
  bool operandTakes(const InstrInfo &Row, unsigned Operand);
  /// The row of Row's mnemonic that takes the operand at the lexer as its
  /// Operand-th, if Row does not.
  const InstrInfo *shapeTaking(const InstrInfo &Row, unsigned Operand);
  /// The modifier class (a cache policy, offset:N) of a row of Row's
  /// mnemonic that takes the operand at the lexer as the Position-th the
  /// text gives.
  std::optional<OperandClassId> modifierAtPosition(const InstrInfo &Row,
                                                   unsigned Position);
  /// The value of an operand of class Id left out, if it may be.
  std::optional<int64_t> omittedValue(OperandClassId Id) const;
  /// Where the current instruction's mnemonic starts.
  uint32_t MnemonicLoc = 0;
  bool parseExpression(int64_t &Value, bool &Absolute) override;
  bool takeLoneInteger(int64_t &Value);
  llvm::ArrayRef<ExprNode> relocatableExpression() const override {
    return RelocatableExpr;
  }
  void symbolFixup(uint32_t Symbol) override {
    FixupSym = Symbol;
    FixupOperand = OperandIndex;
  }
  /// The symbol the current instruction's branch target names, or NoSymbol.
  uint32_t FixupSym = NoSymbol;
  unsigned FixupOperand = 0;
  /// The last operand expression llvm-mc keeps relocatable, and the
  /// current instruction's literal fixup's.
  std::vector<ExprNode> RelocatableExpr, FixupExpr;
  /// The printed text of the current instruction's fixup.
  std::string FixupText;
  /// Fills in a scalar literal's fixup (FK_PCRel_4 or FK_Data_4) from
  /// FixupExpr; false after an error.
  bool makeLiteralFixup(OperandFixup &F);
  bool makeVariantFixup(OperandFixup &F);
  bool parseOperandExpression();
  /// The operand being parsed.
  unsigned OperandIndex = 0;
  void mismatch(uint32_t Loc) override {
    Match.Pending = true;
    if (!Match.Mismatch)
      Match.Mismatch = Loc;
  }
  void literal(uint32_t Loc, uint32_t Word, bool Marked) override;
  void inlineFloat(uint32_t Loc) override;
  void fixup(uint32_t Loc) override;
  void validationError(uint32_t Loc, ValidatorCheck Check,
                       unsigned Key) override {
    Match.Pending = true;
    if (!Match.Invalid || Check < Match.Invalid->Check)
      Match.Invalid = MatchState::ValidationError{Loc, Check, Key};
    else if (Match.Invalid->Check == Check && Match.Invalid->Key == Key)
      Match.Invalid->Loc = Loc;
  }
  /// What llvm-mc's matcher and validator will say of the instruction
  /// being parsed, which its operands record as they are parsed: llvm-mc
  /// parses every operand before it matches, so all of it is reported
  /// after the statement's last operand is parsed.
  struct MatchState {
    /// Anything below was recorded (most instructions record nothing).
    bool Pending = false;
    /// Match errors (with their notes) of an operand that stopped the
    /// instruction's own operand parsing (matchError): the rest are parsed
    /// as extra operands, and these reported unless one of them fails.
    std::vector<Diagnostic> Deferred;
    /// The first operand that is not one the instruction takes.
    std::optional<uint32_t> Mismatch;
    /// The operands are the instruction's, but not with their values here.
    bool InvalidForGpu = false;
    /// The literal word, and how many unique literals and fixups llvm-mc
    /// would count; the last literal operand is where it reports more
    /// than one.
    std::optional<uint32_t> Literal;
    unsigned Literals = 0;
    std::optional<uint32_t> LiteralLoc;
    std::optional<uint32_t> Fixup;
    struct ValidationError {
      uint32_t Loc;
      ValidatorCheck Check;
      unsigned Key;
    };
    std::optional<ValidationError> Invalid;
    /// strictError's and strictWarning's, for an instruction that matched.
    std::vector<Diagnostic> Stricter;
  };
  MatchState Match;
  /// The operand that failed asked for the rest to be parsed all the same.
  bool ContinueAfterError = false;
  /// Parses the rest of the statement's operands for their errors; false
  /// at the first that fails to parse.
  bool parseRemainingOperands();
  void readRemainingOperands() override;
  /// The row whose shapes say which modifiers the instruction's parser
  /// tries at the position of the next operand the text gives.
  struct ShapePosition {
    const InstrInfo *Row = nullptr;
    unsigned Position = 0;
  };
  ShapePosition Shapes;
  /// Parses the operand at Shapes.Position, which the instruction does not
  /// take, for its errors; false after one.
  bool parseOperandAtPosition(uint32_t *ValueLoc = nullptr);
  /// After an operand failed with deferred match errors: parses the rest
  /// and reports those errors, unless a later operand failed to parse
  /// (false).
  bool reportDeferredMatchErrors();
  /// Reports what matching and validating found; false after an error.
  bool reportMatch(uint32_t MnemonicLoc, unsigned Parsed, unsigned Needed,
                   std::optional<uint32_t> Extra);

  // ExprEnv.
  ExprNode symbolRef(llvm::StringRef Name, uint32_t Loc) override;
  uint32_t currentLocation() override;
  std::optional<uint32_t> directionalLabel(int64_t Number, bool Backward,
                                           uint32_t Loc) override;
  bool foldAbsolute(llvm::ArrayRef<ExprNode> Nodes, int64_t &Value) override;
  /// llvm-mc's MCAsmParser::Error, which also steps over an error token
  /// where it stands: the parser's message replaces the lexer's.
  void error(uint32_t Loc, const llvm::Twine &Msg) override;
  void reportError(uint32_t Loc, const llvm::Twine &Msg);
  /// The parser stepped over an error token (Lexer::lex).
  void lexicalError(const Token &T) override;
  /// The end of a statement that failed, as llvm-mc's Run loop has it: an
  /// error token it stopped on is reported if nothing else was, and the
  /// rest of the statement skipped.
  void endStatement();
  void warning(uint32_t Loc, const llvm::Twine &Msg) override;
  /// An error of a directive that has read its end of statement: llvm-mc
  /// then recovers as after an instruction (see recoverFromFailure).
  void errorAfterEnd(uint32_t Loc, const llvm::Twine &Msg);
  void note(uint32_t Loc, const llvm::Twine &Msg);
  /// An error that pass one decides and pass two replays.
  void semanticError(uint32_t Loc, const llvm::Twine &Msg,
                     bool FailsStatement = true, bool ObjectOnly = false);
  void semanticNote(uint32_t Loc, const llvm::Twine &Msg);

  /// The temporary symbol made by the token at Offset ('.', "Nf", "N:").
  uint32_t temporarySymbol(uint32_t Offset);
  void defineTemporaryLabel(uint32_t Sym, uint32_t Loc);

  llvm::StringRef Source;
  const CpuInfo &Cpu;
  Generation Gen;
  SymbolTable &Syms;
  PassOneRecord &Record;
  Mode M;
  std::optional<GatedSink> Gate;
  /// &*Gate while the pass reports, else null.
  AsmSink *Sink = nullptr;
  uint32_t MuteBefore;
  uint32_t AbandonedAt = 0;
  Lexer Lex;
  ExprParser Exprs;
  Evaluator Eval;
  AssembleResult Result;

  /// The current statement's "time": one past its first byte's offset, so
  /// that definitions are ordered the same way in both passes.
  uint32_t Stmt = 0;
  /// How the current statement failed, which decides llvm-mc's recovery:
  /// with an error before its end was read, or after it (whose
  /// MCAsmParser::Error then steps over an error token that starts the next
  /// statement), or before the end, which was then read all the same.
  enum class Failure : uint8_t { None, BeforeEnd, AfterEnd, BeforeEndRead };
  Failure StmtFailure = Failure::None;
  bool InInstruction = false;
  uint32_t Address = 0;
  /// Pass two: per symbol, its place in llvm-mc's registration sequence
  /// (SymbolInfo::RegisteredAt).
  std::vector<uint32_t> Registration;
  uint32_t NextRegistration = 0;
  void registerSymbol(uint32_t Sym);
  void parseGlobl(uint32_t Loc);

  // The ELF symbol directives (SymbolDirectives.cpp).
  void parseSymbolDirective(llvm::StringRef Directive, uint32_t Loc);
  std::optional<llvm::StringRef> parseIdentifier();
  void setBinding(uint32_t Sym, uint8_t Binding, uint32_t Loc);
  void parseAttributeDirective(llvm::StringRef Directive, uint32_t Loc);
  void parseTypeDirective();
  void parseSizeDirective();
  // .comm and .lcomm (CommonDirectives.cpp).
  void parseCommonDirective(bool IsLocal);
  bool allocateLocalCommon(uint32_t Sym, uint64_t Size, uint32_t Loc);
  /// A .type named a type of the GNU ELF ABI (AsmSink::gnuAbi).
  bool GnuAbi = false;
  /// What llvm-mc's writer gives Info's symbol from its .type and .size
  /// directives, and from those of Base, the symbol a variable rests on.
  void computeTypeAndSize(uint32_t Sym, uint32_t Base, SymbolInfo &Info);
  bool isIFunc(uint32_t Sym);
  uint32_t sizedAlongReferences(uint32_t Sym);
  /// reportSymbols' answers of isIFunc and sizedAlongReferences, per symbol.
  enum class Answer : uint8_t { Unknown, No, Yes };
  std::vector<Answer> IFuncMemo;
  std::vector<uint32_t> SizedVia;
  void report(const Diagnostic &D);

  // Conditional assembly and the message directives (Conditionals.cpp).
  /// llvm-mc's AsmCond: the directive that opened or last continued the
  /// innermost block, whether one of its branches was taken, and whether
  /// its statements are skipped.
  struct CondState {
    enum class Kind : uint8_t { None, If, ElseIf, Else };
    Kind K = Kind::None;
    bool CondMet = false;
    bool Ignore = false;
  };
  CondState Cond;
  /// The states of the blocks around the innermost one.
  std::vector<CondState> CondStack;
  /// The last statement was skipped as llvm-mc's eatToEndOfStatement
  /// skips, which reads a block comment after it as a token.
  bool SkippedRaw = false;
  /// Reads the statement when it is a conditional directive (Row), or
  /// skips it when its block is skipped; false when it is for
  /// parseStatement.
  bool parseConditionalStatement(const DirectiveRow *Row);
  bool openBlock();
  void takeBranch(bool Taken);
  void skipIgnored();
  void consumeEndOfStatement();
  bool parseCondition(int64_t &Value);
  llvm::StringRef textUntil(bool AtComma);
  bool isDefinedHere(llvm::StringRef Name);
  void parseIfeqs(bool ExpectEqual);
  /// At the end of the file: a block still open.
  void checkConditionalsAtEnd();
  void parseMessageDirective(llvm::StringRef Directive, uint32_t Loc);
  /// The statements that start with a block comment after a statement
  /// skipped to its end are llvm-mc's "unexpected token at start of
  /// statement" (skipped without a word in a skipped block).
  void skipCommentLedStatements();

public:
  /// A section of the file (SectionDirectives.cpp), numbered in the order
  /// it first names it; .text is 0.
  struct SectionState {
    std::string Name;
    uint32_t Flags = 0, Type = 0, EntSize = 0;
    /// Its location counter while another section is current.
    uint32_t Address = 0;
    bool Entered = false;
    uint32_t RegisteredAt = SymbolInfo::NotRegistered;
    /// What llvm-mc's listing prints to switch to it.
    std::string Listing;
  };

private:
  std::vector<SectionState> Sections;
  llvm::StringMap<uint16_t> SectionIds;
  uint16_t CurSection = 0;
  RelocationAnalysis Relocs;
  SectionStack SecStack;
  void resetSections();
  void parseSectionDirective(llvm::StringRef Directive, uint32_t Loc);
  bool parseSectionArguments(bool IsPush, uint32_t Loc);
  bool parseSectionFlagString(uint32_t &Flags);
  std::optional<uint32_t> parseSunStyleSectionFlags();
  std::optional<llvm::StringRef> parseSectionName();
  bool parseSubsection(llvm::StringRef Name, bool Optional = true);
  uint16_t getOrCreateSection(llvm::StringRef Name, uint32_t Type,
                              uint32_t Flags, uint32_t EntSize);
  void switchSection(uint16_t Id);
  /// SectionStack::switchUnlisted's switch.
  void switchSectionUnlisted(uint16_t Id);
  bool popSection();
  /// Makes Id the current section; the listing shows a switch to Listed
  /// (SectionStack::None: none).
  void enterSection(uint16_t Id, uint16_t Listed);
  void lateDirectiveError(uint32_t Loc, const llvm::Twine &Msg);
  /// The directive ended inside its line, whose rest is another statement.
  bool RestIsStatement = false;
  /// Returns the symbol the variable rests on (llvm-mc's base symbol), or
  /// NoSymbol.
  uint32_t checkObjectValue(uint32_t Sym, SymbolInfo &Info);
  bool namesSectionWithoutCode(uint32_t Sym) const;
  static bool isWriterSectionName(llvm::StringRef Name);
  bool ErrorReported = false;
  bool Ended = false;
  llvm::function_ref<void(uint32_t)> Consumed;
  uint32_t NextConsumed = ConsumedStep;
  static constexpr uint32_t ConsumedStep = 1u << 18;
  /// The error limit was reached: nothing more is reported.
  bool Stopped = false;
  /// Nonzero while diagnostics are parsed only for their side effects.
  unsigned Suppress = 0;
  size_t NextSemanticDiag = 0;
  std::vector<ExprNode> Rhs, Operand;
  std::vector<uint32_t> ReplayCursor;

  /// How the current instruction's operand was written (OperandDetails).
  bool OperandByField = false;
  unsigned OperandWritten = 0;
  /// The operand being parsed, and the one written field by field.
  unsigned CurrentOperand = 0, OperandByFieldIndex = 0;
  /// The definitions the current operand used, while a sink asks for them.
  std::vector<DefinitionUse> Uses;
  /// Where each operand of the current instruction is written, while a sink
  /// asks for details (OperandDetails::OperandSpans).
  llvm::SmallVector<std::pair<uint32_t, uint32_t>, 4> OperandSpans;

  struct LocalLabel {
    uint32_t Current = NoSymbol; // the last "N:"
    uint32_t Pending = NoSymbol; // created by "Nf", defined by the next "N:"
    /// What "Nb" names before the first "N:": llvm-mc's instance 0, which
    /// takes a temporary name and is never defined.
    uint32_t BeforeFirst = NoSymbol;
  };
  /// By the label's number (not a DenseMap: every 64-bit value is one).
  std::unordered_map<int64_t, LocalLabel> LocalLabels;
  /// Every "Nf" reference in source order, with the symbol it named:
  /// llvm-mc reports each one whose symbol is still undefined at the end.
  std::vector<std::pair<uint32_t, uint32_t>> ForwardRefs;
  /// The labels '.' made while a data value was read, when the value goes
  /// out later: llvm-mc emits each value as soon as it is read, so the
  /// label of a '.' comes after the values before it. (Symbol, address.)
  using HeldLabels = llvm::SmallVector<std::pair<uint32_t, uint32_t>, 1>;
  HeldLabels *HeldDotLabels = nullptr;
};

} // namespace gfxas

#endif
