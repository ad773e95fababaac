// A string runs across lines up to its closing quote, as in llvm-mc, so an
// unterminated one swallows the rest of the file: the bad line below is not
// reported. Every CHECK line was produced by llvm-mc 19.
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s | FileCheck %s --match-full-lines
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 %s 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR --implicit-check-not=error:
// CHECK: .text
"two
lines": s_nop 1
// CHECK-NEXT: "two\nlines":
// CHECK-NEXT: s_nop 1 ; encoding: [0x01,0x00,0x80,0xbf]
"unterminated
// ERR: :[[@LINE-1]]:1: error: unterminated string constant
// ERR: :[[@LINE-2]]:1: error: unexpected token at start of statement
s_nop 2
08
