// Once the file has ended, the symbol of .text is where .text begins, so a
// label minus .text (or the reverse) is absolute in llvm-mc's object, in a
// variable's value as in a .size (a section the file never entered has no
// place: section-symbols.s). The SYMS lines are llvm-readelf's view of
// llvm-mc 19's object for this file.
// RUN: gfxas -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.o %s
// RUN: %llvm-mc -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.ref.o %s
// RUN: cmp %t.o %t.ref.o
// RUN: llvm-readelf -s %t.o | FileCheck %s --check-prefix=SYMS
// SYMS: Symbol table '.symtab' contains 5 entries:
// SYMS: 0: 0000000000000000 0 NOTYPE LOCAL DEFAULT UND
// SYMS-NEXT: 1: 0000000000000004 8 NOTYPE LOCAL DEFAULT 2 f
// SYMS-NEXT: 2: 0000000000000004 0 NOTYPE LOCAL DEFAULT ABS back
// SYMS-NEXT: 3: 0000000000000008 -8 NOTYPE LOCAL DEFAULT 2 g
// SYMS-NEXT: 4: 0000000000000004 0 NOTYPE GLOBAL DEFAULT ABS x
    s_nop 0
f:
    s_nop 1
    .globl x
x = f - .text
back = .text - f + 8
    .size f, f - .text + 4
    .size g, .text - g
g:
