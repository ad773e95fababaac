// Found by the layout differential (issue 28): a data value llvm-mc's
// writer refuses (an undefined temporary, or a 2-byte value of an
// undefined symbol) is written first, as the fixup's place less the
// label, so a SHT_NOBITS section also finds it not zero.
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.o %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:

.section .bss.x,"aw",@nobits
.Ld0:
.byte 5
.align 2
.quad .Lundef - .Ld0
.byte 0
.align 2
.short ext - .Ld0
// CHECK: :[[@LINE-1]]:8: error: undefined label 'ext'{{$}}
// CHECK: <unknown>:0: error: SHT_NOBITS section '.bss.x' cannot have non-zero initializers{{$}}
// CHECK: <unknown>:0: error: SHT_NOBITS section '.bss.x' cannot have fixups{{$}}
// CHECK: <unknown>:0: error: SHT_NOBITS section '.bss.x' cannot have non-zero initializers{{$}}
// CHECK: <unknown>:0: error: SHT_NOBITS section '.bss.x' cannot have fixups{{$}}
// CHECK: <unknown>:0: error: SHT_NOBITS section '.bss.x' cannot have non-zero initializers{{$}}
// CHECK: <unknown>:0: error: Undefined temporary symbol .Lundef{{$}}
