s_waitcnt 0
/* only a comment, and no final newline */