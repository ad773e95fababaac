// Directive and statement-level errors.
// Every CHECK line below was produced by llvm-mc 19.
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s | FileCheck %s --match-full-lines
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 %s 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR --implicit-check-not=error:
// CHECK: .text
ok1 = 1
// CHECK-NEXT: .set ok1, 1
.foo 1
// ERR: :[[@LINE-1]]:1: error: unknown directive
.sett x, 1
// ERR: :[[@LINE-1]]:1: error: unknown directive
.set y 1
// ERR: :[[@LINE-1]]:8: error: expected comma
.set z
// ERR: :[[@LINE-1]]:7: error: expected comma
.set
// ERR: :[[@LINE-1]]:5: error: expected identifier
.set , 1
// ERR: :[[@LINE-1]]:6: error: expected identifier
.set 1w, 2
// ERR: :[[@LINE-1]]:6: error: expected identifier
.equ
// ERR: :[[@LINE-1]]:5: error: expected identifier
.equ q 1
// ERR: :[[@LINE-1]]:8: error: expected comma
.equiv
// ERR: :[[@LINE-1]]:7: error: expected identifier
.equiv , 3
// ERR: :[[@LINE-1]]:8: error: expected identifier
.set r, 1 2
// ERR: :[[@LINE-1]]:11: error: expected newline
.set r2, 1,
// ERR: :[[@LINE-1]]:11: error: expected newline
v = 1)
// ERR: :[[@LINE-1]]:6: error: expected newline
a = 10h
// ERR: :[[@LINE-1]]:7: error: expected newline
.equiv n, 2
// CHECK-NEXT: .set n, 2
// CHECK-NEXT: .no_dead_strip	n
.equiv n, 3
// ERR: :[[@LINE-1]]:11: error: redefinition of 'n'
s_foo 0
// ERR: :[[@LINE-1]]:1: error: invalid instruction
S_FOO 0
// ERR: :[[@LINE-1]]:1: error: invalid instruction
s_sendmsg1 1
// ERR: :[[@LINE-1]]:1: error: invalid instruction, did you mean: s_sendmsg?
s_delay_alu 0
// ERR: :[[@LINE-1]]:1: error: instruction not supported on this GPU
s_waitcnt
// ERR: :[[@LINE-1]]:1: error: too few operands for instruction
s_sendmsg
// ERR: :[[@LINE-1]]:1: error: too few operands for instruction
s_sendmsghalt
// ERR: :[[@LINE-1]]:1: error: too few operands for instruction
s_waitcnt 5 vmcnt(1)
// ERR: :[[@LINE-1]]:13: error: invalid operand for instruction
s_sendmsg 1, 2
// ERR: :[[@LINE-1]]:14: error: invalid operand for instruction
s_sendmsg 1 2
// ERR: :[[@LINE-1]]:13: error: invalid operand for instruction
= 1
// ERR: :[[@LINE-1]]:1: error: unexpected token at start of statement
1 = 2
// ERR: :[[@LINE-1]]:1: error: unexpected token at start of statement
"q" = 3
// CHECK-NEXT: .set q, 3
ok2 = 2
// CHECK-NEXT: .set ok2, 2
