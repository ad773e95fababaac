// s_nop: a plain 16-bit immediate that llvm-mc prints as the 32-bit value
// written (-16..64 in decimal, anything else in hexadecimal). CHECK lines
// are llvm-mc 19's output.
// RUN: gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s | FileCheck %s --strict-whitespace
// RUN: gfxas -triple=amdgcn -mcpu=tahiti -show-encoding %s | FileCheck %s --strict-whitespace
// RUN: gfxas -triple=amdgcn -mcpu=gfx1100 -show-encoding %s | FileCheck %s --strict-whitespace
// RUN: gfxas -triple=amdgcn -mcpu=gfx1200 -show-encoding %s | FileCheck %s --strict-whitespace

s_nop 0
// CHECK: 	s_nop 0                                 ; encoding: [0x00,0x00,0x80,0xbf]
s_nop 7
// CHECK: 	s_nop 7                                 ; encoding: [0x07,0x00,0x80,0xbf]
s_nop 64
// CHECK: 	s_nop 64                                ; encoding: [0x40,0x00,0x80,0xbf]
s_nop 65
// CHECK: 	s_nop 0x41                              ; encoding: [0x41,0x00,0x80,0xbf]
s_nop -16
// CHECK: 	s_nop -16                               ; encoding: [0xf0,0xff,0x80,0xbf]
s_nop -17
// CHECK: 	s_nop 0xffffffef                        ; encoding: [0xef,0xff,0x80,0xbf]
s_nop 0x7fff
// CHECK: 	s_nop 0x7fff                            ; encoding: [0xff,0x7f,0x80,0xbf]
s_nop 0xffff
// CHECK: 	s_nop 0xffff                            ; encoding: [0xff,0xff,0x80,0xbf]
s_nop 0x12345
// CHECK: 	s_nop 0x12345                           ; encoding: [0x45,0x23,0x80,0xbf]
s_nop 0x123456789
// CHECK: 	s_nop 0x23456789                        ; encoding: [0x89,0x67,0x80,0xbf]
s_nop 0xffffffff
// CHECK: 	s_nop -1                                ; encoding: [0xff,0xff,0x80,0xbf]
s_nop 1 + 2 * 3
// CHECK: 	s_nop 7                                 ; encoding: [0x07,0x00,0x80,0xbf]
s_nop 1.0
// CHECK: 	s_nop 0                                 ; encoding: [0x00,0x00,0x80,0xbf]
c = 3
// CHECK: .set c, 3
s_nop c
// CHECK: 	s_nop 3                                 ; encoding: [0x03,0x00,0x80,0xbf]
S_NOP 5
// CHECK: 	s_nop 5                                 ; encoding: [0x05,0x00,0x80,0xbf]
