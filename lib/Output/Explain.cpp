//===- Explain.cpp - Each instruction's encoding, field by field ---------===//
//
// Every field position comes from TargetTables, the rows the parser encodes
// with and the printer decodes with, so this view cannot disagree with the
// words it explains.
//
//===----------------------------------------------------------------------===//

#include "gfxas/Explain.h"
#include "Output/Fixups.h"
#include "Target/InstrInfo.h"
#include "gfxas/Expr.h"
#include "gfxas/InstPrinter.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/bit.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/Format.h"
#include <cassert>
#include <string>
#include <vector>

using namespace gfxas;

static const char *generationName(Generation G) {
  static const char *const Names[NumGenerations] = {
      "gfx6", "gfx7", "gfx8", "gfx9", "gfx10", "gfx10.3", "gfx11", "gfx12"};
  return Names[unsigned(G)];
}

static unsigned fieldValue(unsigned Value, BitField F) {
  return (Value & F.mask()) >> F.Shift;
}

/// The operand's sub-fields, highest bits first, with the bits no sub-field
/// covers as "unused" rows so that the rows add up to the whole field.
static std::vector<ExplainRow> operandRows(const OperandClass &Class,
                                           unsigned Value, BitField Field,
                                           const CpuInfo &Cpu,
                                           OperandWriting How) {
  std::vector<ExplainRow> Rows;
  Class.explain(Value, Cpu, How, Rows);
  unsigned Covered = 0;
  for (const ExplainRow &R : Rows)
    Covered |= R.Bits.mask();
  for (unsigned Bit = 0; Bit < Field.Width;) {
    if (Covered & (1u << Bit)) {
      ++Bit;
      continue;
    }
    unsigned Start = Bit;
    while (Bit < Field.Width && !(Covered & (1u << Bit)))
      ++Bit;
    Rows.push_back({{uint8_t(Start), uint8_t(Bit - Start)}, "unused", ""});
  }
  llvm::sort(Rows, [](const ExplainRow &A, const ExplainRow &B) {
    return A.Bits.Shift > B.Bits.Shift;
  });
  return Rows;
}

static std::string binary(uint64_t V, unsigned Width) {
  std::string S;
  for (unsigned I = Width; I-- > 0;)
    S += (V >> I) & 1 ? '1' : '0';
  return S;
}

static std::string bitRange(BitField F) {
  unsigned Hi = F.Shift + F.Width - 1;
  if (Hi == F.Shift)
    return std::to_string(Hi);
  return std::to_string(Hi) + ":" + std::to_string(F.Shift);
}

static std::string hex(uint64_t V, unsigned Digits) {
  std::string S;
  llvm::raw_string_ostream(S) << llvm::format_hex(V, Digits + 2);
  return S;
}

/// A signed value in hex: a branch target before the section ('-0x8').
static std::string signedHex(int64_t V) {
  return V < 0 ? "-" + hex(0 - uint64_t(V), 1) : hex(uint64_t(V), 1);
}

static void printFields(const std::vector<ExplainRow> &Rows, unsigned Value,
                        llvm::raw_ostream &OS) {
  // Every column is at least as wide as its header.
  size_t BitsW = 4, NameW = 5, BinW = 6;
  for (const ExplainRow &R : Rows) {
    BitsW = std::max(BitsW, bitRange(R.Bits).size());
    NameW = std::max(NameW, R.Name.size());
    BinW = std::max(BinW, size_t(R.Bits.Width));
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
  for (const ExplainRow &R : Rows) {
    unsigned V = fieldValue(Value, R.Bits);
    std::string Meaning = R.Meaning;
    if (R.Default)
      Meaning += (Meaning.empty() ? "[" : " [") + std::string(R.Default) + "]";
    Line(bitRange(R.Bits), R.Name, binary(V, R.Bits.Width), std::to_string(V),
         Meaning);
  }
}

static void printSymbols(const InstructionDetails &D, llvm::raw_ostream &OS) {
  if (D.Symbols.empty()) {
    OS << "  symbols: none\n";
    return;
  }
  OS << "  symbols:\n";
  std::vector<std::string> Heads;
  size_t HeadW = 0;
  for (const ResolvedSymbol &S : D.Symbols) {
    Heads.push_back(S.Name + " = " + std::to_string(S.Value));
    HeadW = std::max(HeadW, Heads.back().size());
  }
  for (auto [Head, S] : llvm::zip_equal(Heads, D.Symbols)) {
    OS << "    " << llvm::left_justify(Head, HeadW) << "  ";
    if (S.How == SymbolUse::Resolution::Predefined)
      OS << "predefined";
    else
      OS << "line " << S.DefLine << ", ";
    switch (S.How) {
    case SymbolUse::Resolution::Latest:
      OS << "the latest definition";
      break;
    case SymbolUse::Resolution::Forward:
      OS << "the first definition (forward reference)";
      break;
    case SymbolUse::Resolution::Label:
      OS << "label at byte offset " << hex(uint64_t(S.Value), 1);
      if (S.Via.empty() && S.DefLine > D.Line)
        OS << " (forward reference)";
      break;
    case SymbolUse::Resolution::Predefined:
      break;
    }
    if (!S.Via.empty())
      OS << ", in the definition of " << S.Via;
    OS << '\n';
  }
}

static std::string padded(llvm::StringRef S, size_t Width) {
  std::string P = S.str();
  if (P.size() < Width)
    P.append(Width - P.size(), ' ');
  return P;
}

/// The instruction word split into the format's marker, its opcode and its
/// operand fields, highest bits first: the binary, the names and the hex.
static void printWordFields(uint32_t Word, const FormatInfo &F,
                            llvm::raw_ostream &OS) {
  struct Column {
    BitField Bits;
    llvm::StringRef Name;
  };
  std::vector<Column> Columns = {{F.Marker, F.Name}, {F.Opcode, "opcode"}};
  // K (s_fmaak_f32's) has no bits in the word: it is the literal.
  for (const FormatField &Field : F.OperandFields)
    if (Field.Bits.Width) // not the literal word (s_setreg_imm32_b32)
      Columns.push_back({Field.Bits, Field.Name});
  llvm::sort(Columns, [](const Column &A, const Column &B) {
    return A.Bits.Shift > B.Bits.Shift;
  });
  std::string Binary, Names, Hex;
  for (const Column &C : Columns) {
    unsigned V = fieldValue(Word, C.Bits);
    const char *Sep = Binary.empty() ? "" : " ";
    Binary += Sep + binary(V, C.Bits.Width);
    Names += Sep + padded(C.Name, C.Bits.Width);
    Hex += Sep + padded(hex(V, (C.Bits.Width + 3) / 4), C.Bits.Width);
  }
  OS << "  word " << hex(Word, 8) << " = " << Binary << '\n';
  OS << "                    " << llvm::StringRef(Names).rtrim() << '\n';
  OS << "                    " << llvm::StringRef(Hex).rtrim() << '\n';
}

void gfxas::printExplanation(const Assembly &A, llvm::raw_ostream &OS) {
  if (!A.Cpu) // An unknown processor: nothing was assembled.
    return;
  Generation G = A.Cpu->Gen;
  size_t Index = 0;
  llvm::StringMap<const SymbolInfo *> Symbols;
  for (const SymbolInfo &Sym : A.Symbols)
    Symbols.try_emplace(Sym.Name, &Sym);
  for (const Statement &S : A.Statements) {
    if (S.K != Statement::Kind::Instruction)
      continue;
    assert(Index < A.Details.size() && "assembled without WithDetails");
    const InstructionDetails &D = A.Details[Index++];
    EncodedInstruction I = S.Inst;
    OperandFixup Fixup = S.fixup();
    // A branch's field as the file's labels fill it in.
    if (Fixup && S.Section == 0 && I.Offset + I.size() <= A.Text.size())
      for (unsigned W = 0; W < I.NumWords; ++W)
        I.Words[W] = llvm::support::endian::read32le(&A.Text[I.Offset + 4 * W]);
    DecodedInstr Decoded = decodeInstr(I.words(), G, /*CheckFields=*/false);
    assert(Decoded && "an instruction the table encoded decodes");
    const InstrInfo &Info = *Decoded.Instr;
    const FormatInfo &F = Info.format();
    uint32_t Word = I.Words[0];

    if (Index > 1)
      OS << '\n';
    OS << A.BufferName << ':' << D.Line << ": " << D.SourceLine << '\n';
    OS << "  at byte offset " << hex(I.Offset, 1) << ", prints as: ";
    std::string Text;
    llvm::raw_string_ostream TS(Text);
    printInstruction(I.listedWords(), *A.Cpu, TS, I.written(), &Fixup, I.Row);
    // Not the blank llvm-mc's text of a few rows ends in (spelledInName),
    // which no one reading this line could see.
    OS << llvm::StringRef(Text).rtrim(' ') << '\n';
    printWordFields(Word, F, OS);
    if (Fixup && Fixup.Kind == FixupKind::SoppBranch) {
      OS << "  branch to ";
      printSymbolName(Fixup.Symbol, OS);
      BranchArithmetic Br;
      const SymbolInfo *Target = Symbols.lookup(Fixup.Symbol);
      if (Target && Target->Sec == SymbolInfo::Section::Text &&
          Target->SectionId != S.Section)
        OS << ": in another section, left to the object's relocation\n";
      else if (branchArithmetic(Fixup, I.Offset, Target, Br))
        OS << ": target " << signedHex(Br.Target) << ", next instruction "
           << hex(Br.Next, 1) << ", (" << signedHex(Br.Target) << " - "
           << hex(Br.Next, 1) << ") / 4 = " << Br.Words << " words\n";
      else
        OS << ": not a label of this file, left unresolved\n";
    }
    // The padding llvm-mc's object writer adds after the branch, or the
    // literal constant the operands with code 255 share.
    if (I.PaddedBranch)
      OS << "  then s_nop 0 " << hex(I.Words[1], 8)
         << ": llvm-mc's object pads this branch (the offset 0x3f bug of "
         << A.Cpu->Name << ")\n";
    else if (I.NumWords > 1)
      OS << "  literal " << hex(I.Words[1], 8) << " (the next word)\n";

    for (unsigned Op = 0; Op < Info.NumOperands; ++Op) {
      const FormatField &Field = F.OperandFields[Op];
      // An operand that is the literal word alone (s_setreg_imm32_b32's
      // value, s_fmaak_f32's K).
      if (!Field.Bits.Width) {
        OS << "  " << Field.Name << ": the literal " << hex(I.Words[1], 8)
           << ", which has no field\n";
        continue;
      }
      unsigned Value = Decoded.field(Word, Op);
      bool ByField = D.ByField && D.ByFieldOperand == Op;
      OS << "  " << Field.Name << " fields (" << generationName(G)
         << ", written ";
      if (ByField)
        OS << "field by field";
      else
        OS << "as one expression";
      // A plain number keeps only the bits its field has.
      bool IsFixup = Fixup && Fixup.Operand == Op;
      if (!ByField && !IsFixup && I.Written[Op] != int64_t(Value))
        OS << ", " << I.Written[Op] << " cut to " << unsigned(Field.Bits.Width)
           << " bits";
      OS << "):\n";
      printFields(operandRows(operandClass(Info.Operands[Op]), Value,
                              Field.Bits, *A.Cpu, {ByField, D.WrittenFields}),
                  Value, OS);
    }
    printSymbols(D, OS);
  }
}
