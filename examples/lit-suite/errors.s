// Errors: gfxas exits non-zero and prints llvm-mc's message at llvm-mc's
// line and column. Every CHECK line below was produced by llvm-mc 19.
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 %s 2>&1 | FileCheck %s --implicit-check-not=error:

s_waitcnt vmcnt(64)
// CHECK: :[[@LINE-1]]:17: error: too large value for vmcnt
s_waitcnt foo(1)
// CHECK: :[[@LINE-1]]:11: error: invalid counter name foo
s_nop
// CHECK: :[[@LINE-1]]:1: error: too few operands for instruction
