s_load_b32 s1, s[2:3], -4 th:TH_LOAD_NT scope:SCOPE_SYS
