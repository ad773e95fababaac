// Found by an independent differential (issue 28): a literal names a
// symbol set after it first to a constant, then to a label or '.'. llvm-mc's
// writer takes the symbol's last value, the label at 8, less the literal's
// place (FK_PCRel_4): 4 (here 8, as '. + 4'). gfxas took the distance from the first value, a
// constant, and wrote 12.
// RUN: gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s | FileCheck %s
// RUN: gfxas -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.o %s
// RUN: %llvm-mc -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.ref.o %s
// RUN: cmp %t.o %t.ref.o
// RUN: llvm-objdump -d -r %t.o | FileCheck %s --check-prefix=OBJ
// OBJ: BE8000FF 00000008
// OBJ-NEXT: BE8100FF 00000010
// OBJ-NEXT: R_AMDGPU_ABS32 .text
// OBJ: BE8200FF 00000004
// OBJ: BE8300FF 00000004
// OBJ-NEXT: R_AMDGPU_REL32 u
// OBJ-NOT: R_AMDGPU

s_mov_b32 s0, q
// CHECK: s_mov_b32 s0, q                         ; encoding: [0xff,0x00,0x80,0xbe,A,A,A,A]
// CHECK-NEXT: ;   fixup A - offset: 4, value: q, kind: FK_PCRel_4
q = 0
// CHECK-NEXT: .set q, 0
q = . + 4
// CHECK-NEXT: .Ltmp0:
// CHECK-NEXT: .set q, .Ltmp0+4
s_mov_b32 s1, r - 4
// CHECK-NEXT: s_mov_b32 s1, r-4                       ; encoding: [0xff,0x00,0x81,0xbe,A,A,A,A]
// CHECK-NEXT: ;   fixup A - offset: 4, value: r-4, kind: FK_Data_4
r = 1
// CHECK-NEXT: .set r, 1
r = . + 4
// CHECK-NEXT: .Ltmp1:
// CHECK-NEXT: .set r, .Ltmp1+4
s_mov_b32 s2, p
// CHECK-NEXT: s_mov_b32 s2, p                         ; encoding: [0xff,0x00,0x82,0xbe,A,A,A,A]
// CHECK-NEXT: ;   fixup A - offset: 4, value: p, kind: FK_PCRel_4
p = 0
// CHECK-NEXT: .set p, 0
.globl g
// CHECK-NEXT: .globl	g
g:
// CHECK-NEXT: g:
p = g
// CHECK-NEXT: .set p, g
s_mov_b32 s3, w + 4
// CHECK-NEXT: s_mov_b32 s3, w+4                       ; encoding: [0xff,0x00,0x83,0xbe,A,A,A,A]
// CHECK-NEXT: ;   fixup A - offset: 4, value: w+4, kind: FK_PCRel_4
w = 2
// CHECK-NEXT: .set w, 2
w = u
// CHECK-NEXT: .set w, u
