// Found by the layout differential (issue 28), in a SHT_NOBITS section:
// an instruction takes no room (llvm-mc's object streamer refuses it), so a
// label after it is where the instruction would have been; a .zero or
// .space of 0 bytes, which the listing does not show, still ends the
// object's fragment, so non-zero data on each side of it is reported
// twice; an alignment's ignored fill is reported before its maximum.
// RUN: gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s 2>&1 | FileCheck %s
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.o %s 2>&1 | FileCheck %s --check-prefix=OBJ --implicit-check-not=error:

.tbss
.p2alignw 1, 0xbf80, 4
// CHECK: :[[@LINE-1]]:14: warning: ignoring non-zero fill value in SHT_NOBITS section '.tbss'{{$}}
// CHECK: :[[@LINE-2]]:22: warning: maximum bytes expression exceeds alignment and has no effect{{$}}
// OBJ: :[[@LINE-3]]:14: warning: ignoring non-zero fill value in SHT_NOBITS section '.tbss'{{$}}
// OBJ: :[[@LINE-4]]:22: warning: maximum bytes expression exceeds alignment and has no effect{{$}}
s_nop 0
// OBJ: :[[@LINE-1]]:1: error: SHT_NOBITS section '.tbss' cannot have instructions{{$}}
s_nop 0
after_nops:
// OBJ: :[[@LINE-2]]:1: error: SHT_NOBITS section '.tbss' cannot have instructions{{$}}
.long 1
.space 0
.long 2
.zero 0
.data
.long after_nops
// OBJ: <unknown>:0: error: SHT_NOBITS section '.tbss' cannot have non-zero initializers{{$}}
// OBJ: <unknown>:0: error: SHT_NOBITS section '.tbss' cannot have non-zero initializers{{$}}
