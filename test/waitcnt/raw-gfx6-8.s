// s_waitcnt raw numeric operands and their printing on layout A: GFX6, GFX7, GFX8 (tahiti, gfx600, bonaire, hawaii, tonga, fiji, gfx802).
// Expected lines copied from llvm-mc 19.
// RUN: gfxas -triple=amdgcn -mcpu=tahiti -show-encoding %s | FileCheck %s --check-prefix=CHECK --strict-whitespace
// RUN: gfxas -triple=amdgcn -mcpu=gfx600 -show-encoding %s | FileCheck %s --check-prefix=CHECK --strict-whitespace
// RUN: gfxas -triple=amdgcn -mcpu=bonaire -show-encoding %s | FileCheck %s --check-prefix=CHECK --strict-whitespace
// RUN: gfxas -triple=amdgcn -mcpu=hawaii -show-encoding %s | FileCheck %s --check-prefix=CHECK --strict-whitespace
// RUN: gfxas -triple=amdgcn -mcpu=tonga -show-encoding %s | FileCheck %s --check-prefix=CHECK --strict-whitespace
// RUN: gfxas -triple=amdgcn -mcpu=fiji -show-encoding %s | FileCheck %s --check-prefix=CHECK --strict-whitespace
// RUN: gfxas -triple=amdgcn -mcpu=gfx802 -show-encoding %s | FileCheck %s --check-prefix=CHECK --strict-whitespace

// Raw values are not range-checked; the encoding keeps all 16 bits, the text is decoded
// from the counter fields only (unused bits ignored; counters at max are left out unless all are).
s_waitcnt 0
// CHECK: s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0) ; encoding: [0x00,0x00,0x8c,0xbf]
s_waitcnt 1
// CHECK: s_waitcnt vmcnt(1) expcnt(0) lgkmcnt(0) ; encoding: [0x01,0x00,0x8c,0xbf]
s_waitcnt 0x7
// CHECK: s_waitcnt vmcnt(7) expcnt(0) lgkmcnt(0) ; encoding: [0x07,0x00,0x8c,0xbf]
s_waitcnt 0x8
// CHECK: s_waitcnt vmcnt(8) expcnt(0) lgkmcnt(0) ; encoding: [0x08,0x00,0x8c,0xbf]
s_waitcnt 0xf
// CHECK: s_waitcnt expcnt(0) lgkmcnt(0)          ; encoding: [0x0f,0x00,0x8c,0xbf]
s_waitcnt 0x10
// CHECK: s_waitcnt vmcnt(0) expcnt(1) lgkmcnt(0) ; encoding: [0x10,0x00,0x8c,0xbf]
s_waitcnt 0x70
// CHECK: s_waitcnt vmcnt(0) lgkmcnt(0)           ; encoding: [0x70,0x00,0x8c,0xbf]
s_waitcnt 0x80
// CHECK: s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0) ; encoding: [0x80,0x00,0x8c,0xbf]
s_waitcnt 0xf0
// CHECK: s_waitcnt vmcnt(0) lgkmcnt(0)           ; encoding: [0xf0,0x00,0x8c,0xbf]
s_waitcnt 0x100
// CHECK: s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(1) ; encoding: [0x00,0x01,0x8c,0xbf]
s_waitcnt 0x3f0
// CHECK: s_waitcnt vmcnt(0) lgkmcnt(3)           ; encoding: [0xf0,0x03,0x8c,0xbf]
s_waitcnt 0x400
// CHECK: s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(4) ; encoding: [0x00,0x04,0x8c,0xbf]
s_waitcnt 0xf00
// CHECK: s_waitcnt vmcnt(0) expcnt(0)            ; encoding: [0x00,0x0f,0x8c,0xbf]
s_waitcnt 0x1000
// CHECK: s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0) ; encoding: [0x00,0x10,0x8c,0xbf]
s_waitcnt 0x2000
// CHECK: s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0) ; encoding: [0x00,0x20,0x8c,0xbf]
s_waitcnt 0x3000
// CHECK: s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0) ; encoding: [0x00,0x30,0x8c,0xbf]
s_waitcnt 0x3f00
// CHECK: s_waitcnt vmcnt(0) expcnt(0)            ; encoding: [0x00,0x3f,0x8c,0xbf]
s_waitcnt 0x4000
// CHECK: s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0) ; encoding: [0x00,0x40,0x8c,0xbf]
s_waitcnt 0x8000
// CHECK: s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0) ; encoding: [0x00,0x80,0x8c,0xbf]
s_waitcnt 0xc000
// CHECK: s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0) ; encoding: [0x00,0xc0,0x8c,0xbf]
s_waitcnt 0xf7f
// CHECK: s_waitcnt vmcnt(15) expcnt(7) lgkmcnt(15) ; encoding: [0x7f,0x0f,0x8c,0xbf]
s_waitcnt 0x0f70
// CHECK: s_waitcnt vmcnt(0)                      ; encoding: [0x70,0x0f,0x8c,0xbf]
s_waitcnt 0xcf7f
// CHECK: s_waitcnt vmcnt(15) expcnt(7) lgkmcnt(15) ; encoding: [0x7f,0xcf,0x8c,0xbf]
s_waitcnt 0x3f7f
// CHECK: s_waitcnt vmcnt(15) expcnt(7) lgkmcnt(15) ; encoding: [0x7f,0x3f,0x8c,0xbf]
s_waitcnt 0xff7f
// CHECK: s_waitcnt vmcnt(15) expcnt(7) lgkmcnt(15) ; encoding: [0x7f,0xff,0x8c,0xbf]
s_waitcnt 0xfc07
// CHECK: s_waitcnt vmcnt(7) expcnt(0) lgkmcnt(12) ; encoding: [0x07,0xfc,0x8c,0xbf]
s_waitcnt 0xfff7
// CHECK: s_waitcnt vmcnt(7)                      ; encoding: [0xf7,0xff,0x8c,0xbf]
s_waitcnt 0xfff0
// CHECK: s_waitcnt vmcnt(0)                      ; encoding: [0xf0,0xff,0x8c,0xbf]
s_waitcnt 0x03f7
// CHECK: s_waitcnt vmcnt(7) lgkmcnt(3)           ; encoding: [0xf7,0x03,0x8c,0xbf]
s_waitcnt 0xfc0f
// CHECK: s_waitcnt expcnt(0) lgkmcnt(12)         ; encoding: [0x0f,0xfc,0x8c,0xbf]
s_waitcnt 0x0371
// CHECK: s_waitcnt vmcnt(1) lgkmcnt(3)           ; encoding: [0x71,0x03,0x8c,0xbf]
s_waitcnt 0x4f70
// CHECK: s_waitcnt vmcnt(0)                      ; encoding: [0x70,0x4f,0x8c,0xbf]
s_waitcnt 0xffff
// CHECK: s_waitcnt vmcnt(15) expcnt(7) lgkmcnt(15) ; encoding: [0xff,0xff,0x8c,0xbf]
s_waitcnt 65535
// CHECK: s_waitcnt vmcnt(15) expcnt(7) lgkmcnt(15) ; encoding: [0xff,0xff,0x8c,0xbf]
s_waitcnt -1
// CHECK: s_waitcnt vmcnt(15) expcnt(7) lgkmcnt(15) ; encoding: [0xff,0xff,0x8c,0xbf]
s_waitcnt -2
// CHECK: s_waitcnt vmcnt(14)                     ; encoding: [0xfe,0xff,0x8c,0xbf]
s_waitcnt -32768
// CHECK: s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0) ; encoding: [0x00,0x80,0x8c,0xbf]
s_waitcnt 0b1010
// CHECK: s_waitcnt vmcnt(10) expcnt(0) lgkmcnt(0) ; encoding: [0x0a,0x00,0x8c,0xbf]
s_waitcnt 010
// CHECK: s_waitcnt vmcnt(8) expcnt(0) lgkmcnt(0) ; encoding: [0x08,0x00,0x8c,0xbf]
s_waitcnt 1 | (2 << 4) | (3 << 8)
// CHECK: s_waitcnt vmcnt(1) expcnt(2) lgkmcnt(3) ; encoding: [0x21,0x03,0x8c,0xbf]
s_waitcnt ~0 & 0xff
// CHECK: s_waitcnt lgkmcnt(0)                    ; encoding: [0xff,0x00,0x8c,0xbf]
s_waitcnt 0x100 - 1
// CHECK: s_waitcnt lgkmcnt(0)                    ; encoding: [0xff,0x00,0x8c,0xbf]
cnt = 0x1234
// CHECK: .set cnt, 4660
s_waitcnt cnt
// CHECK: s_waitcnt vmcnt(4) expcnt(3) lgkmcnt(2) ; encoding: [0x34,0x12,0x8c,0xbf]
s_waitcnt cnt + 1
// CHECK: s_waitcnt vmcnt(5) expcnt(3) lgkmcnt(2) ; encoding: [0x35,0x12,0x8c,0xbf]
