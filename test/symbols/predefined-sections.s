// llvm-mc's ELF streamer defines a symbol for each section it creates at
// start (.text, .data, .bss, .rodata, the .debug_* sections and more): a
// label or an assignment of that name is refused, while other names that
// start with a dot, or a section that is only named later, are not.
// Every CHECK line below was produced by llvm-mc 19.
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s > %t.out 2> %t.err
// RUN: FileCheck %s --match-full-lines < %t.out
// RUN: FileCheck %s --check-prefix=ERR --implicit-check-not=error: < %t.err
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --check-prefix=ERR --implicit-check-not=error:
// CHECK: .text
.text:
// ERR: :[[@LINE-1]]:1: error: symbol '.text' is already defined
// CHECK-NEXT: .text:
".debug_info":
// ERR: :[[@LINE-1]]:1: error: symbol '.debug_info' is already defined
// CHECK-NEXT: .debug_info:
.llvm_stats:
// ERR: :[[@LINE-1]]:1: error: symbol '.llvm_stats' is already defined
// CHECK-NEXT: .llvm_stats:
.data = 1
// ERR: :[[@LINE-1]]:9: error: redefinition of '.data'
.set .bss, 1
// ERR: :[[@LINE-1]]:12: error: redefinition of '.bss'
.equ .rodata.cst16, 1
// ERR: :[[@LINE-1]]:21: error: redefinition of '.rodata.cst16'
.equiv .eh_frame, 1
// ERR: :[[@LINE-1]]:19: error: redefinition of '.eh_frame'
.comment:
// CHECK-NEXT: .comment:
.text.foo:
// CHECK-NEXT: .text.foo:
.sframe = 2
// CHECK-NEXT: .set .sframe, 2
.TEXT:
// CHECK-NEXT: .TEXT:
  s_nop 0
// CHECK-NEXT: s_nop 0 ; encoding: [0x00,0x00,0x80,0xbf]
