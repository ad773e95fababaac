//===- DataDirectives.cpp - Directives that put bytes in .text -----------===//
//
// .p2align, .balign and .align pad .text (with s_nop 0 in code, as llvm-mc's
// AMDGPU backend does, or with a fill byte), and their w and l forms with a
// fill of 2 or 4 bytes; .byte, .short, .long, .quad and
// their other spellings put values in it; .fill, .zero (.skip, .space) and
// the strings of .ascii, .asciz and .string put runs of bytes, as do
// .uleb128 and .sleb128. All move the
// address that labels and branches see, in both passes alike.
//
//===----------------------------------------------------------------------===//

#include "Frontend/Parser.h"
#include "Frontend/SymbolRules.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/BinaryFormat/ELF.h"
#include "llvm/Support/LEB128.h"
#include "llvm/Support/MathExtras.h"

using namespace gfxas;

// llvm-mc's AsmParser::parseDirectiveAlign, with its errors and the way it
// carries on after them: the directive takes effect all the same. FillSize
// is 2 for .balignw and .p2alignw, 4 for .balignl and .p2alignl.
void Parser::parseAlignDirective(bool IsPow2, unsigned FillSize) {
  uint32_t AlignLoc = Lex.tok().Begin;
  if (IsPow2 && FillSize == 1 && Lex.atEndOfStatement()) {
    warning(AlignLoc, "p2align directive with no operand(s) is ignored");
    return;
  }
  int64_t Alignment = 0, Fill = 0, MaxBytes = 0;
  bool HasFill = false;
  uint32_t FillLoc = 0;
  std::optional<uint32_t> MaxBytesLoc;
  if (!parseAbsoluteOperand(Alignment))
    return;
  // The fill may be left out before the maximum: ".p2align 4,,8".
  if (Lex.is(Tok::Comma)) {
    Lex.lex();
    if (!Lex.is(Tok::Comma)) {
      HasFill = true;
      FillLoc = Lex.tok().Begin;
      if (!parseAbsoluteOperand(Fill))
        return;
    }
    if (!parseOptionalOperand(MaxBytes, MaxBytesLoc))
      return;
  }
  if (!parseEndOfStatement())
    return;

  uint64_t Bytes;
  if (IsPow2) {
    if (Alignment >= 32) {
      errorAfterEnd(AlignLoc, "invalid alignment value");
      Alignment = 31;
    } else if (Alignment < 0) {
      // llvm-mc shifts by the negative amount, which C++ leaves undefined.
      errorAfterEnd(AlignLoc, "invalid alignment value");
      Alignment = 0;
    }
    Bytes = uint64_t(1) << Alignment;
  } else {
    Bytes = uint64_t(Alignment);
    if (Bytes == 0) {
      Bytes = 1;
    } else if (!llvm::isPowerOf2_64(Bytes)) {
      errorAfterEnd(AlignLoc, "alignment must be a power of 2");
      Bytes = llvm::bit_floor(Bytes);
    }
    if (!llvm::isUInt<32>(Bytes)) {
      errorAfterEnd(AlignLoc, "alignment must be smaller than 2**32");
      Bytes = uint64_t(1) << 31;
    }
  }
  // AsmParser::parseDirectiveAlign: the fill first, then the maximum. It
  // asks its streamer's section, which after a local common symbol may not
  // be the same for the listing and the object: each warns of its own, and
  // the object writer ignores the fill of its own.
  const Sections::Section &Section = Secs.currentSection();
  uint16_t ListedId = Secs.listedCurrent();
  const Sections::Section &Listed = Secs[ListedId];
  auto IgnoredFill = [&](const Sections::Section &S) {
    return Diagnostic{Diagnostic::Kind::Warning, FillLoc,
                      "ignoring non-zero fill value in SHT_NOBITS section '" +
                          S.Name + "'"};
  };
  if (HasFill && Fill != 0 && ListedId == Secs.current() &&
      Section.Type == llvm::ELF::SHT_NOBITS) {
    warning(FillLoc, IgnoredFill(Section).Message);
    Fill = 0;
  } else if (HasFill && Fill != 0 && ListedId != Secs.current()) {
    if (Sink && Section.Type == llvm::ELF::SHT_NOBITS)
      Sink->objectStreamerError(IgnoredFill(Section));
    if (Listed.Type == llvm::ELF::SHT_NOBITS) {
      if (Sink)
        Sink->listingStreamerError(IgnoredFill(Listed));
      Fill = 0;
    }
  }
  if (MaxBytesLoc) {
    if (MaxBytes < 1) {
      errorAfterEnd(*MaxBytesLoc,
                    "alignment directive can never be satisfied in "
                    "this many bytes, ignoring maximum bytes expression");
      MaxBytes = 0;
    }
    if (uint64_t(MaxBytes) >= Bytes) {
      warning(*MaxBytesLoc,
              "maximum bytes expression exceeds alignment and has no effect");
      MaxBytes = 0;
    }
  }
  AlignmentDirective D;
  D.Offset = Address;
  D.Log2Align = uint8_t(llvm::Log2_64(Bytes));
  D.Loc = AlignLoc;
  D.FillSize = uint8_t(FillSize);
  // A fill of the text fill value (0) still pads with instructions; a fill
  // of 2 or 4 bytes never does (0 when there is none), nor does a section
  // without code (flag x), which pads with the fill value, 0 unless given.
  auto PadsWithCode = [&](const Sections::Section &S) {
    return FillSize == 1 && !(HasFill && Fill != 0) &&
           (S.Flags & llvm::ELF::SHF_EXECINSTR);
  };
  if (!PadsWithCode(Section))
    D.Fill = uint32_t(Fill) &
             uint32_t(llvm::maskTrailingOnes<uint64_t>(8 * FillSize));
  D.ListedFillDiffers = PadsWithCode(Section) != PadsWithCode(Listed);
  D.MaxBytes = uint32_t(MaxBytes);
  uint64_t Padding = llvm::offsetToAlignment(Address, llvm::Align(Bytes));
  if (D.MaxBytes && Padding > D.MaxBytes)
    Padding = 0;
  if (Address + Padding > MaxTextSize) {
    error(AlignLoc, "gfxas: .text would grow past 4 GiB");
    return;
  }
  D.Padding = uint32_t(Padding);
  if (isPassOne() && Record.PadBranches)
    BranchLayout.alignment(Address, D.Log2Align, D.MaxBytes, D.Padding, Syms);
  Address += D.Padding;
  Barriers.add(Secs.current(), Stmt);
  if (Sink)
    Sink->alignment(D);
}

// llvm-mc's AsmParser::parseDirectiveValue: comma-separated expressions,
// each emitted as it is parsed. A constant must fit in Size bytes, signed
// or unsigned; anything else is left to the object writer, as gfxas's
// second pass can resolve it.
void Parser::parseDataDirective(unsigned Size) {
  if (Lex.atEndOfStatement())
    return;
  // The values go out together once the statement is read: a later value
  // may make a speculative pass give the statement up.
  struct Value {
    DataValue D;
    std::vector<ExprNode> Nodes;
    HeldLabels DotLabels;
  };
  llvm::SmallVector<Value, 4> Values;
  // The labels of the value being read, which a failed value leaves last.
  HeldLabels Reading;
  HeldDotLabels = &Reading;
  auto Emit = llvm::make_scope_exit([&] {
    HeldDotLabels = nullptr;
    if (!Sink)
      return;
    auto Name = [&](uint32_t Id) { return Syms.name(Id); };
    auto EmitLabels = [&](const HeldLabels &Labels) {
      for (auto [Sym, LabelAddress] : Labels)
        Sink->label(Syms.name(Sym), LabelAddress);
    };
    for (Value &V : Values) {
      EmitLabels(V.DotLabels);
      ExprView Printed{V.Nodes, Name};
      V.D.Printed = &Printed;
      Sink->data(V.D);
    }
    EmitLabels(Reading);
  });
  for (;;) {
    uint32_t Loc = Lex.tok().Begin;
    Operand.clear();
    Reading.clear();
    if (!Exprs.parse(Operand))
      return;
    DataValue D;
    D.Offset = Address;
    D.Size = uint8_t(Size);
    D.Loc = Loc;
    int64_t Value = 0;
    D.Resolved = Eval.evaluateAsAbsolute(Operand, Value);
    if (D.Resolved) {
      if (!llvm::isUIntN(8 * Size, uint64_t(Value)) &&
          !llvm::isIntN(8 * Size, Value)) {
        error(D.Loc, "out of range literal value");
        return;
      }
      // The listing prints the folded constant.
      Operand.assign(1, ExprNode::constant(Loc, Value));
    } else {
      // gfxas's own evaluation gives the value llvm-mc's layout does when
      // the expression is absolute in the end (a later definition, a
      // difference of labels). A label's own address needs a relocation,
      // which gfxas leaves to the sink to refuse.
      // A speculative pass does not know what a symbol defined later is.
      if (M == Mode::Speculative &&
          llvm::any_of(Operand, [&](const ExprNode &N) {
            return N.Op == ExprOp::Symbol &&
                   Syms[uint32_t(N.Value)].State == Symbol::Contents::Unset;
          }))
        abandonSpeculation();
      RelocationAnalysis Relocs = relocs();
      EvalError Err;
      D.Resolved = !isPassOne() && !Relocs.namesLabelAddress(Operand) &&
                   Relocs.evaluateAsWriter(Operand, Value, Err);
      if (!D.Resolved && !isPassOne() && Err.K == EvalError::OtherSection)
        D.Resolved = !Relocs.namesLabelAddress(Operand) &&
                     Relocs.evaluateLabelDifference(Operand, Value);
      if (Sink) {
        // llvm-mc folds at once a value of symbols defined before it whose
        // labels cancel out, unless an alignment or an .org lies between
        // them; anything else is a fixup of its layout.
        D.LaterFixup =
            !isPassOne() && (reachesUnsetSymbol(Syms, Operand) || !D.Resolved ||
                             Relocs.spansFragmentBarrier(Operand));
        for (const ExprNode &N : Operand)
          if (N.Op == ExprOp::Symbol)
            registerSymbol(uint32_t(N.Value));
        if (!D.Resolved && !isPassOne()) {
          Relocs.findRelocation(Operand, D, Value);
          D.CrossSection =
              D.RelocSymbol.empty() && Relocs.isCrossSectionDifference(Operand);
        } else if (D.LaterFixup) {
          Relocs.findLabelSections(Operand, D);
        }
      }
    }
    D.Value = uint64_t(Value);
    if (Address + Size > MaxTextSize) {
      error(D.Loc, "gfxas: .text would grow past 4 GiB");
      return;
    }
    Address += Size;
    Values.push_back({D, Operand, std::move(Reading)});
    Reading.clear();
    if (Lex.atEndOfStatement())
      return;
    if (!Lex.is(Tok::Comma)) {
      error(Lex.tok().Begin, "unexpected token");
      return;
    }
    Lex.lex();
  }
}

// AsmParser::parseMany: values separated by commas, each emitted as it is
// read, so that those before an error stay.
void Parser::parseValueList(llvm::function_ref<bool()> ParseOne) {
  if (Lex.atEndOfStatement())
    return;
  for (;;) {
    if (!ParseOne() || Lex.atEndOfStatement())
      return;
    if (!Lex.is(Tok::Comma)) {
      error(Lex.tok().Begin, "unexpected token");
      return;
    }
    Lex.lex();
  }
}

// A value known as the directive is read (a float's bits, half of an
// .octa), which the listing shows as the integer it is.
bool Parser::emitConstantData(unsigned Size, uint64_t Value, uint32_t Loc) {
  if (Address + Size > MaxTextSize) {
    error(Loc, "gfxas: .text would grow past 4 GiB");
    return false;
  }
  DataValue D;
  D.Offset = Address;
  D.Size = uint8_t(Size);
  D.Resolved = true;
  D.Value = Value;
  D.Loc = Loc;
  Address += Size;
  if (!Sink)
    return true;
  ExprNode Constant = ExprNode::constant(Loc, int64_t(Value));
  auto Name = [&](uint32_t Id) { return Syms.name(Id); };
  ExprView Printed{Constant, Name};
  D.Printed = &Printed;
  Sink->data(D);
  return true;
}

// The count of .fill or .zero, which gfxas needs where the directive stands
// to place what follows: llvm-mc's parser folds it then when it can, and its
// layout evaluates any other at the end of the file, which gfxas does not,
// but for a count that names a symbol the file never defines: its layout
// refuses that one and counts it for nothing, so F puts nothing and keeps
// the count (in FillCount) for the listing to print.
bool Parser::parseFillCount(FillDirective &F, uint32_t &Loc) {
  Loc = Lex.tok().Begin;
  FillCount.clear();
  if (!Exprs.parse(FillCount))
    return false;
  if (Eval.evaluateAsAbsolute(FillCount, F.Count))
    return true;
  F.Count = 0;
  bool Unset = reachesUnsetSymbol(Syms, FillCount);
  if (Unset && M == Mode::Speculative)
    abandonSpeculation();
  if (Unset && (isPassOne() || namesOnlyUndefinedSymbols(FillCount))) {
    F.CountNeverAbsolute = true;
    return true;
  }
  error(Loc, "gfxas: the count must be absolute where the directive stands");
  return false;
}

bool Parser::namesOnlyUndefinedSymbols(llvm::ArrayRef<ExprNode> E) const {
  return Syms.visitReachedSymbols(E, [&](const Symbol &S) {
    if (S.State == Symbol::Contents::Unset)
      return S.History.empty();
    if (S.State != Symbol::Contents::Variable)
      return false;
    DefKind Kind = Syms.def(S.Current).Kind;
    return Kind == DefKind::Expr || Kind == DefKind::Constant;
  });
}

bool Parser::parseAbsoluteOperand(int64_t &Value) {
  return parseAbsoluteExpression(*this, Exprs, Eval, Operand, Value);
}

// ", EXPR", absolute where it stands, when a comma comes next; Loc is where
// the expression starts. False after an error.
bool Parser::parseOptionalOperand(int64_t &Value,
                                  std::optional<uint32_t> &Loc) {
  if (!Lex.is(Tok::Comma))
    return true;
  Lex.lex();
  Loc = Lex.tok().Begin;
  return parseAbsoluteOperand(Value);
}

// Puts F's bytes in .text and reports them.
void Parser::emitFill(FillDirective &F, uint32_t Loc) {
  F.Offset = Address;
  if (Address + F.size() > MaxTextSize) {
    error(Loc, "gfxas: .text would grow past 4 GiB");
    return;
  }
  Address += uint32_t(F.size());
  if (!Sink)
    return;
  auto Name = [&](uint32_t Id) { return Syms.name(Id); };
  ExprView Count{FillCount, Name};
  if (F.CountNeverAbsolute)
    F.Printed = &Count;
  Sink->fill(F);
}

// AsmParser::parseDirectiveFill: ".fill COUNT[, SIZE[, VALUE]]", the size
// and the value absolute where they stand.
void Parser::parseFillDirective() {
  FillDirective F{FillDirective::Kind::Fill, 0};
  uint32_t CountLoc;
  if (!parseFillCount(F, CountLoc))
    return;
  // The defaults fit, so only what is given draws a warning.
  int64_t Size = 1, Pattern = 0;
  std::optional<uint32_t> SizeLoc, PatternLoc;
  if (!parseOptionalOperand(Size, SizeLoc) ||
      (SizeLoc && !parseOptionalOperand(Pattern, PatternLoc)) ||
      !parseEndOfStatement())
    return;
  if (Size < 0) {
    warning(*SizeLoc, "'.fill' directive with negative size has no effect");
    return;
  }
  if (Size > 8) {
    warning(*SizeLoc, "'.fill' directive with size greater than 8 has been "
                      "truncated to 8");
    Size = 8;
  }
  if (!llvm::isUInt<32>(uint64_t(Pattern)) && Size > 4)
    warning(*PatternLoc,
            "'.fill' directive pattern has been truncated to 32-bits");
  // Only llvm-mc's object streamer looks at the count.
  if (F.Count < 0 && Sink)
    Sink->objectStreamerError(
        {Diagnostic::Kind::Warning, CountLoc,
         "'.fill' directive with negative repeat count has no effect"});
  F.ValueSize = uint8_t(Size);
  F.Pattern = Pattern;
  F.Loc = CountLoc;
  emitFill(F, CountLoc);
}

// AsmParser::parseDirectiveSpace, for .zero, .skip and .space: "COUNT[,
// VALUE]". A count of 0 is not even listed; a negative one is listed and
// left to the object's layout to refuse.
void Parser::parseZeroDirective() {
  FillDirective F{FillDirective::Kind::Zero, 0};
  uint32_t CountLoc;
  if (!parseFillCount(F, CountLoc))
    return;
  std::optional<uint32_t> PatternLoc;
  // A count of 0 still ends llvm-mc's object fragment (its listing shows
  // nothing), which a SHT_NOBITS section's checks see.
  if (!parseOptionalOperand(F.Pattern, PatternLoc) || !parseEndOfStatement())
    return;
  F.Loc = CountLoc;
  emitFill(F, CountLoc);
}

// AsmParser::parseDirectiveLEB128: expressions, each encoded as it is read.
// llvm-mc's streamers put an absolute value's bytes out as a string's (the
// listing shows .byte, .ascii or .asciz); any other value becomes a fragment
// whose size its layout settles, which gfxas does not model.
void Parser::parseLEB128Directive(bool Signed) {
  parseValueList([&] {
    uint32_t Loc = Lex.tok().Begin;
    Operand.clear();
    if (!Exprs.parse(Operand))
      return false;
    int64_t Value;
    if (!Eval.evaluateAsAbsolute(Operand, Value)) {
      error(Loc, llvm::Twine("gfxas: the ") +
                     (Signed ? ".sleb128" : ".uleb128") +
                     " value must be absolute where the directive stands");
      return false;
    }
    uint8_t Bytes[10]; // 64 bits, 7 to a byte
    unsigned Size = Signed ? llvm::encodeSLEB128(Value, Bytes)
                           : llvm::encodeULEB128(uint64_t(Value), Bytes);
    FillDirective F{FillDirective::Kind::String, 0};
    F.Bytes = llvm::StringRef(reinterpret_cast<const char *>(Bytes), Size);
    emitFill(F, Loc);
    return true;
  });
}

// AsmParser::parseDirectiveOrg: ".org OFFSET[, FILL]", the bytes up to
// OFFSET (a constant, or a label plus a constant) of FILL's low byte.
// llvm-mc's layout sizes them at the end of the file, and refuses an
// offset behind the directive there; gfxas needs the offset where the
// directive stands, as it places what follows as it reads, so a label must
// come before it. On the processors whose branches llvm-mc pads, padding
// before the .org would change its size, which gfxas does not model.
void Parser::parseOrgDirective() {
  uint32_t OffsetLoc = Lex.tok().Begin;
  std::vector<ExprNode> Offset;
  if (!Exprs.parse(Offset))
    return;
  int64_t Fill = 0;
  if (Lex.is(Tok::Comma)) {
    Lex.lex();
    if (!parseAbsoluteOperand(Fill))
      return;
  }
  if (!parseEndOfStatement())
    return;
  if (Record.PadBranches) {
    error(OffsetLoc, "gfxas: .org is not supported on processors whose "
                     "branches llvm-mc pads (gfx1010 to gfx1013)");
    return;
  }
  // A label defined before counts as its offset.
  std::vector<ExprNode> Placed = Offset;
  for (ExprNode &N : Placed) {
    if (N.Op != ExprOp::Symbol)
      continue;
    const Symbol &S = Syms[uint32_t(N.Value)];
    if (S.State == Symbol::Contents::Label)
      N = ExprNode::constant(N.Loc, Syms.def(S.Current).Value);
  }
  std::optional<RelocationAnalysis::RelocatableForm> Form =
      relocs().relocatableForm(Offset);
  FillDirective F{FillDirective::Kind::Org, 0};
  if (!Form || Form->B != NoSymbol ||
      (Form->A != NoSymbol && Syms[Form->A].State != Symbol::Contents::Label) ||
      !Eval.evaluateAsAbsolute(Placed, F.Target)) {
    error(OffsetLoc, "gfxas: the .org offset must be a constant or a label "
                     "before it plus a constant");
    return;
  }
  int64_t Size = int64_t(uint64_t(F.Target) - Address);
  F.Count = Size < 0 || Size >= 0x40000000 ? -1 : Size;
  F.Pattern = Fill;
  F.Loc = OffsetLoc;
  auto Name = [&](uint32_t Id) { return Syms.name(Id); };
  ExprView Printed{Offset, Name};
  F.Printed = &Printed;
  Barriers.add(Secs.current(), Stmt);
  emitFill(F, OffsetLoc);
}

// AsmParser::parseEscapedString: the string token's contents with llvm-mc's
// escapes: \b \f \n \r \t \" \\, up to three octal digits (at most 255)
// and \x with any number of hex digits (the low byte kept). An error is at
// the string.
bool Parser::parseEscapedString(std::string &Data) {
  if (!Lex.is(Tok::String)) {
    error(Lex.tok().Begin, "expected string");
    return false;
  }
  uint32_t Loc = Lex.tok().Begin;
  llvm::StringRef Str = Lex.stringContents(Lex.tok());
  Data.clear();
  for (size_t I = 0, E = Str.size(); I != E; ++I) {
    if (Str[I] != '\\' || I + 1 == E) {
      // A string the lexer let run past its line keeps each line break,
      // with a warning. (llvm-mc also warns of a carriage return, at a
      // place of its own; gfxas does not yet.)
      if (Str[I] == '\n' && !(I && Str[I - 1] == '\r'))
        warning(Loc + 1 + uint32_t(I), "unterminated string; newline inserted");
      Data += Str[I];
      continue;
    }
    char C = Str[++I];
    if (C == 'x' || C == 'X') {
      if (I + 1 == E || !llvm::isHexDigit(Str[I + 1])) {
        error(Loc, "invalid hexadecimal escape sequence");
        return false;
      }
      unsigned Value = 0;
      while (I + 1 < E && llvm::isHexDigit(Str[I + 1]))
        Value = Value * 16 + llvm::hexDigitValue(Str[++I]);
      Data += char(Value & 0xFF);
      continue;
    }
    if (C >= '0' && C <= '7') {
      unsigned Value = C - '0';
      for (int Digit = 1;
           Digit < 3 && I + 1 != E && Str[I + 1] >= '0' && Str[I + 1] <= '7';
           ++Digit)
        Value = Value * 8 + (Str[++I] - '0');
      if (Value > 255) {
        error(Loc, "invalid octal escape sequence (out of range)");
        return false;
      }
      Data += char(Value);
      continue;
    }
    switch (C) {
    case 'b':
      Data += '\b';
      break;
    case 'f':
      Data += '\f';
      break;
    case 'n':
      Data += '\n';
      break;
    case 'r':
      Data += '\r';
      break;
    case 't':
      Data += '\t';
      break;
    case '"':
      Data += '"';
      break;
    case '\\':
      Data += '\\';
      break;
    default:
      error(Loc, "invalid escape sequence (unrecognized character)");
      return false;
    }
  }
  Lex.lex();
  return true;
}

// AsmParser::parseDirectiveAscii: comma-separated strings, each emitted as
// it is read (so those before an error stay); .ascii also takes strings
// side by side, each one emitted on its own, and .asciz and .string follow
// each string with a zero of its own.
void Parser::parseStringDirective(bool ZeroTerminated) {
  if (Lex.atEndOfStatement())
    return;
  std::string Data;
  auto Emit = [&](llvm::StringRef Bytes) {
    if (Bytes.empty())
      return;
    FillDirective F{FillDirective::Kind::String, 0};
    F.Bytes = Bytes;
    emitFill(F, Lex.tok().Begin);
  };
  for (;;) {
    do {
      if (!parseEscapedString(Data))
        return;
      Emit(Data);
    } while (!ZeroTerminated && Lex.is(Tok::String));
    if (ZeroTerminated)
      Emit(llvm::StringRef("\0", 1));
    if (Lex.atEndOfStatement())
      return;
    if (!Lex.is(Tok::Comma)) {
      error(Lex.tok().Begin, "unexpected token");
      return;
    }
    Lex.lex();
  }
}

// AsmParser::parseDirectiveInclude: the file is entered at the end of the
// statement, which is read first (a blank line in the listing).
void Parser::parseIncludeDirective() {
  uint32_t NameLoc = Lex.tok().Begin;
  std::string Name;
  if (!Lex.is(Tok::String)) {
    error(NameLoc, "expected string in '.include' directive");
  } else if (!parseEscapedString(Name)) {
  } else if (!Lex.is(Tok::EndOfStatement)) {
    error(Lex.tok().Begin, "unexpected token in '.include' directive");
  } else {
    bool Newline = Lex.tok().IsNewline;
    if (Includes.enter(Name, NameLoc)) {
      if (Newline && Sink)
        Sink->blankLine();
      return;
    }
    reportError(NameLoc, "Could not find include file '" + Name + "'");
  }
  endStatement();
}

// AsmParser::parseDirectiveIncbin: ".incbin file[, skip[, count]]", the
// file's bytes as .ascii emits them.
void Parser::parseIncbinDirective() {
  uint32_t NameLoc = Lex.tok().Begin;
  std::string Name;
  if (!Lex.is(Tok::String)) {
    error(NameLoc, "expected string in '.incbin' directive");
    return endStatement();
  }
  if (!parseEscapedString(Name))
    return endStatement();
  int64_t Skip = 0;
  uint32_t SkipLoc = 0, CountLoc = 0;
  bool HasCount = false;
  if (Lex.is(Tok::Comma)) {
    Lex.lex();
    if (!Lex.is(Tok::Comma)) {
      SkipLoc = Lex.tok().Begin;
      if (!parseAbsoluteExpression(*this, Exprs, Eval, Operand, Skip))
        return endStatement();
    }
    if (Lex.is(Tok::Comma)) {
      Lex.lex();
      CountLoc = Lex.tok().Begin;
      Rhs.clear();
      if (!Exprs.parse(Rhs))
        return endStatement();
      HasCount = true;
    }
  }
  if (!parseEndOfStatement())
    return endStatement();
  if (Skip < 0) {
    reportError(SkipLoc, "skip is negative");
    return endStatement();
  }
  std::optional<llvm::StringRef> Bytes = Includes.read(Name, NameLoc);
  int64_t Count = INT64_MAX;
  bool Found = Bytes.has_value();
  if (Found && HasCount && !Eval.evaluateAsAbsolute(Rhs, Count)) {
    reportError(CountLoc, "expected absolute expression");
    Found = false;
  }
  if (!Found) {
    reportError(NameLoc, "Could not find incbin file '" + Name + "'");
    return endStatement();
  }
  if (Count < 0) {
    warning(CountLoc, "negative count has no effect");
    return endStatement();
  }
  llvm::StringRef Data =
      Bytes->drop_front(std::min<uint64_t>(Skip, Bytes->size()));
  Data = Data.take_front(std::min<uint64_t>(Count, Data.size()));
  if (!Data.empty()) {
    FillDirective F{FillDirective::Kind::String, 0};
    F.Bytes = Data;
    emitFill(F, NameLoc);
  }
  endStatement();
}
