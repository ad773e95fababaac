//===- FileDirective.cpp - .file ------------------------------------------===//
//
// llvm-mc's AsmParser::parseDirectiveFile. amdgcn's MCAsmInfo has no
// single-parameter .file, so `.file "name"` is read, checked and then
// ignored: llvm-mc lists nothing and its object gets no STT_FILE symbol.
// `.file N "name"` is a DWARF line-table file, which llvm-mc lists and
// whose object gets debug sections gfxas does not write: gfxas refuses it.
//
//===----------------------------------------------------------------------===//

#include "Frontend/Parser.h"

using namespace gfxas;

void Parser::parseFileDirective() {
  if (Lex.is(Tok::Integer)) {
    error(Lex.tok().Begin, "gfxas: .file with a file number (DWARF line "
                           "information) is not supported");
    return;
  }
  std::string Path;
  if (!parseEscapedString(Path))
    return;
  // A directory and a file name, or the md5 and source keywords, need a
  // file number.
  if (Lex.is(Tok::String)) {
    error(Lex.tok().Begin, "explicit path specified, but no file number");
    return;
  }
  while (!Lex.atEndOfStatement()) {
    if (!Lex.is(Tok::Identifier)) {
      error(Lex.tok().Begin, "unexpected token in '.file' directive");
      return;
    }
    llvm::StringRef Keyword = Lex.text();
    Lex.lex();
    error(Lex.tok().Begin,
          Keyword == "md5"      ? "MD5 checksum specified, but no file number"
          : Keyword == "source" ? "source specified, but no file number"
                                : "unexpected token in '.file' directive");
    return;
  }
}
