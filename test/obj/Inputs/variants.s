// Literals with relocation variants (test/obj/variants.test).
s_getpc_b64 s[0:1]
s_add_u32 s0, s0, sym@rel32@lo+4
s_addc_u32 s1, s1, sym@rel32@hi+12
s_mov_b32 s2, sym@abs32@lo
s_mov_b32 s2, sym@abs32@hi
s_mov_b32 s2, sym@gotpcrel32@lo+4
s_mov_b32 s2, sym@gotpcrel32@hi+4
s_mov_b32 s2, sym@gotpcrel
s_mov_b32 s2, sym@rel64
s_mov_b32 s2, sym@rel32@lo-8
s_mov_b32 s2, 4+sym@rel32@lo
s_mov_b32 s2, glob@rel32@lo+4
s_mov_b32 s2, glob@abs32@hi
.weak w
s_mov_b32 s0, w@abs32@hi
s_mov_b32 s2, (sym+4)@rel32@lo
s_mov_b32 s2, (loc - 8)@abs32@lo
s_mov_b32 s2, (glob+1@rel32@hi)
loc:
s_mov_b32 s2, loc@rel32@lo+4
s_mov_b32 s2, loc@abs32@lo
s_mov_b32 s2, loc@abs32@hi+3
s_mov_b32 s2, loc@rel32@hi-4
s_mov_b32 s2, later@rel32@lo
s_mov_b32 s2, later@gotpcrel32@lo
s_mov_b32 s0, d@abs32@lo+8
s_mov_b32 s0, 1f@rel32@lo
1:
s_mov_b32 s0, 1b@abs32@hi
s_mov_b32 s0, .L1@abs32@lo
.L1:
.globl glob
glob:
later:
s_endpgm
.section .data
d:
.long 0
