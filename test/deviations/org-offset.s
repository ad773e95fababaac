// gfxas-only behaviour (DEVIATION): the offset of .org must be known where
// the directive stands: a constant, or a label defined before it plus a
// constant, as gfxas places what follows as it reads. llvm-mc's listing
// prints any offset, and its layout evaluates it at the end of the file (a
// label after the directive, a symbol set later). gfxas refuses those with
// an error of its own, and every .org on gfx1010 to gfx1013, whose
// branches llvm-mc's layout may pad before it.
// The lines marked GFXAS-DEVIATION and their GFXAS-ERR lines were written by
// hand from the gfxas specification.
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 %s 2>&1 >/dev/null | FileCheck %s --check-prefix=GFXAS-ERR --implicit-check-not=error:
// RUN: printf '  s_nop 0\n  .org 8\n' | not gfxas -triple=amdgcn -mcpu=gfx1010 2>&1 >/dev/null | FileCheck %s --check-prefix=GFXAS-GFX10 --implicit-check-not=error:
// GFXAS-GFX10: <stdin>:2:8: error: gfxas: .org is not supported on processors whose branches llvm-mc pads (gfx1010 to gfx1013)

a:
  s_nop 0
// GFXAS-DEVIATION: a label after the directive
  .org b
// GFXAS-ERR: :[[@LINE-1]]:8: error: gfxas: the .org offset must be a constant or a label before it plus a constant
b:
// GFXAS-DEVIATION: a symbol set later
  .org later
// GFXAS-ERR: :[[@LINE-1]]:8: error: gfxas: the .org offset must be a constant or a label before it plus a constant
later = 16
// GFXAS-DEVIATION: an undefined symbol
  .org undefined + 4
// GFXAS-ERR: :[[@LINE-1]]:8: error: gfxas: the .org offset must be a constant or a label before it plus a constant
