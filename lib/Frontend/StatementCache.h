//===- StatementCache.h - The parser's instructions by line bytes -*- C++ -*-===//
//
// Real code repeats its lines. A line that names no symbol, reports nothing
// and is one whole statement means the same instruction wherever it
// appears, so the parser keeps what it made of such a line, keyed by the
// line's exact bytes, and answers the next copy without lexing it. Only the
// parser fills the cache, with its own results: there is one grammar.
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_LIB_FRONTEND_STATEMENTCACHE_H
#define GFXAS_LIB_FRONTEND_STATEMENTCACHE_H

#include "Support/TaggedSets.h"
#include "gfxas/Assembler.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <cstring>

namespace gfxas {

class StatementCache {
public:
  /// Lines longer than this are not kept: they are rare, and comparing
  /// them costs what parsing them does.
  static constexpr size_t MaxLine = 96;
  /// Sets of four ways (TaggedSets: a miss reads only tags, and a line is
  /// kept the second time it is offered, so that a file of lines that never
  /// repeat writes none).
  static constexpr size_t Ways = 4;
  static constexpr unsigned SetBits = 11;

  /// The instruction kept for Line, or null.
  const EncodedInstruction *find(llvm::StringRef Line, uint64_t Hash) const {
    const Slot *S = Sets.find(Hash, [&](const Slot &S) {
      return S.Size == Line.size() &&
             std::memcmp(S.Text, Line.data(), Line.size()) == 0;
    });
    return S ? &S->Instruction : nullptr;
  }
  /// Keeps I for Line, whose Hash the caller made, if Line was offered
  /// before.
  void add(llvm::StringRef Line, uint64_t Hash, const EncodedInstruction &I);

private:
  /// The line's bytes are copied: the input's pages behind the pass may
  /// have been released (AsmSink's Consumed), and reading them would fault
  /// them in again.
  struct Slot {
    uint32_t Size;
    char Text[MaxLine];
    EncodedInstruction Instruction;
  };
  TaggedSets<Slot, SetBits, Ways> Sets;
};

} // namespace gfxas

#endif
