// Values and literals keeping an undefined symbol's address through a
// variable that llvm-mc's object refuses, with its messages at its lines
// (the ones it relocates are in variable-relocations.test).
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.o %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not test -e %t.o
// The listing has no such errors.
// RUN: gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s | FileCheck %s --check-prefix=LIST
// CHECK: :[[@LINE+17]]:10: error: undefined label 'ext'{{$}}
// CHECK: :[[@LINE+18]]:9: error: undefined label 'ext'{{$}}
// CHECK: :[[@LINE+20]]:9: error: expected relocatable expression{{$}}
// CHECK: :[[@LINE+21]]:9: error: expected relocatable expression{{$}}
// CHECK: :[[@LINE+22]]:9: error: expected relocatable expression{{$}}
// CHECK: :[[@LINE+21]]:18: error: expected relocatable expression{{$}}
// CHECK: :[[@LINE+23]]:3: error: expected relocatable expression{{$}}
// CHECK: :[[@LINE+25]]:3: error: expected relocatable expression{{$}}
// CHECK: :[[@LINE+30]]:9: error: symbol 'other' can not be undefined in a subtraction expression{{$}}
// CHECK: :[[@LINE+27]]:11: error: symbol 'other' could not be evaluated in a subtraction expression{{$}}
// CHECK: :[[@LINE+32]]:11: error: symbol 'start' could not be evaluated in a subtraction expression{{$}}

start:
// LIST: start:
  w = ext + 4
// LIST-NEXT: .set w, ext+4
  // A 1- or 2-byte value is a branch to AMDGPU's writer.
  .short w
// LIST-NEXT: .short	w
  .byte w - 1
// LIST-NEXT: .byte	w-1
  // Not one symbol plus a constant.
  .long w + w - w
// LIST-NEXT: .long	(w+w)-w
  .quad w * 2
// LIST-NEXT: .quad	w*2
  .long lab * 2, ext + other
// LIST-NEXT: .long	lab*2
// LIST-NEXT: .long	ext+other
  s_mov_b32 s0, w + w
// LIST-NEXT: s_mov_b32 s0, w+w                       ; encoding: [0xff,0x00,0x80,0xbe,A,A,A,A]
// LIST-NEXT: ;   fixup A - offset: 4, value: w+w, kind: FK_PCRel_4
  s_mov_b32 s1, start + ext
// LIST-NEXT: s_mov_b32 s1, start+ext                 ; encoding: [0xff,0x00,0x81,0xbe,A,A,A,A]
// LIST-NEXT: ;   fixup A - offset: 4, value: start+ext, kind: FK_PCRel_4
  // An undefined symbol subtracted, through a variable.
  d = ext - other
// LIST-NEXT: .set d, ext-other
  .long d
// LIST-NEXT: .long	d
  // A variable on an undefined symbol less a label: the writer cannot
  // evaluate it, even where nothing uses it.
  e = ext - start
// LIST-NEXT: .set e, ext-start
lab:
// LIST-NEXT: lab:
  .long 0
// LIST-NEXT: .long	0
