// Found by the layout differential (issue 28): llvm-mc reports a bad fill
// size each time its assembler sizes the fragment. Writing a section other
// than SHT_NOBITS sizes each fragment once; laying a section out sizes them
// all, once, when something first needs an offset there: a fixup, the
// writer's value of a symbol of its table (a label not private, or a
// variable resting on one), an alignment or an .org as the section is
// written. A SHT_NOBITS section is laid out as its size is taken, which
// also sizes its last fragment again, unless a label came after it (a
// label gets a data fragment of its own).
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.o %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// CHECK: :[[@LINE+18]]:7: error: invalid number of bytes{{$}}
// CHECK: :[[@LINE+21]]:7: error: invalid number of bytes{{$}}
// CHECK: :[[@LINE+25]]:7: error: invalid number of bytes{{$}}
// CHECK: :[[@LINE+27]]:7: error: invalid number of bytes{{$}}
// CHECK: :[[@LINE+30]]:7: error: invalid number of bytes{{$}}
// CHECK: :[[@LINE+29]]:7: error: invalid number of bytes{{$}}
// CHECK: :[[@LINE+33]]:7: error: invalid number of bytes{{$}}
// CHECK: :[[@LINE+32]]:7: error: invalid number of bytes{{$}}
// CHECK: :[[@LINE+14]]:7: error: invalid number of bytes{{$}}
// CHECK: :[[@LINE+18]]:7: error: invalid number of bytes{{$}}
// CHECK: :[[@LINE+20]]:7: error: invalid number of bytes{{$}}
// CHECK: :[[@LINE+39]]:7: error: invalid number of bytes{{$}}
// CHECK: :[[@LINE+39]]:7: error: invalid number of bytes{{$}}
// CHECK: :[[@LINE+30]]:7: error: invalid number of bytes{{$}}
// CHECK: :[[@LINE+33]]:7: error: invalid number of bytes{{$}}
// CHECK: :[[@LINE+32]]:7: error: invalid number of bytes{{$}}

.data
.zero -1
.Lprivate:

.section .data.global,"aw"
.zero -2
global:

.section .data.before,"aw"
before:
.zero -3

.section .data.variable,"aw"
.zero -4
variable = .

.section .data.align,"aw"
.zero -5
.byte 1
.balign 4

.section .data.org,"aw"
.zero -6
.org 8

.bss
.zero -7
.Lbss_after:

.section .bss.last,"aw",@nobits
.zero -8

.section .bss.symbol,"aw",@nobits
.zero -9
.zero -10
bss_symbol:
