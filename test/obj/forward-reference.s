// gfxas's extensions (forward references, label values in operands) give the
// object llvm-mc writes for the same file with every definition moved before
// its first use (Inputs/forward-reordered.s).
// RUN: gfxas -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.gfxas.o %s
// RUN: %llvm-mc -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.llvm-mc.o \
// RUN:   %S/Inputs/forward-reordered.s
// RUN: cmp %t.gfxas.o %t.llvm-mc.o
	s_waitcnt cnt
	s_sendmsg m
start:
	s_nop (end - start) / 4
end:
cnt = 5
m = 0x22
	.globl	m
