//===- Assembly.h - The whole result of assembling a buffer -----*- C++ -*-===//
//
// The embeddable entry point: source text in; words, symbols, the listing's
// statements and the diagnostics out. Nothing is printed. The printers
// (listing, object file, words, explain) are functions over an Assembly.
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_ASSEMBLY_H
#define GFXAS_ASSEMBLY_H

#include "gfxas/Assembler.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <optional>
#include <string>
#include <vector>

namespace gfxas {

/// One statement of the listing, in source order.
struct Statement {
  enum class Kind : uint8_t {
    Instruction,
    Label,
    Assignment,
    Directive,
    BlankLine,
    Alignment,
    Data,
    /// .fill, .zero or a string; Text is its listing line.
    Fill,
    /// A switch to another section; Name is the section's, Text its
    /// listing line.
    Section,
  };
  Kind K;
  /// Mnemonic (lower case), label, assigned symbol or directive.
  std::string Name;
  /// Assignment: the value as llvm-mc prints it. Directive: its symbol.
  std::string Text;
  /// Directive: what follows the symbol, verbatim (",@function").
  std::string Rest;
  AssignKind Assign = AssignKind::Equal;
  /// The file's section the statement is in (SectionChange::Id); an
  /// Assembly holds the bytes of .text (0) alone.
  uint16_t Section = 0;
  /// Instruction: its words, operands as written and byte offset.
  EncodedInstruction Inst;
  /// Label: its byte offset.
  uint32_t Offset = 0;
  /// Alignment: the directive as llvm-mc keeps it.
  AlignmentDirective Align = {};
  /// Data: the size of the value (its text is in Text).
  unsigned DataSize = 0;
  /// Data: the symbol an object relocates the value against
  /// (DataValue::RelocSymbol), if any.
  std::string RelocSymbol;
  bool RelocPCRel = false;
  /// Instruction: the symbol of its fixup (Inst.Fixup), if it has one.
  std::string FixupSymbol, FixupPrinted;
  OperandFixup fixup() const {
    OperandFixup F = Inst.Fixup;
    F.Symbol = FixupSymbol;
    F.Printed = FixupPrinted;
    return F;
  }
};

struct Located {
  Diagnostic D;
  /// 1-based line and column (a tab counts as one column, as in llvm-mc);
  /// 0 and 0 for a diagnostic about the file as a whole.
  unsigned Line, Column;
};

/// A symbol an operand used and the definition it resolved to (SymbolUse,
/// with the definition's line).
struct ResolvedSymbol {
  std::string Name;
  SymbolUse::Resolution How;
  /// 1-based line of the definition; 0 for a predefined symbol.
  unsigned DefLine;
  int64_t Value;
  /// The symbol whose definition refers to this one; empty when the operand
  /// itself does.
  std::string Via;
};

/// What the explain view needs beyond the word: where the instruction comes
/// from and how its operand was written (see OperandDetails).
struct InstructionDetails {
  unsigned Line = 0;
  /// The whole source line, without surrounding blanks.
  std::string SourceLine;
  bool ByField = false;
  unsigned WrittenFields = 0;
  unsigned ByFieldOperand = 0;
  std::vector<ResolvedSymbol> Symbols;
  /// Where each operand is written in SourceLine: [Begin, End) offsets,
  /// empty for an operand left to its default (or beyond the vector).
  std::vector<std::pair<unsigned, unsigned>> OperandColumns;
  /// Where the mnemonic is written in SourceLine, which the format and
  /// opcode fields come from.
  std::pair<unsigned, unsigned> MnemonicColumns = {0, 0};
  /// A branch to a label of the file: the line that defines it, else 0.
  unsigned BranchTargetLine = 0;
};

struct Assembly {
  const CpuInfo *Cpu = nullptr;
  std::string BufferName;
  /// Every instruction's words in turn.
  std::vector<uint32_t> Words;
  /// The bytes of .text: instructions, alignment padding and data.
  std::vector<uint8_t> Text;
  /// The largest alignment the file gave .text.
  uint64_t TextAlign = 4;
  std::vector<Statement> Statements;
  /// Every symbol, in the order the source first mentions it.
  std::vector<SymbolInfo> Symbols;
  std::vector<std::string> SymbolNames; // owns SymbolInfo::Name
  std::vector<Located> Diagnostics;
  /// What the .print directives wrote, in order.
  std::vector<std::string> Printed;
  /// Errors llvm-mc's object writer reports at the end of a file that
  /// otherwise assembled (variables ELF cannot express), and what its ELF
  /// streamer reports as it reads (a symbol's binding changed). The errors
  /// stop only object output (see writeObject).
  std::vector<Located> ObjectDiagnostics;
  /// The object's e_ident says ELFOSABI_GNU (AsmSink::gnuAbi).
  bool GnuAbi = false;
  /// The file entered a section other than .text, which an Assembly does
  /// not hold (the object streamer does, even empty): writeObject's object
  /// has .text alone. Bytes there are an error here.
  bool OtherSections = false;
  /// Only when asked for: Details[I] explains the I-th instruction.
  std::vector<InstructionDetails> Details;
  unsigned Errors = 0, Warnings = 0;

  bool succeeded() const { return Errors == 0; }
  /// Whether writeObject can write the object: no error, neither while
  /// assembling nor among the ObjectDiagnostics.
  bool objectSucceeded() const {
    return succeeded() &&
           llvm::none_of(ObjectDiagnostics, [](const Located &L) {
             return L.D.Severity == Diagnostic::Kind::Error;
           });
  }
};

/// Assembles Source for the processor named CpuName. An unknown processor
/// name is reported as a diagnostic at offset 0 and nothing is assembled.
/// WithDetails fills Assembly::Details, which slows symbol evaluation.
/// After ErrorLimit errors (0: no limit) assembly stops; see
/// AsmSink::errorLimit().
Assembly assembleBuffer(llvm::StringRef Source, llvm::StringRef BufferName,
                        llvm::StringRef CpuName, bool WithDetails = false,
                        unsigned ErrorLimit = AsmSink::DefaultErrorLimit);

/// An error llvm-mc's object writer reports for a variable (see
/// SymbolInfo::Problem), with the key that puts such errors in its order.
struct ObjectDiagnostic {
  Diagnostic D;
  uint64_t Order;
};
/// The order of the errors of llvm-mc's layout, which resolves fixups:
/// after the streamer's (numbered from 0 as they come), before the
/// writer's.
constexpr uint64_t LayoutPhase = uint64_t(1) << 39;
/// llvm-mc computes the size of each .zero before it resolves any fixup,
/// and again as its writer writes .text, before the writer's own errors:
/// the orders of those two reports of a bad size.
constexpr uint64_t FragmentSizePhase = LayoutPhase - (uint64_t(1) << 38);
constexpr uint64_t SectionDataPhase = LayoutPhase + (uint64_t(1) << 38);
/// After every other: the writer sizes each SHT_NOBITS section for its
/// header.
constexpr uint64_t SectionHeaderPhase = uint64_t(1) << 43;
/// The key of what a phase reports at Offset in the file's section Section:
/// llvm-mc goes through the sections in order (the first 64 told apart).
inline uint64_t sectionOrder(uint64_t Phase, uint16_t Section,
                             uint64_t Offset) {
  return Phase + (uint64_t(std::min<uint16_t>(Section, 63)) << 32) +
         std::min<uint64_t>(Offset, UINT32_MAX);
}
/// The key of an error llvm-mc's writer reports as it picks symbol S for
/// its table ("Undefined temporary symbol"), or after every symbol's when
/// S is unknown.
uint64_t symbolPickOrder(const SymbolInfo *S);
/// The key of llvm-mc's writer writing S's value in its table, after every
/// pick: the locals first, then the rest.
uint64_t symbolValueOrder(const SymbolInfo &S);
/// Appends the errors llvm-mc's writer reports for S (its value, its size).
void appendObjectDiagnostics(const SymbolInfo &S,
                             std::vector<ObjectDiagnostic> &Out);
/// The errors in llvm-mc's order; a .size that several symbols share is
/// reported once.
std::vector<Diagnostic>
sortObjectDiagnostics(llvm::ArrayRef<ObjectDiagnostic> Problems);

/// llvm-mc's text listing (with -show-encoding when ShowEncoding).
void printListing(const Assembly &A, bool ShowEncoding, llvm::raw_ostream &OS);
/// One "0x%08x" word per line.
void printWords(const Assembly &A, llvm::raw_ostream &OS);
/// The words of .text as little-endian bytes.
void writeBinary(const Assembly &A, llvm::raw_ostream &OS);

} // namespace gfxas

#endif
