// A symbol named "" (a quoted empty name) is written into llvm-mc's symbol
// table as ".L0 ", GNU as's fake label name. The SYMS lines are
// llvm-readelf's view of llvm-mc 19's object for this file.
// RUN: gfxas -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.o %s
// RUN: %llvm-mc -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.ref.o %s
// RUN: cmp %t.o %t.ref.o
// RUN: llvm-readelf -s %t.o | FileCheck %s --check-prefix=SYMS
// SYMS: Symbol table '.symtab' contains 2 entries:
// SYMS: 0: 0000000000000000 0 NOTYPE LOCAL DEFAULT UND
// SYMS-NEXT: 1: 0000000000000000 0 FUNC WEAK DEFAULT UND .L0
    .weak ""
    .type "",@function
    s_endpgm
