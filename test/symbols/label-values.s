// gfxas-only behaviour (EXTENSION, llvm-mc rejects labels in operands): a label
// has a value in instruction operands, its byte offset in .text, where every
// s_sendmsg, s_sendmsghalt, s_waitcnt and s_delay_alu statement is 4 bytes.
// Labels may be used before or after their definition. Printing of labels and
// .set lines stays llvm-mc's. The expected lines were written by hand from the
// gfxas specification (encodings match llvm-mc's output for the same numbers).
// RUN: gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s | FileCheck %s --match-full-lines
// CHECK: .text
start:
// CHECK-NEXT: start:
s_sendmsg (end - start) / 4
// CHECK-NEXT: s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP) ; encoding: [0x03,0x00,0x90,0xbf]
s_waitcnt lab
// CHECK-NEXT: s_waitcnt vmcnt(8) expcnt(0) lgkmcnt(0) ; encoding: [0x08,0x00,0x8c,0xbf]
lab:
// CHECK-NEXT: lab:
s_sendmsg lab
// CHECK-NEXT: s_sendmsg sendmsg(MSG_EARLY_PRIM_DEALLOC) ; encoding: [0x08,0x00,0x90,0xbf]
end:
// CHECK-NEXT: end:
s_sendmsg end
// CHECK-NEXT: s_sendmsg sendmsg(12, 0, 0)             ; encoding: [0x0c,0x00,0x90,0xbf]
s_sendmsg start
// CHECK-NEXT: s_sendmsg sendmsg(0, 0, 0)              ; encoding: [0x00,0x00,0x90,0xbf]
s_sendmsghalt (after - end) / 4
// CHECK-NEXT: s_sendmsghalt sendmsg(MSG_SAVEWAVE)     ; encoding: [0x04,0x00,0x91,0xbf]
// Assignments do not advance the offset; a label on an instruction line has
// the offset of that instruction.
dist = end - start
// CHECK-NEXT: .set dist, end-start
l2: s_waitcnt l2 - lab
// CHECK-NEXT: l2:
// CHECK-NEXT: s_waitcnt vmcnt(0) expcnt(1) lgkmcnt(0) ; encoding: [0x10,0x00,0x8c,0xbf]
after:
// CHECK-NEXT: after:
s_sendmsg (after - l2) / 4
// CHECK-NEXT: s_sendmsg sendmsg(MSG_INTERRUPT)        ; encoding: [0x01,0x00,0x90,0xbf]
