// s_delay_alu: the error catalogue on GFX11 (gfx1100, gfx1103, gfx1150): operand count, field and value names,
// values that are not names, parentheses, separators, numeric form. Source line and caret for some.
// Messages and columns copied from llvm-mc 19.
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1100 -show-encoding %s 2>&1 | FileCheck %s --check-prefix=ERR --implicit-check-not=error: --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1103 -show-encoding %s 2>&1 | FileCheck %s --check-prefix=ERR --implicit-check-not=error: --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1150 -show-encoding %s 2>&1 | FileCheck %s --check-prefix=ERR --implicit-check-not=error: --strict-whitespace

// Operand count.
s_delay_alu
// ERR: :[[@LINE-1]]:1: error: too few operands for instruction
// ERR-NEXT: {{^}}s_delay_alu
// ERR-NEXT: {{^}}^
s_delay_alu 1 2
// ERR: :[[@LINE-1]]:15: error: invalid operand for instruction
// ERR-NEXT: {{^}}s_delay_alu 1 2
// ERR-NEXT: {{^}}              ^
s_delay_alu 1, 2
// ERR: :[[@LINE-1]]:16: error: invalid operand for instruction
s_delay_alu instid0(VALU_DEP_1) instid1(VALU_DEP_1)
// ERR: :[[@LINE-1]]:33: error: invalid operand for instruction
// ERR-NEXT: {{^}}s_delay_alu instid0(VALU_DEP_1) instid1(VALU_DEP_1)
// ERR-NEXT: {{^}}                                ^
s_delay_alu instid0(VALU_DEP_1), instid1(VALU_DEP_1)
// ERR: :[[@LINE-1]]:34: error: invalid operand for instruction
s_delay_alu instid0(VALU_DEP_1) 5
// ERR: :[[@LINE-1]]:33: error: invalid operand for instruction

// Field names (case-sensitive).
s_delay_alu instid9(VALU_DEP_1)
// ERR: :[[@LINE-1]]:13: error: invalid field name instid9
// ERR-NEXT: {{^}}s_delay_alu instid9(VALU_DEP_1)
// ERR-NEXT: {{^}}            ^
s_delay_alu INSTID0(VALU_DEP_1)
// ERR: :[[@LINE-1]]:13: error: invalid field name INSTID0
s_delay_alu Instskip(NEXT)
// ERR: :[[@LINE-1]]:13: error: invalid field name Instskip
s_delay_alu instid(VALU_DEP_1)
// ERR: :[[@LINE-1]]:13: error: invalid field name instid
s_delay_alu instid0(VALU_DEP_1) | foo(NEXT)
// ERR: :[[@LINE-1]]:35: error: invalid field name foo

// Value names (case-sensitive, and must belong to the field).
s_delay_alu instid0(VALU_DEP_9)
// ERR: :[[@LINE-1]]:21: error: invalid value name VALU_DEP_9
// ERR-NEXT: {{^}}s_delay_alu instid0(VALU_DEP_9)
// ERR-NEXT: {{^}}                    ^
s_delay_alu instid0(valu_dep_1)
// ERR: :[[@LINE-1]]:21: error: invalid value name valu_dep_1
s_delay_alu instid0(NEXT)
// ERR: :[[@LINE-1]]:21: error: invalid value name NEXT
s_delay_alu instid1(SKIP_1)
// ERR: :[[@LINE-1]]:21: error: invalid value name SKIP_1
s_delay_alu instskip(VALU_DEP_1)
// ERR: :[[@LINE-1]]:22: error: invalid value name VALU_DEP_1
s_delay_alu instskip(next)
// ERR: :[[@LINE-1]]:22: error: invalid value name next
s_delay_alu instskip(SKIP_5)
// ERR: :[[@LINE-1]]:22: error: invalid value name SKIP_5
s_delay_alu instid0(SALU_CYCLE_4)
// ERR: :[[@LINE-1]]:21: error: invalid value name SALU_CYCLE_4
s_delay_alu instid0(TRANS32_DEP_4)
// ERR: :[[@LINE-1]]:21: error: invalid value name TRANS32_DEP_4
s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(FOO)
// ERR: :[[@LINE-1]]:60: error: invalid value name FOO

// A value must be a name.
s_delay_alu instid0(1)
// ERR: :[[@LINE-1]]:21: error: expected a value name
// ERR-NEXT: {{^}}s_delay_alu instid0(1)
// ERR-NEXT: {{^}}                    ^
s_delay_alu instid0()
// ERR: :[[@LINE-1]]:21: error: expected a value name
s_delay_alu instid0(-1)
// ERR: :[[@LINE-1]]:21: error: expected a value name
s_delay_alu instid0((VALU_DEP_1))
// ERR: :[[@LINE-1]]:21: error: expected a value name

// Parentheses and separators.
s_delay_alu instid0(VALU_DEP_1
// ERR: :[[@LINE-1]]:31: error: expected a right parenthesis
// ERR-NEXT: {{^}}s_delay_alu instid0(VALU_DEP_1
// ERR-NEXT: {{^}}                              ^
s_delay_alu instid0(VALU_DEP_1 | instskip(NEXT)
// ERR: :[[@LINE-1]]:32: error: expected a right parenthesis
s_delay_alu instid0(VALU_DEP_1) |
// ERR: :[[@LINE-1]]:34: error: expected a field name
// ERR-NEXT: {{^}}s_delay_alu instid0(VALU_DEP_1) |
// ERR-NEXT: {{^}}                                 ^
s_delay_alu instid0(VALU_DEP_1) | 1
// ERR: :[[@LINE-1]]:35: error: expected a field name
s_delay_alu instid0(VALU_DEP_1) | (SALU_CYCLE_1)
// ERR: :[[@LINE-1]]:35: error: expected a field name
s_delay_alu instid0(VALU_DEP_1) || instid1(VALU_DEP_1)
// ERR: :[[@LINE-1]]:33: error: unknown token in expression
s_delay_alu instid0(VALU_DEP_1) | instid1
// ERR: :[[@LINE-1]]:42: error: expected a left parenthesis
// ERR-NEXT: {{^}}s_delay_alu instid0(VALU_DEP_1) | instid1
// ERR-NEXT: {{^}}                                         ^
s_delay_alu instid0(VALU_DEP_1) | instid1 VALU_DEP_1
// ERR: :[[@LINE-1]]:43: error: expected a left parenthesis
s_delay_alu instid0(VALU_DEP_1) & instid1(VALU_DEP_1)
// ERR: :[[@LINE-1]]:33: error: unknown token in expression
// ERR-NEXT: {{^}}s_delay_alu instid0(VALU_DEP_1) & instid1(VALU_DEP_1)
// ERR-NEXT: {{^}}                                ^

// Not a field form: the numeric form needs an absolute expression.
s_delay_alu instid0 VALU_DEP_1
// ERR: :[[@LINE-1]]:13: error: expected absolute expression
s_delay_alu undefined_sym
// ERR: :[[@LINE-1]]:13: error: expected absolute expression
s_delay_alu VALU_DEP_1
// ERR: :[[@LINE-1]]:13: error: expected absolute expression
s_delay_alu (1
// ERR: :[[@LINE-1]]:15: error: expected ')'
// ERR-NEXT: {{^}}s_delay_alu (1
// ERR-NEXT: {{^}}              ^
s_delay_alu 1 +
// ERR: :[[@LINE-1]]:16: error: unknown token in expression
s_delay_alu 1 ** 2
// ERR: :[[@LINE-1]]:16: error: invalid token in expression

// Tabs in the echoed source line.
	s_delay_alu	instid0(VALU_DEP_9)
// ERR: :[[@LINE-1]]:22: error: invalid value name VALU_DEP_9
// ERR-NEXT: {{^}}        s_delay_alu     instid0(VALU_DEP_9)
// ERR-NEXT: {{^}}                                ^
