// Several blocks of .text, as a large file has: the object writer takes
// most words straight into its block (AsmSink::wordRoom) and the rest
// through instruction(), at a block's end, after a label on the same line,
// and in a second pass that reports only from the line it resumes at.
// Each object is llvm-mc's, byte for byte.
// RUN: gfxas -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.o %S/Inputs/many-words.s
// RUN: %llvm-mc -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.ref.o %S/Inputs/many-words.s
// RUN: cmp %t.o %t.ref.o
// A forward reference near the end: gfxas reads the file twice.
// RUN: cat %S/Inputs/many-words.s > %t.fwd.s
// RUN: printf '  s_nop later\nlater = 3\n' >> %t.fwd.s
// RUN: gfxas -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.fwd.o %t.fwd.s
// RUN: cat %S/Inputs/many-words.s > %t.ref.s
// RUN: printf '  s_nop 3\nlater = 3\n' >> %t.ref.s
// RUN: %llvm-mc -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.fwd.ref.o %t.ref.s
// RUN: cmp %t.fwd.o %t.fwd.ref.o
