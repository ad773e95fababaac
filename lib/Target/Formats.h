//===- Formats.h - The encodings of the scalar instruction formats -*- C++
//-*-===//
//
// Each format is a row: the fixed bits that identify it, its opcode field,
// and the fields its operands go into. The encoder, the printer, the
// explainer and the disassembler all read these rows, so a word is split the
// same way everywhere.
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_LIB_TARGET_FORMATS_H
#define GFXAS_LIB_TARGET_FORMATS_H

#include "Target/TargetTables.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include <array>
#include <cassert>
#include <cstdint>

namespace gfxas {

/// The formats of FormatLayouts.def. SOP1Dst and SOP1Src are SOP1
/// instructions with one operand, in the destination field or in the source
/// field; the other field is 0. SOP2Src is SOP2 without a destination
/// (s_cbranch_g_fork); SOP2AK and SOP2MK are s_fmaak_f32 and s_fmamk_f32,
/// whose K operand is the literal word, last or between the sources. The
/// SOPK variants write their operands in another order or have other
/// fields: SOPKSetreg (simm16, then sdst), SOPKImm (simm16 alone) and
/// SOPKImm32 (simm16, then a 32-bit literal word).
enum class Format : uint8_t {
#define FORMAT(Fmt, Name, ...) Fmt,
#include "Target/FormatLayouts.def"
  NumFormats
};

/// The format of the branches llvm-mc's object writer relaxes on the
/// processors with the offset-0x3f bug (BranchOffset3fBugGens): s_branch
/// and s_cbranch_*; SOPK's (s_call_b64, s_subvector_loop_*) never are.
constexpr Format BranchOffset3fBugFormat = Format::SOPP;

/// A named operand field of a format: bits of the instruction, or two runs
/// of bits (SMEM's cache policy), the value's low bits in the first.
struct FormatField {
  llvm::StringLiteral Name;
  BitField Bits;
  /// The field of an instruction that has no operand there holds 0: a word
  /// with anything else is not that instruction.
  bool ClearWhenUnused = false;
  /// The run that holds the value's bits above Bits.Width, if any.
  BitField High = {0, 0};

  unsigned width() const { return Bits.Width + High.Width; }
  /// Value's bits where the field puts them.
  uint64_t place(uint64_t Value) const {
    return ((Value << Bits.Shift) & Bits.mask()) |
           (((Value >> Bits.Width) << High.Shift) & High.mask());
  }
  /// The field's value in an instruction's bits.
  unsigned get(uint64_t InstrBits) const {
    return Bits.get(InstrBits) | (High.get(InstrBits) << Bits.Width);
  }
  /// Its runs of bits, the low one first.
  llvm::SmallVector<BitField, 2> runs() const {
    llvm::SmallVector<BitField, 2> Runs{Bits};
    if (High.Width)
      Runs.push_back(High);
    return Runs;
  }
};

/// Bits that hold the same value in every instruction of a layout, besides
/// its marker: the variants of one marker that take their operands in other
/// shapes are told apart by them (SMEM's imm and soe bits).
struct FixedField {
  llvm::StringLiteral Name;
  BitField Bits;
  uint32_t Value;
};

/// Where a format's fields lie on one generation. An instruction of the
/// format is NumWords 32-bit words (a literal word may follow them), read as
/// one value of up to 64 bits: the second word holds bits 32 to 63.
struct FormatLayout {
  uint8_t NumWords;
  /// The bits above the opcode (or above the first field) that identify the
  /// format, and where they sit.
  BitField Marker;
  uint32_t MarkerValue;
  BitField Opcode;
  /// The fields the operands of an instruction of this format go into, in
  /// the order the operands are written.
  llvm::ArrayRef<FormatField> OperandFields;
  llvm::ArrayRef<FixedField> FixedFields;

  /// The marker's and the fixed fields' bits.
  uint64_t identityBits() const {
    uint64_t Bits = (uint64_t(MarkerValue) << Marker.Shift) & Marker.mask();
    for (const FixedField &F : FixedFields)
      Bits |= (uint64_t(F.Value) << F.Bits.Shift) & F.Bits.mask();
    return Bits;
  }
  bool matches(uint64_t Bits) const {
    if (Marker.get(Bits) != MarkerValue)
      return false;
    for (const FixedField &F : FixedFields)
      if (F.Bits.get(Bits) != F.Value)
        return false;
    return true;
  }
  unsigned opcodeOf(uint64_t Bits) const { return Opcode.get(Bits); }
  /// The marker's bits the first word holds: a format's words can be told
  /// from the first one alone.
  bool markedInFirstWord() const { return Marker.Shift + Marker.Width <= 32; }
  /// Whether the layouts have the same marker (variants of one format).
  bool sameMarker(const FormatLayout &Other) const {
    return Marker.Shift == Other.Marker.Shift &&
           Marker.Width == Other.Marker.Width &&
           MarkerValue == Other.MarkerValue;
  }
};

/// A format names its layout on each generation, as a row names its opcode
/// on each generation.
struct FormatInfo {
  Format Fmt;
  llvm::StringLiteral Name;
  /// Null where the format does not exist.
  std::array<const FormatLayout *, NumGenerations> Layouts;

  bool existsOn(Generation G) const { return Layouts[unsigned(G)]; }
  const FormatLayout &layout(Generation G) const {
    assert(existsOn(G) && "a row exists only where its format does");
    return *Layouts[unsigned(G)];
  }
};

/// The bits of an instruction of NumWords words at the start of Words.
inline uint64_t instructionBits(llvm::ArrayRef<uint32_t> Words,
                                unsigned NumWords) {
  uint64_t Bits = Words[0];
  if (NumWords > 1)
    Bits |= uint64_t(Words[1]) << 32;
  return Bits;
}

const FormatInfo &formatInfo(Format F);
/// The formats of generation G in the order a decoder must try them: the
/// longest marker first, since a shorter marker also matches the longer
/// ones' words; the variants of a format (the same layout's marker) follow
/// it in the order of the format table.
llvm::ArrayRef<const FormatInfo *> formatsByDecodeOrder(Generation G);

} // namespace gfxas

#endif
