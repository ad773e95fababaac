//===- HsaMetadata.cpp - The code object metadata of .amdgpu_metadata -----===//

#include "Target/HsaMetadata.h"
#include "llvm/BinaryFormat/AMDGPUMetadataVerifier.h"
#include "llvm/BinaryFormat/MsgPackDocument.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/YAMLTraits.h"
#include "llvm/Support/raw_ostream.h"

using namespace gfxas;
using llvm::msgpack::DocNode;

// msgpack::Document::fromYAML reads with a yaml::Input that prints its
// errors to standard error, which a library must not. The same reading is
// done here with a handler that keeps its errors, through YAML traits
// of gfxas's own that do what BinaryFormat's (MsgPackDocumentYAML.cpp, not
// in a header) do on input: a node becomes a map, an array or a scalar as
// the YAML has it, a scalar as DocNode::fromString reads it with its tag,
// and a map key as fromString reads it untagged. The node types are views
// of a DocNode, as BinaryFormat's ScalarDocNode is, so that these traits
// are not BinaryFormat's.
namespace {
struct InNode : DocNode {};
struct InScalar : DocNode {};
struct InMap : DocNode {};
struct InArray : DocNode {};
template <typename T> T &view(DocNode &N) { return *static_cast<T *>(&N); }
} // namespace

namespace llvm {
namespace yaml {
template <> struct PolymorphicTraits<InNode> {
  static NodeKind getKind(const InNode &N) {
    switch (N.getKind()) {
    case msgpack::Type::Map:
      return NodeKind::Map;
    case msgpack::Type::Array:
      return NodeKind::Sequence;
    default:
      return NodeKind::Scalar;
    }
  }
  static InMap &getAsMap(InNode &N) {
    N.getMap(/*Convert=*/true);
    return view<InMap>(N);
  }
  static InArray &getAsSequence(InNode &N) {
    N.getArray(/*Convert=*/true);
    return view<InArray>(N);
  }
  static InScalar &getAsScalar(InNode &N) { return view<InScalar>(N); }
};

template <> struct TaggedScalarTraits<InScalar> {
  // Only read: output is never asked for.
  static void output(const InScalar &S, void *, raw_ostream &OS,
                     raw_ostream &) {
    OS << S.toString();
  }
  static StringRef input(StringRef Str, StringRef Tag, void *, InScalar &S) {
    return S.fromString(Str, Tag);
  }
  static QuotingType mustQuote(const InScalar &, StringRef) {
    return QuotingType::Double;
  }
};

template <> struct CustomMappingTraits<InMap> {
  static void inputOne(IO &IO, StringRef Key, InMap &M) {
    DocNode KeyObj = M.getDocument()->getNode();
    KeyObj.fromString(Key, "");
    IO.mapRequired(Key.str().c_str(), view<InNode>(M.getMap()[KeyObj]));
  }
  static void output(IO &, InMap &) {}
};

template <> struct SequenceTraits<InArray> {
  static size_t size(IO &, InArray &A) { return A.getArray().size(); }
  static InNode &element(IO &, InArray &A, size_t Index) {
    return view<InNode>(A.getArray()[Index]);
  }
};
} // namespace yaml
} // namespace llvm

HsaMetadataReading gfxas::readHsaMetadata(llvm::StringRef Yaml) {
  HsaMetadataReading R;
  // AMDGPUTargetStreamer::EmitHSAMetadataV3 and EmitHSAMetadata.
  llvm::msgpack::Document Doc;
  {
    llvm::yaml::Input In(
        Yaml, nullptr,
        [](const llvm::SMDiagnostic &D, void *Context) {
          auto &Problems = *static_cast<std::vector<YamlProblem> *>(Context);
          Problems.push_back({unsigned(D.getLineNo()),
                              unsigned(D.getColumnNo()),
                              D.getMessage().str(),
                              D.getLineContents().str(),
                              {D.getRanges().begin(), D.getRanges().end()}});
        },
        &R.Problems);
    In >> view<InNode>(Doc.getRoot());
    if (In.error())
      return R;
  }
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
