//===- SecondSighting.h - Keep what is seen twice ---------------*- C++ -*-===//
//
// The listing's cache of printed lines pays for every line it keeps: a few
// hundred bytes written into megabytes of table, a miss of the processor's
// caches each time. On a file whose lines do not repeat, that was a fifth of
// the time, for nothing. A line seen once may never come again; a line seen
// twice likely will. So a cache keeps a line the second time it is offered, and
// the first time only notes its hash here, in a table small enough to stay in
// the processor's cache.
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_LIB_SUPPORT_SECONDSIGHTING_H
#define GFXAS_LIB_SUPPORT_SECONDSIGHTING_H

#include "Support/ZeroedArray.h"
#include <cstdint>

namespace gfxas {

class SecondSighting {
public:
  /// True when a key of this Hash was offered before; notes it otherwise.
  /// Two keys that share a slot and a tag pass for one: the cache then
  /// keeps a line early, which costs it only the write.
  bool offer(uint64_t Hash) {
    if (!Seen && !Seen.allocate(size_t(1) << Bits))
      return true;
    uint32_t &Slot = Seen[Hash >> (64 - Bits)];
    // Never 0, which marks a slot nothing was offered to.
    uint32_t Tag = uint32_t(Hash) | 1;
    if (Slot == Tag)
      return true;
    Slot = Tag;
    return false;
  }

private:
  /// 64 KiB of tags: more slots than the caches behind it have ways.
  static constexpr unsigned Bits = 14;
  ZeroedArray<uint32_t> Seen;
};

} // namespace gfxas

#endif
