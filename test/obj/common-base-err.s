// llvm-mc's object writer refuses a variable resting on a common symbol
// (MCAssembler::getBaseSymbol), at the expression; its listing does not.
// RUN: gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s | FileCheck %s
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.o %s 2>&1 | FileCheck %s --check-prefix=OBJ --implicit-check-not=error:

.comm a, 4, 0
// CHECK: .comm	a,4,0
.set b, a + 1
// CHECK-NEXT: .set b, a+1
// CHECK-NEXT: .no_dead_strip	b
// OBJ: :[[@LINE-3]]:11: error: Common symbol 'a' cannot be used in assignment expr{{$}}
c = a
// CHECK-NEXT: .set c, a
// OBJ: :[[@LINE-2]]:5: error: Common symbol 'a' cannot be used in assignment expr{{$}}
d = a - 1 + 2
// CHECK-NEXT: .set d, (a-1)+2
// OBJ: :[[@LINE-2]]:7: error: Common symbol 'a' cannot be used in assignment expr{{$}}
.long b
// CHECK-NEXT: .long	b
