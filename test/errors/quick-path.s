// Lines that look like the quick path's (lib/QuickStatement.cpp) but that
// llvm-mc refuses: the quick path leaves them to the parser, which reports
// them, and recovers as llvm-mc does after a refused assignment or label.
// Every CHECK line below was produced by llvm-mc 19.
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s > %t.out 2> %t.err
// RUN: FileCheck %s --match-full-lines < %t.out
// RUN: FileCheck %s --check-prefix=ERR --implicit-check-not=error: < %t.err
// CHECK: .text
  s_waitcnt vmcnt(64)
// ERR: :[[@LINE-1]]:19: error: too large value for vmcnt
  s_waitcnt vmcnt(1),
// ERR: :[[@LINE-1]]:22: error: expected a counter name
  s_waitcnt vmcnt(1) &
// ERR: :[[@LINE-1]]:23: error: expected a counter name
  s_waitcnt vmcnt(1) foo(2)
// ERR: :[[@LINE-1]]:22: error: invalid counter name foo
  s_sendmsg sendmsg(MSG_GS)
// ERR: :[[@LINE-1]]:21: error: missing message operation
  s_sendmsg sendmsg(MSG_INTERRUPT, 1)
// ERR: :[[@LINE-1]]:36: error: message does not support operations
  s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, 4)
// ERR: :[[@LINE-1]]:41: error: invalid message stream id
  s_sendmsg 65536
// ERR: :[[@LINE-1]]:13: error: invalid immediate: only 16-bit values are legal
  s_nop 1, 2
// ERR: :[[@LINE-1]]:12: error: invalid operand for instruction
  s_nop
// ERR: :[[@LINE-1]]:3: error: too few operands for instruction
  s_nop 3 4
// ERR: :[[@LINE-1]]:11: error: invalid operand for instruction
  s_foo 1
// ERR: :[[@LINE-1]]:3: error: invalid instruction
lab:
// CHECK-NEXT: lab:
lab = 3
// ERR: :[[@LINE-1]]:7: error: redefinition of 'lab'
  s_nop 1
// CHECK-NEXT: s_nop 1                                 ; encoding: [0x01,0x00,0x80,0xbf]
lab:
// ERR: :[[@LINE-1]]:1: error: symbol 'lab' is already defined
// CHECK-NEXT: lab:
  s_nop 2
// CHECK-NEXT: s_nop 2                                 ; encoding: [0x02,0x00,0x80,0xbf]
c = 1
// CHECK-NEXT: .set c, 1
.equiv c, 2
// ERR: :[[@LINE-1]]:11: error: redefinition of 'c'
  s_nop c
// CHECK-NEXT: s_nop 1                                 ; encoding: [0x01,0x00,0x80,0xbf]
// A refused assignment followed by a block comment: llvm-mc then drops the
// next statement without a word.
lab = 4
/* */ s_nop 5
// ERR: :[[@LINE-2]]:7: error: redefinition of 'lab'
// CHECK-NOT: s_nop 5
  s_nop 6
// CHECK-NEXT: s_nop 6                                 ; encoding: [0x06,0x00,0x80,0xbf]
// ".5" is a floating-point literal, never a name: no label, no assignment.
.5:
// ERR: :[[@LINE-1]]:1: error: unexpected token at start of statement
.5 = 3
// ERR: :[[@LINE-1]]:1: error: unexpected token at start of statement
  s_nop 7
// CHECK-NEXT: s_nop 7                                 ; encoding: [0x07,0x00,0x80,0xbf]
// Assignments whose expression the quick path gives up on: the parser
// reports them.
e1 = (1 + 2
// ERR: :[[@LINE-1]]:12: error: expected ')'
// ERR: :[[@LINE-2]]:12: error: missing expression
e2 = 1 +
// ERR: :[[@LINE-1]]:9: error: unknown token in expression
// ERR: :[[@LINE-2]]:9: error: missing expression
e3 = c y
// ERR: :[[@LINE-1]]:8: error: expected newline
e4 = 1 + (2)3
// ERR: :[[@LINE-1]]:13: error: expected newline
e5 = 1 + c
// CHECK-NEXT: .set e5, 2
