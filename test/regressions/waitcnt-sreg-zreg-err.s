// Found by difftest seed 2024 (program 1339): on gfx11 llvm-mc's validator
// wants null in s_waitcnt_vmcnt and its kin before it looks for src_execz
// and src_vccz, so "s_waitcnt_vmcnt src_vccz, 1" is "src0 must be null";
// gfxas reported "execz and vccz are not supported on this GPU".
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1100 -show-encoding %s 2>&1 >/dev/null | FileCheck %s --check-prefixes=GFX11 --implicit-check-not=error: --implicit-check-not=warning:
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1150 -show-encoding %s 2>&1 >/dev/null | FileCheck %s --check-prefixes=GFX11 --implicit-check-not=error: --implicit-check-not=warning:
// RUN: gfxas -triple=amdgcn -mcpu=gfx1030 -show-encoding %s 2>/dev/null | FileCheck %s --check-prefixes=GFX10

s_waitcnt_vmcnt src_vccz, 1
// GFX11: :[[@LINE-1]]:17: error: src0 must be null{{$}}
// GFX10: s_waitcnt_vmcnt src_vccz, 0x1           ; encoding: [0x01,0x00,0x7b,0xbc]
s_waitcnt_vscnt src_execz, 1
// GFX11: :[[@LINE-1]]:17: error: src0 must be null{{$}}
// GFX10-NEXT: s_waitcnt_vscnt src_execz, 0x1          ; encoding: [0x01,0x00,0xfc,0xbb]
s_waitcnt_lgkmcnt src_execz, 1
// GFX11: :[[@LINE-1]]:19: error: src0 must be null{{$}}
// GFX10-NEXT: s_waitcnt_lgkmcnt src_execz, 0x1        ; encoding: [0x01,0x00,0x7c,0xbd]
s_waitcnt_expcnt src_vccz, 1
// GFX11: :[[@LINE-1]]:18: error: src0 must be null{{$}}
// GFX10-NEXT: s_waitcnt_expcnt src_vccz, 0x1          ; encoding: [0x01,0x00,0xfb,0xbc]
s_mov_b32 s0, src_vccz
// GFX11: :[[@LINE-1]]:15: error: execz and vccz are not supported on this GPU{{$}}
// GFX10-NEXT: s_mov_b32 s0, src_vccz                  ; encoding: [0xfb,0x03,0x80,0xbe]
s_waitcnt_vscnt null, 1
// GFX10-NEXT: s_waitcnt_vscnt null, 0x1               ; encoding: [0x01,0x00,0xfd,0xbb]
