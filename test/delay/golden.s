// Golden test: the complete stdout and stderr of Inputs/golden.s (read from stdin) must equal
// llvm-mc 19's byte for byte (blank lines, .text, .set lines, dropped error lines, diagnostics).
// Inputs/golden.CPU.expected and .stderr were produced by llvm-mc 19; the notes gfxas adds
// after some errors (naming an undefined symbol, say) are removed before the comparison.
// RUN: not gfxas -triple=amdgcn -mcpu=tahiti -show-encoding < %S/Inputs/golden.s 2> %t.tahiti.stderr | diff -u %S/Inputs/golden.tahiti.expected -
// RUN: sed -e '/: note: /,+2d' %t.tahiti.stderr | diff -u %S/Inputs/golden.tahiti.stderr -
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding < %S/Inputs/golden.s 2> %t.gfx900.stderr | diff -u %S/Inputs/golden.gfx900.expected -
// RUN: sed -e '/: note: /,+2d' %t.gfx900.stderr | diff -u %S/Inputs/golden.gfx900.stderr -
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1030 -show-encoding < %S/Inputs/golden.s 2> %t.gfx1030.stderr | diff -u %S/Inputs/golden.gfx1030.expected -
// RUN: sed -e '/: note: /,+2d' %t.gfx1030.stderr | diff -u %S/Inputs/golden.gfx1030.stderr -
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1100 -show-encoding < %S/Inputs/golden.s 2> %t.gfx1100.stderr | diff -u %S/Inputs/golden.gfx1100.expected -
// RUN: sed -e '/: note: /,+2d' %t.gfx1100.stderr | diff -u %S/Inputs/golden.gfx1100.stderr -
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1150 -show-encoding < %S/Inputs/golden.s 2> %t.gfx1150.stderr | diff -u %S/Inputs/golden.gfx1150.expected -
// RUN: sed -e '/: note: /,+2d' %t.gfx1150.stderr | diff -u %S/Inputs/golden.gfx1150.stderr -
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1200 -show-encoding < %S/Inputs/golden.s 2> %t.gfx1200.stderr | diff -u %S/Inputs/golden.gfx1200.expected -
// RUN: sed -e '/: note: /,+2d' %t.gfx1200.stderr | diff -u %S/Inputs/golden.gfx1200.stderr -
