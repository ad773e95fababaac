// gfxas-only behaviour (DEVIATION): gfxas assembles scalar instructions
// only. A vector instruction (or any other outside its formats: ds_*,
// buffer_*, flat_*, global_*, image_*, exp, ...) that llvm-mc 19 would
// assemble on this processor, with or without an encoding suffix, is
// refused with an error of its own and a note that says why, where llvm-mc
// prints its encoding or an operand error. Which mnemonics llvm-mc takes,
// and where, is lib/Target/Generated/OtherMnemonics.def. Misspelled ones
// and those of other processors get llvm-mc's own errors
// (test/errors/other-mnemonics.s, test/errors/not-on-this-gpu.s). The
// GFXAS lines are written by hand. For reference, llvm-mc 19 prints on
// gfx900:
//   v_add_f32 v0, v1, v2   ->  v_add_f32_e32 v0, v1, v2 ; encoding: [0x01,0x05,0x00,0x02]
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 %s 2>&1 | FileCheck %s --check-prefixes=GFXAS,GFXAS-GFX9 --implicit-check-not=error: --implicit-check-not=note:
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1200 %s 2>&1 | FileCheck %s --check-prefixes=GFXAS,GFXAS-GFX12 --implicit-check-not=error: --implicit-check-not=note:

v_add_f32 v0, v1, v2
// GFXAS: :[[@LINE-1]]:1: error: vector instructions are not supported by gfxas{{$}}
// GFXAS: :[[@LINE-2]]:1: note: llvm-mc takes 'v_add_f32' on this GPU; gfxas assembles scalar instructions only{{$}}
V_ADD_F32_E64 v0, v1, v2
// GFXAS: :[[@LINE-1]]:1: error: vector instructions are not supported by gfxas{{$}}
// GFXAS: :[[@LINE-2]]:1: note: llvm-mc takes 'V_ADD_F32_E64' on this GPU; gfxas assembles scalar instructions only{{$}}
ds_read_b32 v0, v1
// GFXAS-GFX9: :[[@LINE-1]]:1: error: vector instructions are not supported by gfxas{{$}}
// GFXAS-GFX9: :[[@LINE-2]]:1: note: llvm-mc takes 'ds_read_b32' on this GPU; gfxas assembles scalar instructions only{{$}}
// GFXAS-GFX12: :[[@LINE-3]]:1: error: vector instructions are not supported by gfxas{{$}}
// GFXAS-GFX12: :[[@LINE-4]]:1: note: llvm-mc takes 'ds_read_b32' on this GPU; gfxas assembles scalar instructions only{{$}}
ds_load_b96 v[0:2], v1
// GFXAS-GFX9: :[[@LINE-1]]:1: error: instruction not supported on this GPU{{$}}
// GFXAS-GFX12: :[[@LINE-2]]:1: error: vector instructions are not supported by gfxas{{$}}
// GFXAS-GFX12: :[[@LINE-3]]:1: note: llvm-mc takes 'ds_load_b96' on this GPU; gfxas assembles scalar instructions only{{$}}
exp mrt0 v0, v0, v0, v0
// GFXAS: :[[@LINE-1]]:1: error: vector instructions are not supported by gfxas{{$}}
// GFXAS: :[[@LINE-2]]:1: note: llvm-mc takes 'exp' on this GPU; gfxas assembles scalar instructions only{{$}}
// A VOP1 instruction's alias with a suffix of its own (v_mov_b32_e32 for
// v_mov_b32), written with another suffix.
v_mov_b32_e32_e64 v0, v1
// GFXAS: :[[@LINE-1]]:1: error: vector instructions are not supported by gfxas{{$}}
// GFXAS: :[[@LINE-2]]:1: note: llvm-mc takes 'v_mov_b32_e32_e64' on this GPU; gfxas assembles scalar instructions only{{$}}
v_cvt_u16_f16_dpp_dpp v0, v1
// GFXAS-GFX9: :[[@LINE-1]]:1: error: vector instructions are not supported by gfxas{{$}}
// GFXAS-GFX9: :[[@LINE-2]]:1: note: llvm-mc takes 'v_cvt_u16_f16_dpp_dpp' on this GPU; gfxas assembles scalar instructions only{{$}}
// GFXAS-GFX12: :[[@LINE-3]]:1: error: instruction not supported on this GPU{{$}}
// The operands are read as for any unknown instruction: this error only.
v_mov_b32 v0, (
// GFXAS: :[[@LINE-1]]:1: error: vector instructions are not supported by gfxas{{$}}
// GFXAS: :[[@LINE-2]]:1: note: llvm-mc takes 'v_mov_b32' on this GPU; gfxas assembles scalar instructions only{{$}}
s_nop 0
