// What llvm-mc's writer refuses in a SHT_NOBITS section, one section per
// case (the writer names the section): a .fill of a known count is values,
// data whose bytes it checks (a .zero's fill is not); a value naming a
// symbol not yet defined is a fixup, even when its value is 0. gfxas wrote
// an object for both. No object is written. The check lines are generated
// by utils/update-checks from llvm-mc 19.
// RUN: rm -f %t.o
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.o %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// RUN: not ls %t.o

  .bss
  .fill 1, 4, 0x3be4c1ed
  .section .fill8,"aw",@nobits
  .fill 2, 8, 0x100000000
// CHECK: :[[@LINE-1]]:15: warning: '.fill' directive pattern has been truncated to 32-bits{{$}}
  .fill 1, 8, 0x1000000ff
  .section .tbss,"awT",@nobits
// CHECK: :[[@LINE-2]]:15: warning: '.fill' directive pattern has been truncated to 32-bits{{$}}
  .fill 1, 1, 1
  .section .later,"aw",@nobits
  .long x - y
x:
y:
  .section .later_variable,"aw",@nobits
  .long v
  .section .zero_fills,"aw",@nobits
  .byte 1
  .fill 1, 1, 1
  .fill 0, 1, 1
  .fill -1, 1, 1
  .byte 0
// CHECK: :[[@LINE-2]]:9: warning: '.fill' directive with negative repeat count has no effect{{$}}
  .zero 1, 1
  .byte 1
v = w
w = 0
// CHECK: <unknown>:0: error: SHT_NOBITS section '.bss' cannot have non-zero initializers{{$}}
// CHECK: <unknown>:0: error: SHT_NOBITS section '.fill8' cannot have non-zero initializers{{$}}
// CHECK: <unknown>:0: error: SHT_NOBITS section '.tbss' cannot have non-zero initializers{{$}}
// CHECK: <unknown>:0: error: SHT_NOBITS section '.later' cannot have fixups{{$}}
// CHECK: <unknown>:0: error: SHT_NOBITS section '.later_variable' cannot have fixups{{$}}
// CHECK: <unknown>:0: error: SHT_NOBITS section '.zero_fills' cannot have non-zero initializers{{$}}
// CHECK: <unknown>:0: error: SHT_NOBITS section '.zero_fills' cannot have non-zero initializers{{$}}
