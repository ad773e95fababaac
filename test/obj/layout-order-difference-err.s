// Found by the layout differential (issue 28): a data value's fixup takes
// the offsets of the labels it names before the writer refuses the value,
// so their sections are laid out (and report their bad fills) first.
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1030 -filetype=obj -o %t.o %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// CHECK: :[[@LINE+5]]:8: error: invalid .org offset '2' (at offset '9'){{$}}
// CHECK: :[[@LINE+7]]:9: error: Cannot represent a difference across sections{{$}}
// CHECK: :[[@LINE+3]]:8: error: invalid .org offset '2' (at offset '9'){{$}}

  .sleb128 -1, 128, 1<<40
  .org 2, 0xff
.Ld2: .long 1
  .data.rel.ro
  .long "lab 5" - .Ld2
