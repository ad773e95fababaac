// Self and cyclic references in assignments.
// Every CHECK line below was produced by llvm-mc 19.
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s | FileCheck %s --match-full-lines
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 %s 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR --implicit-check-not=error:
// CHECK: .text
// x is defined, so x + 1 folds immediately: not recursive.
x = 1
// CHECK-NEXT: .set x, 1
x = x + 1
// CHECK-NEXT: .set x, 2
s_sendmsg x
// CHECK-NEXT: s_sendmsg sendmsg(2, 0, 0)              ; encoding: [0x02,0x00,0x90,0xbf]
.set x, x * 3
// CHECK-NEXT: .set x, 6
// CHECK-NEXT: .no_dead_strip	x
s_sendmsg x
// CHECK-NEXT: s_sendmsg sendmsg(MSG_HALT_WAVES)       ; encoding: [0x06,0x00,0x90,0xbf]
// y is undefined: y = y + 1 refers to itself.
y = y + 1
// ERR: :[[@LINE-1]]:5: error: Recursive use of 'y'
.set y2, 1 + y2
// ERR: :[[@LINE-1]]:10: error: Recursive use of 'y2'
.equ y3, -y3
// ERR: :[[@LINE-1]]:10: error: Recursive use of 'y3'
z = (z)
// ERR: :[[@LINE-1]]:5: error: Recursive use of 'z'
// Two- and three-step cycles.
a = b
// CHECK-NEXT: .set a, b
b = a
// ERR: :[[@LINE-1]]:5: error: Recursive use of 'b'
c1 = c2 + 1
// CHECK-NEXT: .set c1, c2+1
c2 = c3 * 2
// CHECK-NEXT: .set c2, c3*2
c3 = c1 - 1
// ERR: :[[@LINE-1]]:6: error: Recursive use of 'c3'
// Not a cycle: a chain resolved later.
d1 = d2 + 1
// CHECK-NEXT: .set d1, d2+1
d2 = d3 + 1
// CHECK-NEXT: .set d2, d3+1
d3 = 5
// CHECK-NEXT: .set d3, 5
s_sendmsg d1
// CHECK-NEXT: s_sendmsg sendmsg(MSG_ORDERED_PS_DONE)  ; encoding: [0x07,0x00,0x90,0xbf]
// A cycle broken by a redefinition before it closes.
e1 = e2
// CHECK-NEXT: .set e1, e2
e2 = 4
// CHECK-NEXT: .set e2, 4
e2 = e1 + 1
// CHECK-NEXT: .set e2, 5
s_sendmsg e2
// CHECK-NEXT: s_sendmsg sendmsg(MSG_STALL_WAVE_GEN)   ; encoding: [0x05,0x00,0x90,0xbf]
ok = 1
// CHECK-NEXT: .set ok, 1
