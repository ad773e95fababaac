//===- TaggedSets.h - Slots found by a hash's tag, in sets ------*- C++ -*-===//
//
// The listing's printed lines are kept in this kind of table (once the
// parser's statement cache was too): slots of a few hundred bytes in sets
// of a few ways, picked by the top bits of a hash. A look-up reads the set's
// tags, an array small enough to stay in the processor's cache, and a slot only
// when its tag is the hash's, so that a miss never reads the slots. A set's
// ways are filled in turn, the oldest making room, and a slot is filled only
// for a hash offered before (SecondSighting). The tables are zero pages of
// their own, mapped at the first slot filled: a small file touches only the
// pages its lines land on.
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_LIB_SUPPORT_TAGGEDSETS_H
#define GFXAS_LIB_SUPPORT_TAGGEDSETS_H

#include "Support/SecondSighting.h"
#include "Support/ZeroedArray.h"
#include <cstddef>
#include <cstdint>

namespace gfxas {

template <typename Slot, unsigned SetBits, unsigned Ways> class TaggedSets {
public:
  /// The slot of Hash's set with Hash's tag that Matches accepts, or null.
  template <typename Pred> const Slot *find(uint64_t Hash, Pred Matches) const {
    if (!Tags)
      return nullptr;
    const size_t First = setOf(Hash) * Ways;
    const uint64_t Tag = tagOf(Hash);
    for (size_t At = First; At < First + Ways; ++At)
      if (Tags[At] == Tag && Matches(Slots[At]))
        return &Slots[At];
    return nullptr;
  }

  /// The slot to fill for Hash, in place of the oldest of its set; null
  /// the first time Hash is offered, or when the tables cannot be mapped.
  Slot *replace(uint64_t Hash) {
    if (!Admission.offer(Hash) || (!Tags && !allocate()))
      return nullptr;
    // The ways are filled in turn: lines that share a set all stay, up to
    // the number of ways (a way fixed by the hash made a cache
    // direct-mapped, and a quarter of a file of 4,000 distinct lines
    // missed).
    const size_t Set = setOf(Hash);
    const size_t At = Set * Ways + NextWay[Set];
    NextWay[Set] = (NextWay[Set] + 1) % Ways;
    Tags[At] = tagOf(Hash);
    return &Slots[At];
  }

private:
  static constexpr size_t Sets = size_t(1) << SetBits;
  static size_t setOf(uint64_t Hash) { return Hash >> (64 - SetBits); }
  /// Never 0, which marks an empty way.
  static uint64_t tagOf(uint64_t Hash) { return Hash | 1; }
  bool allocate() {
    if (Tags.allocate(Sets * Ways) && Slots.allocate(Sets * Ways) &&
        NextWay.allocate(Sets))
      return true;
    Tags.reset();
    Slots.reset();
    NextWay.reset();
    return false;
  }

  ZeroedArray<uint64_t> Tags;
  ZeroedArray<Slot> Slots;
  /// Each set's way that the next slot it fills is.
  ZeroedArray<uint8_t> NextWay;
  SecondSighting Admission;
};

} // namespace gfxas

#endif
