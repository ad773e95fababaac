//===- QuickPathTest.cpp - Lines that end where the source ends ----------===//
//
// The quick path reads a line without checking for the end of the source,
// because a newline ends every scan. A line whose newline is the source's
// last byte must not be read past: each source here lives in a heap block
// of its exact size, which the sanitizer build checks.
//
//===----------------------------------------------------------------------===//

#include "TestSink.h"
#include "gtest/gtest.h"
#include <cstring>
#include <memory>

using namespace gfxas;

namespace {

TestSink assembleExactly(llvm::StringRef Text) {
  std::unique_ptr<char[]> Block(new char[Text.size()]);
  std::memcpy(Block.get(), Text.data(), Text.size());
  return assembleFor(llvm::StringRef(Block.get(), Text.size()));
}

TEST(QuickPathTest, LastLineEndsTheSource) {
  // Found by the libFuzzer target: "x = 2 + 3\n" at the end of the source
  // had the operator reader look one byte past the newline.
  const char *Lines[] = {
      "x = 2 + 3\n",
      "x = 2 | 3\n",
      "x = 2 & 3\n",
      "x = 8 / 2\n",
      "x = 1 << 2\n",
      "x = 8 >> 2\n",
      "x = (1)\n",
      "x = -1\n",
      "x = 1 // c\n",
      "x = 1 ; c\n",
      "x = 1\r\n",
      "lab:\n",
      "s_nop 1\n",
      "s_nop 1 ; c\n",
      "// c\n",
      "\n",
      "s_waitcnt vmcnt(1) & expcnt(0)\n",
      "s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, 1)\n",
  };
  for (const char *Line : Lines) {
    // Alone, and after lines that fill the memo of lines read before.
    for (std::string Prefix :
         {std::string(), std::string(10, '\n') + "s_nop 1\ns_nop 1\n" +
                             std::string(100, ' ') + "\n"}) {
      std::string Source = Prefix + Line;
      TestSink Sink = assembleExactly(Source);
      EXPECT_TRUE(Sink.errors().empty()) << Source;
    }
  }
  EXPECT_EQ(assembleExactly("x = 2 + 3\n").Assignments,
            std::vector<std::string>{"x=5"});
  EXPECT_EQ(assembleExactly("x = 2 | 3\n").Assignments,
            std::vector<std::string>{"x=3"});
}

} // namespace
