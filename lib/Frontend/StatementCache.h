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

  static uint64_t hash(llvm::StringRef Line);
  /// The instruction kept for Line, or null.
  const EncodedInstruction *find(llvm::StringRef Line, uint64_t Hash) const {
    if (!Slots)
      return nullptr;
    for (size_t I = Hash & Mask;; I = (I + 1) & Mask) {
      const Slot &S = Slots[I];
      if (!S.Size)
        return nullptr;
      if (S.Hash == Hash && S.Size == Line.size() &&
          std::memcmp(S.Text, Line.data(), Line.size()) == 0)
        return &S.Instruction;
    }
  }
  /// Keeps I for Line, while there is room.
  void add(llvm::StringRef Line, uint64_t Hash, const EncodedInstruction &I);

private:
  /// The line's bytes are copied: the input's pages behind the pass may
  /// have been released (AsmSink's Consumed), and reading them would fault
  /// them in again.
  struct Slot {
    uint64_t Hash;
    uint32_t Size; // 0: empty
    char Text[MaxLine];
    EncodedInstruction Instruction;
  };
  struct Free {
    void operator()(Slot *S) const { std::free(S); }
  };
  /// A fixed table: a few thousand distinct lines cover real code, and a
  /// file of all-different lines gains nothing from a larger one.
  static constexpr size_t NumSlots = size_t(1) << 13;
  static constexpr size_t Mask = NumSlots - 1;
  static constexpr size_t MaxEntries = NumSlots / 4 * 3;
  /// From calloc, so that a small file touches only the pages its few
  /// lines land on.
  std::unique_ptr<Slot[], Free> Slots;
  size_t Entries = 0;
};

} // namespace gfxas

#endif
