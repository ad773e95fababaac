// Found by utils/difftest (seed 9, program 147): a private (.L) label that
// .weak or a unique .type binds is relocated when a branch targets it, and
// a relocation puts even a private symbol into llvm-mc's symbol table,
// among the non-local ones; one that no relocation names stays out. The
// RELS lines are llvm-readelf's view of llvm-mc 19's object for this file.
// RUN: gfxas -triple=amdgcn -mcpu=gfx1030 -filetype=obj -o %t.o %s
// RUN: %llvm-mc -triple=amdgcn -mcpu=gfx1030 -filetype=obj -o %t.ref.o %s
// RUN: cmp %t.o %t.ref.o
// RUN: llvm-readelf -rs %t.o | FileCheck %s --check-prefix=RELS
// RELS: Relocation section '.rel.text' at offset 0x90 contains 2 entries:
// RELS: 0000000000000000 000000010000000e R_AMDGPU_REL16 0000000000000000 .Lbb0
// RELS-NEXT: 0000000000000004 000000020000000e R_AMDGPU_REL16 0000000000000000 .Lweak
// RELS: Symbol table '.symtab' contains 3 entries:
// RELS: 0: 0000000000000000 0 NOTYPE LOCAL DEFAULT UND
// RELS-NEXT: 1: 0000000000000000 0 OBJECT UNIQUE DEFAULT 2 .Lbb0
// RELS-NEXT: 2: 0000000000000000 0 NOTYPE WEAK DEFAULT 2 .Lweak
.Lbb0:
    .type .Lbb0, gnu_unique_object
    .weak .Lweak, .Lunused
.Lweak:
.Lunused:
    s_cbranch_scc0 .Lbb0
    s_branch .Lweak
