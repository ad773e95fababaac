    .text
    .globl matmul
    .p2align 8
    .type matmul,@function
matmul:
    s_mov_b32 s1, 1000000
    s_mov_b32 s2, 0
inner_loop:
    s_sub_u32 s1, s1, 1
    s_cmp_lg_i32 s1, s2
    s_cbranch_scc1 inner_loop
    s_cbranch_execz done
    s_nop 0
done:
    s_endpgm
.Lfunc_end0:
    .size matmul, .Lfunc_end0-matmul
