//===- WriteBehind.h - An output stream written on a second thread -*- C++ -*-//
//
// A large listing is hundreds of megabytes, and copying it into the page
// cache is the kernel's work inside write(2): a quarter of the time of a
// 10M-line listing, and more than the rest of the run when the virtual
// machine must first back the pages. WriteBehindStream hands each full
// buffer to a thread that writes it to the target stream, while the caller
// goes on filling the next one.
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_WRITEBEHIND_H
#define GFXAS_WRITEBEHIND_H

#include "llvm/Support/raw_ostream.h"
#include <condition_variable>
#include <cstdint>
#include <memory>
#include <mutex>
#include <thread>

namespace gfxas {

class WriteBehindStream : public llvm::raw_ostream {
public:
  /// Whether a second thread can write beside the caller: the process may
  /// use more than one CPU.
  static bool worthwhile();

  /// Target is flushed and made unbuffered (the buffers are here), and is
  /// written only by the stream's thread until catchUp() or the
  /// destructor: its errors show there afterwards, as they would had it
  /// been written directly.
  explicit WriteBehindStream(llvm::raw_ostream &Target);
  /// Writes what is left, and stops the thread.
  ~WriteBehindStream() override;
  WriteBehindStream(const WriteBehindStream &) = delete;
  WriteBehindStream &operator=(const WriteBehindStream &) = delete;

  /// Returns once Target has written every full buffer: what a stream with
  /// one buffer of the same size would have written by now. Call it before
  /// writing to another stream that shares Target's file (a diagnostic on
  /// standard error, with 2>&1), so that the two interleave as they would
  /// without the thread.
  void catchUp();

private:
  void write_impl(const char *Ptr, size_t Size) override;
  uint64_t current_pos() const override { return Pos; }
  void run();

  static constexpr unsigned Buffers = 4;
  static constexpr size_t BufferBytes = 256 << 10;
  llvm::raw_ostream &Target;
  std::unique_ptr<char[]> Storage;
  uint64_t Pos = 0;
  /// The buffer the caller fills, counted from the first.
  uint64_t Filling = 0;

  // Shared with the thread, under Lock: buffers [Written, Submitted) wait
  // for the thread or are being written, in order.
  std::mutex Lock;
  std::condition_variable Submission, Completion;
  uint64_t Submitted = 0, Written = 0;
  size_t Sizes[Buffers] = {};
  bool Stop = false;

  /// The CPU the caller ran on when the thread started, or -1.
  int CallerCpu;
  // Last: the thread starts once everything it uses exists.
  std::thread Thread;
};

} // namespace gfxas

#endif
