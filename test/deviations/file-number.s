// gfxas-only behaviour (DEVIATION): `.file N "name"` names a file of the
// DWARF line table, which llvm-mc lists (`.file 1 "a.c"`) and for which its
// object gets debug sections gfxas does not write. gfxas refuses it with an
// error of its own. (`.file "name"` is llvm-mc's: see
// test/directives/file.s.)
// The lines marked GFXAS-DEVIATION and their GFXAS-ERR lines were written by
// hand from the gfxas specification.
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 %s 2>&1 >/dev/null | FileCheck %s --check-prefix=GFXAS-ERR --implicit-check-not=error:

// GFXAS-DEVIATION: a file number
  .file 1 "a.c"
// GFXAS-ERR: :[[@LINE-1]]:9: error: gfxas: .file with a file number (DWARF line information) is not supported
// GFXAS-DEVIATION: a file number, a directory and a name
  .file 0x2 "dir" "b.c"
// GFXAS-ERR: :[[@LINE-1]]:9: error: gfxas: .file with a file number (DWARF line information) is not supported
