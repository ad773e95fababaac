//===- WasiCurrentDirectory.cpp - The WASI driver starts where it was run -===//
//
// A WASI program has no current directory of its own: wasi-libc starts at
// "/" of the preopened file system. The WASI driver (GFXAS_WASI_DRIVER)
// moves to the directory the runner gives in PWD (web/run-wasi.mjs), before
// main, so that relative names mean what they mean to the native gfxas.
//
//===----------------------------------------------------------------------===//

#include <cstdlib>
#include <unistd.h>

namespace {
struct StartInPwd {
  StartInPwd() {
    if (const char *Pwd = std::getenv("PWD"))
      (void)::chdir(Pwd);
  }
} Start;
} // namespace
