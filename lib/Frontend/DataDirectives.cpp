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
  // AsmParser::parseDirectiveAlign: the fill first, then the maximum.
  const SectionState &Section = Sections[CurSection];
  if (HasFill && Fill != 0 && Section.Type == llvm::ELF::SHT_NOBITS) {
    warning(FillLoc, "ignoring non-zero fill value in SHT_NOBITS section '" +
                         Section.Name + "'");
    Fill = 0;
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
  if (FillSize != 1 || (HasFill && Fill != 0) ||
      !(Section.Flags & llvm::ELF::SHF_EXECINSTR))
    D.Fill = uint32_t(Fill) &
             uint32_t(llvm::maskTrailingOnes<uint64_t>(8 * FillSize));
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
  fragmentBarrier();
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
      EvalError Err;
      D.Resolved = !isPassOne() && !namesLabelAddress(Operand) &&
                   evaluateAsWriter(Operand, Value, Err);
      if (!D.Resolved && !isPassOne() && Err.K == EvalError::OtherSection)
        D.Resolved = !namesLabelAddress(Operand) &&
                     evaluateLabelDifference(Operand, Value);
      if (Sink) {
        // llvm-mc folds at once a value of symbols defined before it whose
        // labels cancel out, unless an alignment or an .org lies between
        // them; anything else is a fixup of its layout.
        D.LaterFixup = !isPassOne() && (reachesUnsetSymbol(Operand) ||
                                        !D.Resolved ||
                                        spansFragmentBarrier(Operand));
        for (const ExprNode &N : Operand)
          if (N.Op == ExprOp::Symbol)
            registerSymbol(uint32_t(N.Value));
        if (!D.Resolved && !isPassOne()) {
          findRelocation(Operand, D, Value);
          D.CrossSection =
              D.RelocSymbol.empty() && isCrossSectionDifference(Operand);
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
  bool Unset = reachesUnsetSymbol(FillCount);
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
  uint32_t Loc = Lex.tok().Begin;
  Operand.clear();
  if (!Exprs.parse(Operand))
    return false;
  if (Eval.evaluateAsAbsolute(Operand, Value))
    return true;
  error(Loc, "expected absolute expression");
  return false;
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
  std::optional<RelocatableForm> Form = relocatableForm(Offset);
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
  fragmentBarrier();
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

// The symbol of E the file never defines, if any, and whether it is
// subtracted: llvm-mc reports that one at the value, and an added one (a
// relocation against it) only at the end.
void Parser::findUndefinedSymbol(llvm::ArrayRef<ExprNode> E,
                                 DataValue &D) const {
  // Past the budget, the symbols E names itself.
  unsigned Budget = MaxRelocationNodes;
  std::vector<std::pair<uint32_t, int>> Terms;
  if (!symbolTerms(E, Budget, Terms, /*Expand=*/true)) {
    Terms.clear();
    symbolTerms(E, Budget, Terms, /*Expand=*/false);
  }
  for (auto [Sym, Sign] : Terms) {
    const Symbol &S = Syms[Sym];
    if (S.State != Symbol::Contents::Unset || !S.History.empty())
      continue;
    if (D.UndefinedSymbol.empty() || (Sign < 0 && !D.UndefinedSubtracted)) {
      D.UndefinedSymbol = Syms.name(Sym);
      D.UndefinedSubtracted = Sign < 0;
    }
  }
}

// The symbols E names with their signs; with Expand, a variable's (as
// llvm-mc's writer expands it) in its place, false past Budget nodes.
bool Parser::symbolTerms(llvm::ArrayRef<ExprNode> E, unsigned &Budget,
                         std::vector<std::pair<uint32_t, int>> &Out,
                         bool Expand) const {
  if (Expand && E.size() > Budget)
    return false;
  if (Expand)
    Budget -= E.size();
  std::vector<std::vector<std::pair<uint32_t, int>>> Stack;
  for (const ExprNode &N : E) {
    if (N.Op == ExprOp::Constant) {
      Stack.emplace_back();
    } else if (N.Op == ExprOp::Symbol) {
      uint32_t Id = uint32_t(N.Value);
      uint32_t Def = Expand ? writerDefinition(Id) : NoDef;
      Stack.emplace_back();
      if (Def == NoDef || Syms.def(Def).Kind != DefKind::Expr)
        Stack.back().push_back({Id, 1});
      else if (!symbolTerms(Syms.exprOf(Syms.def(Def)), Budget, Stack.back(),
                            Expand))
        return false;
    } else if (isUnary(N.Op)) {
      if (N.Op == ExprOp::Neg)
        for (auto &T : Stack.back())
          T.second = -T.second;
    } else {
      unsigned Arity = isBinary(N.Op) ? 2 : N.Arity;
      std::vector<std::pair<uint32_t, int>> Terms;
      for (unsigned I = 0; I < Arity; ++I) {
        auto Operand = std::move(Stack.back());
        Stack.pop_back();
        bool Negate = N.Op == ExprOp::Sub && I == 0;
        for (auto T : Operand)
          Terms.push_back({T.first, Negate ? -T.second : T.second});
      }
      Stack.push_back(std::move(Terms));
    }
  }
  if (!Stack.empty())
    Out.insert(Out.end(), Stack.back().begin(), Stack.back().end());
  return true;
}

// What an object makes of a value that is not absolute: a relocation
// against the one symbol it keeps the address of, or llvm-mc's error. A
// symbol never defined is relocated against only in a 4- or 8-byte value,
// and only when not private: llvm-mc's writer reports the others. Less a
// label (ext - lab), it is relative to the value's own place, as llvm-mc's
// ELF writer makes any difference with a label in the value's section.
void Parser::findRelocation(llvm::ArrayRef<ExprNode> E, DataValue &D,
                            int64_t &Value) {
  findUndefinedSymbol(E, D);
  if (std::optional<RelocatableForm> Form = relocatableForm(E)) {
    unsigned I = 0;
    for (uint32_t Sym : {Form->A, Form->B})
      if (Sym != NoSymbol)
        if (std::optional<uint16_t> Section = placedSection(Sym))
          D.LabelSections[I++] = *Section;
  }
  uint32_t Sym;
  int64_t Relocated;
  bool PCRel = false;
  if (!relocationTarget(E, Sym, Relocated)) {
    if (!pcRelativeTarget(E, D.Offset, Sym, Relocated)) {
      D.KeepsUnevaluable = keepsUnevaluable(E);
      D.TooDeep = exceedsRelocationBudget(E);
      D.NotRelocatable =
          !D.KeepsUnevaluable && !D.TooDeep && !relocatableForm(E);
      // The writer refuses it, but only after writing the field, which a
      // SHT_NOBITS section then also finds not zero.
      if (!D.KeepsUnevaluable && !D.TooDeep)
        Value = D.NotRelocatable ? 0 : refusedFixupField(E).value_or(Value);
      return;
    }
    PCRel = true;
  }
  // The writer refuses these, but only after writing the field, which a
  // SHT_NOBITS section then also finds not zero.
  Value = Relocated;
  if (!D.UndefinedSymbol.empty() &&
      (D.Size <= 2 || isPrivateName(D.UndefinedSymbol)))
    return;
  D.RelocPCRel = PCRel;
  D.UndefinedSymbol = {};
  D.RelocSymbol = Syms.name(Sym);
}

// llvm-mc's writer relocates against a variable it cannot evaluate (w =
// ext * 2) as though it were a symbol, and reports the variable.
bool Parser::keepsUnevaluable(llvm::ArrayRef<ExprNode> E) const {
  unsigned Budget = MaxRelocationNodes;
  bool Kept = false;
  std::optional<RelocatableForm> Form = relocatableForm(E, Budget, &Kept);
  return Kept && Form && Form->A != NoSymbol && !Form->APlaced &&
         Form->B == NoSymbol && !standsForLabel(Form->A);
}

bool Parser::exceedsRelocationBudget(llvm::ArrayRef<ExprNode> E) const {
  unsigned Budget = MaxRelocationNodes;
  return !relocatableForm(E, Budget) && Budget == 0;
}

bool Parser::pcRelativeTarget(llvm::ArrayRef<ExprNode> E, uint32_t Offset,
                              uint32_t &Sym, int64_t &Value) {
  std::optional<RelocatableForm> Form = relocatableForm(E);
  if (!Form || Form->A == NoSymbol || !Form->BPlaced)
    return false;
  // The label subtracted must be in the value's section, and the other
  // undefined or in another section: llvm-mc's writer refuses the rest.
  std::optional<std::pair<uint16_t, int64_t>> A = labelPlace(Form->A),
                                              B = labelPlace(Form->B);
  uint16_t BSection = B ? B->first : 0;
  if (BSection != CurSection || (!B && Syms.hasLabelsOutsideText()))
    return false;
  if (Form->APlaced && (!A || A->first == CurSection))
    return false;
  Sym = Form->A;
  if (!evaluatePlaced(E, Sym, Value))
    return false;
  Value = int64_t(uint64_t(Value) + Offset);
  return true;
}

bool Parser::restsOnSymbol(uint32_t Sym) const {
  uint32_t D = writerDefinition(Sym);
  if (D == NoDef || Syms.def(D).Kind != DefKind::Expr)
    return false;
  std::optional<RelocatableForm> Form =
      relocatableForm(Syms.exprOf(Syms.def(D)));
  // What llvm-mc cannot make one symbol and a constant keeps one too.
  return !Form || !Form->absolute();
}

bool Parser::standsForLabel(uint32_t Sym) const {
  const Symbol &S = Syms[Sym];
  if (S.State != Symbol::Contents::Unset)
    return S.State == Symbol::Contents::Label;
  return S.History.empty() ||
         Syms.def(S.History.front()).Kind == DefKind::Label;
}

// Whether E, evaluated at the end, would keep a label's address: a label
// added (not cancelled by one subtracted) needs a relocation. The count is
// of labels with their signs, through +, - and negation; any other use of
// a label counts as one kept.
// MCObjectStreamer::emitValueImpl folds a value with what is defined where
// it stands, and keeps a fixup for the rest.
void Parser::fragmentBarrier() {
  if (FragmentBarriers.size() <= CurSection)
    FragmentBarriers.resize(CurSection + 1);
  FragmentBarriers[CurSection].push_back(2 * uint64_t(Stmt));
}

// MCExpr::evaluateAsAbsolute without a layout folds a difference of labels
// across data and fill fragments only: an alignment or an .org between the
// two labels leaves the value to a fixup, which a SHT_NOBITS section cannot
// have. A label's place in that order is after any barrier of its own
// statement (.lcomm's label follows its padding).
bool Parser::spansFragmentBarrier(llvm::ArrayRef<ExprNode> E) const {
  uint64_t First = UINT64_MAX, Last = 0;
  uint16_t Section = NoSection;
  for (const ExprNode &N : E) {
    if (N.Op != ExprOp::Symbol)
      continue;
    const Symbol &S = Syms[uint32_t(N.Value)];
    if (S.State != Symbol::Contents::Label)
      continue;
    const Definition &D = Syms.def(S.Current);
    Section = D.Section;
    First = std::min(First, 2 * uint64_t(D.Stmt) + 1);
    Last = std::max(Last, 2 * uint64_t(D.Stmt) + 1);
  }
  if (Section >= FragmentBarriers.size())
    return false;
  const std::vector<uint64_t> &Barriers = FragmentBarriers[Section];
  auto It = std::upper_bound(Barriers.begin(), Barriers.end(), First);
  return It != Barriers.end() && *It < Last;
}

bool Parser::reachesUnsetSymbol(llvm::ArrayRef<ExprNode> E) const {
  return !Syms.visitReachedSymbols(
      E, [](const Symbol &S) { return S.State != Symbol::Contents::Unset; });
}

bool Parser::namesLabelAddress(llvm::ArrayRef<ExprNode> E) const {
  llvm::SmallVector<int, 16> Terms;
  for (const ExprNode &N : E) {
    switch (N.Op) {
    case ExprOp::Constant:
      Terms.push_back(0);
      break;
    case ExprOp::Symbol: {
      uint32_t Sym = uint32_t(N.Value);
      Terms.push_back(standsForLabel(Sym) || restsOnSymbol(Sym) ? 1 : 0);
      break;
    }
    case ExprOp::Neg:
      Terms.back() = -Terms.back();
      break;
    case ExprOp::Plus:
      break;
    case ExprOp::Add:
    case ExprOp::Sub: {
      int R = Terms.pop_back_val();
      Terms.back() += N.Op == ExprOp::Add ? R : -R;
      break;
    }
    default: {
      unsigned Arity = N.Arity ? N.Arity : (N.Op < ExprOp::Add ? 1 : 2);
      bool Any = false;
      for (unsigned I = 0; I < Arity && !Terms.empty(); ++I)
        Any |= Terms.pop_back_val() != 0;
      Terms.push_back(Any ? 1 : 0);
      break;
    }
    }
  }
  return !Terms.empty() && Terms.back() != 0;
}

// llvm-mc's evaluateAsRelocatable of E in its object writer: one symbol
// plus a constant, differences of labels folded by their offsets (every
// label is in .text). llvm-mc's parser puts a constant in a variable's
// place; its writer expands a variable that has no section (x = ext + 4)
// and keeps one in .text (x = lab + 4) as itself, which has an offset as a
// label does (variables other than constants cannot be reassigned).
// Expanding more than MaxRelocationNodes nodes in all (a
// hostile chain of variables each naming the last twice) gives up.
std::optional<Parser::RelocatableForm>
Parser::relocatableForm(llvm::ArrayRef<ExprNode> E) const {
  unsigned Budget = MaxRelocationNodes;
  return relocatableForm(E, Budget);
}

std::optional<Parser::RelocatableForm>
Parser::relocatableForm(llvm::ArrayRef<ExprNode> E, unsigned &Budget,
                        bool *KeptFailing) const {
  // Past the budget, nothing more is expanded: Budget stays 0.
  if (E.size() > Budget) {
    Budget = 0;
    return std::nullopt;
  }
  Budget -= E.size();
  // Two symbols with an offset in the same section cancel out.
  auto Fold = [&](RelocatableForm &L, bool LA, RelocatableForm &R, bool RA) {
    uint32_t &A = LA ? L.A : L.B, &B = RA ? R.A : R.B;
    bool &APlaced = LA ? L.APlaced : L.BPlaced;
    bool &BPlaced = RA ? R.APlaced : R.BPlaced;
    if (A != NoSymbol && B != NoSymbol && APlaced && BPlaced &&
        sameSection(A, B)) {
      A = B = NoSymbol;
      APlaced = BPlaced = false;
    }
  };
  llvm::SmallVector<RelocatableForm, 8> Stack;
  for (const ExprNode &N : E) {
    if (N.Op == ExprOp::Constant) {
      Stack.push_back({});
    } else if (N.Op == ExprOp::Symbol) {
      uint32_t Id = uint32_t(N.Value);
      if (standsForLabel(Id)) {
        // A label, here or later, or a symbol never defined.
        bool Placed = Syms[Id].State == Symbol::Contents::Label ||
                      !Syms[Id].History.empty();
        Stack.push_back({Id, NoSymbol, Placed});
        continue;
      }
      uint32_t D = writerDefinition(Id);
      if (D == NoDef)
        return std::nullopt;
      const Definition &Def = Syms.def(D);
      if (Def.Kind == DefKind::Constant) {
        Stack.push_back({});
        continue;
      }
      if (Def.Kind != DefKind::Expr)
        return std::nullopt;
      std::optional<RelocatableForm> Var =
          relocatableForm(Syms.exprOf(Def), Budget, KeptFailing);
      if (!Var && KeptFailing && Budget) {
        // The writer keeps a variable it cannot expand as itself.
        *KeptFailing = true;
        Stack.push_back({Id, NoSymbol, false});
        continue;
      }
      if (!Var)
        return std::nullopt;
      if (Var->A != NoSymbol && Var->APlaced && Var->B == NoSymbol)
        Stack.push_back({Id, NoSymbol, true});
      else
        Stack.push_back(*Var);
    } else if (N.Op == ExprOp::Plus) {
      // The operand stands.
    } else if (N.Op == ExprOp::Neg) {
      // -(a - b) is (b - a); a lone symbol cannot be negated.
      RelocatableForm &V = Stack.back();
      if (V.A != NoSymbol && V.B == NoSymbol)
        return std::nullopt;
      std::swap(V.A, V.B);
      std::swap(V.APlaced, V.BPlaced);
    } else if (N.Op == ExprOp::Add || N.Op == ExprOp::Sub) {
      RelocatableForm Rhs = Stack.pop_back_val();
      RelocatableForm Lhs = Stack.back();
      if (N.Op == ExprOp::Sub) {
        std::swap(Rhs.A, Rhs.B);
        std::swap(Rhs.APlaced, Rhs.BPlaced);
      }
      Fold(Lhs, true, Lhs, false);
      Fold(Lhs, true, Rhs, false);
      Fold(Rhs, true, Lhs, false);
      Fold(Rhs, true, Rhs, false);
      if ((Lhs.A != NoSymbol && Rhs.A != NoSymbol) ||
          (Lhs.B != NoSymbol && Rhs.B != NoSymbol))
        return std::nullopt;
      RelocatableForm &R = Stack.back();
      bool LeftA = Lhs.A != NoSymbol, LeftB = Lhs.B != NoSymbol;
      R.A = LeftA ? Lhs.A : Rhs.A;
      R.APlaced = LeftA ? Lhs.APlaced : Rhs.APlaced;
      R.B = LeftB ? Lhs.B : Rhs.B;
      R.BPlaced = LeftB ? Lhs.BPlaced : Rhs.BPlaced;
    } else {
      unsigned Arity = isUnary(N.Op) ? 1 : isBinary(N.Op) ? 2 : N.Arity;
      for (unsigned I = 0; I < Arity; ++I)
        if (!Stack.pop_back_val().absolute())
          return std::nullopt;
      Stack.push_back({});
    }
  }
  if (Stack.size() != 1)
    return std::nullopt;
  return Stack.back();
}

// Sym is the label or undefined symbol left, and Value the value with a
// label at its offset and an undefined symbol at 0, which is what llvm-mc
// writes when it relocates against the section.
bool Parser::relocationTarget(llvm::ArrayRef<ExprNode> E, uint32_t &Sym,
                              int64_t &Value) {
  std::optional<RelocatableForm> Form = relocatableForm(E);
  if (!Form || Form->A == NoSymbol || Form->B != NoSymbol)
    return false;
  Sym = Form->A;
  return evaluatePlaced(E, Sym, Value);
}

uint32_t Parser::writerDefinition(uint32_t Sym) const {
  if (standsForLabel(Sym))
    return NoDef;
  uint32_t D = Syms.definitionAt(Sym, Stmt);
  if (D == NoDef && !Syms[Sym].History.empty())
    D = Syms[Sym].History.back();
  return D;
}

// gfxas's own evaluation places the labels of .text, but fails on an
// undefined symbol, even through a variable (w = ext + 4): those are spelt
// out. Nor does it give a label of another section a value: its offset
// there is what llvm-mc writes.
bool Parser::evaluatePlaced(llvm::ArrayRef<ExprNode> E, uint32_t Sym,
                            int64_t &Value) {
  std::vector<ExprNode> Placed;
  const Symbol &S = Syms[Sym];
  if (S.State != Symbol::Contents::Unset || !S.History.empty()) {
    // A variable resting on a label outside .text is placed as that label.
    if (!inlineVariablesOnLabels(E, Placed))
      return false;
  } else {
    unsigned Budget = MaxRelocationNodes;
    bool Named = false;
    if (!placeUndefined(E, Sym, Placed, Budget, Named))
      return false;
  }
  placeOtherSectionLabels(Placed);
  EvalError Err;
  return evaluateAsWriter(Placed, Value, Err);
}

// llvm-mc's parser puts the constant of a variable that holds one where it
// stands; the rest its writer evaluates once the file has ended, when a
// symbol defined later holds its last value (not gfxas's first, which is
// for operands llvm-mc cannot take).
bool Parser::evaluateAsWriter(llvm::ArrayRef<ExprNode> E, int64_t &Value,
                              EvalError &Err) {
  std::vector<ExprNode> AtEnd(E.begin(), E.end());
  for (ExprNode &N : AtEnd) {
    if (N.Op != ExprOp::Symbol)
      continue;
    uint32_t D = Syms.definitionAt(uint32_t(N.Value), Stmt);
    if (D != NoDef && Syms.def(D).Kind == DefKind::Constant)
      N = ExprNode::constant(N.Loc, Syms.def(D).Value);
  }
  return Eval.evaluateAt(AtEnd, endOfFile(), Value, Err);
}

// A variable is spelt out only where it names Sym: the others keep the
// value gfxas's evaluation gives them (a forward reference its first
// definition's). The recursion is as deep as relocatableForm's, which
// the budget bounds.
bool Parser::placeUndefined(llvm::ArrayRef<ExprNode> E, uint32_t Sym,
                            std::vector<ExprNode> &Out, unsigned &Budget,
                            bool &Named) const {
  if (E.size() > Budget)
    return false;
  Budget -= E.size();
  for (const ExprNode &N : E) {
    if (N.Op != ExprOp::Symbol) {
      Out.push_back(N);
      continue;
    }
    uint32_t Id = uint32_t(N.Value);
    if (Id == Sym) {
      Out.push_back(ExprNode::constant(N.Loc, 0));
      Named = true;
      continue;
    }
    uint32_t D = writerDefinition(Id);
    if (D == NoDef || Syms.def(D).Kind != DefKind::Expr) {
      Out.push_back(N);
      continue;
    }
    size_t Mark = Out.size();
    bool Inner = false;
    if (!placeUndefined(Syms.exprOf(Syms.def(D)), Sym, Out, Budget, Inner))
      return false;
    if (!Inner) {
      Out.resize(Mark);
      Out.push_back(N);
    }
    Named |= Inner;
  }
  return true;
}

std::optional<std::pair<uint16_t, int64_t>>
Parser::labelPlace(uint32_t Sym) const {
  const Symbol &S = Syms[Sym];
  uint32_t D = S.State == Symbol::Contents::Label ? S.Current
               : S.History.empty()                ? NoDef
                                                  : S.History.front();
  if (D == NoDef || Syms.def(D).Kind != DefKind::Label)
    return std::nullopt;
  return std::make_pair(Syms.def(D).Section, Syms.def(D).Value);
}

std::optional<uint16_t> Parser::placedSection(uint32_t Sym) const {
  unsigned Budget = MaxRelocationNodes;
  while (Budget) {
    if (std::optional<std::pair<uint16_t, int64_t>> P = labelPlace(Sym))
      return P->first;
    uint32_t D = writerDefinition(Sym);
    if (D == NoDef || Syms.def(D).Kind != DefKind::Expr)
      return std::nullopt;
    std::optional<RelocatableForm> Var =
        relocatableForm(Syms.exprOf(Syms.def(D)), Budget);
    if (!Var || Var->A == NoSymbol || !Var->APlaced || Var->B != NoSymbol ||
        Var->A == Sym)
      return std::nullopt;
    Sym = Var->A;
  }
  return std::nullopt;
}

// Whether two symbols with offsets lie in one section. A variable resting
// on a label is in the label's section.
bool Parser::sameSection(uint32_t A, uint32_t B) const {
  std::optional<uint16_t> SA = placedSection(A), SB = placedSection(B);
  if (SA && SB)
    return *SA == *SB;
  return !Syms.hasLabelsOutsideText();
}

// gfxas's evaluation gives a label outside .text no value: its offset in
// its section is what llvm-mc's writer uses.
void Parser::placeOtherSectionLabels(std::vector<ExprNode> &E) const {
  for (ExprNode &N : E)
    if (N.Op == ExprOp::Symbol)
      if (std::optional<std::pair<uint16_t, int64_t>> P =
              labelPlace(uint32_t(N.Value));
          P && P->first != 0)
        N = ExprNode::constant(N.Loc, P->second);
}

std::optional<int64_t> Parser::refusedFixupField(llvm::ArrayRef<ExprNode> E) {
  std::vector<ExprNode> Placed;
  if (!inlineVariablesOnLabels(E, Placed))
    return std::nullopt;
  placeOtherSectionLabels(Placed);
  // The writer's field counts a symbol never defined as 0.
  for (ExprNode &N : Placed)
    if (N.Op == ExprOp::Symbol) {
      const Symbol &S = Syms[uint32_t(N.Value)];
      if (S.State == Symbol::Contents::Unset && S.History.empty())
        N = ExprNode::constant(N.Loc, 0);
    }
  int64_t Value;
  EvalError Err;
  if (!evaluateAsWriter(Placed, Value, Err))
    return std::nullopt;
  return Value;
}

bool Parser::inlineVariablesOnLabels(llvm::ArrayRef<ExprNode> E,
                                     std::vector<ExprNode> &Out) const {
  unsigned Budget = MaxRelocationNodes;
  // The nodes still to copy, innermost variable last (postfix order lets
  // a variable's nodes stand where its symbol stood).
  llvm::SmallVector<llvm::ArrayRef<ExprNode>, 8> Work{E};
  while (!Work.empty()) {
    llvm::ArrayRef<ExprNode> &Rest = Work.back();
    if (Rest.empty()) {
      Work.pop_back();
      continue;
    }
    const ExprNode &N = Rest.front();
    Rest = Rest.drop_front();
    if (N.Op == ExprOp::Symbol && !labelPlace(uint32_t(N.Value))) {
      uint32_t D = writerDefinition(uint32_t(N.Value));
      if (D != NoDef && Syms.def(D).Kind == DefKind::Expr) {
        llvm::ArrayRef<ExprNode> Value = Syms.exprOf(Syms.def(D));
        if (Value.size() > Budget)
          return false;
        Budget -= Value.size();
        Work.push_back(Value);
        continue;
      }
    }
    Out.push_back(N);
  }
  return true;
}

bool Parser::evaluateLabelDifference(llvm::ArrayRef<ExprNode> E,
                                     int64_t &Value) {
  std::optional<RelocatableForm> Form = relocatableForm(E);
  if (!Form || !Form->absolute())
    return false;
  // A variable resting on a label outside .text has its offset too.
  std::vector<ExprNode> Placed;
  if (!inlineVariablesOnLabels(E, Placed))
    return false;
  placeOtherSectionLabels(Placed);
  EvalError Err;
  return evaluateAsWriter(Placed, Value, Err);
}

bool Parser::isCrossSectionDifference(llvm::ArrayRef<ExprNode> E) const {
  std::optional<RelocatableForm> Form = relocatableForm(E);
  if (!Form || Form->A == NoSymbol || Form->B == NoSymbol)
    return false;
  // ELFObjectWriter::recordRelocation: the label subtracted must be in the
  // value's section, whatever the other is (undefined too), unless the
  // two share a section and cancel out.
  std::optional<uint16_t> A = placedSection(Form->A),
                          B = placedSection(Form->B);
  return B && *B != CurSection && !(A && *A == *B);
}
