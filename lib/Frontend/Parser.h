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
#include "Frontend/Conditionals.h"
#include "Frontend/Evaluator.h"
#include "Frontend/GatedSink.h"
#include "Frontend/IncludeFiles.h"
#include "Frontend/InstructionParser.h"
#include "Frontend/MacroDirectives.h"
#include "Frontend/Relocations.h"
#include "Frontend/Sections.h"
#include "Frontend/StatementContext.h"
#include "Frontend/SymbolDirectives.h"
#include "Frontend/SymbolTable.h"
#include "Syntax/ExprParser.h"
#include "gfxas/Assembler.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/DenseMap.h"
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
    /// llvm-mc's streamer reports it through MCContext: no notes on the
    /// macro instantiations it came from.
    bool FromContext = false;
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
  /// -mattr left gfx10+ in wave64 (an .amdhsa_kernel block's default).
  bool WavefrontSize64 = false;
  /// The symbols defined before the first line (-defsym).
  llvm::ArrayRef<SymbolDefinition> Definitions;
  /// Finds the files .include and .incbin name.
  const AsmSink::IncludeReader *Reader = nullptr;
  /// Those branches, by statement, which pass one finds for pass two.
  llvm::DenseSet<uint32_t> PaddedBranches;
  /// Per NAME.kd, the section of the last .amdhsa_kernel block of NAME:
  /// llvm-mc's object streamer moves the symbol to each, and the entry
  /// offsets of the others are relative to it.
  llvm::DenseMap<uint32_t, uint16_t> LastDescriptorSection;
};

class Parser final : public StatementContext, public ExprEnv {
public:
  /// Sink is null for PassOne.
  Parser(SourceSpace &Space, const CpuInfo &Cpu, SymbolTable &Syms,
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
  void abandonSpeculation() override;

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
  bool startsAtName();
  /// .text is addressed with 32 bits, as llvm-mc's fragments are not, but
  /// no file gfxas is for comes near.
  static constexpr uint64_t MaxTextSize = UINT32_MAX;
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
    Stmt = statementTime(Begin);
    if (MuteBefore)
      Gate->setMuted(Stmt < MuteBefore);
    if (Consumed && Begin >= NextConsumed && Space.inFile(Begin)) {
      Consumed(Begin);
      NextConsumed = Begin + ConsumedStep;
    }
    ErrorReported = false;
    StmtFailure = Failure::None;
    StmtIsInstruction = false;
  }

  /// A statement's "time", which orders definitions the same way in both
  /// passes: one past its offset in the file, plus one for each statement
  /// the expansions before it ran. An expansion's statements take the times
  /// right after the statement of the file that called it.
  uint32_t statementTime(uint32_t Begin) {
    if (LLVM_LIKELY(Space.inFile(Begin))) {
      LastInFile = Begin;
      return Begin + 1 + ExpandedStatements;
    }
    return LastInFile + 1 + ++ExpandedStatements;
  }
  uint32_t LastInFile = 0;
  bool StmtIsInstruction = false;
  uint32_t ExpandedStatements = 0;

  /// llvm-mc's KernelScopeInfo: the registers used, which it writes to
  /// .kernel.sgpr_count and the like (RegisterCounts.cpp).
  struct KernelScope {
    uint32_t Sgprs = 0, Vgprs = 0, Agprs = 0;
  } Kernel;
  /// Each register operand the instruction parser reads raises the counts.
  void registerParsed(const Register &R);
  void setRegisterCount(llvm::StringRef Name, int64_t Count);
  /// .amdgcn_target (TargetDirectives.cpp); true when the rest of the line
  /// is a statement of its own.
  bool parseAmdgcnTarget();
  bool parseCodeObjectVersion(uint32_t Loc);
  /// .amdgpu_metadata ... .end_amdgpu_metadata (MetadataDirectives.cpp);
  /// true when the rest of the end's line is a statement of its own.
  bool parseHsaMetadata();
  void refuseHsaMetadataV2();
  /// The block's note in .note, as llvm-mc's ELF streamer writes it.
  void emitHsaMetadataNote(llvm::StringRef MessagePack);
  /// The last .amdhsa_code_object_version's, which the listing of an
  /// .amdhsa_kernel block follows.
  std::optional<unsigned> CodeObjectVersion;
  /// `.amdhsa_kernel NAME` ... `.end_amdhsa_kernel` (KernelDirectives.cpp);
  /// true when the rest of the line is a statement of its own.
  bool parseAmdhsaKernel(uint32_t Loc);
  /// .ident (IdentDirective.cpp).
  void parseIdentDirective();
  /// llvm-mc's object streamer has written an .ident's first string, after
  /// a NUL of its own.
  bool SeenIdent = false;
  // UnlistedBytes.cpp. A section only the object streamer enters, pushed
  // (false, having reported, where gfxas cannot write it) ...
  bool pushStreamerSection(llvm::StringRef Name, uint32_t Type, uint32_t Flags,
                           uint32_t EntSize);
  /// ... the bytes it writes there, after padding to 1 << Log2Align (false,
  /// having reported, where the section would grow too large) ...
  bool emitUnlisted(uint8_t Log2Align, llvm::StringRef Bytes);

  // ExprEnv.
  ExprNode symbolRef(llvm::StringRef Name, uint32_t Loc) override;
  uint32_t currentLocation() override;
  std::optional<uint32_t> directionalLabel(int64_t Number, bool Backward,
                                           uint32_t Loc) override;
  bool foldAbsolute(llvm::ArrayRef<ExprNode> Nodes, int64_t &Value) override;
  void error(uint32_t Loc, const llvm::Twine &Msg) override {
    StatementContext::error(Loc, Msg);
  }
  /// An error that pass one decides and pass two replays.
  void semanticError(uint32_t Loc, const llvm::Twine &Msg,
                     bool FailsStatement = true, bool ObjectOnly = false,
                     bool FromContext = false);
  void semanticNote(uint32_t Loc, const llvm::Twine &Msg);

  /// The temporary symbol made by the token at Offset ('.', "Nf", "N:").
  uint32_t temporarySymbol(uint32_t Offset);
  void defineTemporaryLabel(uint32_t Sym, uint32_t Loc);

  const CpuInfo &Cpu;
  Generation Gen;
  SymbolTable &Syms;
  PassOneRecord &Record;
  /// Sink is &*Gate while the pass reports.
  std::optional<GatedSink> Gate;
  uint32_t MuteBefore;
  uint32_t AbandonedAt = 0;
  ExprParser Exprs;
  Evaluator Eval;
  ConditionalAssembly Conds;
  IncludeFiles Includes;
  MacroDirectives Macros;
  // .include and .incbin (DataDirectives.cpp, where strings are read).
  void parseIncludeDirective();
  void parseIncbinDirective();

  /// Pass two: per symbol, its place in llvm-mc's registration sequence
  /// (SymbolInfo::RegisteredAt).
  std::vector<uint32_t> Registration;
  uint32_t NextRegistration = 0;
  void registerSymbol(uint32_t Sym);

  // .comm and .lcomm (CommonDirectives.cpp).
  void parseCommonDirective(bool IsLocal);
  bool allocateLocalCommon(uint32_t Sym, uint64_t Size, uint32_t Loc);

  /// The statements that start with a block comment after a statement
  /// skipped to its end are llvm-mc's "unexpected token at start of
  /// statement" (skipped without a word in a skipped block).
  void skipCommentLedStatements();

  Sections Secs;
  FragmentBarriers Barriers;
  /// The relocation analysis of a value the current statement writes.
  RelocationAnalysis relocs() {
    return {Syms, Eval, Barriers, Stmt, Secs.current(), endOfFile()};
  }
  InstructionParser Instrs;
  SymbolDirectives SymDirs;
  /// Returns the symbol the variable rests on (llvm-mc's base symbol), or
  /// NoSymbol.
  uint32_t checkObjectValue(uint32_t Sym, SymbolInfo &Info);
  bool namesSectionWithoutCode(uint32_t Sym) const;
  llvm::function_ref<void(uint32_t)> Consumed;
  uint32_t NextConsumed = ConsumedStep;
  static constexpr uint32_t ConsumedStep = 1u << 18;
  size_t NextSemanticDiag = 0;
  std::vector<ExprNode> Rhs, Operand;
  std::vector<uint32_t> ReplayCursor;

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
