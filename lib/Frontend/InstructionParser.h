//===- InstructionParser.h - Instruction statements -------------*- C++ -*-===//
//
// An instruction is a row of the instruction table: its operands are parsed
// by their operand classes, in order, and encoded by the row's format. What
// llvm-mc's matcher and validator will say of them is recorded as they are
// parsed and reported once the statement's last operand is. The statement's
// place (its address, its section, a branch's padding) is the parser's.
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_LIB_FRONTEND_INSTRUCTIONPARSER_H
#define GFXAS_LIB_FRONTEND_INSTRUCTIONPARSER_H

#include "Frontend/Evaluator.h"
#include "Frontend/Relocations.h"
#include "Frontend/StatementContext.h"
#include "Frontend/SymbolTable.h"
#include "Syntax/ExprParser.h"
#include "Target/InstrInfo.h"
#include "Target/OperandClass.h"
#include "Target/OtherMnemonics.h"
#include "llvm/ADT/SmallVector.h"
#include <functional>
#include <optional>
#include <vector>

namespace gfxas {

class InstructionParser final : public OperandParser, public MatchRecorder {
public:
  /// RegisterUse hears of every register an operand names (llvm-mc's
  /// parser counts them in predefined symbols).
  InstructionParser(StatementContext &Ctx, const CpuInfo &Cpu,
                    const SymbolTable &Syms, Evaluator &Eval, ExprParser &Exprs,
                    const FragmentBarriers &Barriers,
                    std::function<void(const Register &)> RegisterUse)
      : Ctx(Ctx), Lex(Ctx.Lex), Cpu(Cpu), Gen(Cpu.Gen), Syms(Syms), Eval(Eval),
        Exprs(Exprs), Barriers(Barriers), RegisterUse(std::move(RegisterUse)) {}

  /// Parses the statement of instruction Mnemonic, at Loc, to its end; true
  /// when it encoded Inst (placed at Inst.Offset in Section), which then
  /// goes out. Like llvm-mc's, an instruction in error takes no room.
  bool parse(llvm::StringRef Mnemonic, uint32_t Loc, EncodedInstruction &Inst,
             uint16_t Section);
  /// The symbol the last instruction's branch target names, or NoSymbol.
  uint32_t branchTarget() const { return FixupSym; }
  /// The sink asked how the last instruction's operands were written
  /// (AsmSink::wantsOperandDetails), which reportOperandDetails tells it.
  bool recordsDetails() const { return RecordsDetails; }
  void reportOperandDetails(uint32_t Loc);

private:
  // OperandParser.
  Lexer &lexer() override { return Lex; }
  Generation generation() const override { return Gen; }
  bool parseAbsolute(int64_t &Value, llvm::StringRef What = "",
                     const char *Message = nullptr) override;
  void error(uint32_t Loc, const llvm::Twine &Msg) override {
    Ctx.error(Loc, Msg);
  }
  void warning(uint32_t Loc, const llvm::Twine &Msg) override {
    Ctx.warning(Loc, Msg);
  }
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
  void registerParsed(const Register &R) override { RegisterUse(R); }
  bool parseExpression(int64_t &Value, bool &Absolute) override;
  llvm::ArrayRef<ExprNode> relocatableExpression() const override {
    return RelocatableExpr;
  }
  void symbolFixup(uint32_t Symbol) override {
    FixupSym = Symbol;
    FixupOperand = OperandIndex;
  }
  void readRemainingOperands() override;

  // MatchRecorder.
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
  bool takeLoneInteger(int64_t &Value);
  bool parseOperandExpression();
  /// Parses the rest of the statement's operands for their errors; false
  /// at the first that fails to parse.
  bool parseRemainingOperands();
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
  /// Fills in a scalar literal's fixup (FK_PCRel_4 or FK_Data_4) from
  /// FixupExpr, for the instruction at Offset in Section; false after an
  /// error.
  bool makeLiteralFixup(OperandFixup &F, uint32_t Offset, uint16_t Section);
  bool makeVariantFixup(OperandFixup &F);
  bool writerLiteral(OperandFixup &F, uint32_t Offset,
                     RelocationAnalysis &Relocs);
  std::string spellingSuggestion(llvm::StringRef Mnemonic) const;
  void reportUnknownInstruction(llvm::StringRef Mnemonic, SplitMnemonic Split,
                                const InstrInfo *Info, uint32_t Loc);
  /// Records that operand Index, just parsed, began at Begin: it ends
  /// before the token that follows it and the blanks or comment between.
  void recordOperandSpan(unsigned Index, uint32_t Begin);
  llvm::StringRef spellingAt(uint32_t Sym, uint32_t Loc) const;

  StatementContext &Ctx;
  Lexer &Lex;
  const CpuInfo &Cpu;
  Generation Gen;
  const SymbolTable &Syms;
  Evaluator &Eval;
  ExprParser &Exprs;
  const FragmentBarriers &Barriers;
  std::function<void(const Register &)> RegisterUse;

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
  /// The row whose shapes say which modifiers the instruction's parser
  /// tries at the position of the next operand the text gives.
  struct ShapePosition {
    const InstrInfo *Row = nullptr;
    unsigned Position = 0;
  };
  ShapePosition Shapes;
  /// Where the current instruction's mnemonic starts.
  uint32_t MnemonicLoc = 0;
  /// The operand being parsed (OperandIndex, for its fixup), the one
  /// written field by field, and the fixup's operand.
  unsigned OperandIndex = 0, CurrentOperand = 0, OperandByFieldIndex = 0;
  unsigned FixupOperand = 0;
  uint32_t FixupSym = NoSymbol;
  std::vector<ExprNode> Operand;
  /// The last operand expression llvm-mc keeps relocatable, and the
  /// current instruction's literal fixup's.
  std::vector<ExprNode> RelocatableExpr, FixupExpr;
  /// The printed text of the current instruction's fixup.
  std::string FixupText;

  bool RecordsDetails = false;
  /// How the current instruction's operand was written (OperandDetails).
  bool OperandByField = false;
  unsigned OperandWritten = 0;
  /// The definitions the current operand used, while a sink asks for them.
  std::vector<DefinitionUse> Uses;
  /// Where each operand of the current instruction is written, while a sink
  /// asks for details (OperandDetails::OperandSpans).
  llvm::SmallVector<std::pair<uint32_t, uint32_t>, 4> OperandSpans;
};

} // namespace gfxas

#endif
