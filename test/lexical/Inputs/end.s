s_sendmsg 1
.end
s_sendmsg 2
bad line here
