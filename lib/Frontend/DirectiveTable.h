//===- DirectiveTable.h - Which unit reads which directive ------*- C++ -*-===//
//
// Every directive is a row of Directives.def: its spelling, the family of
// directives (and so the unit) that reads it, and what tells it apart from
// the other spellings of its family. The parser looks a statement's first
// name up here once, and dispatches on the family.
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_LIB_FRONTEND_DIRECTIVETABLE_H
#define GFXAS_LIB_FRONTEND_DIRECTIVETABLE_H

#include "gfxas/Target.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>

namespace gfxas {

enum class DirectiveFamily : uint8_t {
  Conditional, // Arg: the CondDirective
  End,
  Section,
  Globl,
  SymbolAttribute,
  Common, // Arg: 1 for .lcomm
  Assign, // Arg: the AssignKind
  Align,  // Arg: the fill's size, with AlignPow2 for a power of two
  Org,
  Fill,
  Zero,
  Data, // Arg: the size of a value
  Real, // Arg: the size of a value
  Octa,
  LEB128, // Arg: 1 when signed
  String, // Arg: 1 when zero-terminated
  File,
  Message,
  AmdgcnTarget,
  CodeObjectVersion,
  Macro,   // Arg: the MacroDirective
  Include, // Arg: 1 for .incbin
  HsaMetadata,
  AmdhsaKernel,
  HsaMetadataV2,
  Ident,
};

/// A set of OSes, one bit per TargetOS.
using TargetOsMask = uint8_t;
constexpr TargetOsMask osBit(TargetOS OS) {
  return TargetOsMask(1u << unsigned(OS));
}
constexpr TargetOsMask AnyOS = 0xff;

/// The conditional directives, which llvm-mc reads even in a skipped block.
enum CondDirective : uint8_t {
  CondIf,
  CondIfEq,
  CondIfGe,
  CondIfGt,
  CondIfLe,
  CondIfLt,
  CondIfNe,
  CondIfB,
  CondIfNb,
  CondIfC,
  CondIfNc,
  CondIfEqs,
  CondIfNes,
  CondIfDef,
  CondIfNDef,
  CondElseIf,
  CondElse,
  CondEndIf,
};

/// The macro language's directives.
enum MacroDirective : uint8_t {
  MacroDefine,
  MacroEnd, // .endm and .endmacro
  MacroExit,
  MacroPurge,
  Rept, // .rept and .rep
  Irp,
  Irpc,
  Endr,
};

/// An alignment directive's Arg: the operand is a power of two (.p2align)
/// rather than a count of bytes (amdgcn's .align counts bytes).
constexpr uint8_t AlignPow2 = 0x80;

struct DirectiveRow {
  llvm::StringLiteral Spelling;
  DirectiveFamily Family;
  uint8_t Arg;
  /// Matched as written (llvm-mc's ELF parser's own), not lower-cased.
  bool ExactCase;
  /// The triples' OSes it is read under.
  TargetOsMask OSes;
};

/// The directive a statement's first name spells under OS, or null.
const DirectiveRow *lookupDirective(llvm::StringRef Name, TargetOS OS);

/// A directive llvm-mc's AMDGPU parser reads (AMDGPUAsmParser::
/// ParseDirective), which compares the directive's token as written: a
/// quoted name (".amdgcn_target") is none of its directives.
constexpr bool isTargetDirective(DirectiveFamily F) {
  return F == DirectiveFamily::AmdgcnTarget ||
         F == DirectiveFamily::CodeObjectVersion ||
         F == DirectiveFamily::HsaMetadata ||
         F == DirectiveFamily::HsaMetadataV2 ||
         F == DirectiveFamily::AmdhsaKernel;
}

} // namespace gfxas

#endif
