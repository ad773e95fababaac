  s_waitcnt vmcnt(33) lgkmcnt(1)
  s_waitcnt expcnt(0)
  s_waitcnt -1
  s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP)
  s_sendmsghalt sendmsg(MSG_GET_DOORBELL)
  s_nop 0x12345
  s_sendmsg m
m = 0x22
m = 0x13
  s_sendmsg m
c = d + 1
  s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, c)
d = 2
  s_waitcnt vmcnt(c) & expcnt(c)
lab:
  s_sendmsg lab
  s_sendmsg .option.machine_version_major
  s_waitcnt vmcnt(64)
