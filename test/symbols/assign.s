// Assignment forms: 'x = e', '.set', '.equ', '.equiv', and how they print.
// '=' prints only '.set x, V'; the directives add '.no_dead_strip x'.
// Every CHECK line below was produced by llvm-mc 19.
// RUN: gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s | FileCheck %s --match-full-lines
// CHECK: .text
a = 1
// CHECK-NEXT: .set a, 1
b=2
// CHECK-NEXT: .set b, 2
c	=	3
// CHECK-NEXT: .set c, 3
  d = 4
// CHECK-NEXT: .set d, 4
.set e, 5
// CHECK-NEXT: .set e, 5
// CHECK-NEXT: .no_dead_strip	e
.equ f, 6
// CHECK-NEXT: .set f, 6
// CHECK-NEXT: .no_dead_strip	f
.equiv g, 7
// CHECK-NEXT: .set g, 7
// CHECK-NEXT: .no_dead_strip	g
.set h,8
// CHECK-NEXT: .set h, 8
// CHECK-NEXT: .no_dead_strip	h
.equ i , 9
// CHECK-NEXT: .set i, 9
// CHECK-NEXT: .no_dead_strip	i
.equiv	j,	10
// CHECK-NEXT: .set j, 10
// CHECK-NEXT: .no_dead_strip	j
// Directive names are case-insensitive.
.SET k, 11
// CHECK-NEXT: .set k, 11
// CHECK-NEXT: .no_dead_strip	k
.Set l, 12
// CHECK-NEXT: .set l, 12
// CHECK-NEXT: .no_dead_strip	l
.EQU m, 13
// CHECK-NEXT: .set m, 13
// CHECK-NEXT: .no_dead_strip	m
.Equiv n, 14
// CHECK-NEXT: .set n, 14
// CHECK-NEXT: .no_dead_strip	n
// Values are folded to signed 64-bit decimal.
o = 0xffffffffffffffff
// CHECK-NEXT: .set o, -1
p = 0x10 + a
// CHECK-NEXT: .set p, 17
.set q, 'A'
// CHECK-NEXT: .set q, 65
// CHECK-NEXT: .no_dead_strip	q
.equ r, -0
// CHECK-NEXT: .set r, 0
// CHECK-NEXT: .no_dead_strip	r
// Redefinition with '=', .set and .equ is allowed.
a = 100
// CHECK-NEXT: .set a, 100
.set a, 101
// CHECK-NEXT: .set a, 101
// CHECK-NEXT: .no_dead_strip	a
.equ a, 102
// CHECK-NEXT: .set a, 102
// CHECK-NEXT: .no_dead_strip	a
a = a + 1
// CHECK-NEXT: .set a, 103
// The right side is folded when the assignment is made: later changes to a
// symbol do not affect an earlier folded value.
x = 1
// CHECK-NEXT: .set x, 1
y = x
// CHECK-NEXT: .set y, 1
x = 2
// CHECK-NEXT: .set x, 2
s_sendmsg y
// CHECK-NEXT: s_sendmsg sendmsg(MSG_INTERRUPT)        ; encoding: [0x01,0x00,0x90,0xbf]
s_sendmsg x
// CHECK-NEXT: s_sendmsg sendmsg(2, 0, 0)              ; encoding: [0x02,0x00,0x90,0xbf]
// Symbols in operands.
s_sendmsg a - 100
// CHECK-NEXT: s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP) ; encoding: [0x03,0x00,0x90,0xbf]
s_waitcnt o
// CHECK-NEXT: s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(15) ; encoding: [0xff,0xff,0x8c,0xbf]
s_waitcnt vmcnt(b) expcnt(c) lgkmcnt(d)
// CHECK-NEXT: s_waitcnt vmcnt(2) expcnt(3) lgkmcnt(4) ; encoding: [0x32,0x04,0x8c,0xbf]
s_sendmsg sendmsg(b, e - 4, i - 8)
// CHECK-NEXT: s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, 1) ; encoding: [0x12,0x01,0x90,0xbf]
// An assignment whose right side is not yet absolute is kept as an expression
// and evaluated with the current values when it is used.
lz1 = lz2 + 1
// CHECK-NEXT: .set lz1, lz2+1
lz2 = 2
// CHECK-NEXT: .set lz2, 2
lz2 = 5
// CHECK-NEXT: .set lz2, 5
s_sendmsg lz1
// CHECK-NEXT: s_sendmsg sendmsg(MSG_HALT_WAVES)       ; encoding: [0x06,0x00,0x90,0xbf]
lz3 = lz4
// CHECK-NEXT: .set lz3, lz4
lz4 = 7
// CHECK-NEXT: .set lz4, 7
lz4 = 8
// CHECK-NEXT: .set lz4, 8
s_sendmsg lz3
// CHECK-NEXT: s_sendmsg sendmsg(MSG_EARLY_PRIM_DEALLOC) ; encoding: [0x08,0x00,0x90,0xbf]
.set lz5, lz6 * 2
// CHECK-NEXT: .set lz5, lz6*2
// CHECK-NEXT: .no_dead_strip	lz5
.equ lz6, 9
// CHECK-NEXT: .set lz6, 9
// CHECK-NEXT: .no_dead_strip	lz6
s_sendmsg lz5
// CHECK-NEXT: s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, 0) ; encoding: [0x12,0x00,0x90,0xbf]
