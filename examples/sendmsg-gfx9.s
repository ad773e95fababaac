// s_sendmsg on gfx9 (the default of utils/run: -mcpu=gfx900 -show-encoding).
// From LLVM's GFX9 "msg" operand page.

// A numeric message code: only its range (0..0xFFFF) is checked.
msg = 0x10
s_sendmsg 0x12
s_sendmsg msg + 2

// sendmsg(...) with a message name: strict validation against gfx9's tables.
s_sendmsg sendmsg(MSG_INTERRUPT)
s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT)
s_sendmsg sendmsg(MSG_GS, 2)
s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_EMIT_CUT, 1)
s_sendmsg sendmsg(MSG_SYSMSG, SYSMSG_OP_TTRACE_PC)
s_sendmsg sendmsg(MSG_GET_DOORBELL)

// sendmsg(...) with a numeric message: each field is only range-checked.
msg = 2
op = 3
stream = 1
s_sendmsg sendmsg(msg, op, stream)
s_sendmsg sendmsg(2, GS_OP_CUT)
s_sendmsghalt sendmsg(MSG_HALT_WAVES)
