// .kernel.agpr_count exists only where there are accumulation registers:
// gfx908, gfx90a and gfx940-gfx942. Checked against llvm-mc 19.
// RUN: gfxas -triple=amdgcn -mcpu=gfx908 -show-encoding %s | FileCheck %s --check-prefix=AGPRS
// RUN: gfxas -triple=amdgcn -mcpu=gfx90a -show-encoding %s | FileCheck %s --check-prefix=AGPRS
// RUN: gfxas -triple=amdgcn -mcpu=gfx942 -show-encoding %s | FileCheck %s --check-prefix=AGPRS
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s 2>&1 | FileCheck %s --check-prefix=NONE
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1100 -show-encoding %s 2>&1 | FileCheck %s --check-prefix=NONE
  s_nop .kernel.agpr_count
// AGPRS: s_nop 0 ; encoding: [0x00,0x00,0x80,0xbf]
// NONE: :[[@LINE-2]]:9: error: invalid operand for instruction
