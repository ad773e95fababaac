s_load_dword s1, s[2:3], 0x1234
