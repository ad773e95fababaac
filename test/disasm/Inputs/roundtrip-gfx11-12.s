// Canonical text: the assembler's listing of it is also what the
// disassembler prints for its words.
s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
s_waitcnt vmcnt(1) expcnt(2) lgkmcnt(3)
s_waitcnt lgkmcnt(0)
s_sendmsg sendmsg(MSG_INTERRUPT)
s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
s_sendmsg sendmsg(MSG_RTN_GET_TBA)
s_sendmsg sendmsg(15, 0, 0)
s_sendmsg 256
s_sendmsghalt sendmsg(MSG_HS_TESSFACTOR)
s_delay_alu 0
s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_3)
s_delay_alu instskip(SKIP_4)
s_nop 0
s_nop 64
s_nop 0xfff0
