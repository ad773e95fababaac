// Opcodes of s_waitcnt, s_sendmsg, s_sendmsghalt and s_delay_alu on every generation, with the CPU
// names and their aliases (tahiti, pitcairn, verde, oland, hainan, bonaire, kaveri, hawaii, kabini, mullins, tonga,
// iceland, carrizo, fiji, stoney, polaris10/11, gfx9xx, gfx10xx, gfx11xx, gfx12xx). GFX11 moved s_waitcnt (0x09),
// s_sendmsg (0x36) and s_sendmsghalt (0x37); s_waitcnt is still accepted on GFX12; s_delay_alu (0x07) is GFX11+ only.
// Expected lines copied from llvm-mc 19.
// RUN: not gfxas -triple=amdgcn -mcpu=tahiti -show-encoding %s 2>/dev/null | FileCheck %s --check-prefix=PRE11 --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=pitcairn -show-encoding %s 2>/dev/null | FileCheck %s --check-prefix=PRE11 --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=verde -show-encoding %s 2>/dev/null | FileCheck %s --check-prefix=PRE11 --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=oland -show-encoding %s 2>/dev/null | FileCheck %s --check-prefix=PRE11 --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=hainan -show-encoding %s 2>/dev/null | FileCheck %s --check-prefix=PRE11 --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx600 -show-encoding %s 2>/dev/null | FileCheck %s --check-prefix=PRE11 --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx601 -show-encoding %s 2>/dev/null | FileCheck %s --check-prefix=PRE11 --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=bonaire -show-encoding %s 2>/dev/null | FileCheck %s --check-prefix=PRE11 --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=kaveri -show-encoding %s 2>/dev/null | FileCheck %s --check-prefix=PRE11 --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=hawaii -show-encoding %s 2>/dev/null | FileCheck %s --check-prefix=PRE11 --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=kabini -show-encoding %s 2>/dev/null | FileCheck %s --check-prefix=PRE11 --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=mullins -show-encoding %s 2>/dev/null | FileCheck %s --check-prefix=PRE11 --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx700 -show-encoding %s 2>/dev/null | FileCheck %s --check-prefix=PRE11 --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=tonga -show-encoding %s 2>/dev/null | FileCheck %s --check-prefix=PRE11 --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=iceland -show-encoding %s 2>/dev/null | FileCheck %s --check-prefix=PRE11 --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=carrizo -show-encoding %s 2>/dev/null | FileCheck %s --check-prefix=PRE11 --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=fiji -show-encoding %s 2>/dev/null | FileCheck %s --check-prefix=PRE11 --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=stoney -show-encoding %s 2>/dev/null | FileCheck %s --check-prefix=PRE11 --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=polaris10 -show-encoding %s 2>/dev/null | FileCheck %s --check-prefix=PRE11 --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=polaris11 -show-encoding %s 2>/dev/null | FileCheck %s --check-prefix=PRE11 --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx802 -show-encoding %s 2>/dev/null | FileCheck %s --check-prefix=PRE11 --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx803 -show-encoding %s 2>/dev/null | FileCheck %s --check-prefix=PRE11 --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s 2>/dev/null | FileCheck %s --check-prefix=PRE11 --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx906 -show-encoding %s 2>/dev/null | FileCheck %s --check-prefix=PRE11 --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx908 -show-encoding %s 2>/dev/null | FileCheck %s --check-prefix=PRE11 --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx90a -show-encoding %s 2>/dev/null | FileCheck %s --check-prefix=PRE11 --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx940 -show-encoding %s 2>/dev/null | FileCheck %s --check-prefix=PRE11 --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx942 -show-encoding %s 2>/dev/null | FileCheck %s --check-prefix=PRE11 --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1010 -show-encoding %s 2>/dev/null | FileCheck %s --check-prefix=PRE11 --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1012 -show-encoding %s 2>/dev/null | FileCheck %s --check-prefix=PRE11 --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1030 -show-encoding %s 2>/dev/null | FileCheck %s --check-prefix=PRE11 --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1036 -show-encoding %s 2>/dev/null | FileCheck %s --check-prefix=PRE11 --strict-whitespace
// RUN: gfxas -triple=amdgcn -mcpu=gfx1100 -show-encoding %s | FileCheck %s --check-prefix=GFX11PLUS --strict-whitespace
// RUN: gfxas -triple=amdgcn -mcpu=gfx1103 -show-encoding %s | FileCheck %s --check-prefix=GFX11PLUS --strict-whitespace
// RUN: gfxas -triple=amdgcn -mcpu=gfx1150 -show-encoding %s | FileCheck %s --check-prefix=GFX11PLUS --strict-whitespace
// RUN: gfxas -triple=amdgcn -mcpu=gfx1151 -show-encoding %s | FileCheck %s --check-prefix=GFX11PLUS --strict-whitespace
// RUN: gfxas -triple=amdgcn -mcpu=gfx1200 -show-encoding %s | FileCheck %s --check-prefix=GFX11PLUS --strict-whitespace
// RUN: gfxas -triple=amdgcn -mcpu=gfx1201 -show-encoding %s | FileCheck %s --check-prefix=GFX11PLUS --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=tahiti -show-encoding %s 2>&1 | FileCheck %s --check-prefix=ERR --implicit-check-not=error: --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=bonaire -show-encoding %s 2>&1 | FileCheck %s --check-prefix=ERR --implicit-check-not=error: --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=tonga -show-encoding %s 2>&1 | FileCheck %s --check-prefix=ERR --implicit-check-not=error: --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s 2>&1 | FileCheck %s --check-prefix=ERR --implicit-check-not=error: --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1010 -show-encoding %s 2>&1 | FileCheck %s --check-prefix=ERR --implicit-check-not=error: --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1030 -show-encoding %s 2>&1 | FileCheck %s --check-prefix=ERR --implicit-check-not=error: --strict-whitespace

// One of each instruction; the opcode is bits 22..16 of the word (third encoding byte).
s_waitcnt 0
// PRE11: s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0) ; encoding: [0x00,0x00,0x8c,0xbf]
// GFX11PLUS: s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0) ; encoding: [0x00,0x00,0x89,0xbf]
s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
// PRE11: s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0) ; encoding: [0x00,0x00,0x8c,0xbf]
// GFX11PLUS: s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0) ; encoding: [0x00,0x00,0x89,0xbf]
s_sendmsg 0x1
// PRE11: s_sendmsg sendmsg(MSG_INTERRUPT)        ; encoding: [0x01,0x00,0x90,0xbf]
// GFX11PLUS: s_sendmsg sendmsg(MSG_INTERRUPT)        ; encoding: [0x01,0x00,0xb6,0xbf]
s_sendmsg sendmsg(MSG_INTERRUPT)
// PRE11: s_sendmsg sendmsg(MSG_INTERRUPT)        ; encoding: [0x01,0x00,0x90,0xbf]
// GFX11PLUS: s_sendmsg sendmsg(MSG_INTERRUPT)        ; encoding: [0x01,0x00,0xb6,0xbf]
s_sendmsghalt 0x1
// PRE11: s_sendmsghalt sendmsg(MSG_INTERRUPT)    ; encoding: [0x01,0x00,0x91,0xbf]
// GFX11PLUS: s_sendmsghalt sendmsg(MSG_INTERRUPT)    ; encoding: [0x01,0x00,0xb7,0xbf]
s_sendmsghalt sendmsg(MSG_INTERRUPT)
// PRE11: s_sendmsghalt sendmsg(MSG_INTERRUPT)    ; encoding: [0x01,0x00,0x91,0xbf]
// GFX11PLUS: s_sendmsghalt sendmsg(MSG_INTERRUPT)    ; encoding: [0x01,0x00,0xb7,0xbf]
s_delay_alu 0
// GFX11PLUS: s_delay_alu 0                           ; encoding: [0x00,0x00,0x87,0xbf]
// ERR: :[[@LINE-2]]:1: error: instruction not supported on this GPU
s_delay_alu instid0(VALU_DEP_1)
// GFX11PLUS: s_delay_alu instid0(VALU_DEP_1)         ; encoding: [0x01,0x00,0x87,0xbf]
// ERR: :[[@LINE-2]]:1: error: instruction not supported on this GPU
