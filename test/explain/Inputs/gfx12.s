  s_delay_alu instskip(SKIP_2) | instid0(FMA_ACCUM_CYCLE_1)
  s_delay_alu instid0(NO_DEP)
  s_waitcnt lgkmcnt(0)
  s_sendmsg sendmsg(MSG_RTN_GET_SE_AID_ID)
  s_sendmsghalt sendmsg(MSG_GS_ALLOC_REQ)
  s_nop 15
  s_sendmsg msg
msg = MSG_INTERRUPT_ID
MSG_INTERRUPT_ID = 1
  s_waitcnt . - here
here:
