// gfxas-only behaviour (DEVIATION): the value of .uleb128 and .sleb128 must
// be absolute where the directive stands (a constant, or a symbol set to
// one before), as gfxas places what follows as it reads. llvm-mc's listing
// prints any other value as written (".uleb128 b-a"), and its object makes
// it a fragment whose size the layout settles at the end: a difference of
// labels is encoded then (llvm-mc 19 never finishes when such a value comes
// before an alignment), anything else is "expression is not absolute".
// gfxas refuses them all with an error of its own.
// The lines marked GFXAS-DEVIATION and their GFXAS-ERR lines were written by
// hand from the gfxas specification.
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 %s 2>&1 >/dev/null | FileCheck %s --check-prefix=GFXAS-ERR --implicit-check-not=error:
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.o %s 2>&1 >/dev/null | FileCheck %s --check-prefix=GFXAS-ERR --implicit-check-not=error:

a:
  s_nop 0
b:
// GFXAS-DEVIATION: a difference of labels
  .uleb128 b - a
// GFXAS-ERR: :[[@LINE-1]]:12: error: gfxas: the .uleb128 value must be absolute where the directive stands
// GFXAS-DEVIATION: a symbol set later, after a value that stays
  .sleb128 1, later
// GFXAS-ERR: :[[@LINE-1]]:15: error: gfxas: the .sleb128 value must be absolute where the directive stands
later = 2
// GFXAS-DEVIATION: an undefined symbol
  .uleb128 undefined
// GFXAS-ERR: :[[@LINE-1]]:12: error: gfxas: the .uleb128 value must be absolute where the directive stands
