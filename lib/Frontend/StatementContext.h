//===- StatementContext.h - What the parser's parts share -------*- C++ -*-===//
//
// The state every part of the parser (conditional assembly, instructions,
// the directives) works on: the source and its lexer, the statement being
// parsed and how it failed, the pass, and where diagnostics go. The parts
// take it by reference instead of reaching into the Parser, which owns it
// and everything else.
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_LIB_FRONTEND_STATEMENTCONTEXT_H
#define GFXAS_LIB_FRONTEND_STATEMENTCONTEXT_H

#include "Frontend/SourceSpace.h"
#include "Syntax/Lexer.h"
#include "gfxas/Assembler.h"
#include "gfxas/Expr.h"
#include <optional>
#include <vector>

namespace gfxas {

class Evaluator;
class ExprParser;

class StatementContext : private LexErrorHandler {
public:
  enum class Mode : uint8_t {
    PassOne,
    /// Reports only from a given statement on (see Parser.h).
    PassTwo,
    /// Pass one and pass two at once, until a statement looks ahead.
    Speculative,
  };
  /// How the current statement failed, which decides llvm-mc's recovery:
  /// with an error before its end was read, or after it (whose
  /// MCAsmParser::Error then steps over an error token that starts the next
  /// statement), or before the end, which was then read all the same.
  enum class Failure : uint8_t { None, BeforeEnd, AfterEnd, BeforeEndRead };

  StatementContext(SourceSpace &Space, Mode M)
      : Space(Space), Source(Space.text()),
        Lex(Space.text().take_front(Space.fileSize()), this), M(M) {}
  StatementContext(const StatementContext &) = delete;
  StatementContext &operator=(const StatementContext &) = delete;

  bool isPassTwo() const { return M == Mode::PassTwo; }
  bool isPassOne() const { return M == Mode::PassOne; }
  /// A statement number past every statement of the file and of its
  /// expansions.
  static constexpr uint32_t endOfFile() { return UINT32_MAX - 1; }
  /// A speculative pass has met a statement that needs a later definition.
  virtual void abandonSpeculation() = 0;

  /// llvm-mc's MCAsmParser::Error, which also steps over an error token
  /// where it stands: the parser's message replaces the lexer's.
  /// RangeEnd: where llvm-mc's underline ends (Diagnostic::RangeEnd).
  void error(uint32_t Loc, const llvm::Twine &Msg,
             uint32_t RangeEnd = Diagnostic::NoOffset);
  void reportError(uint32_t Loc, const llvm::Twine &Msg,
                   uint32_t RangeEnd = Diagnostic::NoOffset);
  /// An error of a directive that has read its end of statement: llvm-mc
  /// then recovers as after an instruction.
  void errorAfterEnd(uint32_t Loc, const llvm::Twine &Msg);
  void warning(uint32_t Loc, const llvm::Twine &Msg);
  void note(uint32_t Loc, const llvm::Twine &Msg);
  /// Every diagnostic of pass two goes out here, where the error limit is
  /// kept. Without CallNotes, no "while in macro instantiation" notes
  /// follow: llvm-mc's MCContext::reportError (its streamer's errors)
  /// prints none.
  void report(const Diagnostic &D, bool CallNotes = true);
  /// The end of a statement that failed, as llvm-mc's Run loop has it: an
  /// error token it stopped on is reported if nothing else was, and the
  /// rest of the statement skipped.
  void endStatement();
  bool parseEndOfStatement();
  /// Consumes a K token, or reports Message at the current one.
  bool skipToken(Tok K, const char *Message);
  /// llvm-mc's MCAsmParser::parseIdentifier.
  std::optional<llvm::StringRef> parseIdentifier();
  /// parseIdentifier, or "expected identifier".
  std::optional<llvm::StringRef> parseSymbolName();

  /// Moves the lexer to Offset, in the buffer of the space that holds it
  /// (the file or an instantiation): the token there is the current one.
  void jumpTo(uint32_t Offset);

  SourceSpace &Space;
  /// Space's text, which grows with each instantiation.
  llvm::StringRef Source;
  Lexer Lex;
  /// Where each active instantiation was called, the outermost first:
  /// llvm-mc notes each after every diagnostic.
  std::vector<uint32_t> ActiveCalls;
  /// The last C preprocessor line marker ('# LINE "FILE"') read outside an
  /// instantiation: llvm-mc's DiagHandler names the diagnostics of its
  /// buffer after it, by FILE and the line counted from LINE.
  struct LineMarker {
    uint32_t Loc = 0;
    int64_t Line = 0;
    std::string File;
  } Marker;
  /// Reads the line marker at Loc; in an instantiation only when a macro's
  /// definition is read (InDefinition), as llvm-mc does.
  void noteLineMarker(uint32_t Loc, bool InDefinition = false);
  Mode M;
  /// Where the pass reports, while it does; else null.
  AsmSink *Sink = nullptr;
  AssembleResult Result;
  /// The current statement's "time": one past its first byte's offset, so
  /// that definitions are ordered the same way in both passes.
  uint32_t Stmt = 0;
  Failure StmtFailure = Failure::None;
  /// The current section's location counter: where the statement's bytes
  /// go.
  uint32_t Address = 0;
  bool ErrorReported = false;
  bool InInstruction = false;
  /// Nonzero while diagnostics are parsed only for their side effects.
  unsigned Suppress = 0;
  /// The error limit was reached: nothing more is reported.
  bool Stopped = false;
  /// The pass reads no further statement.
  bool Ended = false;

protected:
  ~StatementContext() override = default;

private:
  /// D as llvm-mc prints it after the line marker.
  Diagnostic marked(const Diagnostic &D) const;
  /// The parser stepped over an error token (Lexer::lex).
  void lexicalError(const Token &T) override;
};

/// llvm-mc's AsmParser::parseAbsoluteExpression: an expression at the
/// lexer (its nodes in Nodes), absolute on what is defined so far, or
/// "expected absolute expression" at its start.
bool parseAbsoluteExpression(StatementContext &Ctx, ExprParser &Exprs,
                             Evaluator &Eval, std::vector<ExprNode> &Nodes,
                             int64_t &Value);

} // namespace gfxas

#endif
