// Found by the token differential (issue 28): llvm-mc's AMDGPU parser
// looks one token ahead with the raw lexer, which returns a block comment
// as a token of its own, so a comment between a name and its '(' or ':'
// (sendmsg, hwreg, vmcnt, offset:, th:) or between '-' and a float, or 's'
// and '[', stops the form from being recognized.
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s 2>&1 | FileCheck %s --check-prefix=GFX9 --implicit-check-not=error:
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1100 -show-encoding %s 2>&1 | FileCheck %s --check-prefix=GFX11 --implicit-check-not=error:
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1200 -show-encoding %s 2>&1 | FileCheck %s --check-prefix=GFX12 --implicit-check-not=error:

s_sendmsg sendmsg/* c */(MSG_INTERRUPT)
// GFX9: :[[@LINE-1]]:11: error: expected a sendmsg macro or an absolute expression{{$}}
// GFX11: :[[@LINE-2]]:11: error: expected a sendmsg macro or an absolute expression{{$}}
// GFX12: :[[@LINE-3]]:11: error: expected a sendmsg macro or an absolute expression{{$}}
s_mov_b64 s[0:1], s /* c */ [2:3]
// GFX9: :[[@LINE-1]]:30: error: expected a register or a list of registers{{$}}
// GFX11: :[[@LINE-2]]:30: error: expected a register or a list of registers{{$}}
// GFX12: :[[@LINE-3]]:30: error: expected a register or a list of registers{{$}}
s_getreg_b32 s0, hwreg /**/ (HW_REG_MODE)
// GFX9: :[[@LINE-1]]:18: error: expected a hwreg macro, structured immediate or an absolute expression{{$}}
// GFX11: :[[@LINE-2]]:18: error: expected a hwreg macro, structured immediate or an absolute expression{{$}}
// GFX12: :[[@LINE-3]]:18: error: expected a hwreg macro, structured immediate or an absolute expression{{$}}
s_waitcnt vmcnt /**/ (0)
// GFX9: :[[@LINE-1]]:11: error: expected absolute expression{{$}}
// GFX11: :[[@LINE-2]]:11: error: expected absolute expression{{$}}
// GFX12: :[[@LINE-3]]:11: error: expected absolute expression{{$}}
s_waitcnt_depctr depctr_va_vdst /**/ (0)
// GFX9: :[[@LINE-1]]:1: error: instruction not supported on this GPU{{$}}
// GFX11: :[[@LINE-2]]:18: error: expected absolute expression{{$}}
// GFX12: :[[@LINE-3]]:18: error: expected absolute expression{{$}}
s_delay_alu instid0 /**/ (VALU_DEP_1)
// GFX9: :[[@LINE-1]]:1: error: instruction not supported on this GPU{{$}}
// GFX11: :[[@LINE-2]]:13: error: expected absolute expression{{$}}
// GFX12: :[[@LINE-3]]:13: error: expected absolute expression{{$}}
s_mov_b32 s0, - /**/ 1.0
// GFX9: :[[@LINE-1]]:15: error: invalid operand for instruction{{$}}
// GFX11: :[[@LINE-2]]:15: error: invalid operand for instruction{{$}}
// GFX12: :[[@LINE-3]]:15: error: invalid operand for instruction{{$}}
s_mov_b32 s0, abs /**/ (1)
s_mov_b32 s0, - /**/ s1
// GFX9: :[[@LINE-2]]:24: error: invalid operand for instruction{{$}}
// GFX11: :[[@LINE-3]]:24: error: invalid operand for instruction{{$}}
// GFX12: :[[@LINE-4]]:24: error: invalid operand for instruction{{$}}
s_load_dword s0, s[0:1], offset /**/ : 4
// GFX9: :[[@LINE-1]]:38: error: unknown token in expression{{$}}
// GFX11: :[[@LINE-2]]:38: error: unknown token in expression{{$}}
// GFX12: :[[@LINE-3]]:38: error: unknown token in expression{{$}}
s_load_b32 s0, s[0:1], 0x0 th /**/ : TH_LOAD_NT
// GFX9: :[[@LINE-1]]:1: error: instruction not supported on this GPU{{$}}
// GFX11: :[[@LINE-2]]:36: error: unknown token in expression{{$}}
// GFX12: :[[@LINE-3]]:36: error: unknown token in expression{{$}}
s_load_b32 s0, s[0:1], 0x0 scope /**/ : SCOPE_SYS
// GFX9: :[[@LINE-1]]:1: error: instruction not supported on this GPU{{$}}
// GFX11: :[[@LINE-2]]:39: error: unknown token in expression{{$}}
// GFX12: :[[@LINE-3]]:39: error: unknown token in expression{{$}}
s_set_gpr_idx_on s0, gpr_idx /**/ (SRC0)
s_mov_b32 s0, 1.0
// GFX9: :[[@LINE-2]]:22: error: expected absolute expression{{$}}
// GFX11: :[[@LINE-3]]:1: error: instruction not supported on this GPU{{$}}
// GFX12: :[[@LINE-4]]:1: error: instruction not supported on this GPU{{$}}
