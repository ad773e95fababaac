//===- Explain.cpp - Each instruction's encoding, field by field, as text -===//
//
// Lays out the explanation ExplainModel computes, one block per
// instruction; docs/explain.md describes the format.
//
//===----------------------------------------------------------------------===//

#include "gfxas/Explain.h"
#include "Output/ExplainModel.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/Format.h"
#include <string>
#include <vector>

using namespace gfxas;

static void printFields(const std::vector<ExplainedField> &Fields,
                        llvm::raw_ostream &OS) {
  // Every column is at least as wide as its header.
  size_t BitsW = 4, NameW = 5, BinW = 6;
  for (const ExplainedField &F : Fields) {
    BitsW = std::max(BitsW, bitRange(F.Bits).size());
    NameW = std::max(NameW, F.Name.size());
    BinW = std::max(BinW, size_t(F.Bits.Width));
  }
  auto Line = [&](llvm::StringRef Bits, llvm::StringRef Name,
                  llvm::StringRef Bin, llvm::StringRef Value,
                  llvm::StringRef Meaning) {
    std::string Text;
    llvm::raw_string_ostream S(Text);
    S << "    " << llvm::left_justify(Bits, BitsW) << "  "
      << llvm::left_justify(Name, NameW) << "  "
      << llvm::left_justify(Bin, BinW) << "  " << llvm::left_justify(Value, 5)
      << "  " << Meaning;
    OS << llvm::StringRef(Text).rtrim() << '\n';
  };
  Line("bits", "field", "binary", "value", "meaning");
  for (const ExplainedField &F : Fields)
    Line(bitRange(F.Bits), F.Name, binaryDigits(F.Value, F.Bits.Width),
         std::to_string(F.Value), F.meaningWithDefault());
}

static void printSymbols(const ExplainedInstruction &X, llvm::raw_ostream &OS) {
  if (X.Symbols.empty()) {
    OS << "  symbols: none\n";
    return;
  }
  OS << "  symbols:\n";
  std::vector<std::string> Heads;
  size_t HeadW = 0;
  for (const ExplainedSymbol &S : X.Symbols) {
    Heads.push_back(S.Symbol->Name + " = " + std::to_string(S.Symbol->Value));
    HeadW = std::max(HeadW, Heads.back().size());
  }
  for (auto [Head, S] : llvm::zip_equal(Heads, X.Symbols)) {
    OS << "    " << llvm::left_justify(Head, HeadW) << "  ";
    if (S.Symbol->How != SymbolUse::Resolution::Predefined)
      OS << "line " << S.Symbol->DefLine << ", ";
    OS << S.resolution();
    if (!S.Symbol->Via.empty())
      OS << ", in the definition of " << S.Symbol->Via;
    OS << '\n';
  }
}

static std::string padded(llvm::StringRef S, size_t Width) {
  std::string P = S.str();
  if (P.size() < Width)
    P.append(Width - P.size(), ' ');
  return P;
}

/// A word's fields, highest bits first: the binary, the names and the hex.
static void printWordFields(const ExplainedWord &X, llvm::raw_ostream &OS) {
  std::string Binary, Names, Hex;
  for (const WordColumn &C : X.Columns) {
    const char *Sep = Binary.empty() ? "" : " ";
    Binary += Sep + binaryDigits(C.Value, C.Bits.Width);
    Names += Sep + padded(C.Name, C.Bits.Width);
    Hex +=
        Sep + padded(hexDigits(C.Value, (C.Bits.Width + 3) / 4), C.Bits.Width);
  }
  OS << "  word " << hexDigits(X.Value, 8) << " = " << Binary << '\n';
  OS << "                    " << llvm::StringRef(Names).rtrim() << '\n';
  OS << "                    " << llvm::StringRef(Hex).rtrim() << '\n';
}

void gfxas::printExplanation(const Assembly &A, llvm::raw_ostream &OS) {
  Explanation E = explainAssembly(A);
  for (const ExplainedInstruction &X : E.Instructions) {
    const InstructionDetails &D = *X.Details;
    if (&X != &E.Instructions.front())
      OS << '\n';
    OS << A.BufferName << ':' << D.Line << ": " << D.SourceLine << '\n';
    for (const std::string &Call : D.ExpandedFrom)
      OS << "  expanded from " << Call << '\n';
    OS << "  at byte offset " << hexDigits(X.Offset, 1)
       << ", prints as: " << X.Printed << '\n';
    for (const ExplainedWord &W : X.Words)
      printWordFields(W, OS);
    if (X.Branch)
      OS << "  branch to " << X.Branch->Target << X.Branch->arithmetic()
         << '\n';
    switch (X.Second) {
    case ExplainedInstruction::SecondWord::BranchPadding:
      OS << "  then s_nop 0 " << hexDigits(X.SecondValue, 8) << ": "
         << X.paddingReason(*A.Cpu) << '\n';
      break;
    case ExplainedInstruction::SecondWord::Literal:
      OS << "  literal " << hexDigits(X.SecondValue, 8) << " (the next word)\n";
      break;
    case ExplainedInstruction::SecondWord::None:
      break;
    }
    for (const ExplainedOperand &O : X.Operands) {
      if (O.literalOnly()) {
        OS << "  " << O.Name << ": the literal " << hexDigits(X.SecondValue, 8)
           << ", which has no field\n";
        continue;
      }
      OS << "  " << O.Name << " fields (" << E.Generation << ", " << O.writing()
         << "):\n";
      printFields(O.Fields, OS);
    }
    printSymbols(X, OS);
  }
}
