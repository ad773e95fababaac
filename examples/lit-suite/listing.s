// The listing and encodings of a few instructions on gfx900.
// Every CHECK line below was produced by llvm-mc 19.
// RUN: gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s | FileCheck %s

s_nop 0
// CHECK: s_nop 0                                 ; encoding: [0x00,0x00,0x80,0xbf]
s_nop 7
// CHECK: s_nop 7                                 ; encoding: [0x07,0x00,0x80,0xbf]
s_waitcnt 0
// CHECK: s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0) ; encoding: [0x00,0x00,0x8c,0xbf]
s_waitcnt vmcnt(0) lgkmcnt(0)
// CHECK: s_waitcnt vmcnt(0) lgkmcnt(0)           ; encoding: [0x70,0x00,0x8c,0xbf]
s_waitcnt expcnt(3)
// CHECK: s_waitcnt expcnt(3)                     ; encoding: [0x3f,0xcf,0x8c,0xbf]
