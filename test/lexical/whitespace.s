// Whitespace: tabs and spaces are interchangeable, blank and whitespace-only
// lines print an empty line, comment-only lines print nothing, .end stops.
// CRLF input and a missing final newline: golden-crlf.test, golden-no-final-newline.test.
// Every CHECK line below was produced by llvm-mc 19. The checks are exact,
// including whitespace: each pattern is the whole output line.
// RUN: gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s | FileCheck %s --match-full-lines --strict-whitespace
// CHECK:	.text
	s_nop	6
// CHECK-NEXT:	s_nop 6                                 ; encoding: [0x06,0x00,0x80,0xbf]
s_sendmsg	1
// CHECK-NEXT:	s_sendmsg sendmsg(MSG_INTERRUPT)        ; encoding: [0x01,0x00,0x90,0xbf]
  s_sendmsg   2  
// CHECK-NEXT:	s_sendmsg sendmsg(2, 0, 0)              ; encoding: [0x02,0x00,0x90,0xbf]
		s_sendmsg		sendmsg(	MSG_GS	,	GS_OP_CUT	,	1	)	
// CHECK-NEXT:	s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, 1) ; encoding: [0x12,0x01,0x90,0xbf]
x	=	1
// CHECK-NEXT:.set x, 1
	y=2
// CHECK-NEXT:.set y, 2
.set	z	,	3
// CHECK-NEXT:.set z, 3
// CHECK-NEXT:	.no_dead_strip	z

// CHECK-EMPTY:
s_waitcnt vmcnt	(1)	&	lgkmcnt(2)
// CHECK-NEXT:	s_waitcnt vmcnt(1) lgkmcnt(2)           ; encoding: [0x71,0x02,0x8c,0xbf]
   
// CHECK-EMPTY:
	
// CHECK-EMPTY:

// CHECK-EMPTY:
// comment-only lines print nothing
; also this one

// CHECK-EMPTY:
lab:	s_sendmsg 3
// CHECK-NEXT:lab:
// CHECK-NEXT:	s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP) ; encoding: [0x03,0x00,0x90,0xbf]
lab2:
// CHECK-NEXT:lab2:
	
// CHECK-EMPTY:
s_sendmsg x + y + z
// CHECK-NEXT:	s_sendmsg sendmsg(MSG_HALT_WAVES)       ; encoding: [0x06,0x00,0x90,0xbf]
.end
s_sendmsg 9
this is not assembled
