s_movk_i32 s1, 0x1234
s_getreg_b32 s1, hwreg(HW_REG_MODE, 2, 3)
s_setreg_b32 hwreg(HW_REG_STATUS), m0
s_getreg_b32 s1, {size: 4}
s_setreg_imm32_b32 hwreg(1), 1.0
s_version UC_VERSION_GFX11|UC_VERSION_W64_BIT
s_getreg_b32 s2, 0x1801
