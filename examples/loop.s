    .text
    .globl matmul
    .p2align 8
matmul:
    s_mov_b32 s1, 1000000
inner_loop:
    s_sub_u32 s1, s1, 1
    s_cmp_lg_u32 s1, 0
    s_cbranch_scc1 inner_loop
    s_cbranch_execz done
    s_nop 0
done:
    s_endpgm
