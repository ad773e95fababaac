// An assignment whose value rests on a later definition ends the first
// pass's reporting: only the later definition decides whether it divides
// by zero. Pass two reports the assignment, once, and what follows. (llvm-mc
// keeps ".set q, 4/z" and prints it; gfxas refuses the division, see
// test/deviations/division.s. The other lines are llvm-mc's.)
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s 2>%t.err | FileCheck %s
// RUN: FileCheck --check-prefix=ERR --implicit-check-not=error: %s < %t.err

// CHECK:      s_nop 1 ; encoding: [0x01,0x00,0x80,0xbf]
// CHECK-NEXT: s_nop 2 ; encoding: [0x02,0x00,0x80,0xbf]
// CHECK-NEXT: .set z, 0
// CHECK-NEXT: .set w, 2
// CHECK-NOT: {{.}}
  s_nop 1
q = 4 / z
// ERR: :[[#@LINE-1]]:7: error: division by zero
  s_nop 2
z = 0
w = 2
