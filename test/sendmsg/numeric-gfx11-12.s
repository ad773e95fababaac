// s_sendmsg: numeric sendmsg(msg, op, stream) forms on GFX11 and GFX12 - 8-bit message ids,
// op/stream ORed into the message bits, range checks, operation names after numeric messages,
// symbols, and the plain 16-bit immediate operand. Expected lines copied from llvm-mc 19.
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1100 -show-encoding %s 2>/dev/null | FileCheck %s --check-prefixes=CHECK,GFX11 --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1150 -show-encoding %s 2>/dev/null | FileCheck %s --check-prefixes=CHECK,GFX11 --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1200 -show-encoding %s 2>/dev/null | FileCheck %s --check-prefixes=CHECK,GFX12 --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1201 -show-encoding %s 2>/dev/null | FileCheck %s --check-prefixes=CHECK,GFX12 --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1100 -show-encoding %s 2>&1 | FileCheck %s --check-prefix=ERR --implicit-check-not=error: --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1150 -show-encoding %s 2>&1 | FileCheck %s --check-prefix=ERR --implicit-check-not=error: --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1200 -show-encoding %s 2>&1 | FileCheck %s --check-prefix=ERR --implicit-check-not=error: --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1201 -show-encoding %s 2>&1 | FileCheck %s --check-prefix=ERR --implicit-check-not=error: --strict-whitespace


// Numeric message, operation and stream: only the ranges are checked.
s_sendmsg sendmsg(0)
// CHECK: s_sendmsg sendmsg(0, 0, 0)              ; encoding: [0x00,0x00,0xb6,0xbf]
s_sendmsg sendmsg(1)
// CHECK: s_sendmsg sendmsg(MSG_INTERRUPT)        ; encoding: [0x01,0x00,0xb6,0xbf]
s_sendmsg sendmsg(2, 1)
// CHECK: s_sendmsg sendmsg(18, 0, 0)             ; encoding: [0x12,0x00,0xb6,0xbf]
s_sendmsg sendmsg(2, 1, 1)
// CHECK: s_sendmsg 274                           ; encoding: [0x12,0x01,0xb6,0xbf]
s_sendmsg sendmsg(1, 1)
// CHECK: s_sendmsg sendmsg(17, 0, 0)             ; encoding: [0x11,0x00,0xb6,0xbf]
s_sendmsg sendmsg(15, 0)
// CHECK: s_sendmsg sendmsg(15, 0, 0)             ; encoding: [0x0f,0x00,0xb6,0xbf]
s_sendmsg sendmsg(15, 3)
// CHECK: s_sendmsg sendmsg(63, 0, 0)             ; encoding: [0x3f,0x00,0xb6,0xbf]
s_sendmsg sendmsg(4, 7, 3)
// CHECK: s_sendmsg 884                           ; encoding: [0x74,0x03,0xb6,0xbf]
s_sendmsg sendmsg(0, 0, 0)
// CHECK: s_sendmsg sendmsg(0, 0, 0)              ; encoding: [0x00,0x00,0xb6,0xbf]
s_sendmsg sendmsg(1+1, 1)
// CHECK: s_sendmsg sendmsg(18, 0, 0)             ; encoding: [0x12,0x00,0xb6,0xbf]
s_sendmsg sendmsg((2), (1), (0))
// CHECK: s_sendmsg sendmsg(18, 0, 0)             ; encoding: [0x12,0x00,0xb6,0xbf]
s_sendmsg sendmsg(3, 0, 1)
// CHECK: s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)    ; encoding: [0x03,0x01,0xb6,0xbf]
s_sendmsg sendmsg(2, 7, 3)
// CHECK: s_sendmsg 882                           ; encoding: [0x72,0x03,0xb6,0xbf]
s_sendmsg sendmsg(255, 7, 3)
// CHECK: s_sendmsg 1023                          ; encoding: [0xff,0x03,0xb6,0xbf]
s_sendmsg sendmsg(128, 0, 0)
// CHECK: s_sendmsg sendmsg(MSG_RTN_GET_DOORBELL) ; encoding: [0x80,0x00,0xb6,0xbf]
s_sendmsg sendmsg(2, 1, 0)
// CHECK: s_sendmsg sendmsg(18, 0, 0)             ; encoding: [0x12,0x00,0xb6,0xbf]

// A symbolic message with a numeric operation or stream.
s_sendmsg sendmsg(MSG_GS, 1 + 1)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, 1 + 1)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_SYSMSG, 2)
// CHECK: s_sendmsg sendmsg(47, 0, 0)             ; encoding: [0x2f,0x00,0xb6,0xbf]
s_sendmsg sendmsg(MSG_SYSMSG, 4)
// CHECK: s_sendmsg sendmsg(79, 0, 0)             ; encoding: [0x4f,0x00,0xb6,0xbf]

// Operation names after a numeric message: SYSMSG_OP_* for 15, GS_OP_* otherwise.
s_sendmsg sendmsg(2, GS_OP_CUT)
// CHECK: s_sendmsg sendmsg(18, 0, 0)             ; encoding: [0x12,0x00,0xb6,0xbf]
s_sendmsg sendmsg(2, GS_OP_EMIT, 2)
// CHECK: s_sendmsg 546                           ; encoding: [0x22,0x02,0xb6,0xbf]
s_sendmsg sendmsg(3, GS_OP_NOP)
// CHECK: s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)    ; encoding: [0x03,0x00,0xb6,0xbf]
s_sendmsg sendmsg(3, GS_OP_EMIT_CUT, 3)
// CHECK: s_sendmsg 819                           ; encoding: [0x33,0x03,0xb6,0xbf]
s_sendmsg sendmsg(15, SYSMSG_OP_REG_RD)
// CHECK: s_sendmsg sendmsg(47, 0, 0)             ; encoding: [0x2f,0x00,0xb6,0xbf]
s_sendmsg sendmsg(15, SYSMSG_OP_ECC_ERR_INTERRUPT)
// CHECK: s_sendmsg sendmsg(31, 0, 0)             ; encoding: [0x1f,0x00,0xb6,0xbf]
s_sendmsg sendmsg(15, SYSMSG_OP_TTRACE_PC)
// CHECK: s_sendmsg sendmsg(79, 0, 0)             ; encoding: [0x4f,0x00,0xb6,0xbf]
s_sendmsg sendmsg(15, SYSMSG_OP_HOST_TRAP_ACK)
// ERR: :[[@LINE-1]]:23: error: specified operation id is not supported on this GPU
s_sendmsg sendmsg(3, SYSMSG_OP_REG_RD)
// ERR: :[[@LINE-1]]:22: error: expected an operation name or an absolute expression
s_sendmsg sendmsg(15, GS_OP_CUT)
// ERR: :[[@LINE-1]]:23: error: expected an operation name or an absolute expression

// Every message id as a number (8 bits on GFX11+).
s_sendmsg sendmsg(16)
// CHECK: s_sendmsg sendmsg(16, 0, 0)             ; encoding: [0x10,0x00,0xb6,0xbf]
s_sendmsg sendmsg(17)
// CHECK: s_sendmsg sendmsg(17, 0, 0)             ; encoding: [0x11,0x00,0xb6,0xbf]
s_sendmsg sendmsg(31)
// CHECK: s_sendmsg sendmsg(31, 0, 0)             ; encoding: [0x1f,0x00,0xb6,0xbf]
s_sendmsg sendmsg(47)
// CHECK: s_sendmsg sendmsg(47, 0, 0)             ; encoding: [0x2f,0x00,0xb6,0xbf]
s_sendmsg sendmsg(79)
// CHECK: s_sendmsg sendmsg(79, 0, 0)             ; encoding: [0x4f,0x00,0xb6,0xbf]
s_sendmsg sendmsg(127)
// CHECK: s_sendmsg sendmsg(127, 0, 0)            ; encoding: [0x7f,0x00,0xb6,0xbf]
s_sendmsg sendmsg(128)
// CHECK: s_sendmsg sendmsg(MSG_RTN_GET_DOORBELL) ; encoding: [0x80,0x00,0xb6,0xbf]
s_sendmsg sendmsg(133)
// CHECK: s_sendmsg sendmsg(MSG_RTN_GET_TBA)      ; encoding: [0x85,0x00,0xb6,0xbf]
s_sendmsg sendmsg(134)
// CHECK: s_sendmsg sendmsg(MSG_RTN_GET_TBA_TO_PC) ; encoding: [0x86,0x00,0xb6,0xbf]
s_sendmsg sendmsg(135)
// GFX11: s_sendmsg sendmsg(135, 0, 0)            ; encoding: [0x87,0x00,0xb6,0xbf]
// GFX12: s_sendmsg sendmsg(MSG_RTN_GET_SE_AID_ID) ; encoding: [0x87,0x00,0xb6,0xbf]
s_sendmsg sendmsg(136)
// CHECK: s_sendmsg sendmsg(136, 0, 0)            ; encoding: [0x88,0x00,0xb6,0xbf]
s_sendmsg sendmsg(143)
// CHECK: s_sendmsg sendmsg(143, 0, 0)            ; encoding: [0x8f,0x00,0xb6,0xbf]
s_sendmsg sendmsg(200)
// CHECK: s_sendmsg sendmsg(200, 0, 0)            ; encoding: [0xc8,0x00,0xb6,0xbf]
s_sendmsg sendmsg(254)
// CHECK: s_sendmsg sendmsg(254, 0, 0)            ; encoding: [0xfe,0x00,0xb6,0xbf]
s_sendmsg sendmsg(0)
// CHECK: s_sendmsg sendmsg(0, 0, 0)              ; encoding: [0x00,0x00,0xb6,0xbf]
s_sendmsg sendmsg(1)
// CHECK: s_sendmsg sendmsg(MSG_INTERRUPT)        ; encoding: [0x01,0x00,0xb6,0xbf]
s_sendmsg sendmsg(2)
// CHECK: s_sendmsg sendmsg(MSG_HS_TESSFACTOR)    ; encoding: [0x02,0x00,0xb6,0xbf]
s_sendmsg sendmsg(3)
// CHECK: s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)    ; encoding: [0x03,0x00,0xb6,0xbf]
s_sendmsg sendmsg(4)
// CHECK: s_sendmsg sendmsg(4, 0, 0)              ; encoding: [0x04,0x00,0xb6,0xbf]
s_sendmsg sendmsg(5)
// GFX11: s_sendmsg sendmsg(MSG_STALL_WAVE_GEN)   ; encoding: [0x05,0x00,0xb6,0xbf]
// GFX12: s_sendmsg sendmsg(5, 0, 0)              ; encoding: [0x05,0x00,0xb6,0xbf]
s_sendmsg sendmsg(6)
// GFX11: s_sendmsg sendmsg(MSG_HALT_WAVES)       ; encoding: [0x06,0x00,0xb6,0xbf]
// GFX12: s_sendmsg sendmsg(6, 0, 0)              ; encoding: [0x06,0x00,0xb6,0xbf]
s_sendmsg sendmsg(7)
// CHECK: s_sendmsg sendmsg(7, 0, 0)              ; encoding: [0x07,0x00,0xb6,0xbf]
s_sendmsg sendmsg(8)
// CHECK: s_sendmsg sendmsg(8, 0, 0)              ; encoding: [0x08,0x00,0xb6,0xbf]
s_sendmsg sendmsg(9)
// CHECK: s_sendmsg sendmsg(MSG_GS_ALLOC_REQ)     ; encoding: [0x09,0x00,0xb6,0xbf]
s_sendmsg sendmsg(10)
// CHECK: s_sendmsg sendmsg(10, 0, 0)             ; encoding: [0x0a,0x00,0xb6,0xbf]
s_sendmsg sendmsg(11)
// CHECK: s_sendmsg sendmsg(11, 0, 0)             ; encoding: [0x0b,0x00,0xb6,0xbf]
s_sendmsg sendmsg(12)
// CHECK: s_sendmsg sendmsg(12, 0, 0)             ; encoding: [0x0c,0x00,0xb6,0xbf]
s_sendmsg sendmsg(13)
// CHECK: s_sendmsg sendmsg(13, 0, 0)             ; encoding: [0x0d,0x00,0xb6,0xbf]
s_sendmsg sendmsg(14)
// CHECK: s_sendmsg sendmsg(14, 0, 0)             ; encoding: [0x0e,0x00,0xb6,0xbf]
s_sendmsg sendmsg(15)
// CHECK: s_sendmsg sendmsg(15, 0, 0)             ; encoding: [0x0f,0x00,0xb6,0xbf]

// Range checks of the numeric fields.
s_sendmsg sendmsg(15)
// CHECK: s_sendmsg sendmsg(15, 0, 0)             ; encoding: [0x0f,0x00,0xb6,0xbf]
s_sendmsg sendmsg(16)
// CHECK: s_sendmsg sendmsg(16, 0, 0)             ; encoding: [0x10,0x00,0xb6,0xbf]
s_sendmsg sendmsg(255)
// CHECK: s_sendmsg sendmsg(255, 0, 0)            ; encoding: [0xff,0x00,0xb6,0xbf]
s_sendmsg sendmsg(256)
// ERR: :[[@LINE-1]]:19: error: invalid message id
s_sendmsg sendmsg(-1)
// ERR: :[[@LINE-1]]:19: error: invalid message id
s_sendmsg sendmsg(0x100000000)
// ERR: :[[@LINE-1]]:19: error: invalid message id
s_sendmsg sendmsg(2, 7)
// CHECK: s_sendmsg sendmsg(114, 0, 0)            ; encoding: [0x72,0x00,0xb6,0xbf]
s_sendmsg sendmsg(2, 8)
// ERR: :[[@LINE-1]]:22: error: invalid operation id
s_sendmsg sendmsg(2, -1)
// ERR: :[[@LINE-1]]:22: error: invalid operation id
s_sendmsg sendmsg(2, 1, 3)
// CHECK: s_sendmsg 786                           ; encoding: [0x12,0x03,0xb6,0xbf]
s_sendmsg sendmsg(2, 1, 4)
// ERR: :[[@LINE-1]]:25: error: invalid message stream id
s_sendmsg sendmsg(2, 1, -1)
// ERR: :[[@LINE-1]]:25: error: invalid message stream id
s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, 0x100000000)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU

// Symbols as message, operation and stream (absolute at the point of use).
msg = 2
// CHECK: .set msg, 2
op = 3
// CHECK: .set op, 3
stream = 1
// CHECK: .set stream, 1
s_sendmsg sendmsg(msg, op, stream)
// CHECK: s_sendmsg 306                           ; encoding: [0x32,0x01,0xb6,0xbf]
s_sendmsg sendmsg(msg + 1, op - 1, stream + 1)
// CHECK: s_sendmsg 547                           ; encoding: [0x23,0x02,0xb6,0xbf]
sendmsg = 10
// CHECK: .set sendmsg, 10
s_sendmsg sendmsg(sendmsg)
// CHECK: s_sendmsg sendmsg(10, 0, 0)             ; encoding: [0x0a,0x00,0xb6,0xbf]
// A known MSG_* name is never read as a symbol.
MSG_GS = 11
// CHECK: .set MSG_GS, 11
s_sendmsg sendmsg(MSG_GS, GS_OP_CUT)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_GS + 0, GS_OP_CUT)
// ERR: :[[@LINE-1]]:26: error: expected a closing parenthesis

// Plain 16-bit immediate operand: 0..65535 only.
s_sendmsg 0
// CHECK: s_sendmsg sendmsg(0, 0, 0)              ; encoding: [0x00,0x00,0xb6,0xbf]
s_sendmsg 1
// CHECK: s_sendmsg sendmsg(MSG_INTERRUPT)        ; encoding: [0x01,0x00,0xb6,0xbf]
s_sendmsg 0x12
// CHECK: s_sendmsg sendmsg(18, 0, 0)             ; encoding: [0x12,0x00,0xb6,0xbf]
s_sendmsg 0x22
// CHECK: s_sendmsg sendmsg(34, 0, 0)             ; encoding: [0x22,0x00,0xb6,0xbf]
s_sendmsg 0x8000
// CHECK: s_sendmsg 32768                         ; encoding: [0x00,0x80,0xb6,0xbf]
s_sendmsg 65535
// CHECK: s_sendmsg 65535                         ; encoding: [0xff,0xff,0xb6,0xbf]
s_sendmsg 65536
// ERR: :[[@LINE-1]]:11: error: invalid immediate: only 16-bit values are legal
s_sendmsg -1
// ERR: :[[@LINE-1]]:11: error: invalid immediate: only 16-bit values are legal
s_sendmsg -32768
// ERR: :[[@LINE-1]]:11: error: invalid immediate: only 16-bit values are legal
s_sendmsg 1 == 1
// ERR: :[[@LINE-1]]:11: error: invalid immediate: only 16-bit values are legal
s_sendmsg 1 + 1
// CHECK: s_sendmsg sendmsg(MSG_HS_TESSFACTOR)    ; encoding: [0x02,0x00,0xb6,0xbf]
s_sendmsg (0x10 | 2)
// CHECK: s_sendmsg sendmsg(18, 0, 0)             ; encoding: [0x12,0x00,0xb6,0xbf]
s_sendmsg msg * 16 + op
// CHECK: s_sendmsg sendmsg(35, 0, 0)             ; encoding: [0x23,0x00,0xb6,0xbf]
s_sendmsg msg
// CHECK: s_sendmsg sendmsg(MSG_HS_TESSFACTOR)    ; encoding: [0x02,0x00,0xb6,0xbf]
