  s_waitcnt expcnt(2)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_mov_b64 s[2:3], exec
  s_cmpk_eq_i32 s5, 0x42
  s_branch 1f
1:
  s_endpgm
