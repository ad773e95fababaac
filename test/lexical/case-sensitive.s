// Case-sensitive names (see also case.s).
// Every CHECK line below was produced by llvm-mc 19.
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s | FileCheck %s --match-full-lines --check-prefixes=CHECK,GFX9 --allow-unused-prefixes
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1100 -show-encoding %s | FileCheck %s --match-full-lines --check-prefixes=CHECK,GFX11 --allow-unused-prefixes
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 %s 2>&1 >/dev/null | FileCheck %s --check-prefixes=ERR,GFX9ERR --allow-unused-prefixes --implicit-check-not=error:
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1100 %s 2>&1 >/dev/null | FileCheck %s --check-prefixes=ERR,GFX11ERR --allow-unused-prefixes --implicit-check-not=error:
// CHECK: .text
sym = 1
// CHECK-NEXT: .set sym, 1
SYM = 2
// CHECK-NEXT: .set SYM, 2
s_sendmsg sym
// GFX9-NEXT: s_sendmsg sendmsg(MSG_INTERRUPT)        ; encoding: [0x01,0x00,0x90,0xbf]
// GFX11-NEXT: s_sendmsg sendmsg(MSG_INTERRUPT)        ; encoding: [0x01,0x00,0xb6,0xbf]
s_sendmsg SYM
// GFX9-NEXT: s_sendmsg sendmsg(2, 0, 0)              ; encoding: [0x02,0x00,0x90,0xbf]
// GFX11-NEXT: s_sendmsg sendmsg(MSG_HS_TESSFACTOR)    ; encoding: [0x02,0x00,0xb6,0xbf]
s_waitcnt VMCNT(1)
// ERR: :[[@LINE-1]]:11: error: invalid counter name VMCNT
s_waitcnt Vmcnt(1)
// ERR: :[[@LINE-1]]:11: error: invalid counter name Vmcnt
s_waitcnt vmcnt(1) & LGKMCNT(2)
// ERR: :[[@LINE-1]]:22: error: invalid counter name LGKMCNT
s_sendmsg SENDMSG(MSG_INTERRUPT)
// ERR: :[[@LINE-1]]:11: error: expected a sendmsg macro or an absolute expression
s_sendmsg Sendmsg(1)
// ERR: :[[@LINE-1]]:11: error: expected a sendmsg macro or an absolute expression
s_sendmsg sendmsg(msg_interrupt)
// ERR: :[[@LINE-1]]:19: error: expected a message name or an absolute expression
s_sendmsg sendmsg(MSG_GS, gs_op_cut)
// ERR: :[[@LINE-1]]:27: error: expected an operation name or an absolute expression
s_sendmsg sendmsg(2, Gs_Op_Cut)
// ERR: :[[@LINE-1]]:22: error: expected an operation name or an absolute expression
s_delay_alu INSTID0(VALU_DEP_1)
// GFX9ERR: :[[@LINE-1]]:1: error: instruction not supported on this GPU
// GFX11ERR: :[[@LINE-2]]:13: error: invalid field name INSTID0
s_delay_alu instid0(valu_dep_1)
// GFX9ERR: :[[@LINE-1]]:1: error: instruction not supported on this GPU
// GFX11ERR: :[[@LINE-2]]:21: error: invalid value name valu_dep_1
s_delay_alu instid0(VALU_DEP_1) | INSTSKIP(NEXT)
// GFX9ERR: :[[@LINE-1]]:1: error: instruction not supported on this GPU
// GFX11ERR: :[[@LINE-2]]:35: error: invalid field name INSTSKIP
S_DELAY_ALU instid0(VALU_DEP_1)
// GFX11-NEXT: s_delay_alu instid0(VALU_DEP_1)         ; encoding: [0x01,0x00,0x87,0xbf]
// GFX9ERR: :[[@LINE-2]]:1: error: instruction not supported on this GPU
