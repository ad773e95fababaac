// s_sendmsg: printing of raw 16-bit values (FACTS 5.4; the 52 values of probes/sendmsg_raw_print)
// on GFX11 and GFX12, where bits 7:0 are the message id. Expected lines copied from llvm-mc 19.
// RUN: gfxas -triple=amdgcn -mcpu=gfx1100 -show-encoding %s | FileCheck %s --check-prefixes=CHECK,GFX11 --strict-whitespace
// RUN: gfxas -triple=amdgcn -mcpu=gfx1150 -show-encoding %s | FileCheck %s --check-prefixes=CHECK,GFX11 --strict-whitespace
// RUN: gfxas -triple=amdgcn -mcpu=gfx1200 -show-encoding %s | FileCheck %s --check-prefixes=CHECK,GFX12 --strict-whitespace
// RUN: gfxas -triple=amdgcn -mcpu=gfx1201 -show-encoding %s | FileCheck %s --check-prefixes=CHECK,GFX12 --strict-whitespace

// Every raw value is encoded unchanged; the printed text is the name form when the fields
// decode to a valid combination (unused bits ignored), else sendmsg(ID, OP, STREAM), else decimal.
s_sendmsg 0x0
// CHECK: s_sendmsg sendmsg(0, 0, 0)              ; encoding: [0x00,0x00,0xb6,0xbf]
s_sendmsg 0x1
// CHECK: s_sendmsg sendmsg(MSG_INTERRUPT)        ; encoding: [0x01,0x00,0xb6,0xbf]
s_sendmsg 0x11
// CHECK: s_sendmsg sendmsg(17, 0, 0)             ; encoding: [0x11,0x00,0xb6,0xbf]
s_sendmsg 0x101
// CHECK: s_sendmsg sendmsg(MSG_INTERRUPT)        ; encoding: [0x01,0x01,0xb6,0xbf]
s_sendmsg 0x2
// CHECK: s_sendmsg sendmsg(MSG_HS_TESSFACTOR)    ; encoding: [0x02,0x00,0xb6,0xbf]
s_sendmsg 0x12
// CHECK: s_sendmsg sendmsg(18, 0, 0)             ; encoding: [0x12,0x00,0xb6,0xbf]
s_sendmsg 0x22
// CHECK: s_sendmsg sendmsg(34, 0, 0)             ; encoding: [0x22,0x00,0xb6,0xbf]
s_sendmsg 0x32
// CHECK: s_sendmsg sendmsg(50, 0, 0)             ; encoding: [0x32,0x00,0xb6,0xbf]
s_sendmsg 0x42
// CHECK: s_sendmsg sendmsg(66, 0, 0)             ; encoding: [0x42,0x00,0xb6,0xbf]
s_sendmsg 0x72
// CHECK: s_sendmsg sendmsg(114, 0, 0)            ; encoding: [0x72,0x00,0xb6,0xbf]
s_sendmsg 0x102
// CHECK: s_sendmsg sendmsg(MSG_HS_TESSFACTOR)    ; encoding: [0x02,0x01,0xb6,0xbf]
s_sendmsg 0x112
// CHECK: s_sendmsg 274                           ; encoding: [0x12,0x01,0xb6,0xbf]
s_sendmsg 0x312
// CHECK: s_sendmsg 786                           ; encoding: [0x12,0x03,0xb6,0xbf]
s_sendmsg 0x3
// CHECK: s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)    ; encoding: [0x03,0x00,0xb6,0xbf]
s_sendmsg 0x13
// CHECK: s_sendmsg sendmsg(19, 0, 0)             ; encoding: [0x13,0x00,0xb6,0xbf]
s_sendmsg 0x103
// CHECK: s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)    ; encoding: [0x03,0x01,0xb6,0xbf]
s_sendmsg 0x113
// CHECK: s_sendmsg 275                           ; encoding: [0x13,0x01,0xb6,0xbf]
s_sendmsg 0x4
// CHECK: s_sendmsg sendmsg(4, 0, 0)              ; encoding: [0x04,0x00,0xb6,0xbf]
s_sendmsg 0x14
// CHECK: s_sendmsg sendmsg(20, 0, 0)             ; encoding: [0x14,0x00,0xb6,0xbf]
s_sendmsg 0x5
// GFX11: s_sendmsg sendmsg(MSG_STALL_WAVE_GEN)   ; encoding: [0x05,0x00,0xb6,0xbf]
// GFX12: s_sendmsg sendmsg(5, 0, 0)              ; encoding: [0x05,0x00,0xb6,0xbf]
s_sendmsg 0x6
// GFX11: s_sendmsg sendmsg(MSG_HALT_WAVES)       ; encoding: [0x06,0x00,0xb6,0xbf]
// GFX12: s_sendmsg sendmsg(6, 0, 0)              ; encoding: [0x06,0x00,0xb6,0xbf]
s_sendmsg 0x7
// CHECK: s_sendmsg sendmsg(7, 0, 0)              ; encoding: [0x07,0x00,0xb6,0xbf]
s_sendmsg 0x8
// CHECK: s_sendmsg sendmsg(8, 0, 0)              ; encoding: [0x08,0x00,0xb6,0xbf]
s_sendmsg 0x9
// CHECK: s_sendmsg sendmsg(MSG_GS_ALLOC_REQ)     ; encoding: [0x09,0x00,0xb6,0xbf]
s_sendmsg 0xa
// CHECK: s_sendmsg sendmsg(10, 0, 0)             ; encoding: [0x0a,0x00,0xb6,0xbf]
s_sendmsg 0xb
// CHECK: s_sendmsg sendmsg(11, 0, 0)             ; encoding: [0x0b,0x00,0xb6,0xbf]
s_sendmsg 0xc
// CHECK: s_sendmsg sendmsg(12, 0, 0)             ; encoding: [0x0c,0x00,0xb6,0xbf]
s_sendmsg 0xe
// CHECK: s_sendmsg sendmsg(14, 0, 0)             ; encoding: [0x0e,0x00,0xb6,0xbf]
s_sendmsg 0xf
// CHECK: s_sendmsg sendmsg(15, 0, 0)             ; encoding: [0x0f,0x00,0xb6,0xbf]
s_sendmsg 0x1f
// CHECK: s_sendmsg sendmsg(31, 0, 0)             ; encoding: [0x1f,0x00,0xb6,0xbf]
s_sendmsg 0x2f
// CHECK: s_sendmsg sendmsg(47, 0, 0)             ; encoding: [0x2f,0x00,0xb6,0xbf]
s_sendmsg 0x3f
// CHECK: s_sendmsg sendmsg(63, 0, 0)             ; encoding: [0x3f,0x00,0xb6,0xbf]
s_sendmsg 0x4f
// CHECK: s_sendmsg sendmsg(79, 0, 0)             ; encoding: [0x4f,0x00,0xb6,0xbf]
s_sendmsg 0x5f
// CHECK: s_sendmsg sendmsg(95, 0, 0)             ; encoding: [0x5f,0x00,0xb6,0xbf]
s_sendmsg 0x11f
// CHECK: s_sendmsg 287                           ; encoding: [0x1f,0x01,0xb6,0xbf]
s_sendmsg 0x8f
// CHECK: s_sendmsg sendmsg(143, 0, 0)            ; encoding: [0x8f,0x00,0xb6,0xbf]
s_sendmsg 0x81
// CHECK: s_sendmsg sendmsg(MSG_RTN_GET_DDID)     ; encoding: [0x81,0x00,0xb6,0xbf]
s_sendmsg 0x82
// CHECK: s_sendmsg sendmsg(MSG_RTN_GET_TMA)      ; encoding: [0x82,0x00,0xb6,0xbf]
s_sendmsg 0x92
// CHECK: s_sendmsg sendmsg(146, 0, 0)            ; encoding: [0x92,0x00,0xb6,0xbf]
s_sendmsg 0x400
// CHECK: s_sendmsg 1024                          ; encoding: [0x00,0x04,0xb6,0xbf]
s_sendmsg 0x412
// CHECK: s_sendmsg 1042                          ; encoding: [0x12,0x04,0xb6,0xbf]
s_sendmsg 0xffff
// CHECK: s_sendmsg 65535                         ; encoding: [0xff,0xff,0xb6,0xbf]
s_sendmsg 0x80
// CHECK: s_sendmsg sendmsg(MSG_RTN_GET_DOORBELL) ; encoding: [0x80,0x00,0xb6,0xbf]
s_sendmsg 0x85
// CHECK: s_sendmsg sendmsg(MSG_RTN_GET_TBA)      ; encoding: [0x85,0x00,0xb6,0xbf]
s_sendmsg 0x86
// CHECK: s_sendmsg sendmsg(MSG_RTN_GET_TBA_TO_PC) ; encoding: [0x86,0x00,0xb6,0xbf]
s_sendmsg 0x87
// GFX11: s_sendmsg sendmsg(135, 0, 0)            ; encoding: [0x87,0x00,0xb6,0xbf]
// GFX12: s_sendmsg sendmsg(MSG_RTN_GET_SE_AID_ID) ; encoding: [0x87,0x00,0xb6,0xbf]
s_sendmsg 0x88
// CHECK: s_sendmsg sendmsg(136, 0, 0)            ; encoding: [0x88,0x00,0xb6,0xbf]
s_sendmsg 0xff
// CHECK: s_sendmsg sendmsg(255, 0, 0)            ; encoding: [0xff,0x00,0xb6,0xbf]
s_sendmsg 0x180
// CHECK: s_sendmsg sendmsg(MSG_RTN_GET_DOORBELL) ; encoding: [0x80,0x01,0xb6,0xbf]
s_sendmsg 0x181
// CHECK: s_sendmsg sendmsg(MSG_RTN_GET_DDID)     ; encoding: [0x81,0x01,0xb6,0xbf]
s_sendmsg 0x10
// CHECK: s_sendmsg sendmsg(16, 0, 0)             ; encoding: [0x10,0x00,0xb6,0xbf]
s_sendmsg 0x100
// CHECK: s_sendmsg 256                           ; encoding: [0x00,0x01,0xb6,0xbf]
