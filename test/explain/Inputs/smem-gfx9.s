s_buffer_load_dword s12, s[8:11], s13 offset:0x10 glc
