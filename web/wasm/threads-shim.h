//===- threads-shim.h - Lock types for a libc++ without threads -*- C++ -*-===//
//
// Debian's wasm32-wasi libc++ is built without threads, so <mutex> declares
// no std::mutex. LLVM 19's Support names std::mutex, std::recursive_mutex
// and std::unique_lock even when LLVM_ENABLE_THREADS is 0. A WebAssembly
// module here runs on one thread, so locks that do nothing are correct.
// The build force-includes this header into every file.
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_WEB_THREADS_SHIM_H
#define GFXAS_WEB_THREADS_SHIM_H

#ifdef __cplusplus
#include <mutex>
#include <shared_mutex>

_LIBCPP_BEGIN_NAMESPACE_STD

struct __gfxas_lock {
  void lock() {}
  bool try_lock() { return true; }
  void unlock() {}
  void lock_shared() {}
  bool try_lock_shared() { return true; }
  void unlock_shared() {}
};
struct mutex : __gfxas_lock {};
struct recursive_mutex : __gfxas_lock {};
struct shared_mutex : __gfxas_lock {};
struct shared_timed_mutex : __gfxas_lock {};

template <class M> class unique_lock {
public:
  unique_lock() = default;
  explicit unique_lock(M &m) : m_(&m), owns_(true) {}
  unique_lock(M &m, defer_lock_t) : m_(&m) {}
  void lock() { owns_ = true; }
  void unlock() { owns_ = false; }
  bool owns_lock() const { return owns_; }
  explicit operator bool() const { return owns_; }
  M *mutex() const { return m_; }

private:
  M *m_ = nullptr;
  bool owns_ = false;
};

template <class M> class shared_lock {
public:
  explicit shared_lock(M &) {}
};

_LIBCPP_END_NAMESPACE_STD
#endif

#endif
