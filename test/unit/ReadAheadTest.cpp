//===- ReadAheadTest.cpp - What the read-ahead thread tells the pass ------===//
//
// Besides the runs of words, the thread notes the label lines it leaves to
// the pass, so that the pass can ask for a label's slot in the name index
// before it gets there. A wrong note costs nothing but a wasted prefetch,
// which no output shows: these tests are what checks it.
//
//===----------------------------------------------------------------------===//

#include "NameIndex.h"
#include "ReadAhead.h"
#include "gtest/gtest.h"
#include <string>

using namespace gfxas;

namespace {

// The memo's scan reads whole words past a line's start, so the reader
// leaves the last few dozen bytes alone: the comments pad the source.
std::string padded(llvm::StringRef Text) {
  std::string Source = Text.str();
  for (int I = 0; I < 8; ++I)
    Source += "// padding so the lines above are read ahead\n";
  return Source;
}

/// What the thread reads from the whole of Source, in one chunk.
ReadAheadChunk readWhole(llvm::StringRef Source) {
  ReadAheadChunk Chunk;
  readSymbolFreeLines(Source, Generation::GFX9)->read(0, Source.size(), Chunk);
  return Chunk;
}

uint32_t lineOf(llvm::StringRef Source, llvm::StringRef Line) {
  size_t At = Source.find(Line);
  EXPECT_NE(At, llvm::StringRef::npos) << Line.str();
  return uint32_t(At);
}

TEST(ReadAheadTest, NotesTheLabelLinesItLeavesToThePass) {
  std::string Source = padded("  s_nop 0\n"
                              "first:\n"
                              "  s_waitcnt 0\n"
                              "x = 1\n"
                              "  a_rather_long_label_name  :\n"
                              "  s_waitcnt vmcnt(x)\n"
                              "  s_nop 1\n");
  ReadAheadChunk Chunk = readWhole(Source);
  ASSERT_EQ(Chunk.Labels.size(), 2u);
  EXPECT_EQ(Chunk.Labels[0].Line, lineOf(Source, "first:"));
  EXPECT_EQ(Chunk.Labels[0].SlotHint, NameIndex::slotHint("first"));
  EXPECT_EQ(Chunk.Labels[1].Line, lineOf(Source, "  a_rather"));
  EXPECT_EQ(Chunk.Labels[1].SlotHint,
            NameIndex::slotHint("a_rather_long_label_name"));
  // The assignment ends a run too, but is no label: three runs, from
  // s_nop 0, from s_waitcnt 0 and from s_nop 1.
  EXPECT_EQ(Chunk.Runs.size(), 3u);
}

TEST(ReadAheadTest, LeavesALineThatNamesASymbolToThePassEveryTime) {
  // The second time, the thread finds the line in its memo, marked as the
  // pass's, rather than reading it again.
  std::string Source = padded("  s_nop 0\n"
                              "  s_waitcnt vmcnt(x)\n"
                              "  s_nop 1\n"
                              "  s_waitcnt vmcnt(x)\n"
                              "  s_nop 2\n");
  ReadAheadChunk Chunk = readWhole(Source);
  ASSERT_EQ(Chunk.Runs.size(), 3u);
  EXPECT_EQ(Chunk.Runs[0].End, lineOf(Source, "  s_waitcnt"));
  EXPECT_EQ(Chunk.Runs[1].Begin, lineOf(Source, "  s_nop 1"));
  EXPECT_EQ(Chunk.Runs[1].End, Source.rfind("  s_waitcnt"));
  EXPECT_EQ(Chunk.Runs[1].NumWords, 1u);
  EXPECT_FALSE(Chunk.Runs[1].EndsAtStatement);
  EXPECT_EQ(Chunk.Runs[2].Begin, lineOf(Source, "  s_nop 2"));
  EXPECT_TRUE(Chunk.Labels.empty());
}

TEST(ReadAheadTest, LeavesAChunkToThePassUpToTheLineReadWouldStopAt) {
  // When the pass has caught up, the thread leaves it the next chunk: it
  // must end where read() would have ended it, at a line start.
  std::string Source = padded("  s_nop 0\n"
                              "  s_nop 1\n"
                              "  s_nop 2\n");
  auto Reader = readSymbolFreeLines(Source, Generation::GFX9);
  uint32_t Second = lineOf(Source, "  s_nop 1");
  uint32_t Third = lineOf(Source, "  s_nop 2");
  for (uint32_t Target :
       {Second - 1, Second, Second + 1, Third + 1, uint32_t(Source.size())}) {
    ReadAheadChunk Read, Left;
    Reader->read(0, Target, Read);
    Reader->leave(0, Target, Left);
    EXPECT_EQ(Left.End, Read.End) << Target;
    EXPECT_EQ(Left.Last, Read.Last) << Target;
    EXPECT_TRUE(Left.Runs.empty());
    EXPECT_TRUE(Left.Words.empty());
  }
  ReadAheadChunk Left;
  Reader->leave(0, Second + 1, Left);
  EXPECT_EQ(Left.End, Third);
  EXPECT_FALSE(Left.Last);
  // Past the last line the reader reads, the rest is the pass's.
  ReadAheadChunk Rest;
  Reader->leave(Third, Source.size(), Rest);
  EXPECT_TRUE(Rest.Last);
  EXPECT_GT(Rest.End, Third);
}

TEST(ReadAheadTest, LabelNameAheadFindsTheNextLineThatLooksLikeALabel) {
  std::string Source = "  s_nop 0 ; a: comment with colons: here\n"
                       "x = 1\n"
                       "  \tfirst_label:\n"
                       "second:\n";
  EXPECT_EQ(labelNameAhead(Source, 0, Source.size()), "first_label");
  uint32_t Second = lineOf(Source, "second:");
  EXPECT_EQ(labelNameAhead(Source, Second, Source.size()), "second");
  // Not within the window, or not at all.
  EXPECT_EQ(labelNameAhead(Source, 0, 20), std::nullopt);
  EXPECT_EQ(labelNameAhead("  s_nop 0\n", 0, 100), std::nullopt);
}

TEST(ReadAheadTest, LabelAfterGivesTheNextLabelOfTheChunk) {
  std::string Source = padded("  s_nop 0\n"
                              "one:\n"
                              "  s_nop 1\n"
                              "two:\n"
                              "  s_nop 2\n");
  uint32_t One = lineOf(Source, "one:"), Two = lineOf(Source, "two:");
  ReadAhead Ahead(readSymbolFreeLines(Source, Generation::GFX9), nullptr);
  // Before the pass holds a chunk there is nothing to tell.
  EXPECT_EQ(Ahead.labelAfter(0), std::nullopt);
  ASSERT_NE(Ahead.runAt(0), nullptr);
  EXPECT_EQ(Ahead.labelAfter(0), NameIndex::slotHint("one"));
  EXPECT_EQ(Ahead.labelAfter(One), NameIndex::slotHint("two"));
  EXPECT_EQ(Ahead.labelAfter(Two), std::nullopt);
}

} // namespace
