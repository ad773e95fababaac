//===- Threads.h - What the helper threads share ----------------*- C++ -*-===//
//
// gfxas starts a helper thread only beside a busy one (the pass), so the two
// must run on different cores to gain anything: these helpers tell whether
// the process may, and move a helper off the busy thread's core.
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_LIB_THREADS_H
#define GFXAS_LIB_THREADS_H

#include <thread>

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#endif

namespace gfxas {

/// Whether the process may run on more than one CPU.
bool mayRunInParallel();

/// The CPU the calling thread runs on, or -1 when the system does not say.
int currentCpu();

/// Takes CPU Cpu out of the calling thread's affinity, when another one is
/// left. Left to itself, the scheduler often runs a new thread on the core
/// of the thread that made it, and keeps the two there, taking turns.
void leaveCpu(int Cpu);

/// Waits for IsReady() to hold. The threads hand over work every few tens
/// of microseconds, so a wait is mostly short: it spins a while, then gives
/// the core away.
template <typename Ready> void waitUntil(Ready IsReady) {
  for (unsigned Spins = 0; !IsReady(); ++Spins) {
    if (Spins < 256) {
#if defined(__x86_64__) || defined(__i386__)
      _mm_pause();
#endif
      continue;
    }
    std::this_thread::yield();
  }
}

} // namespace gfxas

#endif
