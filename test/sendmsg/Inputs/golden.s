// Golden input for s_sendmsg / s_sendmsghalt: the whole stdout (and stderr) is compared byte for byte.
	s_sendmsg sendmsg(MSG_INTERRUPT)

s_sendmsg sendmsg(MSG_GS, GS_OP_CUT)
   	
s_sendmsg sendmsg(MSG_SYSMSG, SYSMSG_OP_TTRACE_PC)
s_sendmsg sendmsg(MSG_GS_ALLOC_REQ)  // trailing comment
s_sendmsghalt sendmsg(MSG_HALT_WAVES)
s_sendmsg sendmsg(MSG_NOPE)
s_sendmsg sendmsg(2, 1, 1)
s_sendmsg 0x8f
msg = 3
.set op, 1
s_sendmsg sendmsg(msg, op)
  .text
/* block
   comment */
s_sendmsg 0xffff
lab:
s_sendmsg sendmsg(MSG_RTN_GET_TMA)
s_sendmsghalt sendmsg(MSG_SYSMSG, SYSMSG_OP_HOST_TRAP_ACK)
s_sendmsg 65536
	
s_sendmsg sendmsg(MSG_EARLY_PRIM_DEALLOC)
S_SENDMSG sendmsg(MSG_SAVEWAVE)
s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP)
s_sendmsg sendmsg(MSG_SYSMSG, SYSMSG_OP_REG_RD)
s_sendmsg 0x87
s_sendmsg 0x181
.end
s_sendmsg sendmsg(MSG_NOPE)
