// Case: mnemonics and directive names are case-insensitive; symbol names,
// counter names, message/operation names, delay names and the 'sendmsg'
// keyword are case-sensitive.
// Every CHECK line below was produced by llvm-mc 19.
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s | FileCheck %s --match-full-lines --check-prefixes=CHECK,GFX9 --allow-unused-prefixes
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1100 -show-encoding %s | FileCheck %s --match-full-lines --check-prefixes=CHECK,GFX11 --allow-unused-prefixes
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 %s 2>&1 >/dev/null | FileCheck %s --check-prefixes=ERR,GFX9ERR --allow-unused-prefixes --implicit-check-not=error:
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1100 %s 2>&1 >/dev/null | FileCheck %s --check-prefixes=ERR,GFX11ERR --allow-unused-prefixes --implicit-check-not=error:
// CHECK: .text
S_WAITCNT 0
// GFX9-NEXT: s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0) ; encoding: [0x00,0x00,0x8c,0xbf]
// GFX11-NEXT: s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0) ; encoding: [0x00,0x00,0x89,0xbf]
S_Waitcnt vmcnt(1)
// GFX9-NEXT: s_waitcnt vmcnt(1)                      ; encoding: [0x71,0x0f,0x8c,0xbf]
// GFX11-NEXT: s_waitcnt vmcnt(1)                      ; encoding: [0xf7,0x07,0x89,0xbf]
s_WAITCNT lgkmcnt(2)
// GFX9-NEXT: s_waitcnt lgkmcnt(2)                    ; encoding: [0x7f,0xc2,0x8c,0xbf]
// GFX11-NEXT: s_waitcnt lgkmcnt(2)                    ; encoding: [0x27,0xfc,0x89,0xbf]
S_SENDMSG 1
// GFX9-NEXT: s_sendmsg sendmsg(MSG_INTERRUPT)        ; encoding: [0x01,0x00,0x90,0xbf]
// GFX11-NEXT: s_sendmsg sendmsg(MSG_INTERRUPT)        ; encoding: [0x01,0x00,0xb6,0xbf]
S_SendMsg sendmsg(MSG_INTERRUPT)
// GFX9-NEXT: s_sendmsg sendmsg(MSG_INTERRUPT)        ; encoding: [0x01,0x00,0x90,0xbf]
// GFX11-NEXT: s_sendmsg sendmsg(MSG_INTERRUPT)        ; encoding: [0x01,0x00,0xb6,0xbf]
S_SENDMSGHALT 2
// GFX9-NEXT: s_sendmsghalt sendmsg(2, 0, 0)          ; encoding: [0x02,0x00,0x91,0xbf]
// GFX11-NEXT: s_sendmsghalt sendmsg(MSG_HS_TESSFACTOR) ; encoding: [0x02,0x00,0xb7,0xbf]
s_SendMsgHalt sendmsg(MSG_GS_ALLOC_REQ)
// GFX9-NEXT: s_sendmsghalt sendmsg(MSG_GS_ALLOC_REQ) ; encoding: [0x09,0x00,0x91,0xbf]
// GFX11-NEXT: s_sendmsghalt sendmsg(MSG_GS_ALLOC_REQ) ; encoding: [0x09,0x00,0xb7,0xbf]
S_NOP 0
// CHECK-NEXT: s_nop 0                                 ; encoding: [0x00,0x00,0x80,0xbf]
.SET a, 1
// CHECK-NEXT: .set a, 1
// CHECK-NEXT: .no_dead_strip	a
.Set b, 2
// CHECK-NEXT: .set b, 2
// CHECK-NEXT: .no_dead_strip	b
.EQU c, 3
// CHECK-NEXT: .set c, 3
// CHECK-NEXT: .no_dead_strip	c
.EQUIV d, 4
// CHECK-NEXT: .set d, 4
// CHECK-NEXT: .no_dead_strip	d
.Equiv e, 5
// CHECK-NEXT: .set e, 5
// CHECK-NEXT: .no_dead_strip	e
// .text is the one directive here whose upper-case spelling llvm-mc rejects.
.TEXT
// ERR: :[[@LINE-1]]:1: error: unknown directive
.END
