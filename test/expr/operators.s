// Semantics of every binary and unary operator (signed 64-bit, wrapping).
// Comparisons give -1/0, && || and unary ! give 1/0, >> is a logical shift,
// / and % are signed and truncate toward zero.
// Every CHECK line below was produced by llvm-mc 19. Division by zero and
// shift counts outside [0, 63] are gfxas deviations: see test/deviations/.
// RUN: gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s | FileCheck %s --match-full-lines
// CHECK: .text
// + - * wrap around.
add1 = 2 + 3
// CHECK-NEXT: .set add1, 5
add2 = 0x7fffffffffffffff + 1
// CHECK-NEXT: .set add2, -9223372036854775808
add3 = -9223372036854775808 + -1
// CHECK-NEXT: .set add3, 9223372036854775807
sub1 = 2 - 3
// CHECK-NEXT: .set sub1, -1
sub2 = -9223372036854775808 - 1
// CHECK-NEXT: .set sub2, 9223372036854775807
mul1 = -6 * 7
// CHECK-NEXT: .set mul1, -42
mul2 = 0x100000000 * 0x100000000
// CHECK-NEXT: .set mul2, 0
mul3 = 0x7fffffffffffffff * 2
// CHECK-NEXT: .set mul3, -2
// Signed division and remainder, truncated toward zero.
div1 = 7 / 2
// CHECK-NEXT: .set div1, 3
div2 = -7 / 2
// CHECK-NEXT: .set div2, -3
div3 = 7 / -2
// CHECK-NEXT: .set div3, -3
div4 = -7 / -2
// CHECK-NEXT: .set div4, 3
div5 = -9 / 4
// CHECK-NEXT: .set div5, -2
div6 = 0x8000000000000000 / 2
// CHECK-NEXT: .set div6, -4611686018427387904
div7 = 0xffffffffffffffff / 2
// CHECK-NEXT: .set div7, 0
div8 = -9223372036854775808 / 1
// CHECK-NEXT: .set div8, -9223372036854775808
rem1 = 7 % 2
// CHECK-NEXT: .set rem1, 1
rem2 = -7 % 2
// CHECK-NEXT: .set rem2, -1
rem3 = 7 % -2
// CHECK-NEXT: .set rem3, 1
rem4 = -9 % 4
// CHECK-NEXT: .set rem4, -1
rem5 = 9 % -4
// CHECK-NEXT: .set rem5, 1
rem6 = -9223372036854775808 % 2
// CHECK-NEXT: .set rem6, 0
// << and >> (logical).
shl1 = 1 << 0
// CHECK-NEXT: .set shl1, 1
shl2 = 1 << 63
// CHECK-NEXT: .set shl2, -9223372036854775808
shl3 = -1 << 1
// CHECK-NEXT: .set shl3, -2
shl4 = 3 << 62
// CHECK-NEXT: .set shl4, -4611686018427387904
shr1 = 8 >> 1
// CHECK-NEXT: .set shr1, 4
shr2 = -1 >> 1
// CHECK-NEXT: .set shr2, 9223372036854775807
shr3 = -8 >> 1
// CHECK-NEXT: .set shr3, 9223372036854775804
shr4 = -1 >> 63
// CHECK-NEXT: .set shr4, 1
shr5 = 0x8000000000000000 >> 63
// CHECK-NEXT: .set shr5, 1
// Bitwise.
or1 = 5 | 10
// CHECK-NEXT: .set or1, 15
and1 = 12 & 10
// CHECK-NEXT: .set and1, 8
xor1 = 12 ^ 10
// CHECK-NEXT: .set xor1, 6
ornot1 = 4 ! 5
// CHECK-NEXT: .set ornot1, -2
ornot2 = 0 ! 0
// CHECK-NEXT: .set ornot2, -1
ornot3 = 7 ! 1
// CHECK-NEXT: .set ornot3, -1
// Comparisons are signed and give -1 (true) or 0 (false).
eq1 = 3 == 3
// CHECK-NEXT: .set eq1, -1
eq2 = 3 == 4
// CHECK-NEXT: .set eq2, 0
ne1 = 3 != 4
// CHECK-NEXT: .set ne1, -1
ne2 = 3 != 3
// CHECK-NEXT: .set ne2, 0
ne3 = 3 <> 4
// CHECK-NEXT: .set ne3, -1
ne4 = 3 <> 3
// CHECK-NEXT: .set ne4, 0
lt1 = 1 < 2
// CHECK-NEXT: .set lt1, -1
lt2 = 2 < 1
// CHECK-NEXT: .set lt2, 0
lt3 = 0xffffffffffffffff < 0
// CHECK-NEXT: .set lt3, -1
le1 = 2 <= 2
// CHECK-NEXT: .set le1, -1
le2 = 3 <= 2
// CHECK-NEXT: .set le2, 0
gt1 = 2 > 1
// CHECK-NEXT: .set gt1, -1
gt2 = 0xffffffffffffffff > 1
// CHECK-NEXT: .set gt2, 0
ge1 = 1 >= 1
// CHECK-NEXT: .set ge1, -1
ge2 = -5 >= 0
// CHECK-NEXT: .set ge2, 0
// && and || give 1 or 0.
land1 = 1 && 2
// CHECK-NEXT: .set land1, 1
land2 = 5 && 0
// CHECK-NEXT: .set land2, 0
land3 = -1 && -1
// CHECK-NEXT: .set land3, 1
lor1 = 5 || 0
// CHECK-NEXT: .set lor1, 1
lor2 = 0 || 0
// CHECK-NEXT: .set lor2, 0
lor3 = 0 || -3
// CHECK-NEXT: .set lor3, 1
// Unary operators, which stack.
neg1 = -5
// CHECK-NEXT: .set neg1, -5
neg2 = -(-3)
// CHECK-NEXT: .set neg2, 3
neg3 = - - 3
// CHECK-NEXT: .set neg3, 3
neg4 = -0x8000000000000000
// CHECK-NEXT: .set neg4, -9223372036854775808
pos1 = +3
// CHECK-NEXT: .set pos1, 3
pos2 = + + 3
// CHECK-NEXT: .set pos2, 3
not1 = ~0
// CHECK-NEXT: .set not1, -1
not2 = ~~1
// CHECK-NEXT: .set not2, 1
not3 = ~5
// CHECK-NEXT: .set not3, -6
lnot1 = !0
// CHECK-NEXT: .set lnot1, 1
lnot2 = !5
// CHECK-NEXT: .set lnot2, 0
lnot3 = !!7
// CHECK-NEXT: .set lnot3, 1
lnot4 = !-1
// CHECK-NEXT: .set lnot4, 0
mix1 = -~0
// CHECK-NEXT: .set mix1, 1
mix2 = ~-1
// CHECK-NEXT: .set mix2, 0
mix3 = !~0
// CHECK-NEXT: .set mix3, 0
mix4 = 1 +++ 2
// CHECK-NEXT: .set mix4, 3
mix5 = 2 - - 1
// CHECK-NEXT: .set mix5, 3
mix6 = 2 --1
// CHECK-NEXT: .set mix6, 3
// Operators in instruction operands.
s_sendmsg 2 - - 1
// CHECK-NEXT: s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP) ; encoding: [0x03,0x00,0x90,0xbf]
s_sendmsg 1 +++ 2
// CHECK-NEXT: s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP) ; encoding: [0x03,0x00,0x90,0xbf]
s_sendmsg (1) + (2)
// CHECK-NEXT: s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP) ; encoding: [0x03,0x00,0x90,0xbf]
s_sendmsg 3 > 2 && 1
// CHECK-NEXT: s_sendmsg sendmsg(MSG_INTERRUPT)        ; encoding: [0x01,0x00,0x90,0xbf]
s_sendmsg -1 >> 48
// CHECK-NEXT: s_sendmsg 65535                         ; encoding: [0xff,0xff,0x90,0xbf]
s_sendmsg 0x7fffffffffffffff + 1 + 0x8000000000000002
// CHECK-NEXT: s_sendmsg sendmsg(2, 0, 0)              ; encoding: [0x02,0x00,0x90,0xbf]
s_waitcnt -1
// CHECK-NEXT: s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(15) ; encoding: [0xff,0xff,0x8c,0xbf]
s_waitcnt 1 == 1
// CHECK-NEXT: s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(15) ; encoding: [0xff,0xff,0x8c,0xbf]
s_waitcnt ~0x3f0
// CHECK-NEXT: s_waitcnt expcnt(0) lgkmcnt(12)         ; encoding: [0x0f,0xfc,0x8c,0xbf]
s_waitcnt (1)
// CHECK-NEXT: s_waitcnt vmcnt(1) expcnt(0) lgkmcnt(0) ; encoding: [0x01,0x00,0x8c,0xbf]
