//===- Formats.cpp - The encodings of the scalar instruction formats -----===//
//
// From the AMDGPU ISA manuals, as llvm-mc 19 encodes them. A format has a
// layout on each generation it exists on.
//
//===----------------------------------------------------------------------===//

#include "Target/Formats.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/ErrorHandling.h"
#include <vector>

using namespace gfxas;

static constexpr FormatField Sop1Fields[] = {{"sdst", {16, 7}},
                                             {"ssrc0", {0, 8}}};
static constexpr FormatField Sop1DstFields[] = {{"sdst", {16, 7}}};
static constexpr FormatField Sop1SrcFields[] = {{"ssrc0", {0, 8}}};
static constexpr FormatField Sop2Fields[] = {
    {"sdst", {16, 7}}, {"ssrc0", {0, 8}}, {"ssrc1", {8, 8}}};
static constexpr FormatField Sop2SrcFields[] = {{"ssrc0", {0, 8}},
                                                {"ssrc1", {8, 8}}};
// K has no bits in the instruction word: it is the literal that follows.
static constexpr FormatField Sop2AkFields[] = {
    {"sdst", {16, 7}}, {"ssrc0", {0, 8}}, {"ssrc1", {8, 8}}, {"k", {0, 0}}};
static constexpr FormatField Sop2MkFields[] = {
    {"sdst", {16, 7}}, {"ssrc0", {0, 8}}, {"k", {0, 0}}, {"ssrc1", {8, 8}}};
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

// The scalar ALU's and SOPP's layouts are one word, the same on every
// generation.
static constexpr FormatLayout SoppLayout = {
    1, {23, 9}, 0x17F, {16, 7}, SoppFields};
static constexpr FormatLayout SopcLayout = {
    1, {23, 9}, 0x17E, {16, 7}, SopcFields};
static constexpr FormatLayout Sop1Layout = {
    1, {23, 9}, 0x17D, {8, 8}, Sop1Fields};
static constexpr FormatLayout Sop1DstLayout = {
    1, {23, 9}, 0x17D, {8, 8}, Sop1DstFields};
static constexpr FormatLayout Sop1SrcLayout = {
    1, {23, 9}, 0x17D, {8, 8}, Sop1SrcFields};
static constexpr FormatLayout SopkLayout = {
    1, {28, 4}, 0xB, {23, 5}, SopkFields};
static constexpr FormatLayout SopkSetregLayout = {
    1, {28, 4}, 0xB, {23, 5}, SopkSetregFields};
static constexpr FormatLayout SopkImmLayout = {
    1, {28, 4}, 0xB, {23, 5}, SopkImmFields};
static constexpr FormatLayout SopkImm32Layout = {
    1, {28, 4}, 0xB, {23, 5}, SopkImm32Fields};
static constexpr FormatLayout Sop2Layout = {
    1, {30, 2}, 0x2, {23, 7}, Sop2Fields};
static constexpr FormatLayout Sop2SrcLayout = {
    1, {30, 2}, 0x2, {23, 7}, Sop2SrcFields};
static constexpr FormatLayout Sop2AkLayout = {
    1, {30, 2}, 0x2, {23, 7}, Sop2AkFields};
static constexpr FormatLayout Sop2MkLayout = {
    1, {30, 2}, 0x2, {23, 7}, Sop2MkFields};

/// One layout on every generation.
static constexpr std::array<const FormatLayout *, NumGenerations>
onEveryGeneration(const FormatLayout &L) {
  std::array<const FormatLayout *, NumGenerations> Layouts{};
  for (const FormatLayout *&Slot : Layouts)
    Slot = &L;
  return Layouts;
}

// The variants of a format (the same marker) follow it, in the order a
// decoder tries them.
static constexpr FormatInfo Formats[] = {
    {Format::SOPP, "SOPP", onEveryGeneration(SoppLayout)},
    {Format::SOPC, "SOPC", onEveryGeneration(SopcLayout)},
    {Format::SOP1, "SOP1", onEveryGeneration(Sop1Layout)},
    {Format::SOP1Dst, "SOP1", onEveryGeneration(Sop1DstLayout)},
    {Format::SOP1Src, "SOP1", onEveryGeneration(Sop1SrcLayout)},
    {Format::SOPK, "SOPK", onEveryGeneration(SopkLayout)},
    {Format::SOPKSetreg, "SOPK", onEveryGeneration(SopkSetregLayout)},
    {Format::SOPKImm, "SOPK", onEveryGeneration(SopkImmLayout)},
    {Format::SOPKImm32, "SOPK", onEveryGeneration(SopkImm32Layout)},
    {Format::SOP2, "SOP2", onEveryGeneration(Sop2Layout)},
    {Format::SOP2Src, "SOP2", onEveryGeneration(Sop2SrcLayout)},
    {Format::SOP2AK, "SOP2", onEveryGeneration(Sop2AkLayout)},
    {Format::SOP2MK, "SOP2", onEveryGeneration(Sop2MkLayout)},
};

const FormatInfo &gfxas::formatInfo(Format F) {
  for (const FormatInfo &Info : Formats)
    if (Info.Fmt == F)
      return Info;
  llvm_unreachable("every format has a row");
}

namespace {
/// Each generation's formats in decoding order, built on first use.
class DecodeOrder {
public:
  DecodeOrder() {
    for (unsigned G = 0; G < NumGenerations; ++G) {
      for (const FormatInfo &F : Formats)
        if (F.Layouts[G])
          Order[G].push_back(&F);
      llvm::stable_sort(
          Order[G], [G](const FormatInfo *A, const FormatInfo *B) {
            return A->Layouts[G]->Marker.Width > B->Layouts[G]->Marker.Width;
          });
    }
  }
  llvm::ArrayRef<const FormatInfo *> of(Generation G) const {
    return Order[unsigned(G)];
  }

private:
  std::vector<const FormatInfo *> Order[NumGenerations];
};
} // namespace

llvm::ArrayRef<const FormatInfo *> gfxas::formatsByDecodeOrder(Generation G) {
  static const DecodeOrder Order;
  return Order.of(G);
}
