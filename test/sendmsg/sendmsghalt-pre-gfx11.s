// s_sendmsghalt on GFX6 to GFX10 - same operand as s_sendmsg (names, numeric forms, raw printing,
// errors), opcode 0x11. Expected lines copied from llvm-mc 19.
// RUN: not gfxas -triple=amdgcn -mcpu=tahiti -show-encoding %s 2>/dev/null | FileCheck %s --check-prefixes=CHECK,GFX6 --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=bonaire -show-encoding %s 2>/dev/null | FileCheck %s --check-prefixes=CHECK,GFX6 --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=tonga -show-encoding %s 2>/dev/null | FileCheck %s --check-prefixes=CHECK,GFX8 --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s 2>/dev/null | FileCheck %s --check-prefixes=CHECK,GFX9 --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx90a -show-encoding %s 2>/dev/null | FileCheck %s --check-prefixes=CHECK,GFX9 --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1010 -show-encoding %s 2>/dev/null | FileCheck %s --check-prefixes=CHECK,GFX10 --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1030 -show-encoding %s 2>/dev/null | FileCheck %s --check-prefixes=CHECK,GFX10 --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=tahiti -show-encoding %s 2>&1 | FileCheck %s --check-prefixes=ERR,ERR6 --implicit-check-not=error: --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=bonaire -show-encoding %s 2>&1 | FileCheck %s --check-prefixes=ERR,ERR6 --implicit-check-not=error: --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=tonga -show-encoding %s 2>&1 | FileCheck %s --check-prefixes=ERR,ERR8 --implicit-check-not=error: --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s 2>&1 | FileCheck %s --check-prefixes=ERR,ERR9 --implicit-check-not=error: --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx90a -show-encoding %s 2>&1 | FileCheck %s --check-prefixes=ERR,ERR9 --implicit-check-not=error: --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1010 -show-encoding %s 2>&1 | FileCheck %s --check-prefixes=ERR,ERR10 --implicit-check-not=error: --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1030 -show-encoding %s 2>&1 | FileCheck %s --check-prefixes=ERR,ERR10 --implicit-check-not=error: --strict-whitespace

// Symbolic forms.
s_sendmsghalt sendmsg(MSG_INTERRUPT)
// CHECK: s_sendmsghalt sendmsg(MSG_INTERRUPT)    ; encoding: [0x01,0x00,0x91,0xbf]
s_sendmsghalt sendmsg(MSG_GS, GS_OP_CUT)
// CHECK: s_sendmsghalt sendmsg(MSG_GS, GS_OP_CUT, 0) ; encoding: [0x12,0x00,0x91,0xbf]
s_sendmsghalt sendmsg(MSG_GS, GS_OP_EMIT, 1)
// CHECK: s_sendmsghalt sendmsg(MSG_GS, GS_OP_EMIT, 1) ; encoding: [0x22,0x01,0x91,0xbf]
s_sendmsghalt sendmsg(MSG_GS_DONE, GS_OP_NOP)
// CHECK: s_sendmsghalt sendmsg(MSG_GS_DONE, GS_OP_NOP) ; encoding: [0x03,0x00,0x91,0xbf]
s_sendmsghalt sendmsg(MSG_GS_DONE, GS_OP_EMIT_CUT, 3)
// CHECK: s_sendmsghalt sendmsg(MSG_GS_DONE, GS_OP_EMIT_CUT, 3) ; encoding: [0x33,0x03,0x91,0xbf]
s_sendmsghalt sendmsg(MSG_SAVEWAVE)
// GFX8: s_sendmsghalt sendmsg(MSG_SAVEWAVE)     ; encoding: [0x04,0x00,0x91,0xbf]
// GFX9: s_sendmsghalt sendmsg(MSG_SAVEWAVE)     ; encoding: [0x04,0x00,0x91,0xbf]
// GFX10: s_sendmsghalt sendmsg(MSG_SAVEWAVE)     ; encoding: [0x04,0x00,0x91,0xbf]
// ERR6: :[[@LINE-4]]:23: error: specified message id is not supported on this GPU
s_sendmsghalt sendmsg(MSG_STALL_WAVE_GEN)
// GFX9: s_sendmsghalt sendmsg(MSG_STALL_WAVE_GEN) ; encoding: [0x05,0x00,0x91,0xbf]
// GFX10: s_sendmsghalt sendmsg(MSG_STALL_WAVE_GEN) ; encoding: [0x05,0x00,0x91,0xbf]
// ERR6: :[[@LINE-3]]:23: error: specified message id is not supported on this GPU
// ERR8: :[[@LINE-4]]:23: error: specified message id is not supported on this GPU
s_sendmsghalt sendmsg(MSG_HALT_WAVES)
// GFX9: s_sendmsghalt sendmsg(MSG_HALT_WAVES)   ; encoding: [0x06,0x00,0x91,0xbf]
// GFX10: s_sendmsghalt sendmsg(MSG_HALT_WAVES)   ; encoding: [0x06,0x00,0x91,0xbf]
// ERR6: :[[@LINE-3]]:23: error: specified message id is not supported on this GPU
// ERR8: :[[@LINE-4]]:23: error: specified message id is not supported on this GPU
s_sendmsghalt sendmsg(MSG_ORDERED_PS_DONE)
// GFX9: s_sendmsghalt sendmsg(MSG_ORDERED_PS_DONE) ; encoding: [0x07,0x00,0x91,0xbf]
// GFX10: s_sendmsghalt sendmsg(MSG_ORDERED_PS_DONE) ; encoding: [0x07,0x00,0x91,0xbf]
// ERR6: :[[@LINE-3]]:23: error: specified message id is not supported on this GPU
// ERR8: :[[@LINE-4]]:23: error: specified message id is not supported on this GPU
s_sendmsghalt sendmsg(MSG_EARLY_PRIM_DEALLOC)
// GFX9: s_sendmsghalt sendmsg(MSG_EARLY_PRIM_DEALLOC) ; encoding: [0x08,0x00,0x91,0xbf]
// GFX10: s_sendmsghalt sendmsg(MSG_EARLY_PRIM_DEALLOC) ; encoding: [0x08,0x00,0x91,0xbf]
// ERR6: :[[@LINE-3]]:23: error: specified message id is not supported on this GPU
// ERR8: :[[@LINE-4]]:23: error: specified message id is not supported on this GPU
s_sendmsghalt sendmsg(MSG_GS_ALLOC_REQ)
// GFX9: s_sendmsghalt sendmsg(MSG_GS_ALLOC_REQ) ; encoding: [0x09,0x00,0x91,0xbf]
// GFX10: s_sendmsghalt sendmsg(MSG_GS_ALLOC_REQ) ; encoding: [0x09,0x00,0x91,0xbf]
// ERR6: :[[@LINE-3]]:23: error: specified message id is not supported on this GPU
// ERR8: :[[@LINE-4]]:23: error: specified message id is not supported on this GPU
s_sendmsghalt sendmsg(MSG_GET_DOORBELL)
// GFX9: s_sendmsghalt sendmsg(MSG_GET_DOORBELL) ; encoding: [0x0a,0x00,0x91,0xbf]
// GFX10: s_sendmsghalt sendmsg(MSG_GET_DOORBELL) ; encoding: [0x0a,0x00,0x91,0xbf]
// ERR6: :[[@LINE-3]]:23: error: specified message id is not supported on this GPU
// ERR8: :[[@LINE-4]]:23: error: specified message id is not supported on this GPU
s_sendmsghalt sendmsg(MSG_GET_DDID)
// GFX10: s_sendmsghalt sendmsg(MSG_GET_DDID)     ; encoding: [0x0b,0x00,0x91,0xbf]
// ERR6: :[[@LINE-2]]:23: error: specified message id is not supported on this GPU
// ERR8: :[[@LINE-3]]:23: error: specified message id is not supported on this GPU
// ERR9: :[[@LINE-4]]:23: error: specified message id is not supported on this GPU
s_sendmsghalt sendmsg(MSG_HS_TESSFACTOR)
// ERR: :[[@LINE-1]]:23: error: specified message id is not supported on this GPU
s_sendmsghalt sendmsg(MSG_DEALLOC_VGPRS)
// ERR: :[[@LINE-1]]:23: error: specified message id is not supported on this GPU
s_sendmsghalt sendmsg(MSG_RTN_GET_DOORBELL)
// ERR: :[[@LINE-1]]:23: error: specified message id is not supported on this GPU
s_sendmsghalt sendmsg(MSG_RTN_GET_SE_AID_ID)
// ERR: :[[@LINE-1]]:23: error: specified message id is not supported on this GPU
s_sendmsghalt sendmsg(MSG_SYSMSG, SYSMSG_OP_ECC_ERR_INTERRUPT)
// CHECK: s_sendmsghalt sendmsg(MSG_SYSMSG, SYSMSG_OP_ECC_ERR_INTERRUPT) ; encoding: [0x1f,0x00,0x91,0xbf]
s_sendmsghalt sendmsg(MSG_SYSMSG, SYSMSG_OP_REG_RD)
// CHECK: s_sendmsghalt sendmsg(MSG_SYSMSG, SYSMSG_OP_REG_RD) ; encoding: [0x2f,0x00,0x91,0xbf]
s_sendmsghalt sendmsg(MSG_SYSMSG, SYSMSG_OP_HOST_TRAP_ACK)
// GFX6: s_sendmsghalt sendmsg(MSG_SYSMSG, SYSMSG_OP_HOST_TRAP_ACK) ; encoding: [0x3f,0x00,0x91,0xbf]
// GFX8: s_sendmsghalt sendmsg(MSG_SYSMSG, SYSMSG_OP_HOST_TRAP_ACK) ; encoding: [0x3f,0x00,0x91,0xbf]
// ERR9: :[[@LINE-3]]:35: error: specified operation id is not supported on this GPU
// ERR10: :[[@LINE-4]]:35: error: specified operation id is not supported on this GPU
s_sendmsghalt sendmsg(MSG_SYSMSG, SYSMSG_OP_TTRACE_PC)
// CHECK: s_sendmsghalt sendmsg(MSG_SYSMSG, SYSMSG_OP_TTRACE_PC) ; encoding: [0x4f,0x00,0x91,0xbf]

// Numeric forms.
s_sendmsghalt sendmsg(2, 1, 1)
// CHECK: s_sendmsghalt sendmsg(MSG_GS, GS_OP_CUT, 1) ; encoding: [0x12,0x01,0x91,0xbf]
s_sendmsghalt sendmsg(4, 7, 3)
// CHECK: s_sendmsghalt sendmsg(4, 7, 3)          ; encoding: [0x74,0x03,0x91,0xbf]
s_sendmsghalt sendmsg(15, SYSMSG_OP_REG_RD)
// CHECK: s_sendmsghalt sendmsg(MSG_SYSMSG, SYSMSG_OP_REG_RD) ; encoding: [0x2f,0x00,0x91,0xbf]
s_sendmsghalt sendmsg(2, GS_OP_CUT)
// CHECK: s_sendmsghalt sendmsg(MSG_GS, GS_OP_CUT, 0) ; encoding: [0x12,0x00,0x91,0xbf]
s_sendmsghalt sendmsg(255)
// ERR: :[[@LINE-1]]:23: error: invalid message id

// Raw values and their printing.
s_sendmsghalt 0
// CHECK: s_sendmsghalt sendmsg(0, 0, 0)          ; encoding: [0x00,0x00,0x91,0xbf]
s_sendmsghalt 0x1
// CHECK: s_sendmsghalt sendmsg(MSG_INTERRUPT)    ; encoding: [0x01,0x00,0x91,0xbf]
s_sendmsghalt 0x12
// CHECK: s_sendmsghalt sendmsg(MSG_GS, GS_OP_CUT, 0) ; encoding: [0x12,0x00,0x91,0xbf]
s_sendmsghalt 0x3f
// GFX6: s_sendmsghalt sendmsg(MSG_SYSMSG, SYSMSG_OP_HOST_TRAP_ACK) ; encoding: [0x3f,0x00,0x91,0xbf]
// GFX8: s_sendmsghalt sendmsg(MSG_SYSMSG, SYSMSG_OP_HOST_TRAP_ACK) ; encoding: [0x3f,0x00,0x91,0xbf]
// GFX9: s_sendmsghalt sendmsg(15, 3, 0)         ; encoding: [0x3f,0x00,0x91,0xbf]
// GFX10: s_sendmsghalt sendmsg(15, 3, 0)         ; encoding: [0x3f,0x00,0x91,0xbf]
s_sendmsghalt 0x81
// CHECK: s_sendmsghalt sendmsg(MSG_INTERRUPT)    ; encoding: [0x81,0x00,0x91,0xbf]
s_sendmsghalt 0x87
// GFX6: s_sendmsghalt 135                       ; encoding: [0x87,0x00,0x91,0xbf]
// GFX8: s_sendmsghalt 135                       ; encoding: [0x87,0x00,0x91,0xbf]
// GFX9: s_sendmsghalt sendmsg(MSG_ORDERED_PS_DONE) ; encoding: [0x87,0x00,0x91,0xbf]
// GFX10: s_sendmsghalt sendmsg(MSG_ORDERED_PS_DONE) ; encoding: [0x87,0x00,0x91,0xbf]
s_sendmsghalt 0x8f
// CHECK: s_sendmsghalt 143                       ; encoding: [0x8f,0x00,0x91,0xbf]
s_sendmsghalt 0x180
// CHECK: s_sendmsghalt 384                       ; encoding: [0x80,0x01,0x91,0xbf]
s_sendmsghalt 0x412
// CHECK: s_sendmsghalt sendmsg(MSG_GS, GS_OP_CUT, 0) ; encoding: [0x12,0x04,0x91,0xbf]
s_sendmsghalt 0xffff
// CHECK: s_sendmsghalt 65535                     ; encoding: [0xff,0xff,0x91,0xbf]

// Errors: the same checks as s_sendmsg.
s_sendmsghalt
// ERR: :[[@LINE-1]]:1: error: too few operands for instruction
s_sendmsghalt 65536
// ERR: :[[@LINE-1]]:15: error: invalid immediate: only 16-bit values are legal
s_sendmsghalt -1
// ERR: :[[@LINE-1]]:15: error: invalid immediate: only 16-bit values are legal
s_sendmsghalt sendmsg(MSG_GS)
// ERR: :[[@LINE-1]]:23: error: missing message operation
s_sendmsghalt sendmsg(MSG_INTERRUPT, 0)
// ERR: :[[@LINE-1]]:38: error: message does not support operations
s_sendmsghalt sendmsg(MSG_GS, GS_OP_NOP)
// ERR: :[[@LINE-1]]:31: error: invalid operation id
s_sendmsghalt sendmsg(MSG_GS, GS_OP_CUT, 4)
// ERR: :[[@LINE-1]]:42: error: invalid message stream id
s_sendmsghalt sendmsg(MSG_GS_DONE, GS_OP_NOP, 0)
// ERR: :[[@LINE-1]]:47: error: message operation does not support streams
s_sendmsghalt sendmsg(16)
// ERR: :[[@LINE-1]]:23: error: invalid message id
s_sendmsghalt sendmsg(256)
// ERR: :[[@LINE-1]]:23: error: invalid message id
s_sendmsghalt sendmsg(MSG_NOPE)
// ERR: :[[@LINE-1]]:23: error: expected a message name or an absolute expression
s_sendmsghalt SENDMSG(MSG_INTERRUPT)
// ERR: :[[@LINE-1]]:15: error: expected a sendmsg macro or an absolute expression
s_sendmsghalt sendmsg(MSG_INTERRUPT
// ERR: :[[@LINE-1]]:36: error: expected a closing parenthesis
s_sendmsghalt 1, 2
// ERR: :[[@LINE-1]]:18: error: invalid operand for instruction
