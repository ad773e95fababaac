// .globl on the symbol of one of llvm-mc's predefined sections: the listing
// prints it, the ELF streamer refuses it at the directive, for each name,
// and the statement goes on. A name that is no section of llvm-mc's is an
// ordinary symbol. Every error below is llvm-mc 19's.
// RUN: gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s | FileCheck %s --check-prefix=ASM
// RUN: rm -f %t.o
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.o %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not ls %t.o
  .globl .text
// ASM: .globl .text
// CHECK: :[[@LINE-2]]:3: error: .text changed binding to STB_GLOBAL
.global .debug_info
// ASM-NEXT: .globl .debug_info
// CHECK: :[[@LINE-2]]:1: error: .debug_info changed binding to STB_GLOBAL
 .globl .comment
// ASM-NEXT: .globl .comment
  s_nop 0
// ASM-NEXT: s_nop 0
.globl .data, .bss
// ASM-NEXT: .globl .data
// ASM-NEXT: .globl .bss
// CHECK: :[[@LINE-3]]:1: error: .data changed binding to STB_GLOBAL
// CHECK: :[[@LINE-4]]:1: error: .bss changed binding to STB_GLOBAL
