// A statement that starts with a token llvm-mc's lexer rejects gets the
// lexer's own message, then "unexpected token at start of statement".
// Strings and braces are names there. Every CHECK line was produced by
// llvm-mc 19.
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 %s | FileCheck %s --match-full-lines
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 %s 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR --implicit-check-not=error:
// CHECK: .text
08
// ERR: :[[@LINE-1]]:1: error: invalid octal number
// ERR: :[[@LINE-2]]:1: error: unexpected token at start of statement
0x
// ERR: :[[@LINE-1]]:1: error: invalid hexadecimal number
// ERR: :[[@LINE-2]]:1: error: unexpected token at start of statement
0b2
// ERR: :[[@LINE-1]]:1: error: invalid binary number
// ERR: :[[@LINE-2]]:1: error: unexpected token at start of statement
0x1.0q
// ERR: :[[@LINE-1]]:1: error: invalid hexadecimal floating-point constant: expected exponent part 'p'
// ERR: :[[@LINE-2]]:1: error: unexpected token at start of statement
0x1.0p
// ERR: :[[@LINE-1]]:1: error: invalid hexadecimal floating-point constant: expected at least one exponent digit
// ERR: :[[@LINE-2]]:1: error: unexpected token at start of statement
`
// ERR: :[[@LINE-1]]:1: error: invalid character in input
// ERR: :[[@LINE-2]]:1: error: unexpected token at start of statement
lab: 08
// CHECK-NEXT: lab:
// ERR: :[[@LINE-2]]:6: error: invalid octal number
// ERR: :[[@LINE-3]]:6: error: unexpected token at start of statement
"abc"
// ERR: :[[@LINE-1]]:1: error: invalid instruction
"s_nop" 1
// CHECK-NEXT: s_nop 1
".set" a, 1
// CHECK-NEXT: .set a, 1
// CHECK-NEXT: .no_dead_strip a
{ s_nop 0
// ERR: :[[@LINE-1]]:1: error: invalid instruction
}
// ERR: :[[@LINE-1]]:1: error: invalid instruction
\ x
// ERR: :[[@LINE-1]]:1: error: unexpected token at start of statement
s_nop 1 + `
// ERR: :[[@LINE-1]]:11: error: failed parsing operand.
b = `
// ERR: :[[@LINE-1]]:5: error: missing expression
.text `
// ERR: :[[@LINE-1]]:7: error: invalid character in input
'a
// ERR: :[[@LINE-1]]:1: error: single quote way too long
// ERR: :[[@LINE-2]]:1: error: unexpected token at start of statement
/* unterminated
// ERR: :[[@LINE-1]]:1: error: unterminated comment
// ERR: :[[@LINE-2]]:1: error: unexpected token at start of statement
