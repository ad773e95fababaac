// Only llvm-mc's object streamer defines NAME.kd: a second block of the
// same name, or a label NAME.kd after a block, is an error of the object
// alone (the second block's without a location), which the listing does
// not have. A second block in another section also gets the writer's
// error about the entry's offset (the first two blocks' here, since
// the last k.kd is in .data).
// llvm-mc reports those without a location first, which utils/update-checks
// cannot write: written by hand, and checked against llvm-mc too.
// RUN: not gfxas -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -filetype=obj -o %t.o %s 2>&1 | FileCheck %s --check-prefix=GFXAS --implicit-check-not=error:
// RUN: not %llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -filetype=obj -o %t.ref.o %s 2>&1 | FileCheck %s --check-prefix=GFXAS --implicit-check-not=error:
// GFXAS: <unknown>:0: error: symbol 'k.kd' is already defined
// GFXAS-NEXT: <unknown>:0: error: symbol 'k.kd' is already defined
// GFXAS-NEXT: kernel-descriptor-object-err.s:[[#@LINE+25]]:1: error: symbol 'k2.kd' is already defined
// GFXAS: <unknown>:0: error: Cannot represent a difference across sections
// GFXAS-NEXT: <unknown>:0: error: Cannot represent a difference across sections
// RUN: gfxas -triple=amdgcn-amd-amdhsa -mcpu=gfx900 %s -o /dev/null 2>&1 | count 0
.text
k:
  s_endpgm
.rodata
.amdhsa_kernel k
  .amdhsa_next_free_vgpr 1
  .amdhsa_next_free_sgpr 8
.end_amdhsa_kernel
.amdhsa_kernel k
  .amdhsa_next_free_vgpr 1
  .amdhsa_next_free_sgpr 8
.end_amdhsa_kernel
.data
.amdhsa_kernel k
  .amdhsa_next_free_vgpr 1
  .amdhsa_next_free_sgpr 8
.end_amdhsa_kernel
.amdhsa_kernel k2
  .amdhsa_next_free_vgpr 1
  .amdhsa_next_free_sgpr 8
.end_amdhsa_kernel
k2.kd:
  .long k2.kd
