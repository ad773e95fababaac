//===- Threads.cpp - What the helper threads share ------------------------===//

#include "Threads.h"

#include <optional>

#if defined(__linux__)
#include <pthread.h>
#include <sched.h>
#endif

using namespace gfxas;

#if defined(__linux__)
/// The CPUs this process may run on, when the system says.
static std::optional<cpu_set_t> allowedCpus() {
  cpu_set_t Set;
  if (sched_getaffinity(0, sizeof(Set), &Set) != 0)
    return std::nullopt;
  return Set;
}
#endif

bool gfxas::mayRunInParallel() {
#if defined(__linux__)
  std::optional<cpu_set_t> Set = allowedCpus();
  return Set && CPU_COUNT(&*Set) > 1;
#else
  return std::thread::hardware_concurrency() > 1;
#endif
}

int gfxas::currentCpu() {
#if defined(__linux__)
  return sched_getcpu();
#else
  return -1;
#endif
}

void gfxas::leaveCpu(int Cpu) {
#if defined(__linux__)
  std::optional<cpu_set_t> Set = allowedCpus();
  if (!Set || Cpu < 0 || !CPU_ISSET(Cpu, &*Set))
    return;
  CPU_CLR(Cpu, &*Set);
  if (CPU_COUNT(&*Set) > 0)
    pthread_setaffinity_np(pthread_self(), sizeof(*Set), &*Set);
#else
  (void)Cpu;
#endif
}
