//===- OperandClass.h - One class per kind of operand ------------*- C++
//-*-===//
//
// Everything gfxas knows about a kind of operand lives in its class: how it
// is parsed, how its field is printed, explained and disassembled. An
// instruction row names its operands' classes; a new kind of operand is a
// new class here and nowhere else.
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_LIB_TARGET_OPERANDCLASS_H
#define GFXAS_LIB_TARGET_OPERANDCLASS_H

#include "Syntax/Lexer.h"
#include "Target/TargetTables.h"
#include "gfxas/Expr.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/raw_ostream.h"
#include <optional>
#include <string>
#include <vector>

namespace gfxas {

/// The checks of llvm-mc's instruction validator that scalar operands can
/// fail, in the order it makes them (test/regressions/waitcnt-sreg-zreg-err.s
/// holds the order to llvm-mc 19's).
enum class ValidatorCheck : uint8_t {
  WaitcntSRegNull,      // gfx11's s_waitcnt_vmcnt and its kin take null only
  ExeczVcczOperands,    // src_execz and src_vccz where a generation has none
  SmemOffset20Unsigned, // scalar memory offsets out of the generation's
  SmemOffset21Signed,   // range
  SmemOffset24Signed,
  SmemCachePolicy,    // slc or scc on scalar memory
  SmrdCachePolicy,    // any on gfx6 and gfx7
  ThForLoads,         // gfx12's th: a store's or an atomic's on a load
  ThForSmem,          // one scalar memory has no bits for
  ThScopeCombination, // TH_LOAD_BYPASS without SCOPE_SYS
};
/// What llvm-mc says when Check fails.
const char *validatorMessage(ValidatorCheck Check);

/// llvm-mc parses every operand first, then matches the instruction, then
/// validates it, and reports the first problem in that order: the scalar
/// ALU's and scalar memory's operands record what each step will find.
class MatchRecorder {
public:
  virtual ~MatchRecorder() = default;
  /// Where the instruction's mnemonic starts: where llvm-mc reports what
  /// its matcher and some of its validator's checks find.
  virtual uint32_t mnemonicLoc() const = 0;
  /// The index, in its row, of the operand being parsed.
  virtual unsigned operandIndex() const = 0;
  /// A validator error recorded with Key (validationError), if any, points
  /// at Loc instead.
  virtual void moveValidationError(unsigned Key, uint32_t Loc) = 0;
  /// The operands parsed are ones the instruction takes, but not with
  /// these values on this processor (llvm-mc's "operands are not valid for
  /// this GPU or mode", at the mnemonic, once every operand is parsed).
  virtual void invalidForGpu() = 0;
  /// The operand at Loc takes the literal word Word after the instruction
  /// word; operands with the same literal share it. Marked: llvm-mc's
  /// parser marked the operand a literal, and its error about two literals
  /// points at the last operand so marked (at the mnemonic when there is
  /// none). It does not mark a literal the instruction always has (the K
  /// of s_setreg_imm32_b32), nor a comparison's half written as an integer
  /// that is an inline integer in 16 bits but encoded as a literal
  /// (0xfff0).
  virtual void literal(uint32_t Loc, uint32_t Word, bool Marked = true) = 0;
  /// The operand at Loc is a float written for a 32-bit source that
  /// became an inline constant: llvm-mc still marks it a literal, so its
  /// error about two literals (one of them a K) may point at it.
  virtual void inlineFloat(uint32_t Loc) = 0;
  /// The operand at Loc is a relocatable expression, which llvm-mc makes a
  /// literal with a fixup: gfxas refuses it, after llvm-mc's own checks.
  virtual void fixup(uint32_t Loc) = 0;
  /// An error llvm-mc's validator reports once the instruction matched:
  /// of its checks that fail, the first in its order (ValidatorCheck), about
  /// the first operand that fails it; the error points at the last operand
  /// with the same Key (the same register), as llvm-mc's getRegLoc.
  virtual void validationError(uint32_t Loc, ValidatorCheck Check,
                               unsigned Key) = 0;
};

/// What an operand class needs of the parser: the lexer positioned at the
/// operand, absolute expressions, and diagnostics.
struct Register;

class OperandParser {
public:
  virtual ~OperandParser();
  virtual Lexer &lexer() = 0;
  virtual Generation generation() const = 0;
  /// llvm-mc's AMDGPUAsmParser::parseExpr: an absolute expression, or an
  /// "expected <What> or an absolute expression" error at its start. With
  /// a Message, a non-absolute expression is a match error of that text.
  virtual bool parseAbsolute(int64_t &Value, llvm::StringRef What = "",
                             const char *Message = nullptr) = 0;
  virtual void error(uint32_t Loc, const llvm::Twine &Msg) = 0;
  /// An error llvm-mc finds only when it matches the parsed operands to the
  /// instruction (a generic immediate of the wrong kind or range). It is
  /// reported once the statement's other operands are parsed, and not at
  /// all when one of them fails to parse.
  virtual void matchError(uint32_t Loc, const llvm::Twine &Msg) = 0;
  /// After an error in the current operand, the statement's later operands
  /// are still parsed, for their errors (llvm-mc's parser for the operand
  /// reports its error and carries on).
  virtual void continueAfterError() = 0;
  virtual void warning(uint32_t Loc, const llvm::Twine &Msg) = 0;
  /// gfxas's own checks on what llvm-mc takes without a word (a raw
  /// s_waitcnt out of 16 bits): reported only once the instruction has
  /// matched, so that where llvm-mc reports an error, that error comes
  /// alone. The operand is read on as llvm-mc reads it.
  virtual void strictError(uint32_t Loc, const llvm::Twine &Msg) = 0;
  virtual void strictWarning(uint32_t Loc, const llvm::Twine &Msg) = 0;
  /// The operand was written field by field rather than as one expression;
  /// Fields has a bit for each field written (OperandDetails).
  virtual void writtenByField(unsigned Fields) = 0;

  /// What the scalar ALU's and scalar memory's operands tell llvm-mc's
  /// matcher and validator.
  virtual MatchRecorder &match() = 0;
  /// The processor (a named register may depend on its features).
  virtual const CpuInfo &cpu() const = 0;
  /// A register operand parsed, which llvm-mc's parser counts in the
  /// predefined register-count symbols (RegisterCounts.cpp).
  virtual void registerParsed(const Register &R) {}
  /// llvm-mc's operand expression: one expression, folded as llvm-mc folds
  /// it where it stands. Absolute is false for one llvm-mc keeps as a
  /// relocatable expression. False after a syntax error.
  virtual bool parseExpression(int64_t &Value, bool &Absolute) = 0;
  /// The operand at Loc parsed but is not one the instruction takes:
  /// "invalid operand for instruction" at the first such operand, once
  /// every operand is parsed.
  virtual void mismatch(uint32_t Loc) = 0;

  /// Any operand, read only for llvm-mc's errors (a register where the
  /// instruction takes none); ValueLoc is where its value starts (inside
  /// lit(...)).
  virtual bool parseExtraOperand(uint32_t *ValueLoc = nullptr) = 0;
  /// The expression parseExpression just left relocatable.
  virtual llvm::ArrayRef<ExprNode> relocatableExpression() const = 0;
  /// The instruction's fixup is to symbol Symbol (a branch's label).
  virtual void symbolFixup(uint32_t Symbol) = 0;
  /// After an error llvm-mc's parser for the operand reports but does not
  /// fail on, the statement's later operands are read now (their errors
  /// and directional labels count), though the statement has failed.
  virtual void readRemainingOperands() = 0;

  /// Consumes a K token, or reports Message at the current one.
  bool skipToken(Tok K, const char *Message);
  /// One counter of a list written NAME(value), as s_waitcnt's and
  /// s_waitcnt_depctr's operands are.
  struct CounterItem {
    llvm::StringRef Name;
    uint32_t NameLoc;
    int64_t Value;
    uint32_t ValueLoc;
  };
  /// s_waitcnt's and s_waitcnt_depctr's operand: counters up to the end of
  /// the statement, separated by blanks, '&' or ',', with llvm-mc's errors
  /// for the list's syntax, or one absolute value (then Raw is set). Apply
  /// takes each counter and the bits of those seen (false after it reported
  /// an error); the ones written go to writtenByField.
  bool parseCounters(
      int64_t &Value, bool &Raw,
      llvm::function_ref<bool(const CounterItem &, unsigned &Seen)> Apply);
  /// llvm-mc truncates s_waitcnt's and s_delay_alu's raw operands to 16
  /// bits without a word; gfxas accepts what fits in 16 bits, signed or
  /// unsigned, as for s_sendmsg.
  void checkRawImmediate(int64_t Value, uint32_t Loc);
  /// llvm-mc's generic immediate operand: a floating-point literal (with or
  /// without a minus sign) stands for its IEEE-754 bit pattern; a register
  /// is an operand of the wrong kind ("invalid operand for instruction"
  /// once the statement is parsed); anything else is an absolute
  /// expression, "invalid operand for instruction" when it is not one. lit(...)
  /// around it is the same value. ValueLoc, when given, is set to where the
  /// value starts (inside lit(...)), which is where llvm-mc reports that the
  /// instruction does not take it.
  bool parseImmediate(int64_t &Value, uint32_t *ValueLoc = nullptr);
  /// parseImmediate for an operand that takes Min..Max (LLVM's s16imm and
  /// u16imm): any other value is "invalid operand for instruction" once
  /// the statement is parsed.
  bool parseImmediateIn(int64_t &Value, int64_t Min, int64_t Max);

private:
  bool parsePlainImmediate(int64_t &Value);

public:
};

/// One row of an operand's field table in --explain.
struct ExplainRow {
  BitField Bits;
  std::string Name;
  /// The value's name, or for a split counter its whole value.
  std::string Meaning;
  /// Why the field holds what it holds when the source did not write it.
  const char *Default = nullptr;
};

/// How the source wrote an operand, as far as --explain tells.
struct OperandWriting {
  bool ByField = false;
  unsigned Fields = 0;
};

class OperandClass {
public:
  virtual ~OperandClass();
  /// Whether the operand at the lexer has this class's shape: where an
  /// instruction has a row per shape of its operands (SMEM's immediate or
  /// SGPR offset), the parser takes the first row whose class takes it.
  virtual bool takes(Lexer &Lex, Generation G) const { return true; }
  /// The value of the operand left out, where it may be although it has no
  /// default of OperandClasses.def: it is printed all the same (SMEM's
  /// immediate offset, 0).
  virtual std::optional<int64_t> omittedValue(Generation G) const {
    return std::nullopt;
  }
  /// Parses the operand at P's lexer into Value, the operand as written:
  /// what print is given, and what valueForField makes the field's number of.
  /// False after an error.
  virtual bool parse(OperandParser &P, int64_t &Value) const = 0;
  /// Prints the operand whose field holds Field. Written, when known, is
  /// the value as written, which a plain immediate prints in full. For a
  /// field that takes a literal (extraWords), Written is the literal word.
  /// Cpu, not only its generation: a name may be one processor's own
  /// (gfx940's hwreg(HW_REG_XCC_ID)).
  virtual void print(unsigned Field, std::optional<int64_t> Written,
                     const CpuInfo &Cpu, llvm::raw_ostream &OS) const = 0;
  /// What separates the operand from the one before it when printed: a
  /// modifier (offset:, glc) follows a blank, not a comma.
  virtual const char *separator() const { return ", "; }
  /// A modifier follows the operands, after a blank.
  bool isModifier() const { return *separator() == ' '; }
  /// The number the field takes, before it is cut to the field's width,
  /// for the operand parsed as Written on G: Written itself, unless the
  /// field holds something else of it (a base's register number halved).
  virtual int64_t valueForField(int64_t Written, Generation G) const {
    return Written;
  }
  /// Whether an optional operand left at its default is printed all the
  /// same (gfx12's offset:0x0 after an SGPR offset).
  virtual bool printedAtDefault() const { return false; }
  /// The sub-fields of Field for --explain, relative to the field's bit 0.
  virtual void explain(unsigned Field, const CpuInfo &Cpu, OperandWriting How,
                       std::vector<ExplainRow> &Rows) const = 0;
  /// How many 32-bit words follow the instruction word for this field's
  /// value (a literal constant): what the disassembler steps over. The
  /// operands of an instruction that take a literal share it.
  virtual unsigned extraWords(unsigned Field, Generation G) const { return 0; }
  /// Whether the operand parsed as Written takes the instruction's literal
  /// word although its field cannot say so (gfx12's s_get_barrier_state
  /// writes a source's code into a 7-bit destination field): Written is then
  /// that code, which the printer passes as Field, with the literal as
  /// Written.
  virtual bool writtenTakesLiteral(int64_t Written) const { return false; }
  /// Whether llvm-mc's disassembler decodes Field on G; a word with a
  /// field it does not decode is an invalid instruction encoding.
  virtual bool decodes(unsigned Field, Generation G) const { return true; }
  /// Whether LLVM spells the operand holding Field inside the name of an
  /// instruction of its own (gfx12's S_BARRIER_SIGNAL_M0 and the like,
  /// "s_barrier_signal m0" with no operands). AMDGPUInstPrinter prints the
  /// empty operand list after the name's space: the text ends in a blank.
  virtual bool spelledInName(unsigned Field, Generation G) const {
    return false;
  }
  /// The field llvm-mc's encoder gives the operand its disassembler decoded
  /// from Field (and Literal, the literal word, when extraWords(Field)):
  /// its -show-encoding column shows the instruction encoded again. Sets
  /// KeepsLiteral when the new field takes the literal (maybe changed).
  virtual unsigned reencode(unsigned Field, uint32_t &Literal,
                            bool &KeepsLiteral, Generation G) const {
    KeepsLiteral = extraWords(Field, G) > 0;
    return Field;
  }
};

enum class OperandClassId : uint8_t {
#define OPERAND_CLASS(Name) Name,
#include "Target/Operands/OperandClasses.def"
  NumClasses
};

const OperandClass &operandClass(OperandClassId Id);
/// The value of an operand left out: none when it must be written.
std::optional<int64_t> operandDefault(OperandClassId Id);
/// Whether an operand whose field holds Field is printed at all (with the
/// separator before it): an optional one at its default is not.
bool operandPrinted(OperandClassId Id, unsigned Field);

} // namespace gfxas

#endif
