// s_sendmsg: every MSG_* name and every operation name on GFX9 (gfx900, gfx908, gfx90a, gfx940) and GFX10 (gfx1010, gfx1030).
// Accepted names: printed form and encoding. Names or operations that do not exist on a GPU:
// llvm-mc's exact error. GFX7 behaves exactly like GFX6 (prefix GFX6).
// Expected lines copied from llvm-mc 19.
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s 2>/dev/null | FileCheck %s --check-prefix=CHECK --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx908 -show-encoding %s 2>/dev/null | FileCheck %s --check-prefix=CHECK --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx90a -show-encoding %s 2>/dev/null | FileCheck %s --check-prefix=CHECK --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx940 -show-encoding %s 2>/dev/null | FileCheck %s --check-prefix=CHECK --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1010 -show-encoding %s 2>/dev/null | FileCheck %s --check-prefixes=CHECK,GFX10 --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1030 -show-encoding %s 2>/dev/null | FileCheck %s --check-prefixes=CHECK,GFX10 --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s 2>&1 | FileCheck %s --check-prefixes=ERR,ERR9 --implicit-check-not=error: --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx908 -show-encoding %s 2>&1 | FileCheck %s --check-prefixes=ERR,ERR9 --implicit-check-not=error: --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx90a -show-encoding %s 2>&1 | FileCheck %s --check-prefixes=ERR,ERR9 --implicit-check-not=error: --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx940 -show-encoding %s 2>&1 | FileCheck %s --check-prefixes=ERR,ERR9 --implicit-check-not=error: --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1010 -show-encoding %s 2>&1 | FileCheck %s --check-prefix=ERR --implicit-check-not=error: --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1030 -show-encoding %s 2>&1 | FileCheck %s --check-prefix=ERR --implicit-check-not=error: --strict-whitespace

// Messages without an operation.
s_sendmsg sendmsg(MSG_INTERRUPT)
// CHECK: s_sendmsg sendmsg(MSG_INTERRUPT)        ; encoding: [0x01,0x00,0x90,0xbf]
s_sendmsg sendmsg(MSG_SAVEWAVE)
// CHECK: s_sendmsg sendmsg(MSG_SAVEWAVE)         ; encoding: [0x04,0x00,0x90,0xbf]
s_sendmsg sendmsg(MSG_STALL_WAVE_GEN)
// CHECK: s_sendmsg sendmsg(MSG_STALL_WAVE_GEN)   ; encoding: [0x05,0x00,0x90,0xbf]
s_sendmsg sendmsg(MSG_HALT_WAVES)
// CHECK: s_sendmsg sendmsg(MSG_HALT_WAVES)       ; encoding: [0x06,0x00,0x90,0xbf]
s_sendmsg sendmsg(MSG_ORDERED_PS_DONE)
// CHECK: s_sendmsg sendmsg(MSG_ORDERED_PS_DONE)  ; encoding: [0x07,0x00,0x90,0xbf]
s_sendmsg sendmsg(MSG_EARLY_PRIM_DEALLOC)
// CHECK: s_sendmsg sendmsg(MSG_EARLY_PRIM_DEALLOC) ; encoding: [0x08,0x00,0x90,0xbf]
s_sendmsg sendmsg(MSG_GS_ALLOC_REQ)
// CHECK: s_sendmsg sendmsg(MSG_GS_ALLOC_REQ)     ; encoding: [0x09,0x00,0x90,0xbf]
s_sendmsg sendmsg(MSG_GET_DOORBELL)
// CHECK: s_sendmsg sendmsg(MSG_GET_DOORBELL)     ; encoding: [0x0a,0x00,0x90,0xbf]
s_sendmsg sendmsg(MSG_GET_DDID)
// GFX10: s_sendmsg sendmsg(MSG_GET_DDID)         ; encoding: [0x0b,0x00,0x90,0xbf]
// ERR9: :[[@LINE-2]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_HS_TESSFACTOR)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_RTN_GET_DOORBELL)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_RTN_GET_DDID)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_RTN_GET_TMA)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_RTN_GET_REALTIME)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_RTN_SAVE_WAVE)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_RTN_GET_TBA)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_RTN_GET_TBA_TO_PC)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_RTN_GET_SE_AID_ID)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU

// MSG_GS and MSG_GS_DONE with every GS operation, by name and by number, and streams.
s_sendmsg sendmsg(MSG_GS, GS_OP_NOP)
// ERR: :[[@LINE-1]]:27: error: invalid operation id
s_sendmsg sendmsg(MSG_GS, GS_OP_CUT)
// CHECK: s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, 0) ; encoding: [0x12,0x00,0x90,0xbf]
s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, 0)
// CHECK: s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, 0) ; encoding: [0x12,0x00,0x90,0xbf]
s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, 1)
// CHECK: s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, 1) ; encoding: [0x12,0x01,0x90,0xbf]
s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, 2)
// CHECK: s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, 2) ; encoding: [0x12,0x02,0x90,0xbf]
s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, 3)
// CHECK: s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, 3) ; encoding: [0x12,0x03,0x90,0xbf]
s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT)
// CHECK: s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, 0) ; encoding: [0x22,0x00,0x90,0xbf]
s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, 0)
// CHECK: s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, 0) ; encoding: [0x22,0x00,0x90,0xbf]
s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, 1)
// CHECK: s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, 1) ; encoding: [0x22,0x01,0x90,0xbf]
s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, 2)
// CHECK: s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, 2) ; encoding: [0x22,0x02,0x90,0xbf]
s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, 3)
// CHECK: s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, 3) ; encoding: [0x22,0x03,0x90,0xbf]
s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT_CUT)
// CHECK: s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT_CUT, 0) ; encoding: [0x32,0x00,0x90,0xbf]
s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT_CUT, 0)
// CHECK: s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT_CUT, 0) ; encoding: [0x32,0x00,0x90,0xbf]
s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT_CUT, 1)
// CHECK: s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT_CUT, 1) ; encoding: [0x32,0x01,0x90,0xbf]
s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT_CUT, 2)
// CHECK: s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT_CUT, 2) ; encoding: [0x32,0x02,0x90,0xbf]
s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT_CUT, 3)
// CHECK: s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT_CUT, 3) ; encoding: [0x32,0x03,0x90,0xbf]
s_sendmsg sendmsg(MSG_GS, 0)
// ERR: :[[@LINE-1]]:27: error: invalid operation id
s_sendmsg sendmsg(MSG_GS, 1)
// CHECK: s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, 0) ; encoding: [0x12,0x00,0x90,0xbf]
s_sendmsg sendmsg(MSG_GS, 2)
// CHECK: s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, 0) ; encoding: [0x22,0x00,0x90,0xbf]
s_sendmsg sendmsg(MSG_GS, 3)
// CHECK: s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT_CUT, 0) ; encoding: [0x32,0x00,0x90,0xbf]
s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP)
// CHECK: s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP) ; encoding: [0x03,0x00,0x90,0xbf]
s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_CUT)
// CHECK: s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_CUT, 0) ; encoding: [0x13,0x00,0x90,0xbf]
s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_CUT, 0)
// CHECK: s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_CUT, 0) ; encoding: [0x13,0x00,0x90,0xbf]
s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_CUT, 1)
// CHECK: s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_CUT, 1) ; encoding: [0x13,0x01,0x90,0xbf]
s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_CUT, 2)
// CHECK: s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_CUT, 2) ; encoding: [0x13,0x02,0x90,0xbf]
s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_CUT, 3)
// CHECK: s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_CUT, 3) ; encoding: [0x13,0x03,0x90,0xbf]
s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_EMIT)
// CHECK: s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_EMIT, 0) ; encoding: [0x23,0x00,0x90,0xbf]
s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_EMIT, 0)
// CHECK: s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_EMIT, 0) ; encoding: [0x23,0x00,0x90,0xbf]
s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_EMIT, 1)
// CHECK: s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_EMIT, 1) ; encoding: [0x23,0x01,0x90,0xbf]
s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_EMIT, 2)
// CHECK: s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_EMIT, 2) ; encoding: [0x23,0x02,0x90,0xbf]
s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_EMIT, 3)
// CHECK: s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_EMIT, 3) ; encoding: [0x23,0x03,0x90,0xbf]
s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_EMIT_CUT)
// CHECK: s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_EMIT_CUT, 0) ; encoding: [0x33,0x00,0x90,0xbf]
s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_EMIT_CUT, 0)
// CHECK: s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_EMIT_CUT, 0) ; encoding: [0x33,0x00,0x90,0xbf]
s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_EMIT_CUT, 1)
// CHECK: s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_EMIT_CUT, 1) ; encoding: [0x33,0x01,0x90,0xbf]
s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_EMIT_CUT, 2)
// CHECK: s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_EMIT_CUT, 2) ; encoding: [0x33,0x02,0x90,0xbf]
s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_EMIT_CUT, 3)
// CHECK: s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_EMIT_CUT, 3) ; encoding: [0x33,0x03,0x90,0xbf]
s_sendmsg sendmsg(MSG_GS_DONE, 0)
// CHECK: s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP) ; encoding: [0x03,0x00,0x90,0xbf]
s_sendmsg sendmsg(MSG_GS_DONE, 1)
// CHECK: s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_CUT, 0) ; encoding: [0x13,0x00,0x90,0xbf]
s_sendmsg sendmsg(MSG_GS_DONE, 2)
// CHECK: s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_EMIT, 0) ; encoding: [0x23,0x00,0x90,0xbf]
s_sendmsg sendmsg(MSG_GS_DONE, 3)
// CHECK: s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_EMIT_CUT, 0) ; encoding: [0x33,0x00,0x90,0xbf]

// MSG_SYSMSG with every SYSMSG operation, by name and by number.
s_sendmsg sendmsg(MSG_SYSMSG, SYSMSG_OP_ECC_ERR_INTERRUPT)
// CHECK: s_sendmsg sendmsg(MSG_SYSMSG, SYSMSG_OP_ECC_ERR_INTERRUPT) ; encoding: [0x1f,0x00,0x90,0xbf]
s_sendmsg sendmsg(MSG_SYSMSG, SYSMSG_OP_REG_RD)
// CHECK: s_sendmsg sendmsg(MSG_SYSMSG, SYSMSG_OP_REG_RD) ; encoding: [0x2f,0x00,0x90,0xbf]
s_sendmsg sendmsg(MSG_SYSMSG, SYSMSG_OP_HOST_TRAP_ACK)
// ERR: :[[@LINE-1]]:31: error: specified operation id is not supported on this GPU
s_sendmsg sendmsg(MSG_SYSMSG, SYSMSG_OP_TTRACE_PC)
// CHECK: s_sendmsg sendmsg(MSG_SYSMSG, SYSMSG_OP_TTRACE_PC) ; encoding: [0x4f,0x00,0x90,0xbf]
s_sendmsg sendmsg(MSG_SYSMSG, 1)
// CHECK: s_sendmsg sendmsg(MSG_SYSMSG, SYSMSG_OP_ECC_ERR_INTERRUPT) ; encoding: [0x1f,0x00,0x90,0xbf]
s_sendmsg sendmsg(MSG_SYSMSG, 2)
// CHECK: s_sendmsg sendmsg(MSG_SYSMSG, SYSMSG_OP_REG_RD) ; encoding: [0x2f,0x00,0x90,0xbf]
s_sendmsg sendmsg(MSG_SYSMSG, 3)
// ERR: :[[@LINE-1]]:31: error: invalid operation id
s_sendmsg sendmsg(MSG_SYSMSG, 4)
// CHECK: s_sendmsg sendmsg(MSG_SYSMSG, SYSMSG_OP_TTRACE_PC) ; encoding: [0x4f,0x00,0x90,0xbf]

// Whitespace inside the macro, and 'sendmsg (' with a space.
s_sendmsg sendmsg( MSG_GS , GS_OP_CUT , 1 )
// CHECK: s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, 1) ; encoding: [0x12,0x01,0x90,0xbf]
s_sendmsg sendmsg (MSG_INTERRUPT)
// CHECK: s_sendmsg sendmsg(MSG_INTERRUPT)        ; encoding: [0x01,0x00,0x90,0xbf]
s_sendmsg	sendmsg(MSG_SYSMSG,	SYSMSG_OP_REG_RD)
// CHECK: s_sendmsg sendmsg(MSG_SYSMSG, SYSMSG_OP_REG_RD) ; encoding: [0x2f,0x00,0x90,0xbf]
S_SENDMSG sendmsg(MSG_INTERRUPT)
// CHECK: s_sendmsg sendmsg(MSG_INTERRUPT)        ; encoding: [0x01,0x00,0x90,0xbf]
