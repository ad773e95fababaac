//===- HsaMetadata.cpp - The code object metadata of .amdgpu_metadata -----===//

#include "Target/HsaMetadata.h"
#include "llvm/BinaryFormat/AMDGPUMetadataVerifier.h"
#include "llvm/BinaryFormat/MsgPackDocument.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/YAMLParser.h"
#include "llvm/Support/raw_ostream.h"

using namespace gfxas;

// msgpack::Document::fromYAML lets its YAML reader print a syntax error to
// standard error, which a library must not: the text is scanned first with
// a handler that keeps the first error. Only a document that scans cleanly
// is read.
static std::optional<YamlProblem> scanYaml(llvm::StringRef Yaml) {
  std::optional<YamlProblem> Problem;
  llvm::SourceMgr SM;
  SM.setDiagHandler(
      [](const llvm::SMDiagnostic &D, void *Context) {
        auto &P = *static_cast<std::optional<YamlProblem> *>(Context);
        if (!P)
          P = YamlProblem{unsigned(D.getLineNo()), unsigned(D.getColumnNo()),
                          D.getMessage().str(), D.getLineContents().str()};
      },
      &Problem);
  llvm::yaml::Stream Stream(Yaml, SM);
  for (llvm::yaml::Document &Doc : Stream)
    Doc.skip();
  return Problem;
}

HsaMetadataReading gfxas::readHsaMetadata(llvm::StringRef Yaml) {
  HsaMetadataReading R;
  R.Problem = scanYaml(Yaml);
  if (R.Problem)
    return R;
  // AMDGPUTargetStreamer::EmitHSAMetadataV3 and EmitHSAMetadata.
  llvm::msgpack::Document Doc;
  if (!Doc.fromYAML(Yaml))
    return R;
  llvm::AMDGPU::HSAMD::V3::MetadataVerifier Verifier(/*Strict=*/false);
  if (!Verifier.verify(Doc.getRoot()))
    return R;
  HsaMetadata M;
  Doc.writeToBlob(M.MessagePack);
  llvm::raw_string_ostream OS(M.Yaml);
  Doc.toYAML(OS);
  OS.flush();
  R.Metadata = std::move(M);
  return R;
}
