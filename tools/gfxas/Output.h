//===- Output.h - Where the driver writes ------------------------*- C++ -*-===//

#ifndef GFXAS_TOOLS_OUTPUT_H
#define GFXAS_TOOLS_OUTPUT_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"
#include <memory>
#include <optional>
#include <string>

namespace gfxas {

/// Where the output goes: standard output, a device file (/dev/full, a
/// FIFO) written in place, or for a regular or new file a temporary file
/// next to it that close(true) renames over it, so that a failed run never
/// leaves a partial file or damages the old one. A symbolic link is
/// followed, as a plain write would, and the old file's permissions are
/// kept. Objects need to go back to their header at the end; where the
/// destination cannot seek, they are kept in memory. The temporary files
/// are llvm::sys::fs::TempFile, which removes them when a signal ends the
/// run.
class Output {
public:
  ~Output();
  /// Spool: standard output gets nothing unless close(true), so the output
  /// goes to a temporary file first. Reports a failure itself.
  bool open(llvm::StringRef Path, bool NeedsSeek, bool Spool);
  llvm::raw_pwrite_stream &stream() { return *Stream; }
  /// Reads back what stream() wrote at Offset (an object moves its .text
  /// when the file aligns it past the header); false where it cannot.
  bool readBack(uint64_t Offset, llvm::MutableArrayRef<char> Out);
  /// Keep = the output stands (standard output keeps what it got anyway).
  /// Reports a failure itself.
  bool close(bool Keep);

private:
  bool failed(llvm::StringRef What, std::error_code EC);
  bool openTemporary(llvm::StringRef Model);

  std::string Path, Target;
  /// The file renamed over Target once the output stands, or standard
  /// output's copy while it may still be withheld.
  std::optional<llvm::sys::fs::TempFile> Temporary;
  bool SpoolsStandardOutput = false;
  std::unique_ptr<llvm::raw_fd_ostream> Device;
  llvm::SmallVector<char, 0> Buffer;
  std::unique_ptr<llvm::raw_svector_ostream> Memory;
  llvm::raw_pwrite_stream *Stream = nullptr;
  llvm::raw_fd_ostream *Final = nullptr;
};

/// Prints "gfxas: error: Message" and returns the exit status 1.
int fail(const llvm::Twine &Message);

} // namespace gfxas

#endif
