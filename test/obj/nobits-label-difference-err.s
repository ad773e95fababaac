// Found by the layout differential (issue 28): llvm-mc folds a difference
// of labels of one section at once only across data and fill fragments;
// with an alignment, an .org or a local common symbol's padding between the
// labels, or with a label of another section that is not a difference, the
// value is a fixup, which a SHT_NOBITS section cannot have.
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.o %s 2>&1 | FileCheck %s --check-prefix=OBJ --implicit-check-not=error:
// RUN: %llvm-mc -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.fold.ref.o %S/Inputs/nobits-fold.s
// RUN: gfxas -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.fold.o %S/Inputs/nobits-fold.s
// RUN: cmp %t.fold.o %t.fold.ref.o

.data
other:
.bss
a: .zero 4
.p2align 3
b: .long b - a
.tbss
.quad -other
// OBJ: :[[@LINE-1]]:7: error: expected relocatable expression{{$}}
// OBJ: <unknown>:0: error: SHT_NOBITS section '.bss' cannot have fixups{{$}}
// OBJ: <unknown>:0: error: SHT_NOBITS section '.bss' cannot have non-zero initializers{{$}}
// OBJ: <unknown>:0: error: SHT_NOBITS section '.tbss' cannot have fixups{{$}}
