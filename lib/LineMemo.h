//===- LineMemo.h - Lines read before ---------------------------*- C++ -*-===//
//
// Real and generated files repeat their instruction lines: "s_waitcnt 0",
// "s_waitcnt vmcnt(0)", the same few messages. A line whose operand names
// no symbol means the same wherever it stands, so the quick path keeps what
// it read from such a line, keyed by the line's bytes, and the next copy
// of the line costs one hashing scan and one compare instead of a read
// through the tables. Comment and blank lines are kept the same way. A
// counter of s_waitcnt given by a variable is kept as a hole that the
// variable's value fills.
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_LIB_LINEMEMO_H
#define GFXAS_LIB_LINEMEMO_H

#include "TargetTables.h"
#include "llvm/ADT/bit.h"
#include "llvm/Support/Endian.h"
#include <algorithm>
#include <cstring>
#include <memory>
#include <optional>

namespace gfxas {

/// What the quick path read from an instruction line, or from a line with
/// no statement (a comment, or blanks), which has no Info.
struct MemoizedInstruction {
  static constexpr uint32_t NoVariable = ~0u;
  const InstrInfo *Info;
  int64_t Simm16;
  uint8_t Opcode;
  /// Where the statement starts, after the line's leading blanks.
  uint8_t BeginDelta;
  /// An s_waitcnt whose one variable is the value of one counter
  /// ("s_waitcnt vmcnt(n) lgkmcnt(0)") is kept too: the counter's row in
  /// CounterNames, and the variable, whose value at the line goes in.
  /// Simm16 then holds the other counters, and this one at its default.
  uint8_t VarCounter = 0;
  enum class LineKind : uint8_t {
    /// An instruction (Info), or a comment (no Info).
    Statement,
    /// A line of blanks alone, which a listing shows as an empty line.
    Blank,
    /// Only in the read-ahead thread's memo: a line it leaves to the pass
    /// whenever it meets it (its operand names a symbol, or needs the
    /// parser), kept so that it is not read again to find that out.
    PassOnly,
  };
  LineKind Kind = LineKind::Statement;
  uint32_t VarSym = NoVariable;
};

class LineMemo {
public:
  /// Lines of up to this many bytes, the newline included, are kept (an
  /// entry fills two cache lines; a line of up to 31 bytes is compared in
  /// the first). The scan reads whole words, so MaxLine bytes from the
  /// line's start must be readable.
  static constexpr unsigned MaxLine = 88;

  struct Key {
    uint64_t Hash = 0;
    /// The line's length up to and including its newline; 0 when it is
    /// longer than MaxLine.
    uint32_t Length = 0;
  };

  /// Finds the newline that ends the line at Line and hashes the bytes up
  /// to it, a word at a time.
  static Key keyOf(const char *Line) {
    constexpr uint64_t Ones = 0x0101010101010101ULL;
    uint64_t Hash = 0;
    for (unsigned Offset = 0; Offset < MaxLine; Offset += 8) {
      uint64_t Word = llvm::support::endian::read64le(Line + Offset);
      uint64_t NotNewline = Word ^ (Ones * '\n');
      // The lowest byte of NotNewline that is zero sets its high bit here;
      // bytes above it may be set falsely, which does not matter.
      uint64_t Zero = (NotNewline - Ones) & ~NotNewline & (Ones * 0x80);
      if (!Zero) {
        Hash = mix(Hash, Word);
        continue;
      }
      unsigned Bytes = llvm::countr_zero(Zero) / 8 + 1;
      if (Bytes < 8)
        Word &= (uint64_t(1) << (8 * Bytes)) - 1;
      return {mix(Hash, Word), Offset + Bytes};
    }
    return {};
  }

  /// The last line start in Source, whose last newline is at LastNewline,
  /// that keyOf() may read from: the text after that newline is the
  /// lexer's. None when Source is shorter than MaxLine.
  static std::optional<uint32_t> lastKeyStart(size_t SourceSize,
                                              uint32_t LastNewline) {
    if (SourceSize < MaxLine)
      return std::nullopt;
    return std::min<size_t>(LastNewline, SourceSize - MaxLine);
  }

  /// Whether a statement read from the line at From, beginning at Begin and
  /// ending before Next, may be kept under the line's key K: it ended at
  /// the line's first newline, where the key ends (a lone CR ends a comment
  /// sooner), and began close enough to the line's start to say where.
  static bool keepable(Key K, uint32_t From, uint32_t Begin, uint32_t Next) {
    return Next - From == K.Length && Begin - From <= UINT8_MAX;
  }

  const MemoizedInstruction *find(const char *Line, Key K) {
    if (!Sets || !K.Length)
      return nullptr;
    size_t Index = setOf(K);
    // Which way holds a line is a coin toss, which a branch per way would
    // mispredict every other line: the way is picked by its hash alone,
    // without a branch. (Two lines of one set with the same hash would
    // only cost the second a read afresh.)
    static_assert(Ways == 2, "the pick below is for two ways");
    unsigned Way = Sets[Index].Way[1].Hash == K.Hash;
    Entry &E = Sets[Index].Way[Way];
    if (E.Hash != K.Hash || E.Length != K.Length ||
        std::memcmp(E.Bytes, Line, K.Length) != 0)
      return nullptr;
    Recent[Index] = Way;
    return &E.Value;
  }

  /// Starts loading the entries K would be found in: the first cache line
  /// of each, which holds a short line whole.
  void prefetch(Key K) const {
#if defined(__GNUC__)
    if (!Sets)
      return;
    for (const Entry &E : Sets[setOf(K)].Way)
      __builtin_prefetch(&E);
#endif
  }

  /// Keeps Value for the line at Line, in place of the entry of its set
  /// that was used least recently.
  void insert(const char *Line, Key K, const MemoizedInstruction &Value) {
    if (!K.Length)
      return;
    if (!Sets) {
      Sets = std::make_unique<Set[]>(NumSets);
      Recent = std::make_unique<uint8_t[]>(NumSets);
    }
    size_t Index = setOf(K);
    unsigned Way = Recent[Index] ^ 1;
    Entry &E = Sets[Index].Way[Way];
    E.Hash = K.Hash;
    E.Length = uint8_t(K.Length);
    E.Value = Value;
    std::memcpy(E.Bytes, Line, K.Length);
    Recent[Index] = Way;
  }

private:
  static uint64_t mix(uint64_t Hash, uint64_t Word) {
    return (llvm::rotl(Hash, 23) ^ Word) * 0x9E3779B97F4A7C15ULL;
  }

  // 4,096 lines, 512 KiB: a generated file of a million lines uses about
  // 1,500 distinct ones, which half as many sets of two evict from each
  // other often enough to double the lines read afresh.
  static constexpr unsigned SetBits = 11, NumSets = 1u << SetBits, Ways = 2;
  struct alignas(64) Entry {
    uint64_t Hash = 0;
    MemoizedInstruction Value;
    uint8_t Length = 0;
    char Bytes[MaxLine];
  };
  static_assert(sizeof(Entry) == 128, "an entry fills two cache lines");
  struct Set {
    Entry Way[Ways];
  };
  size_t setOf(Key K) const { return K.Hash >> (64 - SetBits); }

  /// Allocated at the first line kept, so that a small file pays nothing.
  std::unique_ptr<Set[]> Sets;
  /// Per set, the way used last.
  std::unique_ptr<uint8_t[]> Recent;
};

} // namespace gfxas

#endif
