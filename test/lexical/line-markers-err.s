// C preprocessor line markers ('# LINE "FILE" FLAGS', as 'cpp' and
// 'clang -E' write them into a preprocessed .S file): llvm-mc names the
// diagnostics after one by FILE and the line counted on from LINE, lists
// the marker as a blank line, and loses a marker lexed as part of a failed
// statement. '# 0 "..."' and a marker in a macro change nothing.
// utils/update-checks cannot place diagnostics that name another file:
// the checks are written by hand, and llvm-mc 19 is run through them too.
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 %s 2>&1 >/dev/null | FileCheck %s --check-prefix=GFXAS --implicit-check-not=error: --strict-whitespace
// RUN: not %llvm-mc -triple=amdgcn -mcpu=gfx900 %s 2>&1 >/dev/null | FileCheck %s --check-prefix=GFXAS --implicit-check-not=error: --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 %s 2>/dev/null | FileCheck %s --check-prefix=GFXAS-LIST --strict-whitespace --match-full-lines
// RUN: not %llvm-mc -triple=amdgcn -mcpu=gfx900 %s 2>/dev/null | FileCheck %s --check-prefix=GFXAS-LIST --strict-whitespace --match-full-lines

  s_nop 0
# 10 "kernel.S" 1 3
s_bogus_after
  .long )
s_mov_b32 s0, )
#40 "lost.S"
s_bogus_lost
  s_nop 0
# 0 "zero.S"
s_bogus_zero
.macro m
#70 "macro.S"
s_bogus_in_macro
.endm
m

// GFXAS: kernel.S:10:1: error: invalid instruction
// GFXAS-NEXT: s_bogus_after
// GFXAS: kernel.S:11:9: error: unknown token in expression
// GFXAS: kernel.S:12:15: error: unknown token in expression
// GFXAS: kernel.S:14:1: error: invalid instruction
// GFXAS-NEXT: s_bogus_lost
// GFXAS: line-markers-err.s:22:1: error: invalid instruction
// GFXAS-NEXT: s_bogus_zero
// GFXAS: <instantiation>:2:1: error: invalid instruction
// GFXAS-NEXT: s_bogus_in_macro
// GFXAS-NEXT: {{^}}^
// GFXAS-NEXT: macro.S:72:1: note: while in macro instantiation

// GFXAS-LIST:	.text
// GFXAS-LIST-EMPTY:
// GFXAS-LIST-NEXT:	s_nop 0
// GFXAS-LIST-EMPTY:
// GFXAS-LIST-NEXT:	s_nop 0
// GFXAS-LIST-EMPTY:
// GFXAS-LIST-EMPTY:
// GFXAS-LIST-EMPTY:
