// Relocations of every kind gfxas writes, which a SHT_RELA section keeps
// with their addends (the field holds what llvm-mc's backend makes of 0).
.text
.globl k
.p2align 8
.type k,@function
k:
  s_branch loc
  s_branch g
  s_branch other
  s_add_u32 s0, s0, ext+5
  s_add_u32 s0, s0, ext@rel32@lo+4
  s_add_u32 s0, s0, loc@rel32@hi-8
  s_getpc_b64 s[4:5]
  s_add_u32 s4, s4, other@rel32@lo+4
  s_addc_u32 s5, s5, other@rel32@hi+12
  s_mov_b32 s6, ext2 - .
loc:
  s_endpgm
.size k, .-k
.globl g
g:
  s_nop 0
.long ext + 0x100000001
.quad loc+3
.short loc - .
.long ext-.
.data
.long loc+2
.quad ext - 8
.quad g
.section .foo,"ax",@progbits
other:
  s_branch loc
.long other
