// gfxas-only behaviour (DEVIATION): a raw s_waitcnt or s_delay_alu operand
// outside -32768..65535 is an error in gfxas (llvm-mc silently truncates it to
// 16 bits). Values inside the range behave exactly like llvm-mc (those CHECK
// lines are llvm-mc 19's output); the error lines were written by hand from
// the gfxas specification.
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s | FileCheck %s --check-prefix=GFX9 --match-full-lines
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1100 -show-encoding %s | FileCheck %s --check-prefix=GFX11 --match-full-lines
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 %s 2>&1 >/dev/null | FileCheck %s --check-prefixes=ERR,GFX9ERR --implicit-check-not=error:
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1100 %s 2>&1 >/dev/null | FileCheck %s --check-prefixes=ERR,GFX11ERR --implicit-check-not=error:
// GFX9: .text
// GFX11: .text
s_waitcnt 65535
// GFX9-NEXT: s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(15) ; encoding: [0xff,0xff,0x8c,0xbf]
// GFX11-NEXT: s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(63) ; encoding: [0xff,0xff,0x89,0xbf]
s_waitcnt -32768
// GFX9-NEXT: s_waitcnt vmcnt(32) expcnt(0) lgkmcnt(0) ; encoding: [0x00,0x80,0x8c,0xbf]
// GFX11-NEXT: s_waitcnt vmcnt(32) expcnt(0) lgkmcnt(0) ; encoding: [0x00,0x80,0x89,0xbf]
s_waitcnt -1
// GFX9-NEXT: s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(15) ; encoding: [0xff,0xff,0x8c,0xbf]
// GFX11-NEXT: s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(63) ; encoding: [0xff,0xff,0x89,0xbf]
s_waitcnt 0x10000
// ERR: :[[@LINE-1]]:11: error: invalid immediate: only 16-bit values are legal
// ERR-NEXT: s_waitcnt 0x10000
// ERR-NEXT: ^
s_waitcnt -32769
// ERR: :[[@LINE-1]]:11: error: invalid immediate: only 16-bit values are legal
s_waitcnt 0xffff + 1
// ERR: :[[@LINE-1]]:11: error: invalid immediate: only 16-bit values are legal
s_waitcnt 0x123456789
// ERR: :[[@LINE-1]]:11: error: invalid immediate: only 16-bit values are legal
s_delay_alu 65535
// GFX9ERR: :[[@LINE-1]]:1: error: instruction not supported on this GPU
// GFX11-NEXT: s_delay_alu instid0(/* invalid instid value */) | instskip(/* invalid instskip value */) | instid1(/* invalid instid value */) ; encoding: [0xff,0xff,0x87,0xbf]
s_delay_alu -32768
// GFX9ERR: :[[@LINE-1]]:1: error: instruction not supported on this GPU
// GFX11-NEXT: s_delay_alu 0                           ; encoding: [0x00,0x80,0x87,0xbf]
s_delay_alu 0x10000
// GFX9ERR: :[[@LINE-1]]:1: error: instruction not supported on this GPU
// GFX11ERR: :[[@LINE-2]]:13: error: invalid immediate: only 16-bit values are legal
s_delay_alu -32769
// GFX9ERR: :[[@LINE-1]]:1: error: instruction not supported on this GPU
// GFX11ERR: :[[@LINE-2]]:13: error: invalid immediate: only 16-bit values are legal
s_sendmsg 1
// GFX9-NEXT: s_sendmsg sendmsg(MSG_INTERRUPT)        ; encoding: [0x01,0x00,0x90,0xbf]
// GFX11-NEXT: s_sendmsg sendmsg(MSG_INTERRUPT)        ; encoding: [0x01,0x00,0xb6,0xbf]
