// Every integer literal form accepted by llvm-mc 19: decimal, hex, binary,
// octal, character literals and escapes, ignored U/L suffixes, floating-point
// literals (read as their IEEE-754 double bit pattern) and 64-bit unsigned
// literals that wrap to negative values.
// Every CHECK line below was produced by llvm-mc 19.
// RUN: gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s | FileCheck %s --match-full-lines
// CHECK: .text
// Decimal, hex, binary, octal.
dec1 = 10
// CHECK-NEXT: .set dec1, 10
dec2 = 0
// CHECK-NEXT: .set dec2, 0
dec3 = 00
// CHECK-NEXT: .set dec3, 0
dec4 = 9223372036854775807
// CHECK-NEXT: .set dec4, 9223372036854775807
hex1 = 0x1F
// CHECK-NEXT: .set hex1, 31
hex2 = 0X1f
// CHECK-NEXT: .set hex2, 31
hex3 = 0x0
// CHECK-NEXT: .set hex3, 0
hex4 = 0xabcdef
// CHECK-NEXT: .set hex4, 11259375
hex5 = 0XABCDEF
// CHECK-NEXT: .set hex5, 11259375
bin1 = 0b101
// CHECK-NEXT: .set bin1, 5
bin2 = 0B11
// CHECK-NEXT: .set bin2, 3
bin3 = 0b0
// CHECK-NEXT: .set bin3, 0
oct1 = 010
// CHECK-NEXT: .set oct1, 8
oct2 = 017
// CHECK-NEXT: .set oct2, 15
oct3 = 0777
// CHECK-NEXT: .set oct3, 511
// Suffixes U, L, UL, ULL in any case are ignored.
suf1 = 10U
// CHECK-NEXT: .set suf1, 10
suf2 = 10ULL
// CHECK-NEXT: .set suf2, 10
suf3 = 10l
// CHECK-NEXT: .set suf3, 10
suf4 = 0x10u
// CHECK-NEXT: .set suf4, 16
suf5 = 10ul
// CHECK-NEXT: .set suf5, 10
suf6 = 0b11L
// CHECK-NEXT: .set suf6, 3
suf7 = 017u
// CHECK-NEXT: .set suf7, 15
suf8 = 10LL
// CHECK-NEXT: .set suf8, 10
// Character literals.
chr1 = 'a'
// CHECK-NEXT: .set chr1, 97
chr2 = 'A' + 1
// CHECK-NEXT: .set chr2, 66
chr3 = ' '
// CHECK-NEXT: .set chr3, 32
chr4 = '0'
// CHECK-NEXT: .set chr4, 48
chr5 = '''
// CHECK-NEXT: .set chr5, 39
// Escapes: \n \t \\ \' are special; any other escaped char stands for itself.
esc1 = '\n'
// CHECK-NEXT: .set esc1, 10
esc2 = '\t'
// CHECK-NEXT: .set esc2, 9
esc3 = '\\'
// CHECK-NEXT: .set esc3, 92
esc4 = '\''
// CHECK-NEXT: .set esc4, 39
esc5 = '\0'
// CHECK-NEXT: .set esc5, 48
esc6 = '\a'
// CHECK-NEXT: .set esc6, 97
esc7 = '\"'
// CHECK-NEXT: .set esc7, 34
esc8 = '\b'
// CHECK-NEXT: .set esc8, 8
esc9 = '\r'
// CHECK-NEXT: .set esc9, 13
// 2^63 .. 2^64-1 are read as unsigned and wrap.
wrap1 = 9223372036854775808
// CHECK-NEXT: .set wrap1, -9223372036854775808
wrap2 = 18446744073709551615
// CHECK-NEXT: .set wrap2, -1
wrap3 = 0xFFFFFFFFFFFFFFFF
// CHECK-NEXT: .set wrap3, -1
wrap4 = 0x8000000000000000
// CHECK-NEXT: .set wrap4, -9223372036854775808
wrap5 = 0b1111111111111111111111111111111111111111111111111111111111111111
// CHECK-NEXT: .set wrap5, -1
wrap6 = 01777777777777777777777
// CHECK-NEXT: .set wrap6, -1
wrap7 = -9223372036854775808
// CHECK-NEXT: .set wrap7, -9223372036854775808
wrap8 = 0xfffffffffffffffe
// CHECK-NEXT: .set wrap8, -2
// Floating-point literals give the double's bit pattern.
flt1 = 1.5
// CHECK-NEXT: .set flt1, 4609434218613702656
flt2 = 1e3
// CHECK-NEXT: .set flt2, 4652007308841189376
flt3 = 0x1p3
// CHECK-NEXT: .set flt3, 4620693217682128896
flt4 = 0.0
// CHECK-NEXT: .set flt4, 0
flt5 = 2.5e-1
// CHECK-NEXT: .set flt5, 4598175219545276416
flt6 = 1.0
// CHECK-NEXT: .set flt6, 4607182418800017408
// Literals in operands.
s_sendmsg 0x12
// CHECK-NEXT: s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, 0) ; encoding: [0x12,0x00,0x90,0xbf]
s_sendmsg 0b10010
// CHECK-NEXT: s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, 0) ; encoding: [0x12,0x00,0x90,0xbf]
s_sendmsg 022
// CHECK-NEXT: s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, 0) ; encoding: [0x12,0x00,0x90,0xbf]
s_sendmsg 18u
// CHECK-NEXT: s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, 0) ; encoding: [0x12,0x00,0x90,0xbf]
s_sendmsg '\n'
// CHECK-NEXT: s_sendmsg sendmsg(MSG_GET_DOORBELL)     ; encoding: [0x0a,0x00,0x90,0xbf]
s_sendmsg ' ' + 'A'
// CHECK-NEXT: s_sendmsg sendmsg(1, 6, 0)              ; encoding: [0x61,0x00,0x90,0xbf]
s_sendmsg sendmsg(0x2, 0b1, 01)
// CHECK-NEXT: s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, 1) ; encoding: [0x12,0x01,0x90,0xbf]
s_waitcnt 0xffffffffffffffff
// CHECK-NEXT: s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(15) ; encoding: [0xff,0xff,0x8c,0xbf]
s_waitcnt 18446744073709551615
// CHECK-NEXT: s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(15) ; encoding: [0xff,0xff,0x8c,0xbf]
s_waitcnt 0x3f70
// CHECK-NEXT: s_waitcnt vmcnt(0)                      ; encoding: [0x70,0x3f,0x8c,0xbf]
s_waitcnt 0b0011111101110000
// CHECK-NEXT: s_waitcnt vmcnt(0)                      ; encoding: [0x70,0x3f,0x8c,0xbf]
s_waitcnt 037560
// CHECK-NEXT: s_waitcnt vmcnt(0)                      ; encoding: [0x70,0x3f,0x8c,0xbf]
