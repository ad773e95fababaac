// gfx9: every scalar operand class, forward references and branches.
start:
  s_waitcnt vmcnt(vm) & lgkmcnt(0)   // <vm> & friends: a forward reference
vm = 33
  s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, (end - start) / 16)
  s_mov_b32 s1, 1000000
  s_add_u32 s0, s1, -1
  s_cmp_lg_i32 s1, 0.5
  s_movk_i32 s2, 0x1234
  s_setreg_b32 hwreg(HW_REG_MODE, 2, 3), s3
  s_set_gpr_idx_on s4, gpr_idx(SRC0,DST)
  s_set_gpr_idx_mode gpr_idx(SRC1)
  s_cbranch_scc1 start
  s_branch end
  s_nop 3
end:
  s_setreg_imm32_b32 hwreg(1), 1.0
