//===- NameIndex.h - Symbol names to symbol ids -----------------*- C++ -*-===//
//
// A large file names tens of thousands of labels, and its statements look
// names up hundreds of thousands of times. llvm::StringMap keeps a pointer
// per bucket to an entry that holds the name, so every probe reads two
// places and every insertion allocates; here a probe reads one array of
// (hash tag, id) pairs, and only a matching tag leads to the name.
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_LIB_NAMEINDEX_H
#define GFXAS_LIB_NAMEINDEX_H

#include "Support/ChunkedVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Allocator.h"
#include <cstdint>
#include <vector>

namespace gfxas {

class NameIndex {
public:
  static constexpr uint32_t NoId = ~0u;

  /// The id given to Name, or NoId.
  uint32_t find(llvm::StringRef Name) const;
  /// Gives Name (which has none) the next id, and returns it; Findable
  /// false keeps it out of find(), for names that only need storing.
  uint32_t add(llvm::StringRef Name, bool Findable = true);
  /// The id given to Name, giving it the next one if it has none (Added
  /// says which): one hash and one probe where find() then add() take two.
  uint32_t findOrAdd(llvm::StringRef Name, bool &Added);
  llvm::StringRef name(uint32_t Id) const { return Names[Id]; }
  size_t size() const { return Names.size(); }

  /// What prefetch() needs to know of Name; any thread may work it out.
  static uint32_t slotHint(llvm::StringRef Name) { return tagOf(Name); }
  /// Starts loading the slot where a probe for the name of Hint begins.
  /// Past a few hundred thousand names the table no longer fits in the
  /// cache, and a new label's probe waits on memory unless its slot was
  /// asked for well before.
  void prefetch(uint32_t Hint) const {
    if (!Slots.empty())
      __builtin_prefetch(&Slots[Hint & (Slots.size() - 1)], /*rw=*/1);
  }

private:
  struct Slot {
    uint32_t Tag;
    uint32_t Id = NoId;
  };
  static uint64_t hash(llvm::StringRef Name);
  /// The hash's upper half, which also picks the slot.
  static uint32_t tagOf(llvm::StringRef Name) {
    return uint32_t(hash(Name) >> 32);
  }
  /// The slot of Name's tag where a probe for it stops: Name's, or the
  /// empty one where it would go.
  uint32_t probe(llvm::StringRef Name, uint32_t Tag) const;
  void grow();
  /// Three quarters full at most: a probe's run of slots stays within a
  /// cache line or two, and a table half the size of a half-full one stays
  /// in the cache longer, which matters more once labels number in the
  /// tens of thousands.
  bool needsGrowth(size_t Count) const { return 4 * Count > 3 * Slots.size(); }
  /// Keeps a copy of Name, under the next id.
  uint32_t store(llvm::StringRef Name);
  uint32_t findInTable(llvm::StringRef Name) const;

  /// The names of the variables a file assigns and reads over and over are
  /// short: a name of up to seven bytes is found first among the last ones
  /// found, by its bytes and length packed in a word, with no hashing and
  /// no reading of the stored name. An id never changes once given.
  static constexpr unsigned MaxShortName = 7;
  static uint64_t shortKey(llvm::StringRef Name);
  struct Found {
    /// No short name's key: its length byte is at most seven.
    uint64_t Key = ~uint64_t(0);
    uint32_t Id = NoId;
  };
  static constexpr unsigned FoundBits = 8;
  mutable Found Recent[1u << FoundBits];
  Found &recentOf(uint64_t ShortKey) const;

  // Its own instantiation: a BumpPtrAllocator shared with libLLVMSupport's
  // uninstrumented code confuses AddressSanitizer's poisoning.
  llvm::BumpPtrAllocatorImpl<llvm::MallocAllocator, 16384> Arena;
  ChunkedVector<llvm::StringRef, 8> Names;
  /// A power of two in size.
  std::vector<Slot> Slots;
  uint32_t Findable = 0;
};

} // namespace gfxas

#endif
