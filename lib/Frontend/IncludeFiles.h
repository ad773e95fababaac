//===- IncludeFiles.h - .include and the files it enters -----*- C++ -*-===//
//
// llvm-mc's .include switches its lexer to the file, and back after the
// .include at the file's end; .incbin emits a file's bytes. Both find the
// file through the embedder's reader (the driver's searches the -I
// directories as llvm-mc's SourceMgr does). A file is read once, by the
// first pass that meets its directive, into the SourceSpace.
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_LIB_FRONTEND_INCLUDEFILES_H
#define GFXAS_LIB_FRONTEND_INCLUDEFILES_H

#include "Frontend/StatementContext.h"
#include <optional>
#include <vector>

namespace gfxas {

class IncludeFiles {
public:
  IncludeFiles(StatementContext &Ctx, const AsmSink::IncludeReader *Reader)
      : Ctx(Ctx), Reader(Reader) {}

  /// Enters the file Name (an .include at CallLoc, whose end of statement
  /// is the current token). False when no file is found.
  bool enter(llvm::StringRef Name, uint32_t CallLoc);
  /// At the end of a buffer: back to the end of the statement of the
  /// .include of the file that ended, which llvm-mc's parser reads again.
  /// False at the end of the source, and where llvm-mc stops reading: the
  /// raw lexer that skips the rest of a failed directive, or a statement
  /// of a skipped conditional block, does not leave the file (the target
  /// parser's skip of a failed instruction does).
  enum class LastStatement {
    Passed,
    FailedDirective,
    FailedInstruction,
    Skipped
  };
  bool leave(LastStatement Last);
  /// llvm-mc's AsmParser::Lex at the end of an included file: back to the
  /// end of statement of its .include, and out of the including file too
  /// where that .include ends it without a newline. False when the lexer
  /// is not at the end of an included file.
  bool leaveAtEnd();
  /// The bytes of the file Name, for an .incbin at CallLoc.
  std::optional<llvm::StringRef> read(llvm::StringRef Name, uint32_t CallLoc);

  /// A file that includes itself would go on until memory runs out in
  /// llvm-mc.
  static constexpr size_t MaxDepth = 64;

private:
  const SourceSpace::Buffer *find(llvm::StringRef Name, uint32_t CallLoc,
                                  uint32_t IncludedAt);

  StatementContext &Ctx;
  const AsmSink::IncludeReader *Reader;
  /// Where each open file's .include ended, the outermost first.
  std::vector<uint32_t> Returns;
};

} // namespace gfxas

#endif
