//===- SourceSpace.h - The file and its expansions' text ----*- C++ -*-===//
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
#include <string>
#include <vector>

namespace gfxas {

class SourceSpace {
public:
  explicit SourceSpace(llvm::StringRef File)
      : Text(File), FileSize(File.size()) {}
  SourceSpace(const SourceSpace &) = delete;
  SourceSpace &operator=(const SourceSpace &) = delete;

  /// A buffer: [Begin, End) in the space. An instantiation's has no name;
  /// an included file's is named by its path, and was included at the end
  /// of the statement at IncludedAt.
  struct Buffer {
    uint32_t Begin, End;
    std::string Name;
    uint32_t IncludedAt = ~0u;
    /// The call (macro name, directive, or .include's file name) that made
    /// it.
    uint32_t CallLoc = ~0u;
    /// As llvm-mc's source manager names it in diagnostics.
    llvm::StringRef displayName() const {
      return Name.empty() ? llvm::StringRef("<instantiation>")
                          : llvm::StringRef(Name);
    }
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
  const Buffer *instantiate(uint32_t CallLoc, llvm::StringRef Body) {
    return add(CallLoc, Body, "", ~0u);
  }
  /// The same for the file Path, which an .include at CallLoc names; or
  /// the bytes an .incbin there reads (never lexed).
  const Buffer *include(uint32_t CallLoc, llvm::StringRef Contents,
                        llvm::StringRef Path, uint32_t IncludedAt) {
    return add(CallLoc, Contents, Path, IncludedAt);
  }
  /// The buffer made for CallLoc, if any.
  const Buffer *madeFor(uint32_t CallLoc) const {
    auto Found = BufferByCall.find(CallLoc);
    return Found == BufferByCall.end() ? nullptr : &Buffers[Found->second];
  }
  /// The buffer holding Offset, or null for the file.
  const Buffer *bufferAt(uint32_t Offset) const {
    return inFile(Offset) ? nullptr : &Buffers[bufferIndexAt(Offset)];
  }
  /// Where the buffer holding Offset ends (the file's end for the file).
  uint32_t endOfBufferAt(uint32_t Offset) const;

  /// A place in a buffer as llvm-mc's SourceMgr prints it.
  struct Place {
    unsigned Line, Column; // from 1
    llvm::StringRef LineText;
  };
  Place placeOf(uint32_t Offset) const;
  /// The line of Offset in its buffer.
  unsigned lineOf(uint32_t Offset) const { return placeOf(Offset).Line; }

  /// The most text all buffers together may hold: llvm-mc would go on
  /// until memory runs out.
  static constexpr uint32_t MaxExpansionBytes = 1u << 26;

private:
  const Buffer *add(uint32_t CallLoc, llvm::StringRef Text,
                    llvm::StringRef Name, uint32_t IncludedAt);
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
