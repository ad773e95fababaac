// Found by the layout differential (issue 28): a variable resting on a
// label is in the label's section, so subtracting it in another section is
// llvm-mc's difference across sections, and the value's field is what
// llvm-mc's assembler wrote before its writer refused it.
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.o %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:

obj_1: s_nop 0
.section .other, ""
.equiv c4, obj_1 - 8
.quad d4 - c4
.section .mybss,"aw",@nobits
// CHECK: :[[@LINE-2]]:7: error: Cannot represent a difference across sections{{$}}
.long c4 - x.3
// CHECK: :[[@LINE-1]]:7: error: symbol 'x.3' can not be undefined in a subtraction expression{{$}}
// CHECK: <unknown>:0: error: SHT_NOBITS section '.mybss' cannot have fixups{{$}}
// CHECK: <unknown>:0: error: SHT_NOBITS section '.mybss' cannot have non-zero initializers{{$}}
