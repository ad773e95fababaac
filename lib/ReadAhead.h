//===- ReadAhead.h - Lines read on a second thread --------------*- C++ -*-===//
//
// Most lines of a large file mean the same wherever they stand: an
// instruction whose operand names no symbol, a comment (see LineMemo). When
// the caller's sink takes bare words (an object's .text), a second thread
// reads such lines ahead of the pass, a chunk of source at a time, and keeps
// their words in runs. The pass takes a run whole when it reaches the run's
// first line, and reads only the lines between runs itself: those need its
// symbols, or report more than a word. When the pass catches up with the
// thread, the thread leaves it the next chunk whole and reads on beyond it.
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_LIB_READAHEAD_H
#define GFXAS_LIB_READAHEAD_H

#include "gfxas/Target.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <thread>
#include <vector>

namespace gfxas {

/// Whole lines [Begin, End) that stand for Words alone.
struct ReadAheadRun {
  uint32_t Begin, End;
  /// Where the first line's statement begins, after its blanks: the pass
  /// may come back from the lexer there rather than at Begin.
  uint32_t FirstStatement;
  /// Where the run's last statement begins, which the pass takes for its
  /// current statement after the run.
  uint32_t LastStatement;
  uint32_t FirstWord, NumWords;
  /// The line at End is a label, an assignment or a blank line, which the
  /// pass's memo of instruction lines cannot know.
  bool EndsAtStatement = false;
};

/// A line that looks like a label, which the pass will read.
struct ReadAheadLabel {
  uint32_t Line;
  /// NameIndex::slotHint of its name.
  uint32_t SlotHint;
};

/// What the thread read from one chunk of source, up to End.
struct ReadAheadChunk {
  uint32_t End = 0;
  /// The thread read no further: End is past the source.
  bool Last = false;
  std::vector<ReadAheadRun> Runs;
  std::vector<uint32_t> Words;
  std::vector<ReadAheadLabel> Labels;
};

/// The name of the first line from From on, within Window bytes, that
/// looks like a label: blanks, a name and a colon. For the pass that reads
/// without the thread, to fetch the label's slot in the name index early;
/// a line that only looks like a label costs a wasted fetch.
std::optional<llvm::StringRef> labelNameAhead(llvm::StringRef Source,
                                              uint32_t From, size_t Window);

/// What the thread reads a chunk of source with.
class ReadAheadReader {
public:
  virtual ~ReadAheadReader() = default;
  /// Reads the lines from Begin on into Chunk, up to the first line start
  /// at or after Target, and sets Chunk.End there (or Chunk.Last).
  virtual void read(uint32_t Begin, uint32_t Target, ReadAheadChunk &Chunk) = 0;
  /// Sets Chunk.End (or Chunk.Last) as read() would, and reads nothing:
  /// the pass reads those lines itself.
  virtual void leave(uint32_t Begin, uint32_t Target,
                     ReadAheadChunk &Chunk) = 0;
};

/// The reader of symbol-free lines for Source (QuickStatement.cpp: it reads
/// lines as the quick path does, with a memo of its own and no symbols).
std::unique_ptr<ReadAheadReader> readSymbolFreeLines(llvm::StringRef Source,
                                                     Generation Gen);

class ReadAhead {
public:
  /// Whether a second thread can run beside the pass: the process may use
  /// more than one CPU.
  static bool worthwhile();
  /// Starts the thread, which reads with Reader from offset 0 on and calls
  /// Idle, when given, after each chunk.
  ReadAhead(std::unique_ptr<ReadAheadReader> Reader,
            llvm::function_ref<void()> Idle);
  /// Stops the thread, wherever it is.
  ~ReadAhead();
  ReadAhead(const ReadAhead &) = delete;
  ReadAhead &operator=(const ReadAhead &) = delete;

  /// The run that begins at Pos (its Begin or its FirstStatement), waiting
  /// for the thread to get there; null when none does. Runs before Pos are
  /// dropped: call with increasing offsets. The run stays valid until the
  /// next call.
  const ReadAheadRun *runAt(uint32_t Pos);
  /// No run begins before this offset, so runAt() need not be asked below.
  uint32_t nextBegin() const { return NextBegin; }
  llvm::ArrayRef<uint32_t> words(const ReadAheadRun &R) const {
    return llvm::ArrayRef(Current->Words).slice(R.FirstWord, R.NumWords);
  }
  /// The slot hint of the first label line after Pos in the chunk the
  /// pass is in, if the thread has read one there; it never waits. Call
  /// with increasing offsets.
  std::optional<uint32_t> labelAfter(uint32_t Pos);

private:
  void run();

  static constexpr unsigned Slots = 8;
  static constexpr uint32_t ChunkBytes = 32 << 10;
  std::unique_ptr<ReadAheadReader> Reader;
  llvm::function_ref<void()> Idle;
  std::unique_ptr<ReadAheadChunk[]> Ring;
  /// Chunks the thread has filled, and chunks the pass is done with.
  std::atomic<uint64_t> Published{0}, Released{0};
  std::atomic<bool> Stop{false};

  // The pass's side.
  uint64_t Taken = 0;
  const ReadAheadChunk *Current = nullptr;
  size_t NextRun = 0;
  size_t NextLabel = 0;
  uint32_t NextBegin = 0;

  /// The CPU the pass ran on when the thread started, or -1.
  int PassCpu = -1;
  // Last: the thread starts once everything it uses exists.
  std::thread Thread;
};

} // namespace gfxas

#endif
