  s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT)
  s_waitcnt expcnt(3)
  s_sendmsg sendmsg(MSG_RTN_GET_DOORBELL)
  s_and_b32 s0, s1, 0x12345678
