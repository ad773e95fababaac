  s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_2)
  s_delay_alu instid1(SALU_CYCLE_1)
  s_delay_alu 0x91
  s_waitcnt vmcnt(1) lgkmcnt(2)
  s_waitcnt expcnt(3)
  s_sendmsg sendmsg(MSG_RTN_GET_DOORBELL)
  s_sendmsghalt sendmsg(MSG_HS_TESSFACTOR)
  s_sendmsg 0x180
  s_nop 0
  s_delay_alu skip
skip = 0x20
  s_waitcnt vmcnt(n) & lgkmcnt(n)
n = 5
n = 6
  s_waitcnt vmcnt(n)
2:
  s_sendmsg 2b + 2f
2:
