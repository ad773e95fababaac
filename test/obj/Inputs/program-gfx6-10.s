// RUN: cmp %t.gfxas.o %t.llvm-mc.o

	.text
	.globl	entry
entry:
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt 0
	s_sendmsg sendmsg(MSG_INTERRUPT)
	s_sendmsghalt sendmsg(MSG_SYSMSG, SYSMSG_OP_TTRACE_PC)
	s_nop 3
cnt = 2
.set msg, 1
	s_nop cnt
	s_sendmsg msg
middle:
.set size, middle - entry          // absolute
.set after, middle + 4             // in .text
.set later, pending * 2            // absolute once pending is defined
pending = 3
.equ ext_ref, undefined_sym + 1    // not in the table; undefined_sym is
	.globl	cnt                      // global and undefined
	.globl	external
1:
	s_nop 0
.Llocal:
end:
