s_fmamk_f32 s1, s2, 0.5, s3
s_add_f16 s1, s2, 0.1
