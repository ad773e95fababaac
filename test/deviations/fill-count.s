// gfxas-only behaviour (DEVIATION): the count of .fill, .zero, .skip and
// .space must be absolute where the directive stands (a constant, or a
// symbol set to one before), as gfxas places what follows as it reads.
// llvm-mc's listing prints any count, and its layout evaluates one it
// cannot fold there once the file has ended (a symbol set later, a
// difference of labels). gfxas refuses those with an error of its own.
// The lines marked GFXAS-DEVIATION and their GFXAS-ERR lines were written by
// hand from the gfxas specification.
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 %s 2>&1 >/dev/null | FileCheck %s --check-prefix=GFXAS-ERR --implicit-check-not=error:

a:
  s_nop 0
b:
// GFXAS-DEVIATION: a difference of labels
  .zero b - a
// GFXAS-ERR: :[[@LINE-1]]:9: error: gfxas: the count must be absolute where the directive stands
// GFXAS-DEVIATION: a symbol set later
  .fill later, 1, 0
// GFXAS-ERR: :[[@LINE-1]]:9: error: gfxas: the count must be absolute where the directive stands
later = 2
  .skip c
// GFXAS-ERR: :[[@LINE-1]]:9: error: gfxas: the count must be absolute where the directive stands
c:
