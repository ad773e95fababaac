// Found by the token differential (issue 28): after a number, llvm-mc looks
// up the variant of the name that follows (for "1f@rel32@lo"), whatever the
// name, and refuses one it does not know.
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s 2>&1 | FileCheck %s --implicit-check-not=error:

.short 9a@
// CHECK: :[[@LINE-1]]:9: error: invalid variant ''{{$}}
.short 9a@x
// CHECK: :[[@LINE-1]]:9: error: invalid variant 'x'{{$}}
.short 9b@
// CHECK: :[[@LINE-1]]:9: error: invalid variant ''{{$}}
.short 9a@got
// CHECK: :[[@LINE-1]]:9: error: unexpected token{{$}}
.long '\t'a@
.long 1
// CHECK: :[[@LINE-2]]:11: error: invalid variant ''{{$}}
