// A file with an error writes no object, not even an empty one.
// RUN: rm -f %t.o
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.o %s
// RUN: not ls %t.o
	s_nop 0
	s_sendmsg sendmsg(MSG_BOGUS)
