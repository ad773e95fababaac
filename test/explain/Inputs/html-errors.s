// <b>not bold</b> & "quoted" 'single'
x = 1 < 2
  s_mov_b32 s0, bogus_register_name +
  s_nop x  /* a <comment> & more */
  s_frobnicate s0
  s_waitcnt vmcnt(100)
