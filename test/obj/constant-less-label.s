// A constant less a label of the value's own section (g: .long 1 - g) is,
// for llvm-mc's ELF writer, relative to the value's place: R_AMDGPU_REL32
// or REL64 against no symbol (index 0), with the constant less the label
// plus the place in the field. gfxas refused it. A scalar literal of that
// form (FK_Data_4) is the same; a label negated in a literal (FK_PCRel_4)
// is not relocatable, where gfxas wrote an object without a word.
// RUN: %llvm-mc -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.ref.o %s
// RUN: gfxas -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.o %s
// RUN: cmp %t.ref.o %t.o
// RUN: %llvm-mc -triple=amdgcn -mcpu=gfx1100 -filetype=obj -o %t.ref.o %s
// RUN: gfxas -triple=amdgcn -mcpu=gfx1100 -filetype=obj -o %t.o %s
// RUN: cmp %t.ref.o %t.o
// RUN: llvm-readelf-19 -r %t.o | FileCheck %s --check-prefix=GFXAS-RELOCS
// GFXAS-RELOCS: .rel.text
// GFXAS-RELOCS: R_AMDGPU_REL32
// GFXAS-RELOCS: .rel.data
// GFXAS-RELOCS: R_AMDGPU_REL32
// GFXAS-RELOCS: R_AMDGPU_REL64
// GFXAS-RELOCS: R_AMDGPU_REL32
// GFXAS-RELOCS: R_AMDGPU_REL32
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -filetype=bin -o %t.bin %s 2>&1 | FileCheck %s --check-prefix=GFXAS-BIN
// GFXAS-BIN: error: gfxas cannot write this literal: llvm-mc relocates it against no symbol, which only an object can hold

g: .long 1 - g
  s_nop 0
  s_mov_b32 s0, 8 - g
.data
h: .long 5 - h
  .quad 7 - h
x = h + 4
  .long 10 - x
  s_mov_b32 s0, 3 - h
