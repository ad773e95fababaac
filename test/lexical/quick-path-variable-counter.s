// The quick path keeps an s_waitcnt line whose one variable is a counter's
// value with a hole for that value (lib/LineMemo.h), and fills it from the
// variable each time the line comes again. The variable changes between
// copies of a line, goes out of the counter's range and back (see
// test/errors/quick-path-variable-counter.s), and stops being a constant.
// Every CHECK line below was produced by llvm-mc 19.
// RUN: gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s | FileCheck %s --match-full-lines --strict-whitespace
// The same lines read by pass two, after a first line that pass one cannot
// decide (its error goes to stderr):
// RUN: cat %S/Inputs/undefined-first.s %s > %t.s
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %t.s 2>%t.err | FileCheck %s --match-full-lines --strict-whitespace
// CHECK:	.text
n = 1
// CHECK-NEXT:.set n, 1
  s_waitcnt vmcnt(n)
// CHECK-NEXT:	s_waitcnt vmcnt(1)                      ; encoding: [0x71,0x0f,0x8c,0xbf]
  s_waitcnt vmcnt(n)
// CHECK-NEXT:	s_waitcnt vmcnt(1)                      ; encoding: [0x71,0x0f,0x8c,0xbf]
n = 5
// CHECK-NEXT:.set n, 5
  s_waitcnt vmcnt(n)
// CHECK-NEXT:	s_waitcnt vmcnt(5)                      ; encoding: [0x75,0x0f,0x8c,0xbf]
  s_waitcnt expcnt(2) & vmcnt(n) & lgkmcnt(1)
// CHECK-NEXT:	s_waitcnt vmcnt(5) expcnt(2) lgkmcnt(1) ; encoding: [0x25,0x01,0x8c,0xbf]
n = 63
// CHECK-NEXT:.set n, 63
  s_waitcnt vmcnt(n)
// CHECK-NEXT:	s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(15) ; encoding: [0x7f,0xcf,0x8c,0xbf]
  s_waitcnt expcnt(2) & vmcnt(n) & lgkmcnt(1)
// CHECK-NEXT:	s_waitcnt expcnt(2) lgkmcnt(1)          ; encoding: [0x2f,0xc1,0x8c,0xbf]
n = 0
// CHECK-NEXT:.set n, 0
  s_waitcnt vmcnt(n)
// CHECK-NEXT:	s_waitcnt vmcnt(0)                      ; encoding: [0x70,0x0f,0x8c,0xbf]
  s_waitcnt expcnt(2) & vmcnt(n) & lgkmcnt(1)
// CHECK-NEXT:	s_waitcnt vmcnt(0) expcnt(2) lgkmcnt(1) ; encoding: [0x20,0x01,0x8c,0xbf]
m = 2
// CHECK-NEXT:.set m, 2
  s_waitcnt vmcnt(n) lgkmcnt(m)
// CHECK-NEXT:	s_waitcnt vmcnt(0) lgkmcnt(2)           ; encoding: [0x70,0x02,0x8c,0xbf]
  s_waitcnt lgkmcnt(m)
// CHECK-NEXT:	s_waitcnt lgkmcnt(2)                    ; encoding: [0x7f,0xc2,0x8c,0xbf]
m = 3
// CHECK-NEXT:.set m, 3
  s_waitcnt lgkmcnt(m)
// CHECK-NEXT:	s_waitcnt lgkmcnt(3)                    ; encoding: [0x7f,0xc3,0x8c,0xbf]
  s_waitcnt vmcnt(n) lgkmcnt(m)
// CHECK-NEXT:	s_waitcnt vmcnt(0) lgkmcnt(3)           ; encoding: [0x70,0x03,0x8c,0xbf]
  s_waitcnt vmcnt_sat(n)
// CHECK-NEXT:	s_waitcnt vmcnt(0)                      ; encoding: [0x70,0x0f,0x8c,0xbf]
n = 1000
// CHECK-NEXT:.set n, 1000
  s_waitcnt vmcnt_sat(n)
// CHECK-NEXT:	s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(15) ; encoding: [0x7f,0xcf,0x8c,0xbf]
  s_waitcnt expcnt(m)
// CHECK-NEXT:	s_waitcnt expcnt(3)                     ; encoding: [0x3f,0xcf,0x8c,0xbf]
m = n - 998
// CHECK-NEXT:.set m, 2
  s_waitcnt expcnt(m)
// CHECK-NEXT:	s_waitcnt expcnt(2)                     ; encoding: [0x2f,0xcf,0x8c,0xbf]
m = 4
// CHECK-NEXT:.set m, 4
  s_waitcnt expcnt(m)
// CHECK-NEXT:	s_waitcnt expcnt(4)                     ; encoding: [0x4f,0xcf,0x8c,0xbf]
   s_waitcnt expcnt(m)
// CHECK-NEXT:	s_waitcnt expcnt(4)                     ; encoding: [0x4f,0xcf,0x8c,0xbf]
lab:
// CHECK-NEXT:lab:
k = lab
// CHECK-NEXT:.set k, lab
  s_nop 0
// CHECK-NEXT:	s_nop 0                                 ; encoding: [0x00,0x00,0x80,0xbf]
n = 7
// CHECK-NEXT:.set n, 7
  s_waitcnt vmcnt(n)
// CHECK-NEXT:	s_waitcnt vmcnt(7)                      ; encoding: [0x77,0x0f,0x8c,0xbf]
