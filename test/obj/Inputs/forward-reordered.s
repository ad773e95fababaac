// forward-reference.s with each definition before its first use and label
// arithmetic folded by hand: what llvm-mc assembles.
cnt = 5
m = 0x22
	s_waitcnt cnt
	s_sendmsg m
start:
	s_nop 1
end:
	.globl	m
