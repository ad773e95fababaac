// Found by utils/difftest (seed 1, programs 47, 701 and 1856): branches to
// the symbols the directives shape. A label typed as an indirect function
// is relocated even when local, as llvm-mc's writer leaves every reference
// to one to the linker; a private one then enters the symbol table, with
// its .size. A variable before the start of .text (`start - 4`) is a
// branch target as any other. The RELS lines are llvm-readelf's view of
// llvm-mc 19's object for this file.
// RUN: gfxas -triple=amdgcn -mcpu=gfx906 -filetype=obj -o %t.o %s
// RUN: %llvm-mc -triple=amdgcn -mcpu=gfx906 -filetype=obj -o %t.ref.o %s
// RUN: cmp %t.o %t.ref.o
// RUN: llvm-readelf -rs %t.o | FileCheck %s --check-prefix=RELS
// RELS: Relocation section '.rel.text' at offset 0xc8 contains 2 entries:
// RELS: 0000000000000004 000000030000000e R_AMDGPU_REL16 000000000000000c .Lifunc
// RELS-NEXT: 0000000000000008 000000040000000e R_AMDGPU_REL16 000000000000000c .Lweak
// RELS: Symbol table '.symtab' contains 5 entries:
// RELS: 0: 0000000000000000 0 NOTYPE LOCAL DEFAULT UND
// RELS-NEXT: 1: 0000000000000000 0 NOTYPE LOCAL DEFAULT 2 start
// RELS-NEXT: 2: fffffffffffffffc 0 NOTYPE LOCAL DEFAULT 2 before
// RELS-NEXT: 3: 000000000000000c 0 AMDGPU_HSA_KERNEL LOCAL DEFAULT 2 .Lifunc
// RELS-NEXT: 4: 000000000000000c 2 NOTYPE WEAK DEFAULT 2 .Lweak
start:
    s_branch before
    s_cbranch_vccnz .Lifunc
    s_cbranch_scc0 .Lweak
.Lifunc:
    .type .Lifunc,"gnu_indirect_function"
.Lweak:
    .weak .Lweak
    .size .Lweak, 2
before = start - 4
