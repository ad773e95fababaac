// Found while speeding up float literals: llvm-mc's lexer reads a number
// that starts with a 0 and no '.' after it as octal, so "00.5" is the
// integer 00 and the float .5, "09.5" a bad octal number and "0e5" the
// integer 0 and the name e5; gfxas read all three as floats.
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s 2>&1 >/dev/null | FileCheck %s --check-prefixes=ERR --implicit-check-not=error: --implicit-check-not=warning:
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s 2>/dev/null | FileCheck %s --check-prefixes=CHECK --strict-whitespace

s_mov_b32 s0, 00.5
// ERR: :[[@LINE-1]]:17: error: invalid operand for instruction{{$}}
s_mov_b32 s0, 01.5
// ERR: :[[@LINE-1]]:17: error: invalid operand for instruction{{$}}
s_mov_b32 s0, 09.5
// ERR: :[[@LINE-1]]:15: error: failed parsing operand.{{$}}
s_mov_b32 s0, 0e5
// ERR: :[[@LINE-1]]:16: error: invalid operand for instruction{{$}}
s_mov_b32 s0, 00e1
// ERR: :[[@LINE-1]]:17: error: invalid operand for instruction{{$}}
s_mov_b32 s0, 0.5
// CHECK: s_mov_b32 s0, 0.5                       ; encoding: [0xf0,0x00,0x80,0xbe]
s_mov_b32 s0, 0.e1
// CHECK-NEXT: s_mov_b32 s0, 0                         ; encoding: [0x80,0x00,0x80,0xbe]
s_mov_b32 s0, 1e1
// CHECK-NEXT: s_mov_b32 s0, 0x41200000                ; encoding: [0xff,0x00,0x80,0xbe,0x00,0x00,0x20,0x41]
s_mov_b32 s0, 07
// CHECK-NEXT: s_mov_b32 s0, 7                         ; encoding: [0x87,0x00,0x80,0xbe]
x = 00.5
// ERR: :[[@LINE-1]]:7: error: expected newline{{$}}
.long 0e1
// ERR: :[[@LINE-1]]:8: error: unexpected token{{$}}
// CHECK-NEXT: .long	0
.long 010.5
// ERR: :[[@LINE-1]]:10: error: unexpected token{{$}}
// CHECK-NEXT: .long	8
.long 10.5
// ERR: :[[@LINE-1]]:7: error: out of range literal value{{$}}
