// s_delay_alu on gfx11/gfx12: utils/run examples/delay-gfx11.s -mcpu=gfx1100 -show-encoding
// From LLVM's GFX11 "delay" operand page.
s_delay_alu instid0(VALU_DEP_1)
s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
s_delay_alu instid0(TRANS32_DEP_2) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
s_delay_alu 0x91
