//===- Listing.cpp - llvm-mc's -show-encoding listing --------------------===//

#include "gfxas/Listing.h"
#include "Output/Fixups.h"
#include "Output/ListingLines.h"
#include "Support/LineStream.h"
#include "Support/Speedups.h"
#include "Support/TaggedSets.h"
#include "Syntax/SymbolSpelling.h"
#include "Target/InstPrinter.h"
#include "gfxas/Expr.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/EndianStream.h"
#include "llvm/Support/Format.h"
#include <algorithm>
#include <cstring>

using namespace gfxas;

// llvm-mc pads the instruction text to this column (the leading tab counts
// as nothing) before the encoding comment, with at least one space.
constexpr unsigned CommentColumn = 40;

void gfxas::printListingHeader(llvm::raw_ostream &OS) { OS << "\t.text\n"; }

void gfxas::appendInstructionLine(llvm::SmallVectorImpl<char> &Line,
                                  llvm::ArrayRef<uint32_t> Words,
                                  llvm::ArrayRef<int64_t> Written,
                                  const CpuInfo &Cpu, bool ShowEncoding,
                                  llvm::ArrayRef<uint32_t> Shown,
                                  const OperandFixup *Fixup,
                                  const InstrInfo *Row) {
  if (Fixup && !*Fixup)
    Fixup = nullptr;
  // Built in one buffer and written once: this runs for every line of a
  // listing, and formatted output (printf) was a fifth of the time.
  const size_t Start = Line.size();
  Line.push_back('\t');
  {
    LineStream TS(Line);
    printInstruction(Words, Cpu, TS, Written, Fixup, Row);
  }
  if (ShowEncoding) {
    if (!Shown.empty())
      Words = Shown;
    size_t TextSize = Line.size() - Start - 1;
    size_t Pad = TextSize < CommentColumn ? CommentColumn - TextSize : 1;
    static constexpr llvm::StringLiteral Prefix = "; encoding: [";
    static const char Hex[] = "0123456789abcdef";
    FixupBytes Unknown = Fixup ? fixupBytes(Fixup->Kind) : FixupBytes{0, 0};
    // Written in place, with no check of the capacity for each character:
    // room for the padding, the prefix, "0xNN," a byte and the ']'.
    size_t Old = Line.size();
    Line.resize_for_overwrite(Old + Pad + Prefix.size() + 20 * Words.size() +
                              1);
    char *Out = Line.data() + Old;
    Out = std::fill_n(Out, Pad, ' ');
    Out = std::copy(Prefix.begin(), Prefix.end(), Out);
    for (unsigned I = 0; I < 4 * Words.size(); ++I) {
      if (I)
        *Out++ = ',';
      if (I >= Unknown.Offset && I < Unknown.Offset + Unknown.Size) {
        *Out++ = 'A';
        continue;
      }
      unsigned Byte = (Words[I / 4] >> (8 * (I % 4))) & 0xFF;
      Out[0] = '0';
      Out[1] = 'x';
      Out[2] = Hex[Byte >> 4];
      Out[3] = Hex[Byte & 0xF];
      Out += 4;
    }
    *Out++ = ']';
    Line.truncate(Out - Line.data());
    if (Fixup) {
      Line.push_back('\n');
      Line.append(CommentColumn, ' ');
      llvm::raw_svector_ostream FS(Line);
      FS << ";   fixup A - offset: " << Unknown.Offset
         << ", value: " << Fixup->Printed
         << ", kind: " << fixupKindName(Fixup->Kind);
    }
  }
  Line.push_back('\n');
}

void gfxas::printInstructionLine(llvm::ArrayRef<uint32_t> Words,
                                 llvm::ArrayRef<int64_t> Written,
                                 const CpuInfo &Cpu, bool ShowEncoding,
                                 llvm::raw_ostream &OS,
                                 llvm::ArrayRef<uint32_t> Shown,
                                 const OperandFixup *Fixup,
                                 const InstrInfo *Row) {
  llvm::SmallString<128> Line;
  appendInstructionLine(Line, Words, Written, Cpu, ShowEncoding, Shown, Fixup,
                        Row);
  OS << Line;
}

void gfxas::printLabelLine(llvm::StringRef Name, llvm::raw_ostream &OS) {
  printSymbolName(Name, OS);
  OS << ":\n";
}

void gfxas::printAssignmentLine(llvm::StringRef Name, llvm::StringRef Value,
                                AssignKind Kind, llvm::raw_ostream &OS) {
  OS << ".set ";
  printSymbolName(Name, OS);
  OS << ", " << Value << '\n';
  // Only the directives mark the symbol .no_dead_strip; '=' does not.
  if (Kind != AssignKind::Equal) {
    OS << "\t.no_dead_strip\t";
    printSymbolName(Name, OS);
    OS << '\n';
  }
}

void gfxas::printDirectiveLine(llvm::StringRef Name, llvm::StringRef Symbol,
                               llvm::StringRef Rest, llvm::raw_ostream &OS) {
  OS << '\t' << Name << '\t';
  printSymbolName(Symbol, OS);
  OS << Rest << '\n';
}

void gfxas::printAlignmentLine(const AlignmentDirective &A,
                               llvm::raw_ostream &OS) {
  // MCAsmStreamer::emitAlignmentDirective writes the w and l forms without
  // the tabs.
  OS << (A.FillSize == 1   ? "\t.p2align\t"
         : A.FillSize == 2 ? ".p2alignw "
                           : ".p2alignl ")
     << unsigned(A.Log2Align);
  std::optional<uint32_t> Fill = A.Fill;
  if (A.ListedFillDiffers)
    Fill = A.Fill ? std::nullopt : std::optional<uint32_t>(0);
  if (Fill || A.MaxBytes) {
    OS << ", ";
    if (Fill) {
      OS << "0x";
      OS.write_hex(*Fill);
    }
    if (A.MaxBytes)
      OS << ", " << A.MaxBytes;
  }
  OS << '\n';
}

void gfxas::printDataLine(unsigned Size, llvm::StringRef Value,
                          llvm::raw_ostream &OS) {
  const char *Name = Size == 1   ? ".byte"
                     : Size == 2 ? ".short"
                     : Size == 4 ? ".long"
                                 : ".quad";
  OS << '\t' << Name << '\t' << Value << '\n';
}

// MCAsmStreamer's PrintQuotedString: printable bytes as they are (a quote
// or a backslash escaped), the C escapes llvm-mc knows, and three octal
// digits for the rest.
static void printQuotedString(llvm::StringRef Data, llvm::raw_ostream &OS) {
  OS << '"';
  for (unsigned char C : Data.bytes()) {
    if (C == '"' || C == '\\') {
      OS << '\\' << char(C);
      continue;
    }
    if (llvm::isPrint(C)) {
      OS << char(C);
      continue;
    }
    switch (C) {
    case '\b':
      OS << "\\b";
      break;
    case '\f':
      OS << "\\f";
      break;
    case '\n':
      OS << "\\n";
      break;
    case '\r':
      OS << "\\r";
      break;
    case '\t':
      OS << "\\t";
      break;
    default:
      OS << '\\' << char('0' + (C >> 6)) << char('0' + ((C >> 3) & 7))
         << char('0' + (C & 7));
    }
  }
  OS << '"';
}

static void printCount(const FillDirective &F, llvm::raw_ostream &OS) {
  if (F.CountNeverAbsolute)
    printExpr(*F.Printed, OS);
  else
    OS << F.Count;
}

void gfxas::printFillLine(const FillDirective &F, llvm::raw_ostream &OS) {
  switch (F.K) {
  case FillDirective::Kind::Fill:
    // MCAsmStreamer::emitFill prints the pattern cut to 32 bits.
    OS << "\t.fill\t";
    printCount(F, OS);
    OS << ", " << unsigned(F.ValueSize) << ", 0x";
    OS.write_hex(uint32_t(F.Pattern));
    OS << '\n';
    return;
  case FillDirective::Kind::Zero:
    // MCAsmStreamer::emitFill prints nothing for none.
    if (F.Count == 0 && !F.CountNeverAbsolute)
      return;
    // The fill value as an int, printed whenever the 64-bit one is not 0.
    OS << "\t.zero\t";
    printCount(F, OS);
    if (F.Pattern != 0)
      OS << ',' << int32_t(uint32_t(F.Pattern));
    OS << '\n';
    return;
  case FillDirective::Kind::Org:
    // MCAsmStreamer::emitValueToOffset: no tabs, the fill as a byte.
    OS << ".org ";
    printExpr(*F.Printed, OS);
    OS << ", " << unsigned(uint8_t(F.Pattern)) << '\n';
    return;
  case FillDirective::Kind::String:
    // MCAsmStreamer::emitBytes: a single byte as .byte, bytes that end in
    // a zero as .asciz without it. (.asciz's own terminating zero comes
    // as a string of its own, a .byte.)
    if (F.Bytes.size() == 1) {
      OS << "\t.byte\t" << unsigned(uint8_t(F.Bytes[0])) << '\n';
      return;
    }
    if (F.Bytes.back() == 0) {
      OS << "\t.asciz\t";
      printQuotedString(F.Bytes.drop_back(), OS);
    } else {
      OS << "\t.ascii\t";
      printQuotedString(F.Bytes, OS);
    }
    OS << '\n';
    return;
  }
}

/// Writes Unit Count times, in chunks of at most 4 KiB of whole units: a
/// huge fill or padding is never held whole.
static void writeRepeated(llvm::StringRef Unit, uint64_t Count,
                          llvm::function_ref<void(llvm::StringRef)> Write) {
  char Chunk[4096];
  uint64_t PerChunk = sizeof(Chunk) / Unit.size();
  for (uint64_t I = 0, E = std::min(Count, PerChunk); I < E; ++I)
    std::memcpy(Chunk + I * Unit.size(), Unit.data(), Unit.size());
  while (Count) {
    uint64_t N = std::min(Count, PerChunk);
    Write({Chunk, size_t(N * Unit.size())});
    Count -= N;
  }
}

void gfxas::writeFill(const FillDirective &F,
                      llvm::function_ref<void(llvm::StringRef)> Write) {
  if (F.K == FillDirective::Kind::String) {
    Write(F.Bytes);
    return;
  }
  // One value: MCObjectStreamer::emitFill writes at most 4 bytes of the
  // pattern and zeros after them.
  unsigned Unit = F.K == FillDirective::Kind::Fill ? F.ValueSize : 1;
  if (Unit == 0)
    return;
  char Value[8] = {};
  llvm::support::endian::write32le(Value, uint32_t(F.Pattern));
  if (Unit < 4)
    std::memset(Value + Unit, 0, 4 - Unit);
  writeRepeated({Value, Unit}, F.size() / Unit, Write);
}

void gfxas::writePadding(const AlignmentDirective &A,
                         llvm::function_ref<void(llvm::StringRef)> Write) {
  if (A.Fill) {
    // The last value is cut short where the fill's size does not divide the
    // padding, which llvm-mc's writer refuses (see invalidAlignmentFill).
    char Value[4];
    llvm::support::endian::write32le(Value, *A.Fill);
    writeRepeated({Value, A.FillSize}, A.Padding / A.FillSize, Write);
    if (uint32_t Rest = A.Padding % A.FillSize)
      Write({Value, Rest});
    return;
  }
  // llvm-mc's AMDGPU backend: the bytes that do not make a whole word can
  // only be data, and get zeros; then one s_nop 0 per word.
  writeRepeated({"\0", 1}, A.Padding % 4, Write);
  char Nop[4];
  llvm::support::endian::write32le(Nop, 0xbf800000u);
  writeRepeated({Nop, 4}, A.Padding / 4, Write);
}

/// The printed lines in 4,096 sets of two (TaggedSets; 1.8 MB at most),
/// keyed by the words and the operands as written. Fibonacci hashing picks
/// a set: the top bits of the product mix every input bit, and a second way
/// keeps two hot lines that share a set from evicting each other.
class ListingWriter::LineCache {
public:
  /// The line kept for I, or an empty one.
  llvm::StringRef find(const EncodedInstruction &I) {
    Key.NumWords = I.NumWords;
    Key.NumOperands = I.NumOperands;
    std::copy(I.Words, I.Words + MaxInstrWords, Key.Words);
    std::copy(I.Written, I.Written + MaxInstrOperands, Key.Written);
    Hash = uint64_t(I.Words[0]) << 32 ^ I.Words[1];
    for (int64_t W : I.Written)
      Hash = (Hash ^ uint64_t(W)) * 0x9E3779B97F4A7C15ull;
    const Line *Known =
        Sets.find(Hash, [&](const Line &L) { return L.Key == Key; });
    return Known ? llvm::StringRef(Known->Text, Known->Size)
                 : llvm::StringRef();
  }
  /// Keeps Text for the instruction find() last missed, if it was offered
  /// before.
  void add(llvm::StringRef Text) {
    if (Text.size() > sizeof(Line::Text))
      return;
    if (Line *Slot = Sets.replace(Hash)) {
      Slot->Key = Key;
      Slot->Size = Text.size();
      std::memcpy(Slot->Text, Text.data(), Text.size());
    }
  }

private:
  struct InstructionKey {
    uint32_t Words[MaxInstrWords];
    int64_t Written[MaxInstrOperands];
    uint8_t NumWords, NumOperands;
    bool operator==(const InstructionKey &O) const {
      return NumWords == O.NumWords && NumOperands == O.NumOperands &&
             std::equal(Words, Words + MaxInstrWords, O.Words) &&
             std::equal(Written, Written + MaxInstrOperands, O.Written);
    }
  };
  struct Line {
    InstructionKey Key;
    uint32_t Size;
    char Text[152];
  };
  TaggedSets<Line, /*SetBits=*/12, /*Ways=*/2> Sets;
  /// The instruction find() was last asked for, and its hash.
  InstructionKey Key = {};
  uint64_t Hash = 0;
};

ListingWriter::ListingWriter(
    llvm::raw_ostream &OS, const CpuInfo &Cpu, bool ShowEncoding,
    llvm::function_ref<void(const Diagnostic &)> OnDiagnostic,
    const FeatureSelection *Features)
    : OS(OS), Cpu(Cpu),
      Features(Features ? *Features : selectFeatures("", Cpu)),
      ShowEncoding(ShowEncoding), OnDiagnostic(OnDiagnostic) {}

void ListingWriter::begin() {
  // After the definitions' assignments (-defsym), as llvm-mc's listing.
  printListingHeader(OS);
  // AMDGPUAsmParser::onBeginOfFile, through the target streamer.
  if (triple().isHsa())
    OS << "\t.amdgcn_target \"" << targetId(triple(), Cpu, Features) << "\"\n";
}

ListingWriter::~ListingWriter() = default;

void ListingWriter::instruction(const EncodedInstruction &I) {
  if (I.Fixup) {
    printInstructionLine(I.listedWords(), I.written(), Cpu, ShowEncoding, OS,
                         {}, &I.Fixup, I.Row);
    return;
  }
  // The cache of printed lines is a speed device, made at the first
  // instruction (after setSpeedups) unless the speedups are off.
  if (!Cache && SpeedupsBuilt && speedups())
    Cache = std::make_unique<LineCache>();
  if (Cache) {
    llvm::StringRef Known = Cache->find(I);
    if (!Known.empty()) {
      OS << Known;
      return;
    }
  }
  llvm::SmallString<160> Line;
  appendInstructionLine(Line, I.words(), I.written(), Cpu, ShowEncoding, {},
                        nullptr, I.Row);
  OS << Line;
  if (Cache)
    Cache->add(Line);
}

void ListingWriter::label(llvm::StringRef Name, uint32_t Offset) {
  printLabelLine(Name, OS);
}

void ListingWriter::assignment(llvm::StringRef Name, const ExprView &Value,
                               AssignKind Kind) {
  llvm::SmallString<64> Text;
  {
    LineStream TS(Text);
    printExpr(Value, TS);
  }
  printAssignmentLine(Name, Text, Kind, OS);
}

void ListingWriter::directive(llvm::StringRef Name, llvm::StringRef Symbol,
                              llvm::StringRef Rest) {
  printDirectiveLine(Name, Symbol, Rest, OS);
}

void ListingWriter::blankLine() { OS << '\n'; }

void gfxas::printIdentLine(llvm::StringRef Data, llvm::raw_ostream &OS) {
  OS << "\t.ident\t";
  printQuotedString(Data, OS);
  OS << '\n';
}

void ListingWriter::ident(llvm::StringRef Data) { printIdentLine(Data, OS); }

void ListingWriter::alignment(const AlignmentDirective &A) {
  printAlignmentLine(A, OS);
}

void ListingWriter::data(const DataValue &D) {
  llvm::SmallString<64> Text;
  {
    LineStream TS(Text);
    printExpr(*D.Printed, TS);
  }
  printDataLine(D.Size, Text, OS);
}

void ListingWriter::fill(const FillDirective &F) { printFillLine(F, OS); }

void ListingWriter::diagnostic(const Diagnostic &D) {
  deliver(OnDiagnostic, D);
}

WordWriter::WordWriter(
    llvm::raw_pwrite_stream &OS, bool Binary,
    llvm::function_ref<void(const Diagnostic &)> OnDiagnostic)
    : OS(OS), Start(OS.tell()), Binary(Binary), OnDiagnostic(OnDiagnostic),
      Fixups(std::make_unique<PendingFixups>()) {}

WordWriter::~WordWriter() = default;

void WordWriter::section(const SectionChange &S) {
  Current = S.Id;
  CurrentLoc = S.Loc;
  CurrentName = S.Name.str();
  if (Refused.size() <= S.Id)
    Refused.resize(S.Id + 1);
}

// Bytes outside .text, which words and binaries do not hold: an error at
// the directive that entered the section, once per section.
bool WordWriter::outsideText() {
  if (Current == 0)
    return false;
  if (!Refused[Current]) {
    Refused[Current] = true;
    Unwritable = true;
    deliver(OnDiagnostic,
            {Diagnostic::Kind::Error, CurrentLoc,
             "gfxas writes only .text as words or a binary: section '" +
                 CurrentName + "' has contents; use -filetype=obj"});
  }
  return true;
}

void WordWriter::instruction(const EncodedInstruction &I) {
  if (outsideText())
    return;
  if (I.Fixup)
    Fixups->add(I, 0);
  if (PartialSize == 0) {
    for (uint32_t Word : I.words())
      writeWord(OS, Word, Binary);
    return;
  }
  char Bytes[4 * MaxInstrWords];
  for (unsigned W = 0; W < I.NumWords; ++W)
    llvm::support::endian::write32le(Bytes + 4 * W, I.Words[W]);
  writeBytes({Bytes, I.size()});
}

void WordWriter::writeBytes(llvm::StringRef Bytes) {
  if (Binary) {
    OS << Bytes;
    return;
  }
  for (char C : Bytes) {
    Partial[PartialSize++] = uint8_t(C);
    if (PartialSize == 4) {
      writeWord(OS, llvm::support::endian::read32le(Partial), false);
      PartialSize = 0;
    }
  }
}

void WordWriter::alignment(const AlignmentDirective &A) {
  if (outsideText())
    return;
  if (std::optional<Diagnostic> D = invalidAlignmentFill(A)) {
    deliver(OnDiagnostic, *D);
    Unwritable = true;
  }
  writePadding(A, [&](llvm::StringRef Bytes) { writeBytes(Bytes); });
}

void WordWriter::data(const DataValue &D) {
  if (outsideText())
    return;
  if (!D.Resolved) {
    deliver(OnDiagnostic, unwritableData(D));
    Unwritable = true;
  }
  char Bytes[8];
  llvm::support::endian::write64le(Bytes, D.Value);
  writeBytes({Bytes, D.Size});
}

void WordWriter::fill(const FillDirective &F) {
  if (outsideText())
    return;
  if (std::optional<Diagnostic> D = invalidFillSize(F)) {
    deliver(OnDiagnostic, *D);
    Unwritable = true;
  }
  writeFill(F, [&](llvm::StringRef Bytes) { writeBytes(Bytes); });
}

void WordWriter::symbol(const SymbolInfo &S) { Fixups->symbol(S); }

bool WordWriter::finish() {
  if (PartialSize) {
    std::fill(Partial + PartialSize, Partial + 4, 0);
    writeWord(OS, llvm::support::endian::read32le(Partial), false);
    PartialSize = 0;
  }
  bool Resolved = !Unwritable;
  Fixups->forEach([&](const PendingFixups::Entry &E, const SymbolInfo *S) {
    // Words have no relocations: a global label gets its own distance.
    FixupResolution R = resolveFixup(E.Fixup, E.InstOffset, S, false);
    if (R.How == FixupResolution::Outcome::Error) {
      deliver(OnDiagnostic, {Diagnostic::Kind::Error, E.Fixup.Loc, R.Message});
      Resolved = false;
      return;
    }
    uint32_t Words[MaxInstrWords];
    std::copy(E.Words, E.Words + MaxInstrWords, Words);
    applyFixup(Words, E.Fixup.Kind, R.Field);
    // An instruction after unaligned data straddles two lines of words.
    if (!Binary && E.InstOffset % 4) {
      deliver(OnDiagnostic,
              {Diagnostic::Kind::Error, E.Fixup.Loc,
               "gfxas cannot write a branch at an unaligned offset as "
               "words; use -filetype=bin or obj"});
      Resolved = false;
      return;
    }
    llvm::SmallString<32> Text;
    llvm::raw_svector_ostream TS(Text);
    for (unsigned W = 0; W < E.NumWords; ++W)
      writeWord(TS, Words[W], Binary);
    uint64_t Position = Binary ? E.InstOffset : E.InstOffset / 4 * 11;
    OS.pwrite(Text.data(), Text.size(), Start + Position);
  });
  return Resolved;
}

void WordWriter::writeWord(llvm::raw_ostream &OS, uint32_t Word, bool Binary) {
  if (Binary) {
    llvm::support::endian::write<uint32_t>(OS, Word, llvm::endianness::little);
    return;
  }
  static const char Hex[] = "0123456789abcdef";
  char Line[11] = {'0', 'x'};
  for (int I = 0; I < 8; ++I)
    Line[2 + I] = Hex[(Word >> (28 - 4 * I)) & 0xF];
  Line[10] = '\n';
  OS.write(Line, sizeof(Line));
}
