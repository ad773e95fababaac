s_sendmsg 1
x = 2