// The literal fixups gfxas lists as llvm-mc does but cannot write into an
// object: llvm-mc relocates a variable defined after its use against no
// symbol at all. (A label's address, which llvm-mc relocates against the
// section, is in test/obj/data-relocations.test.)
// RUN: gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s | FileCheck %s --check-prefixes=CHECK --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.o %s 2>&1 | FileCheck %s --check-prefix=GFXAS-ERR --implicit-check-not=error:
// RUN: not test -e %t.o

lab:
// CHECK: lab:
  s_mov_b32 s0, later
// CHECK-NEXT: s_mov_b32 s0, later                     ; encoding: [0xff,0x00,0x80,0xbe,A,A,A,A]
// CHECK-NEXT: ;   fixup A - offset: 4, value: later, kind: FK_PCRel_4
// GFXAS-ERR: :[[@LINE-3]]:3: error: gfxas cannot write this literal: llvm-mc relocates it against no symbol; define the variable before its use
later = 5
// CHECK-NEXT: .set later, 5
