s_sendmsg 1
x = 2 + 3
.set y, x

s_waitcnt vmcnt(1) & lgkmcnt(2)
// comment
lab:
s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, 1)
s_sendmsg 1 ** 2
	 s_sendmsg	2 ; trailing
/* block
 comment */ s_waitcnt 0
