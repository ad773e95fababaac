// Found by the layout differential (issue 28): writing .text lays it out
// before the writer takes its symbols' values, so a bad fill there is
// reported again before a symbol's error.
// RUN: not gfxas -triple=amdgcn -mcpu=gfx942 -filetype=obj -o %t.o %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// CHECK: :[[@LINE+6]]:10: error: invalid number of bytes{{$}}
// CHECK: :[[@LINE+5]]:10: error: invalid number of bytes{{$}}
// CHECK: :[[@LINE+3]]:11: error: expression could not be evaluated{{$}}

f0: .long 1
k0 = ~0b0 > 070645 | n2
  .space -1
