// s_sendmsg: printing of raw 16-bit values (FACTS 5.4; the 52 values of probes/sendmsg_raw_print)
// on GFX6/GFX7, GFX8, GFX9 and GFX10. Expected lines copied from llvm-mc 19.
// RUN: gfxas -triple=amdgcn -mcpu=tahiti -show-encoding %s | FileCheck %s --check-prefixes=CHECK,GFX6 --strict-whitespace
// RUN: gfxas -triple=amdgcn -mcpu=bonaire -show-encoding %s | FileCheck %s --check-prefixes=CHECK,GFX6 --strict-whitespace
// RUN: gfxas -triple=amdgcn -mcpu=tonga -show-encoding %s | FileCheck %s --check-prefixes=CHECK,GFX8 --strict-whitespace
// RUN: gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s | FileCheck %s --check-prefixes=CHECK,GFX9 --strict-whitespace
// RUN: gfxas -triple=amdgcn -mcpu=gfx90a -show-encoding %s | FileCheck %s --check-prefixes=CHECK,GFX9 --strict-whitespace
// RUN: gfxas -triple=amdgcn -mcpu=gfx1010 -show-encoding %s | FileCheck %s --check-prefixes=CHECK,GFX10 --strict-whitespace
// RUN: gfxas -triple=amdgcn -mcpu=gfx1030 -show-encoding %s | FileCheck %s --check-prefixes=CHECK,GFX10 --strict-whitespace

// Every raw value is encoded unchanged; the printed text is the name form when the fields
// decode to a valid combination (unused bits ignored), else sendmsg(ID, OP, STREAM), else decimal.
s_sendmsg 0x0
// CHECK: s_sendmsg sendmsg(0, 0, 0)              ; encoding: [0x00,0x00,0x90,0xbf]
s_sendmsg 0x1
// CHECK: s_sendmsg sendmsg(MSG_INTERRUPT)        ; encoding: [0x01,0x00,0x90,0xbf]
s_sendmsg 0x11
// CHECK: s_sendmsg sendmsg(1, 1, 0)              ; encoding: [0x11,0x00,0x90,0xbf]
s_sendmsg 0x101
// CHECK: s_sendmsg sendmsg(1, 0, 1)              ; encoding: [0x01,0x01,0x90,0xbf]
s_sendmsg 0x2
// CHECK: s_sendmsg sendmsg(2, 0, 0)              ; encoding: [0x02,0x00,0x90,0xbf]
s_sendmsg 0x12
// CHECK: s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, 0) ; encoding: [0x12,0x00,0x90,0xbf]
s_sendmsg 0x22
// CHECK: s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, 0) ; encoding: [0x22,0x00,0x90,0xbf]
s_sendmsg 0x32
// CHECK: s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT_CUT, 0) ; encoding: [0x32,0x00,0x90,0xbf]
s_sendmsg 0x42
// CHECK: s_sendmsg sendmsg(2, 4, 0)              ; encoding: [0x42,0x00,0x90,0xbf]
s_sendmsg 0x72
// CHECK: s_sendmsg sendmsg(2, 7, 0)              ; encoding: [0x72,0x00,0x90,0xbf]
s_sendmsg 0x102
// CHECK: s_sendmsg sendmsg(2, 0, 1)              ; encoding: [0x02,0x01,0x90,0xbf]
s_sendmsg 0x112
// CHECK: s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, 1) ; encoding: [0x12,0x01,0x90,0xbf]
s_sendmsg 0x312
// CHECK: s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, 3) ; encoding: [0x12,0x03,0x90,0xbf]
s_sendmsg 0x3
// CHECK: s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP) ; encoding: [0x03,0x00,0x90,0xbf]
s_sendmsg 0x13
// CHECK: s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_CUT, 0) ; encoding: [0x13,0x00,0x90,0xbf]
s_sendmsg 0x103
// CHECK: s_sendmsg sendmsg(3, 0, 1)              ; encoding: [0x03,0x01,0x90,0xbf]
s_sendmsg 0x113
// CHECK: s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_CUT, 1) ; encoding: [0x13,0x01,0x90,0xbf]
s_sendmsg 0x4
// GFX6: s_sendmsg sendmsg(4, 0, 0)              ; encoding: [0x04,0x00,0x90,0xbf]
// GFX8: s_sendmsg sendmsg(MSG_SAVEWAVE)         ; encoding: [0x04,0x00,0x90,0xbf]
// GFX9: s_sendmsg sendmsg(MSG_SAVEWAVE)         ; encoding: [0x04,0x00,0x90,0xbf]
// GFX10: s_sendmsg sendmsg(MSG_SAVEWAVE)         ; encoding: [0x04,0x00,0x90,0xbf]
s_sendmsg 0x14
// CHECK: s_sendmsg sendmsg(4, 1, 0)              ; encoding: [0x14,0x00,0x90,0xbf]
s_sendmsg 0x5
// GFX6: s_sendmsg sendmsg(5, 0, 0)              ; encoding: [0x05,0x00,0x90,0xbf]
// GFX8: s_sendmsg sendmsg(5, 0, 0)              ; encoding: [0x05,0x00,0x90,0xbf]
// GFX9: s_sendmsg sendmsg(MSG_STALL_WAVE_GEN)   ; encoding: [0x05,0x00,0x90,0xbf]
// GFX10: s_sendmsg sendmsg(MSG_STALL_WAVE_GEN)   ; encoding: [0x05,0x00,0x90,0xbf]
s_sendmsg 0x6
// GFX6: s_sendmsg sendmsg(6, 0, 0)              ; encoding: [0x06,0x00,0x90,0xbf]
// GFX8: s_sendmsg sendmsg(6, 0, 0)              ; encoding: [0x06,0x00,0x90,0xbf]
// GFX9: s_sendmsg sendmsg(MSG_HALT_WAVES)       ; encoding: [0x06,0x00,0x90,0xbf]
// GFX10: s_sendmsg sendmsg(MSG_HALT_WAVES)       ; encoding: [0x06,0x00,0x90,0xbf]
s_sendmsg 0x7
// GFX6: s_sendmsg sendmsg(7, 0, 0)              ; encoding: [0x07,0x00,0x90,0xbf]
// GFX8: s_sendmsg sendmsg(7, 0, 0)              ; encoding: [0x07,0x00,0x90,0xbf]
// GFX9: s_sendmsg sendmsg(MSG_ORDERED_PS_DONE)  ; encoding: [0x07,0x00,0x90,0xbf]
// GFX10: s_sendmsg sendmsg(MSG_ORDERED_PS_DONE)  ; encoding: [0x07,0x00,0x90,0xbf]
s_sendmsg 0x8
// GFX6: s_sendmsg sendmsg(8, 0, 0)              ; encoding: [0x08,0x00,0x90,0xbf]
// GFX8: s_sendmsg sendmsg(8, 0, 0)              ; encoding: [0x08,0x00,0x90,0xbf]
// GFX9: s_sendmsg sendmsg(MSG_EARLY_PRIM_DEALLOC) ; encoding: [0x08,0x00,0x90,0xbf]
// GFX10: s_sendmsg sendmsg(MSG_EARLY_PRIM_DEALLOC) ; encoding: [0x08,0x00,0x90,0xbf]
s_sendmsg 0x9
// GFX6: s_sendmsg sendmsg(9, 0, 0)              ; encoding: [0x09,0x00,0x90,0xbf]
// GFX8: s_sendmsg sendmsg(9, 0, 0)              ; encoding: [0x09,0x00,0x90,0xbf]
// GFX9: s_sendmsg sendmsg(MSG_GS_ALLOC_REQ)     ; encoding: [0x09,0x00,0x90,0xbf]
// GFX10: s_sendmsg sendmsg(MSG_GS_ALLOC_REQ)     ; encoding: [0x09,0x00,0x90,0xbf]
s_sendmsg 0xa
// GFX6: s_sendmsg sendmsg(10, 0, 0)             ; encoding: [0x0a,0x00,0x90,0xbf]
// GFX8: s_sendmsg sendmsg(10, 0, 0)             ; encoding: [0x0a,0x00,0x90,0xbf]
// GFX9: s_sendmsg sendmsg(MSG_GET_DOORBELL)     ; encoding: [0x0a,0x00,0x90,0xbf]
// GFX10: s_sendmsg sendmsg(MSG_GET_DOORBELL)     ; encoding: [0x0a,0x00,0x90,0xbf]
s_sendmsg 0xb
// GFX6: s_sendmsg sendmsg(11, 0, 0)             ; encoding: [0x0b,0x00,0x90,0xbf]
// GFX8: s_sendmsg sendmsg(11, 0, 0)             ; encoding: [0x0b,0x00,0x90,0xbf]
// GFX9: s_sendmsg sendmsg(11, 0, 0)             ; encoding: [0x0b,0x00,0x90,0xbf]
// GFX10: s_sendmsg sendmsg(MSG_GET_DDID)         ; encoding: [0x0b,0x00,0x90,0xbf]
s_sendmsg 0xc
// CHECK: s_sendmsg sendmsg(12, 0, 0)             ; encoding: [0x0c,0x00,0x90,0xbf]
s_sendmsg 0xe
// CHECK: s_sendmsg sendmsg(14, 0, 0)             ; encoding: [0x0e,0x00,0x90,0xbf]
s_sendmsg 0xf
// CHECK: s_sendmsg sendmsg(15, 0, 0)             ; encoding: [0x0f,0x00,0x90,0xbf]
s_sendmsg 0x1f
// CHECK: s_sendmsg sendmsg(MSG_SYSMSG, SYSMSG_OP_ECC_ERR_INTERRUPT) ; encoding: [0x1f,0x00,0x90,0xbf]
s_sendmsg 0x2f
// CHECK: s_sendmsg sendmsg(MSG_SYSMSG, SYSMSG_OP_REG_RD) ; encoding: [0x2f,0x00,0x90,0xbf]
s_sendmsg 0x3f
// GFX6: s_sendmsg sendmsg(MSG_SYSMSG, SYSMSG_OP_HOST_TRAP_ACK) ; encoding: [0x3f,0x00,0x90,0xbf]
// GFX8: s_sendmsg sendmsg(MSG_SYSMSG, SYSMSG_OP_HOST_TRAP_ACK) ; encoding: [0x3f,0x00,0x90,0xbf]
// GFX9: s_sendmsg sendmsg(15, 3, 0)             ; encoding: [0x3f,0x00,0x90,0xbf]
// GFX10: s_sendmsg sendmsg(15, 3, 0)             ; encoding: [0x3f,0x00,0x90,0xbf]
s_sendmsg 0x4f
// CHECK: s_sendmsg sendmsg(MSG_SYSMSG, SYSMSG_OP_TTRACE_PC) ; encoding: [0x4f,0x00,0x90,0xbf]
s_sendmsg 0x5f
// CHECK: s_sendmsg sendmsg(15, 5, 0)             ; encoding: [0x5f,0x00,0x90,0xbf]
s_sendmsg 0x11f
// CHECK: s_sendmsg sendmsg(15, 1, 1)             ; encoding: [0x1f,0x01,0x90,0xbf]
s_sendmsg 0x8f
// CHECK: s_sendmsg 143                           ; encoding: [0x8f,0x00,0x90,0xbf]
s_sendmsg 0x81
// CHECK: s_sendmsg sendmsg(MSG_INTERRUPT)        ; encoding: [0x81,0x00,0x90,0xbf]
s_sendmsg 0x82
// CHECK: s_sendmsg 130                           ; encoding: [0x82,0x00,0x90,0xbf]
s_sendmsg 0x92
// CHECK: s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, 0) ; encoding: [0x92,0x00,0x90,0xbf]
s_sendmsg 0x400
// CHECK: s_sendmsg 1024                          ; encoding: [0x00,0x04,0x90,0xbf]
s_sendmsg 0x412
// CHECK: s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, 0) ; encoding: [0x12,0x04,0x90,0xbf]
s_sendmsg 0xffff
// CHECK: s_sendmsg 65535                         ; encoding: [0xff,0xff,0x90,0xbf]
s_sendmsg 0x80
// CHECK: s_sendmsg 128                           ; encoding: [0x80,0x00,0x90,0xbf]
s_sendmsg 0x85
// GFX6: s_sendmsg 133                           ; encoding: [0x85,0x00,0x90,0xbf]
// GFX8: s_sendmsg 133                           ; encoding: [0x85,0x00,0x90,0xbf]
// GFX9: s_sendmsg sendmsg(MSG_STALL_WAVE_GEN)   ; encoding: [0x85,0x00,0x90,0xbf]
// GFX10: s_sendmsg sendmsg(MSG_STALL_WAVE_GEN)   ; encoding: [0x85,0x00,0x90,0xbf]
s_sendmsg 0x86
// GFX6: s_sendmsg 134                           ; encoding: [0x86,0x00,0x90,0xbf]
// GFX8: s_sendmsg 134                           ; encoding: [0x86,0x00,0x90,0xbf]
// GFX9: s_sendmsg sendmsg(MSG_HALT_WAVES)       ; encoding: [0x86,0x00,0x90,0xbf]
// GFX10: s_sendmsg sendmsg(MSG_HALT_WAVES)       ; encoding: [0x86,0x00,0x90,0xbf]
s_sendmsg 0x87
// GFX6: s_sendmsg 135                           ; encoding: [0x87,0x00,0x90,0xbf]
// GFX8: s_sendmsg 135                           ; encoding: [0x87,0x00,0x90,0xbf]
// GFX9: s_sendmsg sendmsg(MSG_ORDERED_PS_DONE)  ; encoding: [0x87,0x00,0x90,0xbf]
// GFX10: s_sendmsg sendmsg(MSG_ORDERED_PS_DONE)  ; encoding: [0x87,0x00,0x90,0xbf]
s_sendmsg 0x88
// GFX6: s_sendmsg 136                           ; encoding: [0x88,0x00,0x90,0xbf]
// GFX8: s_sendmsg 136                           ; encoding: [0x88,0x00,0x90,0xbf]
// GFX9: s_sendmsg sendmsg(MSG_EARLY_PRIM_DEALLOC) ; encoding: [0x88,0x00,0x90,0xbf]
// GFX10: s_sendmsg sendmsg(MSG_EARLY_PRIM_DEALLOC) ; encoding: [0x88,0x00,0x90,0xbf]
s_sendmsg 0xff
// CHECK: s_sendmsg 255                           ; encoding: [0xff,0x00,0x90,0xbf]
s_sendmsg 0x180
// CHECK: s_sendmsg 384                           ; encoding: [0x80,0x01,0x90,0xbf]
s_sendmsg 0x181
// CHECK: s_sendmsg 385                           ; encoding: [0x81,0x01,0x90,0xbf]
s_sendmsg 0x10
// CHECK: s_sendmsg sendmsg(0, 1, 0)              ; encoding: [0x10,0x00,0x90,0xbf]
s_sendmsg 0x100
// CHECK: s_sendmsg sendmsg(0, 0, 1)              ; encoding: [0x00,0x01,0x90,0xbf]
