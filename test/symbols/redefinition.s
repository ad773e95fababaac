// Redefinition rules: '=', '.set' and '.equ' may redefine a symbol; '.equiv'
// and any assignment to a label may not.
// Every CHECK line below was produced by llvm-mc 19.
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s | FileCheck %s --match-full-lines
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 %s 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR --implicit-check-not=error:
// CHECK: .text
.set m, 1
// CHECK-NEXT: .set m, 1
// CHECK-NEXT: .no_dead_strip	m
.set m, 2
// CHECK-NEXT: .set m, 2
// CHECK-NEXT: .no_dead_strip	m
.equ m, 3
// CHECK-NEXT: .set m, 3
// CHECK-NEXT: .no_dead_strip	m
m = 4
// CHECK-NEXT: .set m, 4
s_sendmsg m
// CHECK-NEXT: s_sendmsg sendmsg(MSG_SAVEWAVE)         ; encoding: [0x04,0x00,0x90,0xbf]
m = m * 2
// CHECK-NEXT: .set m, 8
s_sendmsg m
// CHECK-NEXT: s_sendmsg sendmsg(MSG_EARLY_PRIM_DEALLOC) ; encoding: [0x08,0x00,0x90,0xbf]
.equiv n, 1
// CHECK-NEXT: .set n, 1
// CHECK-NEXT: .no_dead_strip	n
.equiv n, 2
// ERR: :[[@LINE-1]]:11: error: redefinition of 'n'
.equiv m, 9
// ERR: :[[@LINE-1]]:11: error: redefinition of 'm'
.equiv  n , 3
// ERR: :[[@LINE-1]]:13: error: redefinition of 'n'
n = 5
// CHECK-NEXT: .set n, 5
s_sendmsg n
// CHECK-NEXT: s_sendmsg sendmsg(MSG_STALL_WAVE_GEN)   ; encoding: [0x05,0x00,0x90,0xbf]
.set n, 6
// CHECK-NEXT: .set n, 6
// CHECK-NEXT: .no_dead_strip	n
s_sendmsg n
// CHECK-NEXT: s_sendmsg sendmsg(MSG_HALT_WAVES)       ; encoding: [0x06,0x00,0x90,0xbf]
// An .equiv of a name that was only referenced (not defined) is fine.
r = later + 1
// CHECK-NEXT: .set r, later+1
.equiv later, 2
// CHECK-NEXT: .set later, 2
// CHECK-NEXT: .no_dead_strip	later
s_sendmsg r
// CHECK-NEXT: s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP) ; encoding: [0x03,0x00,0x90,0xbf]
// Labels cannot be reassigned.
lab:
// CHECK-NEXT: lab:
lab = 3
// ERR: :[[@LINE-1]]:7: error: redefinition of 'lab'
.set lab, 5
// ERR: :[[@LINE-1]]:11: error: redefinition of 'lab'
.equ lab, 6
// ERR: :[[@LINE-1]]:11: error: redefinition of 'lab'
.equiv lab, 7
// ERR: :[[@LINE-1]]:13: error: redefinition of 'lab'
// An assigned symbol can become a label; after that it cannot be reassigned.
k = 4
// CHECK-NEXT: .set k, 4
k:
// CHECK-NEXT: k:
k = 5
// ERR: :[[@LINE-1]]:5: error: redefinition of 'k'
.set k, 6
// ERR: :[[@LINE-1]]:9: error: redefinition of 'k'
// Lazily assigned symbols can be redefined too.
p = q
// CHECK-NEXT: .set p, q
p = 3
// CHECK-NEXT: .set p, 3
s_sendmsg p
// CHECK-NEXT: s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP) ; encoding: [0x03,0x00,0x90,0xbf]
