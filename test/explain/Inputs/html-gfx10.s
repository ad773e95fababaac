  s_waitcnt_depctr depctr_va_vdst(3) depctr_sa_sdst(0)
  s_waitcnt_vscnt null, 0x7
  s_version 0x5
  s_waitcnt vmcnt(50) lgkmcnt(2)
  s_cbranch_execz next
  s_nop 0
next:
  s_endpgm
