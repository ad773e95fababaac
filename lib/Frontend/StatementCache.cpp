//===- StatementCache.cpp - The parser's instructions by line bytes ------===//

#include "Frontend/StatementCache.h"

using namespace gfxas;

void StatementCache::add(llvm::StringRef Line, uint64_t Hash,
                         const EncodedInstruction &I) {
  assert(!Line.empty() && Line.size() <= MaxLine);
  Slot *S = Sets.replace(Hash);
  if (!S)
    return;
  S->Size = uint32_t(Line.size());
  std::memcpy(S->Text, Line.data(), Line.size());
  S->Instruction = I;
}
