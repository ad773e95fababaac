// Found by utils/difftest: llvm-mc suggests mnemonics within two insertions
// or deletions of a misspelled one, among those of the selected GPU.
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 %s 2>&1 | FileCheck %s --check-prefixes=CHECK,GFX9 --implicit-check-not=error:
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1100 %s 2>&1 | FileCheck %s --check-prefixes=CHECK,GFX11 --implicit-check-not=error:

s_waitcn 0
// CHECK: :[[@LINE-1]]:1: error: invalid instruction, did you mean: s_waitcnt?
S_SENDMGS 0
// CHECK: :[[@LINE-1]]:1: error: invalid instruction, did you mean: s_sendmsg?
s_sendmsghlt 0
// CHECK: :[[@LINE-1]]:1: error: invalid instruction, did you mean: s_sendmsghalt?
s_delay_al 0
// GFX9: :[[@LINE-1]]:1: error: invalid instruction{{$}}
// GFX11: :[[@LINE-2]]:1: error: invalid instruction, did you mean: s_delay_alu?
s_foo 0
// CHECK: :[[@LINE-1]]:1: error: invalid instruction{{$}}
