// AMDGPU-specific expression functions (max, or, alignto, occupancy,
// totalnumvgprs, extrasgprs) as accepted by llvm-mc 19. occupancy,
// totalnumvgprs and extrasgprs are in amdgpu-functions-occupancy.s.
// Every CHECK line below was produced by llvm-mc 19.
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s | FileCheck %s --match-full-lines --check-prefixes=CHECK,GFX9 --allow-unused-prefixes
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1100 -show-encoding %s | FileCheck %s --match-full-lines --check-prefixes=CHECK,GFX11 --allow-unused-prefixes
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 %s 2>&1 >/dev/null | FileCheck %s --check-prefixes=ERR,GFX9ERR --allow-unused-prefixes --implicit-check-not=error:
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1100 %s 2>&1 >/dev/null | FileCheck %s --check-prefixes=ERR,GFX11ERR --allow-unused-prefixes --implicit-check-not=error:
// CHECK: .text
x1 = max(1, 5)
// CHECK-NEXT: .set x1, 5
x2 = or(1, 2)
// CHECK-NEXT: .set x2, 3
x3 = alignto(5, 4)
// CHECK-NEXT: .set x3, 8
x4 = max(1, 2, 3)
// CHECK-NEXT: .set x4, 3
x5 = max(-1, -7)
// CHECK-NEXT: .set x5, -1
x6 = or(1, 2, 4, 8)
// CHECK-NEXT: .set x6, 15
x7 = alignto(8, 4)
// CHECK-NEXT: .set x7, 8
x8 = alignto(0, 16)
// CHECK-NEXT: .set x8, 0
x9 = max(1 + 1, 3) * 2
// CHECK-NEXT: .set x9, 6
x13 = max(7)
// CHECK-NEXT: .set x13, 7
x14 = max(x1, x2)
// CHECK-NEXT: .set x14, 5
s_sendmsg max(1, 2)
// GFX9-NEXT: s_sendmsg sendmsg(2, 0, 0)              ; encoding: [0x02,0x00,0x90,0xbf]
// GFX11-NEXT: s_sendmsg sendmsg(MSG_HS_TESSFACTOR)    ; encoding: [0x02,0x00,0xb6,0xbf]
s_sendmsg or(2, 0x10)
// GFX9-NEXT: s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, 0) ; encoding: [0x12,0x00,0x90,0xbf]
// GFX11-NEXT: s_sendmsg sendmsg(18, 0, 0)             ; encoding: [0x12,0x00,0xb6,0xbf]
s_sendmsg alignto(5, 4)
// GFX9-NEXT: s_sendmsg sendmsg(MSG_EARLY_PRIM_DEALLOC) ; encoding: [0x08,0x00,0x90,0xbf]
// GFX11-NEXT: s_sendmsg sendmsg(8, 0, 0)              ; encoding: [0x08,0x00,0xb6,0xbf]
s_sendmsg sendmsg(max(1, 2))
// GFX9-NEXT: s_sendmsg sendmsg(2, 0, 0)              ; encoding: [0x02,0x00,0x90,0xbf]
// GFX11-NEXT: s_sendmsg sendmsg(MSG_HS_TESSFACTOR)    ; encoding: [0x02,0x00,0xb6,0xbf]
s_sendmsg sendmsg(2, or(1, 2), max(0, 1))
// GFX9-NEXT: s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT_CUT, 1) ; encoding: [0x32,0x01,0x90,0xbf]
// GFX11-NEXT: s_sendmsg 306                           ; encoding: [0x32,0x01,0xb6,0xbf]
// In s_waitcnt, an identifier followed by '(' selects the counter form.
s_waitcnt max(1, 2)
// ERR: :[[@LINE-1]]:11: error: invalid counter name max
s_waitcnt 0 + max(1, 2)
// GFX9-NEXT: s_waitcnt vmcnt(2) expcnt(0) lgkmcnt(0) ; encoding: [0x02,0x00,0x8c,0xbf]
// GFX11-NEXT: s_waitcnt vmcnt(0) expcnt(2) lgkmcnt(0) ; encoding: [0x02,0x00,0x89,0xbf]
s_waitcnt (max(1, 2))
// GFX9-NEXT: s_waitcnt vmcnt(2) expcnt(0) lgkmcnt(0) ; encoding: [0x02,0x00,0x8c,0xbf]
// GFX11-NEXT: s_waitcnt vmcnt(0) expcnt(2) lgkmcnt(0) ; encoding: [0x02,0x00,0x89,0xbf]
// Unknown functions and bad argument lists.
y1 = foo(1)
// ERR: :[[@LINE-1]]:9: error: expected newline
y2 = max()
// ERR: :[[@LINE-1]]:11: error: empty max expression
// ERR: :[[@LINE-2]]:11: error: missing expression
y3 = max(1,)
// ERR: :[[@LINE-1]]:13: error: mismatch of commas in max expression
// ERR: :[[@LINE-2]]:13: error: missing expression
y5 = max(1 2)
// ERR: :[[@LINE-1]]:12: error: unexpected token in max expression
// ERR: :[[@LINE-2]]:12: error: missing expression
s_sendmsg foo(1)
// ERR: :[[@LINE-1]]:11: error: expected a sendmsg macro or an absolute expression
