// A test whose check lines are out of date.
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s 2>/dev/null | FileCheck %s --check-prefixes=CHECK,GFX9 --allow-unused-prefixes
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1100 -show-encoding %s 2>/dev/null | FileCheck %s --check-prefixes=CHECK,GFX11 --allow-unused-prefixes
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s 2>&1 | FileCheck %s --check-prefixes=ERR,GFX9-ERR,GFXAS-ERR --allow-unused-prefixes --implicit-check-not=error:
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1100 -show-encoding %s 2>&1 | FileCheck %s --check-prefixes=ERR,GFX11-ERR,GFXAS-ERR --allow-unused-prefixes --implicit-check-not=error:
s_nop 1
// CHECK: s_nop 2 ; stale
s_nop 2
s_sendmsg sendmsg(MSG_INTERRUPT)
s_delay_alu instid0(VALU_DEP_1)
s_waitcnt vmcnt(99)
// GFXAS-DEVIATION: llvm-mc truncates it
s_waitcnt 0x10000
// GFXAS-ERR: :[[@LINE-1]]:11: error: invalid immediate: only 16-bit values are legal
