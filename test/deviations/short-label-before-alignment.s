// gfxas-only behaviour (DEVIATION): llvm-mc 19 never finishes an object in
// which a 1- or 2-byte value keeping a label's address comes before an
// alignment (its layout loop does not settle). gfxas writes what llvm-mc
// writes for such a value without the alignment: the label's offset in the
// bytes and an R_AMDGPU_REL16 against the symbol of .text. The expected
// text was written by hand from that rule.
// RUN: gfxas -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.o %s
// RUN: llvm-readelf -r %t.o | FileCheck %s --check-prefix=REL
// RUN: %llvm-objdump -s -j .text %t.o | FileCheck %s --check-prefix=BYTES
  s_nop 0
  .byte later
  .short later + 1
  .p2align 3
later:
// REL: 0000000000000004 000000010000000e R_AMDGPU_REL16 0000000000000000 .text
// REL-NEXT: 0000000000000005 000000010000000e R_AMDGPU_REL16 0000000000000000 .text
// BYTES: 0000 000080bf 08090000
