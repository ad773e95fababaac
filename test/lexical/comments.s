// Comments: // and ; to end of line, /* */ blocks (also across lines), and
// # only as the first non-blank character of a line.
// Every CHECK line below was produced by llvm-mc 19.
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s | FileCheck %s --match-full-lines
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 %s 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR --implicit-check-not=error:
// CHECK: .text
s_sendmsg 1 // trailing comment
// CHECK-NEXT: s_sendmsg sendmsg(MSG_INTERRUPT)        ; encoding: [0x01,0x00,0x90,0xbf]
s_sendmsg 2 ; semicolon comment
// CHECK-NEXT: s_sendmsg sendmsg(2, 0, 0)              ; encoding: [0x02,0x00,0x90,0xbf]
s_sendmsg 3; s_sendmsg 4
// CHECK-NEXT: s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP) ; encoding: [0x03,0x00,0x90,0xbf]
s_sendmsg 5 /* block */
// CHECK-NEXT: s_sendmsg sendmsg(MSG_STALL_WAVE_GEN)   ; encoding: [0x05,0x00,0x90,0xbf]
s_sendmsg /* inside */ 6
// CHECK-NEXT: s_sendmsg sendmsg(MSG_HALT_WAVES)       ; encoding: [0x06,0x00,0x90,0xbf]
s_sendmsg 1 + /* inside an expression */ 6
// CHECK-NEXT: s_sendmsg sendmsg(MSG_ORDERED_PS_DONE)  ; encoding: [0x07,0x00,0x90,0xbf]
/* a block comment */ s_sendmsg 8
// CHECK-NEXT: s_sendmsg sendmsg(MSG_EARLY_PRIM_DEALLOC) ; encoding: [0x08,0x00,0x90,0xbf]
x = 1 /* c */ + /* d */ 2 // e
// CHECK-NEXT: .set x, 3
y = 3 ; z = 4
// CHECK-NEXT: .set y, 3
; a whole-line semicolon comment
# a hash comment at the start of a line
   # a hash comment after blanks
	# a hash comment after a tab
#s_sendmsg 9
/* a block comment
   spanning s_sendmsg 9
   three lines */ s_sendmsg 10
// CHECK-NEXT: s_sendmsg sendmsg(MSG_GET_DOORBELL)     ; encoding: [0x0a,0x00,0x90,0xbf]
s_waitcnt /* operand comment
  */ vmcnt(0)
// CHECK-NEXT: s_waitcnt vmcnt(0)                      ; encoding: [0x70,0x0f,0x8c,0xbf]
s_waitcnt vmcnt(1) /* x */ & /* y */ lgkmcnt(2) // z
// CHECK-NEXT: s_waitcnt vmcnt(1) lgkmcnt(2)           ; encoding: [0x71,0x02,0x8c,0xbf]
s_sendmsg sendmsg(/* a */ MSG_GS /* b */, GS_OP_CUT) ; c
// CHECK-NEXT: s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, 0) ; encoding: [0x12,0x00,0x90,0xbf]
s_sendmsg 1 // comment with /* unclosed block
// CHECK-NEXT: s_sendmsg sendmsg(MSG_INTERRUPT)        ; encoding: [0x01,0x00,0x90,0xbf]
s_sendmsg 11 ;; // # mixed
// CHECK-NEXT: s_sendmsg sendmsg(11, 0, 0)             ; encoding: [0x0b,0x00,0x90,0xbf]
.set w, 5 // after a directive
// CHECK-NEXT: .set w, 5
// CHECK-NEXT: .no_dead_strip	w
lab: // after a label
// CHECK-NEXT: lab:
/**/s_sendmsg 12/**/
// CHECK-NEXT: s_sendmsg sendmsg(12, 0, 0)             ; encoding: [0x0c,0x00,0x90,0xbf]
s_sendmsg 13 */
// ERR: :[[@LINE-1]]:15: error: unknown token in expression
// # after code is not a comment.
s_nop 4 # x
// ERR: :[[@LINE-1]]:9: error: unknown token in expression
s_sendmsg 1 # 2
// ERR: :[[@LINE-1]]:13: error: unknown token in expression
v = 1 # 2
// ERR: :[[@LINE-1]]:7: error: expected newline
ok = 1
// CHECK-NEXT: .set ok, 1
