// An unknown section type: llvm-mc reports it having read the end of the
// directive, at the first token of the next line, which it then reads as
// usual (a comment line included). utils/update-checks cannot place an
// error on a check line, so these lines were checked against llvm-mc 19 by
// hand: the same messages, lines and columns, and the same listing.
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s 2>&1 >/dev/null | FileCheck %s --check-prefix=GFXAS-ERR --implicit-check-not=error:
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s 2>/dev/null | FileCheck %s --check-prefix=GFXAS

.section .foo,"a",@bogus
  s_nop 0
.section .foo,"a",@bogus ; a comment
  s_nop 1
.section .foo,"a",@bogus

  s_nop 2
// GFXAS-ERR: :[[@LINE-6]]:3: error: unknown section type
// GFXAS-ERR: :[[@LINE-5]]:3: error: unknown section type
// GFXAS-ERR: :[[@LINE-4]]:1: error: unknown section type
// GFXAS: s_nop 0
// GFXAS-NEXT: s_nop 1
// GFXAS-NEXT: {{^$}}
// GFXAS-NEXT: s_nop 2
