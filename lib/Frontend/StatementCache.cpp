//===- StatementCache.cpp - The parser's instructions by line bytes ------===//

#include "Frontend/StatementCache.h"

using namespace gfxas;

void StatementCache::add(llvm::StringRef Line, uint64_t Hash,
                         const EncodedInstruction &I) {
  assert(!Line.empty() && Line.size() <= MaxLine);
  if (!Admission.offer(Hash))
    return;
  constexpr size_t Entries = (size_t(1) << SetBits) * Ways;
  if (!Slots) {
    if (!Tags.allocate(Entries) || !NextWay.allocate(Entries / Ways) ||
        !Slots.allocate(Entries)) {
      Tags.reset();
      NextWay.reset();
      Slots.reset();
      return;
    }
  }
  // The ways of a set are filled in turn, the oldest line making room: lines
  // that share a set all stay up to the number of ways, where a way fixed by
  // the hash made the cache direct-mapped (a quarter of the lines of a file
  // of 4,000 distinct ones missed).
  size_t Set = setOf(Hash);
  size_t At = Set * Ways + NextWay[Set];
  NextWay[Set] = (NextWay[Set] + 1) % Ways;
  Tags[At] = tagOf(Hash);
  Slot &S = Slots[At];
  S.Size = uint32_t(Line.size());
  std::memcpy(S.Text, Line.data(), Line.size());
  S.Instruction = I;
}
