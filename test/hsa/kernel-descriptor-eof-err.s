// A block that reaches the end of the file: llvm-mc's error is at the
// end, on the line after the last. Written by hand (the end of the file
// moves with generated lines after it) and checked against llvm-mc too.
// RUN: not gfxas -triple=amdgcn-amd-amdhsa -mcpu=gfx900 %s 2>&1 >/dev/null | FileCheck %s --check-prefix=GFXAS --implicit-check-not=error: --strict-whitespace
// RUN: not %llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx900 %s 2>&1 >/dev/null | FileCheck %s --check-prefix=GFXAS --implicit-check-not=error: --strict-whitespace
// GFXAS: kernel-descriptor-eof-err.s:[[@LINE+4]]:1: error: expected .amdhsa_ directive or .end_amdhsa_kernel{{$}}
.amdhsa_kernel k
  .amdhsa_next_free_vgpr 1
  .amdhsa_next_free_sgpr 8
