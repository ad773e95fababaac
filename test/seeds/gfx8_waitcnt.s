// Seed example gfx8_waitcnt.tonga.s from /work/shared/seeds/examples (input copied unchanged below).
// CHECK lines: llvm-mc 19's output (equal to gfx8_waitcnt.tonga.expected); the diff RUN line compares the
// complete output of this file with Inputs/gfx8_waitcnt.tonga.expected, produced by llvm-mc 19 on this file.
// RUN: gfxas -triple=amdgcn -mcpu=tonga -show-encoding %s | FileCheck %s --strict-whitespace
// RUN: gfxas -triple=amdgcn -mcpu=tonga -show-encoding %s | diff -u %S/Inputs/gfx8_waitcnt.tonga.expected -
// RUN: gfxas -mcpu=tonga -show-encoding < %s | diff -u %S/Inputs/gfx8_waitcnt.tonga.expected -
// Examples from 003_724d95d320ba0359.txt (GFX8 waitcnt operand)
    vm_cnt = 1
// CHECK: .set vm_cnt, 1
    exp_cnt = 2
// CHECK: .set exp_cnt, 2
    lgkm_cnt = 3
// CHECK: .set lgkm_cnt, 3
    cnt = vm_cnt | (exp_cnt << 4) | (lgkm_cnt << 8)
// CHECK: .set cnt, 801
    s_waitcnt cnt
// CHECK: s_waitcnt vmcnt(1) expcnt(2) lgkmcnt(3) ; encoding: [0x21,0x03,0x8c,0xbf]
    s_waitcnt 1 | (2 << 4) | (3 << 8)                          // the same as above
// CHECK: s_waitcnt vmcnt(1) expcnt(2) lgkmcnt(3) ; encoding: [0x21,0x03,0x8c,0xbf]
    s_waitcnt vmcnt(1) expcnt(2) lgkmcnt(3)                    // the same as above
// CHECK: s_waitcnt vmcnt(1) expcnt(2) lgkmcnt(3) ; encoding: [0x21,0x03,0x8c,0xbf]
    s_waitcnt vmcnt(vm_cnt) expcnt(exp_cnt) lgkmcnt(lgkm_cnt)  // the same as above
// CHECK: s_waitcnt vmcnt(1) expcnt(2) lgkmcnt(3) ; encoding: [0x21,0x03,0x8c,0xbf]
    s_waitcnt vmcnt(1)
// CHECK: s_waitcnt vmcnt(1)                      ; encoding: [0x71,0x0f,0x8c,0xbf]
    s_waitcnt expcnt(2) lgkmcnt(3)
// CHECK: s_waitcnt expcnt(2) lgkmcnt(3)          ; encoding: [0x2f,0x03,0x8c,0xbf]
    s_waitcnt vmcnt(1), expcnt(2), lgkmcnt(3)
// CHECK: s_waitcnt vmcnt(1) expcnt(2) lgkmcnt(3) ; encoding: [0x21,0x03,0x8c,0xbf]
    s_waitcnt vmcnt(1) & lgkmcnt_sat(100) & expcnt(2)
// CHECK: s_waitcnt vmcnt(1) expcnt(2)            ; encoding: [0x21,0x0f,0x8c,0xbf]
