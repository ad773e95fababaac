// Expression syntax errors, in assignments and in operands.
// Every CHECK line below was produced by llvm-mc 19.
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s | FileCheck %s --match-full-lines
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 %s 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR --implicit-check-not=error:
// CHECK: .text
ok1 = 1
// CHECK-NEXT: .set ok1, 1
// Missing right side: two errors on one line, both at the end.
q =
// ERR: :[[@LINE-1]]:4: error: unknown token in expression
// ERR: :[[@LINE-2]]:4: error: missing expression
t = 1 +
// ERR: :[[@LINE-1]]:8: error: unknown token in expression
// ERR: :[[@LINE-2]]:8: error: missing expression
// Unbalanced parentheses.
u = (1
// ERR: :[[@LINE-1]]:7: error: expected ')'
// ERR: :[[@LINE-2]]:7: error: missing expression
v = 1)
// ERR: :[[@LINE-1]]:6: error: expected newline
w = ((1 + 2)
// ERR: :[[@LINE-1]]:13: error: expected ')'
// ERR: :[[@LINE-2]]:13: error: missing expression
// Doubled operators.
x1 = 1 ** 2
// ERR: :[[@LINE-1]]:9: error: invalid token in expression
// ERR: :[[@LINE-2]]:9: error: missing expression
x2 = 1 // 2
// CHECK-NEXT: .set x2, 1
x3 = 1 < > 2
// ERR: :[[@LINE-1]]:10: error: unknown token in expression
// ERR: :[[@LINE-2]]:10: error: missing expression
x4 = 1 & & 2
// ERR: :[[@LINE-1]]:10: error: unknown token in expression
// ERR: :[[@LINE-2]]:10: error: missing expression
x5 = 1 | | 2
// ERR: :[[@LINE-1]]:10: error: unknown token in expression
// ERR: :[[@LINE-2]]:10: error: missing expression
// Operators without operands.
y1 = ~
// ERR: :[[@LINE-1]]:7: error: unknown token in expression
// ERR: :[[@LINE-2]]:7: error: missing expression
y2 = * 2
// ERR: :[[@LINE-1]]:6: error: invalid token in expression
// ERR: :[[@LINE-2]]:6: error: missing expression
y3 = ()
// ERR: :[[@LINE-1]]:7: error: unknown token in expression
// ERR: :[[@LINE-2]]:7: error: missing expression
y4 = 1 2
// ERR: :[[@LINE-1]]:8: error: expected newline
y5 = 1 +
// ERR: :[[@LINE-1]]:9: error: unknown token in expression
// ERR: :[[@LINE-2]]:9: error: missing expression
// Unknown characters.
z1 = 1 # 2
// ERR: :[[@LINE-1]]:8: error: expected newline
z2 = 1 @ 2
// ERR: :[[@LINE-1]]:10: error: unexpected symbol modifier following '@'
// ERR: :[[@LINE-2]]:10: error: missing expression
z3 = 1 ? 2 : 3
// ERR: :[[@LINE-1]]:8: error: expected newline
z4 = 1 \ 2
// ERR: :[[@LINE-1]]:8: error: expected newline
ok2 = 2
// CHECK-NEXT: .set ok2, 2
// The same errors in instruction operands.
s_sendmsg (1
// ERR: :[[@LINE-1]]:13: error: expected ')'
s_sendmsg 1 +
// ERR: :[[@LINE-1]]:14: error: unknown token in expression
s_sendmsg 1)
// ERR: :[[@LINE-1]]:12: error: unknown token in expression
s_sendmsg ~
// ERR: :[[@LINE-1]]:12: error: unknown token in expression
s_sendmsg 1 ** 2
// ERR: :[[@LINE-1]]:14: error: invalid token in expression
s_sendmsg ()
// ERR: :[[@LINE-1]]:12: error: unknown token in expression
s_sendmsg 1 ++
// ERR: :[[@LINE-1]]:15: error: unknown token in expression
s_waitcnt vmcnt(1 +)
// ERR: :[[@LINE-1]]:20: error: unknown token in expression
s_waitcnt vmcnt((1)
// ERR: :[[@LINE-1]]:20: error: expected a closing parenthesis
s_waitcnt (1
// ERR: :[[@LINE-1]]:13: error: expected ')'
s_waitcnt 1 ** 2
// ERR: :[[@LINE-1]]:14: error: invalid token in expression
s_waitcnt vmcnt()
// ERR: :[[@LINE-1]]:17: error: unknown token in expression
s_sendmsg sendmsg(1 +)
// ERR: :[[@LINE-1]]:22: error: unknown token in expression
s_sendmsg sendmsg(2, 1 +)
// ERR: :[[@LINE-1]]:25: error: unknown token in expression
s_sendmsg sendmsg(2, 1, 1 +)
// ERR: :[[@LINE-1]]:28: error: unknown token in expression
s_sendmsg sendmsg((1)
// ERR: :[[@LINE-1]]:22: error: expected a closing parenthesis
s_sendmsg sendmsg()
// ERR: :[[@LINE-1]]:19: error: unknown token in expression
s_sendmsg 1 # 2
// ERR: :[[@LINE-1]]:13: error: unknown token in expression
ok3 = 3
// CHECK-NEXT: .set ok3, 3
