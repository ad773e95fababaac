// The first pass reports as it goes until a statement needs a definition
// that comes later; pass two then reports from that statement on. Nothing
// may come out twice or out of order: not the error before the switch, not
// the '.' label made by the statement that switches, not the error after it.
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s 2>%t.err | FileCheck %s
// RUN: FileCheck --check-prefix=ERR --implicit-check-not=error: %s < %t.err
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -filetype=obj %s -o %t.o 2>&1 | FileCheck --check-prefix=ERR --implicit-check-not=error: %s

// CHECK:      {{^}}L1:
// CHECK-NEXT: s_nop 2 ; encoding: [0x02,0x00,0x80,0xbf]
// CHECK-NEXT: {{^}}.Ltmp0:
// CHECK-NEXT: s_waitcnt vmcnt(5) ; encoding: [0x75,0x0f,0x8c,0xbf]
// CHECK-NEXT: s_nop 3 ; encoding: [0x03,0x00,0x80,0xbf]
// CHECK-NEXT: .set y, 1
// CHECK-NEXT: s_nop 1 ; encoding: [0x01,0x00,0x80,0xbf]
// CHECK-NOT: {{.}}

// ERR: :[[#@LINE+3]]:3: error: invalid instruction
L1:
  s_nop 2
  s_bogus 1
  s_waitcnt vmcnt(. - L1 + y)
  s_nop 3
y = 1
  s_nop y
// ERR: :[[#@LINE+1]]:3: error: invalid instruction
  s_bogus 2
