// Found by the layout differential (issue 28): a .fill or .zero count that
// names a symbol the file never defines is printed by llvm-mc's listing
// and refused by its layout, which counts it for nothing. gfxas does the
// same (a count set later is its own error: test/deviations/fill-count.s).
// RUN: gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s | FileCheck %s
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.o %s 2>&1 | FileCheck %s --check-prefix=OBJ --implicit-check-not=error: --implicit-check-not=warning:

.data
// CHECK: .data
.set n1, c1 + 2
// CHECK-NEXT: .set n1, c1+2
// CHECK-NEXT: .no_dead_strip	n1
.fill n1
// CHECK-NEXT: .fill	n1, 1, 0x0
// OBJ: :[[@LINE-2]]:7: error: expected assembly-time absolute expression{{$}}
.zero u
// CHECK-NEXT: .zero	u
// OBJ: :[[@LINE-2]]:7: error: expected assembly-time absolute expression{{$}}
.skip u, 3
// CHECK-NEXT: .zero	u,3
// OBJ: :[[@LINE-2]]:7: error: expected assembly-time absolute expression{{$}}
.fill u, 4, 3
// CHECK-NEXT: .fill	u, 4, 0x3
// OBJ: :[[@LINE-2]]:7: error: expected assembly-time absolute expression{{$}}
.long 5
// CHECK-NEXT: .long	5
.bss
// CHECK-NEXT: .section	.bss,"aw",@nobits
.fill u, 4, 3
// CHECK-NEXT: .fill	u, 4, 0x3
// OBJ: :[[@LINE-2]]:7: error: expected assembly-time absolute expression{{$}}
// OBJ: :[[@LINE-3]]:7: error: expected assembly-time absolute expression{{$}}
