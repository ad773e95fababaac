//===- Assembler.h - The gfxas library entry point --------------*- C++ -*-===//
//
// Source text in, a stream of events out. assemble() runs the two passes (one
// when the file never looks ahead) and reports, in source order, what the
// file defines and encodes. A listing writer, an object writer or a test
// collects whatever it needs from the events; the library itself writes
// nothing.
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_ASSEMBLER_H
#define GFXAS_ASSEMBLER_H

#include "gfxas/Diagnostic.h"
#include "gfxas/Target.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>

namespace gfxas {

struct ExprView;
struct InstrInfo;

enum class AssignKind : uint8_t { Equal, Set, Equ, Equiv };

/// A symbol defined from outside the file (llvm-mc's -defsym NAME=VALUE),
/// which llvm-mc assigns as .set does before the first line: the file may
/// read it and assign it again.
struct SymbolDefinition {
  std::string Name;
  int64_t Value = 0;
};

/// A symbol as it stands at the end of the file.
/// llvm-mc's private-symbol prefix for amdgcn ELF: such names (user ones as
/// well as the .LtmpN of numeric labels) never reach an object's symbol
/// table, and .globl refuses them.
inline bool isPrivateName(llvm::StringRef Name) {
  return Name.starts_with(".L");
}

struct SymbolInfo {
  enum class Kind : uint8_t { Label, Variable, Undefined };
  llvm::StringRef Name;
  Kind K;
  /// A compiler-made label (.LtmpN, from '.' or a numeric label).
  bool Temporary;
  /// A '.' label, which has no name in llvm-mc's object (a numeric label
  /// has).
  bool Nameless = false;
  /// A label's byte offset, or a variable's final value; false when it has
  /// none (undefined, or a variable whose value cannot be evaluated).
  bool HasValue;
  int64_t Value;
  /// Where llvm-mc's object writer puts the symbol (MCSymbol::getFragment at
  /// the end of the file): nowhere (undefined, or a variable whose value
  /// rests on an undefined symbol), the absolute section, or .text. It
  /// decides a variable's section index, which its value alone does not:
  /// `x = lab + 4` is in .text, `x = lab2 - lab1` is absolute.
  enum class Section : uint8_t { None, Absolute, Text };
  Section Sec = Section::None;
  /// With Sec == Text: which of the file's sections, numbered in the order
  /// the file first entered them (SectionChange::Id); 0 is .text.
  uint16_t SectionId = 0;
  /// With Sec == Text: that section's ELF flags, which decide whether a
  /// relocation keeps the symbol (SHF_TLS, SHF_MERGE).
  uint32_t SectionFlags = 0;
  /// The symbol's rank in the order llvm-mc registers symbols with its
  /// assembler, which is the order of the object's symbol table: at a label,
  /// at an assignment to it, at an assignment whose unfolded right side
  /// names it, at .globl, and (the gfxas extension, as though the definition
  /// came first) at an operand's forward reference. NotRegistered for the
  /// others, which no object lists: the predefined
  /// .option.machine_version_major and the like, unless redefined or .globl.
  static constexpr uint32_t NotRegistered = ~0u;
  uint32_t RegisteredAt = NotRegistered;
  /// Why llvm-mc's object writer rejects this variable, where it does. The
  /// listing never cares: only an object needs the value.
  enum class ObjectProblem : uint8_t {
    None,
    /// "expression could not be evaluated" (llvm-mc then crashes when the
    /// symbol belongs in the table).
    NotEvaluable,
    /// "symbol 'ProblemSymbol' could not be evaluated in a subtraction
    /// expression".
    Subtraction,
    /// "Undefined section reference: NAME": the value rests on the symbol
    /// of a section the file never entered (all but .text), or of the
    /// writer's own .strtab or .symtab.
    SectionReference,
    /// "invalid symbol redefinition": the file defines .strtab or .symtab,
    /// whose section symbols the writer creates.
    WriterSectionName,
    /// "Common symbol 'ProblemSymbol' cannot be used in assignment expr":
    /// the value rests on a common symbol.
    CommonBase,
  };
  ObjectProblem Problem = ObjectProblem::None;
  /// A variable whose value rests on a symbol the file never defines
  /// (`a = nothing + 4`): that symbol's name, which a branch to the
  /// variable is, for llvm-mc's object writer, a branch to; else empty.
  llvm::StringRef UndefinedBase;
  /// A variable resting on the symbol of .text: llvm-mc's writer makes it
  /// a section symbol (STT_SECTION) in .text.
  bool SectionAlias = false;
  llvm::StringRef ProblemSymbol;
  /// Source offset of the value's outermost operator or operand.
  uint32_t ProblemOffset = 0;

  /// The ELF binding (STB_LOCAL, STB_GLOBAL, STB_WEAK or STB_GNU_UNIQUE)
  /// llvm-mc's writer gives the symbol: the last of .globl, .local, .weak
  /// and .type NAME,@gnu_unique_object, or else local when it is defined
  /// and global when it is not.
  uint8_t Binding = 0;
  /// The ELF type (STT_*) llvm-mc's writer gives it: what the .type
  /// directives combined to, merged with the type of the symbol a variable
  /// rests on (a variable resting on a function is a function).
  uint8_t Type = 0;
  /// The ELF visibility (STV_*) of the symbol's last .hidden, .protected or
  /// .internal, which llvm-mc's writer puts in st_other as it is: a
  /// variable does not take the one of the symbol it rests on.
  uint8_t Visibility = 0;
  /// The st_size llvm-mc's writer gives it: the value of its last .size, or
  /// of the .size of the symbol a variable rests on, at the end of the
  /// file; 0 without one.
  uint64_t Size = 0;
  /// That .size expression is not absolute at the end of the file, which
  /// llvm-mc's writer refuses (it crashes: "LLVM ERROR: Size expression must
  /// be absolute."). SizeOffset is where the expression starts, as llvm-mc
  /// places it.
  bool SizeProblem = false;
  uint32_t SizeOffset = 0;
  /// An undefined symbol .comm declared common: the object lists it in
  /// SHN_COMMON with its alignment in bytes, CommonAlignment, as st_value.
  bool Common = false;
  uint64_t CommonAlignment = 0;
  /// A numeric label's name in llvm-mc's object, where the '.' labels take
  /// no number, when it is not Name; empty otherwise.
  llvm::StringRef ObjectName;
};

/// A symbol an instruction's operand used, and the definition it resolved
/// to: what makes the two passes visible to a reader.
struct SymbolUse {
  enum class Resolution : uint8_t {
    /// A variable used after a definition: the latest one before the use.
    Latest,
    /// A variable used before any definition: its first definition.
    Forward,
    /// A label (before or after the use); Value is its byte offset.
    Label,
    /// A symbol the assembler defines (.option.machine_version_major...).
    Predefined,
  };
  /// As written at the use ("1b" and "." rather than .LtmpN).
  llvm::StringRef Name;
  Resolution How;
  /// Source offset of the statement that made the definition.
  uint32_t DefOffset;
  /// The value the definition gave at this use.
  int64_t Value;
  /// The symbol whose definition holds this reference; empty when the
  /// operand itself names the symbol.
  llvm::StringRef Via;
};

/// How an instruction's operand was written. Field bits, when written by
/// name: s_sendmsg the SendMsgField bits; s_waitcnt bit N for counter N
/// (vmcnt, expcnt, lgkmcnt); s_delay_alu bit N for instid0, instskip,
/// instid1.
struct OperandDetails {
  /// Source offset of the mnemonic.
  uint32_t Offset;
  /// Written with sendmsg(...), counters or delay fields rather than as one
  /// expression.
  bool ByField;
  unsigned WrittenFields;
  /// Which operand was written so (an instruction has at most one).
  unsigned ByFieldOperand;
  /// Each (symbol, definition, via) once, in the order evaluation met them.
  llvm::ArrayRef<SymbolUse> Symbols;
  /// Where each operand is written: source offsets [Begin, End), empty for
  /// one left to its default. The explain views point from a field to it.
  llvm::ArrayRef<std::pair<uint32_t, uint32_t>> OperandSpans;
};

/// OperandDetails::WrittenFields bits of sendmsg(msg, op, stream).
constexpr unsigned SendMsgIdField = 1, SendMsgOpField = 2,
                   SendMsgStreamField = 4;
/// OperandDetails::WrittenFields bits of hwreg(id, offset, size) and of
/// {id: ..., offset: ..., size: ...}.
constexpr unsigned HwregIdField = 1, HwregOffsetField = 2, HwregSizeField = 4;

/// The most operands an instruction has, and the most 32-bit words it takes
/// (the instruction word and a literal constant).
constexpr unsigned MaxInstrOperands = 5;
constexpr unsigned MaxInstrWords = 2;

/// A field llvm-mc leaves for its object writer to fill in once every
/// label is placed.
enum class FixupKind : uint8_t {
  None,
  /// A SOPP branch's simm16: the target's distance in words from the next
  /// instruction (llvm-mc's fixup_si_sopp_br).
  SoppBranch,
  /// A scalar source's literal that names a label or an undefined symbol:
  /// the distance from the literal to Symbol + Addend (FK_PCRel_4), or a
  /// 32-bit relocation where the symbol is global or undefined.
  PCRel4,
  /// A scalar source's literal whose expression is a difference
  /// (FK_Data_4): Addend, its value at the end of the file.
  Data4,
};

/// An operand that is a fixup.
struct OperandFixup {
  FixupKind Kind = FixupKind::None;
  /// Which of the instruction's operands.
  uint8_t Operand = 0;
  /// Source offset of the mnemonic, where llvm-mc reports a fixup it
  /// cannot resolve.
  uint32_t Loc = 0;
  /// The symbol as llvm-mc names it (.LtmpN for '1f'). Data4: empty, or
  /// the symbol whose address the literal keeps (a label, or one the file
  /// never defines), which the object relocates against (R_AMDGPU_ABS32).
  /// In an EncodedInstruction, valid during the instruction() call only,
  /// as Printed is.
  llvm::StringRef Symbol;
  /// The expression as llvm-mc's listing prints it.
  llvm::StringRef Printed;
  /// PCRel4: what is added to Symbol's address; Data4: the value, with a
  /// label Symbol at its offset in .text and an undefined one at 0.
  int64_t Addend = 0;
  /// Why gfxas cannot write what llvm-mc's object gets for this fixup (a
  /// relocation gfxas does not make), or null.
  const char *Unwritable = nullptr;
  /// llvm-mc's writer cannot make the literal one symbol less another plus
  /// a constant (ext * 2, lab + lab): its "expected relocatable expression".
  bool NotRelocatable = false;
  /// PCRel4 naming only variables defined after the literal, or Data4 a
  /// constant less a label of the literal's section: llvm-mc relocates it
  /// against no symbol (index 0, R_AMDGPU_REL32), with Addend, the value
  /// (relative to the literal's place), in the word.
  bool AgainstNothing = false;
  /// A literal whose symbol has a relocation variant ("sym@rel32@lo+4"):
  /// the relocation's type, which the variant decides, with Addend the
  /// constant added to the symbol. Zero otherwise.
  uint32_t VariantRelocType = 0;
  /// Data4, a symbol less a label of the literal's section: llvm-mc's ELF
  /// writer makes it relative to the literal's place (R_AMDGPU_REL32
  /// against Symbol), with Addend, the distance from the label to the
  /// literal plus the constant, in the word.
  bool RelativeToPlace = false;
  /// Data4 that llvm-mc's ELF writer refuses, naming Symbol.
  enum class Refusal : uint8_t {
    None,
    /// "symbol 'x' can not be undefined in a subtraction expression"
    UndefinedSubtracted,
    /// "Undefined temporary symbol .Lx", without a location
    UndefinedTemporary,
    /// "Cannot represent a difference across sections"
    CrossSection,
  };
  Refusal Refused = Refusal::None;
  /// Data4 without Symbol: llvm-mc folds the value with no layout (no
  /// label, or labels of one fragment, MCExpr::evaluateAsRelocatable).
  bool FoldsWithoutLayout = false;
  explicit operator bool() const { return Kind != FixupKind::None; }
};

/// An encoded instruction, as a sink receives it.
struct EncodedInstruction {
  /// Lower case, as the instruction table spells it.
  llvm::StringRef Mnemonic;
  /// Byte offset in the current section.
  uint32_t Offset = 0;
  uint8_t NumWords = 1;
  uint8_t NumOperands = 0;
  /// A branch llvm-mc's object writer relaxes on a processor with the
  /// branch offset 0x3f bug: its second word is s_nop 0, not a literal.
  /// .text is laid out as in that object whatever the output, so that a
  /// label has one address; a listing shows the branch alone, as llvm-mc's.
  bool PaddedBranch = false;
  uint32_t Words[MaxInstrWords] = {};
  /// Each operand's value as written, before it was cut to its field:
  /// llvm-mc prints s_nop's from it.
  int64_t Written[MaxInstrOperands] = {};
  /// An operand written as a lone symbol: the words hold zero in its field
  /// until a sink resolves it at the end of the file.
  OperandFixup Fixup;
  /// The instruction table's row the words were encoded from, which lets
  /// a printer skip decoding them; null where a sink must decode.
  const InstrInfo *Row = nullptr;

  llvm::ArrayRef<uint32_t> words() const { return {Words, NumWords}; }
  /// The words a listing shows: not a padded branch's s_nop.
  llvm::ArrayRef<uint32_t> listedWords() const {
    return {Words, PaddedBranch ? 1u : NumWords};
  }
  llvm::ArrayRef<int64_t> written() const { return {Written, NumOperands}; }
  uint32_t size() const { return 4 * NumWords; }
};

/// An alignment directive (.p2align, .balign, .align), as llvm-mc keeps it.
struct AlignmentDirective {
  /// Where the padding starts in the current section.
  uint32_t Offset;
  /// The alignment in bytes is 1 << Log2Align.
  uint8_t Log2Align;
  /// The value a value alignment pads with, of FillSize bytes (1, or 2 and
  /// 4 for the w and l forms); none for a code alignment, which pads with
  /// s_nop 0 words (after Padding % 4 zero bytes).
  std::optional<uint32_t> Fill;
  /// The listing streamer's section is not the object streamer's (after a
  /// local common symbol and .previous), and pads the other way: with
  /// s_nop 0 where Fill is set, else with 0.
  bool ListedFillDiffers = false;
  uint8_t FillSize = 1;
  /// At most this many bytes of padding, else none (0: no limit).
  uint32_t MaxBytes;
  /// The padding at Offset.
  uint32_t Padding;
  /// Source offset of the alignment operand.
  uint32_t Loc = 0;
};

/// One value of a data directive (.byte, .short, .long, .quad, ...).
struct DataValue {
  /// Where the value goes in the current section.
  uint32_t Offset;
  /// 1, 2, 4 or 8 bytes.
  uint8_t Size;
  /// The value, when Resolved; it needs a relocation gfxas does not write
  /// otherwise (a label's address, an undefined symbol).
  bool Resolved;
  uint64_t Value;
  /// Source offset of the expression.
  uint32_t Loc;
  /// The expression as llvm-mc's listing prints it.
  const ExprView *Printed;
  /// A symbol the value names that the file never defines, which llvm-mc
  /// reports at the end without a line; empty when there is none.
  llvm::StringRef UndefinedSymbol;
  /// UndefinedSymbol is subtracted, which llvm-mc reports at the value.
  bool UndefinedSubtracted = false;
  /// The value is a difference of labels in two sections, which llvm-mc's
  /// object writer refuses.
  bool CrossSection = false;
  /// When not Resolved: the symbol whose address the value keeps, which an
  /// object relocates against (a label plus a constant, or a symbol the
  /// file never defines plus a constant); empty when the value cannot be
  /// relocated. Value then holds the value with a label at its offset in
  /// .text and an undefined symbol at 0.
  llvm::StringRef RelocSymbol;
  /// The relocation is relative to the value's place (an undefined symbol
  /// less a label: R_AMDGPU_REL32 or REL64), which Value already counts.
  bool RelocPCRel = false;
  /// When not Resolved: a constant less a label of the value's own section
  /// (g: .long 1 - g). llvm-mc's writer makes it relative to the value's
  /// place against no symbol (index 0), with Value, the constant less the
  /// label plus the place, in the field. RelocSymbol is empty.
  bool RelocAgainstNothing = false;
  /// When not Resolved: the value keeps the address of a variable whose own
  /// value llvm-mc's writer cannot evaluate (w = ext * 2, .long w). The
  /// writer relocates against it and reports only the variable (then
  /// crashes), so an object has no error of the value's own.
  bool KeepsUnevaluable = false;
  /// When not Resolved: llvm-mc's writer cannot make the value one symbol
  /// less another plus a constant (ext * 2, lab + lab).
  bool NotRelocatable = false;
  /// When not Resolved: the variables the value names nest deeper than
  /// gfxas follows them for a relocation.
  bool TooDeep = false;
  /// llvm-mc's object streamer leaves the value to a fixup that its layout
  /// resolves: the value reaches a symbol the file has not defined where it
  /// stands. A SHT_NOBITS section cannot hold one, whatever its value.
  bool LaterFixup = false;
  /// When not Resolved: the sections of the labels the value adds and
  /// subtracts, which llvm-mc's layout needs offsets in to evaluate the
  /// fixup (NoSection where there is none).
  static constexpr uint16_t NoSection = UINT16_MAX;
  uint16_t LabelSections[2] = {NoSection, NoSection};
};

/// A directive that puts a run of bytes in .text: .fill, .zero (.skip,
/// .space), .org, or one string of .ascii, .asciz or .string (or the bytes
/// of a .uleb128 or .sleb128 value).
struct FillDirective {
  enum class Kind : uint8_t {
    /// .fill: Count values of ValueSize bytes (0 to 8), each the low
    /// min(ValueSize, 4) bytes of Pattern, then zeros, as llvm-mc's object
    /// streamer writes them. A negative Count puts nothing.
    Fill,
    /// .zero, .skip, .space: Count bytes of Pattern's low byte. A negative
    /// Count puts nothing, which llvm-mc's layout reports.
    Zero,
    /// A string: Bytes, never empty.
    String,
    /// .org: Count bytes of Pattern's low byte, up to offset Target; a
    /// negative Count (Target behind, or 1 GiB or more ahead) puts nothing,
    /// which llvm-mc's layout reports.
    Org,
  };
  Kind K;
  /// Where the bytes go in the current section.
  uint32_t Offset;
  int64_t Count = 0;
  uint8_t ValueSize = 1;
  /// As the file wrote it: llvm-mc's listing prints it so.
  int64_t Pattern = 0;
  llvm::StringRef Bytes;
  /// Source offset of the count, where llvm-mc reports a negative one (of
  /// .org's offset).
  uint32_t Loc = 0;
  /// .org: the offset as llvm-mc's listing prints it, and its value. A
  /// .fill's or .zero's count that CountNeverAbsolute, as printed.
  const ExprView *Printed = nullptr;
  /// The count names a symbol the file never defines: the fill puts
  /// nothing, and llvm-mc's layout refuses it.
  bool CountNeverAbsolute = false;
  int64_t Target = 0;

  /// The bytes it puts in .text.
  uint64_t size() const {
    if (K == Kind::String)
      return Bytes.size();
    return Count < 0 ? 0 : uint64_t(Count) * (K == Kind::Fill ? ValueSize : 1);
  }
};

/// A switch to another section (.section, .data, .pushsection, .previous,
/// ...). The offsets of the events that follow are in that section, until
/// the next switch. Every assembly starts in .text, section 0.
struct SectionChange {
  /// The file's sections are numbered in the order it first enters them.
  uint16_t Id;
  /// Source offset of the directive.
  uint32_t Loc;
  /// The first time the file enters it: the fields below describe it.
  bool First;
  llvm::StringRef Name;
  /// ELF sh_flags, sh_type and sh_entsize, as llvm-mc's parser made them.
  uint32_t Flags;
  uint32_t Type;
  uint32_t EntSize;
  /// The rank of the section's symbol in llvm-mc's registration order
  /// (SymbolInfo::RegisteredAt): the streamer registers it when it first
  /// enters the section.
  uint32_t RegisteredAt;
  /// What llvm-mc's listing prints for the switch ("\t.data\n", or
  /// "\t.section\t.bss,\"aw\",@nobits\n").
  llvm::StringRef Listing;
};

class SourceSpace;
/// An `.amdhsa_kernel NAME` ... `.end_amdhsa_kernel` block llvm-mc accepted
/// (under amdhsa): its 64-byte kernel descriptor at Offset of the current
/// section, where the parser defined NAME.kd.
struct KernelDescriptorBlock {
  llvm::StringRef Kernel, DescriptorSymbol;
  uint32_t Offset;
  /// The descriptor, with zeros at 16 to 23 for the entry's offset.
  llvm::ArrayRef<uint8_t> Bytes;
  /// The entry's offset: a value of 8 bytes at Offset + 16, relocated
  /// (R_AMDGPU_REL64) against the kernel with addend 16.
  const DataValue *Entry;
  /// What llvm-mc's listing prints for the block, every field spelled out.
  llvm::StringRef Listing;
};

/// The events of pass two, in source order.
class AsmSink {
public:
  virtual ~AsmSink();
  /// Before the first statement, once, after the definitions' assignments.
  virtual void begin() {}
  /// .amdhsa_code_object_version: the code object version from here on
  /// (the last one decides an object's).
  virtual void codeObjectVersion(unsigned Version) {}
  /// An .amdgpu_metadata block llvm-mc accepts: Yaml is the document as its
  /// listing prints it back between the directives. The note it makes
  /// reaches an object as bytes in .note (section, alignment and fill
  /// events the listing does not show).
  virtual void hsaMetadata(llvm::StringRef Yaml) {}
  /// .ident's string, as written between the quotes (llvm-mc keeps its
  /// escapes as they are); its bytes reach an object in .comment
  /// (unlistedBytes).
  virtual void ident(llvm::StringRef Data) {}
  virtual void instruction(const EncodedInstruction &I) = 0;
  // The statements only a listing shows; other sinks may ignore them.
  virtual void label(llvm::StringRef Name, uint32_t Offset) {}
  /// Where a label is defined in the source (Loc, a source offset), for a
  /// sink that wantsOperandDetails(): the explain views link a branch to
  /// its label's line, which a forward branch cannot know when it is read.
  virtual void labelDefined(llvm::StringRef Name, uint32_t Loc) {}
  /// An assignment that llvm-mc accepts. Value is the right side as llvm-mc
  /// keeps it: a single constant when it folded.
  virtual void assignment(llvm::StringRef Name, const ExprView &Value,
                          AssignKind Kind) {}
  /// A directive about a symbol, echoed as llvm-mc prints it: the
  /// directive, the symbol's name and Rest verbatim (".type", "f",
  /// ",@function"; ".size", "f", ", .Lend-f"; ".globl", "f", "").
  virtual void directive(llvm::StringRef Name, llvm::StringRef Symbol,
                         llvm::StringRef Rest) {}
  /// An empty statement, which llvm-mc echoes as an empty line.
  virtual void blankLine() {}
  /// Padding for an alignment directive; every sink that writes .text must
  /// write it.
  virtual void alignment(const AlignmentDirective &A) {}
  /// A value of a data directive, which every sink that writes .text must
  /// write.
  virtual void data(const DataValue &D) {}
  /// The bytes of .fill, .zero or a string, which every sink that writes
  /// .text must write.
  virtual void fill(const FillDirective &F) {}
  /// The file switched to another section (see SectionChange); every sink
  /// that writes anything but .text must follow it.
  virtual void section(const SectionChange &S) {}
  /// The room llvm-mc's object streamer makes in the current section (.bss,
  /// entered by a SectionChange that lists nothing) for a local common
  /// symbol, .lcomm's or a .local symbol's .comm: Padding up to its
  /// alignment, then Zeros. Its listing shows only the directive, which
  /// directive() reports.
  virtual void commonAllocation(const AlignmentDirective &Padding,
                                const FillDirective &Zeros) {}
  /// Bytes only llvm-mc's object streamer writes, in the current section,
  /// which its listing does not show: Padding up to an alignment, then
  /// Bytes (a piece of an .amdgpu_metadata block's note in .note). Every
  /// sink that writes anything but .text must write them.
  virtual void unlistedBytes(const AlignmentDirective &Padding,
                             const FillDirective &Bytes) {}
  /// A kernel descriptor; by default its label, bytes and entry value as
  /// label(), fill() and data() events, which a sink that writes sections
  /// takes as any others. A listing prints the block instead.
  virtual void kernelDescriptor(const KernelDescriptorBlock &K);
  virtual void diagnostic(const Diagnostic &D) = 0;
  /// After the last statement, once: how many symbol() calls follow, so
  /// that a sink can make room for them at once.
  virtual void symbolCount(size_t Count) {}
  /// After the last statement: every symbol, in the order the file first
  /// mentions it.
  virtual void symbol(const SymbolInfo &S) {}
  /// Recording which definitions an operand used costs time on every
  /// symbol reference, so it is done only for sinks that ask for it.
  virtual bool wantsOperandDetails() const { return false; }
  /// An error (or a warning: "x changed binding to STB_WEAK") llvm-mc's ELF
  /// streamer reports as it reads the statement, where its listing reports
  /// nothing: a sink that writes an object reports it with the others, in
  /// order; an Assembly keeps it with the object's diagnostics.
  virtual void objectStreamerError(const Diagnostic &D) {}
  /// An error llvm-mc's parser reports only when it writes an object: a
  /// .comm or .lcomm of a symbol its object streamer placed for an earlier
  /// .lcomm. Unlike a streamer's error, it stops the object writer's checks
  /// as any error of the parser does.
  virtual void objectParserError(const Diagnostic &D) {}
  /// An error llvm-mc reports only when it writes a listing: after a local
  /// common symbol, its object streamer has .bss for the previous section
  /// where its listing streamer has none (".previous without corresponding
  /// .section"). A sink that writes a listing reports it.
  virtual void listingStreamerError(const Diagnostic &D) {}
  /// After the last statement, before the symbols, when the file named a
  /// type of the GNU ELF ABI (.type of gnu_indirect_function or
  /// gnu_unique_object): llvm-mc's streamer then marks the object's
  /// e_ident OS/ABI as ELFOSABI_GNU, whatever became of the symbol.
  virtual void gnuAbi() {}
  /// After this many errors, assembly stops with a last "too many errors"
  /// error, so that a binary file given as input gets a short report. 0
  /// means no limit.
  virtual unsigned errorLimit() const { return ErrorLimit; }
  void setErrorLimit(unsigned Limit) { ErrorLimit = Limit; }
  static constexpr unsigned DefaultErrorLimit = 1000;
  /// Right after instruction(), when wantsOperandDetails().
  virtual void operandDetails(const OperandDetails &D) {}
  /// The text of a .print directive, which llvm-mc writes to its standard
  /// output itself, apart from the listing: handed to the handler a caller
  /// set (setPrintHandler), if any.
  virtual void print(llvm::StringRef Text) {
    if (PrintHandler)
      PrintHandler(Text);
  }
  void setPrintHandler(std::function<void(llvm::StringRef)> Handler) {
    PrintHandler = std::move(Handler);
  }
  /// Whether this sink may use its caches (the listing's printed lines).
  /// They change no output, only the time it takes: off, every line takes
  /// the plain path, which the tests check gives the same bytes and
  /// messages. A build configured with GFXAS_SPEEDUPS=OFF has no caches,
  /// whatever this says.
  bool speedups() const { return Speedups; }
  void setSpeedups(bool On) { Speedups = On; }
  /// The -triple assembled for: its OS decides the predefined symbols and,
  /// for the sinks that write them, the listing's target id and the
  /// object's header and relocations. -triple=amdgcn by default.
  const TargetTriple &triple() const { return Triple; }
  void setTriple(TargetTriple T) { Triple = std::move(T); }
  /// The symbols defined before the first line, in order; assemble()
  /// reports each as an assignment before begin().
  llvm::ArrayRef<SymbolDefinition> definitions() const { return Definitions; }
  void setDefinitions(std::vector<SymbolDefinition> D) {
    Definitions = std::move(D);
  }
  /// Finds and reads the file an .include or .incbin names: Path is where
  /// it was found (diagnostics in it name it so), Contents its bytes. False
  /// when there is none; without a reader, no file is found.
  using IncludeReader = std::function<bool(
      llvm::StringRef Name, std::string &Path, std::string &Contents)>;
  const IncludeReader &includeReader() const { return Reader; }
  void setIncludeReader(IncludeReader R) { Reader = std::move(R); }
  /// Gives a diagnostic whose offset lies in a buffer the assembly wrote
  /// (a macro's instantiation, an included file) the place llvm-mc shows
  /// (Diagnostic::Foreign). Every sink calls it on what it lets out; it holds
  /// for as long as the sink, which keeps those buffers (setSourceSpace).
  void locate(Diagnostic &D) const;
  /// Where Offset is: in an instantiation or included file, its buffer's
  /// name and the place in it; in the source, an empty name (and no line
  /// text: the caller has the source).
  ForeignLocation placeOf(uint32_t Offset) const;
  /// The calls (macro calls, repetitions, .include's) that led to the
  /// statement at Offset, the innermost first; none in the source itself.
  std::vector<uint32_t> callsLeadingTo(uint32_t Offset) const;
  /// Hands Handler D, located.
  void deliver(llvm::function_ref<void(const Diagnostic &)> Handler,
               const Diagnostic &D) const;
  /// assemble() hands the sink the text its expansions wrote.
  void setSourceSpace(std::shared_ptr<const SourceSpace> S) {
    Space = std::move(S);
  }

private:
  std::shared_ptr<const SourceSpace> Space;
  IncludeReader Reader;
  unsigned ErrorLimit = DefaultErrorLimit;
  bool Speedups = true;
  TargetTriple Triple;
  std::vector<SymbolDefinition> Definitions;
  std::function<void(llvm::StringRef)> PrintHandler;
};

struct AssembleResult {
  unsigned Errors = 0;
  unsigned Warnings = 0;
};

/// Assembles Source for Cpu, reporting every event to Sink.
/// Each pass reads Source from the start; a file that needs no later
/// definition is done in one. Consumed, when given, is called every few
/// hundred KiB with an offset the pass has got past, so a caller that mapped
/// a large file can release the pages behind it (a later pass reads them
/// again from the file, and diagnostics read back too).
AssembleResult assemble(llvm::StringRef Source, const CpuInfo &Cpu,
                        AsmSink &Sink,
                        llvm::function_ref<void(uint32_t)> Consumed = {});

} // namespace gfxas

#endif
