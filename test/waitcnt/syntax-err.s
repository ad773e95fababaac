// s_waitcnt: the error catalogue on every layout (operand count, counter names, separators,
// parentheses, values, ranges, undefined symbols, expression errors), with source line and caret for some.
// Messages and columns copied from llvm-mc 19.
// RUN: not gfxas -triple=amdgcn -mcpu=tahiti -show-encoding %s 2>&1 | FileCheck %s --check-prefixes=ERR,ERR6 --implicit-check-not=error: --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=tonga -show-encoding %s 2>&1 | FileCheck %s --check-prefixes=ERR,ERR8 --implicit-check-not=error: --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s 2>&1 | FileCheck %s --check-prefixes=ERR,ERR9 --implicit-check-not=error: --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1010 -show-encoding %s 2>&1 | FileCheck %s --check-prefix=ERR --implicit-check-not=error: --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1100 -show-encoding %s 2>&1 | FileCheck %s --check-prefix=ERR --implicit-check-not=error: --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1200 -show-encoding %s 2>&1 | FileCheck %s --check-prefix=ERR --implicit-check-not=error: --strict-whitespace

// Operand count.
s_waitcnt
// ERR: :[[@LINE-1]]:1: error: too few operands for instruction
// ERR-NEXT: {{^}}s_waitcnt
// ERR-NEXT: {{^}}^
s_waitcnt 5 vmcnt(1)
// ERR: :[[@LINE-1]]:13: error: invalid operand for instruction
// ERR-NEXT: {{^}}s_waitcnt 5 vmcnt(1)
// ERR-NEXT: {{^}}            ^
s_waitcnt 0, 1
// ERR: :[[@LINE-1]]:14: error: invalid operand for instruction
s_waitcnt 0 1
// ERR: :[[@LINE-1]]:13: error: invalid operand for instruction
s_waitcnt 0 & vmcnt(1)
// ERR: :[[@LINE-1]]:11: error: expected absolute expression

// Counter names are case-sensitive; unknown names.
s_waitcnt foo(1)
// ERR: :[[@LINE-1]]:11: error: invalid counter name foo
// ERR-NEXT: {{^}}s_waitcnt foo(1)
// ERR-NEXT: {{^}}          ^
s_waitcnt VMCNT(1)
// ERR: :[[@LINE-1]]:11: error: invalid counter name VMCNT
s_waitcnt Vmcnt(0)
// ERR: :[[@LINE-1]]:11: error: invalid counter name Vmcnt
s_waitcnt vmcnt_SAT(1)
// ERR: :[[@LINE-1]]:11: error: invalid counter name vmcnt_SAT
s_waitcnt _sat(1)
// ERR: :[[@LINE-1]]:11: error: invalid counter name _sat
s_waitcnt foo_sat(1)
// ERR: :[[@LINE-1]]:11: error: invalid counter name foo_sat
s_waitcnt vmcnt(1) LGKMCNT(0)
// ERR: :[[@LINE-1]]:20: error: invalid counter name LGKMCNT
s_waitcnt vmcnt(1) & foo(2)
// ERR: :[[@LINE-1]]:22: error: invalid counter name foo
s_waitcnt max(1, 2)
// ERR: :[[@LINE-1]]:11: error: invalid counter name max

// Bad separators.
s_waitcnt vmcnt(1) | expcnt(2)
// ERR: :[[@LINE-1]]:20: error: expected a counter name
// ERR-NEXT: {{^}}s_waitcnt vmcnt(1) | expcnt(2)
// ERR-NEXT: {{^}}                   ^
s_waitcnt vmcnt(1) && expcnt(2)
// ERR: :[[@LINE-1]]:20: error: expected a counter name
s_waitcnt vmcnt(1) 5
// ERR: :[[@LINE-1]]:20: error: expected a counter name
s_waitcnt vmcnt(1) &, expcnt(2)
// ERR: :[[@LINE-1]]:21: error: expected a counter name
s_waitcnt vmcnt(1) ,& expcnt(2)
// ERR: :[[@LINE-1]]:21: error: expected a counter name
s_waitcnt vmcnt(1) & & expcnt(2)
// ERR: :[[@LINE-1]]:22: error: expected a counter name
// ERR-NEXT: {{^}}s_waitcnt vmcnt(1) & & expcnt(2)
// ERR-NEXT: {{^}}                     ^
s_waitcnt vmcnt(1),,expcnt(2)
// ERR: :[[@LINE-1]]:20: error: expected a counter name
s_waitcnt vmcnt(1) &
// ERR: :[[@LINE-1]]:21: error: expected a counter name
s_waitcnt vmcnt(1),
// ERR: :[[@LINE-1]]:20: error: expected a counter name
s_waitcnt vmcnt(1) lgkmcnt(2) &
// ERR: :[[@LINE-1]]:32: error: expected a counter name

// Parentheses and values.
s_waitcnt vmcnt(1
// ERR: :[[@LINE-1]]:18: error: expected a closing parenthesis
// ERR-NEXT: {{^}}s_waitcnt vmcnt(1
// ERR-NEXT: {{^}}                 ^
s_waitcnt vmcnt(1 expcnt(2)
// ERR: :[[@LINE-1]]:19: error: expected a closing parenthesis
s_waitcnt vmcnt(99
// ERR: :[[@LINE-1]]:17: error: too large value for vmcnt
s_waitcnt vmcnt(1) expcnt
// ERR: :[[@LINE-1]]:26: error: expected a left parenthesis
// ERR-NEXT: {{^}}s_waitcnt vmcnt(1) expcnt
// ERR-NEXT: {{^}}                         ^
s_waitcnt vmcnt(1) foo
// ERR: :[[@LINE-1]]:23: error: expected a left parenthesis
s_waitcnt vmcnt 1
// ERR: :[[@LINE-1]]:11: error: expected absolute expression
s_waitcnt vmcnt()
// ERR: :[[@LINE-1]]:17: error: unknown token in expression
// ERR-NEXT: {{^}}s_waitcnt vmcnt()
// ERR-NEXT: {{^}}                ^
s_waitcnt vmcnt(1 +)
// ERR: :[[@LINE-1]]:20: error: unknown token in expression
s_waitcnt vmcnt((1)
// ERR: :[[@LINE-1]]:20: error: expected a closing parenthesis
s_waitcnt vmcnt(1 ** 2)
// ERR: :[[@LINE-1]]:20: error: invalid token in expression
s_waitcnt vmcnt(1) expcnt()
// ERR: :[[@LINE-1]]:27: error: unknown token in expression

// Undefined symbols (not absolute when the instruction is parsed).
s_waitcnt x
// ERR: :[[@LINE-1]]:11: error: expected absolute expression
s_waitcnt vmcnt(y)
// ERR: :[[@LINE-1]]:17: error: expected absolute expression
s_waitcnt foo(undefined_sym)
// ERR: :[[@LINE-1]]:15: error: expected absolute expression
s_waitcnt undefined_sym + 1
// ERR: :[[@LINE-1]]:11: error: expected absolute expression

// Ranges.
s_waitcnt vmcnt(16)
// ERR6: :[[@LINE-1]]:17: error: too large value for vmcnt
// ERR8: :[[@LINE-2]]:17: error: too large value for vmcnt
s_waitcnt vmcnt(64)
// ERR: :[[@LINE-1]]:17: error: too large value for vmcnt
s_waitcnt vmcnt(-1)
// ERR: :[[@LINE-1]]:17: error: too large value for vmcnt
s_waitcnt expcnt(8)
// ERR: :[[@LINE-1]]:18: error: too large value for expcnt
s_waitcnt expcnt(-1)
// ERR: :[[@LINE-1]]:18: error: too large value for expcnt
s_waitcnt lgkmcnt(16)
// ERR6: :[[@LINE-1]]:19: error: too large value for lgkmcnt
// ERR8: :[[@LINE-2]]:19: error: too large value for lgkmcnt
// ERR9: :[[@LINE-3]]:19: error: too large value for lgkmcnt
s_waitcnt lgkmcnt(64)
// ERR: :[[@LINE-1]]:19: error: too large value for lgkmcnt
s_waitcnt lgkmcnt(-1)
// ERR: :[[@LINE-1]]:19: error: too large value for lgkmcnt
s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(100)
// ERR: :[[@LINE-1]]:38: error: too large value for lgkmcnt
// ERR-NEXT: {{^}}s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(100)
// ERR-NEXT: {{^}}                                     ^

// Numeric operand expression errors.
s_waitcnt (1
// ERR: :[[@LINE-1]]:13: error: expected ')'
s_waitcnt 1 +
// ERR: :[[@LINE-1]]:14: error: unknown token in expression
s_waitcnt 1)
// ERR: :[[@LINE-1]]:12: error: unknown token in expression
s_waitcnt ~
// ERR: :[[@LINE-1]]:12: error: unknown token in expression
s_waitcnt 1 ** 2
// ERR: :[[@LINE-1]]:14: error: invalid token in expression
s_waitcnt 0 # comment
// ERR: :[[@LINE-1]]:13: error: unknown token in expression

// Tabs in the echoed source line.
	s_waitcnt	vmcnt(1)	|	expcnt(2)
// ERR: :[[@LINE-1]]:21: error: expected a counter name
// ERR-NEXT: {{^}}        s_waitcnt       vmcnt(1)        |       expcnt(2)
// ERR-NEXT: {{^}}                                        ^
