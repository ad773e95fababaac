// Labels: printing, duplicates, labels vs. assignments, '.' and .LtmpN.
// (Label values in instruction operands are a gfxas extension, tested in
// symbols/label-values.s.) Every CHECK line below was produced by llvm-mc 19.
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s | FileCheck %s --match-full-lines
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 %s 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR --implicit-check-not=error:
// CHECK: .text
start:
// CHECK-NEXT: start:
s_nop 0
// CHECK-NEXT: s_nop 0                                 ; encoding: [0x00,0x00,0x80,0xbf]
lab: s_nop 1
// CHECK-NEXT: lab:
// CHECK-NEXT: s_nop 1                                 ; encoding: [0x01,0x00,0x80,0xbf]
l2: x = 3
// CHECK-NEXT: l2:
// CHECK-NEXT: .set x, 3
l3:l4: s_sendmsg 1
// CHECK-NEXT: l3:
// CHECK-NEXT: l4:
// CHECK-NEXT: s_sendmsg sendmsg(MSG_INTERRUPT)        ; encoding: [0x01,0x00,0x90,0xbf]
l5: l6:
// CHECK-NEXT: l5:
// CHECK-NEXT: l6:
  indented:
// CHECK-NEXT: indented:
lab_with.dot$:
// CHECK-NEXT: lab_with.dot$:
.Lx:
// CHECK-NEXT: .Lx:
s_waitcnt 0
// CHECK-NEXT: s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0) ; encoding: [0x00,0x00,0x8c,0xbf]
// A duplicate label is an error, but it is printed again.
start:
// CHECK-NEXT: start:
// ERR: :[[@LINE-2]]:1: error: symbol 'start' is already defined
lab:
// CHECK-NEXT: lab:
// ERR: :[[@LINE-2]]:1: error: symbol 'lab' is already defined
// Numeric local labels print as .LtmpN.
1:
// CHECK-NEXT: .Ltmp0:
1:
// CHECK-NEXT: .Ltmp1:
2: s_nop 2
// CHECK-NEXT: .Ltmp2:
// CHECK-NEXT: s_nop 2                                 ; encoding: [0x02,0x00,0x80,0xbf]
// '.' creates a temporary label.
here = .
// CHECK-NEXT: .Ltmp3:
// CHECK-NEXT: .set here, .Ltmp3
diff = . - .
// CHECK-NEXT: .Ltmp4:
// CHECK-NEXT: .Ltmp5:
// CHECK-NEXT: .set diff, .Ltmp4-.Ltmp5
// Label arithmetic in assignments prints unfolded.
L1:
// CHECK-NEXT: L1:
L2:
// CHECK-NEXT: L2:
y = L2 - L1
// CHECK-NEXT: .set y, L2-L1
z = L1 - L1
// CHECK-NEXT: .set z, L1-L1
w = start + 4
// CHECK-NEXT: .set w, start+4
// A symbol assigned a value may then become a label.
k = 4
// CHECK-NEXT: .set k, 4
k:
// CHECK-NEXT: k:
// A label may not be assigned.
lab = 3
// ERR: :[[@LINE-1]]:7: error: redefinition of 'lab'
.set s1, 1
// CHECK-NEXT: .set s1, 1
// CHECK-NEXT: .no_dead_strip	s1
s1:
// CHECK-NEXT: s1:
end:
// CHECK-NEXT: end:
