//===- Formats.cpp - The encodings of the scalar instruction formats -----===//
//
// From the AMDGPU ISA manuals, as llvm-mc 19 encodes them; the same on every
// generation from gfx6 to gfx12.
//
//===----------------------------------------------------------------------===//

#include "Target/Formats.h"
#include "llvm/ADT/STLExtras.h"

using namespace gfxas;

static constexpr FormatField Sop1Fields[] = {{"sdst", {16, 7}},
                                             {"ssrc0", {0, 8}}};
static constexpr FormatField Sop1DstFields[] = {{"sdst", {16, 7}}};
static constexpr FormatField Sop1SrcFields[] = {{"ssrc0", {0, 8}}};
static constexpr FormatField Sop2Fields[] = {
    {"sdst", {16, 7}}, {"ssrc0", {0, 8}}, {"ssrc1", {8, 8}}};
static constexpr FormatField SopcFields[] = {{"ssrc0", {0, 8}},
                                             {"ssrc1", {8, 8}}};
static constexpr FormatField SopkFields[] = {{"sdst", {16, 7}},
                                             {"simm16", {0, 16}}};
static constexpr FormatField SopkSetregFields[] = {{"simm16", {0, 16}},
                                                   {"sdst", {16, 7}}};
// llvm-mc's s_version has no sdst: its disassembler ignores the field, and
// its encoder writes 0 there.
static constexpr FormatField SopkImmFields[] = {{"simm16", {0, 16}}};
// s_setreg_imm32_b32's second operand is the literal word alone: a field
// of no bits in the instruction word.
static constexpr FormatField SopkImm32Fields[] = {{"simm16", {0, 16}},
                                                  {"imm32", {0, 0}}};
// llvm-mc's SOPP instructions without an operand have simm16 fixed at 0
// (fixed_imm): s_barrier with simm16 1 disassembles as an invalid word.
static constexpr FormatField SoppFields[] = {
    {"simm16", {0, 16}, /*ClearWhenUnused=*/true}};

// Listed longest marker first, which is the decoder's order; the variants
// of a format (the same marker) follow it.
static constexpr FormatInfo Formats[] = {
    {Format::SOPP, "SOPP", {23, 9}, 0x17F, {16, 7}, SoppFields},
    {Format::SOPC, "SOPC", {23, 9}, 0x17E, {16, 7}, SopcFields},
    {Format::SOP1, "SOP1", {23, 9}, 0x17D, {8, 8}, Sop1Fields},
    {Format::SOP1Dst, "SOP1", {23, 9}, 0x17D, {8, 8}, Sop1DstFields},
    {Format::SOP1Src, "SOP1", {23, 9}, 0x17D, {8, 8}, Sop1SrcFields},
    {Format::SOPK, "SOPK", {28, 4}, 0xB, {23, 5}, SopkFields},
    {Format::SOPKSetreg, "SOPK", {28, 4}, 0xB, {23, 5}, SopkSetregFields},
    {Format::SOPKImm, "SOPK", {28, 4}, 0xB, {23, 5}, SopkImmFields},
    {Format::SOPKImm32, "SOPK", {28, 4}, 0xB, {23, 5}, SopkImm32Fields},
    {Format::SOP2, "SOP2", {30, 2}, 0x2, {23, 7}, Sop2Fields},
};

const FormatInfo &gfxas::formatInfo(Format F) {
  for (const FormatInfo &Info : Formats)
    if (Info.Fmt == F)
      return Info;
  llvm_unreachable("every format has a row");
}

llvm::ArrayRef<FormatInfo> gfxas::formatsByDecodeOrder() { return Formats; }
