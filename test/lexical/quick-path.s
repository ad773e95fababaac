// gfxas reads the common instruction, label and assignment lines straight
// from their bytes (lib/QuickStatement.cpp) and leaves every other spelling
// to the lexer and parser. These lines sit on both sides of that edge; each
// must come out as llvm-mc 19 prints it, which produced every CHECK line.
// RUN: gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s | FileCheck %s --match-full-lines --strict-whitespace
// The same lines read by pass two, after a first line that pass one cannot
// decide (its error goes to stderr):
// RUN: cat %S/Inputs/undefined-first.s %s > %t.s
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %t.s 2>%t.err | FileCheck %s --match-full-lines --strict-whitespace
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// ERR: 2:9: error: invalid operand for instruction
// Carriage returns: a lone CR ends a comment, and the statement after it
// starts on the same line (the memo of lines read before must not take
// that line for the same line again); CR LF ends a line.
// RUN: printf '  s_nop 1 // a\rs_nop 2\n  s_nop 1 // a\rs_nop 2\n  s_nop 3 ; b\r\n// c\r\r\n  s_nop 5\n// the memo reads 88 bytes ahead of a line, which this comment pads out, and pads out further\n' > %t.cr.s
// RUN: gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %t.cr.s | FileCheck %s --check-prefix=CR --match-full-lines --strict-whitespace
// CR:	.text
// CR-NEXT:	s_nop 1                                 ; encoding: [0x01,0x00,0x80,0xbf]
// CR-NEXT:	s_nop 2                                 ; encoding: [0x02,0x00,0x80,0xbf]
// CR-NEXT:	s_nop 1                                 ; encoding: [0x01,0x00,0x80,0xbf]
// CR-NEXT:	s_nop 2                                 ; encoding: [0x02,0x00,0x80,0xbf]
// CR-NEXT:	s_nop 3                                 ; encoding: [0x03,0x00,0x80,0xbf]
// CR-EMPTY:
// CR-NEXT:	s_nop 5                                 ; encoding: [0x05,0x00,0x80,0xbf]
// Comment and blank lines come again: the memo keeps them too, but not a
// comment that a lone CR ends before its line does.
// RUN: printf '// one\n  // two\n\n   \n// one\n  // two\n\n   \n// c\rs_nop 7\n// c\rs_nop 7\n; semi\n; semi\n  s_nop 1\n// the memo reads 88 bytes ahead of a line, which this comment pads out, and pads out further\n' > %t.comments.s
// RUN: gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %t.comments.s | FileCheck %s --check-prefix=COMMENTS --match-full-lines --strict-whitespace
// COMMENTS:	.text
// COMMENTS-EMPTY:
// COMMENTS-EMPTY:
// COMMENTS-EMPTY:
// COMMENTS-EMPTY:
// COMMENTS-NEXT:	s_nop 7                                 ; encoding: [0x07,0x00,0x80,0xbf]
// COMMENTS-NEXT:	s_nop 7                                 ; encoding: [0x07,0x00,0x80,0xbf]
// COMMENTS-NEXT:	s_nop 1                                 ; encoding: [0x01,0x00,0x80,0xbf]
// COMMENTS-NOT: {{.}}
// CHECK:	.text
// Literals the quick path leaves to the lexer: octal, hex, suffixed,
// floating-point, binary, and decimals of ten digits.
  s_waitcnt 010
// CHECK-NEXT:	s_waitcnt vmcnt(8) expcnt(0) lgkmcnt(0) ; encoding: [0x08,0x00,0x8c,0xbf]
  s_waitcnt 0x10
// CHECK-NEXT:	s_waitcnt vmcnt(0) expcnt(1) lgkmcnt(0) ; encoding: [0x10,0x00,0x8c,0xbf]
  s_waitcnt 1u
// CHECK-NEXT:	s_waitcnt vmcnt(1) expcnt(0) lgkmcnt(0) ; encoding: [0x01,0x00,0x8c,0xbf]
  s_nop 07
// CHECK-NEXT:	s_nop 7                                 ; encoding: [0x07,0x00,0x80,0xbf]
  s_nop 1.5
// CHECK-NEXT:	s_nop 0                                 ; encoding: [0x00,0x00,0x80,0xbf]
  s_nop 0b11
// CHECK-NEXT:	s_nop 3                                 ; encoding: [0x03,0x00,0x80,0xbf]
  s_nop 123456789
// CHECK-NEXT:	s_nop 0x75bcd15                         ; encoding: [0x15,0xcd,0x80,0xbf]
  s_nop 1234567890
// CHECK-NEXT:	s_nop 0x499602d2                        ; encoding: [0xd2,0x02,0x80,0xbf]
// Blanks, case and line ends.
	s_nop	2	// tabs
// CHECK-NEXT:	s_nop 2                                 ; encoding: [0x02,0x00,0x80,0xbf]
  S_NOP 3
// CHECK-NEXT:	s_nop 3                                 ; encoding: [0x03,0x00,0x80,0xbf]
  s_nop 1 ; pad
// CHECK-NEXT:	s_nop 1                                 ; encoding: [0x01,0x00,0x80,0xbf]
  s_nop 6 ;
// CHECK-NEXT:	s_nop 6                                 ; encoding: [0x06,0x00,0x80,0xbf]
  s_nop 1 /* block */
// CHECK-NEXT:	s_nop 1                                 ; encoding: [0x01,0x00,0x80,0xbf]
/* block */ s_nop 2
// CHECK-NEXT:	s_nop 2                                 ; encoding: [0x02,0x00,0x80,0xbf]

// CHECK-EMPTY:
   
// CHECK-EMPTY:
; a comment line prints nothing
// Counter lists: every separator, blanks inside the parentheses, a
// saturating counter, an expression.
  s_waitcnt vmcnt(1)&expcnt(2)
// CHECK-NEXT:	s_waitcnt vmcnt(1) expcnt(2)            ; encoding: [0x21,0x0f,0x8c,0xbf]
  s_waitcnt vmcnt( 1 ) , lgkmcnt ( 2 )
// CHECK-NEXT:	s_waitcnt vmcnt(1) lgkmcnt(2)           ; encoding: [0x71,0x02,0x8c,0xbf]
  s_waitcnt vmcnt_sat(100) expcnt(0)
// CHECK-NEXT:	s_waitcnt expcnt(0)                     ; encoding: [0x0f,0xcf,0x8c,0xbf]
  s_waitcnt vmcnt(1+1)
// CHECK-NEXT:	s_waitcnt vmcnt(2)                      ; encoding: [0x72,0x0f,0x8c,0xbf]
// A variable stands for its latest value; one defined by an expression
// goes through the parser.
x = 3
// CHECK-NEXT:.set x, 3
  s_waitcnt vmcnt(x)
// CHECK-NEXT:	s_waitcnt vmcnt(3)                      ; encoding: [0x73,0x0f,0x8c,0xbf]
x = 2
// CHECK-NEXT:.set x, 2
  s_waitcnt vmcnt(x) lgkmcnt(x)
// CHECK-NEXT:	s_waitcnt vmcnt(2) lgkmcnt(2)           ; encoding: [0x72,0x02,0x8c,0xbf]
x=1
// CHECK-NEXT:.set x, 1
  s_nop x
// CHECK-NEXT:	s_nop 1                                 ; encoding: [0x01,0x00,0x80,0xbf]
y = x + 1
// CHECK-NEXT:.set y, 2
  s_nop y
// CHECK-NEXT:	s_nop 2                                 ; encoding: [0x02,0x00,0x80,0xbf]
z = 010
// CHECK-NEXT:.set z, 8
w = 12 // twelve
// CHECK-NEXT:.set w, 12
  s_nop z
// CHECK-NEXT:	s_nop 8                                 ; encoding: [0x08,0x00,0x80,0xbf]
// Expressions of numbers and constant variables are folded as the parser
// folds them; any other operator, a block comment, a deep nesting or an
// error leaves the line to the parser.
e1 = (x + 6) & 7
// CHECK-NEXT:.set e1, 7
e2 = 1 + 2 & 3
// CHECK-NEXT:.set e2, 3
e3 = 10 - 3 - 2
// CHECK-NEXT:.set e3, 5
e4 = -x * 3
// CHECK-NEXT:.set e4, -3
e5 = ~0 + 1
// CHECK-NEXT:.set e5, 0
e6 = 2 << 3 >> 1
// CHECK-NEXT:.set e6, 8
e7 = 7 / 2 % 3
// CHECK-NEXT:.set e7, 0
e8 = 1 | 2 ^ 3
// CHECK-NEXT:.set e8, 0
e9 = - - 4
// CHECK-NEXT:.set e9, 4
e10 = 5 // comment
// CHECK-NEXT:.set e10, 5
e11 = (((1)))
// CHECK-NEXT:.set e11, 1
e12 = 100 / -7
// CHECK-NEXT:.set e12, -14
e13 = 1 <= 2
// CHECK-NEXT:.set e13, -1
e14 = 3 && 4
// CHECK-NEXT:.set e14, 1
e15 = 1 || 0
// CHECK-NEXT:.set e15, 1
e16 = 6 ! 1
// CHECK-NEXT:.set e16, -2
e17 = 1 /* c */ + 2
// CHECK-NEXT:.set e17, 3
e18 = 1<<63
// CHECK-NEXT:.set e18, -9223372036854775808
e19 = -(-(3))
// CHECK-NEXT:.set e19, 3
e20 = +x
// CHECK-NEXT:.set e20, 1
e21 = e1*e2+e3
// CHECK-NEXT:.set e21, 26
e22 = 2 >> 1 > 0
// CHECK-NEXT:.set e22, -1
e23 = ((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((1))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))
// CHECK-NEXT:.set e23, 1
e24 = max(1, 2)
// CHECK-NEXT:.set e24, 2
  s_nop e21
// CHECK-NEXT:	s_nop 26                                ; encoding: [0x1a,0x00,0x80,0xbf]
// The same bytes again come from the memo of lines read before, but never
// a line with a variable, or one whose comment a lone CR ended.
  s_waitcnt vmcnt(1) lgkmcnt(2)
// CHECK-NEXT:	s_waitcnt vmcnt(1) lgkmcnt(2)           ; encoding: [0x71,0x02,0x8c,0xbf]
  s_waitcnt vmcnt(1) lgkmcnt(2)
// CHECK-NEXT:	s_waitcnt vmcnt(1) lgkmcnt(2)           ; encoding: [0x71,0x02,0x8c,0xbf]
   s_waitcnt vmcnt(1) lgkmcnt(2)
// CHECK-NEXT:	s_waitcnt vmcnt(1) lgkmcnt(2)           ; encoding: [0x71,0x02,0x8c,0xbf]
v = 1
// CHECK-NEXT:.set v, 1
  s_nop v
// CHECK-NEXT:	s_nop 1                                 ; encoding: [0x01,0x00,0x80,0xbf]
v = 2
// CHECK-NEXT:.set v, 2
  s_nop v
// CHECK-NEXT:	s_nop 2                                 ; encoding: [0x02,0x00,0x80,0xbf]
  s_nop 3 ; a comment long enough to make the line longer than the 88 bytes the memo keeps
// CHECK-NEXT:	s_nop 3                                 ; encoding: [0x03,0x00,0x80,0xbf]
  s_nop 3 ; a comment long enough to make the line longer than the 88 bytes the memo keeps
// CHECK-NEXT:	s_nop 3                                 ; encoding: [0x03,0x00,0x80,0xbf]
// Lines the memo knows between lines the lexer reads, and after a label
// the lexer reads: each comes out once.
  s_nop 1
  s_nop 0x1
  s_nop 1
"q1": s_nop 1
"q2": s_nop 1
  s_nop 0x2
// CHECK-NEXT:	s_nop 1                                 ; encoding: [0x01,0x00,0x80,0xbf]
// CHECK-NEXT:	s_nop 1                                 ; encoding: [0x01,0x00,0x80,0xbf]
// CHECK-NEXT:	s_nop 1                                 ; encoding: [0x01,0x00,0x80,0xbf]
// CHECK-NEXT:q1:
// CHECK-NEXT:	s_nop 1                                 ; encoding: [0x01,0x00,0x80,0xbf]
// CHECK-NEXT:q2:
// CHECK-NEXT:	s_nop 1                                 ; encoding: [0x01,0x00,0x80,0xbf]
// CHECK-NEXT:	s_nop 2                                 ; encoding: [0x02,0x00,0x80,0xbf]
// Messages by number, by name and by variable.
  s_sendmsg sendmsg(2, 1, 1)
// CHECK-NEXT:	s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, 1) ; encoding: [0x12,0x01,0x90,0xbf]
  s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, x)
// CHECK-NEXT:	s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, 1) ; encoding: [0x22,0x01,0x90,0xbf]
  s_sendmsg sendmsg(y, x)
// CHECK-NEXT:	s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, 0) ; encoding: [0x12,0x00,0x90,0xbf]
  s_sendmsg 3
// CHECK-NEXT:	s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP) ; encoding: [0x03,0x00,0x90,0xbf]
  s_sendmsg sendmsg(MSG_INTERRUPT)   ; comment
// CHECK-NEXT:	s_sendmsg sendmsg(MSG_INTERRUPT)        ; encoding: [0x01,0x00,0x90,0xbf]
// Labels, alone or before an instruction.
label:
// CHECK-NEXT:label:
label2 :  
// CHECK-NEXT:label2:
a: s_nop 0
// CHECK-NEXT:a:
// CHECK-NEXT:	s_nop 0                                 ; encoding: [0x00,0x00,0x80,0xbf]
  s_waitcnt expcnt(0)
// CHECK-NEXT:	s_waitcnt expcnt(0)                     ; encoding: [0x0f,0xcf,0x8c,0xbf]
