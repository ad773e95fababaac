// s_sendmsg: every MSG_* name and every operation name on GFX11 (gfx1100, gfx1103, gfx1150) and GFX12 (gfx1200, gfx1201).
// Accepted names: printed form and encoding. Names or operations that do not exist on a GPU:
// llvm-mc's exact error. GFX7 behaves exactly like GFX6 (prefix GFX6).
// Expected lines copied from llvm-mc 19.
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1100 -show-encoding %s 2>/dev/null | FileCheck %s --check-prefixes=CHECK,GFX11 --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1103 -show-encoding %s 2>/dev/null | FileCheck %s --check-prefixes=CHECK,GFX11 --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1150 -show-encoding %s 2>/dev/null | FileCheck %s --check-prefixes=CHECK,GFX11 --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1200 -show-encoding %s 2>/dev/null | FileCheck %s --check-prefixes=CHECK,GFX12 --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1201 -show-encoding %s 2>/dev/null | FileCheck %s --check-prefixes=CHECK,GFX12 --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1100 -show-encoding %s 2>&1 | FileCheck %s --check-prefixes=ERR,ERR11 --implicit-check-not=error: --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1103 -show-encoding %s 2>&1 | FileCheck %s --check-prefixes=ERR,ERR11 --implicit-check-not=error: --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1150 -show-encoding %s 2>&1 | FileCheck %s --check-prefixes=ERR,ERR11 --implicit-check-not=error: --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1200 -show-encoding %s 2>&1 | FileCheck %s --check-prefixes=ERR,ERR12 --implicit-check-not=error: --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1201 -show-encoding %s 2>&1 | FileCheck %s --check-prefixes=ERR,ERR12 --implicit-check-not=error: --strict-whitespace

// Messages without an operation.
s_sendmsg sendmsg(MSG_INTERRUPT)
// CHECK: s_sendmsg sendmsg(MSG_INTERRUPT)        ; encoding: [0x01,0x00,0xb6,0xbf]
s_sendmsg sendmsg(MSG_SAVEWAVE)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_STALL_WAVE_GEN)
// GFX11: s_sendmsg sendmsg(MSG_STALL_WAVE_GEN)   ; encoding: [0x05,0x00,0xb6,0xbf]
// ERR12: :[[@LINE-2]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_HALT_WAVES)
// GFX11: s_sendmsg sendmsg(MSG_HALT_WAVES)       ; encoding: [0x06,0x00,0xb6,0xbf]
// ERR12: :[[@LINE-2]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_ORDERED_PS_DONE)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_EARLY_PRIM_DEALLOC)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_GS_ALLOC_REQ)
// CHECK: s_sendmsg sendmsg(MSG_GS_ALLOC_REQ)     ; encoding: [0x09,0x00,0xb6,0xbf]
s_sendmsg sendmsg(MSG_GET_DOORBELL)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_GET_DDID)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_HS_TESSFACTOR)
// CHECK: s_sendmsg sendmsg(MSG_HS_TESSFACTOR)    ; encoding: [0x02,0x00,0xb6,0xbf]
s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
// CHECK: s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)    ; encoding: [0x03,0x00,0xb6,0xbf]
s_sendmsg sendmsg(MSG_RTN_GET_DOORBELL)
// CHECK: s_sendmsg sendmsg(MSG_RTN_GET_DOORBELL) ; encoding: [0x80,0x00,0xb6,0xbf]
s_sendmsg sendmsg(MSG_RTN_GET_DDID)
// CHECK: s_sendmsg sendmsg(MSG_RTN_GET_DDID)     ; encoding: [0x81,0x00,0xb6,0xbf]
s_sendmsg sendmsg(MSG_RTN_GET_TMA)
// CHECK: s_sendmsg sendmsg(MSG_RTN_GET_TMA)      ; encoding: [0x82,0x00,0xb6,0xbf]
s_sendmsg sendmsg(MSG_RTN_GET_REALTIME)
// CHECK: s_sendmsg sendmsg(MSG_RTN_GET_REALTIME) ; encoding: [0x83,0x00,0xb6,0xbf]
s_sendmsg sendmsg(MSG_RTN_SAVE_WAVE)
// CHECK: s_sendmsg sendmsg(MSG_RTN_SAVE_WAVE)    ; encoding: [0x84,0x00,0xb6,0xbf]
s_sendmsg sendmsg(MSG_RTN_GET_TBA)
// CHECK: s_sendmsg sendmsg(MSG_RTN_GET_TBA)      ; encoding: [0x85,0x00,0xb6,0xbf]
s_sendmsg sendmsg(MSG_RTN_GET_TBA_TO_PC)
// CHECK: s_sendmsg sendmsg(MSG_RTN_GET_TBA_TO_PC) ; encoding: [0x86,0x00,0xb6,0xbf]
s_sendmsg sendmsg(MSG_RTN_GET_SE_AID_ID)
// GFX12: s_sendmsg sendmsg(MSG_RTN_GET_SE_AID_ID) ; encoding: [0x87,0x00,0xb6,0xbf]
// ERR11: :[[@LINE-2]]:19: error: specified message id is not supported on this GPU

// MSG_GS and MSG_GS_DONE with every GS operation, by name and by number, and streams.
s_sendmsg sendmsg(MSG_GS, GS_OP_NOP)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_GS, GS_OP_CUT)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, 0)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, 1)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, 2)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, 3)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, 0)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, 1)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, 2)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, 3)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT_CUT)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT_CUT, 0)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT_CUT, 1)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT_CUT, 2)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT_CUT, 3)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_GS, 0)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_GS, 1)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_GS, 2)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_GS, 3)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_CUT)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_CUT, 0)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_CUT, 1)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_CUT, 2)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_CUT, 3)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_EMIT)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_EMIT, 0)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_EMIT, 1)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_EMIT, 2)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_EMIT, 3)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_EMIT_CUT)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_EMIT_CUT, 0)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_EMIT_CUT, 1)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_EMIT_CUT, 2)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_EMIT_CUT, 3)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_GS_DONE, 0)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_GS_DONE, 1)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_GS_DONE, 2)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_GS_DONE, 3)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU

// MSG_SYSMSG with every SYSMSG operation, by name and by number.
s_sendmsg sendmsg(MSG_SYSMSG, SYSMSG_OP_ECC_ERR_INTERRUPT)
// CHECK: s_sendmsg sendmsg(31, 0, 0)             ; encoding: [0x1f,0x00,0xb6,0xbf]
s_sendmsg sendmsg(MSG_SYSMSG, SYSMSG_OP_REG_RD)
// CHECK: s_sendmsg sendmsg(47, 0, 0)             ; encoding: [0x2f,0x00,0xb6,0xbf]
s_sendmsg sendmsg(MSG_SYSMSG, SYSMSG_OP_HOST_TRAP_ACK)
// ERR: :[[@LINE-1]]:31: error: specified operation id is not supported on this GPU
s_sendmsg sendmsg(MSG_SYSMSG, SYSMSG_OP_TTRACE_PC)
// CHECK: s_sendmsg sendmsg(79, 0, 0)             ; encoding: [0x4f,0x00,0xb6,0xbf]
s_sendmsg sendmsg(MSG_SYSMSG, 1)
// CHECK: s_sendmsg sendmsg(31, 0, 0)             ; encoding: [0x1f,0x00,0xb6,0xbf]
s_sendmsg sendmsg(MSG_SYSMSG, 2)
// CHECK: s_sendmsg sendmsg(47, 0, 0)             ; encoding: [0x2f,0x00,0xb6,0xbf]
s_sendmsg sendmsg(MSG_SYSMSG, 3)
// ERR: :[[@LINE-1]]:31: error: invalid operation id
s_sendmsg sendmsg(MSG_SYSMSG, 4)
// CHECK: s_sendmsg sendmsg(79, 0, 0)             ; encoding: [0x4f,0x00,0xb6,0xbf]

// Whitespace inside the macro, and 'sendmsg (' with a space.
s_sendmsg sendmsg( MSG_GS , GS_OP_CUT , 1 )
// ERR: :[[@LINE-1]]:20: error: specified message id is not supported on this GPU
s_sendmsg sendmsg (MSG_INTERRUPT)
// CHECK: s_sendmsg sendmsg(MSG_INTERRUPT)        ; encoding: [0x01,0x00,0xb6,0xbf]
s_sendmsg	sendmsg(MSG_SYSMSG,	SYSMSG_OP_REG_RD)
// CHECK: s_sendmsg sendmsg(47, 0, 0)             ; encoding: [0x2f,0x00,0xb6,0xbf]
S_SENDMSG sendmsg(MSG_INTERRUPT)
// CHECK: s_sendmsg sendmsg(MSG_INTERRUPT)        ; encoding: [0x01,0x00,0xb6,0xbf]
