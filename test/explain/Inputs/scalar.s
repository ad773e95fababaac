s_mov_b32 s1, 1000000
s_add_u32 s0, s1, -1
s_cmp_lg_i32 s1, 0.5
s_mov_b64 vcc, shared_base
s_mov_b32 src_scc, s0
