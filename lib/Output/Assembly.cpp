//===- Assembly.cpp - The whole result of assembling a buffer ------------===//

#include "gfxas/Assembly.h"
#include "Output/Fixups.h"
#include "Output/ListingLines.h"
#include "Output/ObjectStreamer.h"
#include "gfxas/Expr.h"
#include "gfxas/Listing.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include <algorithm>
#include <functional>
#include <numeric>
#include <optional>
#include <set>

using namespace gfxas;

namespace {
/// Maps source offsets to 1-based lines and their text.
class LineTable {
public:
  explicit LineTable(llvm::StringRef Source) : Source(Source) {
    Starts.push_back(0);
    for (uint32_t I = 0; I < Source.size(); ++I)
      if (Source[I] == '\n')
        Starts.push_back(I + 1);
  }
  unsigned lineOf(uint32_t Offset) const {
    return unsigned(std::upper_bound(Starts.begin(), Starts.end(), Offset) -
                    Starts.begin());
  }
  /// Column of Offset on its line; a tab counts as one, and a lone CR
  /// starts a new column count (though not a new line), as in llvm-mc's
  /// SourceMgr.
  unsigned columnOf(uint32_t Offset) const {
    uint32_t LineStart = Starts[lineOf(Offset) - 1];
    size_t Cr = Source.slice(LineStart, Offset).rfind('\r');
    if (Cr != llvm::StringRef::npos)
      LineStart += Cr + 1;
    return Offset - LineStart + 1;
  }
  llvm::StringRef text(unsigned Line) const {
    uint32_t Begin = Starts[Line - 1];
    uint32_t End = Line < Starts.size() ? Starts[Line] : Source.size();
    return Source.slice(Begin, End);
  }

private:
  llvm::StringRef Source;
  std::vector<uint32_t> Starts;
};

/// Keeps every event of pass two, and hands the object writer its own.
class Collector final : public AsmSink {
public:
  Collector(Assembly &A, llvm::StringRef Source, bool WithDetails,
            unsigned ErrorLimit)
      : A(A), Source(Source), WithDetails(WithDetails), ErrorLimit(ErrorLimit),
        ObjectOS(A.Object), KeepObjectDiagnostic([this](const Diagnostic &D) {
          this->A.ObjectDiagnostics.push_back(placed(D));
        }),
        Object(ObjectOS, *A.Cpu, KeepObjectDiagnostic) {
    Object.setReadBack(
        [this](uint64_t Offset, llvm::MutableArrayRef<char> Out) {
          llvm::ArrayRef<char> Written = this->A.Object;
          if (Offset > Written.size() || Out.size() > Written.size() - Offset)
            return false;
          llvm::copy(Written.slice(Offset, Out.size()), Out.begin());
          return true;
        });
  }

  void section(const SectionChange &S) override {
    Object.section(S);
    Statement St{Statement::Kind::Section, S.Name.str(), S.Listing.str()};
    St.Section = S.Id;
    A.Statements.push_back(std::move(St));
    Current = S.Id;
    CurrentLoc = S.Loc;
    CurrentName = S.Name.str();
  }
  /// Bytes outside .text, which an Assembly does not hold: an error at the
  /// directive that entered the section, once per section. The statement
  /// is kept for the listing.
  bool outsideText() {
    if (Current == 0)
      return false;
    if (!Refused.insert(Current).second)
      return true;
    ++Errors;
    A.Diagnostics.push_back(
        {{Diagnostic::Kind::Error, CurrentLoc,
          "gfxas keeps only .text in an Assembly (the library and "
          "--explain): section '" +
              CurrentName + "' has contents; use -filetype=obj or asm"},
         0,
         0});
    return true;
  }
  unsigned extraErrors() const { return Errors; }
  void instruction(const EncodedInstruction &I) override {
    Object.instruction(I);
    Statement S{Statement::Kind::Instruction, I.Mnemonic.str(), ""};
    S.Inst = I;
    S.Offset = I.Offset;
    // The listing shows the fixup wherever the instruction is; only .text's
    // words are resolved.
    if (I.Fixup) {
      S.FixupSymbol = I.Fixup.Symbol.str();
      S.FixupPrinted = I.Fixup.Printed.str();
      S.Inst.Fixup.Symbol = {};
      S.Inst.Fixup.Printed = {};
    }
    if (outsideText()) {
      S.Section = Current;
      A.Statements.push_back(std::move(S));
      return;
    }
    A.Words.insert(A.Words.end(), I.Words, I.Words + I.NumWords);
    for (uint32_t W : I.words())
      for (unsigned B = 0; B < 4; ++B)
        A.Text.push_back(uint8_t(W >> (8 * B)));
    if (I.Fixup)
      FixupWords.push_back({A.Statements.size(), A.Words.size() - I.NumWords});
    A.Statements.push_back(std::move(S));
  }
  void label(llvm::StringRef Name, uint32_t Offset) override {
    Object.label(Name, Offset);
    Statement S{Statement::Kind::Label, Name.str(), ""};
    S.Offset = Offset;
    S.Section = Current;
    A.Statements.push_back(std::move(S));
  }
  void begin() override { A.HeaderAt = A.Statements.size(); }
  void assignment(llvm::StringRef Name, const ExprView &Value,
                  AssignKind Kind) override {
    std::string Text;
    llvm::raw_string_ostream OS(Text);
    printExpr(Value, OS);
    Statement S{Statement::Kind::Assignment, Name.str(), OS.str()};
    S.Assign = Kind;
    A.Statements.push_back(std::move(S));
  }
  void directive(llvm::StringRef Name, llvm::StringRef Symbol,
                 llvm::StringRef Rest) override {
    A.Statements.push_back(
        {Statement::Kind::Directive, Name.str(), Symbol.str(), Rest.str()});
  }
  void alignment(const AlignmentDirective &D) override {
    Object.alignment(D);
    if (outsideText()) {
      Statement S{Statement::Kind::Alignment, "", ""};
      S.Align = D;
      S.Offset = D.Offset;
      S.Section = Current;
      A.Statements.push_back(std::move(S));
      return;
    }
    A.TextAlign = std::max(A.TextAlign, uint64_t(1) << D.Log2Align);
    writePadding(D, [&](llvm::StringRef Bytes) {
      A.Text.insert(A.Text.end(), Bytes.begin(), Bytes.end());
    });
    Statement S{Statement::Kind::Alignment, "", ""};
    S.Align = D;
    S.Offset = D.Offset;
    A.Statements.push_back(std::move(S));
  }
  void data(const DataValue &D) override {
    Object.data(D);
    std::string Text;
    llvm::raw_string_ostream OS(Text);
    printExpr(*D.Printed, OS);
    Statement S{Statement::Kind::Data, "", OS.str()};
    S.DataSize = D.Size;
    S.Offset = D.Offset;
    if (outsideText()) {
      S.Section = Current;
      A.Statements.push_back(std::move(S));
      return;
    }
    for (unsigned B = 0; B < D.Size; ++B)
      A.Text.push_back(uint8_t(D.Value >> (8 * B)));
    S.RelocSymbol = D.RelocSymbol.str();
    S.RelocPCRel = D.RelocPCRel;
    A.Statements.push_back(std::move(S));
  }
  void fill(const FillDirective &F) override {
    Object.fill(F);
    if (outsideText()) {
      std::string Text;
      llvm::raw_string_ostream OS(Text);
      printFillLine(F, OS);
      Statement S{Statement::Kind::Fill, "", OS.str()};
      S.Offset = F.Offset;
      S.Section = Current;
      A.Statements.push_back(std::move(S));
      return;
    }
    writeFill(F, [&](llvm::StringRef Bytes) {
      A.Text.insert(A.Text.end(), Bytes.begin(), Bytes.end());
    });
    std::string Text;
    llvm::raw_string_ostream OS(Text);
    printFillLine(F, OS);
    Statement S{Statement::Kind::Fill, "", OS.str()};
    S.Offset = F.Offset;
    A.Statements.push_back(std::move(S));
  }
  void commonAllocation(const AlignmentDirective &Padding,
                        const FillDirective &Zeros) override {
    Object.commonAllocation(Padding, Zeros);
    // Always in .bss, which an Assembly does not hold.
    outsideText();
  }
  void ident(llvm::StringRef Data) override {
    std::string Text;
    llvm::raw_string_ostream OS(Text);
    printIdentLine(Data, OS);
    A.Statements.push_back({Statement::Kind::Fill, "", OS.str()});
  }
  void unlistedBytes(const AlignmentDirective &Padding,
                     const FillDirective &Bytes) override {
    Object.unlistedBytes(Padding, Bytes);
    // Always in .note, which an Assembly does not hold.
    outsideText();
  }
  void blankLine() override {
    A.Statements.push_back({Statement::Kind::BlankLine, "", ""});
  }
  void diagnostic(const Diagnostic &D) override {
    A.Diagnostics.push_back(placed(D));
  }
  /// D as a caller that places diagnostics by line wants it: located, and
  /// in an expansion or an included file at the line of the source's call.
  Located placed(const Diagnostic &D) const {
    Located L{D, 0, 0};
    locate(L.D);
    if (L.D.hasLocation()) {
      std::vector<uint32_t> Calls = callsLeadingTo(L.D.Offset);
      if (!Calls.empty())
        L.D.Offset = Calls.back();
    }
    return L;
  }
  void gnuAbi() override { Object.gnuAbi(); }
  void print(llvm::StringRef Text) override { A.Printed.push_back(Text.str()); }
  void objectStreamerError(const Diagnostic &D) override {
    Object.objectStreamerError(D);
  }
  void objectParserError(const Diagnostic &D) override {
    Object.objectParserError(D);
  }
  void symbolCount(size_t Count) override {
    Object.symbolCount(Count);
    A.Symbols.reserve(Count);
    A.SymbolNames.reserve(Count);
  }
  void symbol(const SymbolInfo &S) override {
    Object.symbol(S);
    A.Symbols.push_back(S);
    A.SymbolNames.push_back(S.Name.str());
    // The name lives in the parser's symbol table; the message keeps it.
    A.Symbols.back().ProblemSymbol = {};
    // The fixups need this one, until resolveFixups() is done.
    if (!S.UndefinedBase.empty())
      A.Symbols.back().UndefinedBase =
          BaseNames.insert(S.UndefinedBase).first->first();
  }
  /// Fills in the fields of the fixups (each label's own distance).
  void resolveFixups() {
    if (FixupWords.empty())
      return;
    llvm::StringMap<size_t> ByName;
    for (size_t I = 0; I < A.Symbols.size(); ++I)
      ByName.try_emplace(A.SymbolNames[I], I);
    for (auto [StatementIndex, WordIndex] : FixupWords) {
      const Statement &S = A.Statements[StatementIndex];
      OperandFixup F = S.fixup();
      auto It = ByName.find(F.Symbol);
      const SymbolInfo *Target =
          It == ByName.end() ? nullptr : &A.Symbols[It->second];
      FixupResolution Own = resolveFixup(F, S.Offset, Target, false);
      if (Own.How == FixupResolution::Outcome::Resolved) {
        uint32_t *Words = &A.Words[WordIndex];
        applyFixup(Words, F.Kind, Own.Field);
        for (unsigned W = 0; W < S.Inst.NumWords; ++W)
          for (unsigned B = 0; B < 4; ++B)
            A.Text[S.Offset + 4 * W + B] = uint8_t(Words[W] >> (8 * B));
      }
    }
  }
  /// Keeps the object only when llvm-mc would write it.
  void completeObject(bool Parsed) {
    llvm::Expected<bool> Whole = Object.complete(Parsed);
    if (!Whole)
      A.ObjectDiagnostics.push_back(
          {{Diagnostic::Kind::Error, Diagnostic::NoOffset,
            llvm::toString(Whole.takeError())},
           0,
           0});
    if (!Whole || !*Whole)
      A.Object.clear();
  }
  bool wantsOperandDetails() const override { return WithDetails; }
  void labelDefined(llvm::StringRef Name, uint32_t Loc) override {
    LabelLocs.try_emplace(Name, Loc);
  }
  /// The lines of the labels the branches go to, which a forward branch
  /// did not know when it was read.
  void locateBranchTargets() {
    if (!WithDetails)
      return;
    size_t Index = 0;
    for (const Statement &S : A.Statements) {
      if (S.K != Statement::Kind::Instruction || Index >= A.Details.size())
        continue;
      InstructionDetails &I = A.Details[Index++];
      auto It = LabelLocs.find(S.FixupSymbol);
      if (S.Inst.Fixup.Kind == FixupKind::SoppBranch && It != LabelLocs.end())
        I.BranchTargetLine = Lines->lineOf(It->second);
    }
  }
  unsigned errorLimit() const override { return ErrorLimit; }
  void operandDetails(const OperandDetails &D) override {
    if (!Lines)
      Lines.emplace(Source);
    InstructionDetails I;
    std::vector<uint32_t> Calls = callsLeadingTo(D.Offset);
    uint32_t LineStart;
    llvm::StringRef Text;
    std::string Expanded;
    if (Calls.empty()) {
      I.Line = Lines->lineOf(D.Offset);
      Text = Lines->text(I.Line);
      // Offsets in the trimmed line; an operand that runs on to another
      // line (through a block comment) is cut at the line's end.
      LineStart = uint32_t(Text.data() - Source.data()) +
                  uint32_t(Text.size() - Text.ltrim().size());
    } else {
      I.Line = Lines->lineOf(Calls.back());
      ForeignLocation P = placeOf(D.Offset);
      Expanded = P.LineText;
      Text = Expanded;
      LineStart =
          D.Offset - P.Column + uint32_t(Text.size() - Text.ltrim().size());
      for (uint32_t Call : Calls) {
        ForeignLocation C = placeOf(Call);
        std::string Where = C.BufferName.empty()
                                ? "line " + std::to_string(Lines->lineOf(Call))
                                : C.BufferName + ":" + std::to_string(C.Line);
        llvm::StringRef CallText = C.BufferName.empty()
                                       ? Lines->text(Lines->lineOf(Call))
                                       : llvm::StringRef(C.LineText);
        I.ExpandedFrom.push_back(CallText.trim().str() + " (" + Where + ")");
      }
    }
    I.SourceLine = Text.trim().str();
    auto Column = [&](uint32_t Offset) {
      return unsigned(std::min<uint64_t>(
          Offset > LineStart ? Offset - LineStart : 0, I.SourceLine.size()));
    };
    uint32_t MnemonicEnd = Column(D.Offset);
    llvm::StringRef Line = I.SourceLine;
    while (MnemonicEnd < Line.size() &&
           (llvm::isAlnum(Line[MnemonicEnd]) || Line[MnemonicEnd] == '_' ||
            Line[MnemonicEnd] == '.'))
      ++MnemonicEnd;
    MnemonicEnd += LineStart;
    I.MnemonicColumns = {Column(D.Offset), Column(MnemonicEnd)};
    for (auto [Begin, End] : D.OperandSpans)
      I.OperandColumns.push_back({Column(Begin), Column(End)});
    I.ByField = D.ByField;
    I.WrittenFields = D.WrittenFields;
    I.ByFieldOperand = D.ByFieldOperand;
    for (const SymbolUse &U : D.Symbols) {
      unsigned DefLine = U.How == SymbolUse::Resolution::Predefined
                             ? 0
                             : Lines->lineOf(U.DefOffset);
      I.Symbols.push_back({U.Name.str(), U.How, DefLine, U.Value, U.Via.str()});
    }
    A.Details.push_back(std::move(I));
  }

private:
  Assembly &A;
  llvm::StringRef Source;
  bool WithDetails;
  unsigned ErrorLimit;
  llvm::raw_svector_ostream ObjectOS;
  std::function<void(const Diagnostic &)> KeepObjectDiagnostic;
  ObjectStreamer Object;
  std::optional<LineTable> Lines;
  llvm::StringMap<uint32_t> LabelLocs;
  /// Owns the symbols' UndefinedBase names while the fixups need them.
  llvm::StringSet<> BaseNames;
  uint16_t Current = 0;
  uint32_t CurrentLoc = 0;
  std::string CurrentName;
  std::set<uint16_t> Refused;
  unsigned Errors = 0;
  /// The statement and first word of each instruction with a fixup.
  std::vector<std::pair<size_t, size_t>> FixupWords;
};
} // namespace

// Line and column of each diagnostic, in one scan of the source (the
// diagnostics come in source order, but notes may point back).
static void locate(llvm::StringRef Source, std::vector<Located> &Diags) {
  if (Diags.empty())
    return;
  LineTable Lines(Source);
  for (Located &L : Diags) {
    bool Placed = L.D.hasLocation();
    L.Line = Placed ? Lines.lineOf(L.D.Offset) : 0;
    L.Column = Placed ? Lines.columnOf(L.D.Offset) : 0;
  }
}

Assembly gfxas::assembleBuffer(llvm::StringRef Source,
                               llvm::StringRef BufferName,
                               llvm::StringRef CpuName, bool WithDetails,
                               unsigned ErrorLimit,
                               std::vector<SymbolDefinition> Definitions,
                               AsmSink::IncludeReader Reader) {
  Assembly A;
  A.BufferName = BufferName.str();
  A.Cpu = lookupCpu(CpuName);
  if (!A.Cpu) {
    Diagnostic D{Diagnostic::Kind::Error, 0,
                 "unknown processor '" + CpuName.str() + "'"};
    A.Diagnostics.push_back({D, 1, 1});
    A.Errors = 1;
    return A;
  }
  Collector C(A, Source, WithDetails, ErrorLimit);
  C.setDefinitions(std::move(Definitions));
  C.setIncludeReader(std::move(Reader));
  AssembleResult R = assemble(Source, *A.Cpu, C);
  A.Errors = R.Errors + C.extraErrors();
  A.Warnings = R.Warnings;
  for (size_t I = 0; I < A.Symbols.size(); ++I)
    A.Symbols[I].Name = A.SymbolNames[I];
  C.resolveFixups();
  C.locateBranchTargets();
  // Those names lived in the collector; the messages keep them.
  for (SymbolInfo &S : A.Symbols)
    S.UndefinedBase = {};
  C.completeObject(A.succeeded());
  locate(Source, A.Diagnostics);
  locate(Source, A.ObjectDiagnostics);
  return A;
}

void gfxas::printListing(const Assembly &A, bool ShowEncoding,
                         llvm::raw_ostream &OS) {
  for (const auto &[I, S] : llvm::enumerate(A.Statements)) {
    if (I == A.HeaderAt)
      printListingHeader(OS);
    switch (S.K) {
    case Statement::Kind::Instruction: {
      OperandFixup F = S.fixup();
      printInstructionLine(S.Inst.listedWords(), S.Inst.written(), *A.Cpu,
                           ShowEncoding, OS, {}, &F, S.Inst.Row);
    } break;
    case Statement::Kind::Label:
      printLabelLine(S.Name, OS);
      break;
    case Statement::Kind::Assignment:
      printAssignmentLine(S.Name, S.Text, S.Assign, OS);
      break;
    case Statement::Kind::Directive:
      printDirectiveLine(S.Name, S.Text, S.Rest, OS);
      break;
    case Statement::Kind::BlankLine:
      OS << '\n';
      break;
    case Statement::Kind::Alignment:
      printAlignmentLine(S.Align, OS);
      break;
    case Statement::Kind::Data:
      printDataLine(S.DataSize, S.Text, OS);
      break;
    case Statement::Kind::Fill:
    case Statement::Kind::Section:
      OS << S.Text;
      break;
    }
  }
  if (A.HeaderAt >= A.Statements.size())
    printListingHeader(OS);
}

// The same formatting as the streaming writer the driver uses.
static void printWordsAs(const Assembly &A, bool Binary,
                         llvm::raw_ostream &OS) {
  if (Binary) {
    OS.write(reinterpret_cast<const char *>(A.Text.data()), A.Text.size());
    return;
  }
  for (size_t At = 0; At < A.Text.size(); At += 4) {
    uint32_t Word = 0;
    for (size_t B = 0; B < 4 && At + B < A.Text.size(); ++B)
      Word |= uint32_t(A.Text[At + B]) << (8 * B);
    WordWriter::writeWord(OS, Word, false);
  }
}

void gfxas::printWords(const Assembly &A, llvm::raw_ostream &OS) {
  printWordsAs(A, /*Binary=*/false, OS);
}

void gfxas::writeBinary(const Assembly &A, llvm::raw_ostream &OS) {
  printWordsAs(A, /*Binary=*/true, OS);
}
