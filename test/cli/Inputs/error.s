s_sendmsg 1
s_sendmsg 1 ** 2
