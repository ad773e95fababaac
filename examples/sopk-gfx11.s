// SOPK on gfx11: utils/run examples/sopk-gfx11.s -mcpu=gfx1100 -show-encoding
// 16-bit immediates: s_movk_i32 and s_cmpk_*_i32 take -32768..65535, the
// _u32 compares 0..65535; both print in hex.
s_movk_i32 s0, -1
s_cmpk_lt_u32 s0, 1000
s_addk_i32 s0, 0x10
// gfx11's counter waits take null as their register.
s_waitcnt_vscnt null, 0
// hwreg(...): a register name (or 0..63), then optionally the bit offset
// and the width; printed by name, offset and width only when it is not
// the whole register.
s_getreg_b32 s1, hwreg(HW_REG_MODE)
s_getreg_b32 s1, hwreg(HW_REG_HW_ID1, 8, 4)
s_setreg_b32 {id: 1, offset: 4, size: 2}, s1
// A raw value: id in bits 5:0, offset 10:6, size-1 15:11.
s_setreg_imm32_b32 0x0881, 3
// A forward reference, which llvm-mc refuses and gfxas resolves.
s_getreg_b32 s2, hwreg(HW_REG_STATUS, shift, 1)
shift = 3
