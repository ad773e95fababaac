//===- NameIndex.cpp - Symbol names to symbol ids ------------------------===//

#include "Frontend/NameIndex.h"
#include "llvm/Support/Endian.h"
#include <cassert>
#include <cstring>

using namespace gfxas;
using llvm::support::endian::read32le;
using llvm::support::endian::read64le;

// Most names are short: whole words, the last one overlapping the one
// before, and no loop at all below eight bytes.
uint64_t NameIndex::hash(llvm::StringRef Name) {
  constexpr uint64_t K = 0x9E3779B97F4A7C15ULL;
  const char *P = Name.data();
  size_t N = Name.size();
  uint64_t Hash = N * K;
  if (N >= 8) {
    for (size_t I = 0; I + 8 < N; I += 8)
      Hash = (Hash ^ read64le(P + I)) * K;
    Hash = (Hash ^ read64le(P + N - 8)) * 0xC2B2AE3D27D4EB4FULL;
  } else if (N >= 4) {
    Hash = (Hash ^ (read32le(P) | uint64_t(read32le(P + N - 4)) << 32)) * K;
  } else if (N > 0) {
    uint64_t Bytes = uint64_t((unsigned char)P[0]) |
                     uint64_t((unsigned char)P[N / 2]) << 8 |
                     uint64_t((unsigned char)P[N - 1]) << 16;
    Hash = (Hash ^ Bytes) * K;
  }
  // A product's upper bits depend only on the factors' lower ones: fold
  // the upper half back in and multiply again, so that every byte reaches
  // the tag.
  Hash = (Hash ^ (Hash >> 32)) * 0xFF51AFD7ED558CCDULL;
  return Hash ^ (Hash >> 32);
}

uint32_t NameIndex::probe(llvm::StringRef Name, uint32_t Tag) const {
  uint32_t Mask = Slots.size() - 1;
  for (uint32_t I = Tag & Mask;; I = (I + 1) & Mask) {
    const Slot &S = Slots[I];
    if (S.Id == NoId || (S.Tag == Tag && Names[S.Id] == Name))
      return I;
  }
}

uint64_t NameIndex::shortKey(llvm::StringRef Name) {
  const char *P = Name.data();
  size_t N = Name.size();
  uint64_t Bytes = 0;
  if (N >= 4) {
    // Both reads stay inside the name; the second's top N - 4 bytes are
    // the name's bytes from the fifth on.
    uint64_t High = uint64_t(read32le(P + N - 4)) >> (8 * (8 - N));
    Bytes = read32le(P) | High << 32;
  } else {
    for (size_t I = 0; I < N; ++I)
      Bytes |= uint64_t((unsigned char)P[I]) << (8 * I);
  }
  return Bytes | uint64_t(N) << 56;
}

NameIndex::Found &NameIndex::recentOf(uint64_t ShortKey) const {
  return Recent[(ShortKey * 0x9E3779B97F4A7C15ULL) >> (64 - FoundBits)];
}

uint32_t NameIndex::find(llvm::StringRef Name) const {
  if (Name.size() > MaxShortName)
    return findInTable(Name);
  uint64_t Key = shortKey(Name);
  Found &F = recentOf(Key);
  if (F.Key == Key)
    return F.Id;
  uint32_t Id = findInTable(Name);
  if (Id != NoId)
    F = {Key, Id};
  return Id;
}

uint32_t NameIndex::findInTable(llvm::StringRef Name) const {
  if (Slots.empty())
    return NoId;
  return Slots[probe(Name, tagOf(Name))].Id;
}

uint32_t NameIndex::store(llvm::StringRef Name) {
  char *Copy = Arena.Allocate<char>(Name.size());
  std::memcpy(Copy, Name.data(), Name.size());
  Names.push_back(llvm::StringRef(Copy, Name.size()));
  return Names.size() - 1;
}

uint32_t NameIndex::findOrAdd(llvm::StringRef Name, bool &Added) {
  // Every reference to a symbol comes here: a short name seen before is
  // found by its bytes, as find() finds it.
  Found *F = nullptr;
  uint64_t Key = 0;
  if (Name.size() <= MaxShortName) {
    Key = shortKey(Name);
    F = &recentOf(Key);
    if (F->Key == Key) {
      Added = false;
      return F->Id;
    }
  }
  // Grown before the probe, so that the slot found stays Name's; at worst
  // one name early.
  if (needsGrowth(Findable + 1))
    grow();
  uint32_t Tag = tagOf(Name);
  Slot &S = Slots[probe(Name, Tag)];
  Added = S.Id == NoId;
  if (Added) {
    S.Tag = Tag;
    S.Id = store(Name);
    ++Findable;
  }
  if (F)
    *F = {Key, S.Id};
  return S.Id;
}

uint32_t NameIndex::add(llvm::StringRef Name, bool Findable) {
  if (!Findable)
    return store(Name);
  bool Added;
  uint32_t Id = findOrAdd(Name, Added);
  assert(Added && "the name has an id already");
  (void)Added;
  return Id;
}

// The tag is the hash's upper half, which also picks the slot: growing
// needs no name.
void NameIndex::grow() {
  std::vector<Slot> Old(std::max<size_t>(64, 2 * Slots.size()));
  Old.swap(Slots);
  uint32_t Mask = Slots.size() - 1;
  for (const Slot &S : Old) {
    if (S.Id == NoId)
      continue;
    uint32_t I = S.Tag & Mask;
    while (Slots[I].Id != NoId)
      I = (I + 1) & Mask;
    Slots[I] = S;
  }
}
