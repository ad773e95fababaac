// A mixed program with assignments, labels and instructions (gfx1100).
.set MSG, 0x80
.equ OP, 0
cnt = 3
depth = cnt * 2 + 1
	.text
entry:
	s_sendmsg MSG
	s_sendmsg MSG + 1
	s_sendmsg sendmsg(MSG_RTN_GET_REALTIME)
	s_waitcnt vmcnt(cnt) expcnt(cnt - 1) lgkmcnt(depth)
	s_waitcnt vmcnt(cnt) & lgkmcnt(0)
loop:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_delay_alu 0x91
	s_delay_alu instid0(TRANS32_DEP_2) | instskip(SKIP_3)
	s_nop 0
lazy = pending << 4 | OP
pending = 2
	s_sendmsg lazy + 9
pending = 3
	s_sendmsg lazy
size = loop - entry
cnt = cnt + 1
	s_waitcnt expcnt(cnt)
	s_sendmsghalt sendmsg(MSG_DEALLOC_VGPRS)
	s_sendmsg sendmsg(MSG_SYSMSG, SYSMSG_OP_TTRACE_PC)
	s_waitcnt 0xfff7
1:
here = .
big = 0xffffffffffffffff >> 1
neg = -big - 1
.set tail, neg + big
done:
