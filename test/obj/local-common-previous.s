// A local common symbol is room llvm-mc's object streamer makes in .bss,
// switching there and back: .bss becomes the previous section of the
// object, and .previous goes there, while the listing, which switched
// nothing, goes back to the section before. Labels after it are placed as
// the object has them. gfxas's object is llvm-mc's, byte for byte.
// RUN: gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s | FileCheck %s
// RUN: gfxas -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.o %s
// RUN: %llvm-mc -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.ref.o %s
// RUN: cmp %t.o %t.ref.o
// RUN: llvm-readelf -s %t.o | FileCheck %s --check-prefix=OBJ
// OBJ-DAG: 0000000000000000 3 OBJECT LOCAL DEFAULT [[BSS:[0-9]+]] a
// OBJ-DAG: 0000000000000003 0 NOTYPE LOCAL DEFAULT [[BSS]] in_bss
// OBJ-DAG: 0000000000000004 2 OBJECT LOCAL DEFAULT [[BSS]] b

.data
// CHECK: .data
.byte 1
// CHECK-NEXT: .byte	1
.lcomm a, 3
// CHECK-NEXT: .lcomm	a,3
.previous
// CHECK-NEXT: .text
in_bss:
// CHECK: in_bss:
.byte 0
// CHECK-NEXT: .byte	0
.previous
// CHECK-NEXT: .data
.byte 2
// CHECK: .byte	2
.pushsection .rodata
// CHECK-NEXT: .section	.rodata,"a",@progbits
.lcomm b, 2
// CHECK-NEXT: .lcomm	b,2
.popsection
// CHECK-NEXT: .data
.long b - a
// CHECK: .long	b-a
