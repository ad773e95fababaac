//===- Assembly.cpp - The whole result of assembling a buffer ------------===//

#include "gfxas/Assembly.h"
#include "gfxas/Expr.h"
#include "gfxas/Listing.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/Format.h"
#include <algorithm>

using namespace gfxas;

namespace {
/// Keeps every event of pass two.
class Collector final : public AsmSink {
public:
  explicit Collector(Assembly &A) : A(A) {}

  void instruction(llvm::StringRef Mnemonic, uint32_t Word, int64_t Operand,
                   uint32_t Offset) override {
    A.Words.push_back(Word);
    Statement S{Statement::Kind::Instruction, Mnemonic.str(), ""};
    S.Word = Word;
    S.Operand = Operand;
    S.Offset = Offset;
    A.Statements.push_back(std::move(S));
  }
  void label(llvm::StringRef Name, uint32_t Offset) override {
    Statement S{Statement::Kind::Label, Name.str(), ""};
    S.Offset = Offset;
    A.Statements.push_back(std::move(S));
  }
  void assignment(llvm::StringRef Name, const ExprView &Value,
                  AssignKind Kind) override {
    std::string Text;
    llvm::raw_string_ostream OS(Text);
    printExpr(Value, OS);
    Statement S{Statement::Kind::Assignment, Name.str(), OS.str()};
    S.Assign = Kind;
    A.Statements.push_back(std::move(S));
  }
  void directive(llvm::StringRef Name, llvm::StringRef Operand) override {
    A.Statements.push_back(
        {Statement::Kind::Directive, Name.str(), Operand.str()});
  }
  void blankLine() override {
    A.Statements.push_back({Statement::Kind::BlankLine, "", ""});
  }
  void diagnostic(const Diagnostic &D) override {
    A.Diagnostics.push_back({D, 0, 0});
  }
  void symbol(const SymbolInfo &S) override {
    A.Symbols.push_back(S);
    A.SymbolNames.push_back(S.Name.str());
  }

private:
  Assembly &A;
};
} // namespace

// Line and column of each diagnostic, in one scan of the source (the
// diagnostics come in source order, but notes may point back).
static void locate(llvm::StringRef Source, std::vector<Located> &Diags) {
  std::vector<uint32_t> LineStarts;
  if (Diags.empty())
    return;
  LineStarts.push_back(0);
  for (uint32_t I = 0; I < Source.size(); ++I)
    if (Source[I] == '\n')
      LineStarts.push_back(I + 1);
  for (Located &L : Diags) {
    auto It = std::upper_bound(LineStarts.begin(), LineStarts.end(),
                               L.D.Offset);
    L.Line = unsigned(It - LineStarts.begin());
    L.Column = L.D.Offset - *(It - 1) + 1;
  }
}

Assembly gfxas::assembleBuffer(llvm::StringRef Source,
                               llvm::StringRef BufferName,
                               llvm::StringRef CpuName) {
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
  Collector C(A);
  AssembleResult R = assemble(Source, *A.Cpu, C);
  A.Errors = R.Errors;
  A.Warnings = R.Warnings;
  for (size_t I = 0; I < A.Symbols.size(); ++I)
    A.Symbols[I].Name = A.SymbolNames[I];
  locate(Source, A.Diagnostics);
  return A;
}

void gfxas::printListing(const Assembly &A, bool ShowEncoding,
                         llvm::raw_ostream &OS) {
  printListingHeader(OS);
  for (const Statement &S : A.Statements) {
    switch (S.K) {
    case Statement::Kind::Instruction:
      printInstructionLine(S.Word, S.Operand, A.Cpu->Gen, ShowEncoding, OS);
      break;
    case Statement::Kind::Label:
      printLabelLine(S.Name, OS);
      break;
    case Statement::Kind::Assignment:
      printAssignmentLine(S.Name, S.Text, S.Assign, OS);
      break;
    case Statement::Kind::Directive:
      printDirectiveLine(S.Name, S.Text, OS);
      break;
    case Statement::Kind::BlankLine:
      OS << '\n';
      break;
    }
  }
}

void gfxas::printWords(const Assembly &A, llvm::raw_ostream &OS) {
  for (uint32_t W : A.Words)
    OS << llvm::format("0x%08x\n", W);
}

void gfxas::writeBinary(const Assembly &A, llvm::raw_ostream &OS) {
  for (uint32_t W : A.Words) {
    char Bytes[4];
    llvm::support::endian::write32le(Bytes, W);
    OS.write(Bytes, 4);
  }
}
