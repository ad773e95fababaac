// Canonical text: the assembler's listing of it is also what the
// disassembler prints for its words.
s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
s_waitcnt vmcnt(1) expcnt(2) lgkmcnt(3)
s_waitcnt lgkmcnt(0)
s_waitcnt vmcnt(15) expcnt(7) lgkmcnt(15)
s_sendmsg sendmsg(MSG_INTERRUPT)
s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, 1)
s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP)
s_sendmsg sendmsg(MSG_SYSMSG, SYSMSG_OP_REG_RD)
s_sendmsg sendmsg(1, 7, 0)
s_sendmsg 32768
s_sendmsghalt sendmsg(MSG_GS, GS_OP_CUT, 3)
s_nop 0
s_nop 0x41
s_nop 0xffff
