  s_waitcnt lgkmcnt(40)
  s_waitcnt vmcnt(50) expcnt(1) lgkmcnt(2)
  s_sendmsg sendmsg(MSG_GET_DDID)
  s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT_CUT, 3)
  s_sendmsghalt 3
  s_nop 7
  s_waitcnt lgkmcnt(fwd)
fwd = 10
  s_sendmsg sendmsg(id)
id = MSG_GS_DONE_ID + 0
MSG_GS_DONE_ID = 11
top:
  s_nop top
