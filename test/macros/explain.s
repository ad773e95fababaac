// --explain of the instructions a macro, a repetition and an included file
// wrote: each at the source line of the outermost call, as expanded, with
// the calls that led to it, the innermost first.
// RUN: gfxas -mcpu=gfx900 --explain -I %S/Inputs %s | FileCheck %s --check-prefix=GFXAS

.macro load base
  s_load_dwordx2 s[0:1], \base, 0x0
.endm
.rept 2
load s[2:3]
.endr
.include "helpers.inc"
helper_value = 1

// GFXAS: {{.*}}explain.s:9: s_load_dwordx2 s[0:1], s[2:3], 0x0
// GFXAS-NEXT: expanded from load s[2:3] (<instantiation>:1)
// GFXAS-NEXT: expanded from .rept 2 (line 9)
// GFXAS-NEXT: at byte offset 0x0, prints as: s_load_dwordx2 s[0:1], s[2:3], 0x0
// GFXAS: {{.*}}explain.s:9: s_load_dwordx2 s[0:1], s[2:3], 0x0
// GFXAS-NEXT: expanded from load s[2:3] (<instantiation>:2)
// GFXAS-NEXT: expanded from .rept 2 (line 9)
// GFXAS-NEXT: at byte offset 0x8,
// GFXAS: {{.*}}explain.s:12: s_mov_b32 s1, 1
// GFXAS-NEXT: expanded from .include "helpers.inc" (line 12)
