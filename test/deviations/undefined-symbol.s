// gfxas-only behaviour (DEVIATION): an operand that uses a symbol that is never
// defined gets llvm-mc's error at llvm-mc's column, followed by a gfxas note
// naming the symbol. The error lines are llvm-mc 19's; the note lines were
// written by hand from the gfxas specification.
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 %s 2>&1 >/dev/null | FileCheck %s --check-prefixes=ERR,GFX9 --implicit-check-not=error:
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1100 %s 2>&1 >/dev/null | FileCheck %s --check-prefixes=ERR,GFX11 --implicit-check-not=error:
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s | FileCheck %s --check-prefix=OUT --match-full-lines
// OUT: .text
s_sendmsg foo
// ERR: :[[@LINE-1]]:11: error: expected a sendmsg macro or an absolute expression
// ERR-NEXT: s_sendmsg foo
// ERR-NEXT: ^
// ERR-NEXT: note: symbol 'foo' is not defined
s_waitcnt bar
// ERR: :[[@LINE-1]]:11: error: expected absolute expression
// ERR: note: symbol 'bar' is not defined
s_waitcnt vmcnt(baz)
// ERR: :[[@LINE-1]]:17: error: expected absolute expression
// ERR: note: symbol 'baz' is not defined
s_waitcnt vmcnt(1) & lgkmcnt(baz2)
// ERR: :[[@LINE-1]]:30: error: expected absolute expression
// ERR: note: symbol 'baz2' is not defined
s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, qux)
// ERR: :[[@LINE-1]]:38: error: expected absolute expression
// ERR: note: symbol 'qux' is not defined
s_sendmsghalt 1 + zz
// ERR: :[[@LINE-1]]:15: error: expected a sendmsg macro or an absolute expression
// ERR: note: symbol 'zz' is not defined
lazy = never + 1
// OUT-NEXT: .set lazy, never+1
s_sendmsg lazy
// ERR: :[[@LINE-1]]:11: error: expected a sendmsg macro or an absolute expression
// ERR: note: symbol 'never' is not defined
s_delay_alu undefined_sym
// GFX9: :[[@LINE-1]]:1: error: instruction not supported on this GPU
// GFX11: :[[@LINE-2]]:13: error: expected absolute expression
// GFX11: note: symbol 'undefined_sym' is not defined
ok = 1
// OUT-NEXT: .set ok, 1
