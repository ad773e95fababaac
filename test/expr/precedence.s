// Operator precedence of llvm-mc's GNU-flavoured expression parser (not the
// table in AMDGPUOperandSyntax.rst). Highest first, all left-associative:
//   6: * / % << >>    5: | ^ & ! (binary ! is or-not)    4: + -
//   3: == != <> < <= > >=    2: &&    1: ||    unary - + ~ ! bind tightest.
// Every CHECK line below was produced by llvm-mc 19.
// RUN: gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s | FileCheck %s --match-full-lines --check-prefixes=CHECK,GFX9 --allow-unused-prefixes
// RUN: gfxas -triple=amdgcn -mcpu=gfx1100 -show-encoding %s | FileCheck %s --match-full-lines --check-prefixes=CHECK,GFX11 --allow-unused-prefixes
// CHECK: .text
// Bitwise operators bind tighter than + and -.
r1 = 1 + 1 | 2
// CHECK-NEXT: .set r1, 4
r7 = 6 & 3 + 1
// CHECK-NEXT: .set r7, 3
r53 = 5 - 1 | 2
// CHECK-NEXT: .set r53, 2
r54 = 4 | 1 - 1
// CHECK-NEXT: .set r54, 4
r55 = 3 * 2 | 1
// CHECK-NEXT: .set r55, 7
// Shifts are at the * level, above + and bitwise.
r4 = 1 << 2 + 1
// CHECK-NEXT: .set r4, 5
r5 = (1 << 2) + 1
// CHECK-NEXT: .set r5, 5
r6 = 1 + 1 << 2
// CHECK-NEXT: .set r6, 5
r56 = 8 >> 1 | 1
// CHECK-NEXT: .set r56, 5
r2 = 2 * 3 + 4
// CHECK-NEXT: .set r2, 10
r3 = 1 + 2 * 3
// CHECK-NEXT: .set r3, 7
// | ^ & are one level, evaluated left to right.
r8 = 1 | 2 ^ 3 & 4
// CHECK-NEXT: .set r8, 0
p1 = 1 & 2 | 4
// CHECK-NEXT: .set p1, 4
p2 = 4 | 2 & 1
// CHECK-NEXT: .set p2, 0
p3 = 6 ^ 3 | 8
// CHECK-NEXT: .set p3, 13
// Binary ! (a | ~b) is on the | level.
r25 = 7 ! 1
// CHECK-NEXT: .set r25, -1
r26 = 1 ! 0
// CHECK-NEXT: .set r26, -1
b1 = 4 ! 5
// CHECK-NEXT: .set b1, -2
b2 = 1 + 2 ! 0
// CHECK-NEXT: .set b2, 0
b3 = 2 * 3 ! 0
// CHECK-NEXT: .set b3, -1
// Comparisons: one level, below + -, left-associative.
r19 = 1 == 1 + 0
// CHECK-NEXT: .set r19, -1
r20 = 1 + 1 == 2
// CHECK-NEXT: .set r20, -1
r23 = 3 < 4 == 1
// CHECK-NEXT: .set r23, 0
r24 = 1 | 2 == 3
// CHECK-NEXT: .set r24, -1
r57 = 1 == 2 == 0
// CHECK-NEXT: .set r57, -1
c1 = 1 < 2 < 3
// CHECK-NEXT: .set c1, -1
c2 = 2 > 1 != 0
// CHECK-NEXT: .set c2, -1
// && binds tighter than ||, both below comparisons.
r21 = 1 || 0 && 0
// CHECK-NEXT: .set r21, 1
r22 = 0 && 0 || 1
// CHECK-NEXT: .set r22, 1
r58 = 1 && 1 || 0
// CHECK-NEXT: .set r58, 1
l1 = 1 == 1 && 2 == 2
// CHECK-NEXT: .set l1, 1
l2 = 0 && 1 == 0
// CHECK-NEXT: .set l2, 0
l3 = 0 || 2 < 1
// CHECK-NEXT: .set l3, 0
// Left associativity.
r49 = 10 - 2 - 3
// CHECK-NEXT: .set r49, 5
r50 = 100 / 10 / 5
// CHECK-NEXT: .set r50, 2
r51 = 2 * 3 % 4
// CHECK-NEXT: .set r51, 2
r52 = 1 << 2 << 3
// CHECK-NEXT: .set r52, 32
a1 = 64 >> 2 >> 1
// CHECK-NEXT: .set a1, 8
a2 = 20 % 7 * 3
// CHECK-NEXT: .set a2, 18
// Unary operators bind tighter than every binary operator.
u1 = -1 + 2
// CHECK-NEXT: .set u1, 1
u2 = ~1 & 7
// CHECK-NEXT: .set u2, 6
u3 = !0 + 1
// CHECK-NEXT: .set u3, 2
u4 = -2 * -3
// CHECK-NEXT: .set u4, 6
u5 = - 1 << 1
// CHECK-NEXT: .set u5, -2
u6 = ~0 >> 60
// CHECK-NEXT: .set u6, 15
// Parentheses override.
q1 = (1 + 1) | 2
// CHECK-NEXT: .set q1, 2
q2 = 1 + (1 | 2)
// CHECK-NEXT: .set q2, 4
q3 = (1 || 0) && 0
// CHECK-NEXT: .set q3, 0
q4 = 2 * (3 ! 0)
// CHECK-NEXT: .set q4, -2
// The same precedence applies to instruction operands.
s_waitcnt 1 + 1 | 2
// GFX9-NEXT: s_waitcnt vmcnt(4) expcnt(0) lgkmcnt(0) ; encoding: [0x04,0x00,0x8c,0xbf]
// GFX11-NEXT: s_waitcnt vmcnt(0) expcnt(4) lgkmcnt(0) ; encoding: [0x04,0x00,0x89,0xbf]
s_waitcnt 1 << 2 + 1
// GFX9-NEXT: s_waitcnt vmcnt(5) expcnt(0) lgkmcnt(0) ; encoding: [0x05,0x00,0x8c,0xbf]
// GFX11-NEXT: s_waitcnt vmcnt(0) expcnt(5) lgkmcnt(0) ; encoding: [0x05,0x00,0x89,0xbf]
s_waitcnt 0x70 | 0xf00 + 1
// GFX9-NEXT: s_waitcnt vmcnt(1)                      ; encoding: [0x71,0x0f,0x8c,0xbf]
// GFX11-NEXT: s_waitcnt vmcnt(3) expcnt(1) lgkmcnt(55) ; encoding: [0x71,0x0f,0x89,0xbf]
s_sendmsg 2 | 0x10 + 0x100
// GFX9-NEXT: s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, 1) ; encoding: [0x12,0x01,0x90,0xbf]
// GFX11-NEXT: s_sendmsg 274                           ; encoding: [0x12,0x01,0xb6,0xbf]
s_sendmsg 1 || 0 && 0
// GFX9-NEXT: s_sendmsg sendmsg(MSG_INTERRUPT)        ; encoding: [0x01,0x00,0x90,0xbf]
// GFX11-NEXT: s_sendmsg sendmsg(MSG_INTERRUPT)        ; encoding: [0x01,0x00,0xb6,0xbf]
s_sendmsg sendmsg(1 + 1 | 0, 1 | 2 - 2, 1 << 1 - 1)
// GFX9-NEXT: s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, 1) ; encoding: [0x12,0x01,0x90,0xbf]
// GFX11-NEXT: s_sendmsg 274                           ; encoding: [0x12,0x01,0xb6,0xbf]
