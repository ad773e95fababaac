//===- ZeroedArray.h - A large table in zero pages of its own ---*- C++ -*-===//
//
// The listing's printed lines are a table of megabytes of which a small
// file touches a corner. From calloc it cost that file the clearing of all of
// it (the driver keeps large blocks on the heap, where calloc clears them, and
// a one-line file then spent more on its caches than on assembling). Mapped
// pages of their own start as zero and are faulted in only where a line lands.
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_LIB_SUPPORT_ZEROEDARRAY_H
#define GFXAS_LIB_SUPPORT_ZEROEDARRAY_H

#include "llvm/Support/Memory.h"
#include <cstddef>
#include <system_error>
#include <type_traits>

namespace gfxas {

/// An array of T whose bytes are all zero at first, which must be a valid
/// T. Empty until allocate() succeeds.
template <typename T> class ZeroedArray {
  static_assert(std::is_trivially_copyable_v<T> &&
                    std::is_trivially_destructible_v<T>,
                "the array's elements are bytes, never constructed");

public:
  ZeroedArray() = default;
  ZeroedArray(const ZeroedArray &) = delete;
  ZeroedArray &operator=(const ZeroedArray &) = delete;
  ~ZeroedArray() { reset(); }

  /// False when the pages cannot be mapped: the caller goes without.
  bool allocate(size_t Count) {
    reset();
    std::error_code EC;
    Block = llvm::sys::Memory::allocateMappedMemory(
        Count * sizeof(T), nullptr,
        llvm::sys::Memory::MF_READ | llvm::sys::Memory::MF_WRITE, EC);
    if (EC)
      Block = llvm::sys::MemoryBlock();
    return Block.base() != nullptr;
  }

  void reset() {
    if (Block.base())
      llvm::sys::Memory::releaseMappedMemory(Block);
    Block = llvm::sys::MemoryBlock();
  }
  explicit operator bool() const { return Block.base() != nullptr; }
  T &operator[](size_t I) { return static_cast<T *>(Block.base())[I]; }
  const T &operator[](size_t I) const {
    return static_cast<const T *>(Block.base())[I];
  }

private:
  llvm::sys::MemoryBlock Block;
};

} // namespace gfxas

#endif
