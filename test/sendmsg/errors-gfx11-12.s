// s_sendmsg: the error catalogue on GFX11 and GFX12 (syntax, names, operations, streams, ranges,
// order of the checks), with source line and caret for some. Messages and columns copied from llvm-mc 19.
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1100 -show-encoding %s 2>&1 | FileCheck %s --check-prefix=ERR --implicit-check-not=error: --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1150 -show-encoding %s 2>&1 | FileCheck %s --check-prefix=ERR --implicit-check-not=error: --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1200 -show-encoding %s 2>&1 | FileCheck %s --check-prefix=ERR --implicit-check-not=error: --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1201 -show-encoding %s 2>&1 | FileCheck %s --check-prefix=ERR --implicit-check-not=error: --strict-whitespace

// Operand count.
s_sendmsg
// ERR: :[[@LINE-1]]:1: error: too few operands for instruction
// ERR-NEXT: {{^}}s_sendmsg
// ERR-NEXT: {{^}}^
s_sendmsg 1, 2
// ERR: :[[@LINE-1]]:14: error: invalid operand for instruction
s_sendmsg 1 2
// ERR: :[[@LINE-1]]:13: error: invalid operand for instruction
s_sendmsg sendmsg(MSG_INTERRUPT), 1
// ERR: :[[@LINE-1]]:35: error: invalid operand for instruction
s_sendmsg sendmsg(MSG_INTERRUPT) 1
// ERR: :[[@LINE-1]]:34: error: invalid operand for instruction
s_sendmsg sendmsg(MSG_INTERRUPT) | 0
// ERR: :[[@LINE-1]]:34: error: not a valid operand.
// ERR-NEXT: {{^}}s_sendmsg sendmsg(MSG_INTERRUPT) | 0
// ERR-NEXT: {{^}}                                 ^

// Macro syntax.
s_sendmsg SENDMSG(MSG_INTERRUPT)
// ERR: :[[@LINE-1]]:11: error: expected a sendmsg macro or an absolute expression
// ERR-NEXT: {{^}}s_sendmsg SENDMSG(MSG_INTERRUPT)
// ERR-NEXT: {{^}}          ^
s_sendmsg sendmsg
// ERR: :[[@LINE-1]]:11: error: expected a sendmsg macro or an absolute expression
s_sendmsg sendmsg(
// ERR: :[[@LINE-1]]:19: error: unknown token in expression
s_sendmsg sendmsg()
// ERR: :[[@LINE-1]]:19: error: unknown token in expression
// ERR-NEXT: {{^}}s_sendmsg sendmsg()
// ERR-NEXT: {{^}}                  ^
s_sendmsg sendmsg(MSG_GS,)
// ERR: :[[@LINE-1]]:26: error: unknown token in expression
s_sendmsg sendmsg(MSG_GS, GS_OP_CUT,)
// ERR: :[[@LINE-1]]:37: error: unknown token in expression
s_sendmsg sendmsg(MSG_GS GS_OP_CUT)
// ERR: :[[@LINE-1]]:26: error: expected a closing parenthesis
// ERR-NEXT: {{^}}s_sendmsg sendmsg(MSG_GS GS_OP_CUT)
// ERR-NEXT: {{^}}                         ^
s_sendmsg sendmsg(MSG_GS, GS_OP_CUT
// ERR: :[[@LINE-1]]:36: error: expected a closing parenthesis
s_sendmsg sendmsg(MSG_INTERRUPT
// ERR: :[[@LINE-1]]:32: error: expected a closing parenthesis
s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, 1, 2)
// ERR: :[[@LINE-1]]:39: error: expected a closing parenthesis
s_sendmsg sendmsg(MSG_GS + 0, GS_OP_CUT)
// ERR: :[[@LINE-1]]:26: error: expected a closing parenthesis
s_sendmsg sendmsg((1)
// ERR: :[[@LINE-1]]:22: error: expected a closing parenthesis
s_sendmsg sendmsg(1 +)
// ERR: :[[@LINE-1]]:22: error: unknown token in expression
s_sendmsg sendmsg(2, 1 +)
// ERR: :[[@LINE-1]]:25: error: unknown token in expression
s_sendmsg sendmsg(2, 1, (1)
// ERR: :[[@LINE-1]]:28: error: expected a closing parenthesis

// Unknown or wrongly spelled names (names are case-sensitive).
s_sendmsg sendmsg(MSG_NOPE)
// ERR: :[[@LINE-1]]:19: error: expected a message name or an absolute expression
// ERR-NEXT: {{^}}s_sendmsg sendmsg(MSG_NOPE)
// ERR-NEXT: {{^}}                  ^
s_sendmsg sendmsg(msg_gs, GS_OP_CUT)
// ERR: :[[@LINE-1]]:19: error: expected a message name or an absolute expression
s_sendmsg sendmsg(Msg_Interrupt)
// ERR: :[[@LINE-1]]:19: error: expected a message name or an absolute expression
s_sendmsg sendmsg(MSG_GS, GS_OP_FOO)
// ERR: :[[@LINE-1]]:27: error: expected an operation name or an absolute expression
// ERR-NEXT: {{^}}s_sendmsg sendmsg(MSG_GS, GS_OP_FOO)
// ERR-NEXT: {{^}}                          ^
s_sendmsg sendmsg(MSG_GS, gs_op_cut)
// ERR: :[[@LINE-1]]:27: error: expected an operation name or an absolute expression
s_sendmsg sendmsg(MSG_GS, SYSMSG_OP_REG_RD)
// ERR: :[[@LINE-1]]:27: error: expected an operation name or an absolute expression
s_sendmsg sendmsg(MSG_SYSMSG, GS_OP_CUT)
// ERR: :[[@LINE-1]]:31: error: expected an operation name or an absolute expression
s_sendmsg sendmsg(MSG_INTERRUPT, GS_OP_CUT)
// ERR: :[[@LINE-1]]:34: error: message does not support operations
s_sendmsg sendmsg(MSG_SYSMSG, sysmsg_op_reg_rd)
// ERR: :[[@LINE-1]]:31: error: expected an operation name or an absolute expression

// Undefined symbols.
s_sendmsg undefined_sym
// ERR: :[[@LINE-1]]:11: error: expected a sendmsg macro or an absolute expression
s_sendmsg sendmsg(undefined_sym)
// ERR: :[[@LINE-1]]:19: error: expected a message name or an absolute expression
s_sendmsg sendmsg(MSG_GS, undefined_sym)
// ERR: :[[@LINE-1]]:27: error: expected an operation name or an absolute expression
s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, undefined_sym)
// ERR: :[[@LINE-1]]:38: error: expected absolute expression
s_sendmsg sendmsg(2, 1, undefined_sym)
// ERR: :[[@LINE-1]]:25: error: expected absolute expression

// Missing or unexpected operations.
s_sendmsg sendmsg(MSG_GS)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
// ERR-NEXT: {{^}}s_sendmsg sendmsg(MSG_GS)
// ERR-NEXT: {{^}}                  ^
s_sendmsg sendmsg(MSG_GS_DONE)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_SYSMSG)
// ERR: :[[@LINE-1]]:19: error: missing message operation
s_sendmsg sendmsg(MSG_INTERRUPT, 0)
// ERR: :[[@LINE-1]]:34: error: message does not support operations
// ERR-NEXT: {{^}}s_sendmsg sendmsg(MSG_INTERRUPT, 0)
// ERR-NEXT: {{^}}                                 ^
s_sendmsg sendmsg(MSG_INTERRUPT, 1)
// ERR: :[[@LINE-1]]:34: error: message does not support operations
s_sendmsg sendmsg(MSG_INTERRUPT, 0, 0)
// ERR: :[[@LINE-1]]:34: error: message does not support operations
s_sendmsg sendmsg(MSG_SAVEWAVE, 0)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_GS_ALLOC_REQ, 0)
// ERR: :[[@LINE-1]]:37: error: message does not support operations
s_sendmsg sendmsg(MSG_HS_TESSFACTOR, 0, 0)
// ERR: :[[@LINE-1]]:38: error: message does not support operations
s_sendmsg sendmsg(MSG_RTN_GET_TMA, 1)
// ERR: :[[@LINE-1]]:36: error: message does not support operations
s_sendmsg sendmsg(MSG_RTN_GET_DOORBELL, 0)
// ERR: :[[@LINE-1]]:41: error: message does not support operations

// Invalid operation ids.
s_sendmsg sendmsg(MSG_GS, GS_OP_NOP)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_GS, 0)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_GS, 4)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_GS, 8)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_GS_DONE, 4)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_GS_DONE, -1)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_SYSMSG, 0)
// ERR: :[[@LINE-1]]:31: error: invalid operation id
s_sendmsg sendmsg(MSG_SYSMSG, 3)
// ERR: :[[@LINE-1]]:31: error: invalid operation id
s_sendmsg sendmsg(MSG_SYSMSG, 5)
// ERR: :[[@LINE-1]]:31: error: invalid operation id
s_sendmsg sendmsg(MSG_SYSMSG, 7)
// ERR: :[[@LINE-1]]:31: error: invalid operation id
s_sendmsg sendmsg(MSG_SYSMSG, SYSMSG_OP_HOST_TRAP_ACK)
// ERR: :[[@LINE-1]]:31: error: specified operation id is not supported on this GPU
// ERR-NEXT: {{^}}s_sendmsg sendmsg(MSG_SYSMSG, SYSMSG_OP_HOST_TRAP_ACK)
// ERR-NEXT: {{^}}                              ^
s_sendmsg sendmsg(MSG_SYSMSG, SYSMSG_OP_HOST_TRAP_ACK, 0)
// ERR: :[[@LINE-1]]:31: error: specified operation id is not supported on this GPU
s_sendmsg sendmsg(2, 8)
// ERR: :[[@LINE-1]]:22: error: invalid operation id
s_sendmsg sendmsg(2, -1)
// ERR: :[[@LINE-1]]:22: error: invalid operation id

// Streams.
s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP, 0)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
// ERR-NEXT: {{^}}s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP, 0)
// ERR-NEXT: {{^}}                  ^
s_sendmsg sendmsg(MSG_GS_DONE, 0, 1)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_SYSMSG, SYSMSG_OP_REG_RD, 0)
// ERR: :[[@LINE-1]]:49: error: message operation does not support streams
s_sendmsg sendmsg(MSG_SYSMSG, SYSMSG_OP_ECC_ERR_INTERRUPT, 0)
// ERR: :[[@LINE-1]]:60: error: message operation does not support streams
s_sendmsg sendmsg(MSG_SYSMSG, 2, 1)
// ERR: :[[@LINE-1]]:34: error: message operation does not support streams
s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, 4)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
// ERR-NEXT: {{^}}s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, 4)
// ERR-NEXT: {{^}}                  ^
s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, -1)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(2, 1, -1)
// ERR: :[[@LINE-1]]:25: error: invalid message stream id
s_sendmsg sendmsg(2, 1, 4)
// ERR: :[[@LINE-1]]:25: error: invalid message stream id

// Message ids and the order of the checks.
s_sendmsg sendmsg(16)
s_sendmsg sendmsg(256)
// ERR: :[[@LINE-1]]:19: error: invalid message id
s_sendmsg sendmsg(-1)
// ERR: :[[@LINE-1]]:19: error: invalid message id
s_sendmsg sendmsg(MSG_SAVEWAVE, 1)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_GS, GS_OP_NOP, 4)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP, 4)
// ERR: :[[@LINE-1]]:19: error: specified message id is not supported on this GPU
s_sendmsg sendmsg(256, 8, 4)
// ERR: :[[@LINE-1]]:19: error: invalid message id
s_sendmsg sendmsg(2, 8, 4)
// ERR: :[[@LINE-1]]:22: error: invalid operation id

// Plain immediate out of range.
s_sendmsg 65536
// ERR: :[[@LINE-1]]:11: error: invalid immediate: only 16-bit values are legal
// ERR-NEXT: {{^}}s_sendmsg 65536
// ERR-NEXT: {{^}}          ^
s_sendmsg -1
// ERR: :[[@LINE-1]]:11: error: invalid immediate: only 16-bit values are legal
s_sendmsg -32768
// ERR: :[[@LINE-1]]:11: error: invalid immediate: only 16-bit values are legal
s_sendmsg 1 == 1
// ERR: :[[@LINE-1]]:11: error: invalid immediate: only 16-bit values are legal
s_sendmsg 0x10000
// ERR: :[[@LINE-1]]:11: error: invalid immediate: only 16-bit values are legal

// Tabs: the column counts a tab as 1, the source line is printed with tabs expanded.
s_sendmsg	sendmsg(MSG_NOPE)
// ERR: :[[@LINE-1]]:19: error: expected a message name or an absolute expression
// ERR-NEXT: {{^}}s_sendmsg       sendmsg(MSG_NOPE)
// ERR-NEXT: {{^}}                        ^
	s_sendmsg sendmsg(MSG_GS,	GS_OP_FOO)
// ERR: :[[@LINE-1]]:28: error: expected an operation name or an absolute expression
// ERR-NEXT: {{^}}        s_sendmsg sendmsg(MSG_GS,       GS_OP_FOO)
// ERR-NEXT: {{^}}                                        ^
// Mnemonics are case-insensitive, operand names are not.
S_SENDMSG sendmsg(MSG_NOPE)
// ERR: :[[@LINE-1]]:19: error: expected a message name or an absolute expression
// ERR-NEXT: {{^}}S_SENDMSG sendmsg(MSG_NOPE)
// ERR-NEXT: {{^}}                  ^
