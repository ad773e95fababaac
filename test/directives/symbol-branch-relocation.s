// A branch to a symbol that another object may preempt gets a relocation
// (R_AMDGPU_REL16) in llvm-mc's object, and the field holds -1: a weak or
// unique label as much as a global one, and a global or weak variable
// that rests on a label. A local one, bound by .local or by default, is
// resolved. The RELS lines are llvm-readelf's view of llvm-mc 19's object
// for this file.
// RUN: gfxas -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.o %s
// RUN: %llvm-mc -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.ref.o %s
// RUN: cmp %t.o %t.ref.o
// RUN: llvm-readelf -r %t.o | FileCheck %s --check-prefix=RELS
// RELS: Relocation section '.rel.text' at offset 0x100 contains 4 entries:
// RELS: 0000000000000000 000000030000000e R_AMDGPU_REL16 0000000000000000 weak
// RELS-NEXT: 0000000000000004 000000040000000e R_AMDGPU_REL16 0000000000000000 unique
// RELS-NEXT: 000000000000000c 000000050000000e R_AMDGPU_REL16 0000000000000004 alias
// RELS-NEXT: 0000000000000010 000000060000000e R_AMDGPU_REL16 0000000000000008 walias
    .weak weak
    .type unique,@gnu_unique_object
    .local local
    .globl alias
    .weak walias
weak:
unique:
local:
    s_branch weak
    s_branch unique
    s_branch local
    s_branch alias
    s_branch walias
    s_branch plain
alias = local + 4
walias = local + 8
plain = local + 12
