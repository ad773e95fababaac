//===- StatementCache.cpp - The parser's instructions by line bytes ------===//

#include "Frontend/StatementCache.h"
#include "llvm/Support/xxhash.h"

using namespace gfxas;

uint64_t StatementCache::hash(llvm::StringRef Line) {
  return llvm::xxh3_64bits(Line);
}

void StatementCache::add(llvm::StringRef Line, uint64_t Hash,
                         const EncodedInstruction &I) {
  assert(!Line.empty() && Line.size() <= MaxLine);
  if (Entries == MaxEntries)
    return;
  if (!Slots) {
    Slots.reset(static_cast<Slot *>(std::calloc(NumSlots, sizeof(Slot))));
    if (!Slots)
      return;
  }
  size_t At = Hash & Mask;
  while (Slots[At].Size)
    At = (At + 1) & Mask;
  Slot &S = Slots[At];
  S.Hash = Hash;
  S.Size = uint32_t(Line.size());
  std::memcpy(S.Text, Line.data(), Line.size());
  S.Instruction = I;
  ++Entries;
}
