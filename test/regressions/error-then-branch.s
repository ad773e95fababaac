// Found by the fuzz smoke (ASan, in the seed test/sopp/branches-err.s): an
// instruction in error took room in .text although nothing was written for
// it, so the whole-file assembly behind --explain patched a later branch
// past the end of its bytes. As in llvm-mc, it takes no room now.
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 --explain %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -filetype=words %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:
a:
  s_nop 0
  s_branch 65536
// CHECK: :[[@LINE-1]]:12: error: expected a 16-bit signed jump offset
  s_branch a
  s_cbranch_scc0 later
later:
