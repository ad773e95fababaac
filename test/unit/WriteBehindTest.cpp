//===- WriteBehindTest.cpp - An output stream written on a second thread -===//

#include "WriteBehind.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"
#include <string>

using namespace gfxas;

namespace {

constexpr size_t BufferBytes = 256 << 10;

/// Bytes that differ from one offset to the next, so that a lost, doubled
/// or reordered piece shows.
std::string pattern(size_t Begin, size_t Size) {
  std::string S(Size, '\0');
  for (size_t I = 0; I < Size; ++I)
    S[I] = char('a' + (Begin + I) * 7 % 23);
  return S;
}

TEST(WriteBehindTest, WritesEverythingInOrder) {
  std::string Written;
  llvm::raw_string_ostream Target(Written);
  std::string Expected;
  {
    WriteBehindStream OS(Target);
    // Small writes that fill many buffers, writes of a buffer and more
    // (which raw_ostream passes on from the caller's memory), and a
    // character at a time.
    size_t Sizes[] = {1,           17, BufferBytes - 18,     5000,
                      BufferBytes, 3,  3 * BufferBytes + 11, BufferBytes - 1,
                      70000,       1};
    for (int Round = 0; Round < 3; ++Round)
      for (size_t Size : Sizes) {
        std::string Piece = pattern(Expected.size(), Size);
        OS << Piece;
        Expected += Piece;
        EXPECT_EQ(OS.tell(), Expected.size());
      }
    for (int I = 0; I < 100000; ++I) {
      char C = char('A' + I % 26);
      OS << C;
      Expected += C;
    }
  }
  EXPECT_EQ(Written.size(), Expected.size());
  EXPECT_TRUE(Written == Expected);
}

TEST(WriteBehindTest, CatchUpWritesTheFullBuffers) {
  std::string Written;
  llvm::raw_string_ostream Target(Written);
  WriteBehindStream OS(Target);
  std::string Text = pattern(0, 5 * BufferBytes + 100);
  OS << llvm::StringRef(Text).take_front(BufferBytes - 1);
  OS.catchUp();
  // Nothing full yet: a buffered stream would have written nothing.
  EXPECT_EQ(Written.size(), 0u);
  for (size_t I = BufferBytes - 1; I < Text.size(); I += 1000)
    OS << llvm::StringRef(Text).slice(I, I + 1000);
  OS.catchUp();
  EXPECT_EQ(Written.size(), 5 * BufferBytes);
  EXPECT_TRUE(Written == llvm::StringRef(Text).take_front(5 * BufferBytes));
  OS.flush();
  OS.catchUp();
  EXPECT_TRUE(Written == Text);
}

TEST(WriteBehindTest, TargetKeepsWhatItHadBuffered) {
  std::string Written;
  llvm::raw_string_ostream Target(Written);
  Target.SetBufferSize(4096);
  Target << "before ";
  {
    WriteBehindStream OS(Target);
    OS << "after";
  }
  EXPECT_EQ(Written, "before after");
}

} // namespace
