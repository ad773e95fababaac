// Seed example gfx9_msg.gfx900.s from /work/shared/seeds/examples (input copied unchanged below).
// CHECK lines: llvm-mc 19's output (equal to gfx9_msg.gfx900.expected); the diff RUN line compares the
// complete output of this file with Inputs/gfx9_msg.gfx900.expected, produced by llvm-mc 19 on this file.
// RUN: gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s | FileCheck %s --strict-whitespace
// RUN: gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s | diff -u %S/Inputs/gfx9_msg.gfx900.expected -
// RUN: gfxas -mcpu=gfx900 -show-encoding < %s | diff -u %S/Inputs/gfx9_msg.gfx900.expected -
// Examples from 000_0384c5f94a483ce9.txt (GFX9 msg operand)
// numeric message code
msg = 0x10
// CHECK: .set msg, 16
s_sendmsg 0x12
// CHECK: s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, 0) ; encoding: [0x12,0x00,0x90,0xbf]
s_sendmsg msg + 2
// CHECK: s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, 0) ; encoding: [0x12,0x00,0x90,0xbf]

// sendmsg with strict arguments validation
s_sendmsg sendmsg(MSG_INTERRUPT)
// CHECK: s_sendmsg sendmsg(MSG_INTERRUPT)        ; encoding: [0x01,0x00,0x90,0xbf]
s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT)
// CHECK: s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, 0) ; encoding: [0x22,0x00,0x90,0xbf]
s_sendmsg sendmsg(MSG_GS, 2)
// CHECK: s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, 0) ; encoding: [0x22,0x00,0x90,0xbf]
s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_EMIT_CUT, 1)
// CHECK: s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_EMIT_CUT, 1) ; encoding: [0x33,0x01,0x90,0xbf]
s_sendmsg sendmsg(MSG_SYSMSG, SYSMSG_OP_TTRACE_PC)
// CHECK: s_sendmsg sendmsg(MSG_SYSMSG, SYSMSG_OP_TTRACE_PC) ; encoding: [0x4f,0x00,0x90,0xbf]
s_sendmsg sendmsg(MSG_GET_DOORBELL)
// CHECK: s_sendmsg sendmsg(MSG_GET_DOORBELL)     ; encoding: [0x0a,0x00,0x90,0xbf]

// sendmsg with validation of value range only
msg = 2
// CHECK: .set msg, 2
op = 3
// CHECK: .set op, 3
stream = 1
// CHECK: .set stream, 1
s_sendmsg sendmsg(msg, op, stream)
// CHECK: s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT_CUT, 1) ; encoding: [0x32,0x01,0x90,0xbf]
s_sendmsg sendmsg(2, GS_OP_CUT)
// CHECK: s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, 0) ; encoding: [0x12,0x00,0x90,0xbf]
