// A data value or a literal with a fixup, which llvm-mc takes, names a
// symbol defined after it and redefined: llvm-mc's writer uses the value at
// the end of the file (gfxas's forward references take the first
// definition only in operands llvm-mc cannot take). A variable that holds
// a constant where the value stands is that constant, which llvm-mc's
// parser puts in its place.
// RUN: gfxas -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.gfxas.o %s
// RUN: %llvm-mc -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.llvm-mc.o %s
// RUN: cmp %t.gfxas.o %t.llvm-mc.o
// RUN: %llvm-objdump -s -j .text %t.gfxas.o | FileCheck %s
// CHECK: 0000 06000000 07000000 0a000000 ff0080be
// CHECK-NEXT: 0010 06000000 ff0081be 05000000 03000000
// CHECK-NEXT: 0020 00000000
// RUN: llvm-readelf -r %t.gfxas.o | FileCheck %s --check-prefix=REL
// REL: 0000000000000010 {{.*}} R_AMDGPU_REL32
// REL-NEXT: 0000000000000020 {{.*}} R_AMDGPU_ABS32 {{.*}} ext

  .long later, later + 1
  a = 1
  .long a + again
  s_mov_b32 s0, later
  s_mov_b32 s1, later - 1
  .long a + b
  a = 2
  // Redefined from a constant to an undefined symbol's address.
  .long c
later = 5
later = 6
again = a + 7
b = a
c = 4
c = ext
