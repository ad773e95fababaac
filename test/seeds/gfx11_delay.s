// Seed example gfx11_delay.gfx1100.s from /work/shared/seeds/examples (input copied unchanged below).
// CHECK lines: llvm-mc 19's output (equal to gfx11_delay.gfx1100.expected); the diff RUN line compares the
// complete output of this file with Inputs/gfx11_delay.gfx1100.expected, produced by llvm-mc 19 on this file.
// RUN: gfxas -triple=amdgcn -mcpu=gfx1100 -show-encoding %s | FileCheck %s --strict-whitespace
// RUN: gfxas -triple=amdgcn -mcpu=gfx1100 -show-encoding %s | diff -u %S/Inputs/gfx11_delay.gfx1100.expected -
// RUN: gfxas -mcpu=gfx1100 -show-encoding < %s | diff -u %S/Inputs/gfx11_delay.gfx1100.expected -
// Examples from 004_a769808f03f7ce87.txt (GFX11 delay operand)
    s_delay_alu instid0(VALU_DEP_1)
// CHECK: s_delay_alu instid0(VALU_DEP_1)         ; encoding: [0x01,0x00,0x87,0xbf]
    s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
// CHECK: s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1) ; encoding: [0x91,0x00,0x87,0xbf]
