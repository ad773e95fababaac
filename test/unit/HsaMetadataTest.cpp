//===- HsaMetadataTest.cpp - .amdgpu_metadata's YAML and MessagePack ------===//
//
// The expected texts and bytes are llvm-mc 19's, for the same block under
// -triple=amdgcn-amd-amdhsa -mcpu=gfx900: its listing's YAML, and the
// description of its object's NT_AMDGPU_METADATA note.
//
//===----------------------------------------------------------------------===//

#include "Target/HsaMetadata.h"
#include "llvm/ADT/StringExtras.h"
#include "gtest/gtest.h"

using namespace gfxas;

namespace {

// llvm-mc collects the block's statements each with a newline after it, so
// the text starts with the empty rest of the directive's line.
const char *const KernelBlock = "\n"
                                "---\n"
                                "amdhsa.version:\n"
                                "  - 1\n"
                                "  - 2\n"
                                "amdhsa.kernels:\n"
                                "  - .name: k\n"
                                "    .symbol: k.kd\n"
                                "    .kernarg_segment_size: 8\n"
                                "    .group_segment_fixed_size: 0\n"
                                "    .private_segment_fixed_size: 0\n"
                                "    .kernarg_segment_align: 8\n"
                                "    .wavefront_size: 64\n"
                                "    .sgpr_count: 8\n"
                                "    .vgpr_count: 4\n"
                                "    .max_flat_workgroup_size: 256\n"
                                "    .args:\n"
                                "      - .size: 8\n"
                                "        .offset: 0\n"
                                "        .value_kind: global_buffer\n"
                                "        .address_space: global\n"
                                "...\n";

TEST(HsaMetadataTest, KernelAsLlvmMcWritesIt) {
  HsaMetadataReading R = readHsaMetadata(KernelBlock);
  ASSERT_TRUE(R.Problems.empty());
  ASSERT_TRUE(R.Metadata);
  EXPECT_EQ(R.Metadata->Yaml, "---\n"
                              "amdhsa.kernels:\n"
                              "  - .args:\n"
                              "      - .address_space:  global\n"
                              "        .offset:         0\n"
                              "        .size:           8\n"
                              "        .value_kind:     global_buffer\n"
                              "    .group_segment_fixed_size: 0\n"
                              "    .kernarg_segment_align: 8\n"
                              "    .kernarg_segment_size: 8\n"
                              "    .max_flat_workgroup_size: 256\n"
                              "    .name:           k\n"
                              "    .private_segment_fixed_size: 0\n"
                              "    .sgpr_count:     8\n"
                              "    .symbol:         k.kd\n"
                              "    .vgpr_count:     4\n"
                              "    .wavefront_size: 64\n"
                              "amdhsa.version:\n"
                              "  - 1\n"
                              "  - 2\n"
                              "...\n");
  EXPECT_EQ(
      llvm::toHex(R.Metadata->MessagePack, /*LowerCase=*/true),
      "82ae616d646873612e6b65726e656c73918ba52e617267739184ae2e61646472"
      "6573735f7370616365a6676c6f62616ca72e6f666673657400a52e73697a6508"
      "ab2e76616c75655f6b696e64ad676c6f62616c5f627566666572b92e67726f75"
      "705f7365676d656e745f66697865645f73697a6500b62e6b65726e6172675f73"
      "65676d656e745f616c69676e08b52e6b65726e6172675f7365676d656e745f73"
      "697a6508b82e6d61785f666c61745f776f726b67726f75705f73697a65cd0100"
      "a52e6e616d65a16bbb2e707269766174655f7365676d656e745f66697865645f"
      "73697a6500ab2e736770725f636f756e7408a72e73796d626f6ca46b2e6b64ab"
      "2e766770725f636f756e7404af2e7761766566726f6e745f73697a6540ae616d"
      "646873612e76657273696f6e920102");
}

// What the verifier refuses is llvm-mc's "invalid HSA metadata" alone.
TEST(HsaMetadataTest, VerifierRefusals) {
  for (const char *Text :
       {"\namdhsa.version: 1\n",
        "\namdhsa.version:\n  - 1\n  - 2\namdhsa.kernels:\n  - .name: k\n",
        "\namdhsa.version: [1, 2]\nfoo: bar\n", "\n!!foo 1\n"}) {
    HsaMetadataReading R = readHsaMetadata(Text);
    EXPECT_FALSE(R.Metadata) << Text;
    EXPECT_TRUE(R.Problems.empty()) << Text;
  }
}

// llvm-mc: "YAML:2:10: error: Could not find closing ]!" and
// "YAML:2:5: error: Unexpected token. Expected Key or Block End".
TEST(HsaMetadataTest, YamlSyntaxErrors) {
  HsaMetadataReading R = readHsaMetadata("\n[unclosed\n");
  ASSERT_FALSE(R.Problems.empty());
  EXPECT_FALSE(R.Metadata);
  EXPECT_EQ(R.Problems[0].Line, 2u);
  EXPECT_EQ(R.Problems[0].Column, 9u);
  EXPECT_EQ(R.Problems[0].Message, "Could not find closing ]!");
  EXPECT_EQ(R.Problems[0].LineText, "[unclosed");
  R = readHsaMetadata("\na: b: c\n");
  ASSERT_FALSE(R.Problems.empty());
  EXPECT_EQ(R.Problems[0].Line, 2u);
  EXPECT_EQ(R.Problems[0].Column, 4u);
  EXPECT_EQ(R.Problems[0].Message,
            "Unexpected token. Expected Key or Block End");
}

} // namespace
