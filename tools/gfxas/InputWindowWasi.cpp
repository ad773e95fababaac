//===- InputWindowWasi.cpp - The input's window under WASI ----------------===//
//
// The WASI driver's InputWindow (GFXAS_WASI_DRIVER): wasi-libc's mmap is an
// emulation that reads the whole file into memory, so there are no pages to
// give back or map ahead.
//
//===----------------------------------------------------------------------===//

#include "Input.h"

using namespace gfxas;

void InputWindow::moveTo(uint32_t) {}
