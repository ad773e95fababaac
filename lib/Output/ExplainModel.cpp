//===- ExplainModel.cpp - What the explain views show ---------------------===//
//
// Every field position comes from TargetTables, the rows the parser encodes
// with and the printer decodes with, so the explanation cannot disagree with
// the words it explains.
//
//===----------------------------------------------------------------------===//

#include "Output/ExplainModel.h"
#include "Syntax/SymbolSpelling.h"
#include "Target/InstPrinter.h"
#include "Target/InstrInfo.h"
#include "gfxas/Expr.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/Format.h"
#include <cassert>

using namespace gfxas;

static const char *generationName(Generation G) {
  static const char *const Names[NumGenerations] = {
      "gfx6", "gfx7", "gfx8", "gfx9", "gfx10", "gfx10.3", "gfx11", "gfx12"};
  return Names[unsigned(G)];
}

std::string gfxas::binaryDigits(uint64_t V, unsigned Width) {
  std::string S;
  for (unsigned I = Width; I-- > 0;)
    S += (V >> I) & 1 ? '1' : '0';
  return S;
}

std::string gfxas::bitRange(BitField F) {
  unsigned Hi = F.Shift + F.Width - 1;
  if (Hi == F.Shift)
    return std::to_string(Hi);
  return std::to_string(Hi) + ":" + std::to_string(F.Shift);
}

std::string gfxas::hexDigits(uint64_t V, unsigned Digits) {
  std::string S;
  llvm::raw_string_ostream(S) << llvm::format_hex(V, Digits + 2);
  return S;
}

/// A signed value in hex: a branch target before the section ('-0x8').
static std::string signedHex(int64_t V) {
  return V < 0 ? "-" + hexDigits(0 - uint64_t(V), 1)
               : hexDigits(uint64_t(V), 1);
}

std::string ExplainedField::meaningWithDefault() const {
  if (!Default)
    return Meaning;
  return Meaning + (Meaning.empty() ? "[" : " [") + Default + "]";
}

std::string ExplainedOperand::writing() const {
  std::string S =
      ByField ? "written field by field" : "written as one expression";
  if (CutFrom)
    S += ", " + std::to_string(*CutFrom) + " cut to " +
         std::to_string(Bits.Width) + " bits";
  return S;
}

std::string ExplainedBranch::arithmetic() const {
  switch (K) {
  case Kind::OtherSection:
    return ": in another section, left to the object's relocation";
  case Kind::Unresolved:
    return ": not a label of this file, left unresolved";
  case Kind::Resolved:
    break;
  }
  const BranchArithmetic &Br = Arithmetic;
  return ": target " + signedHex(Br.Target) + ", next instruction " +
         hexDigits(Br.Next, 1) + ", (" + signedHex(Br.Target) + " - " +
         hexDigits(Br.Next, 1) + ") / 4 = " + std::to_string(Br.Words) +
         " words";
}

std::string ExplainedSymbol::resolution() const {
  switch (Symbol->How) {
  case SymbolUse::Resolution::Latest:
    return "the latest definition";
  case SymbolUse::Resolution::Forward:
    return "the first definition (forward reference)";
  case SymbolUse::Resolution::Label:
    return "label at byte offset " + hexDigits(uint64_t(Symbol->Value), 1) +
           (Forward ? " (forward reference)" : "");
  case SymbolUse::Resolution::Predefined:
    return "predefined";
  }
  llvm_unreachable("every resolution is named");
}

std::string ExplainedInstruction::paddingReason(const CpuInfo &Cpu) const {
  return "llvm-mc's object pads this branch (the offset 0x3f bug of " +
         std::string(Cpu.Name) + ")";
}

/// The operand's sub-fields, highest bits first, with the bits no sub-field
/// covers as "unused" rows so that the rows add up to the whole field.
static std::vector<ExplainedField> operandFields(const OperandClass &Class,
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
  std::vector<ExplainedField> Fields;
  for (ExplainRow &R : Rows)
    Fields.push_back({R.Bits, std::move(R.Name), R.Bits.get(Value),
                      std::move(R.Meaning), R.Default});
  return Fields;
}

/// The format's words split into its marker, its opcode and its operand
/// fields, each word's highest bits first.
static std::vector<ExplainedWord> wordColumns(llvm::ArrayRef<uint32_t> Words,
                                              const FormatInfo &F,
                                              const FormatLayout &L,
                                              unsigned NumOperands) {
  uint64_t Bits = instructionBits(Words, L.NumWords);
  std::vector<WordColumn> Columns = {
      {L.Marker, F.Name.str(), L.Marker.get(Bits), WordColumn::NoOperand},
      {L.Opcode, "opcode", L.Opcode.get(Bits), WordColumn::NoOperand}};
  for (auto [Op, Field] : llvm::enumerate(L.OperandFields))
    // K (s_fmaak_f32's) has no bits in the word: it is the literal.
    for (BitField Run : Field.runs())
      if (Run.Width)
        Columns.push_back(
            {Run, Field.Name.str(), Run.get(Bits),
             Op < NumOperands ? unsigned(Op) : WordColumn::NoOperand});
  for (const FixedField &Fixed : L.FixedFields)
    Columns.push_back(
        {Fixed.Bits, Fixed.Name.str(), Fixed.Value, WordColumn::NoOperand});
  llvm::sort(Columns, [](const WordColumn &A, const WordColumn &B) {
    return A.Bits.Shift > B.Bits.Shift;
  });
  // Bits no field of the format has (s_setreg_imm32_b32's 22:16) are shown
  // too, so that the columns add up to the words.
  std::vector<ExplainedWord> Explained;
  for (unsigned W = 0; W < L.NumWords; ++W)
    Explained.push_back({Words[W], 32 * W, {}});
  unsigned Top = 32 * L.NumWords;
  auto Gap = [&](unsigned Below) {
    // A gap ends at a word's edge.
    while (Top > Below) {
      unsigned Bottom = std::max(Below, (Top - 1) / 32 * 32);
      BitField Gap{uint8_t(Bottom), uint8_t(Top - Bottom)};
      Explained[Bottom / 32].Columns.push_back(
          {Gap, "unused", Gap.get(Bits), WordColumn::NoOperand});
      Top = Bottom;
    }
  };
  for (WordColumn &C : Columns) {
    assert(C.Bits.Shift / 32 == (C.Bits.Shift + C.Bits.Width - 1) / 32 &&
           "a field lies in one word");
    Gap(C.Bits.Shift + C.Bits.Width);
    Top = C.Bits.Shift;
    Explained[C.Bits.Shift / 32].Columns.push_back(std::move(C));
  }
  Gap(0);
  return Explained;
}

static std::vector<ExplainedSymbol>
explainSymbols(const InstructionDetails &D) {
  std::vector<ExplainedSymbol> Symbols;
  for (const ResolvedSymbol &S : D.Symbols) {
    bool Forward = S.How == SymbolUse::Resolution::Forward ||
                   (S.How == SymbolUse::Resolution::Label && S.Via.empty() &&
                    S.DefLine > D.Line);
    Symbols.push_back({&S, Forward});
  }
  return Symbols;
}

Explanation gfxas::explainAssembly(const Assembly &A) {
  Explanation E;
  if (!A.Cpu) // An unknown processor: nothing was assembled.
    return E;
  Generation G = A.Cpu->Gen;
  E.Generation = generationName(G);
  llvm::StringMap<const SymbolInfo *> Symbols;
  for (const SymbolInfo &Sym : A.Symbols)
    Symbols.try_emplace(Sym.Name, &Sym);
  size_t Index = 0;
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
    // The row the instruction was assembled as: another shape may read the
    // same words (gfx7's literal offset is an SGPR offset of 255).
    DecodedInstr Decoded =
        I.Row ? DecodedInstr::of(*I.Row, G, I.NumWords)
              : decodeInstr(I.words(), G, /*CheckFields=*/false);
    assert(Decoded && "an instruction the table encoded decodes");
    const InstrInfo &Info = *Decoded.Instr;
    const FormatLayout &F = *Decoded.Layout;

    ExplainedInstruction X;
    X.Details = &D;
    X.Offset = I.Offset;
    X.Mnemonic = Info.Mnemonic.str();
    llvm::raw_string_ostream PS(X.Printed);
    printInstruction(I.listedWords(), *A.Cpu, PS, I.written(), &Fixup, I.Row);
    PS.flush();
    // Not the blank llvm-mc's text of a few rows ends in (spelledInName),
    // which no one reading an explanation could see.
    X.Printed.erase(llvm::StringRef(X.Printed).rtrim(' ').size());
    X.Words = wordColumns(I.words(), Info.format(), F, Info.NumOperands);

    if (Fixup && Fixup.Kind == FixupKind::SoppBranch) {
      ExplainedBranch Br;
      llvm::raw_string_ostream TS(Br.Target);
      printSymbolName(Fixup.Symbol, TS);
      TS.flush();
      Br.TargetLine = D.BranchTargetLine;
      const SymbolInfo *Target = Symbols.lookup(Fixup.Symbol);
      if (Target && Target->Sec == SymbolInfo::Section::Text &&
          Target->SectionId != S.Section)
        Br.K = ExplainedBranch::Kind::OtherSection;
      else if (branchArithmetic(Fixup, I.Offset, Target, Br.Arithmetic))
        Br.K = ExplainedBranch::Kind::Resolved;
      else
        Br.K = ExplainedBranch::Kind::Unresolved;
      X.Branch = std::move(Br);
    }
    // The padding llvm-mc's object writer adds after the branch, or the
    // literal constant the operands with code 255 share.
    if (I.PaddedBranch)
      X.Second = ExplainedInstruction::SecondWord::BranchPadding;
    else if (I.NumWords > F.NumWords)
      X.Second = ExplainedInstruction::SecondWord::Literal;
    if (I.NumWords > F.NumWords)
      X.SecondValue = I.Words[F.NumWords];

    for (unsigned Op = 0; Op < Info.NumOperands; ++Op) {
      const FormatField &Field = F.OperandFields[Op];
      const OperandClass &Class = operandClass(Info.Operands[Op]);
      ExplainedOperand O;
      O.Name = Field.Name.str();
      O.Bits = Field.Bits;
      if (Op < D.OperandColumns.size())
        O.Source = D.OperandColumns[Op];
      // An operand that is the literal word alone (s_setreg_imm32_b32's
      // value, s_fmaak_f32's K).
      if (!Field.width()) {
        // An operand the generation encodes nowhere (SMRD's cache policy).
        if (!Class.extraWords(0, A.Cpu->Gen))
          continue;
        O.ByField = false;
        O.Value = 0;
        O.TakesLiteral = true;
        X.Operands.push_back(std::move(O));
        continue;
      }
      O.Value = Decoded.field(I.words(), Op);
      O.ByField = D.ByField && D.ByFieldOperand == Op;
      O.TakesLiteral = X.Second == ExplainedInstruction::SecondWord::Literal &&
                       (Class.extraWords(O.Value, A.Cpu->Gen) > 0 ||
                        Class.writtenTakesLiteral(I.Written[Op]));
      // A plain number keeps only the bits its field has.
      bool IsFixup = Fixup && Fixup.Operand == Op;
      int64_t Given = Class.valueForField(I.Written[Op], A.Cpu->Gen);
      if (!O.ByField && !IsFixup && Given != int64_t(O.Value))
        O.CutFrom = Given;
      O.Fields = operandFields(Class, O.Value, Field.Bits, *A.Cpu,
                               {O.ByField, D.WrittenFields});
      X.Operands.push_back(std::move(O));
    }
    X.Symbols = explainSymbols(D);
    E.Instructions.push_back(std::move(X));
  }
  return E;
}
