// Found while checking issue 28's '.' labels: llvm-mc's parseAbsoluteExpression
// reports "expected absolute expression" where the expression starts, not
// at its operator, for the alignment's and .fill's operands and a
// section's entry size. gfxas reported the operator's column.
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s 2>&1 >/dev/null | FileCheck %s --implicit-check-not=error:

s_1:
.p2align 2 - s_1
// CHECK: :[[@LINE-1]]:10: error: expected absolute expression{{$}}
.p2align 2, 2 - s_1
// CHECK: :[[@LINE-1]]:13: error: expected absolute expression{{$}}
.p2align 2, 0, 2 - s_1
// CHECK: :[[@LINE-1]]:16: error: expected absolute expression{{$}}
.fill 1, 2 - s_1
// CHECK: :[[@LINE-1]]:10: error: expected absolute expression{{$}}
.fill 1, 1, 2 - s_1
// CHECK: :[[@LINE-1]]:13: error: expected absolute expression{{$}}
.fill 1, 1, . - s_1
// CHECK: :[[@LINE-1]]:13: error: expected absolute expression{{$}}
.zero 1, 2 - s_1
// CHECK: :[[@LINE-1]]:10: error: expected absolute expression{{$}}
.p2alignw 2, 2 - s_1
// CHECK: :[[@LINE-1]]:14: error: expected absolute expression{{$}}
.balign 4, (2) - s_1
// CHECK: :[[@LINE-1]]:12: error: expected absolute expression{{$}}
.balignl 4, 2 - s_1
// CHECK: :[[@LINE-1]]:13: error: expected absolute expression{{$}}
.section .foo,"aM",@progbits,2 - s_1
// CHECK: :[[@LINE-1]]:30: error: expected absolute expression{{$}}
