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

#include "Support/SecondSighting.h"
#include "Support/ZeroedArray.h"
#include "gfxas/Assembler.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <memory>

namespace gfxas {

class StatementCache {
public:
  /// Lines longer than this are not kept: they are rare, and comparing
  /// them costs what parsing them does.
  static constexpr size_t MaxLine = 96;
  /// Sets of four ways. A miss reads one cache line of tags, never the
  /// lines themselves, and a line is kept the second time it is offered
  /// (SecondSighting), so that a file of lines that never repeat writes
  /// none.
  static constexpr size_t Ways = 4;
  static constexpr unsigned SetBits = 11;

  /// The instruction kept for Line, or null.
  const EncodedInstruction *find(llvm::StringRef Line, uint64_t Hash) const {
    if (!Slots)
      return nullptr;
    size_t Set = setOf(Hash);
    uint64_t Tag = tagOf(Hash);
    for (size_t Way = 0; Way < Ways; ++Way) {
      if (Tags[Set * Ways + Way] != Tag)
        continue;
      const Slot &S = Slots[Set * Ways + Way];
      if (S.Size == Line.size() &&
          std::memcmp(S.Text, Line.data(), Line.size()) == 0)
        return &S.Instruction;
    }
    return nullptr;
  }
  /// Keeps I for Line, whose Hash the caller made, in place of what the
  /// way held, if Line was offered before.
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
  static size_t setOf(uint64_t Hash) { return Hash >> (64 - SetBits); }
  /// Never 0, which marks an empty way.
  static uint64_t tagOf(uint64_t Hash) { return Hash | 1; }
  /// Zero pages, so that a small file touches only those its few lines
  /// land on.
  ZeroedArray<uint64_t> Tags;
  ZeroedArray<Slot> Slots;
  /// Each set's way that the next line it takes goes to.
  ZeroedArray<uint8_t> NextWay;
  SecondSighting Admission;
};

} // namespace gfxas

#endif
