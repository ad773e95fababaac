//===- IdentDirective.cpp - .ident ----------------------------------------===//
//
// llvm-mc's ELFAsmParser::ParseDirectiveIdent and MCELFStreamer::emitIdent:
// a string, kept as written between its quotes (escapes are not read),
// listed as such and written to .comment (SHF_MERGE | SHF_STRINGS, entries
// of 1 byte) with its NUL, after a NUL that starts the section's first.
//
//===----------------------------------------------------------------------===//

#include "Frontend/Parser.h"
#include "llvm/BinaryFormat/ELF.h"

using namespace gfxas;

void Parser::parseIdentDirective() {
  if (!Lex.is(Tok::String)) {
    error(Lex.tok().Begin, "expected string");
    return;
  }
  llvm::StringRef Data = Lex.stringContents(Lex.tok());
  Lex.lex();
  if (!Lex.atEndOfStatement()) {
    error(Lex.tok().Begin, "expected end of directive");
    return;
  }
  if (Sink)
    Sink->ident(Data);
  if (!pushStreamerSection(".comment", llvm::ELF::SHT_PROGBITS,
                           llvm::ELF::SHF_MERGE | llvm::ELF::SHF_STRINGS, 1))
    return;
  bool Written = SeenIdent ? true : emitUnlisted(0, llvm::StringRef("\0", 1));
  SeenIdent = true;
  if (Written && emitUnlisted(0, Data))
    emitUnlisted(0, llvm::StringRef("\0", 1));
  Secs.popUnlisted();
}
