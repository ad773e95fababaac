// Branches to labels on every generation (for test/obj/branches.test and
// the words and --explain tests): backward and forward, numeric labels,
// '.', a variable that names a place in .text, and global labels, which
// get an R_AMDGPU_REL16 relocation.
	.text
	.globl	kernel
kernel:
	s_cbranch_execz skip            // forward, over the loop
	s_nop 0
loop:
	s_nop 1
	s_cbranch_scc1 loop             // backward
	s_cbranch_vccnz 1f
	s_branch 2                      // an offset in words
1:
	s_cbranch_vccz 1b
	s_cbranch_execnz .
skip:
	s_cbranch_scc0 kernel           // global: relocated
	s_branch helper                 // global, defined below
	s_branch exit
there = loop + 4
	s_branch there                  // a variable in .text
	.globl	helper
helper:
	s_branch helper
exit:
	s_branch -1
	s_endpgm
