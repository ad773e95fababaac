// Found by an independent differential (issue 28): llvm-mc emits each value
// of a data directive as soon as it has read it, so the temporary label a
// '.' makes comes after the values before it in the listing: '.long 1,
// . - s_1' is '.long 1', '.Ltmp0:', '.long .Ltmp0-s_1'. An instruction, an
// assignment and a condition read all their operands first, so the label
// comes before them.
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s | FileCheck %s --match-full-lines --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR --implicit-check-not=error:
// CHECK:	.text

// CHECK-EMPTY:
.data
// CHECK-NEXT:	.data
s_1:
// CHECK-NEXT:s_1:
.long 1, . - s_1
// CHECK-NEXT:	.long	1
// CHECK-NEXT:.Ltmp0:
// CHECK-NEXT:	.long	.Ltmp0-s_1
.byte 2, . - s_1, 3
// CHECK-NEXT:	.byte	2
// CHECK-NEXT:.Ltmp1:
// CHECK-NEXT:	.byte	.Ltmp1-s_1
// CHECK-NEXT:	.byte	3
.short . - s_1, . - s_1
// CHECK-NEXT:.Ltmp2:
// CHECK-NEXT:	.short	.Ltmp2-s_1
// CHECK-NEXT:.Ltmp3:
// CHECK-NEXT:	.short	.Ltmp3-s_1
.quad 4, . - s_1
// CHECK-NEXT:	.quad	4
// CHECK-NEXT:.Ltmp4:
// CHECK-NEXT:	.quad	.Ltmp4-s_1
.2byte 1, . - s_1
// CHECK-NEXT:	.short	1
// CHECK-NEXT:.Ltmp5:
// CHECK-NEXT:	.short	.Ltmp5-s_1
.4byte 1, . - s_1, 2
// CHECK-NEXT:	.long	1
// CHECK-NEXT:.Ltmp6:
// CHECK-NEXT:	.long	.Ltmp6-s_1
// CHECK-NEXT:	.long	2
.8byte 1, . - s_1
// CHECK-NEXT:	.quad	1
// CHECK-NEXT:.Ltmp7:
// CHECK-NEXT:	.quad	.Ltmp7-s_1
.int 1, . - s_1
// CHECK-NEXT:	.long	1
// CHECK-NEXT:.Ltmp8:
// CHECK-NEXT:	.long	.Ltmp8-s_1
.value 1, . - s_1
// CHECK-NEXT:	.short	1
// CHECK-NEXT:.Ltmp9:
// CHECK-NEXT:	.short	.Ltmp9-s_1
.set x, . - s_1
// CHECK-NEXT:.Ltmp10:
// CHECK-NEXT:.set x, .Ltmp10-s_1
// CHECK-NEXT:	.no_dead_strip	x
.size s_1, . - s_1
// CHECK-NEXT:.Ltmp11:
// CHECK-NEXT:	.size	s_1, .Ltmp11-s_1
.long 1, . - s_1, 1000000000000
// CHECK-NEXT:	.long	1
// CHECK-NEXT:.Ltmp12:
// CHECK-NEXT:	.long	.Ltmp12-s_1
// ERR: :[[@LINE-4]]:19: error: out of range literal value{{$}}
.long 1, . - s_1, . + )
// CHECK-NEXT:	.long	1
// CHECK-NEXT:.Ltmp13:
// CHECK-NEXT:	.long	.Ltmp13-s_1
// CHECK-NEXT:.Ltmp14:
// ERR: :[[@LINE-5]]:23: error: unknown token in expression{{$}}
.text
// CHECK-NEXT:	.text
s_mov_b32 s0, . - 4
// CHECK-NEXT:.Ltmp15:
// CHECK-NEXT:	s_mov_b32 s0, .Ltmp15-4                 ; encoding: [0xff,0x00,0x80,0xbe,A,A,A,A]
// CHECK-NEXT:                                        ;   fixup A - offset: 4, value: .Ltmp15-4, kind: FK_Data_4
s_branch .
// CHECK-NEXT:.Ltmp16:
// CHECK-NEXT:	s_branch .Ltmp16                        ; encoding: [A,A,0x82,0xbf]
// CHECK-NEXT:                                        ;   fixup A - offset: 0, value: .Ltmp16, kind: fixup_si_sopp_br
.long 1, ., 2
// CHECK-NEXT:	.long	1
// CHECK-NEXT:.Ltmp17:
// CHECK-NEXT:	.long	.Ltmp17
// CHECK-NEXT:	.long	2
