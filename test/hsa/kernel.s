// A small kernel as ROCm code carries it: the kernel in .text reads its
// first argument through the kernarg segment pointer, and its descriptor in
// .rodata describes it. The listing is llvm-mc's (check lines by
// utils/update-checks), the object is llvm-mc's byte for byte, on each
// generation and code object version.
// RUN: gfxas -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -show-encoding %s 2>/dev/null | FileCheck %s --match-full-lines --strict-whitespace --check-prefixes=CHECK,GFX9
// RUN: gfxas -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -mattr=-xnack --amdhsa-code-object-version=4 -show-encoding %s 2>/dev/null | FileCheck %s --match-full-lines --strict-whitespace --check-prefixes=CHECK,GFX9-NOXNACK
// RUN: gfxas -triple=amdgcn-amd-amdhsa -mcpu=gfx1030 -show-encoding %s 2>/dev/null | FileCheck %s --match-full-lines --strict-whitespace --check-prefixes=CHECK,GFX1030
// RUN: gfxas -triple=amdgcn-amd-amdhsa -mcpu=gfx1100 --amdhsa-code-object-version=6 -show-encoding %s 2>/dev/null | FileCheck %s --match-full-lines --strict-whitespace --check-prefixes=CHECK,GFX1100
// RUN: gfxas -triple=amdgcn-amd-amdhsa -mcpu=gfx1200 -show-encoding %s 2>/dev/null | FileCheck %s --match-full-lines --strict-whitespace --check-prefixes=CHECK,GFX1200
// RUN: gfxas -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -filetype=obj -o %t.1.o %s
// RUN: %llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -filetype=obj -o %t.1.ref.o %s
// RUN: cmp %t.1.o %t.1.ref.o
// RUN: llvm-readelf -s -r %t.1.o | FileCheck %s --check-prefix=ELF
// RUN: llvm-objdump -s -j .rodata %t.1.o | FileCheck %s --check-prefix=RODATA
// RUN: gfxas -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -mattr=-xnack --amdhsa-code-object-version=4 -filetype=obj -o %t.2.o %s
// RUN: %llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -mattr=-xnack --amdhsa-code-object-version=4 -filetype=obj -o %t.2.ref.o %s
// RUN: cmp %t.2.o %t.2.ref.o
// RUN: gfxas -triple=amdgcn-amd-amdhsa -mcpu=gfx1030 -filetype=obj -o %t.3.o %s
// RUN: %llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx1030 -filetype=obj -o %t.3.ref.o %s
// RUN: cmp %t.3.o %t.3.ref.o
// RUN: gfxas -triple=amdgcn-amd-amdhsa -mcpu=gfx1100 --amdhsa-code-object-version=6 -filetype=obj -o %t.4.o %s
// RUN: %llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx1100 --amdhsa-code-object-version=6 -filetype=obj -o %t.4.ref.o %s
// RUN: cmp %t.4.o %t.4.ref.o
// RUN: gfxas -triple=amdgcn-amd-amdhsa -mcpu=gfx1200 -filetype=obj -o %t.5.o %s
// RUN: %llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx1200 -filetype=obj -o %t.5.ref.o %s
// RUN: cmp %t.5.o %t.5.ref.o
// GFX9:	.text
// GFX9-NEXT:	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
// GFX9-NOXNACK:	.text
// GFX9-NOXNACK-NEXT:	.amdgcn_target "amdgcn-amd-amdhsa--gfx900:xnack-"
// GFX1030:	.text
// GFX1030-NEXT:	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
// GFX1100:	.text
// GFX1100-NEXT:	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
// GFX1200:	.text
// GFX1200-NEXT:	.amdgcn_target "amdgcn-amd-amdhsa--gfx1200"

// CHECK-EMPTY:
// The kernel is global and protected, its descriptor global, relocated
// against it.
// ELF: Relocation section '.rela.rodata' at offset {{.*}} contains 1 entries:
// ELF: 0000000000000010 {{.*}} R_AMDGPU_REL64 0000000000000000 k + 10
// ELF: {{.*}} 16 FUNC GLOBAL PROTECTED 2 k
// ELF: {{.*}} 64 OBJECT GLOBAL DEFAULT 3 k.kd
// RODATA: 0000 00000000 00000000 08000000 00000000
// RODATA: 0010 00000000 00000000 00000000 00000000
// RODATA: 0020 00000000 00000000 00000000 00000000
// RODATA: 0030 4000ac00 84000000 08000000 00000000

// CHECK-EMPTY:
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
// GFX9-NEXT:	s_load_dwordx2 s[0:1], s[4:5], 0x0      ; encoding: [0x02,0x00,0x06,0xc0,0x00,0x00,0x00,0x00]
// GFX9-NOXNACK-NEXT:	s_load_dwordx2 s[0:1], s[4:5], 0x0      ; encoding: [0x02,0x00,0x06,0xc0,0x00,0x00,0x00,0x00]
// GFX1030-NEXT:	s_load_dwordx2 s[0:1], s[4:5], 0x0      ; encoding: [0x02,0x00,0x04,0xf4,0x00,0x00,0x00,0xfa]
// GFX1100-NEXT:	s_load_b64 s[0:1], s[4:5], 0x0          ; encoding: [0x02,0x00,0x04,0xf4,0x00,0x00,0x00,0xf8]
// GFX1200-NEXT:	s_load_b64 s[0:1], s[4:5], 0x0          ; encoding: [0x02,0x20,0x00,0xf4,0x00,0x00,0x00,0xf8]
  s_waitcnt lgkmcnt(0)
// GFX9-NEXT:	s_waitcnt lgkmcnt(0)                    ; encoding: [0x7f,0xc0,0x8c,0xbf]
// GFX9-NOXNACK-NEXT:	s_waitcnt lgkmcnt(0)                    ; encoding: [0x7f,0xc0,0x8c,0xbf]
// GFX1030-NEXT:	s_waitcnt lgkmcnt(0)                    ; encoding: [0x7f,0xc0,0x8c,0xbf]
// GFX1100-NEXT:	s_waitcnt lgkmcnt(0)                    ; encoding: [0x07,0xfc,0x89,0xbf]
// GFX1200-NEXT:	s_waitcnt lgkmcnt(0)                    ; encoding: [0x07,0xfc,0x89,0xbf]
  s_endpgm
// GFX9-NEXT:	s_endpgm                                ; encoding: [0x00,0x00,0x81,0xbf]
// GFX9-NOXNACK-NEXT:	s_endpgm                                ; encoding: [0x00,0x00,0x81,0xbf]
// GFX1030-NEXT:	s_endpgm                                ; encoding: [0x00,0x00,0x81,0xbf]
// GFX1100-NEXT:	s_endpgm                                ; encoding: [0x00,0x00,0xb0,0xbf]
// GFX1200-NEXT:	s_endpgm                                ; encoding: [0x00,0x00,0xb0,0xbf]
.Lk_end:
// CHECK-NEXT:.Lk_end:
  .size k, .Lk_end-k
// CHECK-NEXT:	.size	k, .Lk_end-k

// CHECK-EMPTY:
  .rodata
// CHECK-NEXT:	.section	.rodata,"a",@progbits
  .p2align 6
// CHECK-NEXT:	.p2align	6, 0x0
  .amdhsa_kernel k
    .amdhsa_kernarg_size 8
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_next_free_vgpr 1
    .amdhsa_next_free_sgpr 8
  .end_amdhsa_kernel
// GFX9-NEXT:	.amdhsa_kernel k
// GFX9-NEXT:		.amdhsa_group_segment_fixed_size 0
// GFX9-NEXT:		.amdhsa_private_segment_fixed_size 0
// GFX9-NEXT:		.amdhsa_kernarg_size 8
// GFX9-NEXT:		.amdhsa_user_sgpr_count 2
// GFX9-NEXT:		.amdhsa_user_sgpr_private_segment_buffer 0
// GFX9-NEXT:		.amdhsa_user_sgpr_dispatch_ptr 0
// GFX9-NEXT:		.amdhsa_user_sgpr_queue_ptr 0
// GFX9-NEXT:		.amdhsa_user_sgpr_kernarg_segment_ptr 1
// GFX9-NEXT:		.amdhsa_user_sgpr_dispatch_id 0
// GFX9-NEXT:		.amdhsa_user_sgpr_flat_scratch_init 0
// GFX9-NEXT:		.amdhsa_user_sgpr_private_segment_size 0
// GFX9-NEXT:		.amdhsa_uses_dynamic_stack 0
// GFX9-NEXT:		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
// GFX9-NEXT:		.amdhsa_system_sgpr_workgroup_id_x 1
// GFX9-NEXT:		.amdhsa_system_sgpr_workgroup_id_y 0
// GFX9-NEXT:		.amdhsa_system_sgpr_workgroup_id_z 0
// GFX9-NEXT:		.amdhsa_system_sgpr_workgroup_info 0
// GFX9-NEXT:		.amdhsa_system_vgpr_workitem_id 0
// GFX9-NEXT:		.amdhsa_next_free_vgpr 1
// GFX9-NEXT:		.amdhsa_next_free_sgpr 8
// GFX9-NEXT:		.amdhsa_reserve_vcc 1
// GFX9-NEXT:		.amdhsa_reserve_flat_scratch 1
// GFX9-NEXT:		.amdhsa_reserve_xnack_mask 1
// GFX9-NEXT:		.amdhsa_float_round_mode_32 0
// GFX9-NEXT:		.amdhsa_float_round_mode_16_64 0
// GFX9-NEXT:		.amdhsa_float_denorm_mode_32 0
// GFX9-NEXT:		.amdhsa_float_denorm_mode_16_64 3
// GFX9-NEXT:		.amdhsa_dx10_clamp 1
// GFX9-NEXT:		.amdhsa_ieee_mode 1
// GFX9-NEXT:		.amdhsa_fp16_overflow 0
// GFX9-NEXT:		.amdhsa_exception_fp_ieee_invalid_op 0
// GFX9-NEXT:		.amdhsa_exception_fp_denorm_src 0
// GFX9-NEXT:		.amdhsa_exception_fp_ieee_div_zero 0
// GFX9-NEXT:		.amdhsa_exception_fp_ieee_overflow 0
// GFX9-NEXT:		.amdhsa_exception_fp_ieee_underflow 0
// GFX9-NEXT:		.amdhsa_exception_fp_ieee_inexact 0
// GFX9-NEXT:		.amdhsa_exception_int_div_zero 0
// GFX9-NEXT:	.end_amdhsa_kernel
// GFX9-EMPTY:
// GFX9-NOXNACK-NEXT:	.amdhsa_kernel k
// GFX9-NOXNACK-NEXT:		.amdhsa_group_segment_fixed_size 0
// GFX9-NOXNACK-NEXT:		.amdhsa_private_segment_fixed_size 0
// GFX9-NOXNACK-NEXT:		.amdhsa_kernarg_size 8
// GFX9-NOXNACK-NEXT:		.amdhsa_user_sgpr_count 2
// GFX9-NOXNACK-NEXT:		.amdhsa_user_sgpr_private_segment_buffer 0
// GFX9-NOXNACK-NEXT:		.amdhsa_user_sgpr_dispatch_ptr 0
// GFX9-NOXNACK-NEXT:		.amdhsa_user_sgpr_queue_ptr 0
// GFX9-NOXNACK-NEXT:		.amdhsa_user_sgpr_kernarg_segment_ptr 1
// GFX9-NOXNACK-NEXT:		.amdhsa_user_sgpr_dispatch_id 0
// GFX9-NOXNACK-NEXT:		.amdhsa_user_sgpr_flat_scratch_init 0
// GFX9-NOXNACK-NEXT:		.amdhsa_user_sgpr_private_segment_size 0
// GFX9-NOXNACK-NEXT:		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
// GFX9-NOXNACK-NEXT:		.amdhsa_system_sgpr_workgroup_id_x 1
// GFX9-NOXNACK-NEXT:		.amdhsa_system_sgpr_workgroup_id_y 0
// GFX9-NOXNACK-NEXT:		.amdhsa_system_sgpr_workgroup_id_z 0
// GFX9-NOXNACK-NEXT:		.amdhsa_system_sgpr_workgroup_info 0
// GFX9-NOXNACK-NEXT:		.amdhsa_system_vgpr_workitem_id 0
// GFX9-NOXNACK-NEXT:		.amdhsa_next_free_vgpr 1
// GFX9-NOXNACK-NEXT:		.amdhsa_next_free_sgpr 8
// GFX9-NOXNACK-NEXT:		.amdhsa_reserve_vcc 1
// GFX9-NOXNACK-NEXT:		.amdhsa_reserve_flat_scratch 1
// GFX9-NOXNACK-NEXT:		.amdhsa_reserve_xnack_mask 0
// GFX9-NOXNACK-NEXT:		.amdhsa_float_round_mode_32 0
// GFX9-NOXNACK-NEXT:		.amdhsa_float_round_mode_16_64 0
// GFX9-NOXNACK-NEXT:		.amdhsa_float_denorm_mode_32 0
// GFX9-NOXNACK-NEXT:		.amdhsa_float_denorm_mode_16_64 3
// GFX9-NOXNACK-NEXT:		.amdhsa_dx10_clamp 1
// GFX9-NOXNACK-NEXT:		.amdhsa_ieee_mode 1
// GFX9-NOXNACK-NEXT:		.amdhsa_fp16_overflow 0
// GFX9-NOXNACK-NEXT:		.amdhsa_exception_fp_ieee_invalid_op 0
// GFX9-NOXNACK-NEXT:		.amdhsa_exception_fp_denorm_src 0
// GFX9-NOXNACK-NEXT:		.amdhsa_exception_fp_ieee_div_zero 0
// GFX9-NOXNACK-NEXT:		.amdhsa_exception_fp_ieee_overflow 0
// GFX9-NOXNACK-NEXT:		.amdhsa_exception_fp_ieee_underflow 0
// GFX9-NOXNACK-NEXT:		.amdhsa_exception_fp_ieee_inexact 0
// GFX9-NOXNACK-NEXT:		.amdhsa_exception_int_div_zero 0
// GFX9-NOXNACK-NEXT:	.end_amdhsa_kernel
// GFX9-NOXNACK-EMPTY:
// GFX1030-NEXT:	.amdhsa_kernel k
// GFX1030-NEXT:		.amdhsa_group_segment_fixed_size 0
// GFX1030-NEXT:		.amdhsa_private_segment_fixed_size 0
// GFX1030-NEXT:		.amdhsa_kernarg_size 8
// GFX1030-NEXT:		.amdhsa_user_sgpr_count 2
// GFX1030-NEXT:		.amdhsa_user_sgpr_private_segment_buffer 0
// GFX1030-NEXT:		.amdhsa_user_sgpr_dispatch_ptr 0
// GFX1030-NEXT:		.amdhsa_user_sgpr_queue_ptr 0
// GFX1030-NEXT:		.amdhsa_user_sgpr_kernarg_segment_ptr 1
// GFX1030-NEXT:		.amdhsa_user_sgpr_dispatch_id 0
// GFX1030-NEXT:		.amdhsa_user_sgpr_flat_scratch_init 0
// GFX1030-NEXT:		.amdhsa_user_sgpr_private_segment_size 0
// GFX1030-NEXT:		.amdhsa_wavefront_size32 1
// GFX1030-NEXT:		.amdhsa_uses_dynamic_stack 0
// GFX1030-NEXT:		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
// GFX1030-NEXT:		.amdhsa_system_sgpr_workgroup_id_x 1
// GFX1030-NEXT:		.amdhsa_system_sgpr_workgroup_id_y 0
// GFX1030-NEXT:		.amdhsa_system_sgpr_workgroup_id_z 0
// GFX1030-NEXT:		.amdhsa_system_sgpr_workgroup_info 0
// GFX1030-NEXT:		.amdhsa_system_vgpr_workitem_id 0
// GFX1030-NEXT:		.amdhsa_next_free_vgpr 1
// GFX1030-NEXT:		.amdhsa_next_free_sgpr 8
// GFX1030-NEXT:		.amdhsa_reserve_vcc 1
// GFX1030-NEXT:		.amdhsa_reserve_flat_scratch 1
// GFX1030-NEXT:		.amdhsa_float_round_mode_32 0
// GFX1030-NEXT:		.amdhsa_float_round_mode_16_64 0
// GFX1030-NEXT:		.amdhsa_float_denorm_mode_32 0
// GFX1030-NEXT:		.amdhsa_float_denorm_mode_16_64 3
// GFX1030-NEXT:		.amdhsa_dx10_clamp 1
// GFX1030-NEXT:		.amdhsa_ieee_mode 1
// GFX1030-NEXT:		.amdhsa_fp16_overflow 0
// GFX1030-NEXT:		.amdhsa_workgroup_processor_mode 1
// GFX1030-NEXT:		.amdhsa_memory_ordered 1
// GFX1030-NEXT:		.amdhsa_forward_progress 0
// GFX1030-NEXT:		.amdhsa_shared_vgpr_count 0
// GFX1030-NEXT:		.amdhsa_exception_fp_ieee_invalid_op 0
// GFX1030-NEXT:		.amdhsa_exception_fp_denorm_src 0
// GFX1030-NEXT:		.amdhsa_exception_fp_ieee_div_zero 0
// GFX1030-NEXT:		.amdhsa_exception_fp_ieee_overflow 0
// GFX1030-NEXT:		.amdhsa_exception_fp_ieee_underflow 0
// GFX1030-NEXT:		.amdhsa_exception_fp_ieee_inexact 0
// GFX1030-NEXT:		.amdhsa_exception_int_div_zero 0
// GFX1030-NEXT:	.end_amdhsa_kernel
// GFX1030-EMPTY:
// GFX1100-NEXT:	.amdhsa_kernel k
// GFX1100-NEXT:		.amdhsa_group_segment_fixed_size 0
// GFX1100-NEXT:		.amdhsa_private_segment_fixed_size 0
// GFX1100-NEXT:		.amdhsa_kernarg_size 8
// GFX1100-NEXT:		.amdhsa_user_sgpr_count 2
// GFX1100-NEXT:		.amdhsa_user_sgpr_dispatch_ptr 0
// GFX1100-NEXT:		.amdhsa_user_sgpr_queue_ptr 0
// GFX1100-NEXT:		.amdhsa_user_sgpr_kernarg_segment_ptr 1
// GFX1100-NEXT:		.amdhsa_user_sgpr_dispatch_id 0
// GFX1100-NEXT:		.amdhsa_user_sgpr_private_segment_size 0
// GFX1100-NEXT:		.amdhsa_wavefront_size32 1
// GFX1100-NEXT:		.amdhsa_uses_dynamic_stack 0
// GFX1100-NEXT:		.amdhsa_enable_private_segment 0
// GFX1100-NEXT:		.amdhsa_system_sgpr_workgroup_id_x 1
// GFX1100-NEXT:		.amdhsa_system_sgpr_workgroup_id_y 0
// GFX1100-NEXT:		.amdhsa_system_sgpr_workgroup_id_z 0
// GFX1100-NEXT:		.amdhsa_system_sgpr_workgroup_info 0
// GFX1100-NEXT:		.amdhsa_system_vgpr_workitem_id 0
// GFX1100-NEXT:		.amdhsa_next_free_vgpr 1
// GFX1100-NEXT:		.amdhsa_next_free_sgpr 8
// GFX1100-NEXT:		.amdhsa_reserve_vcc 1
// GFX1100-NEXT:		.amdhsa_float_round_mode_32 0
// GFX1100-NEXT:		.amdhsa_float_round_mode_16_64 0
// GFX1100-NEXT:		.amdhsa_float_denorm_mode_32 0
// GFX1100-NEXT:		.amdhsa_float_denorm_mode_16_64 3
// GFX1100-NEXT:		.amdhsa_dx10_clamp 1
// GFX1100-NEXT:		.amdhsa_ieee_mode 1
// GFX1100-NEXT:		.amdhsa_fp16_overflow 0
// GFX1100-NEXT:		.amdhsa_workgroup_processor_mode 1
// GFX1100-NEXT:		.amdhsa_memory_ordered 1
// GFX1100-NEXT:		.amdhsa_forward_progress 0
// GFX1100-NEXT:		.amdhsa_shared_vgpr_count 0
// GFX1100-NEXT:		.amdhsa_exception_fp_ieee_invalid_op 0
// GFX1100-NEXT:		.amdhsa_exception_fp_denorm_src 0
// GFX1100-NEXT:		.amdhsa_exception_fp_ieee_div_zero 0
// GFX1100-NEXT:		.amdhsa_exception_fp_ieee_overflow 0
// GFX1100-NEXT:		.amdhsa_exception_fp_ieee_underflow 0
// GFX1100-NEXT:		.amdhsa_exception_fp_ieee_inexact 0
// GFX1100-NEXT:		.amdhsa_exception_int_div_zero 0
// GFX1100-NEXT:	.end_amdhsa_kernel
// GFX1100-EMPTY:
// GFX1200-NEXT:	.amdhsa_kernel k
// GFX1200-NEXT:		.amdhsa_group_segment_fixed_size 0
// GFX1200-NEXT:		.amdhsa_private_segment_fixed_size 0
// GFX1200-NEXT:		.amdhsa_kernarg_size 8
// GFX1200-NEXT:		.amdhsa_user_sgpr_count 2
// GFX1200-NEXT:		.amdhsa_user_sgpr_dispatch_ptr 0
// GFX1200-NEXT:		.amdhsa_user_sgpr_queue_ptr 0
// GFX1200-NEXT:		.amdhsa_user_sgpr_kernarg_segment_ptr 1
// GFX1200-NEXT:		.amdhsa_user_sgpr_dispatch_id 0
// GFX1200-NEXT:		.amdhsa_user_sgpr_private_segment_size 0
// GFX1200-NEXT:		.amdhsa_wavefront_size32 1
// GFX1200-NEXT:		.amdhsa_uses_dynamic_stack 0
// GFX1200-NEXT:		.amdhsa_enable_private_segment 0
// GFX1200-NEXT:		.amdhsa_system_sgpr_workgroup_id_x 1
// GFX1200-NEXT:		.amdhsa_system_sgpr_workgroup_id_y 0
// GFX1200-NEXT:		.amdhsa_system_sgpr_workgroup_id_z 0
// GFX1200-NEXT:		.amdhsa_system_sgpr_workgroup_info 0
// GFX1200-NEXT:		.amdhsa_system_vgpr_workitem_id 0
// GFX1200-NEXT:		.amdhsa_next_free_vgpr 1
// GFX1200-NEXT:		.amdhsa_next_free_sgpr 8
// GFX1200-NEXT:		.amdhsa_reserve_vcc 1
// GFX1200-NEXT:		.amdhsa_float_round_mode_32 0
// GFX1200-NEXT:		.amdhsa_float_round_mode_16_64 0
// GFX1200-NEXT:		.amdhsa_float_denorm_mode_32 0
// GFX1200-NEXT:		.amdhsa_float_denorm_mode_16_64 3
// GFX1200-NEXT:		.amdhsa_fp16_overflow 0
// GFX1200-NEXT:		.amdhsa_workgroup_processor_mode 1
// GFX1200-NEXT:		.amdhsa_memory_ordered 1
// GFX1200-NEXT:		.amdhsa_forward_progress 0
// GFX1200-NEXT:		.amdhsa_round_robin_scheduling 0
// GFX1200-NEXT:		.amdhsa_exception_fp_ieee_invalid_op 0
// GFX1200-NEXT:		.amdhsa_exception_fp_denorm_src 0
// GFX1200-NEXT:		.amdhsa_exception_fp_ieee_div_zero 0
// GFX1200-NEXT:		.amdhsa_exception_fp_ieee_overflow 0
// GFX1200-NEXT:		.amdhsa_exception_fp_ieee_underflow 0
// GFX1200-NEXT:		.amdhsa_exception_fp_ieee_inexact 0
// GFX1200-NEXT:		.amdhsa_exception_int_div_zero 0
// GFX1200-NEXT:	.end_amdhsa_kernel
// GFX1200-EMPTY:
