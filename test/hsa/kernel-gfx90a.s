// The kernel of kernel.s on gfx90a and gfx940-gfx942, whose descriptor
// requires .amdhsa_accum_offset, and on gfx1030 in wave64: llvm-mc's
// listing (check lines by utils/update-checks) and its object, byte for
// byte.
// RUN: gfxas -triple=amdgcn-amd-amdhsa -mcpu=gfx90a --amdhsa-code-object-version=4 -show-encoding %s 2>/dev/null | FileCheck %s --match-full-lines --strict-whitespace --check-prefixes=CHECK,GFX90A
// RUN: gfxas -triple=amdgcn-amd-amdhsa -mcpu=gfx942 -mattr=-xnack --amdhsa-code-object-version=6 -show-encoding %s 2>/dev/null | FileCheck %s --match-full-lines --strict-whitespace --check-prefixes=CHECK,GFX942
// RUN: gfxas -triple=amdgcn-amd-amdhsa -mcpu=gfx1030 -mattr=+wavefrontsize64 -show-encoding %s 2>/dev/null | FileCheck %s --match-full-lines --strict-whitespace --check-prefixes=CHECK,GFX1030-W64
// RUN: gfxas -triple=amdgcn-amd-amdhsa -mcpu=gfx90a --amdhsa-code-object-version=4 -filetype=obj -o %t.1.o %s
// RUN: %llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx90a --amdhsa-code-object-version=4 -filetype=obj -o %t.1.ref.o %s
// RUN: cmp %t.1.o %t.1.ref.o
// RUN: gfxas -triple=amdgcn-amd-amdhsa -mcpu=gfx940 -filetype=obj -o %t.2.o %s
// RUN: %llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx940 -filetype=obj -o %t.2.ref.o %s
// RUN: cmp %t.2.o %t.2.ref.o
// RUN: gfxas -triple=amdgcn-amd-amdhsa -mcpu=gfx942 -mattr=-xnack --amdhsa-code-object-version=6 -filetype=obj -o %t.3.o %s
// RUN: %llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx942 -mattr=-xnack --amdhsa-code-object-version=6 -filetype=obj -o %t.3.ref.o %s
// RUN: cmp %t.3.o %t.3.ref.o
// RUN: gfxas -triple=amdgcn-amd-amdhsa -mcpu=gfx1030 -mattr=+wavefrontsize64 -filetype=obj -o %t.4.o %s
// RUN: %llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx1030 -mattr=+wavefrontsize64 -filetype=obj -o %t.4.ref.o %s
// RUN: cmp %t.4.o %t.4.ref.o
// GFX90A:	.text
// GFX90A-NEXT:	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
// GFX942:	.text
// GFX942-NEXT:	.amdgcn_target "amdgcn-amd-amdhsa--gfx942:xnack-"
// GFX1030-W64:	.text
// GFX1030-W64-NEXT:	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
  .text
  .globl k
// CHECK-NEXT:	.globl	k
  .p2align 8
// CHECK-NEXT:	.p2align	8
  .type k,@function
// CHECK-NEXT:	.type	k,@function
k:
// CHECK-NEXT:k:
  s_load_dwordx2 s[0:1], s[4:5], 0x0
// GFX90A-NEXT:	s_load_dwordx2 s[0:1], s[4:5], 0x0      ; encoding: [0x02,0x00,0x06,0xc0,0x00,0x00,0x00,0x00]
// GFX942-NEXT:	s_load_dwordx2 s[0:1], s[4:5], 0x0      ; encoding: [0x02,0x00,0x06,0xc0,0x00,0x00,0x00,0x00]
// GFX1030-W64-NEXT:	s_load_dwordx2 s[0:1], s[4:5], 0x0      ; encoding: [0x02,0x00,0x04,0xf4,0x00,0x00,0x00,0xfa]
  s_waitcnt lgkmcnt(0)
// CHECK-NEXT:	s_waitcnt lgkmcnt(0)                    ; encoding: [0x7f,0xc0,0x8c,0xbf]
  s_endpgm
// CHECK-NEXT:	s_endpgm                                ; encoding: [0x00,0x00,0x81,0xbf]
.Lk_end:
// CHECK-NEXT:.Lk_end:
  .size k, .Lk_end-k
// CHECK-NEXT:	.size	k, .Lk_end-k
  .rodata
// CHECK-NEXT:	.section	.rodata,"a",@progbits
  .p2align 6
// CHECK-NEXT:	.p2align	6, 0x0
.if .amdgcn.gfx_generation_number == 9
  .amdhsa_kernel k
    .amdhsa_kernarg_size 8
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_next_free_vgpr 9
    .amdhsa_next_free_sgpr 8
    .amdhsa_accum_offset 8
  .end_amdhsa_kernel
// GFX90A-NEXT:	.amdhsa_kernel k
// GFX90A-NEXT:		.amdhsa_group_segment_fixed_size 0
// GFX90A-NEXT:		.amdhsa_private_segment_fixed_size 0
// GFX90A-NEXT:		.amdhsa_kernarg_size 8
// GFX90A-NEXT:		.amdhsa_user_sgpr_count 2
// GFX90A-NEXT:		.amdhsa_user_sgpr_private_segment_buffer 0
// GFX90A-NEXT:		.amdhsa_user_sgpr_dispatch_ptr 0
// GFX90A-NEXT:		.amdhsa_user_sgpr_queue_ptr 0
// GFX90A-NEXT:		.amdhsa_user_sgpr_kernarg_segment_ptr 1
// GFX90A-NEXT:		.amdhsa_user_sgpr_dispatch_id 0
// GFX90A-NEXT:		.amdhsa_user_sgpr_flat_scratch_init 0
// GFX90A-NEXT:		.amdhsa_user_sgpr_kernarg_preload_length 0
// GFX90A-NEXT:		.amdhsa_user_sgpr_kernarg_preload_offset 0
// GFX90A-NEXT:		.amdhsa_user_sgpr_private_segment_size 0
// GFX90A-NEXT:		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
// GFX90A-NEXT:		.amdhsa_system_sgpr_workgroup_id_x 1
// GFX90A-NEXT:		.amdhsa_system_sgpr_workgroup_id_y 0
// GFX90A-NEXT:		.amdhsa_system_sgpr_workgroup_id_z 0
// GFX90A-NEXT:		.amdhsa_system_sgpr_workgroup_info 0
// GFX90A-NEXT:		.amdhsa_system_vgpr_workitem_id 0
// GFX90A-NEXT:		.amdhsa_next_free_vgpr 9
// GFX90A-NEXT:		.amdhsa_next_free_sgpr 8
// GFX90A-NEXT:		.amdhsa_accum_offset 8
// GFX90A-NEXT:		.amdhsa_reserve_vcc 1
// GFX90A-NEXT:		.amdhsa_reserve_flat_scratch 1
// GFX90A-NEXT:		.amdhsa_reserve_xnack_mask 1
// GFX90A-NEXT:		.amdhsa_float_round_mode_32 0
// GFX90A-NEXT:		.amdhsa_float_round_mode_16_64 0
// GFX90A-NEXT:		.amdhsa_float_denorm_mode_32 0
// GFX90A-NEXT:		.amdhsa_float_denorm_mode_16_64 3
// GFX90A-NEXT:		.amdhsa_dx10_clamp 1
// GFX90A-NEXT:		.amdhsa_ieee_mode 1
// GFX90A-NEXT:		.amdhsa_fp16_overflow 0
// GFX90A-NEXT:		.amdhsa_tg_split 0
// GFX90A-NEXT:		.amdhsa_exception_fp_ieee_invalid_op 0
// GFX90A-NEXT:		.amdhsa_exception_fp_denorm_src 0
// GFX90A-NEXT:		.amdhsa_exception_fp_ieee_div_zero 0
// GFX90A-NEXT:		.amdhsa_exception_fp_ieee_overflow 0
// GFX90A-NEXT:		.amdhsa_exception_fp_ieee_underflow 0
// GFX90A-NEXT:		.amdhsa_exception_fp_ieee_inexact 0
// GFX90A-NEXT:		.amdhsa_exception_int_div_zero 0
// GFX90A-NEXT:	.end_amdhsa_kernel
// GFX90A-EMPTY:
// GFX942-NEXT:	.amdhsa_kernel k
// GFX942-NEXT:		.amdhsa_group_segment_fixed_size 0
// GFX942-NEXT:		.amdhsa_private_segment_fixed_size 0
// GFX942-NEXT:		.amdhsa_kernarg_size 8
// GFX942-NEXT:		.amdhsa_user_sgpr_count 2
// GFX942-NEXT:		.amdhsa_user_sgpr_dispatch_ptr 0
// GFX942-NEXT:		.amdhsa_user_sgpr_queue_ptr 0
// GFX942-NEXT:		.amdhsa_user_sgpr_kernarg_segment_ptr 1
// GFX942-NEXT:		.amdhsa_user_sgpr_dispatch_id 0
// GFX942-NEXT:		.amdhsa_user_sgpr_kernarg_preload_length 0
// GFX942-NEXT:		.amdhsa_user_sgpr_kernarg_preload_offset 0
// GFX942-NEXT:		.amdhsa_user_sgpr_private_segment_size 0
// GFX942-NEXT:		.amdhsa_uses_dynamic_stack 0
// GFX942-NEXT:		.amdhsa_enable_private_segment 0
// GFX942-NEXT:		.amdhsa_system_sgpr_workgroup_id_x 1
// GFX942-NEXT:		.amdhsa_system_sgpr_workgroup_id_y 0
// GFX942-NEXT:		.amdhsa_system_sgpr_workgroup_id_z 0
// GFX942-NEXT:		.amdhsa_system_sgpr_workgroup_info 0
// GFX942-NEXT:		.amdhsa_system_vgpr_workitem_id 0
// GFX942-NEXT:		.amdhsa_next_free_vgpr 9
// GFX942-NEXT:		.amdhsa_next_free_sgpr 8
// GFX942-NEXT:		.amdhsa_accum_offset 8
// GFX942-NEXT:		.amdhsa_reserve_vcc 1
// GFX942-NEXT:		.amdhsa_float_round_mode_32 0
// GFX942-NEXT:		.amdhsa_float_round_mode_16_64 0
// GFX942-NEXT:		.amdhsa_float_denorm_mode_32 0
// GFX942-NEXT:		.amdhsa_float_denorm_mode_16_64 3
// GFX942-NEXT:		.amdhsa_dx10_clamp 1
// GFX942-NEXT:		.amdhsa_ieee_mode 1
// GFX942-NEXT:		.amdhsa_fp16_overflow 0
// GFX942-NEXT:		.amdhsa_tg_split 0
// GFX942-NEXT:		.amdhsa_exception_fp_ieee_invalid_op 0
// GFX942-NEXT:		.amdhsa_exception_fp_denorm_src 0
// GFX942-NEXT:		.amdhsa_exception_fp_ieee_div_zero 0
// GFX942-NEXT:		.amdhsa_exception_fp_ieee_overflow 0
// GFX942-NEXT:		.amdhsa_exception_fp_ieee_underflow 0
// GFX942-NEXT:		.amdhsa_exception_fp_ieee_inexact 0
// GFX942-NEXT:		.amdhsa_exception_int_div_zero 0
// GFX942-NEXT:	.end_amdhsa_kernel
// GFX942-EMPTY:
.else
  .amdhsa_kernel k
    .amdhsa_kernarg_size 8
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_next_free_vgpr 9
    .amdhsa_next_free_sgpr 8
  .end_amdhsa_kernel
// GFX1030-W64-NEXT:	.amdhsa_kernel k
// GFX1030-W64-NEXT:		.amdhsa_group_segment_fixed_size 0
// GFX1030-W64-NEXT:		.amdhsa_private_segment_fixed_size 0
// GFX1030-W64-NEXT:		.amdhsa_kernarg_size 8
// GFX1030-W64-NEXT:		.amdhsa_user_sgpr_count 2
// GFX1030-W64-NEXT:		.amdhsa_user_sgpr_private_segment_buffer 0
// GFX1030-W64-NEXT:		.amdhsa_user_sgpr_dispatch_ptr 0
// GFX1030-W64-NEXT:		.amdhsa_user_sgpr_queue_ptr 0
// GFX1030-W64-NEXT:		.amdhsa_user_sgpr_kernarg_segment_ptr 1
// GFX1030-W64-NEXT:		.amdhsa_user_sgpr_dispatch_id 0
// GFX1030-W64-NEXT:		.amdhsa_user_sgpr_flat_scratch_init 0
// GFX1030-W64-NEXT:		.amdhsa_user_sgpr_private_segment_size 0
// GFX1030-W64-NEXT:		.amdhsa_wavefront_size32 0
// GFX1030-W64-NEXT:		.amdhsa_uses_dynamic_stack 0
// GFX1030-W64-NEXT:		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
// GFX1030-W64-NEXT:		.amdhsa_system_sgpr_workgroup_id_x 1
// GFX1030-W64-NEXT:		.amdhsa_system_sgpr_workgroup_id_y 0
// GFX1030-W64-NEXT:		.amdhsa_system_sgpr_workgroup_id_z 0
// GFX1030-W64-NEXT:		.amdhsa_system_sgpr_workgroup_info 0
// GFX1030-W64-NEXT:		.amdhsa_system_vgpr_workitem_id 0
// GFX1030-W64-NEXT:		.amdhsa_next_free_vgpr 9
// GFX1030-W64-NEXT:		.amdhsa_next_free_sgpr 8
// GFX1030-W64-NEXT:		.amdhsa_reserve_vcc 1
// GFX1030-W64-NEXT:		.amdhsa_reserve_flat_scratch 1
// GFX1030-W64-NEXT:		.amdhsa_float_round_mode_32 0
// GFX1030-W64-NEXT:		.amdhsa_float_round_mode_16_64 0
// GFX1030-W64-NEXT:		.amdhsa_float_denorm_mode_32 0
// GFX1030-W64-NEXT:		.amdhsa_float_denorm_mode_16_64 3
// GFX1030-W64-NEXT:		.amdhsa_dx10_clamp 1
// GFX1030-W64-NEXT:		.amdhsa_ieee_mode 1
// GFX1030-W64-NEXT:		.amdhsa_fp16_overflow 0
// GFX1030-W64-NEXT:		.amdhsa_workgroup_processor_mode 1
// GFX1030-W64-NEXT:		.amdhsa_memory_ordered 1
// GFX1030-W64-NEXT:		.amdhsa_forward_progress 0
// GFX1030-W64-NEXT:		.amdhsa_shared_vgpr_count 0
// GFX1030-W64-NEXT:		.amdhsa_exception_fp_ieee_invalid_op 0
// GFX1030-W64-NEXT:		.amdhsa_exception_fp_denorm_src 0
// GFX1030-W64-NEXT:		.amdhsa_exception_fp_ieee_div_zero 0
// GFX1030-W64-NEXT:		.amdhsa_exception_fp_ieee_overflow 0
// GFX1030-W64-NEXT:		.amdhsa_exception_fp_ieee_underflow 0
// GFX1030-W64-NEXT:		.amdhsa_exception_fp_ieee_inexact 0
// GFX1030-W64-NEXT:		.amdhsa_exception_int_div_zero 0
// GFX1030-W64-NEXT:	.end_amdhsa_kernel
// GFX1030-W64-EMPTY:
.endif
