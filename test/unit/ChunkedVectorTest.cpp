//===- ChunkedVectorTest.cpp - Elements that stay where they are ---------===//

#include "Support/ChunkedVector.h"
#include "gtest/gtest.h"

using namespace gfxas;

namespace {

TEST(ChunkedVectorTest, IndicesAcrossChunks) {
  ChunkedVector<int, 3> V;
  EXPECT_TRUE(V.empty());
  for (int I = 0; I < 100; ++I)
    V.push_back(I * 7);
  ASSERT_EQ(V.size(), 100u);
  for (int I = 0; I < 100; ++I)
    EXPECT_EQ(V[I], I * 7);
  EXPECT_EQ(V.back(), 99 * 7);
}

TEST(ChunkedVectorTest, ElementsNeverMove) {
  ChunkedVector<int, 2> V;
  int &First = V.grow();
  First = 5;
  for (int I = 0; I < 1000; ++I)
    V.grow() = I;
  EXPECT_EQ(&First, &V[0]);
  EXPECT_EQ(First, 5);
  EXPECT_EQ(V[1000], 999);
}

TEST(ChunkedVectorTest, GrownElementsAreDefault) {
  struct Item {
    int Value = 42;
  };
  ChunkedVector<Item, 4> V;
  for (int I = 0; I < 40; ++I)
    EXPECT_EQ(V.grow().Value, 42);
}

} // namespace
