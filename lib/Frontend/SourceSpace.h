//===- SourceSpace.h - The file and the text its expansions make -*- C++
//-*-===//
//
// llvm-mc instantiates a macro, a .rept or an .irp by writing the
// substituted body into a buffer of its own, "<instantiation>", and lexing
// it there. gfxas lays those buffers out after the file in one offset
// space, so that a token's offset still names one place and both passes
// can key their records on it. A buffer is made once, by the first pass
// that meets its call, and found again by the later passes.
//
// The text stays contiguous: it grows by copying into a larger store, and
// the stores it leaves are kept until the end, since the sinks may hold
// names taken from them.
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_LIB_FRONTEND_SOURCESPACE_H
#define GFXAS_LIB_FRONTEND_SOURCESPACE_H

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringRef.h"
#include <memory>
#include <vector>

namespace gfxas {

class SourceSpace {
public:
  explicit SourceSpace(llvm::StringRef File)
      : Text(File), FileSize(File.size()) {}
  SourceSpace(const SourceSpace &) = delete;
  SourceSpace &operator=(const SourceSpace &) = delete;

  /// An instantiation's buffer: [Begin, End) in the space.
  struct Buffer {
    uint32_t Begin, End;
  };
  /// All the text: the file, then every buffer made so far.
  llvm::StringRef text() const { return Text; }
  uint32_t fileSize() const { return FileSize; }
  /// The file's end is in the file: a NUL byte parts each buffer from
  /// what comes before, so that every offset names one buffer.
  bool inFile(uint32_t Offset) const { return Offset <= FileSize; }
  bool hasBuffers() const { return !Buffers.empty(); }

  /// The buffer the expansion called at CallLoc wrote: Body the first time,
  /// the one made then afterwards. Null when the space is full.
  const Buffer *instantiate(uint32_t CallLoc, llvm::StringRef Body);
  /// Where the buffer holding Offset ends (the file's end for the file).
  uint32_t endOfBufferAt(uint32_t Offset) const;

  /// A place in a buffer as llvm-mc's SourceMgr prints it.
  struct Place {
    unsigned Line, Column; // from 1
    llvm::StringRef LineText;
  };
  Place placeOf(uint32_t Offset) const;

  /// The most text all buffers together may hold: llvm-mc would go on
  /// until memory runs out.
  static constexpr uint32_t MaxExpansionBytes = 1u << 28;

private:
  uint32_t bufferIndexAt(uint32_t Offset) const;

  llvm::StringRef Text;
  uint32_t FileSize;
  std::vector<Buffer> Buffers;
  llvm::DenseMap<uint32_t, uint32_t> BufferByCall;
  /// The store Text lies in once a buffer is made, and those it outgrew.
  std::vector<std::unique_ptr<char[]>> Stores;
  size_t Capacity = 0;
};

} // namespace gfxas

#endif
