//===- NameKeyTable.h - Short names to row numbers --------------*- C++ -*-===//
//
// The instruction statement's mnemonic and every operand that may be a named
// register are looked up in a fixed table of names. Each slot of this open
// addressing table holds its name's key (the first and last eight bytes and
// the length), which for a name of up to 16 bytes is the name itself: most
// lookups end without a loop over the bytes or a call.
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_LIB_SUPPORT_NAMEKEYTABLE_H
#define GFXAS_LIB_SUPPORT_NAMEKEYTABLE_H

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Endian.h"
#include <array>
#include <cstdint>

namespace gfxas {

#ifdef GFXAS_NO_SPEEDUPS
/// The plain path of a build without the speedups (Support/Speedups.h): the
/// same answers from a StringMap.
template <unsigned Bits> class NameKeyTable {
public:
  static constexpr uint16_t None = UINT16_MAX;
  void insert(llvm::StringRef Name, uint16_t Row) {
    Rows.try_emplace(Name, Row);
  }
  template <typename NameOfFn>
  uint16_t find(llvm::StringRef Name, NameOfFn) const {
    auto It = Rows.find(Name);
    return It == Rows.end() ? None : It->second;
  }

private:
  llvm::StringMap<uint16_t> Rows;
};
#else

/// Names to row numbers (below 0xffff) in a table of 2^Bits slots, kept at
/// most half full by the caller.
template <unsigned Bits> class NameKeyTable {
public:
  static constexpr uint16_t None = UINT16_MAX;

  NameKeyTable() { Slots.fill({}); }

  void insert(llvm::StringRef Name, uint16_t Row) {
    Key K = keyOf(Name);
    unsigned Slot = K.hash();
    while (Slots[Slot].Row != None)
      Slot = (Slot + 1) & (Size - 1);
    Slots[Slot] = {K, Row};
  }

  /// Name's row, or None. NameOf(Row) gives a row's name: only a name of
  /// over 16 bytes, whose key is not all of it, is compared.
  template <typename NameOfFn>
  uint16_t find(llvm::StringRef Name, NameOfFn NameOf) const {
    Key K = keyOf(Name);
    for (unsigned Slot = K.hash();; Slot = (Slot + 1) & (Size - 1)) {
      const Entry &E = Slots[Slot];
      if (E.Row == None)
        return None;
      if (E.K == K && (Name.size() <= 16 || NameOf(E.Row) == Name))
        return E.Row;
    }
  }

private:
  static constexpr unsigned Size = 1u << Bits;

  struct Key {
    uint64_t First = 0, Last = 0, Length = 0;
    bool operator==(const Key &O) const {
      return First == O.First && Last == O.Last && Length == O.Length;
    }
    unsigned hash() const {
      uint64_t H = (First ^ (Last * 0xC2B2AE3D27D4EB4Full) ^ Length) *
                   0x9E3779B97F4A7C15ull;
      return unsigned(H >> (64 - Bits));
    }
  };
  struct Entry {
    Key K;
    uint16_t Row = None;
  };

  static Key keyOf(llvm::StringRef Name) {
    Key K;
    size_t N = K.Length = Name.size();
    if (N >= 8) {
      K.First = llvm::support::endian::read64le(Name.data());
      K.Last = llvm::support::endian::read64le(Name.data() + N - 8);
      return K;
    }
    for (size_t I = 0; I < N; ++I)
      K.First |= uint64_t(uint8_t(Name[I])) << (8 * I);
    return K;
  }

  std::array<Entry, Size> Slots;
};
#endif

} // namespace gfxas

#endif
