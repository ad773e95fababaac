// A variable resting on the symbol of .text: llvm-mc's writer lists it as a
// section symbol (STT_SECTION) in .text, with the offset for its value,
// and lists no .text symbol of its own. The symbol lines below are
// llvm-readelf's view of llvm-mc 19's object for this file.
// RUN: gfxas -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.o %s
// RUN: llvm-readelf -s %t.o | FileCheck %s --implicit-check-not=.text
// RUN: %llvm-mc -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.ref.o %s
// RUN: cmp %t.o %t.ref.o
// CHECK:      Symbol table '.symtab' contains 5 entries:
// CHECK:      0: 0000000000000000 0 NOTYPE  LOCAL  DEFAULT UND
// CHECK-NEXT: 1: 0000000000000004 0 NOTYPE  LOCAL  DEFAULT   2 lab
// CHECK-NEXT: 2: 0000000000000000 0 SECTION LOCAL  DEFAULT   2 start
// CHECK-NEXT: 3: 0000000000000008 0 SECTION LOCAL  DEFAULT   2 past
// CHECK-NEXT: 4: 0000000000000000 0 SECTION GLOBAL DEFAULT   2 entry
  s_nop 0
lab:
  s_nop 1
start = .text
past = .text + 8
entry = start
.globl entry
