// A literal naming only variables defined after it: llvm-mc lists the
// fixup, and its object writer relocates it (R_AMDGPU_REL32) against no
// symbol at all, with the value in the word. gfxas writes the same object;
// words and binaries, which hold no relocation, refuse it. (A label's
// address, which llvm-mc relocates against the section, is in
// test/obj/data-relocations.test.)
// RUN: gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s | FileCheck %s --check-prefixes=CHECK --strict-whitespace
// RUN: gfxas -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.o %s
// RUN: %llvm-mc -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.ref.o %s
// RUN: cmp %t.o %t.ref.o
// RUN: llvm-readelf -r %t.o | FileCheck %s --check-prefix=REL
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -filetype=words -o %t.words %s 2>&1 | FileCheck %s --check-prefix=GFXAS-ERR --implicit-check-not=error:
// RUN: not test -e %t.words

lab:
// CHECK: lab:
  s_mov_b32 s0, later
// CHECK-NEXT: s_mov_b32 s0, later                     ; encoding: [0xff,0x00,0x80,0xbe,A,A,A,A]
// CHECK-NEXT: ;   fixup A - offset: 4, value: later, kind: FK_PCRel_4
// GFXAS-ERR: :[[@LINE-3]]:3: error: gfxas cannot write this literal: llvm-mc relocates it against no symbol, which only an object can hold
  s_add_u32 s0, s1, other + 2
// CHECK-NEXT: s_add_u32 s0, s1, other+2               ; encoding: [0x01,0xff,0x00,0x80,A,A,A,A]
// CHECK-NEXT: ;   fixup A - offset: 4, value: other+2, kind: FK_PCRel_4
// GFXAS-ERR: :[[@LINE-3]]:3: error: gfxas cannot write this literal: llvm-mc relocates it against no symbol, which only an object can hold
later = 5
// CHECK-NEXT: .set later, 5
other = 0x1234
// CHECK-NEXT: .set other, 4660
// REL: 0000000000000004 0000000000000004 R_AMDGPU_REL32
// REL: 000000000000000c 0000000000000004 R_AMDGPU_REL32
