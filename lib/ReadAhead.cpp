//===- ReadAhead.cpp - Lines read on a second thread ---------------------===//

#include "ReadAhead.h"

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#endif
#if defined(__linux__)
#include <pthread.h>
#include <sched.h>
#endif

using namespace gfxas;

// The two threads hand over a chunk every few tens of microseconds, so a
// wait is mostly short: it spins a while, then gives the core away.
template <typename Ready> static void waitUntil(Ready IsReady) {
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

#if defined(__linux__)
/// The CPUs this process may run on, when the system says.
static std::optional<cpu_set_t> allowedCpus() {
  cpu_set_t Set;
  if (sched_getaffinity(0, sizeof(Set), &Set) != 0)
    return std::nullopt;
  return Set;
}
#endif

bool ReadAhead::worthwhile() {
#if defined(__linux__)
  std::optional<cpu_set_t> Set = allowedCpus();
  return Set && CPU_COUNT(&*Set) > 1;
#else
  return std::thread::hardware_concurrency() > 1;
#endif
}

ReadAhead::ReadAhead(ReadAheadReader Read, llvm::function_ref<void()> Idle)
    : Read(std::move(Read)), Idle(Idle),
      Ring(std::make_unique<ReadAheadChunk[]>(Slots)),
#if defined(__linux__)
      PassCpu(sched_getcpu()),
#endif
      Thread([this] { run(); }) {
}

ReadAhead::~ReadAhead() {
  Stop.store(true, std::memory_order_relaxed);
  Thread.join();
}

// Left to itself, the scheduler often runs a new thread on the core of the
// thread that made it, and keeps the two there, taking turns; the pass and
// this thread would then be no faster than the pass alone.
void ReadAhead::leavePassCpu() {
#if defined(__linux__)
  std::optional<cpu_set_t> Set = allowedCpus();
  if (!Set || PassCpu < 0 || !CPU_ISSET(PassCpu, &*Set))
    return;
  CPU_CLR(PassCpu, &*Set);
  if (CPU_COUNT(&*Set) > 0)
    pthread_setaffinity_np(pthread_self(), sizeof(*Set), &*Set);
#endif
}

void ReadAhead::run() {
  leavePassCpu();
  uint32_t Begin = 0;
  for (uint64_t Chunk = 0;; ++Chunk) {
    // The slot is free once the pass has released the chunk it held before.
    waitUntil([&] {
      return Chunk - Released.load(std::memory_order_acquire) < Slots ||
             Stop.load(std::memory_order_relaxed);
    });
    if (Stop.load(std::memory_order_relaxed))
      return;
    ReadAheadChunk &C = Ring[Chunk % Slots];
    C.Runs.clear();
    C.Words.clear();
    C.Last = false;
    Read(Begin, Begin + ChunkBytes, C);
    Begin = C.End;
    bool Last = C.Last;
    Published.store(Chunk + 1, std::memory_order_release);
    if (Last)
      return;
    if (Idle)
      Idle();
  }
}

const ReadAheadRun *ReadAhead::runAt(uint32_t Pos) {
  for (;;) {
    if (!Current) {
      waitUntil(
          [&] { return Published.load(std::memory_order_acquire) > Taken; });
      Current = &Ring[Taken % Slots];
      NextRun = 0;
    }
    while (NextRun < Current->Runs.size()) {
      const ReadAheadRun &R = Current->Runs[NextRun];
      if (R.FirstStatement < Pos) {
        ++NextRun;
        continue;
      }
      if (Pos != R.Begin && Pos != R.FirstStatement) {
        NextBegin = Pos < R.Begin ? R.Begin : R.FirstStatement;
        return nullptr;
      }
      ++NextRun;
      NextBegin = NextRun < Current->Runs.size() ? Current->Runs[NextRun].Begin
                                                 : Current->End;
      return &R;
    }
    // Every later run begins in a later chunk.
    if (Current->Last || Pos < Current->End) {
      NextBegin = Current->Last ? UINT32_MAX : Current->End;
      return nullptr;
    }
    Current = nullptr;
    Released.store(++Taken, std::memory_order_release);
  }
}
