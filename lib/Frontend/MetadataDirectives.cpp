//===- MetadataDirectives.cpp - .amdgpu_metadata --------------------------===//
//
// The code object's metadata as llvm-mc 19 reads it under amdhsa
// (AMDGPUAsmParser::ParseDirectiveHSAMetadata): the text of the lines up to
// .end_amdgpu_metadata, read as YAML and checked by Target/HsaMetadata,
// listed back as YAML and written as an NT_AMDGPU_METADATA note in .note.
// Elsewhere the directive is unknown (Directives.def), and code object
// v2's .amd_amdgpu_hsa_metadata, unknown under amdhsa, an error.
//
//===----------------------------------------------------------------------===//

#include "Frontend/Parser.h"
#include "Target/HsaMetadata.h"
#include "llvm/BinaryFormat/ELF.h"

using namespace gfxas;

static constexpr llvm::StringLiteral EndDirective = ".end_amdgpu_metadata";

// The end of a statement takes its line break with it, a comment too; CR LF
// is one.
static uint32_t afterLineBreak(llvm::StringRef Source, uint32_t At) {
  if (At < Source.size() && Source[At] == '\r')
    ++At;
  else if (At < Source.size() && Source[At] == '\n')
    return At + 1;
  if (At < Source.size() && Source[At] == '\n')
    ++At;
  return At;
}

// The spaces and tabs of the source between From and To, without the
// block comments among them.
static void appendBlanks(llvm::StringRef Source, uint32_t From, uint32_t To,
                         std::string &Text) {
  for (uint32_t I = From; I < To; ++I) {
    if (Source[I] == '/' && I + 1 < To && Source[I + 1] == '*') {
      size_t Close = Source.find("*/", I + 2);
      I = Close == llvm::StringRef::npos ? To : uint32_t(Close) + 1;
    } else if (Source[I] == ' ' || Source[I] == '\t') {
      Text += Source[I];
    }
  }
}

// AMDGPUAsmParser::ParseToEndDirective collects the block with its lexer
// keeping spaces. A statement's spaces come first, each run a token of its
// own, and the parser's lex between them drops block comments; then, unless
// that token is .end_amdgpu_metadata as written, the statement's text from
// there to its end, where a comment begins, and its separator, "\n". A line
// that is only a comment is an empty one. A block comment that starts the
// line is no space: the raw lex of the line before stops on it, and it is
// the statement's text. The first statement is the rest of the directive's
// line, from its next token. The token after .end_amdgpu_metadata is where
// llvm-mc reports a block it refuses, and the rest of that line is a
// statement of its own.
bool Parser::parseHsaMetadata() {
  std::string Text;
  // Where the current statement starts, past the end of the one before;
  // none for the first.
  std::optional<uint32_t> From;
  uint32_t EndLoc = 0;
  while (true) {
    if (Lex.is(Tok::Eof)) {
      error(Lex.tok().Begin,
            "expected directive " + EndDirective + " not found");
      return false;
    }
    const Token &T = Lex.tok();
    bool CommentLeads = From && T.CommentBefore == *From;
    if (From && !CommentLeads)
      appendBlanks(Source, *From, T.Begin, Text);
    if (!CommentLeads && T.Kind == Tok::Identifier &&
        Lex.text() == EndDirective) {
      EndLoc = T.End;
      Lex.lex();
      break;
    }
    uint32_t Begin = CommentLeads ? *From : T.Begin;
    while (!Lex.atEndOfStatement())
      Lex.lexRaw();
    Text += Source.slice(Begin, Lex.tok().Begin);
    Text += '\n';
    if (Lex.is(Tok::Eof))
      continue;
    From = afterLineBreak(Source, Lex.lineEndFrom(Lex.tok().Begin));
    Lex.lexRaw();
  }

  HsaMetadataReading Reading = readHsaMetadata(Text);
  if (!Reading.Metadata) {
    // llvm-mc's YAML reader prints its error itself, in a buffer of its
    // own, and does not count them.
    for (const YamlProblem &P : Reading.Problems) {
      if (!Sink || Suppress || Stopped)
        break;
      Diagnostic D{Diagnostic::Kind::Error, EndLoc, P.Message};
      D.Foreign = std::make_shared<ForeignLocation>(
          ForeignLocation{"YAML", P.Line, P.Column, P.LineText, P.Ranges});
      Sink->diagnostic(D);
    }
    error(EndLoc, "invalid HSA metadata");
    return false;
  }
  if (Sink)
    Sink->hsaMetadata(Reading.Metadata->Yaml);
  emitHsaMetadataNote(Reading.Metadata->MessagePack);
  return true;
}

// AMDGPUTargetELFStreamer::EmitHSAMetadata and EmitNote: pushed into .note
// (allocated under amdhsa), the note's name size, description size and
// type, its name, padding to 4, the MessagePack and padding to 4, and
// popped back; the listing's streamer never leaves its section.
void Parser::emitHsaMetadataNote(llvm::StringRef MessagePack) {
  if (!pushStreamerSection(".note", llvm::ELF::SHT_NOTE, llvm::ELF::SHF_ALLOC,
                           0))
    return;
  // The owner with its NUL, as the note counts it.
  static constexpr llvm::StringRef Owner("AMDGPU\0", 7);
  std::string Header;
  for (uint32_t Word : {uint32_t(Owner.size()), uint32_t(MessagePack.size()),
                        uint32_t(llvm::ELF::NT_AMDGPU_METADATA)})
    for (unsigned I = 0; I < 4; ++I)
      Header += char(Word >> (8 * I));
  Header += Owner;
  if (emitUnlisted(0, Header) && emitUnlisted(2, MessagePack))
    emitUnlisted(2, "");
  Secs.popUnlisted();
}

// AMDGPUAsmParser::ParseDirective, for code object v2's metadata, which
// llvm-mc 19 no longer reads: an error at the token after the directive,
// and its block is read as statements.
void Parser::refuseHsaMetadataV2() {
  error(Lex.tok().Begin,
        ".amd_amdgpu_hsa_metadata directive is not available on non-amdhsa "
        "OSes");
}
