// Found by utils/difftest: llvm-mc lexes block comments as tokens, and after
// a failed statement a block comment at the start of the next line changes
// the recovery: after a failed instruction the next statement is dropped;
// after a failed assignment the comment itself is "unexpected". The inputs
// must be adjacent lines, so they live in Inputs/; the expected stdout and
// stderr there are llvm-mc 19's.
// RUN: cd %S/Inputs
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding comment-after-error.s 2> %t.err | diff -u comment-after-error.expected -
// RUN: diff -u comment-after-error.stderr %t.err
// The same at the end of a file with no final newline: no blank line.
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding comment-after-error-eof.s 2> %t.eof.err | diff -u comment-after-error-eof.expected -
// RUN: diff -u comment-after-error-eof.stderr %t.eof.err
