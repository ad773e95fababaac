//===- Formats.cpp - The encodings of the scalar instruction formats -----===//
//
// The rows of FormatLayouts.def, which utils/gen-instr-table reads too. A
// format has a layout on each generation it exists on.
//
//===----------------------------------------------------------------------===//

#include "Target/Formats.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/ErrorHandling.h"
#include <iterator>
#include <vector>

using namespace gfxas;

#define FIELD(Name, Shift, Width)                                              \
  FormatField {                                                                \
    #Name, { Shift, Width }                                                    \
  }
#define FIELD_CLEAR(Name, Shift, Width)                                        \
  FormatField { #Name, {Shift, Width}, /*ClearWhenUnused=*/true }
#define FIELD_SPLIT(Name, Shift, Width, HighShift, HighWidth)                  \
  FormatField {                                                                \
    #Name, {Shift, Width}, false, { HighShift, HighWidth }                     \
  }
#define FIXED(Name, Shift, Width, Value)                                       \
  FixedField { #Name, {Shift, Width}, Value }
#define FIXED_BITS(...) __VA_ARGS__
// A layout may have no fields (SMEM's s_dcache_inv): the arrays start with
// a placeholder, which the layout leaves out.
#define FORMAT_LAYOUT_FIXED(Id, Words, MarkerShift, MarkerWidth, MarkerValue,  \
                            OpcodeShift, OpcodeWidth, Fixed, ...)              \
  static constexpr FormatField Id##Fields[] = {FormatField{"", {0, 0}},        \
                                               __VA_ARGS__};                   \
  static constexpr FixedField Id##Identity[] = {FixedField{"", {0, 0}, 0},     \
                                                Fixed};                        \
  static constexpr FormatLayout Id##Layout = {                                 \
      Words,                                                                   \
      {MarkerShift, MarkerWidth},                                              \
      MarkerValue,                                                             \
      {OpcodeShift, OpcodeWidth},                                              \
      {Id##Fields + 1, std::size(Id##Fields) - 1},                             \
      {Id##Identity + 1, std::size(Id##Identity) - 1}};                        \
  static constexpr const FormatLayout *Id##Ptr = &Id##Layout;
#define FORMAT_LAYOUT(Id, Words, MarkerShift, MarkerWidth, MarkerValue,        \
                      OpcodeShift, OpcodeWidth, ...)                           \
  FORMAT_LAYOUT_FIXED(Id, Words, MarkerShift, MarkerWidth, MarkerValue,        \
                      OpcodeShift, OpcodeWidth, , __VA_ARGS__)
#include "Target/FormatLayouts.def"
#undef FIELD
#undef FIELD_CLEAR
#undef FIELD_SPLIT
#undef FIXED
#undef FIXED_BITS

// Where a format does not exist.
static constexpr const FormatLayout *NO_LAYOUTPtr = nullptr;
#define L(Id) Id##Ptr
#define FORMAT(Fmt, Name, G6, G7, G8, G9, G10, G10_3, G11, G12)                \
  {Format::Fmt,                                                                \
   #Name,                                                                      \
   {L(G6), L(G7), L(G8), L(G9), L(G10), L(G10_3), L(G11), L(G12)}},
static constexpr FormatInfo Formats[] = {
#include "Target/FormatLayouts.def"
};
#undef L

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
