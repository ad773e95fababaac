// Golden input for s_delay_alu: the whole stdout (and stderr) is compared byte for byte.
	s_delay_alu instid0(VALU_DEP_1)

s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
   	
s_delay_alu instskip(SKIP_4) | instid0(SALU_CYCLE_3)
s_delay_alu instid0(TRANS32_DEP_2) // comment
s_delay_alu 0
s_delay_alu 0x7ff
s_delay_alu instid0(FOO)
s_delay_alu -1
d = 0x91
.set e, d | 0x800
s_delay_alu d
s_delay_alu e
lab:
/* block
   comment */
S_DELAY_ALU instid1(FMA_ACCUM_CYCLE_1)
s_delay_alu instid0(VALU_DEP_1) |

s_delay_alu 0x6c
.end
s_delay_alu instid0(FOO)
