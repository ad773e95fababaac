//===- HsaMetadata.h - The code object metadata of .amdgpu_metadata -*- C++ -*-===//
//
// An .amdgpu_metadata block holds the HSA runtime's metadata as YAML.
// llvm-mc's AMDGPU target streamer reads it into a MessagePack document,
// checks it with the HSA metadata verifier, and writes it back: as
// MessagePack in the object's NT_AMDGPU_METADATA note, as YAML in its
// listing. LLVM's BinaryFormat library does all three; this is the one place
// gfxas calls it.
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_LIB_TARGET_HSAMETADATA_H
#define GFXAS_LIB_TARGET_HSAMETADATA_H

#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace gfxas {

struct HsaMetadata {
  /// The note's description (msgpack::Document::writeToBlob).
  std::string MessagePack;
  /// What the listing prints between the directives: the document as
  /// llvm-mc's YAML writer spells it, from "---" to "...".
  std::string Yaml;
};

/// An error LLVM's YAML reader (yaml::Input: its scanner's, its parser's
/// or its own) reports in the block's text, which llvm-mc prints as
/// "YAML:LINE:COLUMN: error: MESSAGE" with the line and a caret, before its own
/// "invalid HSA metadata".
struct YamlProblem {
  /// 1-based, in the text given to readHsaMetadata.
  unsigned Line = 0;
  /// 0-based, as llvm::SMDiagnostic counts.
  unsigned Column = 0;
  std::string Message;
  std::string LineText;
  /// The columns llvm::SMDiagnostic underlines, [first, last).
  std::vector<std::pair<unsigned, unsigned>> Ranges;
};

struct HsaMetadataReading {
  /// None where llvm-mc says "invalid HSA metadata".
  std::optional<HsaMetadata> Metadata;
  /// In the order the reader reports them.
  std::vector<YamlProblem> Problems;
};

/// Reads Yaml, the text of an .amdgpu_metadata block, as llvm-mc does, and
/// checks it with the HSA metadata verifier (in its lenient mode).
HsaMetadataReading readHsaMetadata(llvm::StringRef Yaml);

} // namespace gfxas

#endif
