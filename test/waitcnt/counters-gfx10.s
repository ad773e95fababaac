// s_waitcnt counter form on layout C: GFX10 (gfx1010, gfx1012, gfx1030, gfx1036); split vmcnt, 6-bit lgkmcnt:
// each counter at 0 and max, max+1 (error), _sat forms, combinations, expressions.
// Expected lines copied from llvm-mc 19.
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1010 -show-encoding %s 2>/dev/null | FileCheck %s --check-prefix=CHECK --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1012 -show-encoding %s 2>/dev/null | FileCheck %s --check-prefix=CHECK --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1030 -show-encoding %s 2>/dev/null | FileCheck %s --check-prefix=CHECK --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1036 -show-encoding %s 2>/dev/null | FileCheck %s --check-prefix=CHECK --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1010 -show-encoding %s 2>&1 | FileCheck %s --check-prefix=ERR --implicit-check-not=error: --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1012 -show-encoding %s 2>&1 | FileCheck %s --check-prefix=ERR --implicit-check-not=error: --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1030 -show-encoding %s 2>&1 | FileCheck %s --check-prefix=ERR --implicit-check-not=error: --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1036 -show-encoding %s 2>&1 | FileCheck %s --check-prefix=ERR --implicit-check-not=error: --strict-whitespace

// Each counter at 0, 1, max-1, max, and max+1 (error; negative values are too large too).
s_waitcnt vmcnt(0)
// CHECK: s_waitcnt vmcnt(0)                      ; encoding: [0x70,0x3f,0x8c,0xbf]
s_waitcnt vmcnt(1)
// CHECK: s_waitcnt vmcnt(1)                      ; encoding: [0x71,0x3f,0x8c,0xbf]
s_waitcnt vmcnt(15)
// CHECK: s_waitcnt vmcnt(15)                     ; encoding: [0x7f,0x3f,0x8c,0xbf]
s_waitcnt vmcnt(16)
// CHECK: s_waitcnt vmcnt(16)                     ; encoding: [0x70,0x7f,0x8c,0xbf]
s_waitcnt vmcnt(17)
// CHECK: s_waitcnt vmcnt(17)                     ; encoding: [0x71,0x7f,0x8c,0xbf]
s_waitcnt vmcnt(31)
// CHECK: s_waitcnt vmcnt(31)                     ; encoding: [0x7f,0x7f,0x8c,0xbf]
s_waitcnt vmcnt(32)
// CHECK: s_waitcnt vmcnt(32)                     ; encoding: [0x70,0xbf,0x8c,0xbf]
s_waitcnt vmcnt(48)
// CHECK: s_waitcnt vmcnt(48)                     ; encoding: [0x70,0xff,0x8c,0xbf]
s_waitcnt vmcnt(62)
// CHECK: s_waitcnt vmcnt(62)                     ; encoding: [0x7e,0xff,0x8c,0xbf]
s_waitcnt vmcnt(63)
// CHECK: s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(63) ; encoding: [0x7f,0xff,0x8c,0xbf]
s_waitcnt vmcnt(64)
// ERR: :[[@LINE-1]]:17: error: too large value for vmcnt
s_waitcnt vmcnt(1000)
// ERR: :[[@LINE-1]]:17: error: too large value for vmcnt
s_waitcnt vmcnt(-1)
// ERR: :[[@LINE-1]]:17: error: too large value for vmcnt

s_waitcnt expcnt(0)
// CHECK: s_waitcnt expcnt(0)                     ; encoding: [0x0f,0xff,0x8c,0xbf]
s_waitcnt expcnt(1)
// CHECK: s_waitcnt expcnt(1)                     ; encoding: [0x1f,0xff,0x8c,0xbf]
s_waitcnt expcnt(6)
// CHECK: s_waitcnt expcnt(6)                     ; encoding: [0x6f,0xff,0x8c,0xbf]
s_waitcnt expcnt(7)
// CHECK: s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(63) ; encoding: [0x7f,0xff,0x8c,0xbf]
s_waitcnt expcnt(8)
// ERR: :[[@LINE-1]]:18: error: too large value for expcnt
s_waitcnt expcnt(1000)
// ERR: :[[@LINE-1]]:18: error: too large value for expcnt
s_waitcnt expcnt(-1)
// ERR: :[[@LINE-1]]:18: error: too large value for expcnt

s_waitcnt lgkmcnt(0)
// CHECK: s_waitcnt lgkmcnt(0)                    ; encoding: [0x7f,0xc0,0x8c,0xbf]
s_waitcnt lgkmcnt(1)
// CHECK: s_waitcnt lgkmcnt(1)                    ; encoding: [0x7f,0xc1,0x8c,0xbf]
s_waitcnt lgkmcnt(15)
// CHECK: s_waitcnt lgkmcnt(15)                   ; encoding: [0x7f,0xcf,0x8c,0xbf]
s_waitcnt lgkmcnt(16)
// CHECK: s_waitcnt lgkmcnt(16)                   ; encoding: [0x7f,0xd0,0x8c,0xbf]
s_waitcnt lgkmcnt(31)
// CHECK: s_waitcnt lgkmcnt(31)                   ; encoding: [0x7f,0xdf,0x8c,0xbf]
s_waitcnt lgkmcnt(32)
// CHECK: s_waitcnt lgkmcnt(32)                   ; encoding: [0x7f,0xe0,0x8c,0xbf]
s_waitcnt lgkmcnt(62)
// CHECK: s_waitcnt lgkmcnt(62)                   ; encoding: [0x7f,0xfe,0x8c,0xbf]
s_waitcnt lgkmcnt(63)
// CHECK: s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(63) ; encoding: [0x7f,0xff,0x8c,0xbf]
s_waitcnt lgkmcnt(64)
// ERR: :[[@LINE-1]]:19: error: too large value for lgkmcnt
s_waitcnt lgkmcnt(1000)
// ERR: :[[@LINE-1]]:19: error: too large value for lgkmcnt
s_waitcnt lgkmcnt(-1)
// ERR: :[[@LINE-1]]:19: error: too large value for lgkmcnt

// All three counters.
s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
// CHECK: s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0) ; encoding: [0x00,0x00,0x8c,0xbf]
s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(63)
// CHECK: s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(63) ; encoding: [0x7f,0xff,0x8c,0xbf]
s_waitcnt vmcnt(1) expcnt(2) lgkmcnt(3)
// CHECK: s_waitcnt vmcnt(1) expcnt(2) lgkmcnt(3) ; encoding: [0x21,0x03,0x8c,0xbf]
s_waitcnt vmcnt(63) expcnt(0) lgkmcnt(63)
// CHECK: s_waitcnt expcnt(0)                     ; encoding: [0x0f,0xff,0x8c,0xbf]
s_waitcnt vmcnt(0) expcnt(7) lgkmcnt(0)
// CHECK: s_waitcnt vmcnt(0) lgkmcnt(0)           ; encoding: [0x70,0x00,0x8c,0xbf]
s_waitcnt lgkmcnt(3) expcnt(2) vmcnt(1)
// CHECK: s_waitcnt vmcnt(1) expcnt(2) lgkmcnt(3) ; encoding: [0x21,0x03,0x8c,0xbf]
s_waitcnt expcnt(7)
// CHECK: s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(63) ; encoding: [0x7f,0xff,0x8c,0xbf]
s_waitcnt vmcnt(64) lgkmcnt(63) expcnt(7)
// ERR: :[[@LINE-1]]:17: error: too large value for vmcnt
s_waitcnt vmcnt(0) expcnt(8) lgkmcnt(0)
// ERR: :[[@LINE-1]]:27: error: too large value for expcnt

// _sat forms: values that do not fit (also negative ones) become the field max.
s_waitcnt vmcnt_sat(0)
// CHECK: s_waitcnt vmcnt(0)                      ; encoding: [0x70,0x3f,0x8c,0xbf]
s_waitcnt vmcnt_sat(1)
// CHECK: s_waitcnt vmcnt(1)                      ; encoding: [0x71,0x3f,0x8c,0xbf]
s_waitcnt vmcnt_sat(63)
// CHECK: s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(63) ; encoding: [0x7f,0xff,0x8c,0xbf]
s_waitcnt vmcnt_sat(64)
// CHECK: s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(63) ; encoding: [0x7f,0xff,0x8c,0xbf]
s_waitcnt vmcnt_sat(1000)
// CHECK: s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(63) ; encoding: [0x7f,0xff,0x8c,0xbf]
s_waitcnt vmcnt_sat(-1)
// CHECK: s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(63) ; encoding: [0x7f,0xff,0x8c,0xbf]
s_waitcnt vmcnt_sat(-5)
// CHECK: s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(63) ; encoding: [0x7f,0xff,0x8c,0xbf]
s_waitcnt vmcnt_sat(0x7fffffffffffffff)
// CHECK: s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(63) ; encoding: [0x7f,0xff,0x8c,0xbf]
s_waitcnt expcnt_sat(0)
// CHECK: s_waitcnt expcnt(0)                     ; encoding: [0x0f,0xff,0x8c,0xbf]
s_waitcnt expcnt_sat(1)
// CHECK: s_waitcnt expcnt(1)                     ; encoding: [0x1f,0xff,0x8c,0xbf]
s_waitcnt expcnt_sat(7)
// CHECK: s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(63) ; encoding: [0x7f,0xff,0x8c,0xbf]
s_waitcnt expcnt_sat(8)
// CHECK: s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(63) ; encoding: [0x7f,0xff,0x8c,0xbf]
s_waitcnt expcnt_sat(1000)
// CHECK: s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(63) ; encoding: [0x7f,0xff,0x8c,0xbf]
s_waitcnt expcnt_sat(-1)
// CHECK: s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(63) ; encoding: [0x7f,0xff,0x8c,0xbf]
s_waitcnt expcnt_sat(-5)
// CHECK: s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(63) ; encoding: [0x7f,0xff,0x8c,0xbf]
s_waitcnt expcnt_sat(0x7fffffffffffffff)
// CHECK: s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(63) ; encoding: [0x7f,0xff,0x8c,0xbf]
s_waitcnt lgkmcnt_sat(0)
// CHECK: s_waitcnt lgkmcnt(0)                    ; encoding: [0x7f,0xc0,0x8c,0xbf]
s_waitcnt lgkmcnt_sat(1)
// CHECK: s_waitcnt lgkmcnt(1)                    ; encoding: [0x7f,0xc1,0x8c,0xbf]
s_waitcnt lgkmcnt_sat(63)
// CHECK: s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(63) ; encoding: [0x7f,0xff,0x8c,0xbf]
s_waitcnt lgkmcnt_sat(64)
// CHECK: s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(63) ; encoding: [0x7f,0xff,0x8c,0xbf]
s_waitcnt lgkmcnt_sat(1000)
// CHECK: s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(63) ; encoding: [0x7f,0xff,0x8c,0xbf]
s_waitcnt lgkmcnt_sat(-1)
// CHECK: s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(63) ; encoding: [0x7f,0xff,0x8c,0xbf]
s_waitcnt lgkmcnt_sat(-5)
// CHECK: s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(63) ; encoding: [0x7f,0xff,0x8c,0xbf]
s_waitcnt lgkmcnt_sat(0x7fffffffffffffff)
// CHECK: s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(63) ; encoding: [0x7f,0xff,0x8c,0xbf]
s_waitcnt vmcnt_sat(1000) expcnt_sat(1000) lgkmcnt_sat(1000)
// CHECK: s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(63) ; encoding: [0x7f,0xff,0x8c,0xbf]
s_waitcnt vmcnt_sat(0) & expcnt(1) & lgkmcnt_sat(2)
// CHECK: s_waitcnt vmcnt(0) expcnt(1) lgkmcnt(2) ; encoding: [0x10,0x02,0x8c,0xbf]
s_waitcnt vmcnt_sat(64) expcnt(0)
// CHECK: s_waitcnt expcnt(0)                     ; encoding: [0x0f,0xff,0x8c,0xbf]
s_waitcnt lgkmcnt_sat(-1) vmcnt(0)
// CHECK: s_waitcnt vmcnt(0)                      ; encoding: [0x70,0x3f,0x8c,0xbf]
s_waitcnt vmcnt_sat (1)
// CHECK: s_waitcnt vmcnt(1)                      ; encoding: [0x71,0x3f,0x8c,0xbf]

// Expressions and symbols as counter values.
s_waitcnt vmcnt(1+1) expcnt(7 & 3) lgkmcnt((1 << 2) - 1)
// CHECK: s_waitcnt vmcnt(2) expcnt(3) lgkmcnt(3) ; encoding: [0x32,0x03,0x8c,0xbf]
s_waitcnt vmcnt(-(-2))
// CHECK: s_waitcnt vmcnt(2)                      ; encoding: [0x72,0x3f,0x8c,0xbf]
vm = 2
// CHECK: .set vm, 2
s_waitcnt vmcnt(vm) expcnt(vm) lgkmcnt(vm * 2)
// CHECK: s_waitcnt vmcnt(2) expcnt(2) lgkmcnt(4) ; encoding: [0x22,0x04,0x8c,0xbf]
s_waitcnt vmcnt(vm + 62)
// ERR: :[[@LINE-1]]:17: error: too large value for vmcnt
