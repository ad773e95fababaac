// Malformed literals and arithmetic llvm-mc gets wrong. The literal errors
// are llvm-mc 19's; division and remainder by zero, INT64_MIN / -1 and
// % -1 (which crash llvm-mc) and shifts outside [0, 63] (which llvm-mc
// wraps) are gfxas's own errors (see test/deviations/division.s).
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 %s 2>&1 >/dev/null | FileCheck %s --implicit-check-not=error:
a = 18446744073709551616
// CHECK: :[[@LINE-1]]:5: error: literal value out of range for directive
// CHECK: :[[@LINE-2]]:5: error: missing expression
b = 0x
// CHECK: :[[@LINE-1]]:5: error: missing expression
c = 0b2
// CHECK: :[[@LINE-1]]:5: error: missing expression
0x
// CHECK: :[[@LINE-1]]:1: error: invalid hexadecimal number
// CHECK: :[[@LINE-2]]:1: error: unexpected token at start of statement
0b2
// CHECK: :[[@LINE-1]]:1: error: invalid binary number
// CHECK: :[[@LINE-2]]:1: error: unexpected token at start of statement
d = 1 / 0
// CHECK: :[[@LINE-1]]:7: error: division by zero
e = 1 % 0
// CHECK: :[[@LINE-1]]:7: error: remainder by zero
f = (-9223372036854775807 - 1) / -1
// CHECK: :[[@LINE-1]]:32: error: signed division overflow
g = (-9223372036854775807 - 1) % -1
// CHECK: :[[@LINE-1]]:32: error: signed division overflow
h = 1 << -1
// CHECK: :[[@LINE-1]]:7: error: shift amount -1 is out of range [0, 63]
i = 1 << 64
// CHECK: :[[@LINE-1]]:7: error: shift amount 64 is out of range [0, 63]
j = 1 >> 1000
// CHECK: :[[@LINE-1]]:7: error: shift amount 1000 is out of range [0, 63]
s_nop 1 / 0
// CHECK: :[[@LINE-1]]:7: error: invalid operand for instruction
// CHECK: :[[@LINE-2]]:9: note: division by zero
'a
// CHECK: :[[@LINE-1]]:1: error: single quote way too long
// CHECK: :[[@LINE-2]]:1: error: unexpected token at start of statement
s_nop 0
/* an unterminated comment swallows the rest of the file
// CHECK: :[[@LINE-1]]:1: error: unterminated comment
// CHECK: :[[@LINE-2]]:1: error: unexpected token at start of statement
s_nop 1 / 0
