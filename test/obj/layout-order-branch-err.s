// Found by the layout differential (issue 28): a branch's fixup takes its
// label's offset before its own place's, so the label's section is laid
// out (and reports its bad fills) first.
// RUN: not gfxas -triple=amdgcn -mcpu=gfx600 -filetype=obj -o %t.o %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// CHECK: :[[@LINE+9]]:9: error: invalid number of bytes{{$}}
// CHECK: :[[@LINE+5]]:8: error: invalid .org offset '2' (at offset '4'){{$}}
// CHECK: :[[@LINE+4]]:8: error: invalid .org offset '2' (at offset '4'){{$}}
// CHECK: :[[@LINE+6]]:9: error: invalid number of bytes{{$}}

  s_branch .L0
  .org 2
  .section 1
.L0:
  .skip -1
