// s_waitcnt counter form on layout B: GFX9 (gfx900, gfx908, gfx90a, gfx940); vmcnt split over bits 3:0 and 15:14:
// each counter at 0 and max, max+1 (error), _sat forms, combinations, expressions.
// Expected lines copied from llvm-mc 19.
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s 2>/dev/null | FileCheck %s --check-prefix=CHECK --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx908 -show-encoding %s 2>/dev/null | FileCheck %s --check-prefix=CHECK --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx90a -show-encoding %s 2>/dev/null | FileCheck %s --check-prefix=CHECK --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx940 -show-encoding %s 2>/dev/null | FileCheck %s --check-prefix=CHECK --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s 2>&1 | FileCheck %s --check-prefix=ERR --implicit-check-not=error: --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx908 -show-encoding %s 2>&1 | FileCheck %s --check-prefix=ERR --implicit-check-not=error: --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx90a -show-encoding %s 2>&1 | FileCheck %s --check-prefix=ERR --implicit-check-not=error: --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx940 -show-encoding %s 2>&1 | FileCheck %s --check-prefix=ERR --implicit-check-not=error: --strict-whitespace

// Each counter at 0, 1, max-1, max, and max+1 (error; negative values are too large too).
s_waitcnt vmcnt(0)
// CHECK: s_waitcnt vmcnt(0)                      ; encoding: [0x70,0x0f,0x8c,0xbf]
s_waitcnt vmcnt(1)
// CHECK: s_waitcnt vmcnt(1)                      ; encoding: [0x71,0x0f,0x8c,0xbf]
s_waitcnt vmcnt(15)
// CHECK: s_waitcnt vmcnt(15)                     ; encoding: [0x7f,0x0f,0x8c,0xbf]
s_waitcnt vmcnt(16)
// CHECK: s_waitcnt vmcnt(16)                     ; encoding: [0x70,0x4f,0x8c,0xbf]
s_waitcnt vmcnt(17)
// CHECK: s_waitcnt vmcnt(17)                     ; encoding: [0x71,0x4f,0x8c,0xbf]
s_waitcnt vmcnt(31)
// CHECK: s_waitcnt vmcnt(31)                     ; encoding: [0x7f,0x4f,0x8c,0xbf]
s_waitcnt vmcnt(32)
// CHECK: s_waitcnt vmcnt(32)                     ; encoding: [0x70,0x8f,0x8c,0xbf]
s_waitcnt vmcnt(48)
// CHECK: s_waitcnt vmcnt(48)                     ; encoding: [0x70,0xcf,0x8c,0xbf]
s_waitcnt vmcnt(62)
// CHECK: s_waitcnt vmcnt(62)                     ; encoding: [0x7e,0xcf,0x8c,0xbf]
s_waitcnt vmcnt(63)
// CHECK: s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(15) ; encoding: [0x7f,0xcf,0x8c,0xbf]
s_waitcnt vmcnt(64)
// ERR: :[[@LINE-1]]:17: error: too large value for vmcnt
s_waitcnt vmcnt(1000)
// ERR: :[[@LINE-1]]:17: error: too large value for vmcnt
s_waitcnt vmcnt(-1)
// ERR: :[[@LINE-1]]:17: error: too large value for vmcnt

s_waitcnt expcnt(0)
// CHECK: s_waitcnt expcnt(0)                     ; encoding: [0x0f,0xcf,0x8c,0xbf]
s_waitcnt expcnt(1)
// CHECK: s_waitcnt expcnt(1)                     ; encoding: [0x1f,0xcf,0x8c,0xbf]
s_waitcnt expcnt(6)
// CHECK: s_waitcnt expcnt(6)                     ; encoding: [0x6f,0xcf,0x8c,0xbf]
s_waitcnt expcnt(7)
// CHECK: s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(15) ; encoding: [0x7f,0xcf,0x8c,0xbf]
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
s_waitcnt lgkmcnt(14)
// CHECK: s_waitcnt lgkmcnt(14)                   ; encoding: [0x7f,0xce,0x8c,0xbf]
s_waitcnt lgkmcnt(15)
// CHECK: s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(15) ; encoding: [0x7f,0xcf,0x8c,0xbf]
s_waitcnt lgkmcnt(16)
// ERR: :[[@LINE-1]]:19: error: too large value for lgkmcnt
s_waitcnt lgkmcnt(63)
// ERR: :[[@LINE-1]]:19: error: too large value for lgkmcnt
s_waitcnt lgkmcnt(1000)
// ERR: :[[@LINE-1]]:19: error: too large value for lgkmcnt
s_waitcnt lgkmcnt(-1)
// ERR: :[[@LINE-1]]:19: error: too large value for lgkmcnt

// All three counters.
s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
// CHECK: s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0) ; encoding: [0x00,0x00,0x8c,0xbf]
s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(15)
// CHECK: s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(15) ; encoding: [0x7f,0xcf,0x8c,0xbf]
s_waitcnt vmcnt(1) expcnt(2) lgkmcnt(3)
// CHECK: s_waitcnt vmcnt(1) expcnt(2) lgkmcnt(3) ; encoding: [0x21,0x03,0x8c,0xbf]
s_waitcnt vmcnt(63) expcnt(0) lgkmcnt(15)
// CHECK: s_waitcnt expcnt(0)                     ; encoding: [0x0f,0xcf,0x8c,0xbf]
s_waitcnt vmcnt(0) expcnt(7) lgkmcnt(0)
// CHECK: s_waitcnt vmcnt(0) lgkmcnt(0)           ; encoding: [0x70,0x00,0x8c,0xbf]
s_waitcnt lgkmcnt(3) expcnt(2) vmcnt(1)
// CHECK: s_waitcnt vmcnt(1) expcnt(2) lgkmcnt(3) ; encoding: [0x21,0x03,0x8c,0xbf]
s_waitcnt expcnt(7)
// CHECK: s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(15) ; encoding: [0x7f,0xcf,0x8c,0xbf]
s_waitcnt vmcnt(64) lgkmcnt(15) expcnt(7)
// ERR: :[[@LINE-1]]:17: error: too large value for vmcnt
s_waitcnt vmcnt(0) expcnt(8) lgkmcnt(0)
// ERR: :[[@LINE-1]]:27: error: too large value for expcnt

// _sat forms: values that do not fit (also negative ones) become the field max.
s_waitcnt vmcnt_sat(0)
// CHECK: s_waitcnt vmcnt(0)                      ; encoding: [0x70,0x0f,0x8c,0xbf]
s_waitcnt vmcnt_sat(1)
// CHECK: s_waitcnt vmcnt(1)                      ; encoding: [0x71,0x0f,0x8c,0xbf]
s_waitcnt vmcnt_sat(63)
// CHECK: s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(15) ; encoding: [0x7f,0xcf,0x8c,0xbf]
s_waitcnt vmcnt_sat(64)
// CHECK: s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(15) ; encoding: [0x7f,0xcf,0x8c,0xbf]
s_waitcnt vmcnt_sat(1000)
// CHECK: s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(15) ; encoding: [0x7f,0xcf,0x8c,0xbf]
s_waitcnt vmcnt_sat(-1)
// CHECK: s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(15) ; encoding: [0x7f,0xcf,0x8c,0xbf]
s_waitcnt vmcnt_sat(-5)
// CHECK: s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(15) ; encoding: [0x7f,0xcf,0x8c,0xbf]
s_waitcnt vmcnt_sat(0x7fffffffffffffff)
// CHECK: s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(15) ; encoding: [0x7f,0xcf,0x8c,0xbf]
s_waitcnt expcnt_sat(0)
// CHECK: s_waitcnt expcnt(0)                     ; encoding: [0x0f,0xcf,0x8c,0xbf]
s_waitcnt expcnt_sat(1)
// CHECK: s_waitcnt expcnt(1)                     ; encoding: [0x1f,0xcf,0x8c,0xbf]
s_waitcnt expcnt_sat(7)
// CHECK: s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(15) ; encoding: [0x7f,0xcf,0x8c,0xbf]
s_waitcnt expcnt_sat(8)
// CHECK: s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(15) ; encoding: [0x7f,0xcf,0x8c,0xbf]
s_waitcnt expcnt_sat(1000)
// CHECK: s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(15) ; encoding: [0x7f,0xcf,0x8c,0xbf]
s_waitcnt expcnt_sat(-1)
// CHECK: s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(15) ; encoding: [0x7f,0xcf,0x8c,0xbf]
s_waitcnt expcnt_sat(-5)
// CHECK: s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(15) ; encoding: [0x7f,0xcf,0x8c,0xbf]
s_waitcnt expcnt_sat(0x7fffffffffffffff)
// CHECK: s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(15) ; encoding: [0x7f,0xcf,0x8c,0xbf]
s_waitcnt lgkmcnt_sat(0)
// CHECK: s_waitcnt lgkmcnt(0)                    ; encoding: [0x7f,0xc0,0x8c,0xbf]
s_waitcnt lgkmcnt_sat(1)
// CHECK: s_waitcnt lgkmcnt(1)                    ; encoding: [0x7f,0xc1,0x8c,0xbf]
s_waitcnt lgkmcnt_sat(15)
// CHECK: s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(15) ; encoding: [0x7f,0xcf,0x8c,0xbf]
s_waitcnt lgkmcnt_sat(16)
// CHECK: s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(15) ; encoding: [0x7f,0xcf,0x8c,0xbf]
s_waitcnt lgkmcnt_sat(1000)
// CHECK: s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(15) ; encoding: [0x7f,0xcf,0x8c,0xbf]
s_waitcnt lgkmcnt_sat(-1)
// CHECK: s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(15) ; encoding: [0x7f,0xcf,0x8c,0xbf]
s_waitcnt lgkmcnt_sat(-5)
// CHECK: s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(15) ; encoding: [0x7f,0xcf,0x8c,0xbf]
s_waitcnt lgkmcnt_sat(0x7fffffffffffffff)
// CHECK: s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(15) ; encoding: [0x7f,0xcf,0x8c,0xbf]
s_waitcnt vmcnt_sat(1000) expcnt_sat(1000) lgkmcnt_sat(1000)
// CHECK: s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(15) ; encoding: [0x7f,0xcf,0x8c,0xbf]
s_waitcnt vmcnt_sat(0) & expcnt(1) & lgkmcnt_sat(2)
// CHECK: s_waitcnt vmcnt(0) expcnt(1) lgkmcnt(2) ; encoding: [0x10,0x02,0x8c,0xbf]
s_waitcnt vmcnt_sat(64) expcnt(0)
// CHECK: s_waitcnt expcnt(0)                     ; encoding: [0x0f,0xcf,0x8c,0xbf]
s_waitcnt lgkmcnt_sat(-1) vmcnt(0)
// CHECK: s_waitcnt vmcnt(0)                      ; encoding: [0x70,0x0f,0x8c,0xbf]
s_waitcnt vmcnt_sat (1)
// CHECK: s_waitcnt vmcnt(1)                      ; encoding: [0x71,0x0f,0x8c,0xbf]

// Expressions and symbols as counter values.
s_waitcnt vmcnt(1+1) expcnt(7 & 3) lgkmcnt((1 << 2) - 1)
// CHECK: s_waitcnt vmcnt(2) expcnt(3) lgkmcnt(3) ; encoding: [0x32,0x03,0x8c,0xbf]
s_waitcnt vmcnt(-(-2))
// CHECK: s_waitcnt vmcnt(2)                      ; encoding: [0x72,0x0f,0x8c,0xbf]
vm = 2
// CHECK: .set vm, 2
s_waitcnt vmcnt(vm) expcnt(vm) lgkmcnt(vm * 2)
// CHECK: s_waitcnt vmcnt(2) expcnt(2) lgkmcnt(4) ; encoding: [0x22,0x04,0x8c,0xbf]
s_waitcnt vmcnt(vm + 62)
// ERR: :[[@LINE-1]]:17: error: too large value for vmcnt
