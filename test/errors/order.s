// Several errors in one file: diagnostics come in line order, the valid lines
// are still listed on stdout, and the exit status is 1.
// Every CHECK line below was produced by llvm-mc 19.
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s > %t.out 2> %t.err
// RUN: FileCheck %s --match-full-lines < %t.out
// RUN: FileCheck %s --check-prefix=ERR --implicit-check-not=error: < %t.err
// CHECK: .text
s_sendmsg 1
// CHECK-NEXT: s_sendmsg sendmsg(MSG_INTERRUPT)        ; encoding: [0x01,0x00,0x90,0xbf]
s_sendmsg 65536
// ERR: :[[@LINE-1]]:11: error: invalid immediate: only 16-bit values are legal
x = 1
// CHECK-NEXT: .set x, 1
s_waitcnt vmcnt(64)
// ERR: :[[@LINE-1]]:17: error: too large value for vmcnt
s_waitcnt vmcnt(1)
// CHECK-NEXT: s_waitcnt vmcnt(1)                      ; encoding: [0x71,0x0f,0x8c,0xbf]
.set y
// ERR: :[[@LINE-1]]:7: error: expected comma
y = x + 1
// CHECK-NEXT: .set y, 2
s_foo
// ERR: :[[@LINE-1]]:1: error: invalid instruction
s_sendmsg sendmsg(MSG_GS)
// ERR: :[[@LINE-1]]:19: error: missing message operation
s_sendmsg sendmsg(MSG_GS, GS_OP_CUT)
// CHECK-NEXT: s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, 0) ; encoding: [0x12,0x00,0x90,0xbf]
lab:
// CHECK-NEXT: lab:
lab:
// CHECK-NEXT: lab:
// ERR: :[[@LINE-2]]:1: error: symbol 'lab' is already defined
q = 1 +
// ERR: :[[@LINE-1]]:8: error: unknown token in expression
// ERR: :[[@LINE-2]]:8: error: missing expression
s_waitcnt y
// CHECK-NEXT: s_waitcnt vmcnt(2) expcnt(0) lgkmcnt(0) ; encoding: [0x02,0x00,0x8c,0xbf]
s_waitcnt vmcnt(1) | expcnt(0)
// ERR: :[[@LINE-1]]:20: error: expected a counter name
s_sendmsg 1 ** 2
// ERR: :[[@LINE-1]]:14: error: invalid token in expression
z = 5
// CHECK-NEXT: .set z, 5
s_sendmsghalt sendmsg(MSG_INTERRUPT, 1)
// ERR: :[[@LINE-1]]:38: error: message does not support operations
s_sendmsghalt sendmsg(MSG_INTERRUPT)
// CHECK-NEXT: s_sendmsghalt sendmsg(MSG_INTERRUPT)    ; encoding: [0x01,0x00,0x91,0xbf]
