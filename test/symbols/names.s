// Symbol names: allowed characters, case sensitivity, names that look like
// registers or keywords, and quoting of names with unusual characters.
// Every CHECK line below was produced by llvm-mc 19.
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s | FileCheck %s --match-full-lines --check-prefixes=CHECK,GFX9 --allow-unused-prefixes
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1100 -show-encoding %s | FileCheck %s --match-full-lines --check-prefixes=CHECK,GFX11 --allow-unused-prefixes
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 %s 2>&1 >/dev/null | FileCheck %s --check-prefixes=ERR,GFX9ERR --allow-unused-prefixes --implicit-check-not=error:
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1100 %s 2>&1 >/dev/null | FileCheck %s --check-prefixes=ERR,GFX11ERR --allow-unused-prefixes --implicit-check-not=error:
// CHECK: .text
x.y = 1
// CHECK-NEXT: .set x.y, 1
_x = 2
// CHECK-NEXT: .set _x, 2
x$ = 3
// CHECK-NEXT: .set x$, 3
.Lloc = 4
// CHECK-NEXT: .set .Lloc, 4
x_1.2$ = 5
// CHECK-NEXT: .set x_1.2$, 5
$5 = 6
// CHECK-NEXT: .set $5, 6
__ = 7
// CHECK-NEXT: .set __, 7
a.b.c.d = 8
// CHECK-NEXT: .set a.b.c.d, 8
Z9 = 9
// CHECK-NEXT: .set Z9, 9
s_sendmsg x.y
// GFX9-NEXT: s_sendmsg sendmsg(MSG_INTERRUPT)        ; encoding: [0x01,0x00,0x90,0xbf]
// GFX11-NEXT: s_sendmsg sendmsg(MSG_INTERRUPT)        ; encoding: [0x01,0x00,0xb6,0xbf]
s_sendmsg _x
// GFX9-NEXT: s_sendmsg sendmsg(2, 0, 0)              ; encoding: [0x02,0x00,0x90,0xbf]
// GFX11-NEXT: s_sendmsg sendmsg(MSG_HS_TESSFACTOR)    ; encoding: [0x02,0x00,0xb6,0xbf]
s_sendmsg x$
// GFX9-NEXT: s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP) ; encoding: [0x03,0x00,0x90,0xbf]
// GFX11-NEXT: s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)    ; encoding: [0x03,0x00,0xb6,0xbf]
s_sendmsg .Lloc
// GFX9-NEXT: s_sendmsg sendmsg(MSG_SAVEWAVE)         ; encoding: [0x04,0x00,0x90,0xbf]
// GFX11-NEXT: s_sendmsg sendmsg(4, 0, 0)              ; encoding: [0x04,0x00,0xb6,0xbf]
s_sendmsg x_1.2$
// GFX9-NEXT: s_sendmsg sendmsg(MSG_STALL_WAVE_GEN)   ; encoding: [0x05,0x00,0x90,0xbf]
// GFX11-NEXT: s_sendmsg sendmsg(MSG_STALL_WAVE_GEN)   ; encoding: [0x05,0x00,0xb6,0xbf]
s_sendmsg $5
// GFX9-NEXT: s_sendmsg sendmsg(MSG_HALT_WAVES)       ; encoding: [0x06,0x00,0x90,0xbf]
// GFX11-NEXT: s_sendmsg sendmsg(MSG_HALT_WAVES)       ; encoding: [0x06,0x00,0xb6,0xbf]
s_sendmsg __ + a.b.c.d
// GFX9-NEXT: s_sendmsg sendmsg(15, 0, 0)             ; encoding: [0x0f,0x00,0x90,0xbf]
// GFX11-NEXT: s_sendmsg sendmsg(15, 0, 0)             ; encoding: [0x0f,0x00,0xb6,0xbf]
// Names are case-sensitive.
abc = 1
// CHECK-NEXT: .set abc, 1
Abc = 2
// CHECK-NEXT: .set Abc, 2
ABC = 3
// CHECK-NEXT: .set ABC, 3
s_sendmsg abc
// GFX9-NEXT: s_sendmsg sendmsg(MSG_INTERRUPT)        ; encoding: [0x01,0x00,0x90,0xbf]
// GFX11-NEXT: s_sendmsg sendmsg(MSG_INTERRUPT)        ; encoding: [0x01,0x00,0xb6,0xbf]
s_sendmsg Abc
// GFX9-NEXT: s_sendmsg sendmsg(2, 0, 0)              ; encoding: [0x02,0x00,0x90,0xbf]
// GFX11-NEXT: s_sendmsg sendmsg(MSG_HS_TESSFACTOR)    ; encoding: [0x02,0x00,0xb6,0xbf]
s_sendmsg ABC
// GFX9-NEXT: s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP) ; encoding: [0x03,0x00,0x90,0xbf]
// GFX11-NEXT: s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)    ; encoding: [0x03,0x00,0xb6,0xbf]
// Register-like and keyword-like names are ordinary symbols.
s0 = 6
// CHECK-NEXT: .set s0, 6
v0 = 7
// CHECK-NEXT: .set v0, 7
vcc = 8
// CHECK-NEXT: .set vcc, 8
vmcnt = 9
// CHECK-NEXT: .set vmcnt, 9
sendmsg = 10
// CHECK-NEXT: .set sendmsg, 10
MSG_GS = 11
// CHECK-NEXT: .set MSG_GS, 11
instid0 = 12
// CHECK-NEXT: .set instid0, 12
s_nop = 13
// CHECK-NEXT: .set s_nop, 13
s_sendmsg s0
// GFX9-NEXT: s_sendmsg sendmsg(MSG_HALT_WAVES)       ; encoding: [0x06,0x00,0x90,0xbf]
// GFX11-NEXT: s_sendmsg sendmsg(MSG_HALT_WAVES)       ; encoding: [0x06,0x00,0xb6,0xbf]
s_sendmsg v0
// GFX9-NEXT: s_sendmsg sendmsg(MSG_ORDERED_PS_DONE)  ; encoding: [0x07,0x00,0x90,0xbf]
// GFX11-NEXT: s_sendmsg sendmsg(7, 0, 0)              ; encoding: [0x07,0x00,0xb6,0xbf]
s_sendmsg vcc
// GFX9-NEXT: s_sendmsg sendmsg(MSG_EARLY_PRIM_DEALLOC) ; encoding: [0x08,0x00,0x90,0xbf]
// GFX11-NEXT: s_sendmsg sendmsg(8, 0, 0)              ; encoding: [0x08,0x00,0xb6,0xbf]
s_waitcnt vmcnt
// GFX9-NEXT: s_waitcnt vmcnt(9) expcnt(0) lgkmcnt(0) ; encoding: [0x09,0x00,0x8c,0xbf]
// GFX11-NEXT: s_waitcnt vmcnt(0) expcnt(1) lgkmcnt(0) ; encoding: [0x09,0x00,0x89,0xbf]
s_waitcnt vmcnt(vmcnt - 2)
// GFX9-NEXT: s_waitcnt vmcnt(7)                      ; encoding: [0x77,0x0f,0x8c,0xbf]
// GFX11-NEXT: s_waitcnt vmcnt(7)                      ; encoding: [0xf7,0x1f,0x89,0xbf]
s_sendmsg sendmsg
// GFX9-NEXT: s_sendmsg sendmsg(MSG_GET_DOORBELL)     ; encoding: [0x0a,0x00,0x90,0xbf]
// GFX11-NEXT: s_sendmsg sendmsg(10, 0, 0)             ; encoding: [0x0a,0x00,0xb6,0xbf]
s_sendmsg MSG_GS
// GFX9-NEXT: s_sendmsg sendmsg(11, 0, 0)             ; encoding: [0x0b,0x00,0x90,0xbf]
// GFX11-NEXT: s_sendmsg sendmsg(11, 0, 0)             ; encoding: [0x0b,0x00,0xb6,0xbf]
s_sendmsg s_nop
// GFX9-NEXT: s_sendmsg sendmsg(13, 0, 0)             ; encoding: [0x0d,0x00,0x90,0xbf]
// GFX11-NEXT: s_sendmsg sendmsg(13, 0, 0)             ; encoding: [0x0d,0x00,0xb6,0xbf]
s_sendmsg sendmsg(sendmsg)
// GFX9-NEXT: s_sendmsg sendmsg(MSG_GET_DOORBELL)     ; encoding: [0x0a,0x00,0x90,0xbf]
// GFX11-NEXT: s_sendmsg sendmsg(10, 0, 0)             ; encoding: [0x0a,0x00,0xb6,0xbf]
s_sendmsg sendmsg(MSG_GS, GS_OP_CUT)
// GFX9-NEXT: s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, 0) ; encoding: [0x12,0x00,0x90,0xbf]
// GFX11ERR: :[[@LINE-2]]:19: error: specified message id is not supported on this GPU
s_delay_alu instid0
// GFX11-NEXT: s_delay_alu instid0(/* invalid instid value */) ; encoding: [0x0c,0x00,0x87,0xbf]
// GFX9ERR: :[[@LINE-2]]:1: error: instruction not supported on this GPU
// '@' makes a name that is printed quoted but cannot be referenced.
x@y = 1
// CHECK-NEXT: .set "x@y", 1
s_sendmsg x@y
// ERR: :[[@LINE-1]]:13: error: invalid variant 'y'
z = x@y
// ERR: :[[@LINE-1]]:7: error: invalid variant 'y'
// ERR: :[[@LINE-2]]:8: error: missing expression
// Other characters are not part of a name.
9a = 1
// ERR: :[[@LINE-1]]:1: error: unexpected token at start of statement
a-b = 1
// ERR: :[[@LINE-1]]:1: error: invalid instruction
a#b = 1
// ERR: :[[@LINE-1]]:1: error: invalid instruction
