// gfxas-only behaviour (DEVIATION): in an object, llvm-mc evaluates a
// condition with its assembler at hand, so a difference of labels of the
// same fragment (b - a, . - a) is absolute there; its listing, without an
// assembler, says "expected absolute expression". gfxas makes one decision
// for every output, the listing's.
// The lines marked GFXAS-DEVIATION and their GFXAS-ERR lines were written by
// hand from the gfxas specification.
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR --implicit-check-not=error:
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.o %s 2>&1 | FileCheck %s --check-prefix=GFXAS-ERR --implicit-check-not=error:

a:
  s_nop 0
b:
.if b - a
// ERR: :[[@LINE-1]]:5: error: expected absolute expression{{$}}
// GFXAS-ERR: :[[@LINE-2]]:5: error: expected absolute expression
  s_nop 1
.endif
.if . - a
// ERR: :[[@LINE-1]]:5: error: expected absolute expression{{$}}
// GFXAS-ERR: :[[@LINE-2]]:5: error: expected absolute expression
  s_nop 2
.endif
