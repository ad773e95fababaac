// What llvm-mc's writer lets by in a SHT_NOBITS section, which it never
// writes: the fill of an alignment whose size does not divide the padding
// (an error elsewhere), a .zero's and an .org's value (the listing warns of
// neither), a .fill of zeros or of no bytes. gfxas refused the first. The
// object is llvm-mc's.
// RUN: gfxas -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.gfxas.o %s
// RUN: %llvm-mc -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.llvm-mc.o %s
// RUN: cmp %t.gfxas.o %t.llvm-mc.o

  .bss
  .byte 0
  .p2alignw 2, 0x101
  .p2alignl 3, 1
  .balignw 4, 0
  .zero 4, 1
  .skip 3, 2
  .org 20, 7
  .fill 2, 1, 0
  .fill 1, 0, 5
  .fill 1, 8, 0x100000000
  .section .tbss,"awT",@nobits
  .byte 0
  .p2alignw 2, 0x101
  .space 3, 9
