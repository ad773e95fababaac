// gfxas-only behaviour (EXTENSION, llvm-mc rejects these inputs): forward
// references in instruction operands. A symbol not yet defined at the use takes
// the value it has right after its FIRST definition; a use after a definition
// sees the current value, as in llvm-mc. Assignments print as llvm-mc prints
// them. The expected lines were written by hand from the gfxas specification
// (the encoded values match llvm-mc's output for the same numbers).
// RUN: gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s | FileCheck %s --match-full-lines
// RUN: gfxas -mcpu=gfx900 %s 2>&1 >/dev/null | count 0
// CHECK: .text
s_waitcnt cnt
// CHECK-NEXT: s_waitcnt vmcnt(5) expcnt(0) lgkmcnt(0) ; encoding: [0x05,0x00,0x8c,0xbf]
cnt = 5
// CHECK-NEXT: .set cnt, 5
// First definition wins for a use before any definition...
s_sendmsg m
// CHECK-NEXT: s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, 0) ; encoding: [0x22,0x00,0x90,0xbf]
m = 0x22
// CHECK-NEXT: .set m, 34
m = 0x13
// CHECK-NEXT: .set m, 19
// ...and a later use sees the current value.
s_sendmsg m
// CHECK-NEXT: s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_CUT, 0) ; encoding: [0x13,0x00,0x90,0xbf]
// A lazily assigned symbol whose operand is defined later.
c = d + 1
// CHECK-NEXT: .set c, d+1
s_sendmsg c
// CHECK-NEXT: s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP) ; encoding: [0x03,0x00,0x90,0xbf]
d = 2
// CHECK-NEXT: .set d, 2
// Forward references inside the counter and sendmsg forms.
s_waitcnt vmcnt(vm) & lgkmcnt(lgkm)
// CHECK-NEXT: s_waitcnt vmcnt(2) lgkmcnt(3)           ; encoding: [0x72,0x03,0x8c,0xbf]
s_sendmsg sendmsg(msg, op, stream)
// CHECK-NEXT: s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, 1) ; encoding: [0x22,0x01,0x90,0xbf]
vm = 2
// CHECK-NEXT: .set vm, 2
lgkm = 3
// CHECK-NEXT: .set lgkm, 3
.set msg, 2
// CHECK-NEXT: .set msg, 2
// CHECK-NEXT: .no_dead_strip msg
.equ op, 2
// CHECK-NEXT: .set op, 2
// CHECK-NEXT: .no_dead_strip op
.equiv stream, 1
// CHECK-NEXT: .set stream, 1
// CHECK-NEXT: .no_dead_strip stream
// An expression of forward references.
s_sendmsghalt fa * fb + 1
// CHECK-NEXT: s_sendmsghalt sendmsg(MSG_EARLY_PRIM_DEALLOC) ; encoding: [0x08,0x00,0x91,0xbf]
fa = 7
// CHECK-NEXT: .set fa, 7
fb = 1
// CHECK-NEXT: .set fb, 1
fa = 100
// CHECK-NEXT: .set fa, 100
