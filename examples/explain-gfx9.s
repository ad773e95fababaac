// Run with --explain: each block shows the word field by field and the
// definition each symbol resolved to.
start:
	s_waitcnt vmcnt(vm) & lgkmcnt(0)   // vm is defined below: forward reference
vm = 33
	s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, (end - start) / 4)
end:
