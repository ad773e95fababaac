// Found by the token differential (issue 28): llvm-mc's parseSOPPBrTarget
// reports a bad branch target and still succeeds, so the operands after it
// are read: their expressions' errors and directional labels count.
// RUN: not gfxas -triple=amdgcn -mcpu=gfx802 -show-encoding %s 2>&1 | FileCheck %s --implicit-check-not=error:
// CHECK: :[[@LINE+10]]:10: error: expected a 16-bit signed jump offset{{$}}
// CHECK: :[[@LINE+10]]:10: error: expected a 16-bit signed jump offset{{$}}
// CHECK: :[[@LINE+10]]:10: error: expected a 16-bit signed jump offset{{$}}
// CHECK: :[[@LINE+10]]:10: error: expected an absolute expression or a label{{$}}
// CHECK: :[[@LINE+10]]:10: error: expected a 16-bit signed jump offset{{$}}
// CHECK: :[[@LINE+9]]:18: error: unknown token in expression{{$}}
// CHECK: :[[@LINE+9]]:16: error: expected a 16-bit signed jump offset{{$}}
// CHECK: :[[@LINE+8]]:24: error: directional label undefined{{$}}
// CHECK: :[[@LINE+2]]:20: error: directional label undefined{{$}}

s_branch 4294967295'\t'f
s_branch 70000, s1
s_branch 70000 1f
s_branch a+1, |x|
s_branch 1.5 (1 +
s_cbranch_scc0 -40000, 1b
1:
