// Found by an independent differential (issue 28): a literal that is a
// symbol less a label of its own section is FK_Data_4, which llvm-mc's ELF
// writer makes relative to the literal's place: R_AMDGPU_REL32 against the
// symbol (the section's, for a local label of another section), with the
// distance from the label to the literal plus the constant in the word
// (u - L with L 8 bytes after the literal at 4 is FFFFFFFC). gfxas refused
// it. gfxas's object is llvm-mc's, byte for byte.
// RUN: gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s | FileCheck %s
// RUN: gfxas -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.o %s
// RUN: %llvm-mc -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.ref.o %s
// RUN: cmp %t.o %t.ref.o
// RUN: llvm-objdump -d -r %t.o | FileCheck %s --check-prefix=OBJ
// OBJ: BE8000FF FFFFFFFC
// OBJ-NEXT: R_AMDGPU_REL32 u
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -filetype=words %s 2>&1 | FileCheck %s --check-prefix=GFXAS-WORDS
// GFXAS-WORDS: :[[@LINE+2]]:1: error: gfxas cannot write this literal: it keeps the address of 'u', which only an object's relocation can

s_mov_b32 s0, u - L
// CHECK: s_mov_b32 s0, u-L                       ; encoding: [0xff,0x00,0x80,0xbe,A,A,A,A]
// CHECK-NEXT: ;   fixup A - offset: 4, value: u-L, kind: FK_Data_4
L:
// CHECK-NEXT: L:
s_mov_b32 s1, u - L + 4
// CHECK-NEXT: s_mov_b32 s1, (u-L)+4                   ; encoding: [0xff,0x00,0x81,0xbe,A,A,A,A]
// CHECK-NEXT: ;   fixup A - offset: 4, value: (u-L)+4, kind: FK_Data_4
s_mov_b32 s2, 8 + u - L
// CHECK-NEXT: s_mov_b32 s2, (8+u)-L                   ; encoding: [0xff,0x00,0x82,0xbe,A,A,A,A]
// CHECK-NEXT: ;   fixup A - offset: 4, value: (8+u)-L, kind: FK_Data_4
.globl g
// CHECK-NEXT: .globl	g
g:
// CHECK-NEXT: g:
s_mov_b32 s3, u - g
// CHECK-NEXT: s_mov_b32 s3, u-g                       ; encoding: [0xff,0x00,0x83,0xbe,A,A,A,A]
// CHECK-NEXT: ;   fixup A - offset: 4, value: u-g, kind: FK_Data_4
.weak w
// CHECK-NEXT: .weak	w
s_mov_b32 s4, w - L
// CHECK-NEXT: s_mov_b32 s4, w-L                       ; encoding: [0xff,0x00,0x84,0xbe,A,A,A,A]
// CHECK-NEXT: ;   fixup A - offset: 4, value: w-L, kind: FK_Data_4
v = u + 4
// CHECK-NEXT: .set v, u+4
s_mov_b32 s5, v - L
// CHECK-NEXT: s_mov_b32 s5, v-L                       ; encoding: [0xff,0x00,0x85,0xbe,A,A,A,A]
// CHECK-NEXT: ;   fixup A - offset: 4, value: v-L, kind: FK_Data_4
.data
// CHECK-NEXT: .data
.long 0
// CHECK-NEXT: .long	0
d:
// CHECK-NEXT: d:
.text
// CHECK-NEXT: .text
s_mov_b32 s6, d - L
// CHECK-NEXT: s_mov_b32 s6, d-L                       ; encoding: [0xff,0x00,0x86,0xbe,A,A,A,A]
// CHECK-NEXT: ;   fixup A - offset: 4, value: d-L, kind: FK_Data_4
.globl dg
// CHECK-NEXT: .globl	dg
s_mov_b32 s7, dg - L + 2
// CHECK-NEXT: s_mov_b32 s7, (dg-L)+2                  ; encoding: [0xff,0x00,0x87,0xbe,A,A,A,A]
// CHECK-NEXT: ;   fixup A - offset: 4, value: (dg-L)+2, kind: FK_Data_4
.data
// CHECK-NEXT: .data
dg:
// CHECK-NEXT: dg:
