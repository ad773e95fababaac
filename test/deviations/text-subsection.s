// gfxas-only behaviour (DEVIATION): llvm-mc places the code of ".text N"
// after the lower-numbered subsections. gfxas keeps a single subsection: 0
// (written any way) is accepted, any other number is an error rather than a
// different layout. The other errors are llvm-mc's; llvm-mc reports the
// out-of-range one at "<unknown>:0", gfxas at the expression.
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 %s | FileCheck %s --match-full-lines
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 %s 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR --implicit-check-not=error:
// CHECK: .text
.text 0
.text 2-2
	s_nop 0
// CHECK-NEXT: s_nop 0
.text 1
// ERR: :[[@LINE-1]]:7: error: gfxas does not support .text subsections other than 0
.text x+1
// ERR: :[[@LINE-1]]:8: error: cannot evaluate subsection number
.text -1
// ERR: :[[@LINE-1]]:7: error: subsection number -1 is not within [0,2147483647]
.text 0x80000000
// ERR: :[[@LINE-1]]:7: error: subsection number 2147483648 is not within [0,2147483647]
.text 0 2
// ERR: :[[@LINE-1]]:9: error: expected newline
