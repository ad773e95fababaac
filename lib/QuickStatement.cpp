//===- QuickStatement.cpp - Common lines read straight from their bytes --===//
//
// Most lines of a large file are blank, a comment, a label, "name = number"
// or an instruction whose operand is spelled the plain way: "s_waitcnt
// vmcnt(0) lgkmcnt(1)", "s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, cnt)", "s_nop
// 3". The quick path reads such a line straight from its bytes, without
// tokens or expression trees, and hands it to the same tables, OperandRules
// and symbol rules as the parser. At anything else (an expression, a
// literal other than a plain decimal, a block comment, a field the rules
// refuse, a repeated counter) it gives up before doing anything, and the
// lexer and parser read the line the usual way, diagnostics and all.
//
//===----------------------------------------------------------------------===//

#include "LineMemo.h"
#include "NameIndex.h"
#include "OperandRules.h"
#include "Parser.h"
#include "ReadAhead.h"
#include "SymbolRules.h"
#include "llvm/ADT/StringExtras.h"
#include <cassert>
#include <cstring>
#include <optional>

using namespace gfxas;

namespace {
/// A cursor over one source line that accepts only what the lexer would
/// read the same way in every context the quick path uses it. A newline
/// must follow somewhere: every scan stops at one, so none needs to check
/// for the end of the buffer.
class LineReader {
public:
  LineReader(llvm::StringRef Buf, uint32_t Pos)
      : Base(Buf.data()), P(Base + Pos), Limit(Buf.end()) {}

  uint32_t pos() const { return uint32_t(P - Base); }
  const char *cursor() const { return P; }
  unsigned char peek() const { return *P; }
  // Every read below leaves the cursor after the blanks that follow what it
  // read, so that none has to skip blanks before it looks.
  void skipBlanks() {
    const char *Q = P;
    while (*Q == ' ' || *Q == '\t')
      ++Q;
    P = Q;
  }
  bool eat(char C) {
    if (*P != C)
      return false;
    ++P;
    skipBlanks();
    return true;
  }
  /// The byte after the next, which only exists when the next is no
  /// newline.
  char peekAfter() const {
    assert(*P != '\n' && "a newline may end the buffer");
    return P[1];
  }
  void skip(unsigned Bytes) {
    P += Bytes;
    skipBlanks();
  }
  bool name(llvm::StringRef &Name) {
    const char *Start = P;
    // ".5" is a floating-point literal.
    if (!has(chars::IdStart) || (*P == '.' && llvm::isDigit(P[1])))
      return false;
    const char *Q = Start + 1;
    while (classOf(*Q) & chars::IdChar)
      ++Q;
    // A lone '$' is a token of its own.
    if (*Start == '$' && Q == Start + 1)
      return false;
    P = Q;
    Name = llvm::StringRef(Start, Q - Start);
    skipBlanks();
    return true;
  }
  bool atNumber() const { return has(chars::Digit); }
  /// A decimal integer of at most nine digits. Octal, hex, binary, suffixed
  /// and floating-point literals are left to the lexer.
  bool number(int64_t &Value) {
    const char *Start = P, *Q = P;
    // Unsigned: a run of digits too long to keep may wrap before it is
    // refused.
    uint64_t V = 0;
    while (classOf(*Q) & chars::Digit)
      V = V * 10 + unsigned(*Q++ - '0');
    P = Q;
    Value = int64_t(V);
    ptrdiff_t Digits = Q - Start;
    if (Digits < 1 || Digits > 9 || (Digits > 1 && *Start == '0') ||
        has(chars::IdChar))
      return false;
    skipBlanks();
    return true;
  }
  /// A line end, "\n" or "\r\n". Next is the start of the next line.
  bool newline(uint32_t &Next) const {
    const char *After = *P == '\r' ? P + 1 : P;
    if (*After != '\n')
      return false;
    Next = uint32_t(After + 1 - Base);
    return true;
  }
  /// A line comment, which ends the statement and takes the line end with
  /// it. Next is the start of the next line.
  bool comment(uint32_t &Next) {
    if (!(*P == ';' || (*P == '/' && P[1] == '/')))
      return false;
    // A newline is sure to come; a lone CR before it ends the comment
    // sooner, while a CR right before it belongs to the line end.
    auto *NL = static_cast<const char *>(std::memchr(P, '\n', Limit - P));
    auto *CR = static_cast<const char *>(std::memchr(P, '\r', NL - P));
    P = CR && CR + 1 != NL ? CR : NL;
    Next = uint32_t(P + 1 - Base);
    return true;
  }
  /// A newline or a line comment.
  bool endOfLine(uint32_t &Next) { return newline(Next) || comment(Next); }

private:
  static uint8_t classOf(char C) {
    return chars::CharClasses[(unsigned char)C];
  }
  bool has(chars::CharClass K) const { return classOf(*P) & K; }

  const char *Base, *P, *Limit;
};

/// Reads the operand of an instruction off a line.
class OperandReader {
public:
  OperandReader(LineReader &R, Generation Gen, const SymbolTable &Syms)
      : R(R), Gen(Gen), Syms(Syms) {}

  /// An operand value: a number, or a variable the parser would replace by
  /// its constant value on sight.
  bool value(int64_t &Value) {
    if (R.atNumber())
      return R.number(Value);
    llvm::StringRef Name;
    return R.name(Name) && variable(Name, Value);
  }

  bool waitcnt(int64_t &Simm16, uint32_t &Next) {
    if (R.atNumber())
      return R.number(Simm16) && Simm16 <= 0xFFFF && R.endOfLine(Next);
    const WaitcntLayout &Layout = waitcntLayout(Gen);
    Simm16 = Layout.defaultValue();
    unsigned Seen = 0;
    for (;;) {
      llvm::StringRef Name;
      int64_t Value;
      Counter Cnt;
      unsigned VariablesBefore = Variables;
      if (!R.name(Name) || !R.eat('(') || !value(Value) || !R.eat(')') ||
          setCounter(Layout, Name, Value, Simm16, Cnt) != CounterVerdict::Ok)
        return false;
      if (Variables != VariablesBefore)
        VariableCounter = Name;
      // A repeated counter draws a warning.
      unsigned Bit = 1u << unsigned(Cnt);
      if (Seen & Bit)
        return false;
      Seen |= Bit;
      if (!R.eat('&') && !R.eat(',') && R.endOfLine(Next))
        return true;
    }
  }

  bool sendMsg(int64_t &Simm16, uint32_t &Next) {
    if (R.atNumber())
      return R.number(Simm16) && Simm16 <= 0xFFFF && R.endOfLine(Next);
    llvm::StringRef Word;
    SendMsgFields Fields;
    if (!R.name(Word) || Word != "sendmsg" || !R.eat('('))
      return false;
    Fields.Msg.Defined = true;
    if (!messageField(Fields.Msg.Val, [&](llvm::StringRef Name) {
          return Fields.nameMessage(Name, Gen);
        }))
      return false;
    if (R.eat(',')) {
      Fields.Op.Defined = true;
      if (!messageField(Fields.Op.Val, [&](llvm::StringRef Name) {
            return Fields.nameOperation(Name, Gen);
          }))
        return false;
      if (R.eat(',')) {
        Fields.Stream.Defined = true;
        if (!value(Fields.Stream.Val))
          return false;
      }
    }
    return R.eat(')') && !encodeSendMsg(Fields, Gen, Simm16) &&
           R.endOfLine(Next);
  }

  bool delay(int64_t &Simm16, uint32_t &Next) {
    Simm16 = 0;
    unsigned Seen = 0;
    for (;;) {
      llvm::StringRef Field, Value;
      if (!R.name(Field) || !R.eat('(') || !R.name(Value) || !R.eat(')') ||
          setDelayField(Field, Value, Simm16, Seen) != DelayVerdict::Ok)
        return false;
      if (!R.eat('|'))
        return R.endOfLine(Next);
    }
  }

  /// An expression of numbers and variables with constant values, which
  /// the parser would fold to the same constant: llvm-mc substitutes such
  /// variables on sight. An operator with a second reading ("//", "<=",
  /// "&&", a unary '!'), and arithmetic the evaluator refuses, are left to
  /// the parser.
  bool expression(int64_t &Value, unsigned MinPrecedence = 1) {
    if (++Depth > MaxDepth || !operand(Value))
      return false;
    for (;;) {
      ExprOp Op = ExprOp::Add;
      unsigned Length;
      unsigned Precedence = binaryOperator(Op, Length);
      if (Precedence < MinPrecedence) {
        --Depth;
        return true;
      }
      R.skip(Length);
      int64_t Rhs;
      // GNU operators of one precedence associate to the left.
      if (!expression(Rhs, Precedence + 1) ||
          binaryOp(Op, Value, Rhs, Value) != EvalError::None)
        return false;
    }
  }

  bool immediate(int64_t &Value, uint32_t &Next) {
    return value(Value) && R.endOfLine(Next);
  }

  /// Whether the operand used a variable, which makes it mean something
  /// else where the variable has another value.
  bool namedVariable() const { return Variables != 0; }
  /// The counter of an s_waitcnt whose one variable was its value, and
  /// the variable.
  std::optional<std::pair<llvm::StringRef, uint32_t>> variableCounter() const {
    if (Variables != 1 || VariableCounter.empty())
      return std::nullopt;
    return std::make_pair(VariableCounter, LastVariable);
  }

private:
  bool operand(int64_t &Value) {
    ExprOp Unary;
    switch (R.peek()) {
    case '-':
      Unary = ExprOp::Neg;
      break;
    case '~':
      Unary = ExprOp::Not;
      break;
    case '+':
      Unary = ExprOp::Plus;
      break;
    case '(':
      R.skip(1);
      return expression(Value) && R.eat(')');
    default:
      return value(Value);
    }
    R.skip(1);
    if (++Depth > MaxDepth || !operand(Value))
      return false;
    --Depth;
    Value = unaryOp(Unary, Value);
    return true;
  }
  /// The binary operator at the cursor and its GNU precedence, from the
  /// parser's table (binaryPrecedence), or 0. Only the operators whose bytes
  /// the lexer reads one way are taken: "||", "&&", "//", "/*", "<=" and
  /// the like are left to the parser.
  unsigned binaryOperator(ExprOp &Op, unsigned &Length) const {
    Tok K;
    Length = 1;
    switch (R.peek()) {
    case '+':
      K = Tok::Plus;
      break;
    case '-':
      K = Tok::Minus;
      break;
    case '^':
      K = Tok::Caret;
      break;
    case '*':
      K = Tok::Star;
      break;
    case '%':
      K = Tok::Percent;
      break;
    case '|':
      K = R.peekAfter() == '|' ? Tok::Other : Tok::Pipe;
      break;
    case '&':
      K = R.peekAfter() == '&' ? Tok::Other : Tok::Amp;
      break;
    case '/':
      K = R.peekAfter() == '/' || R.peekAfter() == '*' ? Tok::Other
                                                       : Tok::Slash;
      break;
    case '<':
      K = R.peekAfter() == '<' ? Tok::LessLess : Tok::Other;
      Length = 2;
      break;
    case '>':
      K = R.peekAfter() == '>' ? Tok::GreaterGreater : Tok::Other;
      Length = 2;
      break;
    default:
      return 0;
    }
    return binaryPrecedence(K, Op);
  }

  /// A message or an operation: a name the tables know (Named takes it),
  /// or a value.
  template <typename NameFn> bool messageField(int64_t &Value, NameFn Named) {
    if (R.atNumber())
      return R.number(Value);
    llvm::StringRef Name;
    return R.name(Name) && (Named(Name) || variable(Name, Value));
  }
  /// The constant a variable stands for: "." and relocation variants
  /// (sym@lo) are the parser's.
  bool variable(llvm::StringRef Name, int64_t &Value) {
    if (Name == "." || Name.contains('@'))
      return false;
    uint32_t Sym = Syms.lookup(Name);
    if (Sym == NoSymbol)
      return false;
    std::optional<int64_t> Inlined = inlinedValue(Syms, Sym);
    if (!Inlined)
      return false;
    Value = *Inlined;
    ++Variables;
    LastVariable = Sym;
    return true;
  }

  LineReader &R;
  Generation Gen;
  const SymbolTable &Syms;
  unsigned Variables = 0;
  uint32_t LastVariable = NoSymbol;
  llvm::StringRef VariableCounter;
  /// Parentheses and unary operators open, bounded so that a line of them
  /// cannot exhaust the stack; a deeper expression is the parser's.
  unsigned Depth = 0;
  static constexpr unsigned MaxDepth = 64;
};
} // namespace

namespace {
/// An instruction line the quick path has read and not yet reported.
struct QuickInstruction {
  MemoizedInstruction Read;
  /// Where the next line starts.
  uint32_t Next;
  bool NamedVariable;
  /// What the memo keeps of a line that named a variable, when it can.
  std::optional<MemoizedInstruction> Template;
};
} // namespace

// The operand and the end of the line after Mnemonic, which R is past.
static bool readInstruction(LineReader &R, llvm::StringRef Mnemonic,
                            Generation Gen, const SymbolTable &Syms,
                            QuickInstruction &I) {
  // A mnemonic is followed by a blank; anything else makes the line a
  // label, an assignment or an error.
  if (R.cursor() == Mnemonic.end())
    return false;
  const InstrInfo *Info = lookupInstr(Mnemonic);
  int Opcode = Info ? Info->Opcode[unsigned(Gen)] : -1;
  if (Opcode < 0)
    return false;
  I.Read.Info = Info;
  I.Read.Opcode = uint8_t(Opcode);
  int64_t &Simm16 = I.Read.Simm16;
  OperandReader Operands(R, Gen, Syms);
  bool Read = false;
  switch (Info->Operand) {
  case OperandKind::Waitcnt:
    Read = Operands.waitcnt(Simm16, I.Next);
    break;
  case OperandKind::SendMsg:
    Read = Operands.sendMsg(Simm16, I.Next);
    break;
  case OperandKind::Delay:
    Read = Operands.delay(Simm16, I.Next);
    break;
  case OperandKind::Immediate:
    Read = Operands.immediate(Simm16, I.Next);
    break;
  }
  I.NamedVariable = Operands.namedVariable();
  if (auto Hole = Operands.variableCounter(); Read && Hole) {
    const CounterName &Row = *lookupCounterByName(Hole->first);
    const CounterLayout &Counter =
        waitcntLayout(Gen).Counters[unsigned(Row.Cnt)];
    I.Template = I.Read;
    I.Template->Simm16 = Counter.encode(unsigned(Simm16), Counter.max());
    I.Template->VarCounter = uint8_t(&Row - CounterNames);
    I.Template->VarSym = Hole->second;
  }
  return Read;
}

// A line kept with a hole for a variable's value, filled with the value the
// variable has now; false when it has none, or one the counter refuses, for
// the line to be read again the usual way.
static bool fillVariable(const SymbolTable &Syms, Generation Gen,
                         MemoizedInstruction &I) {
  std::optional<int64_t> Value = inlinedValue(Syms, I.VarSym);
  return Value && setCounter(waitcntLayout(Gen), CounterNames[I.VarCounter],
                             *Value, I.Simm16) == CounterVerdict::Ok;
}

// Inline: the loop that replays known lines calls it for most lines.
LLVM_ATTRIBUTE_ALWAYS_INLINE void
Parser::reportQuickInstruction(const MemoizedInstruction &I) {
  uint32_t Word = encodeSopp(I.Opcode, uint16_t(I.Simm16));
  if (Room && Room->Next != Room->End && Gate->passesThrough()) {
    // An object's .text, most lines of a large file: the word alone.
    llvm::support::endian::write32le(Room->Next, Word);
    Room->Next += sizeof(uint32_t);
  } else if (Sink) {
    // The gate's instruction event commits the statement.
    Gate->instruction(I.Info->Mnemonic, Word, I.Simm16, Address);
  }
  Address += 4;
}

// The same bytes read the same way, so what was read from the line at From
// is kept, keyed by them (LineMemo::keepable).
void Parser::keepLine(const char *Line, LineMemo::Key Key, uint32_t From,
                      uint32_t Begin, uint32_t Next, MemoizedInstruction Read) {
  if (!LineMemo::keepable(Key, From, Begin, Next))
    return;
  Read.BeginDelta = uint8_t(Begin - From);
  Memo.insert(Line, Key, Read);
}

std::optional<llvm::StringRef>
gfxas::labelNameAhead(llvm::StringRef Source, uint32_t From, size_t Window) {
  const char *Begin = Source.data() + From;
  const char *End =
      Source.data() + std::min(Source.size(), size_t(From) + Window);
  auto IsNameChar = [](char C) {
    return chars::CharClasses[(unsigned char)C] & chars::IdChar;
  };
  for (const char *P = Begin; P < End;) {
    auto *Colon = static_cast<const char *>(std::memchr(P, ':', End - P));
    if (!Colon)
      return std::nullopt;
    const char *NameBegin = Colon;
    while (NameBegin > Begin && IsNameChar(NameBegin[-1]))
      --NameBegin;
    const char *LineBegin = NameBegin;
    while (LineBegin > Begin && (LineBegin[-1] == ' ' || LineBegin[-1] == '\t'))
      --LineBegin;
    if (NameBegin < Colon && (LineBegin == Begin || LineBegin[-1] == '\n'))
      return llvm::StringRef(NameBegin, size_t(Colon - NameBegin));
    P = Colon + 1;
  }
  return std::nullopt;
}

// Without the read-ahead thread's notes (a listing, or an object the pass
// reads alone), the pass finds the next label itself, and its slot in the
// name index is fetched a few hundred nanoseconds of other lines before the
// label needs it. A wrong guess costs a wasted prefetch and nothing else.
void Parser::prefetchNextLabel(uint32_t From) {
  if (std::optional<llvm::StringRef> Name =
          labelNameAhead(Source, From, /*Window=*/4096))
    Syms.prefetchName(NameIndex::slotHint(*Name));
}

// A run of lines the read-ahead thread read: its words, as
// reportQuickInstruction writes them one by one.
void Parser::takeRun(const ReadAheadRun &Run) {
  beginStatement(Run.LastStatement);
  llvm::ArrayRef<uint32_t> Words = Ahead->words(Run);
  while (!Words.empty()) {
    size_t Fit = std::min<size_t>(Words.size(),
                                  (Room->End - Room->Next) / sizeof(uint32_t));
    if (Fit && Gate->passesThrough()) {
      if constexpr (llvm::endianness::native == llvm::endianness::little) {
        std::memcpy(Room->Next, Words.data(), Fit * sizeof(uint32_t));
        Room->Next += Fit * sizeof(uint32_t);
      } else {
        for (uint32_t Word : Words.take_front(Fit)) {
          llvm::support::endian::write32le(Room->Next, Word);
          Room->Next += sizeof(uint32_t);
        }
      }
      Words = Words.drop_front(Fit);
      Address += 4 * Fit;
      continue;
    }
    // The sink makes room again, and keeps nothing but the word.
    Gate->instruction("", Words.front(), 0, Address);
    Words = Words.drop_front();
    Address += 4;
  }
  QuickFrom = Run.End;
  // A line the memo cannot know is read straight away.
  if (Run.EndsAtStatement) {
    MissAt = Run.End;
    MissKey = {};
  }
}

// Most lines of a large file come this way, in a loop of their own.
void Parser::replayKnownLines() {
  uint32_t From = *QuickFrom;
  MissKey = {};
  // The memo's scan reads whole words, which the last bytes of the source
  // may not have.
  if (std::optional<uint32_t> KeyLimit =
          LineMemo::lastKeyStart(Source.size(), LastNewline)) {
    uint32_t Limit = *KeyLimit;
    // The lines a read-ahead run stands for are the run's.
    uint32_t RunBegin = Ahead ? Ahead->nextBegin() : UINT32_MAX;
    LineMemo::Key Key;
    if (From <= Limit)
      Key = LineMemo::keyOf(Source.data() + From);
    while (From <= Limit) {
      if (From >= RunBegin) {
        QuickFrom = From;
        MissAt = ~0u;
        return;
      }
      const MemoizedInstruction *Seen = Memo.find(Source.data() + From, Key);
      MemoizedInstruction Filled;
      if (Seen && Seen->VarSym != MemoizedInstruction::NoVariable) {
        Filled = *Seen;
        Seen = fillVariable(Syms, Gen, Filled) ? &Filled : nullptr;
      }
      if (!Seen) {
        MissKey = Key;
        break;
      }
      // The next line's entry is fetched while this line is reported.
      uint32_t Next = From + Key.Length;
      if (Next <= Limit) {
        Key = LineMemo::keyOf(Source.data() + Next);
        Memo.prefetch(Key);
      }
      beginStatement(From + Seen->BeginDelta);
      if (Seen->Info)
        reportQuickInstruction(*Seen);
      else if (Seen->Kind == MemoizedInstruction::LineKind::Blank && Sink)
        Sink->blankLine();
      From = Next;
    }
  }
  QuickFrom = MissAt = From;
}

bool Parser::parseQuickLine() {
  if (Ahead && *QuickFrom >= Ahead->nextBegin())
    if (const ReadAheadRun *Run = Ahead->runAt(*QuickFrom)) {
      takeRun(*Run);
      return true;
    }
  if (*QuickFrom != MissAt) {
    uint32_t Start = *QuickFrom;
    replayKnownLines();
    if (*QuickFrom != Start)
      return true;
  }
  LineMemo::Key Key = MissKey;
  uint32_t From = *QuickFrom;
  if (From > LastNewline)
    return false;
  const char *Line = Source.data() + From;
  LineReader R(Source, From);
  R.skipBlanks();
  uint32_t Begin = R.pos();
  uint32_t Next;
  if (bool Blank = R.newline(Next); Blank || R.comment(Next)) {
    beginStatement(Begin);
    if (Blank && Sink)
      Sink->blankLine();
    MemoizedInstruction NoStatement{};
    if (Blank)
      NoStatement.Kind = MemoizedInstruction::LineKind::Blank;
    keepLine(Line, Key, From, Begin, Next, NoStatement);
    QuickFrom = Next;
    return true;
  }
  llvm::StringRef Name;
  if (!R.name(Name))
    return false;

  if (R.eat(':')) {
    if (!R.endOfLine(Next))
      return false;
    beginStatement(Begin);
    labelStatement(Name, Begin, /*EndsStatement=*/true);
    // A label costs a trip to memory once the names outgrow the cache; the
    // next one's is started now, a few hundred nanoseconds of other lines
    // before it is needed.
    if (Ahead) {
      if (std::optional<uint32_t> Hint = Ahead->labelAfter(Begin))
        Syms.prefetchName(*Hint);
    } else if (Syms.size() >= ScoutLabelsFrom) {
      prefetchNextLabel(Next);
    }
    if (Sink)
      Gate->commit();
    QuickFrom = Next;
    return true;
  }
  if (R.eat('=')) {
    ExprNode Value;
    Value.Op = ExprOp::Constant;
    Value.Loc = R.pos();
    OperandReader Right(R, Gen, Syms);
    if (Name == "." || R.peek() == '=' || !Right.expression(Value.Value) ||
        !R.endOfLine(Next))
      return false;
    beginStatement(Begin);
    Rhs.assign(1, Value);
    assign(Name, AssignKind::Equal, Value.Loc);
    if (StmtFailure != Failure::None) {
      // The recovery from a failed statement depends on what the lexer
      // finds after it.
      Lex.reset(Next);
      QuickFrom.reset();
      recoverFromFailure();
    } else {
      QuickFrom = Next;
    }
    if (Sink)
      Gate->commit();
    return true;
  }

  QuickInstruction I;
  if (!readInstruction(R, Name, Gen, Syms, I))
    return false;
  beginStatement(Begin);
  reportQuickInstruction(I.Read);
  if (!I.NamedVariable)
    keepLine(Line, Key, From, Begin, I.Next, I.Read);
  else if (I.Template)
    keepLine(Line, Key, From, Begin, I.Next, *I.Template);
  QuickFrom = I.Next;
  return true;
}

namespace {
/// The read-ahead thread's reading of a line: the quick path's, with no
/// symbols, so that a line whose operand names one is left to the pass.
/// Blank lines are the pass's too, since a listing shows them.
class SymbolFreeLines final : public ReadAheadReader {
  using LineKind = MemoizedInstruction::LineKind;

public:
  SymbolFreeLines(llvm::StringRef Source, Generation Gen)
      : Source(Source), Gen(Gen) {
    size_t Newline = Source.rfind('\n');
    if (Newline != llvm::StringRef::npos)
      Limit = LineMemo::lastKeyStart(Source.size(), uint32_t(Newline));
  }

  void leave(uint32_t Begin, uint32_t Target, ReadAheadChunk &C) override {
    // Where read() stops: the first line start at or after Target, or
    // past the last one the memo's scan may read from.
    uint32_t From = Begin;
    if (Limit && From <= *Limit && From < Target)
      From = std::min(nextLine(Target - 1), nextLine(*Limit));
    C.End = From;
    C.Last = !Limit || From > *Limit;
  }

  void read(uint32_t Begin, uint32_t Target, ReadAheadChunk &C) override {
    uint32_t From = Begin;
    std::optional<ReadAheadRun> Run;
    auto EndRun = [&](bool AtStatement) {
      if (!Run)
        return;
      Run->End = From;
      Run->NumWords = C.Words.size() - Run->FirstWord;
      Run->EndsAtStatement = AtStatement;
      C.Runs.push_back(*Run);
      Run.reset();
    };
    LineMemo::Key Key;
    if (Limit && From <= *Limit)
      Key = LineMemo::keyOf(Source.data() + From);
    while (Limit && From <= *Limit && From < Target) {
      const MemoizedInstruction *Line = Key.Length ? read(From, Key) : nullptr;
      uint32_t Next = Key.Length ? From + Key.Length : nextLine(From);
      // The next line's entry is fetched while this one is kept.
      LineMemo::Key NextKey;
      if (Next <= *Limit) {
        NextKey = LineMemo::keyOf(Source.data() + Next);
        Memo.prefetch(NextKey);
      }
      if (!Line) {
        EndRun(RefusedStatement);
        if (!Label.empty())
          C.Labels.push_back({From, NameIndex::slotHint(Label)});
      } else {
        if (!Run)
          Run = ReadAheadRun{
              From, 0, From + Line->BeginDelta, 0, uint32_t(C.Words.size()), 0};
        if (Line->Info)
          C.Words.push_back(encodeSopp(Line->Opcode, uint16_t(Line->Simm16)));
        Run->LastStatement = From + Line->BeginDelta;
      }
      From = Next;
      Key = NextKey;
    }
    EndRun(false);
    C.End = From;
    C.Last = !Limit || From > *Limit;
  }

private:
  /// The line start after From; past the source when no newline follows.
  uint32_t nextLine(uint32_t From) const {
    size_t Newline = Source.find('\n', From);
    return Newline == llvm::StringRef::npos ? uint32_t(Source.size()) + 1
                                            : uint32_t(Newline + 1);
  }

  /// What the line at From stands for, when it is a word or nothing at all
  /// (a comment); null when the pass must read it, with RefusedStatement
  /// set when the line is a label, an assignment or blank.
  const MemoizedInstruction *read(uint32_t From, LineMemo::Key Key) {
    const char *Line = Source.data() + From;
    RefusedStatement = false;
    Label = {};
    if (const MemoizedInstruction *Seen = Memo.find(Line, Key)) {
      RefusedStatement = Seen->Kind == LineKind::Blank;
      return Seen->Kind == LineKind::Statement ? Seen : nullptr;
    }
    // As parseQuickLine reads a line it has not seen.
    LineReader R(Source, From);
    R.skipBlanks();
    uint32_t Begin = R.pos(), Next;
    Fresh = MemoizedInstruction{};
    if (R.newline(Next)) {
      Fresh.Kind = LineKind::Blank;
    } else if (!R.comment(Next)) {
      llvm::StringRef Name;
      if (!R.name(Name))
        return nullptr;
      if (R.peek() == ':' || R.peek() == '=') {
        RefusedStatement = true;
        if (R.peek() == ':')
          Label = Name;
        return nullptr;
      }
      QuickInstruction I;
      if (!readInstruction(R, Name, Gen, NoSymbols, I) || I.NamedVariable) {
        // Its bytes alone decide that, so the whole line is the key.
        Fresh.Kind = LineKind::PassOnly;
        if (LineMemo::keepable(Key, From, Begin, From + Key.Length)) {
          Fresh.BeginDelta = uint8_t(Begin - From);
          Memo.insert(Line, Key, Fresh);
        }
        return nullptr;
      }
      Fresh = I.Read;
      Next = I.Next;
    }
    if (!LineMemo::keepable(Key, From, Begin, Next))
      return nullptr;
    Fresh.BeginDelta = uint8_t(Begin - From);
    Memo.insert(Line, Key, Fresh);
    RefusedStatement = Fresh.Kind == LineKind::Blank;
    return Fresh.Kind == LineKind::Statement ? &Fresh : nullptr;
  }

  llvm::StringRef Source;
  Generation Gen;
  /// The last line start the memo's scan may read from; none when the
  /// source is too short for it.
  std::optional<uint32_t> Limit;
  LineMemo Memo;
  const SymbolTable NoSymbols{/*KeepHistory=*/false};
  MemoizedInstruction Fresh;
  bool RefusedStatement = false;
  /// The name before the colon when the line read last looks like a label.
  llvm::StringRef Label;
};
} // namespace

std::unique_ptr<ReadAheadReader>
gfxas::readSymbolFreeLines(llvm::StringRef Source, Generation Gen) {
  return std::make_unique<SymbolFreeLines>(Source, Gen);
}
