// .comm and .lcomm, as llvm-mc 19 takes them (issue 28). A common symbol is
// global unless .local came first, of type object, with the size given; its
// alignment is a power of two, which the listing prints as written (as a
// byte: -4 is 252) and the object keeps as st_value in bytes, as MCSymbol
// stores it (log2 plus one in five bits: 31 wraps to 1). A local one gets
// room in .bss at once, padded to its alignment, and references to it are
// relocated against .bss. gfxas's object is llvm-mc's, byte for byte.
// RUN: gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s | FileCheck %s
// RUN: gfxas -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.o %s
// RUN: %llvm-mc -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.ref.o %s
// RUN: cmp %t.o %t.ref.o
// RUN: gfxas -triple=amdgcn -mcpu=gfx1200 -filetype=obj -o %t.12.o %s
// RUN: %llvm-mc -triple=amdgcn -mcpu=gfx1200 -filetype=obj -o %t.12.ref.o %s
// RUN: cmp %t.12.o %t.12.ref.o
// RUN: llvm-readelf -s -S %t.o | FileCheck %s --check-prefix=OBJ
// OBJ: .bss NOBITS {{[0-9a-f]+}} {{[0-9a-f]+}} 000015 00 WA 0 0 16
// OBJ-DAG: 0000000000000000 4 OBJECT LOCAL DEFAULT [[BSS:[0-9]+]] lbuf
// OBJ-DAG: 0000000000000004 0 OBJECT LOCAL DEFAULT [[BSS]] empty
// OBJ-DAG: 0000000000000010 5 OBJECT LOCAL DEFAULT [[BSS]] made_local
// OBJ-DAG: 0000000000000001 4 OBJECT GLOBAL DEFAULT COM a
// OBJ-DAG: 0000000000010000 8 OBJECT GLOBAL DEFAULT COM b
// OBJ-DAG: 0000000010000000 4 OBJECT GLOBAL DEFAULT COM negative
// OBJ-DAG: 0000000000000001 2 OBJECT GLOBAL DEFAULT COM wraps
// OBJ-DAG: 0000000000000008 0 OBJECT WEAK DEFAULT COM weak_one
// OBJ-DAG: 0000000000000004 12 FUNC GLOBAL DEFAULT COM typed_after
// OBJ-DAG: 0000000000000001 4 OBJECT GLOBAL DEFAULT COM typed_before
// OBJ-DAG: 0000000000000000 4 OBJECT GLOBAL DEFAULT 2 became_label

.comm a, 4
// CHECK: .comm	a,4,0
.comm b, 8, 16
// CHECK-NEXT: .comm	b,8,16
.comm negative, 4, -4
// CHECK-NEXT: .comm	negative,4,252
.comm wraps, 2, 31
// CHECK-NEXT: .comm	wraps,2,31
.weak weak_one
// CHECK-NEXT: .weak	weak_one
.comm weak_one, 0, 3
// CHECK-NEXT: .comm	weak_one,0,3
.comm a, 4
// CHECK-NEXT: .comm	a,4,0
.lcomm lbuf, 4
// CHECK-NEXT: .lcomm	lbuf,4
.lcomm empty, 0
// CHECK-NEXT: .lcomm	empty,0
.local made_local
// CHECK-NEXT: .local	made_local
.comm made_local, 5, 4
// CHECK-NEXT: .comm	made_local,5,4
.comm typed_after, 4, 2
// CHECK-NEXT: .comm	typed_after,4,2
.type typed_after, @function
// CHECK-NEXT: .type	typed_after,@function
.size typed_after, 12
// CHECK-NEXT: .size	typed_after, 12
.type typed_before, @function
// CHECK-NEXT: .type	typed_before,@function
.size typed_before, 12
// CHECK-NEXT: .size	typed_before, 12
.comm typed_before, 4
// CHECK-NEXT: .comm	typed_before,4,0
.comm became_label, 4
// CHECK-NEXT: .comm	became_label,4,0
became_label:
// CHECK-NEXT: became_label:
.long a, b + 4, lbuf, made_local + 1
// CHECK-NEXT: .long	a
// CHECK-NEXT: .long	b+4
// CHECK-NEXT: .long	lbuf
// CHECK-NEXT: .long	made_local+1
s_mov_b32 s0, lbuf
// CHECK-NEXT: s_mov_b32 s0, lbuf                      ; encoding: [0xff,0x00,0x80,0xbe,A,A,A,A]
// CHECK-NEXT: ;   fixup A - offset: 4, value: lbuf, kind: FK_PCRel_4
