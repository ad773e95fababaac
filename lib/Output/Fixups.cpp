//===- Fixups.cpp - Fields filled in once every label is placed ----------===//

#include "Output/Fixups.h"
#include "llvm/ADT/Twine.h"

using namespace gfxas;

void PendingFixups::add(const EncodedInstruction &I, uint64_t Position,
                        uint16_t Section) {
  Entry E{I.Fixup, I.Offset, Section, {}, I.NumWords, Position, nullptr};
  std::copy(I.Words, I.Words + MaxInstrWords, E.Words);
  auto &Row = *Names.try_emplace(I.Fixup.Symbol).first;
  E.Fixup.Symbol = Row.first();
  E.Symbol = &Row.second;
  // A branch's or a literal's expression is most often the symbol alone.
  E.Fixup.Printed = I.Fixup.Printed == I.Fixup.Symbol
                        ? E.Fixup.Symbol
                        : Texts.try_emplace(I.Fixup.Printed).first->first();
  Entries.push_back(E);
}

void PendingFixups::symbol(const SymbolInfo &S) {
  auto It = Names.find(S.Name);
  if (It == Names.end())
    return;
  Kept &Row = It->second;
  Row.Seen = true;
  Row.Info = S;
  Row.Info.Name = It->first();
  Row.Info.ProblemSymbol = {};
  if (!S.UndefinedBase.empty())
    Row.Info.UndefinedBase = Names.try_emplace(S.UndefinedBase).first->first();
}

std::optional<Diagnostic> gfxas::objectDataProblem(const DataValue &D) {
  if (D.Resolved || !D.RelocSymbol.empty() || D.RelocAgainstNothing ||
      D.KeepsUnevaluable)
    return std::nullopt;
  return unwritableData(D);
}

bool gfxas::usesUndefinedTemporary(const DataValue &D) {
  return objectDataProblem(D) && !D.TooDeep && !D.CrossSection &&
         !D.NotRelocatable && !D.UndefinedSubtracted &&
         !D.UndefinedSymbol.empty() && isPrivateName(D.UndefinedSymbol);
}

Diagnostic gfxas::unwritableData(const DataValue &D) {
  if (D.TooDeep)
    return {Diagnostic::Kind::Error, D.Loc,
            "gfxas cannot write this value: its variables nest too deeply"};
  if (D.CrossSection)
    return {Diagnostic::Kind::Error, D.Loc,
            "Cannot represent a difference across sections"};
  if (D.NotRelocatable)
    return {Diagnostic::Kind::Error, D.Loc, "expected relocatable expression"};
  if (D.UndefinedSubtracted)
    return {Diagnostic::Kind::Error, D.Loc,
            "symbol '" + D.UndefinedSymbol.str() +
                "' can not be undefined in a subtraction expression"};
  // llvm-mc's AMDGPU writer reports a 1- or 2-byte value as a branch.
  if (!D.UndefinedSymbol.empty() && D.Size <= 2)
    return {Diagnostic::Kind::Error, D.Loc,
            "undefined label '" + D.UndefinedSymbol.str() + "'"};
  if (!D.UndefinedSymbol.empty())
    return isPrivateName(D.UndefinedSymbol)
               ? undefinedTemporaryError(D.UndefinedSymbol)
               : Diagnostic{Diagnostic::Kind::Error, Diagnostic::NoOffset,
                            "undefined symbol '" + D.UndefinedSymbol.str() +
                                "' in a data value"};
  if (!D.RelocSymbol.empty())
    return {Diagnostic::Kind::Error, D.Loc,
            "gfxas cannot write this value: it keeps the address of '" +
                D.RelocSymbol.str() +
                "', which only an object's relocation "
                "can"};
  if (D.RelocAgainstNothing)
    return {Diagnostic::Kind::Error, D.Loc,
            "gfxas cannot write this value: llvm-mc relocates it against no "
            "symbol, which only an object can hold"};
  // An object reports only the variable (objectDataProblem()).
  if (D.KeepsUnevaluable)
    return {Diagnostic::Kind::Error, D.Loc,
            "gfxas cannot write this value: it keeps the address of a "
            "variable that cannot be evaluated"};
  return {Diagnostic::Kind::Error, D.Loc, "expected relocatable expression"};
}

// MCAssembler::computeFragmentSize: a .zero is a fill fragment whose size
// is known only at layout, which refuses a negative one (a .fill's count
// is checked as it is read, with a warning), and so is an .org, which may
// not go back; a count naming a symbol never defined is refused too.
std::optional<Diagnostic> gfxas::invalidFillSize(const FillDirective &F) {
  if (F.CountNeverAbsolute)
    return Diagnostic{Diagnostic::Kind::Error, F.Loc,
                      "expected assembly-time absolute expression"};
  if (F.Count >= 0 || F.K == FillDirective::Kind::Fill ||
      F.K == FillDirective::Kind::String)
    return std::nullopt;
  if (F.K == FillDirective::Kind::Org)
    return Diagnostic{Diagnostic::Kind::Error, F.Loc,
                      ("invalid .org offset '" + llvm::Twine(F.Target) +
                       "' (at offset '" + llvm::Twine(F.Offset) + "')")
                          .str()};
  return Diagnostic{Diagnostic::Kind::Error, F.Loc, "invalid number of bytes"};
}

// MCAssembler::writeSectionData writes an alignment's padding in whole fill
// values, and stops llvm-mc (LLVM ERROR, a crash) when the fill's size does
// not divide it; gfxas reports it at the directive instead.
std::optional<Diagnostic>
gfxas::invalidAlignmentFill(const AlignmentDirective &A) {
  if (!A.Fill || A.Padding % A.FillSize == 0)
    return std::nullopt;
  std::string Message =
      ("undefined .align directive, value size '" +
       llvm::Twine(unsigned(A.FillSize)) +
       "' is not a divisor of padding size '" + llvm::Twine(A.Padding) + "'")
          .str();
  return Diagnostic{Diagnostic::Kind::Error, A.Loc, Message};
}
