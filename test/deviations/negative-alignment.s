// gfxas-only behaviour (DEVIATION): a negative power of two in .p2align.
// llvm-mc 19 shifts 1 by it (undefined behaviour in C++; on x86-64 the
// count is taken modulo 64), lists `.p2align 63` for -1 without a
// diagnostic, and then writes an object whose .text claims an alignment of
// 2**63 and an offset past the end of the file, or never finishes padding
// code to it. gfxas refuses it as it refuses 32 and above.
// The lines marked GFXAS-DEVIATION and their GFXAS-ERR lines were written by
// hand from the gfxas specification.
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 %s 2>&1 >/dev/null | FileCheck %s --check-prefix=GFXAS-ERR --implicit-check-not=error:

  s_nop 0
// GFXAS-DEVIATION: llvm-mc lists .p2align 63
  .p2align -1
// GFXAS-ERR: :[[@LINE-1]]:12: error: invalid alignment value
// GFXAS-DEVIATION: llvm-mc lists .p2align 34
  .p2align -30, 0
// GFXAS-ERR: :[[@LINE-1]]:12: error: invalid alignment value
  s_nop 1
