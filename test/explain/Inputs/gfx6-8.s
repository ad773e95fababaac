start:
  s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, 1)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsghalt sendmsg(MSG_SYSMSG, SYSMSG_OP_REG_RD)
  s_sendmsg 0x1235
  s_waitcnt vmcnt(2) & lgkmcnt(1)
  s_waitcnt expcnt_sat(9)
  s_waitcnt 0
  s_nop 3
  s_waitcnt vmcnt(cnt)
cnt = 4
cnt = 9
  s_waitcnt vmcnt(cnt)
  s_sendmsg (end - start) / 4
1:
  s_nop 1b
end:
