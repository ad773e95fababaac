//===- StatementCache.cpp - The parser's instructions by line bytes ------===//

#include "Frontend/StatementCache.h"

using namespace gfxas;

void StatementCache::add(llvm::StringRef Line, uint64_t Hash,
                         const EncodedInstruction &I) {
  assert(!Line.empty() && Line.size() <= MaxLine);
  constexpr size_t Entries = (size_t(1) << SetBits) * Ways;
  if (!Slots) {
    Tags.reset(static_cast<uint64_t *>(std::calloc(Entries, sizeof(uint64_t))));
    Slots.reset(static_cast<Slot *>(std::calloc(Entries, sizeof(Slot))));
    if (!Tags || !Slots) {
      Tags.reset();
      Slots.reset();
      return;
    }
  }
  // A bit of the hash below the set's picks the way: a line that repeats
  // keeps its way, and nothing is copied.
  size_t At = setOf(Hash) * Ways + (Hash >> (63 - SetBits) & (Ways - 1));
  Tags[At] = tagOf(Hash);
  Slot &S = Slots[At];
  S.Size = uint32_t(Line.size());
  std::memcpy(S.Text, Line.data(), Line.size());
  S.Instruction = I;
}
