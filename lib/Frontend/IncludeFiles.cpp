//===- IncludeFiles.cpp - .include and the files it enters ---------------===//

#include "Frontend/IncludeFiles.h"
#include "llvm/ADT/Twine.h"

using namespace gfxas;

const SourceSpace::Buffer *IncludeFiles::find(llvm::StringRef Name,
                                              uint32_t CallLoc,
                                              uint32_t IncludedAt) {
  if (const SourceSpace::Buffer *Made = Ctx.Space.madeFor(CallLoc))
    return Made;
  std::string Path, Contents;
  if (!Reader || !*Reader || !(*Reader)(Name, Path, Contents))
    return nullptr;
  return Ctx.Space.include(CallLoc, Contents, Path, IncludedAt);
}

bool IncludeFiles::enter(llvm::StringRef Name, uint32_t CallLoc) {
  uint32_t Return = Ctx.Lex.tok().Begin;
  const SourceSpace::Buffer *File = find(Name, CallLoc, Return);
  if (!File)
    return false;
  if (Returns.size() == MaxDepth) {
    Ctx.reportError(CallLoc, "gfxas: .include nested more than " +
                                 llvm::Twine(MaxDepth) + " files deep");
    return true;
  }
  Returns.push_back(Return);
  Ctx.jumpTo(File->Begin);
  return true;
}

bool IncludeFiles::leave(LastStatement Last) {
  if (Returns.empty() || Last == LastStatement::FailedDirective ||
      Last == LastStatement::Skipped)
    return false;
  Ctx.jumpTo(Returns.back());
  Returns.pop_back();
  // A failed statement's recovery takes the end of statement with it, by
  // the raw lexer: an end of file right after it is not left either.
  if (Last == LastStatement::FailedInstruction &&
      Ctx.Lex.is(Tok::EndOfStatement)) {
    Ctx.Lex.lex();
    if (Ctx.Lex.is(Tok::Eof))
      return false;
  }
  return true;
}

bool IncludeFiles::leaveAtEnd() {
  bool Left = false;
  while (Ctx.Lex.is(Tok::Eof) && leave(LastStatement::Passed))
    Left = true;
  return Left;
}

std::optional<llvm::StringRef> IncludeFiles::read(llvm::StringRef Name,
                                                  uint32_t CallLoc) {
  const SourceSpace::Buffer *File = find(Name, CallLoc, ~0u);
  if (!File)
    return std::nullopt;
  return Ctx.Space.text().slice(File->Begin, File->End);
}
