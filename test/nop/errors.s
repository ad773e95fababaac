// s_nop errors; messages and columns are llvm-mc 19's.
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 %s 2>&1 | FileCheck %s --implicit-check-not=error:

s_nop
// CHECK: :[[@LINE-1]]:1: error: too few operands for instruction
s_nop undefined_symbol
// CHECK: :[[@LINE-1]]:7: error: invalid operand for instruction
s_nop sendmsg(MSG_GS)
// CHECK: :[[@LINE-1]]:7: error: invalid operand for instruction
s_nop 1, 2
// CHECK: :[[@LINE-1]]:10: error: invalid operand for instruction
