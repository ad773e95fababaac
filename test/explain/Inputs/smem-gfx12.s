s_load_b32 s1, s[2:3], -4 th:TH_LOAD_NT scope:SCOPE_SYS
s_atc_probe 7, s[0:1], 0
