// llvm-objdump disassembles gfxas's object into the instructions assembled.
// RUN: gfxas -triple=amdgcn -mcpu=gfx1100 -filetype=obj -o %t.o %s
// RUN: %llvm-objdump -d --mcpu=gfx1100 %t.o | FileCheck %s

// CHECK: file format elf64-amdgpu
// CHECK-LABEL: <start>:
// CHECK-NEXT: s_waitcnt vmcnt(1) expcnt(2) lgkmcnt(3)
// CHECK-NEXT: s_sendmsg sendmsg(MSG_INTERRUPT)
// CHECK-NEXT: s_sendmsghalt sendmsg(MSG_DEALLOC_VGPRS)
// CHECK-NEXT: s_delay_alu instid0(VALU_DEP_1)
// CHECK-NEXT: s_nop 6
// CHECK-LABEL: <done>:
// CHECK-NEXT: s_nop 0
start:
	s_waitcnt vmcnt(1) expcnt(2) lgkmcnt(3)
	s_sendmsg sendmsg(MSG_INTERRUPT)
	s_sendmsghalt sendmsg(MSG_DEALLOC_VGPRS)
	s_delay_alu instid0(VALU_DEP_1)
	s_nop (done - start) / 4 + 1
	.globl done
done:
	s_nop 0
