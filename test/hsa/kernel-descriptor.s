// The .amdhsa_kernel block on each generation and code object version:
// llvm-mc's listing spells out every field the processor has (check lines
// by utils/update-checks), and its object holds the 64-byte descriptor with
// NAME.kd and the relocation to the kernel (compared byte for byte). One
// block with only the required fields, and one per generation that gives
// every field it has a value other than its default.
// RUN: gfxas -triple=amdgcn-amd-amdhsa -mcpu=gfx600 --amdhsa-code-object-version=4 %s 2>/dev/null | FileCheck %s --match-full-lines --strict-whitespace --check-prefixes=GFX600-V4
// RUN: gfxas -triple=amdgcn-amd-amdhsa -mcpu=gfx700 --amdhsa-code-object-version=5 %s 2>/dev/null | FileCheck %s --match-full-lines --strict-whitespace --check-prefixes=GFX700-V5
// RUN: gfxas -triple=amdgcn-amd-amdhsa -mcpu=gfx801 --amdhsa-code-object-version=6 %s 2>/dev/null | FileCheck %s --match-full-lines --strict-whitespace --check-prefixes=GFX801-V6
// RUN: gfxas -triple=amdgcn-amd-amdhsa -mcpu=gfx802 --amdhsa-code-object-version=5 %s 2>/dev/null | FileCheck %s --match-full-lines --strict-whitespace --check-prefixes=GFX802-V5
// RUN: gfxas -triple=amdgcn-amd-amdhsa -mcpu=gfx900 --amdhsa-code-object-version=4 %s 2>/dev/null | FileCheck %s --match-full-lines --strict-whitespace --check-prefixes=GFX900-V4
// RUN: gfxas -triple=amdgcn-amd-amdhsa -mcpu=gfx908 --amdhsa-code-object-version=6 %s 2>/dev/null | FileCheck %s --match-full-lines --strict-whitespace --check-prefixes=GFX908-V6
// RUN: gfxas -triple=amdgcn-amd-amdhsa -mcpu=gfx90a --amdhsa-code-object-version=5 %s 2>/dev/null | FileCheck %s --match-full-lines --strict-whitespace --check-prefixes=GFX90A-V5
// RUN: gfxas -triple=amdgcn-amd-amdhsa -mcpu=gfx90a --amdhsa-code-object-version=4 %s 2>/dev/null | FileCheck %s --match-full-lines --strict-whitespace --check-prefixes=GFX90A-V4
// RUN: gfxas -triple=amdgcn-amd-amdhsa -mcpu=gfx940 --amdhsa-code-object-version=5 %s 2>/dev/null | FileCheck %s --match-full-lines --strict-whitespace --check-prefixes=GFX940-V5
// RUN: gfxas -triple=amdgcn-amd-amdhsa -mcpu=gfx942 --amdhsa-code-object-version=6 %s 2>/dev/null | FileCheck %s --match-full-lines --strict-whitespace --check-prefixes=GFX942-V6
// RUN: gfxas -triple=amdgcn-amd-amdhsa -mcpu=gfx1010 --amdhsa-code-object-version=5 %s 2>/dev/null | FileCheck %s --match-full-lines --strict-whitespace --check-prefixes=GFX1010-V5
// RUN: gfxas -triple=amdgcn-amd-amdhsa -mcpu=gfx1030 --amdhsa-code-object-version=4 %s 2>/dev/null | FileCheck %s --match-full-lines --strict-whitespace --check-prefixes=GFX1030-V4
// RUN: gfxas -triple=amdgcn-amd-amdhsa -mcpu=gfx1100 --amdhsa-code-object-version=5 %s 2>/dev/null | FileCheck %s --match-full-lines --strict-whitespace --check-prefixes=GFX1100-V5
// RUN: gfxas -triple=amdgcn-amd-amdhsa -mcpu=gfx1151 --amdhsa-code-object-version=6 %s 2>/dev/null | FileCheck %s --match-full-lines --strict-whitespace --check-prefixes=GFX1151-V6
// RUN: gfxas -triple=amdgcn-amd-amdhsa -mcpu=gfx1200 --amdhsa-code-object-version=5 %s 2>/dev/null | FileCheck %s --match-full-lines --strict-whitespace --check-prefixes=GFX1200-V5
// RUN: gfxas -triple=amdgcn-amd-amdhsa -mcpu=gfx1201 --amdhsa-code-object-version=4 %s 2>/dev/null | FileCheck %s --match-full-lines --strict-whitespace --check-prefixes=GFX1201-V4
// RUN: gfxas -triple=amdgcn-amd-amdhsa -mcpu=gfx600 --amdhsa-code-object-version=4 -filetype=obj -o %t.0.o %s && %llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx600 --amdhsa-code-object-version=4 -filetype=obj -o %t.0.ref.o %s && cmp %t.0.o %t.0.ref.o
// RUN: gfxas -triple=amdgcn-amd-amdhsa -mcpu=gfx700 --amdhsa-code-object-version=5 -filetype=obj -o %t.1.o %s && %llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx700 --amdhsa-code-object-version=5 -filetype=obj -o %t.1.ref.o %s && cmp %t.1.o %t.1.ref.o
// RUN: gfxas -triple=amdgcn-amd-amdhsa -mcpu=gfx801 --amdhsa-code-object-version=6 -filetype=obj -o %t.2.o %s && %llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx801 --amdhsa-code-object-version=6 -filetype=obj -o %t.2.ref.o %s && cmp %t.2.o %t.2.ref.o
// RUN: gfxas -triple=amdgcn-amd-amdhsa -mcpu=gfx802 --amdhsa-code-object-version=5 -filetype=obj -o %t.3.o %s && %llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx802 --amdhsa-code-object-version=5 -filetype=obj -o %t.3.ref.o %s && cmp %t.3.o %t.3.ref.o
// RUN: gfxas -triple=amdgcn-amd-amdhsa -mcpu=gfx900 --amdhsa-code-object-version=4 -filetype=obj -o %t.4.o %s && %llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx900 --amdhsa-code-object-version=4 -filetype=obj -o %t.4.ref.o %s && cmp %t.4.o %t.4.ref.o
// RUN: gfxas -triple=amdgcn-amd-amdhsa -mcpu=gfx908 --amdhsa-code-object-version=6 -filetype=obj -o %t.5.o %s && %llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx908 --amdhsa-code-object-version=6 -filetype=obj -o %t.5.ref.o %s && cmp %t.5.o %t.5.ref.o
// RUN: gfxas -triple=amdgcn-amd-amdhsa -mcpu=gfx90a --amdhsa-code-object-version=5 -filetype=obj -o %t.6.o %s && %llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx90a --amdhsa-code-object-version=5 -filetype=obj -o %t.6.ref.o %s && cmp %t.6.o %t.6.ref.o
// RUN: gfxas -triple=amdgcn-amd-amdhsa -mcpu=gfx90a --amdhsa-code-object-version=4 -filetype=obj -o %t.7.o %s && %llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx90a --amdhsa-code-object-version=4 -filetype=obj -o %t.7.ref.o %s && cmp %t.7.o %t.7.ref.o
// RUN: gfxas -triple=amdgcn-amd-amdhsa -mcpu=gfx940 --amdhsa-code-object-version=5 -filetype=obj -o %t.8.o %s && %llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx940 --amdhsa-code-object-version=5 -filetype=obj -o %t.8.ref.o %s && cmp %t.8.o %t.8.ref.o
// RUN: gfxas -triple=amdgcn-amd-amdhsa -mcpu=gfx942 --amdhsa-code-object-version=6 -filetype=obj -o %t.9.o %s && %llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx942 --amdhsa-code-object-version=6 -filetype=obj -o %t.9.ref.o %s && cmp %t.9.o %t.9.ref.o
// RUN: gfxas -triple=amdgcn-amd-amdhsa -mcpu=gfx1010 --amdhsa-code-object-version=5 -filetype=obj -o %t.10.o %s && %llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx1010 --amdhsa-code-object-version=5 -filetype=obj -o %t.10.ref.o %s && cmp %t.10.o %t.10.ref.o
// RUN: gfxas -triple=amdgcn-amd-amdhsa -mcpu=gfx1030 --amdhsa-code-object-version=4 -filetype=obj -o %t.11.o %s && %llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx1030 --amdhsa-code-object-version=4 -filetype=obj -o %t.11.ref.o %s && cmp %t.11.o %t.11.ref.o
// RUN: gfxas -triple=amdgcn-amd-amdhsa -mcpu=gfx1100 --amdhsa-code-object-version=5 -filetype=obj -o %t.12.o %s && %llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx1100 --amdhsa-code-object-version=5 -filetype=obj -o %t.12.ref.o %s && cmp %t.12.o %t.12.ref.o
// RUN: gfxas -triple=amdgcn-amd-amdhsa -mcpu=gfx1151 --amdhsa-code-object-version=6 -filetype=obj -o %t.13.o %s && %llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx1151 --amdhsa-code-object-version=6 -filetype=obj -o %t.13.ref.o %s && cmp %t.13.o %t.13.ref.o
// RUN: gfxas -triple=amdgcn-amd-amdhsa -mcpu=gfx1200 --amdhsa-code-object-version=5 -filetype=obj -o %t.14.o %s && %llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx1200 --amdhsa-code-object-version=5 -filetype=obj -o %t.14.ref.o %s && cmp %t.14.o %t.14.ref.o
// RUN: gfxas -triple=amdgcn-amd-amdhsa -mcpu=gfx1201 --amdhsa-code-object-version=4 -filetype=obj -o %t.15.o %s && %llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx1201 --amdhsa-code-object-version=4 -filetype=obj -o %t.15.ref.o %s && cmp %t.15.o %t.15.ref.o
// GFX600-V4:	.text
// GFX600-V4-NEXT:	.amdgcn_target "amdgcn-amd-amdhsa--gfx600"
// GFX700-V5:	.text
// GFX700-V5-NEXT:	.amdgcn_target "amdgcn-amd-amdhsa--gfx700"
// GFX801-V6:	.text
// GFX801-V6-NEXT:	.amdgcn_target "amdgcn-amd-amdhsa--gfx801"
// GFX802-V5:	.text
// GFX802-V5-NEXT:	.amdgcn_target "amdgcn-amd-amdhsa--gfx802"
// GFX900-V4:	.text
// GFX900-V4-NEXT:	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
// GFX908-V6:	.text
// GFX908-V6-NEXT:	.amdgcn_target "amdgcn-amd-amdhsa--gfx908"
// GFX90A-V5:	.text
// GFX90A-V5-NEXT:	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
// GFX90A-V4:	.text
// GFX90A-V4-NEXT:	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
// GFX940-V5:	.text
// GFX940-V5-NEXT:	.amdgcn_target "amdgcn-amd-amdhsa--gfx940"
// GFX942-V6:	.text
// GFX942-V6-NEXT:	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
// GFX1010-V5:	.text
// GFX1010-V5-NEXT:	.amdgcn_target "amdgcn-amd-amdhsa--gfx1010"
// GFX1030-V4:	.text
// GFX1030-V4-NEXT:	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
// GFX1100-V5:	.text
// GFX1100-V5-NEXT:	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
// GFX1151-V6:	.text
// GFX1151-V6-NEXT:	.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
// GFX1200-V5:	.text
// GFX1200-V5-NEXT:	.amdgcn_target "amdgcn-amd-amdhsa--gfx1200"
// GFX1201-V4:	.text
// GFX1201-V4-NEXT:	.amdgcn_target "amdgcn-amd-amdhsa--gfx1201"
gen = .amdgcn.gfx_generation_number
// GFX600-V4-NEXT:.set gen, 6
// GFX700-V5-NEXT:.set gen, 7
// GFX801-V6-NEXT:.set gen, 8
// GFX802-V5-NEXT:.set gen, 8
// GFX900-V4-NEXT:.set gen, 9
// GFX908-V6-NEXT:.set gen, 9
// GFX90A-V5-NEXT:.set gen, 9
// GFX90A-V4-NEXT:.set gen, 9
// GFX940-V5-NEXT:.set gen, 9
// GFX942-V6-NEXT:.set gen, 9
// GFX1010-V5-NEXT:.set gen, 10
// GFX1030-V4-NEXT:.set gen, 10
// GFX1100-V5-NEXT:.set gen, 11
// GFX1151-V6-NEXT:.set gen, 11
// GFX1200-V5-NEXT:.set gen, 12
// GFX1201-V4-NEXT:.set gen, 12
minor = .amdgcn.gfx_generation_minor
// GFX600-V4-NEXT:.set minor, 0
// GFX700-V5-NEXT:.set minor, 0
// GFX801-V6-NEXT:.set minor, 0
// GFX802-V5-NEXT:.set minor, 0
// GFX900-V4-NEXT:.set minor, 0
// GFX908-V6-NEXT:.set minor, 0
// GFX90A-V5-NEXT:.set minor, 0
// GFX90A-V4-NEXT:.set minor, 0
// GFX940-V5-NEXT:.set minor, 4
// GFX942-V6-NEXT:.set minor, 4
// GFX1010-V5-NEXT:.set minor, 1
// GFX1030-V4-NEXT:.set minor, 3
// GFX1100-V5-NEXT:.set minor, 0
// GFX1151-V6-NEXT:.set minor, 5
// GFX1200-V5-NEXT:.set minor, 0
// GFX1201-V4-NEXT:.set minor, 0
gfx90a = gen == 9 && minor == 0 && .amdgcn.gfx_generation_stepping == 10
// GFX600-V4-NEXT:.set gfx90a, 0
// GFX700-V5-NEXT:.set gfx90a, 0
// GFX801-V6-NEXT:.set gfx90a, 0
// GFX802-V5-NEXT:.set gfx90a, 0
// GFX900-V4-NEXT:.set gfx90a, 0
// GFX908-V6-NEXT:.set gfx90a, 0
// GFX90A-V5-NEXT:.set gfx90a, 1
// GFX90A-V4-NEXT:.set gfx90a, 1
// GFX940-V5-NEXT:.set gfx90a, 0
// GFX942-V6-NEXT:.set gfx90a, 0
// GFX1010-V5-NEXT:.set gfx90a, 0
// GFX1030-V4-NEXT:.set gfx90a, 0
// GFX1100-V5-NEXT:.set gfx90a, 0
// GFX1151-V6-NEXT:.set gfx90a, 0
// GFX1200-V5-NEXT:.set gfx90a, 0
// GFX1201-V4-NEXT:.set gfx90a, 0
gfx940 = gen == 9 && minor == 4
// GFX600-V4-NEXT:.set gfx940, 0
// GFX700-V5-NEXT:.set gfx940, 0
// GFX801-V6-NEXT:.set gfx940, 0
// GFX802-V5-NEXT:.set gfx940, 0
// GFX900-V4-NEXT:.set gfx940, 0
// GFX908-V6-NEXT:.set gfx940, 0
// GFX90A-V5-NEXT:.set gfx940, 0
// GFX90A-V4-NEXT:.set gfx940, 0
// GFX940-V5-NEXT:.set gfx940, 1
// GFX942-V6-NEXT:.set gfx940, 1
// GFX1010-V5-NEXT:.set gfx940, 0
// GFX1030-V4-NEXT:.set gfx940, 0
// GFX1100-V5-NEXT:.set gfx940, 0
// GFX1151-V6-NEXT:.set gfx940, 0
// GFX1200-V5-NEXT:.set gfx940, 0
// GFX1201-V4-NEXT:.set gfx940, 0
.text
k:
// GFX600-V4-NEXT:k:
// GFX700-V5-NEXT:k:
// GFX801-V6-NEXT:k:
// GFX802-V5-NEXT:k:
// GFX900-V4-NEXT:k:
// GFX908-V6-NEXT:k:
// GFX90A-V5-NEXT:k:
// GFX90A-V4-NEXT:k:
// GFX940-V5-NEXT:k:
// GFX942-V6-NEXT:k:
// GFX1010-V5-NEXT:k:
// GFX1030-V4-NEXT:k:
// GFX1100-V5-NEXT:k:
// GFX1151-V6-NEXT:k:
// GFX1200-V5-NEXT:k:
// GFX1201-V4-NEXT:k:
  s_endpgm
// GFX600-V4-NEXT:	s_endpgm
// GFX700-V5-NEXT:	s_endpgm
// GFX801-V6-NEXT:	s_endpgm
// GFX802-V5-NEXT:	s_endpgm
// GFX900-V4-NEXT:	s_endpgm
// GFX908-V6-NEXT:	s_endpgm
// GFX90A-V5-NEXT:	s_endpgm
// GFX90A-V4-NEXT:	s_endpgm
// GFX940-V5-NEXT:	s_endpgm
// GFX942-V6-NEXT:	s_endpgm
// GFX1010-V5-NEXT:	s_endpgm
// GFX1030-V4-NEXT:	s_endpgm
// GFX1100-V5-NEXT:	s_endpgm
// GFX1151-V6-NEXT:	s_endpgm
// GFX1200-V5-NEXT:	s_endpgm
// GFX1201-V4-NEXT:	s_endpgm
.p2align 6
// GFX600-V4-NEXT:	.p2align	6
// GFX700-V5-NEXT:	.p2align	6
// GFX801-V6-NEXT:	.p2align	6
// GFX802-V5-NEXT:	.p2align	6
// GFX900-V4-NEXT:	.p2align	6
// GFX908-V6-NEXT:	.p2align	6
// GFX90A-V5-NEXT:	.p2align	6
// GFX90A-V4-NEXT:	.p2align	6
// GFX940-V5-NEXT:	.p2align	6
// GFX942-V6-NEXT:	.p2align	6
// GFX1010-V5-NEXT:	.p2align	6
// GFX1030-V4-NEXT:	.p2align	6
// GFX1100-V5-NEXT:	.p2align	6
// GFX1151-V6-NEXT:	.p2align	6
// GFX1200-V5-NEXT:	.p2align	6
// GFX1201-V4-NEXT:	.p2align	6
.if gfx90a || gfx940
.amdhsa_kernel k
  .amdhsa_next_free_vgpr 0
  .amdhsa_next_free_sgpr 0
  .amdhsa_accum_offset 4
.end_amdhsa_kernel
// GFX90A-V5-NEXT:	.amdhsa_kernel k
// GFX90A-V5-NEXT:		.amdhsa_group_segment_fixed_size 0
// GFX90A-V5-NEXT:		.amdhsa_private_segment_fixed_size 0
// GFX90A-V5-NEXT:		.amdhsa_kernarg_size 0
// GFX90A-V5-NEXT:		.amdhsa_user_sgpr_count 0
// GFX90A-V5-NEXT:		.amdhsa_user_sgpr_private_segment_buffer 0
// GFX90A-V5-NEXT:		.amdhsa_user_sgpr_dispatch_ptr 0
// GFX90A-V5-NEXT:		.amdhsa_user_sgpr_queue_ptr 0
// GFX90A-V5-NEXT:		.amdhsa_user_sgpr_kernarg_segment_ptr 0
// GFX90A-V5-NEXT:		.amdhsa_user_sgpr_dispatch_id 0
// GFX90A-V5-NEXT:		.amdhsa_user_sgpr_flat_scratch_init 0
// GFX90A-V5-NEXT:		.amdhsa_user_sgpr_kernarg_preload_length 0
// GFX90A-V5-NEXT:		.amdhsa_user_sgpr_kernarg_preload_offset 0
// GFX90A-V5-NEXT:		.amdhsa_user_sgpr_private_segment_size 0
// GFX90A-V5-NEXT:		.amdhsa_uses_dynamic_stack 0
// GFX90A-V5-NEXT:		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
// GFX90A-V5-NEXT:		.amdhsa_system_sgpr_workgroup_id_x 1
// GFX90A-V5-NEXT:		.amdhsa_system_sgpr_workgroup_id_y 0
// GFX90A-V5-NEXT:		.amdhsa_system_sgpr_workgroup_id_z 0
// GFX90A-V5-NEXT:		.amdhsa_system_sgpr_workgroup_info 0
// GFX90A-V5-NEXT:		.amdhsa_system_vgpr_workitem_id 0
// GFX90A-V5-NEXT:		.amdhsa_next_free_vgpr 0
// GFX90A-V5-NEXT:		.amdhsa_next_free_sgpr 0
// GFX90A-V5-NEXT:		.amdhsa_accum_offset 4
// GFX90A-V5-NEXT:		.amdhsa_reserve_vcc 1
// GFX90A-V5-NEXT:		.amdhsa_reserve_flat_scratch 1
// GFX90A-V5-NEXT:		.amdhsa_reserve_xnack_mask 1
// GFX90A-V5-NEXT:		.amdhsa_float_round_mode_32 0
// GFX90A-V5-NEXT:		.amdhsa_float_round_mode_16_64 0
// GFX90A-V5-NEXT:		.amdhsa_float_denorm_mode_32 0
// GFX90A-V5-NEXT:		.amdhsa_float_denorm_mode_16_64 3
// GFX90A-V5-NEXT:		.amdhsa_dx10_clamp 1
// GFX90A-V5-NEXT:		.amdhsa_ieee_mode 1
// GFX90A-V5-NEXT:		.amdhsa_fp16_overflow 0
// GFX90A-V5-NEXT:		.amdhsa_tg_split 0
// GFX90A-V5-NEXT:		.amdhsa_exception_fp_ieee_invalid_op 0
// GFX90A-V5-NEXT:		.amdhsa_exception_fp_denorm_src 0
// GFX90A-V5-NEXT:		.amdhsa_exception_fp_ieee_div_zero 0
// GFX90A-V5-NEXT:		.amdhsa_exception_fp_ieee_overflow 0
// GFX90A-V5-NEXT:		.amdhsa_exception_fp_ieee_underflow 0
// GFX90A-V5-NEXT:		.amdhsa_exception_fp_ieee_inexact 0
// GFX90A-V5-NEXT:		.amdhsa_exception_int_div_zero 0
// GFX90A-V5-NEXT:	.end_amdhsa_kernel
// GFX90A-V5-EMPTY:
// GFX90A-V4-NEXT:	.amdhsa_kernel k
// GFX90A-V4-NEXT:		.amdhsa_group_segment_fixed_size 0
// GFX90A-V4-NEXT:		.amdhsa_private_segment_fixed_size 0
// GFX90A-V4-NEXT:		.amdhsa_kernarg_size 0
// GFX90A-V4-NEXT:		.amdhsa_user_sgpr_count 0
// GFX90A-V4-NEXT:		.amdhsa_user_sgpr_private_segment_buffer 0
// GFX90A-V4-NEXT:		.amdhsa_user_sgpr_dispatch_ptr 0
// GFX90A-V4-NEXT:		.amdhsa_user_sgpr_queue_ptr 0
// GFX90A-V4-NEXT:		.amdhsa_user_sgpr_kernarg_segment_ptr 0
// GFX90A-V4-NEXT:		.amdhsa_user_sgpr_dispatch_id 0
// GFX90A-V4-NEXT:		.amdhsa_user_sgpr_flat_scratch_init 0
// GFX90A-V4-NEXT:		.amdhsa_user_sgpr_kernarg_preload_length 0
// GFX90A-V4-NEXT:		.amdhsa_user_sgpr_kernarg_preload_offset 0
// GFX90A-V4-NEXT:		.amdhsa_user_sgpr_private_segment_size 0
// GFX90A-V4-NEXT:		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
// GFX90A-V4-NEXT:		.amdhsa_system_sgpr_workgroup_id_x 1
// GFX90A-V4-NEXT:		.amdhsa_system_sgpr_workgroup_id_y 0
// GFX90A-V4-NEXT:		.amdhsa_system_sgpr_workgroup_id_z 0
// GFX90A-V4-NEXT:		.amdhsa_system_sgpr_workgroup_info 0
// GFX90A-V4-NEXT:		.amdhsa_system_vgpr_workitem_id 0
// GFX90A-V4-NEXT:		.amdhsa_next_free_vgpr 0
// GFX90A-V4-NEXT:		.amdhsa_next_free_sgpr 0
// GFX90A-V4-NEXT:		.amdhsa_accum_offset 4
// GFX90A-V4-NEXT:		.amdhsa_reserve_vcc 1
// GFX90A-V4-NEXT:		.amdhsa_reserve_flat_scratch 1
// GFX90A-V4-NEXT:		.amdhsa_reserve_xnack_mask 1
// GFX90A-V4-NEXT:		.amdhsa_float_round_mode_32 0
// GFX90A-V4-NEXT:		.amdhsa_float_round_mode_16_64 0
// GFX90A-V4-NEXT:		.amdhsa_float_denorm_mode_32 0
// GFX90A-V4-NEXT:		.amdhsa_float_denorm_mode_16_64 3
// GFX90A-V4-NEXT:		.amdhsa_dx10_clamp 1
// GFX90A-V4-NEXT:		.amdhsa_ieee_mode 1
// GFX90A-V4-NEXT:		.amdhsa_fp16_overflow 0
// GFX90A-V4-NEXT:		.amdhsa_tg_split 0
// GFX90A-V4-NEXT:		.amdhsa_exception_fp_ieee_invalid_op 0
// GFX90A-V4-NEXT:		.amdhsa_exception_fp_denorm_src 0
// GFX90A-V4-NEXT:		.amdhsa_exception_fp_ieee_div_zero 0
// GFX90A-V4-NEXT:		.amdhsa_exception_fp_ieee_overflow 0
// GFX90A-V4-NEXT:		.amdhsa_exception_fp_ieee_underflow 0
// GFX90A-V4-NEXT:		.amdhsa_exception_fp_ieee_inexact 0
// GFX90A-V4-NEXT:		.amdhsa_exception_int_div_zero 0
// GFX90A-V4-NEXT:	.end_amdhsa_kernel
// GFX90A-V4-EMPTY:
// GFX940-V5-NEXT:	.amdhsa_kernel k
// GFX940-V5-NEXT:		.amdhsa_group_segment_fixed_size 0
// GFX940-V5-NEXT:		.amdhsa_private_segment_fixed_size 0
// GFX940-V5-NEXT:		.amdhsa_kernarg_size 0
// GFX940-V5-NEXT:		.amdhsa_user_sgpr_count 0
// GFX940-V5-NEXT:		.amdhsa_user_sgpr_dispatch_ptr 0
// GFX940-V5-NEXT:		.amdhsa_user_sgpr_queue_ptr 0
// GFX940-V5-NEXT:		.amdhsa_user_sgpr_kernarg_segment_ptr 0
// GFX940-V5-NEXT:		.amdhsa_user_sgpr_dispatch_id 0
// GFX940-V5-NEXT:		.amdhsa_user_sgpr_kernarg_preload_length 0
// GFX940-V5-NEXT:		.amdhsa_user_sgpr_kernarg_preload_offset 0
// GFX940-V5-NEXT:		.amdhsa_user_sgpr_private_segment_size 0
// GFX940-V5-NEXT:		.amdhsa_uses_dynamic_stack 0
// GFX940-V5-NEXT:		.amdhsa_enable_private_segment 0
// GFX940-V5-NEXT:		.amdhsa_system_sgpr_workgroup_id_x 1
// GFX940-V5-NEXT:		.amdhsa_system_sgpr_workgroup_id_y 0
// GFX940-V5-NEXT:		.amdhsa_system_sgpr_workgroup_id_z 0
// GFX940-V5-NEXT:		.amdhsa_system_sgpr_workgroup_info 0
// GFX940-V5-NEXT:		.amdhsa_system_vgpr_workitem_id 0
// GFX940-V5-NEXT:		.amdhsa_next_free_vgpr 0
// GFX940-V5-NEXT:		.amdhsa_next_free_sgpr 0
// GFX940-V5-NEXT:		.amdhsa_accum_offset 4
// GFX940-V5-NEXT:		.amdhsa_reserve_vcc 1
// GFX940-V5-NEXT:		.amdhsa_reserve_xnack_mask 1
// GFX940-V5-NEXT:		.amdhsa_float_round_mode_32 0
// GFX940-V5-NEXT:		.amdhsa_float_round_mode_16_64 0
// GFX940-V5-NEXT:		.amdhsa_float_denorm_mode_32 0
// GFX940-V5-NEXT:		.amdhsa_float_denorm_mode_16_64 3
// GFX940-V5-NEXT:		.amdhsa_dx10_clamp 1
// GFX940-V5-NEXT:		.amdhsa_ieee_mode 1
// GFX940-V5-NEXT:		.amdhsa_fp16_overflow 0
// GFX940-V5-NEXT:		.amdhsa_tg_split 0
// GFX940-V5-NEXT:		.amdhsa_exception_fp_ieee_invalid_op 0
// GFX940-V5-NEXT:		.amdhsa_exception_fp_denorm_src 0
// GFX940-V5-NEXT:		.amdhsa_exception_fp_ieee_div_zero 0
// GFX940-V5-NEXT:		.amdhsa_exception_fp_ieee_overflow 0
// GFX940-V5-NEXT:		.amdhsa_exception_fp_ieee_underflow 0
// GFX940-V5-NEXT:		.amdhsa_exception_fp_ieee_inexact 0
// GFX940-V5-NEXT:		.amdhsa_exception_int_div_zero 0
// GFX940-V5-NEXT:	.end_amdhsa_kernel
// GFX940-V5-EMPTY:
// GFX942-V6-NEXT:	.amdhsa_kernel k
// GFX942-V6-NEXT:		.amdhsa_group_segment_fixed_size 0
// GFX942-V6-NEXT:		.amdhsa_private_segment_fixed_size 0
// GFX942-V6-NEXT:		.amdhsa_kernarg_size 0
// GFX942-V6-NEXT:		.amdhsa_user_sgpr_count 0
// GFX942-V6-NEXT:		.amdhsa_user_sgpr_dispatch_ptr 0
// GFX942-V6-NEXT:		.amdhsa_user_sgpr_queue_ptr 0
// GFX942-V6-NEXT:		.amdhsa_user_sgpr_kernarg_segment_ptr 0
// GFX942-V6-NEXT:		.amdhsa_user_sgpr_dispatch_id 0
// GFX942-V6-NEXT:		.amdhsa_user_sgpr_kernarg_preload_length 0
// GFX942-V6-NEXT:		.amdhsa_user_sgpr_kernarg_preload_offset 0
// GFX942-V6-NEXT:		.amdhsa_user_sgpr_private_segment_size 0
// GFX942-V6-NEXT:		.amdhsa_uses_dynamic_stack 0
// GFX942-V6-NEXT:		.amdhsa_enable_private_segment 0
// GFX942-V6-NEXT:		.amdhsa_system_sgpr_workgroup_id_x 1
// GFX942-V6-NEXT:		.amdhsa_system_sgpr_workgroup_id_y 0
// GFX942-V6-NEXT:		.amdhsa_system_sgpr_workgroup_id_z 0
// GFX942-V6-NEXT:		.amdhsa_system_sgpr_workgroup_info 0
// GFX942-V6-NEXT:		.amdhsa_system_vgpr_workitem_id 0
// GFX942-V6-NEXT:		.amdhsa_next_free_vgpr 0
// GFX942-V6-NEXT:		.amdhsa_next_free_sgpr 0
// GFX942-V6-NEXT:		.amdhsa_accum_offset 4
// GFX942-V6-NEXT:		.amdhsa_reserve_vcc 1
// GFX942-V6-NEXT:		.amdhsa_float_round_mode_32 0
// GFX942-V6-NEXT:		.amdhsa_float_round_mode_16_64 0
// GFX942-V6-NEXT:		.amdhsa_float_denorm_mode_32 0
// GFX942-V6-NEXT:		.amdhsa_float_denorm_mode_16_64 3
// GFX942-V6-NEXT:		.amdhsa_dx10_clamp 1
// GFX942-V6-NEXT:		.amdhsa_ieee_mode 1
// GFX942-V6-NEXT:		.amdhsa_fp16_overflow 0
// GFX942-V6-NEXT:		.amdhsa_tg_split 0
// GFX942-V6-NEXT:		.amdhsa_exception_fp_ieee_invalid_op 0
// GFX942-V6-NEXT:		.amdhsa_exception_fp_denorm_src 0
// GFX942-V6-NEXT:		.amdhsa_exception_fp_ieee_div_zero 0
// GFX942-V6-NEXT:		.amdhsa_exception_fp_ieee_overflow 0
// GFX942-V6-NEXT:		.amdhsa_exception_fp_ieee_underflow 0
// GFX942-V6-NEXT:		.amdhsa_exception_fp_ieee_inexact 0
// GFX942-V6-NEXT:		.amdhsa_exception_int_div_zero 0
// GFX942-V6-NEXT:	.end_amdhsa_kernel
// GFX942-V6-EMPTY:
.else
.amdhsa_kernel k
  .amdhsa_next_free_vgpr 0
  .amdhsa_next_free_sgpr 0
.end_amdhsa_kernel
// GFX600-V4-NEXT:	.amdhsa_kernel k
// GFX600-V4-NEXT:		.amdhsa_group_segment_fixed_size 0
// GFX600-V4-NEXT:		.amdhsa_private_segment_fixed_size 0
// GFX600-V4-NEXT:		.amdhsa_kernarg_size 0
// GFX600-V4-NEXT:		.amdhsa_user_sgpr_count 0
// GFX600-V4-NEXT:		.amdhsa_user_sgpr_private_segment_buffer 0
// GFX600-V4-NEXT:		.amdhsa_user_sgpr_dispatch_ptr 0
// GFX600-V4-NEXT:		.amdhsa_user_sgpr_queue_ptr 0
// GFX600-V4-NEXT:		.amdhsa_user_sgpr_kernarg_segment_ptr 0
// GFX600-V4-NEXT:		.amdhsa_user_sgpr_dispatch_id 0
// GFX600-V4-NEXT:		.amdhsa_user_sgpr_flat_scratch_init 0
// GFX600-V4-NEXT:		.amdhsa_user_sgpr_private_segment_size 0
// GFX600-V4-NEXT:		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
// GFX600-V4-NEXT:		.amdhsa_system_sgpr_workgroup_id_x 1
// GFX600-V4-NEXT:		.amdhsa_system_sgpr_workgroup_id_y 0
// GFX600-V4-NEXT:		.amdhsa_system_sgpr_workgroup_id_z 0
// GFX600-V4-NEXT:		.amdhsa_system_sgpr_workgroup_info 0
// GFX600-V4-NEXT:		.amdhsa_system_vgpr_workitem_id 0
// GFX600-V4-NEXT:		.amdhsa_next_free_vgpr 0
// GFX600-V4-NEXT:		.amdhsa_next_free_sgpr 0
// GFX600-V4-NEXT:		.amdhsa_reserve_vcc 1
// GFX600-V4-NEXT:		.amdhsa_float_round_mode_32 0
// GFX600-V4-NEXT:		.amdhsa_float_round_mode_16_64 0
// GFX600-V4-NEXT:		.amdhsa_float_denorm_mode_32 0
// GFX600-V4-NEXT:		.amdhsa_float_denorm_mode_16_64 3
// GFX600-V4-NEXT:		.amdhsa_dx10_clamp 1
// GFX600-V4-NEXT:		.amdhsa_ieee_mode 1
// GFX600-V4-NEXT:		.amdhsa_exception_fp_ieee_invalid_op 0
// GFX600-V4-NEXT:		.amdhsa_exception_fp_denorm_src 0
// GFX600-V4-NEXT:		.amdhsa_exception_fp_ieee_div_zero 0
// GFX600-V4-NEXT:		.amdhsa_exception_fp_ieee_overflow 0
// GFX600-V4-NEXT:		.amdhsa_exception_fp_ieee_underflow 0
// GFX600-V4-NEXT:		.amdhsa_exception_fp_ieee_inexact 0
// GFX600-V4-NEXT:		.amdhsa_exception_int_div_zero 0
// GFX600-V4-NEXT:	.end_amdhsa_kernel
// GFX600-V4-EMPTY:
// GFX700-V5-NEXT:	.amdhsa_kernel k
// GFX700-V5-NEXT:		.amdhsa_group_segment_fixed_size 0
// GFX700-V5-NEXT:		.amdhsa_private_segment_fixed_size 0
// GFX700-V5-NEXT:		.amdhsa_kernarg_size 0
// GFX700-V5-NEXT:		.amdhsa_user_sgpr_count 0
// GFX700-V5-NEXT:		.amdhsa_user_sgpr_private_segment_buffer 0
// GFX700-V5-NEXT:		.amdhsa_user_sgpr_dispatch_ptr 0
// GFX700-V5-NEXT:		.amdhsa_user_sgpr_queue_ptr 0
// GFX700-V5-NEXT:		.amdhsa_user_sgpr_kernarg_segment_ptr 0
// GFX700-V5-NEXT:		.amdhsa_user_sgpr_dispatch_id 0
// GFX700-V5-NEXT:		.amdhsa_user_sgpr_flat_scratch_init 0
// GFX700-V5-NEXT:		.amdhsa_user_sgpr_private_segment_size 0
// GFX700-V5-NEXT:		.amdhsa_uses_dynamic_stack 0
// GFX700-V5-NEXT:		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
// GFX700-V5-NEXT:		.amdhsa_system_sgpr_workgroup_id_x 1
// GFX700-V5-NEXT:		.amdhsa_system_sgpr_workgroup_id_y 0
// GFX700-V5-NEXT:		.amdhsa_system_sgpr_workgroup_id_z 0
// GFX700-V5-NEXT:		.amdhsa_system_sgpr_workgroup_info 0
// GFX700-V5-NEXT:		.amdhsa_system_vgpr_workitem_id 0
// GFX700-V5-NEXT:		.amdhsa_next_free_vgpr 0
// GFX700-V5-NEXT:		.amdhsa_next_free_sgpr 0
// GFX700-V5-NEXT:		.amdhsa_reserve_vcc 1
// GFX700-V5-NEXT:		.amdhsa_reserve_flat_scratch 1
// GFX700-V5-NEXT:		.amdhsa_float_round_mode_32 0
// GFX700-V5-NEXT:		.amdhsa_float_round_mode_16_64 0
// GFX700-V5-NEXT:		.amdhsa_float_denorm_mode_32 0
// GFX700-V5-NEXT:		.amdhsa_float_denorm_mode_16_64 3
// GFX700-V5-NEXT:		.amdhsa_dx10_clamp 1
// GFX700-V5-NEXT:		.amdhsa_ieee_mode 1
// GFX700-V5-NEXT:		.amdhsa_exception_fp_ieee_invalid_op 0
// GFX700-V5-NEXT:		.amdhsa_exception_fp_denorm_src 0
// GFX700-V5-NEXT:		.amdhsa_exception_fp_ieee_div_zero 0
// GFX700-V5-NEXT:		.amdhsa_exception_fp_ieee_overflow 0
// GFX700-V5-NEXT:		.amdhsa_exception_fp_ieee_underflow 0
// GFX700-V5-NEXT:		.amdhsa_exception_fp_ieee_inexact 0
// GFX700-V5-NEXT:		.amdhsa_exception_int_div_zero 0
// GFX700-V5-NEXT:	.end_amdhsa_kernel
// GFX700-V5-EMPTY:
// GFX801-V6-NEXT:	.amdhsa_kernel k
// GFX801-V6-NEXT:		.amdhsa_group_segment_fixed_size 0
// GFX801-V6-NEXT:		.amdhsa_private_segment_fixed_size 0
// GFX801-V6-NEXT:		.amdhsa_kernarg_size 0
// GFX801-V6-NEXT:		.amdhsa_user_sgpr_count 0
// GFX801-V6-NEXT:		.amdhsa_user_sgpr_private_segment_buffer 0
// GFX801-V6-NEXT:		.amdhsa_user_sgpr_dispatch_ptr 0
// GFX801-V6-NEXT:		.amdhsa_user_sgpr_queue_ptr 0
// GFX801-V6-NEXT:		.amdhsa_user_sgpr_kernarg_segment_ptr 0
// GFX801-V6-NEXT:		.amdhsa_user_sgpr_dispatch_id 0
// GFX801-V6-NEXT:		.amdhsa_user_sgpr_flat_scratch_init 0
// GFX801-V6-NEXT:		.amdhsa_user_sgpr_private_segment_size 0
// GFX801-V6-NEXT:		.amdhsa_uses_dynamic_stack 0
// GFX801-V6-NEXT:		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
// GFX801-V6-NEXT:		.amdhsa_system_sgpr_workgroup_id_x 1
// GFX801-V6-NEXT:		.amdhsa_system_sgpr_workgroup_id_y 0
// GFX801-V6-NEXT:		.amdhsa_system_sgpr_workgroup_id_z 0
// GFX801-V6-NEXT:		.amdhsa_system_sgpr_workgroup_info 0
// GFX801-V6-NEXT:		.amdhsa_system_vgpr_workitem_id 0
// GFX801-V6-NEXT:		.amdhsa_next_free_vgpr 0
// GFX801-V6-NEXT:		.amdhsa_next_free_sgpr 0
// GFX801-V6-NEXT:		.amdhsa_reserve_vcc 1
// GFX801-V6-NEXT:		.amdhsa_reserve_flat_scratch 1
// GFX801-V6-NEXT:		.amdhsa_float_round_mode_32 0
// GFX801-V6-NEXT:		.amdhsa_float_round_mode_16_64 0
// GFX801-V6-NEXT:		.amdhsa_float_denorm_mode_32 0
// GFX801-V6-NEXT:		.amdhsa_float_denorm_mode_16_64 3
// GFX801-V6-NEXT:		.amdhsa_dx10_clamp 1
// GFX801-V6-NEXT:		.amdhsa_ieee_mode 1
// GFX801-V6-NEXT:		.amdhsa_exception_fp_ieee_invalid_op 0
// GFX801-V6-NEXT:		.amdhsa_exception_fp_denorm_src 0
// GFX801-V6-NEXT:		.amdhsa_exception_fp_ieee_div_zero 0
// GFX801-V6-NEXT:		.amdhsa_exception_fp_ieee_overflow 0
// GFX801-V6-NEXT:		.amdhsa_exception_fp_ieee_underflow 0
// GFX801-V6-NEXT:		.amdhsa_exception_fp_ieee_inexact 0
// GFX801-V6-NEXT:		.amdhsa_exception_int_div_zero 0
// GFX801-V6-NEXT:	.end_amdhsa_kernel
// GFX801-V6-EMPTY:
// GFX802-V5-NEXT:	.amdhsa_kernel k
// GFX802-V5-NEXT:		.amdhsa_group_segment_fixed_size 0
// GFX802-V5-NEXT:		.amdhsa_private_segment_fixed_size 0
// GFX802-V5-NEXT:		.amdhsa_kernarg_size 0
// GFX802-V5-NEXT:		.amdhsa_user_sgpr_count 0
// GFX802-V5-NEXT:		.amdhsa_user_sgpr_private_segment_buffer 0
// GFX802-V5-NEXT:		.amdhsa_user_sgpr_dispatch_ptr 0
// GFX802-V5-NEXT:		.amdhsa_user_sgpr_queue_ptr 0
// GFX802-V5-NEXT:		.amdhsa_user_sgpr_kernarg_segment_ptr 0
// GFX802-V5-NEXT:		.amdhsa_user_sgpr_dispatch_id 0
// GFX802-V5-NEXT:		.amdhsa_user_sgpr_flat_scratch_init 0
// GFX802-V5-NEXT:		.amdhsa_user_sgpr_private_segment_size 0
// GFX802-V5-NEXT:		.amdhsa_uses_dynamic_stack 0
// GFX802-V5-NEXT:		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
// GFX802-V5-NEXT:		.amdhsa_system_sgpr_workgroup_id_x 1
// GFX802-V5-NEXT:		.amdhsa_system_sgpr_workgroup_id_y 0
// GFX802-V5-NEXT:		.amdhsa_system_sgpr_workgroup_id_z 0
// GFX802-V5-NEXT:		.amdhsa_system_sgpr_workgroup_info 0
// GFX802-V5-NEXT:		.amdhsa_system_vgpr_workitem_id 0
// GFX802-V5-NEXT:		.amdhsa_next_free_vgpr 0
// GFX802-V5-NEXT:		.amdhsa_next_free_sgpr 0
// GFX802-V5-NEXT:		.amdhsa_reserve_vcc 1
// GFX802-V5-NEXT:		.amdhsa_reserve_flat_scratch 1
// GFX802-V5-NEXT:		.amdhsa_float_round_mode_32 0
// GFX802-V5-NEXT:		.amdhsa_float_round_mode_16_64 0
// GFX802-V5-NEXT:		.amdhsa_float_denorm_mode_32 0
// GFX802-V5-NEXT:		.amdhsa_float_denorm_mode_16_64 3
// GFX802-V5-NEXT:		.amdhsa_dx10_clamp 1
// GFX802-V5-NEXT:		.amdhsa_ieee_mode 1
// GFX802-V5-NEXT:		.amdhsa_exception_fp_ieee_invalid_op 0
// GFX802-V5-NEXT:		.amdhsa_exception_fp_denorm_src 0
// GFX802-V5-NEXT:		.amdhsa_exception_fp_ieee_div_zero 0
// GFX802-V5-NEXT:		.amdhsa_exception_fp_ieee_overflow 0
// GFX802-V5-NEXT:		.amdhsa_exception_fp_ieee_underflow 0
// GFX802-V5-NEXT:		.amdhsa_exception_fp_ieee_inexact 0
// GFX802-V5-NEXT:		.amdhsa_exception_int_div_zero 0
// GFX802-V5-NEXT:	.end_amdhsa_kernel
// GFX802-V5-EMPTY:
// GFX900-V4-NEXT:	.amdhsa_kernel k
// GFX900-V4-NEXT:		.amdhsa_group_segment_fixed_size 0
// GFX900-V4-NEXT:		.amdhsa_private_segment_fixed_size 0
// GFX900-V4-NEXT:		.amdhsa_kernarg_size 0
// GFX900-V4-NEXT:		.amdhsa_user_sgpr_count 0
// GFX900-V4-NEXT:		.amdhsa_user_sgpr_private_segment_buffer 0
// GFX900-V4-NEXT:		.amdhsa_user_sgpr_dispatch_ptr 0
// GFX900-V4-NEXT:		.amdhsa_user_sgpr_queue_ptr 0
// GFX900-V4-NEXT:		.amdhsa_user_sgpr_kernarg_segment_ptr 0
// GFX900-V4-NEXT:		.amdhsa_user_sgpr_dispatch_id 0
// GFX900-V4-NEXT:		.amdhsa_user_sgpr_flat_scratch_init 0
// GFX900-V4-NEXT:		.amdhsa_user_sgpr_private_segment_size 0
// GFX900-V4-NEXT:		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
// GFX900-V4-NEXT:		.amdhsa_system_sgpr_workgroup_id_x 1
// GFX900-V4-NEXT:		.amdhsa_system_sgpr_workgroup_id_y 0
// GFX900-V4-NEXT:		.amdhsa_system_sgpr_workgroup_id_z 0
// GFX900-V4-NEXT:		.amdhsa_system_sgpr_workgroup_info 0
// GFX900-V4-NEXT:		.amdhsa_system_vgpr_workitem_id 0
// GFX900-V4-NEXT:		.amdhsa_next_free_vgpr 0
// GFX900-V4-NEXT:		.amdhsa_next_free_sgpr 0
// GFX900-V4-NEXT:		.amdhsa_reserve_vcc 1
// GFX900-V4-NEXT:		.amdhsa_reserve_flat_scratch 1
// GFX900-V4-NEXT:		.amdhsa_reserve_xnack_mask 1
// GFX900-V4-NEXT:		.amdhsa_float_round_mode_32 0
// GFX900-V4-NEXT:		.amdhsa_float_round_mode_16_64 0
// GFX900-V4-NEXT:		.amdhsa_float_denorm_mode_32 0
// GFX900-V4-NEXT:		.amdhsa_float_denorm_mode_16_64 3
// GFX900-V4-NEXT:		.amdhsa_dx10_clamp 1
// GFX900-V4-NEXT:		.amdhsa_ieee_mode 1
// GFX900-V4-NEXT:		.amdhsa_fp16_overflow 0
// GFX900-V4-NEXT:		.amdhsa_exception_fp_ieee_invalid_op 0
// GFX900-V4-NEXT:		.amdhsa_exception_fp_denorm_src 0
// GFX900-V4-NEXT:		.amdhsa_exception_fp_ieee_div_zero 0
// GFX900-V4-NEXT:		.amdhsa_exception_fp_ieee_overflow 0
// GFX900-V4-NEXT:		.amdhsa_exception_fp_ieee_underflow 0
// GFX900-V4-NEXT:		.amdhsa_exception_fp_ieee_inexact 0
// GFX900-V4-NEXT:		.amdhsa_exception_int_div_zero 0
// GFX900-V4-NEXT:	.end_amdhsa_kernel
// GFX900-V4-EMPTY:
// GFX908-V6-NEXT:	.amdhsa_kernel k
// GFX908-V6-NEXT:		.amdhsa_group_segment_fixed_size 0
// GFX908-V6-NEXT:		.amdhsa_private_segment_fixed_size 0
// GFX908-V6-NEXT:		.amdhsa_kernarg_size 0
// GFX908-V6-NEXT:		.amdhsa_user_sgpr_count 0
// GFX908-V6-NEXT:		.amdhsa_user_sgpr_private_segment_buffer 0
// GFX908-V6-NEXT:		.amdhsa_user_sgpr_dispatch_ptr 0
// GFX908-V6-NEXT:		.amdhsa_user_sgpr_queue_ptr 0
// GFX908-V6-NEXT:		.amdhsa_user_sgpr_kernarg_segment_ptr 0
// GFX908-V6-NEXT:		.amdhsa_user_sgpr_dispatch_id 0
// GFX908-V6-NEXT:		.amdhsa_user_sgpr_flat_scratch_init 0
// GFX908-V6-NEXT:		.amdhsa_user_sgpr_private_segment_size 0
// GFX908-V6-NEXT:		.amdhsa_uses_dynamic_stack 0
// GFX908-V6-NEXT:		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
// GFX908-V6-NEXT:		.amdhsa_system_sgpr_workgroup_id_x 1
// GFX908-V6-NEXT:		.amdhsa_system_sgpr_workgroup_id_y 0
// GFX908-V6-NEXT:		.amdhsa_system_sgpr_workgroup_id_z 0
// GFX908-V6-NEXT:		.amdhsa_system_sgpr_workgroup_info 0
// GFX908-V6-NEXT:		.amdhsa_system_vgpr_workitem_id 0
// GFX908-V6-NEXT:		.amdhsa_next_free_vgpr 0
// GFX908-V6-NEXT:		.amdhsa_next_free_sgpr 0
// GFX908-V6-NEXT:		.amdhsa_reserve_vcc 1
// GFX908-V6-NEXT:		.amdhsa_reserve_flat_scratch 1
// GFX908-V6-NEXT:		.amdhsa_float_round_mode_32 0
// GFX908-V6-NEXT:		.amdhsa_float_round_mode_16_64 0
// GFX908-V6-NEXT:		.amdhsa_float_denorm_mode_32 0
// GFX908-V6-NEXT:		.amdhsa_float_denorm_mode_16_64 3
// GFX908-V6-NEXT:		.amdhsa_dx10_clamp 1
// GFX908-V6-NEXT:		.amdhsa_ieee_mode 1
// GFX908-V6-NEXT:		.amdhsa_fp16_overflow 0
// GFX908-V6-NEXT:		.amdhsa_exception_fp_ieee_invalid_op 0
// GFX908-V6-NEXT:		.amdhsa_exception_fp_denorm_src 0
// GFX908-V6-NEXT:		.amdhsa_exception_fp_ieee_div_zero 0
// GFX908-V6-NEXT:		.amdhsa_exception_fp_ieee_overflow 0
// GFX908-V6-NEXT:		.amdhsa_exception_fp_ieee_underflow 0
// GFX908-V6-NEXT:		.amdhsa_exception_fp_ieee_inexact 0
// GFX908-V6-NEXT:		.amdhsa_exception_int_div_zero 0
// GFX908-V6-NEXT:	.end_amdhsa_kernel
// GFX908-V6-EMPTY:
// GFX1010-V5-NEXT:	.amdhsa_kernel k
// GFX1010-V5-NEXT:		.amdhsa_group_segment_fixed_size 0
// GFX1010-V5-NEXT:		.amdhsa_private_segment_fixed_size 0
// GFX1010-V5-NEXT:		.amdhsa_kernarg_size 0
// GFX1010-V5-NEXT:		.amdhsa_user_sgpr_count 0
// GFX1010-V5-NEXT:		.amdhsa_user_sgpr_private_segment_buffer 0
// GFX1010-V5-NEXT:		.amdhsa_user_sgpr_dispatch_ptr 0
// GFX1010-V5-NEXT:		.amdhsa_user_sgpr_queue_ptr 0
// GFX1010-V5-NEXT:		.amdhsa_user_sgpr_kernarg_segment_ptr 0
// GFX1010-V5-NEXT:		.amdhsa_user_sgpr_dispatch_id 0
// GFX1010-V5-NEXT:		.amdhsa_user_sgpr_flat_scratch_init 0
// GFX1010-V5-NEXT:		.amdhsa_user_sgpr_private_segment_size 0
// GFX1010-V5-NEXT:		.amdhsa_wavefront_size32 1
// GFX1010-V5-NEXT:		.amdhsa_uses_dynamic_stack 0
// GFX1010-V5-NEXT:		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
// GFX1010-V5-NEXT:		.amdhsa_system_sgpr_workgroup_id_x 1
// GFX1010-V5-NEXT:		.amdhsa_system_sgpr_workgroup_id_y 0
// GFX1010-V5-NEXT:		.amdhsa_system_sgpr_workgroup_id_z 0
// GFX1010-V5-NEXT:		.amdhsa_system_sgpr_workgroup_info 0
// GFX1010-V5-NEXT:		.amdhsa_system_vgpr_workitem_id 0
// GFX1010-V5-NEXT:		.amdhsa_next_free_vgpr 0
// GFX1010-V5-NEXT:		.amdhsa_next_free_sgpr 0
// GFX1010-V5-NEXT:		.amdhsa_reserve_vcc 1
// GFX1010-V5-NEXT:		.amdhsa_reserve_flat_scratch 1
// GFX1010-V5-NEXT:		.amdhsa_reserve_xnack_mask 1
// GFX1010-V5-NEXT:		.amdhsa_float_round_mode_32 0
// GFX1010-V5-NEXT:		.amdhsa_float_round_mode_16_64 0
// GFX1010-V5-NEXT:		.amdhsa_float_denorm_mode_32 0
// GFX1010-V5-NEXT:		.amdhsa_float_denorm_mode_16_64 3
// GFX1010-V5-NEXT:		.amdhsa_dx10_clamp 1
// GFX1010-V5-NEXT:		.amdhsa_ieee_mode 1
// GFX1010-V5-NEXT:		.amdhsa_fp16_overflow 0
// GFX1010-V5-NEXT:		.amdhsa_workgroup_processor_mode 1
// GFX1010-V5-NEXT:		.amdhsa_memory_ordered 1
// GFX1010-V5-NEXT:		.amdhsa_forward_progress 0
// GFX1010-V5-NEXT:		.amdhsa_shared_vgpr_count 0
// GFX1010-V5-NEXT:		.amdhsa_exception_fp_ieee_invalid_op 0
// GFX1010-V5-NEXT:		.amdhsa_exception_fp_denorm_src 0
// GFX1010-V5-NEXT:		.amdhsa_exception_fp_ieee_div_zero 0
// GFX1010-V5-NEXT:		.amdhsa_exception_fp_ieee_overflow 0
// GFX1010-V5-NEXT:		.amdhsa_exception_fp_ieee_underflow 0
// GFX1010-V5-NEXT:		.amdhsa_exception_fp_ieee_inexact 0
// GFX1010-V5-NEXT:		.amdhsa_exception_int_div_zero 0
// GFX1010-V5-NEXT:	.end_amdhsa_kernel
// GFX1010-V5-EMPTY:
// GFX1030-V4-NEXT:	.amdhsa_kernel k
// GFX1030-V4-NEXT:		.amdhsa_group_segment_fixed_size 0
// GFX1030-V4-NEXT:		.amdhsa_private_segment_fixed_size 0
// GFX1030-V4-NEXT:		.amdhsa_kernarg_size 0
// GFX1030-V4-NEXT:		.amdhsa_user_sgpr_count 0
// GFX1030-V4-NEXT:		.amdhsa_user_sgpr_private_segment_buffer 0
// GFX1030-V4-NEXT:		.amdhsa_user_sgpr_dispatch_ptr 0
// GFX1030-V4-NEXT:		.amdhsa_user_sgpr_queue_ptr 0
// GFX1030-V4-NEXT:		.amdhsa_user_sgpr_kernarg_segment_ptr 0
// GFX1030-V4-NEXT:		.amdhsa_user_sgpr_dispatch_id 0
// GFX1030-V4-NEXT:		.amdhsa_user_sgpr_flat_scratch_init 0
// GFX1030-V4-NEXT:		.amdhsa_user_sgpr_private_segment_size 0
// GFX1030-V4-NEXT:		.amdhsa_wavefront_size32 1
// GFX1030-V4-NEXT:		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
// GFX1030-V4-NEXT:		.amdhsa_system_sgpr_workgroup_id_x 1
// GFX1030-V4-NEXT:		.amdhsa_system_sgpr_workgroup_id_y 0
// GFX1030-V4-NEXT:		.amdhsa_system_sgpr_workgroup_id_z 0
// GFX1030-V4-NEXT:		.amdhsa_system_sgpr_workgroup_info 0
// GFX1030-V4-NEXT:		.amdhsa_system_vgpr_workitem_id 0
// GFX1030-V4-NEXT:		.amdhsa_next_free_vgpr 0
// GFX1030-V4-NEXT:		.amdhsa_next_free_sgpr 0
// GFX1030-V4-NEXT:		.amdhsa_reserve_vcc 1
// GFX1030-V4-NEXT:		.amdhsa_reserve_flat_scratch 1
// GFX1030-V4-NEXT:		.amdhsa_float_round_mode_32 0
// GFX1030-V4-NEXT:		.amdhsa_float_round_mode_16_64 0
// GFX1030-V4-NEXT:		.amdhsa_float_denorm_mode_32 0
// GFX1030-V4-NEXT:		.amdhsa_float_denorm_mode_16_64 3
// GFX1030-V4-NEXT:		.amdhsa_dx10_clamp 1
// GFX1030-V4-NEXT:		.amdhsa_ieee_mode 1
// GFX1030-V4-NEXT:		.amdhsa_fp16_overflow 0
// GFX1030-V4-NEXT:		.amdhsa_workgroup_processor_mode 1
// GFX1030-V4-NEXT:		.amdhsa_memory_ordered 1
// GFX1030-V4-NEXT:		.amdhsa_forward_progress 0
// GFX1030-V4-NEXT:		.amdhsa_shared_vgpr_count 0
// GFX1030-V4-NEXT:		.amdhsa_exception_fp_ieee_invalid_op 0
// GFX1030-V4-NEXT:		.amdhsa_exception_fp_denorm_src 0
// GFX1030-V4-NEXT:		.amdhsa_exception_fp_ieee_div_zero 0
// GFX1030-V4-NEXT:		.amdhsa_exception_fp_ieee_overflow 0
// GFX1030-V4-NEXT:		.amdhsa_exception_fp_ieee_underflow 0
// GFX1030-V4-NEXT:		.amdhsa_exception_fp_ieee_inexact 0
// GFX1030-V4-NEXT:		.amdhsa_exception_int_div_zero 0
// GFX1030-V4-NEXT:	.end_amdhsa_kernel
// GFX1030-V4-EMPTY:
// GFX1100-V5-NEXT:	.amdhsa_kernel k
// GFX1100-V5-NEXT:		.amdhsa_group_segment_fixed_size 0
// GFX1100-V5-NEXT:		.amdhsa_private_segment_fixed_size 0
// GFX1100-V5-NEXT:		.amdhsa_kernarg_size 0
// GFX1100-V5-NEXT:		.amdhsa_user_sgpr_count 0
// GFX1100-V5-NEXT:		.amdhsa_user_sgpr_dispatch_ptr 0
// GFX1100-V5-NEXT:		.amdhsa_user_sgpr_queue_ptr 0
// GFX1100-V5-NEXT:		.amdhsa_user_sgpr_kernarg_segment_ptr 0
// GFX1100-V5-NEXT:		.amdhsa_user_sgpr_dispatch_id 0
// GFX1100-V5-NEXT:		.amdhsa_user_sgpr_private_segment_size 0
// GFX1100-V5-NEXT:		.amdhsa_wavefront_size32 1
// GFX1100-V5-NEXT:		.amdhsa_uses_dynamic_stack 0
// GFX1100-V5-NEXT:		.amdhsa_enable_private_segment 0
// GFX1100-V5-NEXT:		.amdhsa_system_sgpr_workgroup_id_x 1
// GFX1100-V5-NEXT:		.amdhsa_system_sgpr_workgroup_id_y 0
// GFX1100-V5-NEXT:		.amdhsa_system_sgpr_workgroup_id_z 0
// GFX1100-V5-NEXT:		.amdhsa_system_sgpr_workgroup_info 0
// GFX1100-V5-NEXT:		.amdhsa_system_vgpr_workitem_id 0
// GFX1100-V5-NEXT:		.amdhsa_next_free_vgpr 0
// GFX1100-V5-NEXT:		.amdhsa_next_free_sgpr 0
// GFX1100-V5-NEXT:		.amdhsa_reserve_vcc 1
// GFX1100-V5-NEXT:		.amdhsa_float_round_mode_32 0
// GFX1100-V5-NEXT:		.amdhsa_float_round_mode_16_64 0
// GFX1100-V5-NEXT:		.amdhsa_float_denorm_mode_32 0
// GFX1100-V5-NEXT:		.amdhsa_float_denorm_mode_16_64 3
// GFX1100-V5-NEXT:		.amdhsa_dx10_clamp 1
// GFX1100-V5-NEXT:		.amdhsa_ieee_mode 1
// GFX1100-V5-NEXT:		.amdhsa_fp16_overflow 0
// GFX1100-V5-NEXT:		.amdhsa_workgroup_processor_mode 1
// GFX1100-V5-NEXT:		.amdhsa_memory_ordered 1
// GFX1100-V5-NEXT:		.amdhsa_forward_progress 0
// GFX1100-V5-NEXT:		.amdhsa_shared_vgpr_count 0
// GFX1100-V5-NEXT:		.amdhsa_exception_fp_ieee_invalid_op 0
// GFX1100-V5-NEXT:		.amdhsa_exception_fp_denorm_src 0
// GFX1100-V5-NEXT:		.amdhsa_exception_fp_ieee_div_zero 0
// GFX1100-V5-NEXT:		.amdhsa_exception_fp_ieee_overflow 0
// GFX1100-V5-NEXT:		.amdhsa_exception_fp_ieee_underflow 0
// GFX1100-V5-NEXT:		.amdhsa_exception_fp_ieee_inexact 0
// GFX1100-V5-NEXT:		.amdhsa_exception_int_div_zero 0
// GFX1100-V5-NEXT:	.end_amdhsa_kernel
// GFX1100-V5-EMPTY:
// GFX1151-V6-NEXT:	.amdhsa_kernel k
// GFX1151-V6-NEXT:		.amdhsa_group_segment_fixed_size 0
// GFX1151-V6-NEXT:		.amdhsa_private_segment_fixed_size 0
// GFX1151-V6-NEXT:		.amdhsa_kernarg_size 0
// GFX1151-V6-NEXT:		.amdhsa_user_sgpr_count 0
// GFX1151-V6-NEXT:		.amdhsa_user_sgpr_dispatch_ptr 0
// GFX1151-V6-NEXT:		.amdhsa_user_sgpr_queue_ptr 0
// GFX1151-V6-NEXT:		.amdhsa_user_sgpr_kernarg_segment_ptr 0
// GFX1151-V6-NEXT:		.amdhsa_user_sgpr_dispatch_id 0
// GFX1151-V6-NEXT:		.amdhsa_user_sgpr_private_segment_size 0
// GFX1151-V6-NEXT:		.amdhsa_wavefront_size32 1
// GFX1151-V6-NEXT:		.amdhsa_uses_dynamic_stack 0
// GFX1151-V6-NEXT:		.amdhsa_enable_private_segment 0
// GFX1151-V6-NEXT:		.amdhsa_system_sgpr_workgroup_id_x 1
// GFX1151-V6-NEXT:		.amdhsa_system_sgpr_workgroup_id_y 0
// GFX1151-V6-NEXT:		.amdhsa_system_sgpr_workgroup_id_z 0
// GFX1151-V6-NEXT:		.amdhsa_system_sgpr_workgroup_info 0
// GFX1151-V6-NEXT:		.amdhsa_system_vgpr_workitem_id 0
// GFX1151-V6-NEXT:		.amdhsa_next_free_vgpr 0
// GFX1151-V6-NEXT:		.amdhsa_next_free_sgpr 0
// GFX1151-V6-NEXT:		.amdhsa_reserve_vcc 1
// GFX1151-V6-NEXT:		.amdhsa_float_round_mode_32 0
// GFX1151-V6-NEXT:		.amdhsa_float_round_mode_16_64 0
// GFX1151-V6-NEXT:		.amdhsa_float_denorm_mode_32 0
// GFX1151-V6-NEXT:		.amdhsa_float_denorm_mode_16_64 3
// GFX1151-V6-NEXT:		.amdhsa_dx10_clamp 1
// GFX1151-V6-NEXT:		.amdhsa_ieee_mode 1
// GFX1151-V6-NEXT:		.amdhsa_fp16_overflow 0
// GFX1151-V6-NEXT:		.amdhsa_workgroup_processor_mode 1
// GFX1151-V6-NEXT:		.amdhsa_memory_ordered 1
// GFX1151-V6-NEXT:		.amdhsa_forward_progress 0
// GFX1151-V6-NEXT:		.amdhsa_shared_vgpr_count 0
// GFX1151-V6-NEXT:		.amdhsa_exception_fp_ieee_invalid_op 0
// GFX1151-V6-NEXT:		.amdhsa_exception_fp_denorm_src 0
// GFX1151-V6-NEXT:		.amdhsa_exception_fp_ieee_div_zero 0
// GFX1151-V6-NEXT:		.amdhsa_exception_fp_ieee_overflow 0
// GFX1151-V6-NEXT:		.amdhsa_exception_fp_ieee_underflow 0
// GFX1151-V6-NEXT:		.amdhsa_exception_fp_ieee_inexact 0
// GFX1151-V6-NEXT:		.amdhsa_exception_int_div_zero 0
// GFX1151-V6-NEXT:	.end_amdhsa_kernel
// GFX1151-V6-EMPTY:
// GFX1200-V5-NEXT:	.amdhsa_kernel k
// GFX1200-V5-NEXT:		.amdhsa_group_segment_fixed_size 0
// GFX1200-V5-NEXT:		.amdhsa_private_segment_fixed_size 0
// GFX1200-V5-NEXT:		.amdhsa_kernarg_size 0
// GFX1200-V5-NEXT:		.amdhsa_user_sgpr_count 0
// GFX1200-V5-NEXT:		.amdhsa_user_sgpr_dispatch_ptr 0
// GFX1200-V5-NEXT:		.amdhsa_user_sgpr_queue_ptr 0
// GFX1200-V5-NEXT:		.amdhsa_user_sgpr_kernarg_segment_ptr 0
// GFX1200-V5-NEXT:		.amdhsa_user_sgpr_dispatch_id 0
// GFX1200-V5-NEXT:		.amdhsa_user_sgpr_private_segment_size 0
// GFX1200-V5-NEXT:		.amdhsa_wavefront_size32 1
// GFX1200-V5-NEXT:		.amdhsa_uses_dynamic_stack 0
// GFX1200-V5-NEXT:		.amdhsa_enable_private_segment 0
// GFX1200-V5-NEXT:		.amdhsa_system_sgpr_workgroup_id_x 1
// GFX1200-V5-NEXT:		.amdhsa_system_sgpr_workgroup_id_y 0
// GFX1200-V5-NEXT:		.amdhsa_system_sgpr_workgroup_id_z 0
// GFX1200-V5-NEXT:		.amdhsa_system_sgpr_workgroup_info 0
// GFX1200-V5-NEXT:		.amdhsa_system_vgpr_workitem_id 0
// GFX1200-V5-NEXT:		.amdhsa_next_free_vgpr 0
// GFX1200-V5-NEXT:		.amdhsa_next_free_sgpr 0
// GFX1200-V5-NEXT:		.amdhsa_reserve_vcc 1
// GFX1200-V5-NEXT:		.amdhsa_float_round_mode_32 0
// GFX1200-V5-NEXT:		.amdhsa_float_round_mode_16_64 0
// GFX1200-V5-NEXT:		.amdhsa_float_denorm_mode_32 0
// GFX1200-V5-NEXT:		.amdhsa_float_denorm_mode_16_64 3
// GFX1200-V5-NEXT:		.amdhsa_fp16_overflow 0
// GFX1200-V5-NEXT:		.amdhsa_workgroup_processor_mode 1
// GFX1200-V5-NEXT:		.amdhsa_memory_ordered 1
// GFX1200-V5-NEXT:		.amdhsa_forward_progress 0
// GFX1200-V5-NEXT:		.amdhsa_round_robin_scheduling 0
// GFX1200-V5-NEXT:		.amdhsa_exception_fp_ieee_invalid_op 0
// GFX1200-V5-NEXT:		.amdhsa_exception_fp_denorm_src 0
// GFX1200-V5-NEXT:		.amdhsa_exception_fp_ieee_div_zero 0
// GFX1200-V5-NEXT:		.amdhsa_exception_fp_ieee_overflow 0
// GFX1200-V5-NEXT:		.amdhsa_exception_fp_ieee_underflow 0
// GFX1200-V5-NEXT:		.amdhsa_exception_fp_ieee_inexact 0
// GFX1200-V5-NEXT:		.amdhsa_exception_int_div_zero 0
// GFX1200-V5-NEXT:	.end_amdhsa_kernel
// GFX1200-V5-EMPTY:
// GFX1201-V4-NEXT:	.amdhsa_kernel k
// GFX1201-V4-NEXT:		.amdhsa_group_segment_fixed_size 0
// GFX1201-V4-NEXT:		.amdhsa_private_segment_fixed_size 0
// GFX1201-V4-NEXT:		.amdhsa_kernarg_size 0
// GFX1201-V4-NEXT:		.amdhsa_user_sgpr_count 0
// GFX1201-V4-NEXT:		.amdhsa_user_sgpr_dispatch_ptr 0
// GFX1201-V4-NEXT:		.amdhsa_user_sgpr_queue_ptr 0
// GFX1201-V4-NEXT:		.amdhsa_user_sgpr_kernarg_segment_ptr 0
// GFX1201-V4-NEXT:		.amdhsa_user_sgpr_dispatch_id 0
// GFX1201-V4-NEXT:		.amdhsa_user_sgpr_private_segment_size 0
// GFX1201-V4-NEXT:		.amdhsa_wavefront_size32 1
// GFX1201-V4-NEXT:		.amdhsa_enable_private_segment 0
// GFX1201-V4-NEXT:		.amdhsa_system_sgpr_workgroup_id_x 1
// GFX1201-V4-NEXT:		.amdhsa_system_sgpr_workgroup_id_y 0
// GFX1201-V4-NEXT:		.amdhsa_system_sgpr_workgroup_id_z 0
// GFX1201-V4-NEXT:		.amdhsa_system_sgpr_workgroup_info 0
// GFX1201-V4-NEXT:		.amdhsa_system_vgpr_workitem_id 0
// GFX1201-V4-NEXT:		.amdhsa_next_free_vgpr 0
// GFX1201-V4-NEXT:		.amdhsa_next_free_sgpr 0
// GFX1201-V4-NEXT:		.amdhsa_reserve_vcc 1
// GFX1201-V4-NEXT:		.amdhsa_float_round_mode_32 0
// GFX1201-V4-NEXT:		.amdhsa_float_round_mode_16_64 0
// GFX1201-V4-NEXT:		.amdhsa_float_denorm_mode_32 0
// GFX1201-V4-NEXT:		.amdhsa_float_denorm_mode_16_64 3
// GFX1201-V4-NEXT:		.amdhsa_fp16_overflow 0
// GFX1201-V4-NEXT:		.amdhsa_workgroup_processor_mode 1
// GFX1201-V4-NEXT:		.amdhsa_memory_ordered 1
// GFX1201-V4-NEXT:		.amdhsa_forward_progress 0
// GFX1201-V4-NEXT:		.amdhsa_round_robin_scheduling 0
// GFX1201-V4-NEXT:		.amdhsa_exception_fp_ieee_invalid_op 0
// GFX1201-V4-NEXT:		.amdhsa_exception_fp_denorm_src 0
// GFX1201-V4-NEXT:		.amdhsa_exception_fp_ieee_div_zero 0
// GFX1201-V4-NEXT:		.amdhsa_exception_fp_ieee_overflow 0
// GFX1201-V4-NEXT:		.amdhsa_exception_fp_ieee_underflow 0
// GFX1201-V4-NEXT:		.amdhsa_exception_fp_ieee_inexact 0
// GFX1201-V4-NEXT:		.amdhsa_exception_int_div_zero 0
// GFX1201-V4-NEXT:	.end_amdhsa_kernel
// GFX1201-V4-EMPTY:
.endif
.if gen == 6
.amdhsa_kernel k2
  .amdhsa_group_segment_fixed_size 16
  .amdhsa_private_segment_fixed_size 32
  .amdhsa_kernarg_size 64
  .amdhsa_user_sgpr_dispatch_ptr 1
  .amdhsa_user_sgpr_queue_ptr 1
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_user_sgpr_dispatch_id 1
  .amdhsa_user_sgpr_private_segment_size 1
  .amdhsa_uses_dynamic_stack 1
  .amdhsa_system_sgpr_workgroup_id_x 0
  .amdhsa_system_sgpr_workgroup_id_y 1
  .amdhsa_system_sgpr_workgroup_id_z 1
  .amdhsa_system_sgpr_workgroup_info 1
  .amdhsa_system_vgpr_workitem_id 2
  .amdhsa_next_free_vgpr 37
  .amdhsa_next_free_sgpr 40
  .amdhsa_reserve_vcc 0
  .amdhsa_float_round_mode_32 1
  .amdhsa_float_round_mode_16_64 2
  .amdhsa_float_denorm_mode_32 3
  .amdhsa_float_denorm_mode_16_64 0
  .amdhsa_exception_fp_ieee_invalid_op 1
  .amdhsa_exception_fp_denorm_src 1
  .amdhsa_exception_fp_ieee_div_zero 1
  .amdhsa_exception_fp_ieee_overflow 1
  .amdhsa_exception_fp_ieee_underflow 1
  .amdhsa_exception_fp_ieee_inexact 1
  .amdhsa_exception_int_div_zero 1
  .amdhsa_user_sgpr_private_segment_buffer 1
  .amdhsa_user_sgpr_flat_scratch_init 1
  .amdhsa_system_sgpr_private_segment_wavefront_offset 1
  .amdhsa_dx10_clamp 0
  .amdhsa_ieee_mode 0
  .amdhsa_user_sgpr_count 20
.end_amdhsa_kernel
// GFX600-V4-NEXT:	.amdhsa_kernel k2
// GFX600-V4-NEXT:		.amdhsa_group_segment_fixed_size 16
// GFX600-V4-NEXT:		.amdhsa_private_segment_fixed_size 32
// GFX600-V4-NEXT:		.amdhsa_kernarg_size 64
// GFX600-V4-NEXT:		.amdhsa_user_sgpr_count 20
// GFX600-V4-NEXT:		.amdhsa_user_sgpr_private_segment_buffer 1
// GFX600-V4-NEXT:		.amdhsa_user_sgpr_dispatch_ptr 1
// GFX600-V4-NEXT:		.amdhsa_user_sgpr_queue_ptr 1
// GFX600-V4-NEXT:		.amdhsa_user_sgpr_kernarg_segment_ptr 1
// GFX600-V4-NEXT:		.amdhsa_user_sgpr_dispatch_id 1
// GFX600-V4-NEXT:		.amdhsa_user_sgpr_flat_scratch_init 1
// GFX600-V4-NEXT:		.amdhsa_user_sgpr_private_segment_size 1
// GFX600-V4-NEXT:		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
// GFX600-V4-NEXT:		.amdhsa_system_sgpr_workgroup_id_x 0
// GFX600-V4-NEXT:		.amdhsa_system_sgpr_workgroup_id_y 1
// GFX600-V4-NEXT:		.amdhsa_system_sgpr_workgroup_id_z 1
// GFX600-V4-NEXT:		.amdhsa_system_sgpr_workgroup_info 1
// GFX600-V4-NEXT:		.amdhsa_system_vgpr_workitem_id 2
// GFX600-V4-NEXT:		.amdhsa_next_free_vgpr 37
// GFX600-V4-NEXT:		.amdhsa_next_free_sgpr 40
// GFX600-V4-NEXT:		.amdhsa_reserve_vcc 0
// GFX600-V4-NEXT:		.amdhsa_float_round_mode_32 1
// GFX600-V4-NEXT:		.amdhsa_float_round_mode_16_64 2
// GFX600-V4-NEXT:		.amdhsa_float_denorm_mode_32 3
// GFX600-V4-NEXT:		.amdhsa_float_denorm_mode_16_64 0
// GFX600-V4-NEXT:		.amdhsa_dx10_clamp 0
// GFX600-V4-NEXT:		.amdhsa_ieee_mode 0
// GFX600-V4-NEXT:		.amdhsa_exception_fp_ieee_invalid_op 1
// GFX600-V4-NEXT:		.amdhsa_exception_fp_denorm_src 1
// GFX600-V4-NEXT:		.amdhsa_exception_fp_ieee_div_zero 1
// GFX600-V4-NEXT:		.amdhsa_exception_fp_ieee_overflow 1
// GFX600-V4-NEXT:		.amdhsa_exception_fp_ieee_underflow 1
// GFX600-V4-NEXT:		.amdhsa_exception_fp_ieee_inexact 1
// GFX600-V4-NEXT:		.amdhsa_exception_int_div_zero 1
// GFX600-V4-NEXT:	.end_amdhsa_kernel
// GFX600-V4-EMPTY:
.endif
.if gen == 7
.amdhsa_kernel k2
  .amdhsa_group_segment_fixed_size 16
  .amdhsa_private_segment_fixed_size 32
  .amdhsa_kernarg_size 64
  .amdhsa_user_sgpr_dispatch_ptr 1
  .amdhsa_user_sgpr_queue_ptr 1
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_user_sgpr_dispatch_id 1
  .amdhsa_user_sgpr_private_segment_size 1
  .amdhsa_uses_dynamic_stack 1
  .amdhsa_system_sgpr_workgroup_id_x 0
  .amdhsa_system_sgpr_workgroup_id_y 1
  .amdhsa_system_sgpr_workgroup_id_z 1
  .amdhsa_system_sgpr_workgroup_info 1
  .amdhsa_system_vgpr_workitem_id 2
  .amdhsa_next_free_vgpr 37
  .amdhsa_next_free_sgpr 40
  .amdhsa_reserve_vcc 0
  .amdhsa_float_round_mode_32 1
  .amdhsa_float_round_mode_16_64 2
  .amdhsa_float_denorm_mode_32 3
  .amdhsa_float_denorm_mode_16_64 0
  .amdhsa_exception_fp_ieee_invalid_op 1
  .amdhsa_exception_fp_denorm_src 1
  .amdhsa_exception_fp_ieee_div_zero 1
  .amdhsa_exception_fp_ieee_overflow 1
  .amdhsa_exception_fp_ieee_underflow 1
  .amdhsa_exception_fp_ieee_inexact 1
  .amdhsa_exception_int_div_zero 1
  .amdhsa_user_sgpr_private_segment_buffer 1
  .amdhsa_user_sgpr_flat_scratch_init 1
  .amdhsa_system_sgpr_private_segment_wavefront_offset 1
  .amdhsa_dx10_clamp 0
  .amdhsa_ieee_mode 0
  .amdhsa_reserve_flat_scratch 0
.end_amdhsa_kernel
// GFX700-V5-NEXT:	.amdhsa_kernel k2
// GFX700-V5-NEXT:		.amdhsa_group_segment_fixed_size 16
// GFX700-V5-NEXT:		.amdhsa_private_segment_fixed_size 32
// GFX700-V5-NEXT:		.amdhsa_kernarg_size 64
// GFX700-V5-NEXT:		.amdhsa_user_sgpr_count 15
// GFX700-V5-NEXT:		.amdhsa_user_sgpr_private_segment_buffer 1
// GFX700-V5-NEXT:		.amdhsa_user_sgpr_dispatch_ptr 1
// GFX700-V5-NEXT:		.amdhsa_user_sgpr_queue_ptr 1
// GFX700-V5-NEXT:		.amdhsa_user_sgpr_kernarg_segment_ptr 1
// GFX700-V5-NEXT:		.amdhsa_user_sgpr_dispatch_id 1
// GFX700-V5-NEXT:		.amdhsa_user_sgpr_flat_scratch_init 1
// GFX700-V5-NEXT:		.amdhsa_user_sgpr_private_segment_size 1
// GFX700-V5-NEXT:		.amdhsa_uses_dynamic_stack 1
// GFX700-V5-NEXT:		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
// GFX700-V5-NEXT:		.amdhsa_system_sgpr_workgroup_id_x 0
// GFX700-V5-NEXT:		.amdhsa_system_sgpr_workgroup_id_y 1
// GFX700-V5-NEXT:		.amdhsa_system_sgpr_workgroup_id_z 1
// GFX700-V5-NEXT:		.amdhsa_system_sgpr_workgroup_info 1
// GFX700-V5-NEXT:		.amdhsa_system_vgpr_workitem_id 2
// GFX700-V5-NEXT:		.amdhsa_next_free_vgpr 37
// GFX700-V5-NEXT:		.amdhsa_next_free_sgpr 40
// GFX700-V5-NEXT:		.amdhsa_reserve_vcc 0
// GFX700-V5-NEXT:		.amdhsa_reserve_flat_scratch 0
// GFX700-V5-NEXT:		.amdhsa_float_round_mode_32 1
// GFX700-V5-NEXT:		.amdhsa_float_round_mode_16_64 2
// GFX700-V5-NEXT:		.amdhsa_float_denorm_mode_32 3
// GFX700-V5-NEXT:		.amdhsa_float_denorm_mode_16_64 0
// GFX700-V5-NEXT:		.amdhsa_dx10_clamp 0
// GFX700-V5-NEXT:		.amdhsa_ieee_mode 0
// GFX700-V5-NEXT:		.amdhsa_exception_fp_ieee_invalid_op 1
// GFX700-V5-NEXT:		.amdhsa_exception_fp_denorm_src 1
// GFX700-V5-NEXT:		.amdhsa_exception_fp_ieee_div_zero 1
// GFX700-V5-NEXT:		.amdhsa_exception_fp_ieee_overflow 1
// GFX700-V5-NEXT:		.amdhsa_exception_fp_ieee_underflow 1
// GFX700-V5-NEXT:		.amdhsa_exception_fp_ieee_inexact 1
// GFX700-V5-NEXT:		.amdhsa_exception_int_div_zero 1
// GFX700-V5-NEXT:	.end_amdhsa_kernel
// GFX700-V5-EMPTY:
.endif
.if gen == 8
.amdhsa_kernel k2
  .amdhsa_group_segment_fixed_size 16
  .amdhsa_private_segment_fixed_size 32
  .amdhsa_kernarg_size 64
  .amdhsa_user_sgpr_dispatch_ptr 1
  .amdhsa_user_sgpr_queue_ptr 1
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_user_sgpr_dispatch_id 1
  .amdhsa_user_sgpr_private_segment_size 1
  .amdhsa_uses_dynamic_stack 1
  .amdhsa_system_sgpr_workgroup_id_x 0
  .amdhsa_system_sgpr_workgroup_id_y 1
  .amdhsa_system_sgpr_workgroup_id_z 1
  .amdhsa_system_sgpr_workgroup_info 1
  .amdhsa_system_vgpr_workitem_id 2
  .amdhsa_next_free_vgpr 37
  .amdhsa_next_free_sgpr 40
  .amdhsa_reserve_vcc 0
  .amdhsa_float_round_mode_32 1
  .amdhsa_float_round_mode_16_64 2
  .amdhsa_float_denorm_mode_32 3
  .amdhsa_float_denorm_mode_16_64 0
  .amdhsa_exception_fp_ieee_invalid_op 1
  .amdhsa_exception_fp_denorm_src 1
  .amdhsa_exception_fp_ieee_div_zero 1
  .amdhsa_exception_fp_ieee_overflow 1
  .amdhsa_exception_fp_ieee_underflow 1
  .amdhsa_exception_fp_ieee_inexact 1
  .amdhsa_exception_int_div_zero 1
  .amdhsa_user_sgpr_private_segment_buffer 1
  .amdhsa_user_sgpr_flat_scratch_init 1
  .amdhsa_system_sgpr_private_segment_wavefront_offset 1
  .amdhsa_dx10_clamp 0
  .amdhsa_ieee_mode 0
  .amdhsa_reserve_flat_scratch 0
.end_amdhsa_kernel
// GFX801-V6-NEXT:	.amdhsa_kernel k2
// GFX801-V6-NEXT:		.amdhsa_group_segment_fixed_size 16
// GFX801-V6-NEXT:		.amdhsa_private_segment_fixed_size 32
// GFX801-V6-NEXT:		.amdhsa_kernarg_size 64
// GFX801-V6-NEXT:		.amdhsa_user_sgpr_count 15
// GFX801-V6-NEXT:		.amdhsa_user_sgpr_private_segment_buffer 1
// GFX801-V6-NEXT:		.amdhsa_user_sgpr_dispatch_ptr 1
// GFX801-V6-NEXT:		.amdhsa_user_sgpr_queue_ptr 1
// GFX801-V6-NEXT:		.amdhsa_user_sgpr_kernarg_segment_ptr 1
// GFX801-V6-NEXT:		.amdhsa_user_sgpr_dispatch_id 1
// GFX801-V6-NEXT:		.amdhsa_user_sgpr_flat_scratch_init 1
// GFX801-V6-NEXT:		.amdhsa_user_sgpr_private_segment_size 1
// GFX801-V6-NEXT:		.amdhsa_uses_dynamic_stack 1
// GFX801-V6-NEXT:		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
// GFX801-V6-NEXT:		.amdhsa_system_sgpr_workgroup_id_x 0
// GFX801-V6-NEXT:		.amdhsa_system_sgpr_workgroup_id_y 1
// GFX801-V6-NEXT:		.amdhsa_system_sgpr_workgroup_id_z 1
// GFX801-V6-NEXT:		.amdhsa_system_sgpr_workgroup_info 1
// GFX801-V6-NEXT:		.amdhsa_system_vgpr_workitem_id 2
// GFX801-V6-NEXT:		.amdhsa_next_free_vgpr 37
// GFX801-V6-NEXT:		.amdhsa_next_free_sgpr 40
// GFX801-V6-NEXT:		.amdhsa_reserve_vcc 0
// GFX801-V6-NEXT:		.amdhsa_reserve_flat_scratch 0
// GFX801-V6-NEXT:		.amdhsa_float_round_mode_32 1
// GFX801-V6-NEXT:		.amdhsa_float_round_mode_16_64 2
// GFX801-V6-NEXT:		.amdhsa_float_denorm_mode_32 3
// GFX801-V6-NEXT:		.amdhsa_float_denorm_mode_16_64 0
// GFX801-V6-NEXT:		.amdhsa_dx10_clamp 0
// GFX801-V6-NEXT:		.amdhsa_ieee_mode 0
// GFX801-V6-NEXT:		.amdhsa_exception_fp_ieee_invalid_op 1
// GFX801-V6-NEXT:		.amdhsa_exception_fp_denorm_src 1
// GFX801-V6-NEXT:		.amdhsa_exception_fp_ieee_div_zero 1
// GFX801-V6-NEXT:		.amdhsa_exception_fp_ieee_overflow 1
// GFX801-V6-NEXT:		.amdhsa_exception_fp_ieee_underflow 1
// GFX801-V6-NEXT:		.amdhsa_exception_fp_ieee_inexact 1
// GFX801-V6-NEXT:		.amdhsa_exception_int_div_zero 1
// GFX801-V6-NEXT:	.end_amdhsa_kernel
// GFX801-V6-EMPTY:
// GFX802-V5-NEXT:	.amdhsa_kernel k2
// GFX802-V5-NEXT:		.amdhsa_group_segment_fixed_size 16
// GFX802-V5-NEXT:		.amdhsa_private_segment_fixed_size 32
// GFX802-V5-NEXT:		.amdhsa_kernarg_size 64
// GFX802-V5-NEXT:		.amdhsa_user_sgpr_count 15
// GFX802-V5-NEXT:		.amdhsa_user_sgpr_private_segment_buffer 1
// GFX802-V5-NEXT:		.amdhsa_user_sgpr_dispatch_ptr 1
// GFX802-V5-NEXT:		.amdhsa_user_sgpr_queue_ptr 1
// GFX802-V5-NEXT:		.amdhsa_user_sgpr_kernarg_segment_ptr 1
// GFX802-V5-NEXT:		.amdhsa_user_sgpr_dispatch_id 1
// GFX802-V5-NEXT:		.amdhsa_user_sgpr_flat_scratch_init 1
// GFX802-V5-NEXT:		.amdhsa_user_sgpr_private_segment_size 1
// GFX802-V5-NEXT:		.amdhsa_uses_dynamic_stack 1
// GFX802-V5-NEXT:		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
// GFX802-V5-NEXT:		.amdhsa_system_sgpr_workgroup_id_x 0
// GFX802-V5-NEXT:		.amdhsa_system_sgpr_workgroup_id_y 1
// GFX802-V5-NEXT:		.amdhsa_system_sgpr_workgroup_id_z 1
// GFX802-V5-NEXT:		.amdhsa_system_sgpr_workgroup_info 1
// GFX802-V5-NEXT:		.amdhsa_system_vgpr_workitem_id 2
// GFX802-V5-NEXT:		.amdhsa_next_free_vgpr 37
// GFX802-V5-NEXT:		.amdhsa_next_free_sgpr 40
// GFX802-V5-NEXT:		.amdhsa_reserve_vcc 0
// GFX802-V5-NEXT:		.amdhsa_reserve_flat_scratch 0
// GFX802-V5-NEXT:		.amdhsa_float_round_mode_32 1
// GFX802-V5-NEXT:		.amdhsa_float_round_mode_16_64 2
// GFX802-V5-NEXT:		.amdhsa_float_denorm_mode_32 3
// GFX802-V5-NEXT:		.amdhsa_float_denorm_mode_16_64 0
// GFX802-V5-NEXT:		.amdhsa_dx10_clamp 0
// GFX802-V5-NEXT:		.amdhsa_ieee_mode 0
// GFX802-V5-NEXT:		.amdhsa_exception_fp_ieee_invalid_op 1
// GFX802-V5-NEXT:		.amdhsa_exception_fp_denorm_src 1
// GFX802-V5-NEXT:		.amdhsa_exception_fp_ieee_div_zero 1
// GFX802-V5-NEXT:		.amdhsa_exception_fp_ieee_overflow 1
// GFX802-V5-NEXT:		.amdhsa_exception_fp_ieee_underflow 1
// GFX802-V5-NEXT:		.amdhsa_exception_fp_ieee_inexact 1
// GFX802-V5-NEXT:		.amdhsa_exception_int_div_zero 1
// GFX802-V5-NEXT:	.end_amdhsa_kernel
// GFX802-V5-EMPTY:
.endif
.if gen == 9 && !gfx90a && !gfx940
.amdhsa_kernel k2
  .amdhsa_group_segment_fixed_size 16
  .amdhsa_private_segment_fixed_size 32
  .amdhsa_kernarg_size 64
  .amdhsa_user_sgpr_dispatch_ptr 1
  .amdhsa_user_sgpr_queue_ptr 1
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_user_sgpr_dispatch_id 1
  .amdhsa_user_sgpr_private_segment_size 1
  .amdhsa_uses_dynamic_stack 1
  .amdhsa_system_sgpr_workgroup_id_x 0
  .amdhsa_system_sgpr_workgroup_id_y 1
  .amdhsa_system_sgpr_workgroup_id_z 1
  .amdhsa_system_sgpr_workgroup_info 1
  .amdhsa_system_vgpr_workitem_id 2
  .amdhsa_next_free_vgpr 37
  .amdhsa_next_free_sgpr 40
  .amdhsa_reserve_vcc 0
  .amdhsa_float_round_mode_32 1
  .amdhsa_float_round_mode_16_64 2
  .amdhsa_float_denorm_mode_32 3
  .amdhsa_float_denorm_mode_16_64 0
  .amdhsa_exception_fp_ieee_invalid_op 1
  .amdhsa_exception_fp_denorm_src 1
  .amdhsa_exception_fp_ieee_div_zero 1
  .amdhsa_exception_fp_ieee_overflow 1
  .amdhsa_exception_fp_ieee_underflow 1
  .amdhsa_exception_fp_ieee_inexact 1
  .amdhsa_exception_int_div_zero 1
  .amdhsa_user_sgpr_private_segment_buffer 1
  .amdhsa_user_sgpr_flat_scratch_init 1
  .amdhsa_system_sgpr_private_segment_wavefront_offset 1
  .amdhsa_dx10_clamp 0
  .amdhsa_ieee_mode 0
  .amdhsa_reserve_flat_scratch 0
  .amdhsa_reserve_xnack_mask 1
  .amdhsa_fp16_overflow 1
.end_amdhsa_kernel
// GFX900-V4-NEXT:	.amdhsa_kernel k2
// GFX900-V4-NEXT:		.amdhsa_group_segment_fixed_size 16
// GFX900-V4-NEXT:		.amdhsa_private_segment_fixed_size 32
// GFX900-V4-NEXT:		.amdhsa_kernarg_size 64
// GFX900-V4-NEXT:		.amdhsa_user_sgpr_count 15
// GFX900-V4-NEXT:		.amdhsa_user_sgpr_private_segment_buffer 1
// GFX900-V4-NEXT:		.amdhsa_user_sgpr_dispatch_ptr 1
// GFX900-V4-NEXT:		.amdhsa_user_sgpr_queue_ptr 1
// GFX900-V4-NEXT:		.amdhsa_user_sgpr_kernarg_segment_ptr 1
// GFX900-V4-NEXT:		.amdhsa_user_sgpr_dispatch_id 1
// GFX900-V4-NEXT:		.amdhsa_user_sgpr_flat_scratch_init 1
// GFX900-V4-NEXT:		.amdhsa_user_sgpr_private_segment_size 1
// GFX900-V4-NEXT:		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
// GFX900-V4-NEXT:		.amdhsa_system_sgpr_workgroup_id_x 0
// GFX900-V4-NEXT:		.amdhsa_system_sgpr_workgroup_id_y 1
// GFX900-V4-NEXT:		.amdhsa_system_sgpr_workgroup_id_z 1
// GFX900-V4-NEXT:		.amdhsa_system_sgpr_workgroup_info 1
// GFX900-V4-NEXT:		.amdhsa_system_vgpr_workitem_id 2
// GFX900-V4-NEXT:		.amdhsa_next_free_vgpr 37
// GFX900-V4-NEXT:		.amdhsa_next_free_sgpr 40
// GFX900-V4-NEXT:		.amdhsa_reserve_vcc 0
// GFX900-V4-NEXT:		.amdhsa_reserve_flat_scratch 0
// GFX900-V4-NEXT:		.amdhsa_reserve_xnack_mask 1
// GFX900-V4-NEXT:		.amdhsa_float_round_mode_32 1
// GFX900-V4-NEXT:		.amdhsa_float_round_mode_16_64 2
// GFX900-V4-NEXT:		.amdhsa_float_denorm_mode_32 3
// GFX900-V4-NEXT:		.amdhsa_float_denorm_mode_16_64 0
// GFX900-V4-NEXT:		.amdhsa_dx10_clamp 0
// GFX900-V4-NEXT:		.amdhsa_ieee_mode 0
// GFX900-V4-NEXT:		.amdhsa_fp16_overflow 1
// GFX900-V4-NEXT:		.amdhsa_exception_fp_ieee_invalid_op 1
// GFX900-V4-NEXT:		.amdhsa_exception_fp_denorm_src 1
// GFX900-V4-NEXT:		.amdhsa_exception_fp_ieee_div_zero 1
// GFX900-V4-NEXT:		.amdhsa_exception_fp_ieee_overflow 1
// GFX900-V4-NEXT:		.amdhsa_exception_fp_ieee_underflow 1
// GFX900-V4-NEXT:		.amdhsa_exception_fp_ieee_inexact 1
// GFX900-V4-NEXT:		.amdhsa_exception_int_div_zero 1
// GFX900-V4-NEXT:	.end_amdhsa_kernel
// GFX900-V4-EMPTY:
// GFX908-V6-NEXT:	.amdhsa_kernel k2
// GFX908-V6-NEXT:		.amdhsa_group_segment_fixed_size 16
// GFX908-V6-NEXT:		.amdhsa_private_segment_fixed_size 32
// GFX908-V6-NEXT:		.amdhsa_kernarg_size 64
// GFX908-V6-NEXT:		.amdhsa_user_sgpr_count 15
// GFX908-V6-NEXT:		.amdhsa_user_sgpr_private_segment_buffer 1
// GFX908-V6-NEXT:		.amdhsa_user_sgpr_dispatch_ptr 1
// GFX908-V6-NEXT:		.amdhsa_user_sgpr_queue_ptr 1
// GFX908-V6-NEXT:		.amdhsa_user_sgpr_kernarg_segment_ptr 1
// GFX908-V6-NEXT:		.amdhsa_user_sgpr_dispatch_id 1
// GFX908-V6-NEXT:		.amdhsa_user_sgpr_flat_scratch_init 1
// GFX908-V6-NEXT:		.amdhsa_user_sgpr_private_segment_size 1
// GFX908-V6-NEXT:		.amdhsa_uses_dynamic_stack 1
// GFX908-V6-NEXT:		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
// GFX908-V6-NEXT:		.amdhsa_system_sgpr_workgroup_id_x 0
// GFX908-V6-NEXT:		.amdhsa_system_sgpr_workgroup_id_y 1
// GFX908-V6-NEXT:		.amdhsa_system_sgpr_workgroup_id_z 1
// GFX908-V6-NEXT:		.amdhsa_system_sgpr_workgroup_info 1
// GFX908-V6-NEXT:		.amdhsa_system_vgpr_workitem_id 2
// GFX908-V6-NEXT:		.amdhsa_next_free_vgpr 37
// GFX908-V6-NEXT:		.amdhsa_next_free_sgpr 40
// GFX908-V6-NEXT:		.amdhsa_reserve_vcc 0
// GFX908-V6-NEXT:		.amdhsa_reserve_flat_scratch 0
// GFX908-V6-NEXT:		.amdhsa_float_round_mode_32 1
// GFX908-V6-NEXT:		.amdhsa_float_round_mode_16_64 2
// GFX908-V6-NEXT:		.amdhsa_float_denorm_mode_32 3
// GFX908-V6-NEXT:		.amdhsa_float_denorm_mode_16_64 0
// GFX908-V6-NEXT:		.amdhsa_dx10_clamp 0
// GFX908-V6-NEXT:		.amdhsa_ieee_mode 0
// GFX908-V6-NEXT:		.amdhsa_fp16_overflow 1
// GFX908-V6-NEXT:		.amdhsa_exception_fp_ieee_invalid_op 1
// GFX908-V6-NEXT:		.amdhsa_exception_fp_denorm_src 1
// GFX908-V6-NEXT:		.amdhsa_exception_fp_ieee_div_zero 1
// GFX908-V6-NEXT:		.amdhsa_exception_fp_ieee_overflow 1
// GFX908-V6-NEXT:		.amdhsa_exception_fp_ieee_underflow 1
// GFX908-V6-NEXT:		.amdhsa_exception_fp_ieee_inexact 1
// GFX908-V6-NEXT:		.amdhsa_exception_int_div_zero 1
// GFX908-V6-NEXT:	.end_amdhsa_kernel
// GFX908-V6-EMPTY:
.endif
.if gfx90a
.amdhsa_kernel k2
  .amdhsa_group_segment_fixed_size 16
  .amdhsa_private_segment_fixed_size 32
  .amdhsa_kernarg_size 64
  .amdhsa_user_sgpr_dispatch_ptr 1
  .amdhsa_user_sgpr_queue_ptr 1
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_user_sgpr_dispatch_id 1
  .amdhsa_user_sgpr_private_segment_size 1
  .amdhsa_uses_dynamic_stack 1
  .amdhsa_system_sgpr_workgroup_id_x 0
  .amdhsa_system_sgpr_workgroup_id_y 1
  .amdhsa_system_sgpr_workgroup_id_z 1
  .amdhsa_system_sgpr_workgroup_info 1
  .amdhsa_system_vgpr_workitem_id 2
  .amdhsa_next_free_vgpr 37
  .amdhsa_next_free_sgpr 40
  .amdhsa_reserve_vcc 0
  .amdhsa_float_round_mode_32 1
  .amdhsa_float_round_mode_16_64 2
  .amdhsa_float_denorm_mode_32 3
  .amdhsa_float_denorm_mode_16_64 0
  .amdhsa_exception_fp_ieee_invalid_op 1
  .amdhsa_exception_fp_denorm_src 1
  .amdhsa_exception_fp_ieee_div_zero 1
  .amdhsa_exception_fp_ieee_overflow 1
  .amdhsa_exception_fp_ieee_underflow 1
  .amdhsa_exception_fp_ieee_inexact 1
  .amdhsa_exception_int_div_zero 1
  .amdhsa_user_sgpr_private_segment_buffer 1
  .amdhsa_user_sgpr_flat_scratch_init 1
  .amdhsa_system_sgpr_private_segment_wavefront_offset 1
  .amdhsa_dx10_clamp 0
  .amdhsa_ieee_mode 0
  .amdhsa_reserve_flat_scratch 0
  .amdhsa_reserve_xnack_mask 1
  .amdhsa_fp16_overflow 1
  .amdhsa_accum_offset 12
  .amdhsa_tg_split 1
  .amdhsa_user_sgpr_kernarg_preload_length 2
  .amdhsa_user_sgpr_kernarg_preload_offset 1
.end_amdhsa_kernel
// GFX90A-V5-NEXT:	.amdhsa_kernel k2
// GFX90A-V5-NEXT:		.amdhsa_group_segment_fixed_size 16
// GFX90A-V5-NEXT:		.amdhsa_private_segment_fixed_size 32
// GFX90A-V5-NEXT:		.amdhsa_kernarg_size 64
// GFX90A-V5-NEXT:		.amdhsa_user_sgpr_count 17
// GFX90A-V5-NEXT:		.amdhsa_user_sgpr_private_segment_buffer 1
// GFX90A-V5-NEXT:		.amdhsa_user_sgpr_dispatch_ptr 1
// GFX90A-V5-NEXT:		.amdhsa_user_sgpr_queue_ptr 1
// GFX90A-V5-NEXT:		.amdhsa_user_sgpr_kernarg_segment_ptr 1
// GFX90A-V5-NEXT:		.amdhsa_user_sgpr_dispatch_id 1
// GFX90A-V5-NEXT:		.amdhsa_user_sgpr_flat_scratch_init 1
// GFX90A-V5-NEXT:		.amdhsa_user_sgpr_kernarg_preload_length 2
// GFX90A-V5-NEXT:		.amdhsa_user_sgpr_kernarg_preload_offset 1
// GFX90A-V5-NEXT:		.amdhsa_user_sgpr_private_segment_size 1
// GFX90A-V5-NEXT:		.amdhsa_uses_dynamic_stack 1
// GFX90A-V5-NEXT:		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
// GFX90A-V5-NEXT:		.amdhsa_system_sgpr_workgroup_id_x 0
// GFX90A-V5-NEXT:		.amdhsa_system_sgpr_workgroup_id_y 1
// GFX90A-V5-NEXT:		.amdhsa_system_sgpr_workgroup_id_z 1
// GFX90A-V5-NEXT:		.amdhsa_system_sgpr_workgroup_info 1
// GFX90A-V5-NEXT:		.amdhsa_system_vgpr_workitem_id 2
// GFX90A-V5-NEXT:		.amdhsa_next_free_vgpr 37
// GFX90A-V5-NEXT:		.amdhsa_next_free_sgpr 40
// GFX90A-V5-NEXT:		.amdhsa_accum_offset 12
// GFX90A-V5-NEXT:		.amdhsa_reserve_vcc 0
// GFX90A-V5-NEXT:		.amdhsa_reserve_flat_scratch 0
// GFX90A-V5-NEXT:		.amdhsa_reserve_xnack_mask 1
// GFX90A-V5-NEXT:		.amdhsa_float_round_mode_32 1
// GFX90A-V5-NEXT:		.amdhsa_float_round_mode_16_64 2
// GFX90A-V5-NEXT:		.amdhsa_float_denorm_mode_32 3
// GFX90A-V5-NEXT:		.amdhsa_float_denorm_mode_16_64 0
// GFX90A-V5-NEXT:		.amdhsa_dx10_clamp 0
// GFX90A-V5-NEXT:		.amdhsa_ieee_mode 0
// GFX90A-V5-NEXT:		.amdhsa_fp16_overflow 1
// GFX90A-V5-NEXT:		.amdhsa_tg_split 1
// GFX90A-V5-NEXT:		.amdhsa_exception_fp_ieee_invalid_op 1
// GFX90A-V5-NEXT:		.amdhsa_exception_fp_denorm_src 1
// GFX90A-V5-NEXT:		.amdhsa_exception_fp_ieee_div_zero 1
// GFX90A-V5-NEXT:		.amdhsa_exception_fp_ieee_overflow 1
// GFX90A-V5-NEXT:		.amdhsa_exception_fp_ieee_underflow 1
// GFX90A-V5-NEXT:		.amdhsa_exception_fp_ieee_inexact 1
// GFX90A-V5-NEXT:		.amdhsa_exception_int_div_zero 1
// GFX90A-V5-NEXT:	.end_amdhsa_kernel
// GFX90A-V5-EMPTY:
// GFX90A-V4-NEXT:	.amdhsa_kernel k2
// GFX90A-V4-NEXT:		.amdhsa_group_segment_fixed_size 16
// GFX90A-V4-NEXT:		.amdhsa_private_segment_fixed_size 32
// GFX90A-V4-NEXT:		.amdhsa_kernarg_size 64
// GFX90A-V4-NEXT:		.amdhsa_user_sgpr_count 17
// GFX90A-V4-NEXT:		.amdhsa_user_sgpr_private_segment_buffer 1
// GFX90A-V4-NEXT:		.amdhsa_user_sgpr_dispatch_ptr 1
// GFX90A-V4-NEXT:		.amdhsa_user_sgpr_queue_ptr 1
// GFX90A-V4-NEXT:		.amdhsa_user_sgpr_kernarg_segment_ptr 1
// GFX90A-V4-NEXT:		.amdhsa_user_sgpr_dispatch_id 1
// GFX90A-V4-NEXT:		.amdhsa_user_sgpr_flat_scratch_init 1
// GFX90A-V4-NEXT:		.amdhsa_user_sgpr_kernarg_preload_length 2
// GFX90A-V4-NEXT:		.amdhsa_user_sgpr_kernarg_preload_offset 1
// GFX90A-V4-NEXT:		.amdhsa_user_sgpr_private_segment_size 1
// GFX90A-V4-NEXT:		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
// GFX90A-V4-NEXT:		.amdhsa_system_sgpr_workgroup_id_x 0
// GFX90A-V4-NEXT:		.amdhsa_system_sgpr_workgroup_id_y 1
// GFX90A-V4-NEXT:		.amdhsa_system_sgpr_workgroup_id_z 1
// GFX90A-V4-NEXT:		.amdhsa_system_sgpr_workgroup_info 1
// GFX90A-V4-NEXT:		.amdhsa_system_vgpr_workitem_id 2
// GFX90A-V4-NEXT:		.amdhsa_next_free_vgpr 37
// GFX90A-V4-NEXT:		.amdhsa_next_free_sgpr 40
// GFX90A-V4-NEXT:		.amdhsa_accum_offset 12
// GFX90A-V4-NEXT:		.amdhsa_reserve_vcc 0
// GFX90A-V4-NEXT:		.amdhsa_reserve_flat_scratch 0
// GFX90A-V4-NEXT:		.amdhsa_reserve_xnack_mask 1
// GFX90A-V4-NEXT:		.amdhsa_float_round_mode_32 1
// GFX90A-V4-NEXT:		.amdhsa_float_round_mode_16_64 2
// GFX90A-V4-NEXT:		.amdhsa_float_denorm_mode_32 3
// GFX90A-V4-NEXT:		.amdhsa_float_denorm_mode_16_64 0
// GFX90A-V4-NEXT:		.amdhsa_dx10_clamp 0
// GFX90A-V4-NEXT:		.amdhsa_ieee_mode 0
// GFX90A-V4-NEXT:		.amdhsa_fp16_overflow 1
// GFX90A-V4-NEXT:		.amdhsa_tg_split 1
// GFX90A-V4-NEXT:		.amdhsa_exception_fp_ieee_invalid_op 1
// GFX90A-V4-NEXT:		.amdhsa_exception_fp_denorm_src 1
// GFX90A-V4-NEXT:		.amdhsa_exception_fp_ieee_div_zero 1
// GFX90A-V4-NEXT:		.amdhsa_exception_fp_ieee_overflow 1
// GFX90A-V4-NEXT:		.amdhsa_exception_fp_ieee_underflow 1
// GFX90A-V4-NEXT:		.amdhsa_exception_fp_ieee_inexact 1
// GFX90A-V4-NEXT:		.amdhsa_exception_int_div_zero 1
// GFX90A-V4-NEXT:	.end_amdhsa_kernel
// GFX90A-V4-EMPTY:
.endif
.if gfx940
.amdhsa_kernel k2
  .amdhsa_group_segment_fixed_size 16
  .amdhsa_private_segment_fixed_size 32
  .amdhsa_kernarg_size 64
  .amdhsa_user_sgpr_dispatch_ptr 1
  .amdhsa_user_sgpr_queue_ptr 1
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_user_sgpr_dispatch_id 1
  .amdhsa_user_sgpr_private_segment_size 1
  .amdhsa_uses_dynamic_stack 1
  .amdhsa_system_sgpr_workgroup_id_x 0
  .amdhsa_system_sgpr_workgroup_id_y 1
  .amdhsa_system_sgpr_workgroup_id_z 1
  .amdhsa_system_sgpr_workgroup_info 1
  .amdhsa_system_vgpr_workitem_id 2
  .amdhsa_next_free_vgpr 37
  .amdhsa_next_free_sgpr 40
  .amdhsa_reserve_vcc 0
  .amdhsa_float_round_mode_32 1
  .amdhsa_float_round_mode_16_64 2
  .amdhsa_float_denorm_mode_32 3
  .amdhsa_float_denorm_mode_16_64 0
  .amdhsa_exception_fp_ieee_invalid_op 1
  .amdhsa_exception_fp_denorm_src 1
  .amdhsa_exception_fp_ieee_div_zero 1
  .amdhsa_exception_fp_ieee_overflow 1
  .amdhsa_exception_fp_ieee_underflow 1
  .amdhsa_exception_fp_ieee_inexact 1
  .amdhsa_exception_int_div_zero 1
  .amdhsa_enable_private_segment 1
  .amdhsa_dx10_clamp 0
  .amdhsa_ieee_mode 0
  .amdhsa_reserve_xnack_mask 1
  .amdhsa_fp16_overflow 1
  .amdhsa_accum_offset 40
  .amdhsa_tg_split 1
  .amdhsa_user_sgpr_kernarg_preload_length 16
  .amdhsa_user_sgpr_kernarg_preload_offset 0
.end_amdhsa_kernel
// GFX940-V5-NEXT:	.amdhsa_kernel k2
// GFX940-V5-NEXT:		.amdhsa_group_segment_fixed_size 16
// GFX940-V5-NEXT:		.amdhsa_private_segment_fixed_size 32
// GFX940-V5-NEXT:		.amdhsa_kernarg_size 64
// GFX940-V5-NEXT:		.amdhsa_user_sgpr_count 25
// GFX940-V5-NEXT:		.amdhsa_user_sgpr_dispatch_ptr 1
// GFX940-V5-NEXT:		.amdhsa_user_sgpr_queue_ptr 1
// GFX940-V5-NEXT:		.amdhsa_user_sgpr_kernarg_segment_ptr 1
// GFX940-V5-NEXT:		.amdhsa_user_sgpr_dispatch_id 1
// GFX940-V5-NEXT:		.amdhsa_user_sgpr_kernarg_preload_length 16
// GFX940-V5-NEXT:		.amdhsa_user_sgpr_kernarg_preload_offset 0
// GFX940-V5-NEXT:		.amdhsa_user_sgpr_private_segment_size 1
// GFX940-V5-NEXT:		.amdhsa_uses_dynamic_stack 1
// GFX940-V5-NEXT:		.amdhsa_enable_private_segment 1
// GFX940-V5-NEXT:		.amdhsa_system_sgpr_workgroup_id_x 0
// GFX940-V5-NEXT:		.amdhsa_system_sgpr_workgroup_id_y 1
// GFX940-V5-NEXT:		.amdhsa_system_sgpr_workgroup_id_z 1
// GFX940-V5-NEXT:		.amdhsa_system_sgpr_workgroup_info 1
// GFX940-V5-NEXT:		.amdhsa_system_vgpr_workitem_id 2
// GFX940-V5-NEXT:		.amdhsa_next_free_vgpr 37
// GFX940-V5-NEXT:		.amdhsa_next_free_sgpr 40
// GFX940-V5-NEXT:		.amdhsa_accum_offset 40
// GFX940-V5-NEXT:		.amdhsa_reserve_vcc 0
// GFX940-V5-NEXT:		.amdhsa_reserve_xnack_mask 1
// GFX940-V5-NEXT:		.amdhsa_float_round_mode_32 1
// GFX940-V5-NEXT:		.amdhsa_float_round_mode_16_64 2
// GFX940-V5-NEXT:		.amdhsa_float_denorm_mode_32 3
// GFX940-V5-NEXT:		.amdhsa_float_denorm_mode_16_64 0
// GFX940-V5-NEXT:		.amdhsa_dx10_clamp 0
// GFX940-V5-NEXT:		.amdhsa_ieee_mode 0
// GFX940-V5-NEXT:		.amdhsa_fp16_overflow 1
// GFX940-V5-NEXT:		.amdhsa_tg_split 1
// GFX940-V5-NEXT:		.amdhsa_exception_fp_ieee_invalid_op 1
// GFX940-V5-NEXT:		.amdhsa_exception_fp_denorm_src 1
// GFX940-V5-NEXT:		.amdhsa_exception_fp_ieee_div_zero 1
// GFX940-V5-NEXT:		.amdhsa_exception_fp_ieee_overflow 1
// GFX940-V5-NEXT:		.amdhsa_exception_fp_ieee_underflow 1
// GFX940-V5-NEXT:		.amdhsa_exception_fp_ieee_inexact 1
// GFX940-V5-NEXT:		.amdhsa_exception_int_div_zero 1
// GFX940-V5-NEXT:	.end_amdhsa_kernel
// GFX940-V5-EMPTY:
// GFX942-V6-NEXT:	.amdhsa_kernel k2
// GFX942-V6-NEXT:		.amdhsa_group_segment_fixed_size 16
// GFX942-V6-NEXT:		.amdhsa_private_segment_fixed_size 32
// GFX942-V6-NEXT:		.amdhsa_kernarg_size 64
// GFX942-V6-NEXT:		.amdhsa_user_sgpr_count 25
// GFX942-V6-NEXT:		.amdhsa_user_sgpr_dispatch_ptr 1
// GFX942-V6-NEXT:		.amdhsa_user_sgpr_queue_ptr 1
// GFX942-V6-NEXT:		.amdhsa_user_sgpr_kernarg_segment_ptr 1
// GFX942-V6-NEXT:		.amdhsa_user_sgpr_dispatch_id 1
// GFX942-V6-NEXT:		.amdhsa_user_sgpr_kernarg_preload_length 16
// GFX942-V6-NEXT:		.amdhsa_user_sgpr_kernarg_preload_offset 0
// GFX942-V6-NEXT:		.amdhsa_user_sgpr_private_segment_size 1
// GFX942-V6-NEXT:		.amdhsa_uses_dynamic_stack 1
// GFX942-V6-NEXT:		.amdhsa_enable_private_segment 1
// GFX942-V6-NEXT:		.amdhsa_system_sgpr_workgroup_id_x 0
// GFX942-V6-NEXT:		.amdhsa_system_sgpr_workgroup_id_y 1
// GFX942-V6-NEXT:		.amdhsa_system_sgpr_workgroup_id_z 1
// GFX942-V6-NEXT:		.amdhsa_system_sgpr_workgroup_info 1
// GFX942-V6-NEXT:		.amdhsa_system_vgpr_workitem_id 2
// GFX942-V6-NEXT:		.amdhsa_next_free_vgpr 37
// GFX942-V6-NEXT:		.amdhsa_next_free_sgpr 40
// GFX942-V6-NEXT:		.amdhsa_accum_offset 40
// GFX942-V6-NEXT:		.amdhsa_reserve_vcc 0
// GFX942-V6-NEXT:		.amdhsa_float_round_mode_32 1
// GFX942-V6-NEXT:		.amdhsa_float_round_mode_16_64 2
// GFX942-V6-NEXT:		.amdhsa_float_denorm_mode_32 3
// GFX942-V6-NEXT:		.amdhsa_float_denorm_mode_16_64 0
// GFX942-V6-NEXT:		.amdhsa_dx10_clamp 0
// GFX942-V6-NEXT:		.amdhsa_ieee_mode 0
// GFX942-V6-NEXT:		.amdhsa_fp16_overflow 1
// GFX942-V6-NEXT:		.amdhsa_tg_split 1
// GFX942-V6-NEXT:		.amdhsa_exception_fp_ieee_invalid_op 1
// GFX942-V6-NEXT:		.amdhsa_exception_fp_denorm_src 1
// GFX942-V6-NEXT:		.amdhsa_exception_fp_ieee_div_zero 1
// GFX942-V6-NEXT:		.amdhsa_exception_fp_ieee_overflow 1
// GFX942-V6-NEXT:		.amdhsa_exception_fp_ieee_underflow 1
// GFX942-V6-NEXT:		.amdhsa_exception_fp_ieee_inexact 1
// GFX942-V6-NEXT:		.amdhsa_exception_int_div_zero 1
// GFX942-V6-NEXT:	.end_amdhsa_kernel
// GFX942-V6-EMPTY:
.endif
.if gen == 10
.amdhsa_kernel k2
  .amdhsa_group_segment_fixed_size 16
  .amdhsa_private_segment_fixed_size 32
  .amdhsa_kernarg_size 64
  .amdhsa_user_sgpr_dispatch_ptr 1
  .amdhsa_user_sgpr_queue_ptr 1
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_user_sgpr_dispatch_id 1
  .amdhsa_user_sgpr_private_segment_size 1
  .amdhsa_uses_dynamic_stack 1
  .amdhsa_system_sgpr_workgroup_id_x 0
  .amdhsa_system_sgpr_workgroup_id_y 1
  .amdhsa_system_sgpr_workgroup_id_z 1
  .amdhsa_system_sgpr_workgroup_info 1
  .amdhsa_system_vgpr_workitem_id 2
  .amdhsa_next_free_vgpr 37
  .amdhsa_next_free_sgpr 40
  .amdhsa_reserve_vcc 0
  .amdhsa_float_round_mode_32 1
  .amdhsa_float_round_mode_16_64 2
  .amdhsa_float_denorm_mode_32 3
  .amdhsa_float_denorm_mode_16_64 0
  .amdhsa_exception_fp_ieee_invalid_op 1
  .amdhsa_exception_fp_denorm_src 1
  .amdhsa_exception_fp_ieee_div_zero 1
  .amdhsa_exception_fp_ieee_overflow 1
  .amdhsa_exception_fp_ieee_underflow 1
  .amdhsa_exception_fp_ieee_inexact 1
  .amdhsa_exception_int_div_zero 1
  .amdhsa_user_sgpr_private_segment_buffer 1
  .amdhsa_user_sgpr_flat_scratch_init 1
  .amdhsa_system_sgpr_private_segment_wavefront_offset 1
  .amdhsa_dx10_clamp 0
  .amdhsa_ieee_mode 0
  .amdhsa_workgroup_processor_mode 0
  .amdhsa_memory_ordered 0
  .amdhsa_forward_progress 1
  .amdhsa_reserve_flat_scratch 0
  .amdhsa_fp16_overflow 1
  .amdhsa_wavefront_size32 0
  .amdhsa_shared_vgpr_count 3
.end_amdhsa_kernel
// GFX1010-V5-NEXT:	.amdhsa_kernel k2
// GFX1010-V5-NEXT:		.amdhsa_group_segment_fixed_size 16
// GFX1010-V5-NEXT:		.amdhsa_private_segment_fixed_size 32
// GFX1010-V5-NEXT:		.amdhsa_kernarg_size 64
// GFX1010-V5-NEXT:		.amdhsa_user_sgpr_count 15
// GFX1010-V5-NEXT:		.amdhsa_user_sgpr_private_segment_buffer 1
// GFX1010-V5-NEXT:		.amdhsa_user_sgpr_dispatch_ptr 1
// GFX1010-V5-NEXT:		.amdhsa_user_sgpr_queue_ptr 1
// GFX1010-V5-NEXT:		.amdhsa_user_sgpr_kernarg_segment_ptr 1
// GFX1010-V5-NEXT:		.amdhsa_user_sgpr_dispatch_id 1
// GFX1010-V5-NEXT:		.amdhsa_user_sgpr_flat_scratch_init 1
// GFX1010-V5-NEXT:		.amdhsa_user_sgpr_private_segment_size 1
// GFX1010-V5-NEXT:		.amdhsa_wavefront_size32 0
// GFX1010-V5-NEXT:		.amdhsa_uses_dynamic_stack 1
// GFX1010-V5-NEXT:		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
// GFX1010-V5-NEXT:		.amdhsa_system_sgpr_workgroup_id_x 0
// GFX1010-V5-NEXT:		.amdhsa_system_sgpr_workgroup_id_y 1
// GFX1010-V5-NEXT:		.amdhsa_system_sgpr_workgroup_id_z 1
// GFX1010-V5-NEXT:		.amdhsa_system_sgpr_workgroup_info 1
// GFX1010-V5-NEXT:		.amdhsa_system_vgpr_workitem_id 2
// GFX1010-V5-NEXT:		.amdhsa_next_free_vgpr 37
// GFX1010-V5-NEXT:		.amdhsa_next_free_sgpr 40
// GFX1010-V5-NEXT:		.amdhsa_reserve_vcc 0
// GFX1010-V5-NEXT:		.amdhsa_reserve_flat_scratch 0
// GFX1010-V5-NEXT:		.amdhsa_reserve_xnack_mask 1
// GFX1010-V5-NEXT:		.amdhsa_float_round_mode_32 1
// GFX1010-V5-NEXT:		.amdhsa_float_round_mode_16_64 2
// GFX1010-V5-NEXT:		.amdhsa_float_denorm_mode_32 3
// GFX1010-V5-NEXT:		.amdhsa_float_denorm_mode_16_64 0
// GFX1010-V5-NEXT:		.amdhsa_dx10_clamp 0
// GFX1010-V5-NEXT:		.amdhsa_ieee_mode 0
// GFX1010-V5-NEXT:		.amdhsa_fp16_overflow 1
// GFX1010-V5-NEXT:		.amdhsa_workgroup_processor_mode 0
// GFX1010-V5-NEXT:		.amdhsa_memory_ordered 0
// GFX1010-V5-NEXT:		.amdhsa_forward_progress 1
// GFX1010-V5-NEXT:		.amdhsa_shared_vgpr_count 3
// GFX1010-V5-NEXT:		.amdhsa_exception_fp_ieee_invalid_op 1
// GFX1010-V5-NEXT:		.amdhsa_exception_fp_denorm_src 1
// GFX1010-V5-NEXT:		.amdhsa_exception_fp_ieee_div_zero 1
// GFX1010-V5-NEXT:		.amdhsa_exception_fp_ieee_overflow 1
// GFX1010-V5-NEXT:		.amdhsa_exception_fp_ieee_underflow 1
// GFX1010-V5-NEXT:		.amdhsa_exception_fp_ieee_inexact 1
// GFX1010-V5-NEXT:		.amdhsa_exception_int_div_zero 1
// GFX1010-V5-NEXT:	.end_amdhsa_kernel
// GFX1010-V5-EMPTY:
// GFX1030-V4-NEXT:	.amdhsa_kernel k2
// GFX1030-V4-NEXT:		.amdhsa_group_segment_fixed_size 16
// GFX1030-V4-NEXT:		.amdhsa_private_segment_fixed_size 32
// GFX1030-V4-NEXT:		.amdhsa_kernarg_size 64
// GFX1030-V4-NEXT:		.amdhsa_user_sgpr_count 15
// GFX1030-V4-NEXT:		.amdhsa_user_sgpr_private_segment_buffer 1
// GFX1030-V4-NEXT:		.amdhsa_user_sgpr_dispatch_ptr 1
// GFX1030-V4-NEXT:		.amdhsa_user_sgpr_queue_ptr 1
// GFX1030-V4-NEXT:		.amdhsa_user_sgpr_kernarg_segment_ptr 1
// GFX1030-V4-NEXT:		.amdhsa_user_sgpr_dispatch_id 1
// GFX1030-V4-NEXT:		.amdhsa_user_sgpr_flat_scratch_init 1
// GFX1030-V4-NEXT:		.amdhsa_user_sgpr_private_segment_size 1
// GFX1030-V4-NEXT:		.amdhsa_wavefront_size32 0
// GFX1030-V4-NEXT:		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
// GFX1030-V4-NEXT:		.amdhsa_system_sgpr_workgroup_id_x 0
// GFX1030-V4-NEXT:		.amdhsa_system_sgpr_workgroup_id_y 1
// GFX1030-V4-NEXT:		.amdhsa_system_sgpr_workgroup_id_z 1
// GFX1030-V4-NEXT:		.amdhsa_system_sgpr_workgroup_info 1
// GFX1030-V4-NEXT:		.amdhsa_system_vgpr_workitem_id 2
// GFX1030-V4-NEXT:		.amdhsa_next_free_vgpr 37
// GFX1030-V4-NEXT:		.amdhsa_next_free_sgpr 40
// GFX1030-V4-NEXT:		.amdhsa_reserve_vcc 0
// GFX1030-V4-NEXT:		.amdhsa_reserve_flat_scratch 0
// GFX1030-V4-NEXT:		.amdhsa_float_round_mode_32 1
// GFX1030-V4-NEXT:		.amdhsa_float_round_mode_16_64 2
// GFX1030-V4-NEXT:		.amdhsa_float_denorm_mode_32 3
// GFX1030-V4-NEXT:		.amdhsa_float_denorm_mode_16_64 0
// GFX1030-V4-NEXT:		.amdhsa_dx10_clamp 0
// GFX1030-V4-NEXT:		.amdhsa_ieee_mode 0
// GFX1030-V4-NEXT:		.amdhsa_fp16_overflow 1
// GFX1030-V4-NEXT:		.amdhsa_workgroup_processor_mode 0
// GFX1030-V4-NEXT:		.amdhsa_memory_ordered 0
// GFX1030-V4-NEXT:		.amdhsa_forward_progress 1
// GFX1030-V4-NEXT:		.amdhsa_shared_vgpr_count 3
// GFX1030-V4-NEXT:		.amdhsa_exception_fp_ieee_invalid_op 1
// GFX1030-V4-NEXT:		.amdhsa_exception_fp_denorm_src 1
// GFX1030-V4-NEXT:		.amdhsa_exception_fp_ieee_div_zero 1
// GFX1030-V4-NEXT:		.amdhsa_exception_fp_ieee_overflow 1
// GFX1030-V4-NEXT:		.amdhsa_exception_fp_ieee_underflow 1
// GFX1030-V4-NEXT:		.amdhsa_exception_fp_ieee_inexact 1
// GFX1030-V4-NEXT:		.amdhsa_exception_int_div_zero 1
// GFX1030-V4-NEXT:	.end_amdhsa_kernel
// GFX1030-V4-EMPTY:
.endif
.if gen == 11
.amdhsa_kernel k2
  .amdhsa_group_segment_fixed_size 16
  .amdhsa_private_segment_fixed_size 32
  .amdhsa_kernarg_size 64
  .amdhsa_user_sgpr_dispatch_ptr 1
  .amdhsa_user_sgpr_queue_ptr 1
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_user_sgpr_dispatch_id 1
  .amdhsa_user_sgpr_private_segment_size 1
  .amdhsa_uses_dynamic_stack 1
  .amdhsa_system_sgpr_workgroup_id_x 0
  .amdhsa_system_sgpr_workgroup_id_y 1
  .amdhsa_system_sgpr_workgroup_id_z 1
  .amdhsa_system_sgpr_workgroup_info 1
  .amdhsa_system_vgpr_workitem_id 2
  .amdhsa_next_free_vgpr 37
  .amdhsa_next_free_sgpr 40
  .amdhsa_reserve_vcc 0
  .amdhsa_float_round_mode_32 1
  .amdhsa_float_round_mode_16_64 2
  .amdhsa_float_denorm_mode_32 3
  .amdhsa_float_denorm_mode_16_64 0
  .amdhsa_exception_fp_ieee_invalid_op 1
  .amdhsa_exception_fp_denorm_src 1
  .amdhsa_exception_fp_ieee_div_zero 1
  .amdhsa_exception_fp_ieee_overflow 1
  .amdhsa_exception_fp_ieee_underflow 1
  .amdhsa_exception_fp_ieee_inexact 1
  .amdhsa_exception_int_div_zero 1
  .amdhsa_enable_private_segment 1
  .amdhsa_dx10_clamp 0
  .amdhsa_ieee_mode 0
  .amdhsa_workgroup_processor_mode 0
  .amdhsa_memory_ordered 0
  .amdhsa_forward_progress 1
  .amdhsa_fp16_overflow 1
  .amdhsa_wavefront_size32 1
.end_amdhsa_kernel
// GFX1100-V5-NEXT:	.amdhsa_kernel k2
// GFX1100-V5-NEXT:		.amdhsa_group_segment_fixed_size 16
// GFX1100-V5-NEXT:		.amdhsa_private_segment_fixed_size 32
// GFX1100-V5-NEXT:		.amdhsa_kernarg_size 64
// GFX1100-V5-NEXT:		.amdhsa_user_sgpr_count 9
// GFX1100-V5-NEXT:		.amdhsa_user_sgpr_dispatch_ptr 1
// GFX1100-V5-NEXT:		.amdhsa_user_sgpr_queue_ptr 1
// GFX1100-V5-NEXT:		.amdhsa_user_sgpr_kernarg_segment_ptr 1
// GFX1100-V5-NEXT:		.amdhsa_user_sgpr_dispatch_id 1
// GFX1100-V5-NEXT:		.amdhsa_user_sgpr_private_segment_size 1
// GFX1100-V5-NEXT:		.amdhsa_wavefront_size32 1
// GFX1100-V5-NEXT:		.amdhsa_uses_dynamic_stack 1
// GFX1100-V5-NEXT:		.amdhsa_enable_private_segment 1
// GFX1100-V5-NEXT:		.amdhsa_system_sgpr_workgroup_id_x 0
// GFX1100-V5-NEXT:		.amdhsa_system_sgpr_workgroup_id_y 1
// GFX1100-V5-NEXT:		.amdhsa_system_sgpr_workgroup_id_z 1
// GFX1100-V5-NEXT:		.amdhsa_system_sgpr_workgroup_info 1
// GFX1100-V5-NEXT:		.amdhsa_system_vgpr_workitem_id 2
// GFX1100-V5-NEXT:		.amdhsa_next_free_vgpr 37
// GFX1100-V5-NEXT:		.amdhsa_next_free_sgpr 40
// GFX1100-V5-NEXT:		.amdhsa_reserve_vcc 0
// GFX1100-V5-NEXT:		.amdhsa_float_round_mode_32 1
// GFX1100-V5-NEXT:		.amdhsa_float_round_mode_16_64 2
// GFX1100-V5-NEXT:		.amdhsa_float_denorm_mode_32 3
// GFX1100-V5-NEXT:		.amdhsa_float_denorm_mode_16_64 0
// GFX1100-V5-NEXT:		.amdhsa_dx10_clamp 0
// GFX1100-V5-NEXT:		.amdhsa_ieee_mode 0
// GFX1100-V5-NEXT:		.amdhsa_fp16_overflow 1
// GFX1100-V5-NEXT:		.amdhsa_workgroup_processor_mode 0
// GFX1100-V5-NEXT:		.amdhsa_memory_ordered 0
// GFX1100-V5-NEXT:		.amdhsa_forward_progress 1
// GFX1100-V5-NEXT:		.amdhsa_shared_vgpr_count 0
// GFX1100-V5-NEXT:		.amdhsa_exception_fp_ieee_invalid_op 1
// GFX1100-V5-NEXT:		.amdhsa_exception_fp_denorm_src 1
// GFX1100-V5-NEXT:		.amdhsa_exception_fp_ieee_div_zero 1
// GFX1100-V5-NEXT:		.amdhsa_exception_fp_ieee_overflow 1
// GFX1100-V5-NEXT:		.amdhsa_exception_fp_ieee_underflow 1
// GFX1100-V5-NEXT:		.amdhsa_exception_fp_ieee_inexact 1
// GFX1100-V5-NEXT:		.amdhsa_exception_int_div_zero 1
// GFX1100-V5-NEXT:	.end_amdhsa_kernel
// GFX1100-V5-EMPTY:
// GFX1151-V6-NEXT:	.amdhsa_kernel k2
// GFX1151-V6-NEXT:		.amdhsa_group_segment_fixed_size 16
// GFX1151-V6-NEXT:		.amdhsa_private_segment_fixed_size 32
// GFX1151-V6-NEXT:		.amdhsa_kernarg_size 64
// GFX1151-V6-NEXT:		.amdhsa_user_sgpr_count 9
// GFX1151-V6-NEXT:		.amdhsa_user_sgpr_dispatch_ptr 1
// GFX1151-V6-NEXT:		.amdhsa_user_sgpr_queue_ptr 1
// GFX1151-V6-NEXT:		.amdhsa_user_sgpr_kernarg_segment_ptr 1
// GFX1151-V6-NEXT:		.amdhsa_user_sgpr_dispatch_id 1
// GFX1151-V6-NEXT:		.amdhsa_user_sgpr_private_segment_size 1
// GFX1151-V6-NEXT:		.amdhsa_wavefront_size32 1
// GFX1151-V6-NEXT:		.amdhsa_uses_dynamic_stack 1
// GFX1151-V6-NEXT:		.amdhsa_enable_private_segment 1
// GFX1151-V6-NEXT:		.amdhsa_system_sgpr_workgroup_id_x 0
// GFX1151-V6-NEXT:		.amdhsa_system_sgpr_workgroup_id_y 1
// GFX1151-V6-NEXT:		.amdhsa_system_sgpr_workgroup_id_z 1
// GFX1151-V6-NEXT:		.amdhsa_system_sgpr_workgroup_info 1
// GFX1151-V6-NEXT:		.amdhsa_system_vgpr_workitem_id 2
// GFX1151-V6-NEXT:		.amdhsa_next_free_vgpr 37
// GFX1151-V6-NEXT:		.amdhsa_next_free_sgpr 40
// GFX1151-V6-NEXT:		.amdhsa_reserve_vcc 0
// GFX1151-V6-NEXT:		.amdhsa_float_round_mode_32 1
// GFX1151-V6-NEXT:		.amdhsa_float_round_mode_16_64 2
// GFX1151-V6-NEXT:		.amdhsa_float_denorm_mode_32 3
// GFX1151-V6-NEXT:		.amdhsa_float_denorm_mode_16_64 0
// GFX1151-V6-NEXT:		.amdhsa_dx10_clamp 0
// GFX1151-V6-NEXT:		.amdhsa_ieee_mode 0
// GFX1151-V6-NEXT:		.amdhsa_fp16_overflow 1
// GFX1151-V6-NEXT:		.amdhsa_workgroup_processor_mode 0
// GFX1151-V6-NEXT:		.amdhsa_memory_ordered 0
// GFX1151-V6-NEXT:		.amdhsa_forward_progress 1
// GFX1151-V6-NEXT:		.amdhsa_shared_vgpr_count 0
// GFX1151-V6-NEXT:		.amdhsa_exception_fp_ieee_invalid_op 1
// GFX1151-V6-NEXT:		.amdhsa_exception_fp_denorm_src 1
// GFX1151-V6-NEXT:		.amdhsa_exception_fp_ieee_div_zero 1
// GFX1151-V6-NEXT:		.amdhsa_exception_fp_ieee_overflow 1
// GFX1151-V6-NEXT:		.amdhsa_exception_fp_ieee_underflow 1
// GFX1151-V6-NEXT:		.amdhsa_exception_fp_ieee_inexact 1
// GFX1151-V6-NEXT:		.amdhsa_exception_int_div_zero 1
// GFX1151-V6-NEXT:	.end_amdhsa_kernel
// GFX1151-V6-EMPTY:
.endif
.if gen == 12
.amdhsa_kernel k2
  .amdhsa_group_segment_fixed_size 16
  .amdhsa_private_segment_fixed_size 32
  .amdhsa_kernarg_size 64
  .amdhsa_user_sgpr_dispatch_ptr 1
  .amdhsa_user_sgpr_queue_ptr 1
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_user_sgpr_dispatch_id 1
  .amdhsa_user_sgpr_private_segment_size 1
  .amdhsa_uses_dynamic_stack 1
  .amdhsa_system_sgpr_workgroup_id_x 0
  .amdhsa_system_sgpr_workgroup_id_y 1
  .amdhsa_system_sgpr_workgroup_id_z 1
  .amdhsa_system_sgpr_workgroup_info 1
  .amdhsa_system_vgpr_workitem_id 2
  .amdhsa_next_free_vgpr 37
  .amdhsa_next_free_sgpr 40
  .amdhsa_reserve_vcc 0
  .amdhsa_float_round_mode_32 1
  .amdhsa_float_round_mode_16_64 2
  .amdhsa_float_denorm_mode_32 3
  .amdhsa_float_denorm_mode_16_64 0
  .amdhsa_exception_fp_ieee_invalid_op 1
  .amdhsa_exception_fp_denorm_src 1
  .amdhsa_exception_fp_ieee_div_zero 1
  .amdhsa_exception_fp_ieee_overflow 1
  .amdhsa_exception_fp_ieee_underflow 1
  .amdhsa_exception_fp_ieee_inexact 1
  .amdhsa_exception_int_div_zero 1
  .amdhsa_enable_private_segment 1
  .amdhsa_workgroup_processor_mode 0
  .amdhsa_memory_ordered 0
  .amdhsa_forward_progress 1
  .amdhsa_fp16_overflow 1
  .amdhsa_wavefront_size32 0
  .amdhsa_round_robin_scheduling 1
.end_amdhsa_kernel
// GFX1200-V5-NEXT:	.amdhsa_kernel k2
// GFX1200-V5-NEXT:		.amdhsa_group_segment_fixed_size 16
// GFX1200-V5-NEXT:		.amdhsa_private_segment_fixed_size 32
// GFX1200-V5-NEXT:		.amdhsa_kernarg_size 64
// GFX1200-V5-NEXT:		.amdhsa_user_sgpr_count 9
// GFX1200-V5-NEXT:		.amdhsa_user_sgpr_dispatch_ptr 1
// GFX1200-V5-NEXT:		.amdhsa_user_sgpr_queue_ptr 1
// GFX1200-V5-NEXT:		.amdhsa_user_sgpr_kernarg_segment_ptr 1
// GFX1200-V5-NEXT:		.amdhsa_user_sgpr_dispatch_id 1
// GFX1200-V5-NEXT:		.amdhsa_user_sgpr_private_segment_size 1
// GFX1200-V5-NEXT:		.amdhsa_wavefront_size32 0
// GFX1200-V5-NEXT:		.amdhsa_uses_dynamic_stack 1
// GFX1200-V5-NEXT:		.amdhsa_enable_private_segment 1
// GFX1200-V5-NEXT:		.amdhsa_system_sgpr_workgroup_id_x 0
// GFX1200-V5-NEXT:		.amdhsa_system_sgpr_workgroup_id_y 1
// GFX1200-V5-NEXT:		.amdhsa_system_sgpr_workgroup_id_z 1
// GFX1200-V5-NEXT:		.amdhsa_system_sgpr_workgroup_info 1
// GFX1200-V5-NEXT:		.amdhsa_system_vgpr_workitem_id 2
// GFX1200-V5-NEXT:		.amdhsa_next_free_vgpr 37
// GFX1200-V5-NEXT:		.amdhsa_next_free_sgpr 40
// GFX1200-V5-NEXT:		.amdhsa_reserve_vcc 0
// GFX1200-V5-NEXT:		.amdhsa_float_round_mode_32 1
// GFX1200-V5-NEXT:		.amdhsa_float_round_mode_16_64 2
// GFX1200-V5-NEXT:		.amdhsa_float_denorm_mode_32 3
// GFX1200-V5-NEXT:		.amdhsa_float_denorm_mode_16_64 0
// GFX1200-V5-NEXT:		.amdhsa_fp16_overflow 1
// GFX1200-V5-NEXT:		.amdhsa_workgroup_processor_mode 0
// GFX1200-V5-NEXT:		.amdhsa_memory_ordered 0
// GFX1200-V5-NEXT:		.amdhsa_forward_progress 1
// GFX1200-V5-NEXT:		.amdhsa_round_robin_scheduling 1
// GFX1200-V5-NEXT:		.amdhsa_exception_fp_ieee_invalid_op 1
// GFX1200-V5-NEXT:		.amdhsa_exception_fp_denorm_src 1
// GFX1200-V5-NEXT:		.amdhsa_exception_fp_ieee_div_zero 1
// GFX1200-V5-NEXT:		.amdhsa_exception_fp_ieee_overflow 1
// GFX1200-V5-NEXT:		.amdhsa_exception_fp_ieee_underflow 1
// GFX1200-V5-NEXT:		.amdhsa_exception_fp_ieee_inexact 1
// GFX1200-V5-NEXT:		.amdhsa_exception_int_div_zero 1
// GFX1200-V5-NEXT:	.end_amdhsa_kernel
// GFX1200-V5-EMPTY:
// GFX1201-V4-NEXT:	.amdhsa_kernel k2
// GFX1201-V4-NEXT:		.amdhsa_group_segment_fixed_size 16
// GFX1201-V4-NEXT:		.amdhsa_private_segment_fixed_size 32
// GFX1201-V4-NEXT:		.amdhsa_kernarg_size 64
// GFX1201-V4-NEXT:		.amdhsa_user_sgpr_count 9
// GFX1201-V4-NEXT:		.amdhsa_user_sgpr_dispatch_ptr 1
// GFX1201-V4-NEXT:		.amdhsa_user_sgpr_queue_ptr 1
// GFX1201-V4-NEXT:		.amdhsa_user_sgpr_kernarg_segment_ptr 1
// GFX1201-V4-NEXT:		.amdhsa_user_sgpr_dispatch_id 1
// GFX1201-V4-NEXT:		.amdhsa_user_sgpr_private_segment_size 1
// GFX1201-V4-NEXT:		.amdhsa_wavefront_size32 0
// GFX1201-V4-NEXT:		.amdhsa_enable_private_segment 1
// GFX1201-V4-NEXT:		.amdhsa_system_sgpr_workgroup_id_x 0
// GFX1201-V4-NEXT:		.amdhsa_system_sgpr_workgroup_id_y 1
// GFX1201-V4-NEXT:		.amdhsa_system_sgpr_workgroup_id_z 1
// GFX1201-V4-NEXT:		.amdhsa_system_sgpr_workgroup_info 1
// GFX1201-V4-NEXT:		.amdhsa_system_vgpr_workitem_id 2
// GFX1201-V4-NEXT:		.amdhsa_next_free_vgpr 37
// GFX1201-V4-NEXT:		.amdhsa_next_free_sgpr 40
// GFX1201-V4-NEXT:		.amdhsa_reserve_vcc 0
// GFX1201-V4-NEXT:		.amdhsa_float_round_mode_32 1
// GFX1201-V4-NEXT:		.amdhsa_float_round_mode_16_64 2
// GFX1201-V4-NEXT:		.amdhsa_float_denorm_mode_32 3
// GFX1201-V4-NEXT:		.amdhsa_float_denorm_mode_16_64 0
// GFX1201-V4-NEXT:		.amdhsa_fp16_overflow 1
// GFX1201-V4-NEXT:		.amdhsa_workgroup_processor_mode 0
// GFX1201-V4-NEXT:		.amdhsa_memory_ordered 0
// GFX1201-V4-NEXT:		.amdhsa_forward_progress 1
// GFX1201-V4-NEXT:		.amdhsa_round_robin_scheduling 1
// GFX1201-V4-NEXT:		.amdhsa_exception_fp_ieee_invalid_op 1
// GFX1201-V4-NEXT:		.amdhsa_exception_fp_denorm_src 1
// GFX1201-V4-NEXT:		.amdhsa_exception_fp_ieee_div_zero 1
// GFX1201-V4-NEXT:		.amdhsa_exception_fp_ieee_overflow 1
// GFX1201-V4-NEXT:		.amdhsa_exception_fp_ieee_underflow 1
// GFX1201-V4-NEXT:		.amdhsa_exception_fp_ieee_inexact 1
// GFX1201-V4-NEXT:		.amdhsa_exception_int_div_zero 1
// GFX1201-V4-NEXT:	.end_amdhsa_kernel
// GFX1201-V4-EMPTY:
.endif
