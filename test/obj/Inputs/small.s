lab:
	s_nop 1
x = 3
	.globl	lab
