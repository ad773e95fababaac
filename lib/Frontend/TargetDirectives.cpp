//===- TargetDirectives.cpp - AMDGPU's own directives ---------------------===//
//
// The directives llvm-mc's AMDGPU parser reads itself
// (AMDGPUAsmParser::ParseDirective), under every triple: .amdgcn_target.
//
//===----------------------------------------------------------------------===//

#include "Frontend/Parser.h"

using namespace gfxas;

// AMDGPUAsmParser::ParseDirectiveAMDGCNTarget: the string must be the target
// id of -triple, -mcpu and -mattr. Nothing is listed, and llvm-mc does not
// look for the end of the statement: the rest of the line is a statement of
// its own (an empty one, unless a comment ends the line).
bool Parser::parseAmdgcnTarget() {
  uint32_t Loc = Lex.tok().Begin;
  std::string Id;
  if (!parseEscapedString(Id))
    return false;
  if (Id != Record.TargetId) {
    error(Loc, ".amdgcn_target directive's target id " + Id +
                   " does not match the specified target id " +
                   Record.TargetId);
    return false;
  }
  return true;
}

// AMDGPUAsmParser::ParseDirectiveAMDHSACodeObjectVersion, under amdhsa: an
// absolute expression that starts with a number or a name (else, with no
// message, llvm-mc takes the directive for one it does not know), taken as
// 32 bits. As for .amdgcn_target, the rest of the line is a statement of
// its own.
bool Parser::parseCodeObjectVersion(uint32_t Loc) {
  if (!Lex.is(Tok::Integer) && !Lex.is(Tok::Identifier)) {
    error(Loc, "unknown directive");
    return false;
  }
  int64_t Value;
  if (!parseAbsoluteOperand(Value))
    return false;
  CodeObjectVersion = uint32_t(Value);
  if (Sink)
    Sink->codeObjectVersion(uint32_t(Value));
  return true;
}
