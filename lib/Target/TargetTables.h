//===- TargetTables.h - Per-generation instruction data ---------*- C++ -*-===//
//
// Everything that differs between generations lives in these tables, one row
// per name, each row carrying the generations it exists on. The parser, the
// encoder and the printer all read the same rows, so they cannot drift apart.
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_LIB_TARGETTABLES_H
#define GFXAS_LIB_TARGETTABLES_H

#include "gfxas/Target.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>

namespace gfxas {

inline bool inGens(GenMask Gens, Generation G) { return Gens & genBit(G); }

/// The generations whose processors have the branch offset 0x3f bug
/// (gfx1010-gfx1013), where llvm-mc's object writer relaxes a branch into
/// the branch and s_nop 0 (see Frontend/BranchPadding.h), a new instruction
/// without a location.
constexpr GenMask BranchOffset3fBugGens = genBit(Generation::GFX10);

//===-- Bit fields --------------------------------------------------------===//

/// Bits Shift to Shift + Width - 1 of a value of up to 64 bits: an
/// instruction of one or two words (the second word's bits are 32 to 63), or
/// a field's sub-fields.
struct BitField {
  uint8_t Shift, Width;
  constexpr uint64_t mask() const {
    return (Width >= 64 ? ~uint64_t(0) : (uint64_t(1) << Width) - 1) << Shift;
  }
  /// The field's value in Bits.
  constexpr unsigned get(uint64_t Bits) const {
    return unsigned((Bits & mask()) >> Shift);
  }
};

//===-- Floating-point inline constants------------------------------------===//

/// A floating-point inline constant: its operand code, its single, double
/// and half bit patterns, how llvm-mc prints it for a 32-bit (and a 16-bit)
/// and a 64-bit operand, and the generations that have it. A plain immediate
/// that holds Bits prints as Text too (s_nop 0x40000000 prints as s_nop 2.0).
struct InlineFloat {
  uint8_t Code;
  uint32_t Bits;
  uint64_t DoubleBits;
  uint16_t HalfBits;
  llvm::StringLiteral Text, DoubleText;
  GenMask Gens;
};

llvm::ArrayRef<InlineFloat> allInlineFloats();
/// The inline constant Bits is on G, or null.
const InlineFloat *lookupInlineFloat(uint32_t Bits, Generation G);
/// The inline constant whose half is Bits on G, or null.
const InlineFloat *lookupInlineHalf(uint16_t Bits, Generation G);
/// The inline constant of operand code Code, on any generation, or null.
const InlineFloat *lookupInlineFloatCode(unsigned Code);

//===-- s_version ---------------------------------------------------------===//

/// The UC_VERSION_* constants llvm-mc predefines: a code object version in
/// s_version's bits 7:0, and flag bits above it.
struct UcVersion {
  llvm::StringLiteral Name;
  uint8_t Code;
};
struct UcVersionFlag {
  llvm::StringLiteral Name;
  uint16_t Bit;
};
constexpr BitField UcVersionCodeBits = {0, 8};
llvm::ArrayRef<UcVersion> allUcVersions();
llvm::ArrayRef<UcVersionFlag> allUcVersionFlags();
const UcVersion *lookupUcVersion(unsigned Code);

} // namespace gfxas

#endif
