// The read-ahead thread (AssembleOptions::ReadAheadFrom; on by default for
// objects of 1 MiB and more) changes nothing in the output. Forced on here
// for files of about 400 KiB, a dozen of its chunks: runs of lines that need
// no symbol, broken by labels, assignments, lines with a variable, blank
// lines, CRLF and overlong lines, lines the lexer reads (after which the
// pass comes back to the quick path at a statement's start, inside a run)
// and a block comment holding an instruction line. Each object is llvm-mc's,
// byte for byte.
// RUN: python3 %S/Inputs/read-ahead-input.py gfx900 > %t.gfx900.s
// RUN: gfxas -triple=amdgcn -mcpu=gfx900 -filetype=obj --read-ahead-from=0 -o %t.gfx900.ra.o %t.gfx900.s
// RUN: gfxas -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.gfx900.o %t.gfx900.s
// RUN: %llvm-mc -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.gfx900.ref.o %t.gfx900.s
// RUN: cmp %t.gfx900.ra.o %t.gfx900.ref.o
// RUN: cmp %t.gfx900.o %t.gfx900.ref.o
// RUN: python3 %S/Inputs/read-ahead-input.py gfx1100 > %t.gfx1100.s
// RUN: gfxas -triple=amdgcn -mcpu=gfx1100 -filetype=obj --read-ahead-from=0 -o %t.gfx1100.ra.o %t.gfx1100.s
// RUN: %llvm-mc -triple=amdgcn -mcpu=gfx1100 -filetype=obj -o %t.gfx1100.ref.o %t.gfx1100.s
// RUN: cmp %t.gfx1100.ra.o %t.gfx1100.ref.o

// A forward reference two thirds of the way in: the read-ahead stops there
// and the file is read again on one thread, with the same object.
// RUN: python3 %S/Inputs/read-ahead-input.py gfx1100 forward > %t.fwd.s
// RUN: gfxas -triple=amdgcn -mcpu=gfx1100 -filetype=obj --read-ahead-from=0 -o %t.fwd.ra.o %t.fwd.s
// RUN: gfxas -triple=amdgcn -mcpu=gfx1100 -filetype=obj -o %t.fwd.o %t.fwd.s
// RUN: cmp %t.fwd.ra.o %t.fwd.o
// RUN: %llvm-objdump -d %t.fwd.ra.o | FileCheck %s --check-prefix=FWD
// FWD: s_nop 3

// An error there: the same diagnostics, and no object.
// RUN: python3 %S/Inputs/read-ahead-input.py gfx900 error > %t.err.s
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -filetype=obj --read-ahead-from=0 -o %t.err.ra.o %t.err.s 2> %t.err.ra.txt
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.err.o %t.err.s 2> %t.err.txt
// RUN: cmp %t.err.ra.txt %t.err.txt
// RUN: FileCheck %s --check-prefix=ERR < %t.err.ra.txt
// RUN: not ls %t.err.ra.o
// ERR: error: too large value for vmcnt
// ERR-NEXT: s_waitcnt vmcnt(99999)

// The several blocks of .text of many-words.s, which also has labels in
// front of instructions on their lines.
// RUN: gfxas -triple=amdgcn -mcpu=gfx900 -filetype=obj --read-ahead-from=0 -o %t.mw.o %S/Inputs/many-words.s
// RUN: %llvm-mc -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.mw.ref.o %S/Inputs/many-words.s
// RUN: cmp %t.mw.o %t.mw.ref.o
