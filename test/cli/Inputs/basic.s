s_sendmsg 1
s_waitcnt 0
x = 2 + 3
