//===- Lexer.h - Tokens of llvm-mc's assembly syntax ------------*- C++ -*-===//
//
// A hand-written lexer over the source buffer that reproduces llvm-mc's
// AsmLexer for the subset gfxas reads: the same token boundaries, the same
// literal forms and the same (sometimes surprising) error recovery.
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_LIB_SYNTAX_LEXER_H
#define GFXAS_LIB_SYNTAX_LEXER_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Compiler.h"
#include <array>
#include <cstdint>
#include <optional>

namespace gfxas {

enum class Tok : uint8_t {
  Eof,
  EndOfStatement,
  Error,
  Identifier,
  String,
  Integer,
  BigNum, // an integer literal wider than 64 bits
  Real,
  LParen,
  RParen,
  LBrac,
  RBrac,
  Comma,
  Colon,
  Equal,
  EqualEqual,
  Plus,
  Minus,
  MinusGreater, // "->", which llvm-mc's lexer reads as one token
  Tilde,
  Exclaim,
  ExclaimEqual,
  Star,
  Slash,
  Percent,
  Amp,
  AmpAmp,
  Pipe,
  PipePipe,
  Caret,
  Less,
  LessEqual,
  LessLess,
  LessGreater,
  Greater,
  GreaterEqual,
  GreaterGreater,
  Hash,
  Dollar,
  At,
  Other,
};

// The members are ordered to pack the token into 32 bytes: it is copied
// for every token read.
struct Token {
  Tok Kind = Tok::Eof;
  /// EndOfStatement: true when produced by a newline rather than a comment.
  bool IsNewline = false;
  /// EndOfStatement: the line was a C preprocessor's line marker,
  /// '# LINE "FILE" ...', which llvm-mc's lexer makes a statement of its own
  /// (a HashDirective) and whose end of statement is the line's newline.
  bool IsLineMarker = false;
  uint32_t Begin = 0, End = 0;
  /// Offset of the first block comment right before this token, or NoComment.
  /// llvm-mc lexes block comments as tokens, which shows in error recovery.
  uint32_t CommentBefore = ~0u;
  /// Integer and Real: the value (a Real holds its IEEE-754 bit pattern).
  /// Error: where the lexer began to read it (lexStart).
  /// Identifier: 0, or the length of the name when the token holds more
  /// ('$' joined to an integer leaves out the C suffix: $7LL is $7).
  int64_t IntVal = 0;
  /// Error: llvm-mc's lexer message, which its parser prints where it steps
  /// over the token with its own lex (Lexer::lex).
  const char *Message = nullptr;

  /// Where llvm-mc's lexer began to read the token, which its TokError
  /// reports at: an error token begins where its message points, which for
  /// a bad sign after a float's fraction is the sign ("1.0+1").
  uint32_t lexStart() const {
    return Kind == Tok::Error ? uint32_t(IntVal) : Begin;
  }
};

constexpr uint32_t NoComment = ~0u;

/// Told of each error token the parser steps over with Lexer::lex(), as
/// llvm-mc's AsmParser::Lex reports the lexer's message there.
class LexErrorHandler {
public:
  virtual ~LexErrorHandler();
  virtual void lexicalError(const Token &T) = 0;
};

class Lexer {
public:
  explicit Lexer(llvm::StringRef Buffer, LexErrorHandler *Handler = nullptr)
      : Buf(Buffer), Handler(Handler) {}

  const Token &tok() const { return Cur; }
  Tok kind() const { return Cur.Kind; }
  bool is(Tok K) const { return Cur.Kind == K; }
  llvm::StringRef text(const Token &T) const {
    uint32_t Size = T.End - T.Begin;
    if (LLVM_UNLIKELY(T.Kind == Tok::Identifier && T.IntVal))
      Size = uint32_t(T.IntVal);
    return Buf.substr(T.Begin, Size);
  }
  llvm::StringRef text() const { return text(Cur); }
  /// What llvm-mc's parser joins to an '@' as a name (AsmToken's string):
  /// an integer's without the C suffix its lexer steps over (7LL is 7),
  /// except a hexadecimal one's, which keeps it.
  llvm::StringRef nameText(const Token &T) const;
  /// The contents of a String token, without the quotes.
  llvm::StringRef stringContents(const Token &T) const {
    return Buf.substr(T.Begin + 1, T.End - T.Begin - 2);
  }
  bool atEndOfStatement() const {
    return Cur.Kind == Tok::EndOfStatement || Cur.Kind == Tok::Eof;
  }

  /// The parser's lex, llvm-mc's AsmParser::Lex: past an error token it
  /// reports the token to the handler, if there is one, and then steps over
  /// the token after it too (the lexer's message is raised with
  /// MCAsmParser::Error, whose own lex takes the error token, before
  /// AsmParser::Lex takes one more).
  void lex() {
    RawStep = false;
    if (LLVM_UNLIKELY(Cur.Kind == Tok::Error) && Handler)
      return lexPastError();
    step();
  }
  /// Past the current token without a word, as llvm-mc's raw Lexer.Lex()
  /// (in MCAsmParser::Error, which replaces the lexer's message at an error
  /// token with the parser's, and in eatToEndOfStatement).
  void lexRaw() {
    RawStep = true;
    step();
  }
  /// The current token was reached by the raw lexer (lexRaw(),
  /// skipStatement()): at the end of an included file, llvm-mc's parser
  /// then stops, where its own lex goes back to the file that included it.
  bool reachedRaw() const { return RawStep; }
  /// What llvm-mc's parser calls isAtStartOfStatement: the last token
  /// stepped over was the end of a statement, and no block comment came
  /// after it (stepping over a comment token clears it).
  bool consumedEndOfStatement() const { return ConsumedEnd; }
  /// The token after the current one, without consuming anything. The
  /// parser asks at most once per token, and lex() then takes it as is.
  const Token &peek();
  /// The next token is K as llvm-mc's target parser peeks
  /// (AMDGPUAsmParser::peekToken): its raw lexer returns a block comment as
  /// a token of its own, so a comment between makes the answer no.
  bool peekIs(Tok K) {
    const Token &Next = peek();
    return Next.Kind == K && Next.CommentBefore == NoComment;
  }
  bool hasPeeked() const { return HasPeeked; }
  /// The line number and file name of the line marker at Begin.
  static std::optional<std::pair<int64_t, llvm::StringRef>>
  lineMarkerAt(llvm::StringRef Buffer, uint32_t Begin);
  llvm::StringRef buffer() const { return Buf; }
  uint32_t position() const { return Pos; }
  /// Restarts lexing at byte Offset (used by the second pass).
  void reset(uint32_t Offset);
  /// Lexes Buffer from here on, which holds the old one's bytes at the same
  /// offsets (it grew, or ends elsewhere); reset() then says where.
  void setBuffer(llvm::StringRef Buffer) { Buf = Buffer; }
  /// Skips to the start of the next statement, like llvm-mc's
  /// eatToEndOfStatement, which steps over error tokens without a word.
  void skipStatement();
  /// Steps over a '#' just after a label, and the rest of the statement:
  /// llvm-mc's parser reads them as tokens to the statement's end
  /// (parseStringToEndOfStatement), which is not always the line's: a bad
  /// character literal takes the newline with it.
  void skipHashAfterLabel();
  /// Where the end of the statement skipStatement() last stepped over
  /// began: the newline, or the comment that ran to it.
  uint32_t lastStatementEnd() const { return LastStatementEnd; }
  /// The first CR or LF at or after From, or the buffer's size.
  uint32_t lineEndFrom(uint32_t From) const;

private:
  void step() {
    Tok Before = Cur.Kind;
    if (HasPeeked) {
      Cur = Peeked;
      restore(AfterPeeked);
      HasPeeked = false;
    } else {
      next(Cur);
    }
    ConsumedEnd =
        Before == Tok::EndOfStatement && Cur.CommentBefore == NoComment;
  }
  LLVM_ATTRIBUTE_NOINLINE void lexPastError();
  void next(Token &T);
  void nextToken(Token &T);
  LLVM_ATTRIBUTE_NOINLINE Token nextTokenSlow();
  Token lexDigit(uint32_t Start);
  Token lexDollar(uint32_t Start);
  Token lexCharLiteral(uint32_t Start);
  Token lexFloat(uint32_t Start);
  Token make(Tok K, uint32_t Start) const {
    return {K, false, false, Start, Pos, NoComment};
  }
  Token makeError(uint32_t Start, const char *Message) const {
    return makeError(Start, Message, Start);
  }
  Token makeError(uint32_t Start, const char *Message,
                  uint32_t LexStart) const {
    Token T = make(Tok::Error, Start);
    T.IntVal = LexStart;
    T.Message = Message;
    return T;
  }
  int peekChar(uint32_t Ahead = 0) const {
    return Pos + Ahead < Buf.size() ? (unsigned char)Buf[Pos + Ahead] : -1;
  }

  struct State {
    uint32_t Pos;
    uint32_t PendingComment;
    bool AtLineStart;
    bool AtStatementStart;
  };
  State save() const {
    return {Pos, PendingComment, AtLineStart, AtStatementStart};
  }
  void restore(const State &S) {
    Pos = S.Pos;
    PendingComment = S.PendingComment;
    AtLineStart = S.AtLineStart;
    AtStatementStart = S.AtStatementStart;
  }

  llvm::StringRef Buf;
  LexErrorHandler *Handler;
  uint32_t Pos = 0;
  bool ConsumedEnd = true;
  bool RawStep = false;
  bool AtLineStart = true;
  uint32_t PendingComment = NoComment;
  bool AtStatementStart = true;
  Token Cur;
  bool HasPeeked = false;
  /// peek() is lexing: llvm-mc's lexer takes no line marker then.
  bool Peeking = false;
  uint32_t LastStatementEnd = 0;
  Token Peeked;
  State AfterPeeked;
};

/// The lexer accounts for every byte of Buffer: read from the start to the
/// end of the buffer, its tokens (error tokens included) come in order, and
/// the bytes between them are blanks, line ends or comments. Returns the
/// offset of the first byte it does not account for, or none. For the fuzz
/// targets and tests: it reads the buffer twice.
std::optional<uint32_t> firstUnaccountedByte(llvm::StringRef Buffer);

/// The lexer's character classes, a constant table read in its inner loops.
namespace chars {
enum CharClass : uint8_t {
  IdStart = 1,
  IdChar = 2,
  Digit = 4,
  Blank = 8,         // what separates tokens on a line (a NUL byte counts)
  PlainIdStart = 16, // starts a name and nothing else ('.' and '$' may not)
};

constexpr std::array<uint8_t, 256> makeCharClasses() {
  std::array<uint8_t, 256> T{};
  for (int C = 0; C < 256; ++C) {
    bool Alpha = (C >= 'a' && C <= 'z') || (C >= 'A' && C <= 'Z');
    bool Dig = C >= '0' && C <= '9';
    uint8_t K = 0;
    if (Alpha || C == '_' || C == '.' || C == '$')
      K |= IdStart;
    if (Alpha || Dig || C == '_' || C == '.' || C == '$' || C == '?' ||
        C == '@')
      K |= IdChar;
    if (Dig)
      K |= Digit;
    if (C == ' ' || C == '\t' || C == 0)
      K |= Blank;
    if (Alpha || C == '_')
      K |= PlainIdStart;
    T[C] = K;
  }
  return T;
}
inline constexpr std::array<uint8_t, 256> CharClasses = makeCharClasses();

/// C is a character or -1 for the end of the buffer.
inline bool hasClass(int C, uint8_t K) {
  return C >= 0 && (CharClasses[unsigned(C)] & K);
}
} // namespace chars

inline bool isIdentifierStart(int C) {
  return chars::hasClass(C, chars::IdStart);
}
inline bool isIdentifierChar(int C) {
  return chars::hasClass(C, chars::IdChar);
}

} // namespace gfxas

#endif
