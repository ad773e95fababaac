// s_sendmsghalt on GFX11 and GFX12 - same operand as s_sendmsg (names, numeric forms, raw printing,
// errors), opcode 0x37. Expected lines copied from llvm-mc 19.
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1100 -show-encoding %s 2>/dev/null | FileCheck %s --check-prefixes=CHECK,GFX11 --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1150 -show-encoding %s 2>/dev/null | FileCheck %s --check-prefixes=CHECK,GFX11 --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1200 -show-encoding %s 2>/dev/null | FileCheck %s --check-prefixes=CHECK,GFX12 --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1201 -show-encoding %s 2>/dev/null | FileCheck %s --check-prefixes=CHECK,GFX12 --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1100 -show-encoding %s 2>&1 | FileCheck %s --check-prefixes=ERR,ERR11 --implicit-check-not=error: --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1150 -show-encoding %s 2>&1 | FileCheck %s --check-prefixes=ERR,ERR11 --implicit-check-not=error: --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1200 -show-encoding %s 2>&1 | FileCheck %s --check-prefixes=ERR,ERR12 --implicit-check-not=error: --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1201 -show-encoding %s 2>&1 | FileCheck %s --check-prefixes=ERR,ERR12 --implicit-check-not=error: --strict-whitespace

// Symbolic forms.
s_sendmsghalt sendmsg(MSG_INTERRUPT)
// CHECK: s_sendmsghalt sendmsg(MSG_INTERRUPT)    ; encoding: [0x01,0x00,0xb7,0xbf]
s_sendmsghalt sendmsg(MSG_GS, GS_OP_CUT)
// ERR: :[[@LINE-1]]:23: error: specified message id is not supported on this GPU
s_sendmsghalt sendmsg(MSG_GS, GS_OP_EMIT, 1)
// ERR: :[[@LINE-1]]:23: error: specified message id is not supported on this GPU
s_sendmsghalt sendmsg(MSG_GS_DONE, GS_OP_NOP)
// ERR: :[[@LINE-1]]:23: error: specified message id is not supported on this GPU
s_sendmsghalt sendmsg(MSG_GS_DONE, GS_OP_EMIT_CUT, 3)
// ERR: :[[@LINE-1]]:23: error: specified message id is not supported on this GPU
s_sendmsghalt sendmsg(MSG_SAVEWAVE)
// ERR: :[[@LINE-1]]:23: error: specified message id is not supported on this GPU
s_sendmsghalt sendmsg(MSG_STALL_WAVE_GEN)
// GFX11: s_sendmsghalt sendmsg(MSG_STALL_WAVE_GEN) ; encoding: [0x05,0x00,0xb7,0xbf]
// ERR12: :[[@LINE-2]]:23: error: specified message id is not supported on this GPU
s_sendmsghalt sendmsg(MSG_HALT_WAVES)
// GFX11: s_sendmsghalt sendmsg(MSG_HALT_WAVES)   ; encoding: [0x06,0x00,0xb7,0xbf]
// ERR12: :[[@LINE-2]]:23: error: specified message id is not supported on this GPU
s_sendmsghalt sendmsg(MSG_ORDERED_PS_DONE)
// ERR: :[[@LINE-1]]:23: error: specified message id is not supported on this GPU
s_sendmsghalt sendmsg(MSG_EARLY_PRIM_DEALLOC)
// ERR: :[[@LINE-1]]:23: error: specified message id is not supported on this GPU
s_sendmsghalt sendmsg(MSG_GS_ALLOC_REQ)
// CHECK: s_sendmsghalt sendmsg(MSG_GS_ALLOC_REQ) ; encoding: [0x09,0x00,0xb7,0xbf]
s_sendmsghalt sendmsg(MSG_GET_DOORBELL)
// ERR: :[[@LINE-1]]:23: error: specified message id is not supported on this GPU
s_sendmsghalt sendmsg(MSG_GET_DDID)
// ERR: :[[@LINE-1]]:23: error: specified message id is not supported on this GPU
s_sendmsghalt sendmsg(MSG_HS_TESSFACTOR)
// CHECK: s_sendmsghalt sendmsg(MSG_HS_TESSFACTOR) ; encoding: [0x02,0x00,0xb7,0xbf]
s_sendmsghalt sendmsg(MSG_DEALLOC_VGPRS)
// CHECK: s_sendmsghalt sendmsg(MSG_DEALLOC_VGPRS) ; encoding: [0x03,0x00,0xb7,0xbf]
s_sendmsghalt sendmsg(MSG_RTN_GET_DOORBELL)
// CHECK: s_sendmsghalt sendmsg(MSG_RTN_GET_DOORBELL) ; encoding: [0x80,0x00,0xb7,0xbf]
s_sendmsghalt sendmsg(MSG_RTN_GET_SE_AID_ID)
// GFX12: s_sendmsghalt sendmsg(MSG_RTN_GET_SE_AID_ID) ; encoding: [0x87,0x00,0xb7,0xbf]
// ERR11: :[[@LINE-2]]:23: error: specified message id is not supported on this GPU
s_sendmsghalt sendmsg(MSG_SYSMSG, SYSMSG_OP_ECC_ERR_INTERRUPT)
// CHECK: s_sendmsghalt sendmsg(31, 0, 0)         ; encoding: [0x1f,0x00,0xb7,0xbf]
s_sendmsghalt sendmsg(MSG_SYSMSG, SYSMSG_OP_REG_RD)
// CHECK: s_sendmsghalt sendmsg(47, 0, 0)         ; encoding: [0x2f,0x00,0xb7,0xbf]
s_sendmsghalt sendmsg(MSG_SYSMSG, SYSMSG_OP_HOST_TRAP_ACK)
// ERR: :[[@LINE-1]]:35: error: specified operation id is not supported on this GPU
s_sendmsghalt sendmsg(MSG_SYSMSG, SYSMSG_OP_TTRACE_PC)
// CHECK: s_sendmsghalt sendmsg(79, 0, 0)         ; encoding: [0x4f,0x00,0xb7,0xbf]

// Numeric forms.
s_sendmsghalt sendmsg(2, 1, 1)
// CHECK: s_sendmsghalt 274                       ; encoding: [0x12,0x01,0xb7,0xbf]
s_sendmsghalt sendmsg(4, 7, 3)
// CHECK: s_sendmsghalt 884                       ; encoding: [0x74,0x03,0xb7,0xbf]
s_sendmsghalt sendmsg(15, SYSMSG_OP_REG_RD)
// CHECK: s_sendmsghalt sendmsg(47, 0, 0)         ; encoding: [0x2f,0x00,0xb7,0xbf]
s_sendmsghalt sendmsg(2, GS_OP_CUT)
// CHECK: s_sendmsghalt sendmsg(18, 0, 0)         ; encoding: [0x12,0x00,0xb7,0xbf]
s_sendmsghalt sendmsg(255)
// CHECK: s_sendmsghalt sendmsg(255, 0, 0)        ; encoding: [0xff,0x00,0xb7,0xbf]

// Raw values and their printing.
s_sendmsghalt 0
// CHECK: s_sendmsghalt sendmsg(0, 0, 0)          ; encoding: [0x00,0x00,0xb7,0xbf]
s_sendmsghalt 0x1
// CHECK: s_sendmsghalt sendmsg(MSG_INTERRUPT)    ; encoding: [0x01,0x00,0xb7,0xbf]
s_sendmsghalt 0x12
// CHECK: s_sendmsghalt sendmsg(18, 0, 0)         ; encoding: [0x12,0x00,0xb7,0xbf]
s_sendmsghalt 0x3f
// CHECK: s_sendmsghalt sendmsg(63, 0, 0)         ; encoding: [0x3f,0x00,0xb7,0xbf]
s_sendmsghalt 0x81
// CHECK: s_sendmsghalt sendmsg(MSG_RTN_GET_DDID) ; encoding: [0x81,0x00,0xb7,0xbf]
s_sendmsghalt 0x87
// GFX11: s_sendmsghalt sendmsg(135, 0, 0)        ; encoding: [0x87,0x00,0xb7,0xbf]
// GFX12: s_sendmsghalt sendmsg(MSG_RTN_GET_SE_AID_ID) ; encoding: [0x87,0x00,0xb7,0xbf]
s_sendmsghalt 0x8f
// CHECK: s_sendmsghalt sendmsg(143, 0, 0)        ; encoding: [0x8f,0x00,0xb7,0xbf]
s_sendmsghalt 0x180
// CHECK: s_sendmsghalt sendmsg(MSG_RTN_GET_DOORBELL) ; encoding: [0x80,0x01,0xb7,0xbf]
s_sendmsghalt 0x412
// CHECK: s_sendmsghalt 1042                      ; encoding: [0x12,0x04,0xb7,0xbf]
s_sendmsghalt 0xffff
// CHECK: s_sendmsghalt 65535                     ; encoding: [0xff,0xff,0xb7,0xbf]

// Errors: the same checks as s_sendmsg.
s_sendmsghalt
// ERR: :[[@LINE-1]]:1: error: too few operands for instruction
s_sendmsghalt 65536
// ERR: :[[@LINE-1]]:15: error: invalid immediate: only 16-bit values are legal
s_sendmsghalt -1
// ERR: :[[@LINE-1]]:15: error: invalid immediate: only 16-bit values are legal
s_sendmsghalt sendmsg(MSG_GS)
// ERR: :[[@LINE-1]]:23: error: specified message id is not supported on this GPU
s_sendmsghalt sendmsg(MSG_INTERRUPT, 0)
// ERR: :[[@LINE-1]]:38: error: message does not support operations
s_sendmsghalt sendmsg(MSG_GS, GS_OP_NOP)
// ERR: :[[@LINE-1]]:23: error: specified message id is not supported on this GPU
s_sendmsghalt sendmsg(MSG_GS, GS_OP_CUT, 4)
// ERR: :[[@LINE-1]]:23: error: specified message id is not supported on this GPU
s_sendmsghalt sendmsg(MSG_GS_DONE, GS_OP_NOP, 0)
// ERR: :[[@LINE-1]]:23: error: specified message id is not supported on this GPU
s_sendmsghalt sendmsg(16)
// CHECK: s_sendmsghalt sendmsg(16, 0, 0)         ; encoding: [0x10,0x00,0xb7,0xbf]
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
