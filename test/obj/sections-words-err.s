// Words, binaries and --explain hold .text alone: bytes in another section
// are an error at the directive that first entered it, once per section,
// and nothing is written; a .text instruction that reaches a label of
// another section needs a relocation, which only an object has. An empty
// switch, or labels alone, are fine. On gfx1010 to gfx1013, whose branches
// gfxas pads as llvm-mc's object does, there is no section but .text.
// (gfxas's own diagnostics: the object of this file is llvm-mc's, see
// sections.test.)
// RUN: rm -f %t.words %t.bin
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -filetype=words -o %t.words %s 2>&1 | FileCheck %s --check-prefix=GFXAS --implicit-check-not=error:
// RUN: not ls %t.words
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -filetype=bin -o %t.bin %s 2>&1 | FileCheck %s --check-prefix=GFXAS --implicit-check-not=error:
// RUN: not ls %t.bin
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 --explain %s 2>&1 | FileCheck %s --check-prefix=GFXAS-EXPLAIN
// RUN: gfxas -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.o %s
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1010 -show-encoding %s 2>&1 | FileCheck %s --check-prefix=GFXAS-PAD --implicit-check-not=error:

  s_nop 0
  .section .empty,"a"
// GFXAS-PAD: :[[@LINE-1]]:3: error: gfxas supports no section but .text on gfx1010, whose branches it pads
  .data
// GFXAS: :[[@LINE-1]]:3: error: gfxas writes only .text as words or a binary: section '.data' has contents; use -filetype=obj
// GFXAS-EXPLAIN: :[[@LINE-2]]:3: error: gfxas keeps only .text in an Assembly (the library and --explain): section '.data' has contents; use -filetype=obj or asm
// GFXAS-PAD: :[[@LINE-3]]:3: error: gfxas supports no section but .text on gfx1010, whose branches it pads
d:
  .long 1
  .text
  s_mov_b32 s0, d
// GFXAS: :[[@LINE-1]]:3: error: gfxas cannot write the distance to 'd', which is in another section: only an object can
  .data
// GFXAS-PAD: :[[@LINE-1]]:3: error: gfxas supports no section but .text on gfx1010, whose branches it pads
  .long 2
