// Columns on lines with tabs: llvm-mc counts a tab as one column, but the
// echoed source line has its tabs expanded to 8-column stops and the caret
// is placed under the expanded position.
// Every CHECK line below was produced by llvm-mc 19.
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 %s 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR --strict-whitespace --implicit-check-not=error:
// CHECK: .text
/* c */	s_sendmsg	65536
// ERR: :[[@LINE-1]]:19: error: invalid immediate: only 16-bit values are legal
// ERR-NEXT: {{^}}/* c */ s_sendmsg       65536{{$}}
// ERR-NEXT: {{^}}                        ^{{$}}
	s_sendmsg	foo(
// ERR: :[[@LINE-1]]:12: error: expected a sendmsg macro or an absolute expression
// ERR-NEXT: {{^}}        s_sendmsg       foo({{$}}
// ERR-NEXT: {{^}}                        ^{{$}}
		s_sendmsg 1 ** 2
// ERR: :[[@LINE-1]]:16: error: invalid token in expression
// ERR-NEXT: {{^}}                s_sendmsg 1 ** 2{{$}}
// ERR-NEXT: {{^}}                             ^{{$}}
s_sendmsg	sendmsg(MSG_GS,	GS_OP_FOO)
// ERR: :[[@LINE-1]]:27: error: expected an operation name or an absolute expression
// ERR-NEXT: {{^}}s_sendmsg       sendmsg(MSG_GS, GS_OP_FOO){{$}}
// ERR-NEXT: {{^}}                                ^{{$}}
x	=	1	+
// ERR: :[[@LINE-1]]:8: error: unknown token in expression
// ERR-NEXT: {{^}}x       =       1       +{{$}}
// ERR-NEXT: {{^}}                         ^{{$}}
// ERR: :[[@LINE-4]]:8: error: missing expression
// ERR-NEXT: {{^}}x       =       1       +{{$}}
// ERR-NEXT: {{^}}                         ^{{$}}
	  	s_waitcnt vmcnt(99)
// ERR: :[[@LINE-1]]:21: error: too large value for vmcnt
// ERR-NEXT: {{^}}                s_waitcnt vmcnt(99){{$}}
// ERR-NEXT: {{^}}                                ^{{$}}
ab	cd	s_nop
// ERR: :[[@LINE-1]]:1: error: invalid instruction
// ERR-NEXT: {{^}}ab      cd      s_nop{{$}}
// ERR-NEXT: {{^}}^{{$}}
s_waitcnt	vmcnt(1)	|	expcnt(0)
// ERR: :[[@LINE-1]]:20: error: expected a counter name
// ERR-NEXT: {{^}}s_waitcnt       vmcnt(1)        |       expcnt(0){{$}}
// ERR-NEXT: {{^}}                                ^{{$}}
.set	y	1
// ERR: :[[@LINE-1]]:8: error: expected comma
// ERR-NEXT: {{^}}.set    y       1{{$}}
// ERR-NEXT: {{^}}                ^{{$}}
lab:	lab:
// CHECK-NEXT: lab:
// CHECK-NEXT: lab:
// ERR: :[[@LINE-3]]:6: error: symbol 'lab' is already defined
// ERR-NEXT: {{^}}lab:    lab:{{$}}
// ERR-NEXT: {{^}}        ^{{$}}
	s_foo	0
// ERR: :[[@LINE-1]]:2: error: invalid instruction
// ERR-NEXT: {{^}}        s_foo   0{{$}}
// ERR-NEXT: {{^}}        ^{{$}}
   	 	s_sendmsg	sendmsg(MSG_INTERRUPT,	0)
// ERR: :[[@LINE-1]]:40: error: message does not support operations
// ERR-NEXT: {{^}}                s_sendmsg       sendmsg(MSG_INTERRUPT,  0){{$}}
// ERR-NEXT: {{^}}                                                        ^{{$}}
	y = y	+ 1
// ERR: :[[@LINE-1]]:6: error: Recursive use of 'y'
// ERR-NEXT: {{^}}        y = y   + 1{{$}}
// ERR-NEXT: {{^}}            ^{{$}}
