s_mov_b32 s0, 1
s_and_b64 s[0:1], exec, vcc
