//===- Check.h - Property checks of the fuzz targets ------------*- C++ -*-===//
//
// A violated property aborts, which libFuzzer reports as a crash and keeps
// the input that did it.
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_TEST_FUZZ_CHECK_H
#define GFXAS_TEST_FUZZ_CHECK_H

#include <cstdio>
#include <cstdlib>

[[noreturn]] inline void fail(const char *What) {
  std::fprintf(stderr, "gfxas fuzz check failed: %s\n", What);
  std::abort();
}

inline void check(bool Cond, const char *What) {
  if (!Cond)
    fail(What);
}

#endif
