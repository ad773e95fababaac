// Run with --explain -mcpu=gfx1100.
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT)
