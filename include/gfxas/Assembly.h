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
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"
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
    /// .fill, .zero, a string or .ident; Text is its listing line.
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
  /// An instruction a macro, a repetition or an included file wrote: Line
  /// is the source line of the outermost call, SourceLine the statement as
  /// expanded, and each call that led to it, the innermost first, is
  /// described here ("k (<instantiation>:1)", ".rept 2 (line 5)").
  std::vector<std::string> ExpandedFrom;
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
  /// The statements before this one (the -defsym assignments) come before
  /// the listing's ".text".
  size_t HeaderAt = 0;
  /// Every symbol, in the order the source first mentions it.
  std::vector<SymbolInfo> Symbols;
  std::vector<std::string> SymbolNames; // owns SymbolInfo::Name
  std::vector<Located> Diagnostics;
  /// What the .print directives wrote, in order.
  std::vector<std::string> Printed;
  /// What llvm-mc reports only when it writes an object: its ELF
  /// streamer's errors (a symbol's binding changed), then, for a file that
  /// assembled without error, its object writer's (variables ELF cannot
  /// express, fixups it cannot resolve). They stop only object output.
  std::vector<Located> ObjectDiagnostics;
  /// The object file llvm-mc writes (see writeObject), when
  /// objectSucceeded(); else empty.
  llvm::SmallVector<char, 0> Object;
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
/// Definitions are assigned before the first line (-defsym); Reader finds
/// the files .include and .incbin name.
Assembly assembleBuffer(llvm::StringRef Source, llvm::StringRef BufferName,
                        llvm::StringRef CpuName, bool WithDetails = false,
                        unsigned ErrorLimit = AsmSink::DefaultErrorLimit,
                        std::vector<SymbolDefinition> Definitions = {},
                        AsmSink::IncludeReader Reader = {});

/// llvm-mc's text listing (with -show-encoding when ShowEncoding).
void printListing(const Assembly &A, bool ShowEncoding, llvm::raw_ostream &OS);
/// One "0x%08x" word per line.
void printWords(const Assembly &A, llvm::raw_ostream &OS);
/// The words of .text as little-endian bytes.
void writeBinary(const Assembly &A, llvm::raw_ostream &OS);

} // namespace gfxas

#endif
