  s_wait_alu depctr_sa_sdst(0)
  s_wait_loadcnt 0x3
  s_delay_alu instid1(SALU_CYCLE_1)
  s_mov_b32 s0, s1
