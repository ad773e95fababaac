// Words and binaries have no relocations: a value or literal that keeps a
// label's address (or an undefined symbol's) is refused there, though the
// object relocates it (test/obj/data-relocations.test).
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -filetype=words %s -o %t.words 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -filetype=bin %s -o %t.bin 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: gfxas -triple=amdgcn -mcpu=gfx900 -filetype=obj %s -o %t.o

start:
  .long start + 4, u
// CHECK: :[[@LINE-1]]:9: error: gfxas cannot write this value: it keeps the address of 'start', which only an object's relocation can
// CHECK: :[[@LINE-2]]:20: error: gfxas cannot write this value: it keeps the address of 'u', which only an object's relocation can
  // Through a variable.
  w = u + 4
  .quad w
// CHECK: :[[@LINE-1]]:9: error: gfxas cannot write this value: it keeps the address of 'u', which only an object's relocation can
  s_mov_b32 s0, start - 4
// CHECK: :[[@LINE-1]]:3: error: gfxas cannot write this literal: it keeps the address of 'start', which only an object's relocation can
  s_mov_b32 s1, w
// CHECK: :[[@LINE-1]]:3: error: gfxas cannot write the distance to 'u' here
