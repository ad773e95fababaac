// A line the quick path keeps with a hole for a variable's value (see
// test/lexical/quick-path-variable-counter.s) comes again with a value the
// counter refuses: it is read the usual way, and refused as llvm-mc
// refuses it; with a value in range again, it is kept again. Every CHECK
// line below was produced by llvm-mc 19.
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s > %t.out 2> %t.err
// RUN: FileCheck %s --match-full-lines --strict-whitespace < %t.out
// RUN: FileCheck %s --check-prefix=ERR --implicit-check-not=error: < %t.err
// CHECK:	.text
n = 1
// CHECK-NEXT:.set n, 1
  s_waitcnt vmcnt(n)
// CHECK-NEXT:	s_waitcnt vmcnt(1)                      ; encoding: [0x71,0x0f,0x8c,0xbf]
  s_waitcnt expcnt(2) & vmcnt(n) & lgkmcnt(1)
// CHECK-NEXT:	s_waitcnt vmcnt(1) expcnt(2) lgkmcnt(1) ; encoding: [0x21,0x01,0x8c,0xbf]
n = 64
// CHECK-NEXT:.set n, 64
  s_waitcnt vmcnt(n)
// ERR: :[[@LINE-1]]:19: error: too large value for vmcnt
  s_waitcnt expcnt(2) & vmcnt(n) & lgkmcnt(1)
// ERR: :[[@LINE-1]]:31: error: too large value for vmcnt
n = -1
// CHECK-NEXT:.set n, -1
  s_waitcnt vmcnt(n)
// ERR: :[[@LINE-1]]:19: error: too large value for vmcnt
n = 2
// CHECK-NEXT:.set n, 2
  s_waitcnt vmcnt(n)
// CHECK-NEXT:	s_waitcnt vmcnt(2)                      ; encoding: [0x72,0x0f,0x8c,0xbf]
  s_waitcnt expcnt(2) & vmcnt(n) & lgkmcnt(1)
// CHECK-NEXT:	s_waitcnt vmcnt(2) expcnt(2) lgkmcnt(1) ; encoding: [0x22,0x01,0x8c,0xbf]
