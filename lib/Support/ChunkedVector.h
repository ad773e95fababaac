//===- ChunkedVector.h - A vector that grows without moving -----*- C++ -*-===//
//
// The symbol table grows with every label of a large file. A vector's
// doubling would, for a moment, hold every element twice over and copy it;
// std::deque avoids that, but its indexing walks an iterator (a branch, a
// division and two dependent loads), on every one of the lookups that a
// statement makes. Here elements live in chunks of a fixed power of two
// that never move, and an index is a shift and a mask.
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_LIB_CHUNKEDVECTOR_H
#define GFXAS_LIB_CHUNKEDVECTOR_H

#include <cstddef>
#include <memory>
#include <vector>

namespace gfxas {

/// Elements are default-constructed a chunk at a time, and only appended.
template <typename T, unsigned ChunkBits> class ChunkedVector {
public:
  T &operator[](size_t I) { return Chunks[I >> ChunkBits][I & Mask]; }
  const T &operator[](size_t I) const {
    return Chunks[I >> ChunkBits][I & Mask];
  }
  size_t size() const { return Size; }
  bool empty() const { return Size == 0; }
  T &back() { return (*this)[Size - 1]; }

  /// A default element, appended.
  T &grow() {
    if ((Size >> ChunkBits) == Chunks.size())
      Chunks.push_back(std::make_unique<T[]>(size_t(1) << ChunkBits));
    return (*this)[Size++];
  }
  void push_back(const T &Value) { grow() = Value; }

private:
  static constexpr size_t Mask = (size_t(1) << ChunkBits) - 1;
  std::vector<std::unique_ptr<T[]>> Chunks;
  size_t Size = 0;
};

} // namespace gfxas

#endif
