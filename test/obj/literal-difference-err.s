// Literals llvm-mc's ELF writer refuses (issue 28): a symbol subtracted must
// be defined, and in the literal's section; an undefined private symbol is
// an error without a location. gfxas reports llvm-mc's message where it did
// its own ("its value rests on an undefined symbol").
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.o %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not %llvm-mc -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.ref.o %s 2>&1 | FileCheck %s --implicit-check-not=error:

s_2:
s_add_u32 s0, s0, obj2 - f1
// CHECK: :[[@LINE-1]]:1: error: symbol 'f1' can not be undefined in a subtraction expression{{$}}
s_mov_b32 s0, s_2 - u
// CHECK: :[[@LINE-1]]:1: error: symbol 'u' can not be undefined in a subtraction expression{{$}}
s_mov_b32 s0, u - v
s_add_u32 s0, s0, .L1 - s_2
// CHECK: :[[@LINE-2]]:1: error: symbol 'v' can not be undefined in a subtraction expression{{$}}
s_mov_b32 s0, u - s_2 - s_2
.data
// CHECK: :[[@LINE-2]]:1: error: expected relocatable expression{{$}}
d:
.text
s_mov_b32 s0, u - d
// CHECK: :[[@LINE-1]]:1: error: Cannot represent a difference across sections{{$}}
s_mov_b32 s0, s_2 - d
// CHECK: :[[@LINE-1]]:1: error: Cannot represent a difference across sections{{$}}
.long u - d
// CHECK: :[[@LINE-1]]:7: error: Cannot represent a difference across sections{{$}}
// CHECK: <unknown>:0: error: Undefined temporary symbol .L1{{$}}
