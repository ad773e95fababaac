// A mixed file with valid and invalid lines (gfx900).
	.text
base = 0x10
.set stream, 1
start:
	s_waitcnt vmcnt(0) & expcnt(0) & lgkmcnt(0)
	s_waitcnt vmcnt(64)
	s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, stream)
	s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, 4)
	s_sendmsg base + 2
	s_sendmsg base +
	s_sendmsghalt sendmsg(MSG_SYSMSG, SYSMSG_OP_REG_RD)

	s_delay_alu instid0(VALU_DEP_1)
; comment line
	s_waitcnt 0x3f70	; raw value
	s_waitcnt lgkmcnt(16)
.equiv base, 3
r = (base << 2) | 1
	s_sendmsg r
u = later * 2 + 1
later = 4
	s_sendmsg u
	s_foo 1
	s_sendmsg sendmsg(MSG_INTERRUPT) | 0
start:
	s_waitcnt expcnt(1), lgkmcnt(2)
	s_waitcnt vmcnt(1) &, expcnt(2)
v = 1 ** 2
w = 'ab'
	s_sendmsg 1
	s_sendmsg sendmsg(MSG_SAVEWAVE)
end:
