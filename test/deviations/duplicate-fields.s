// gfxas-only behaviour (DEVIATION):
// * a repeated s_delay_alu field is an error at the second field name (llvm-mc
//   ORs the values);
// * a repeated s_waitcnt counter is a warning at the second counter name; the
//   last value wins, as in llvm-mc, and the exit status stays 0. The _sat and
//   plain spellings of a counter are the same counter.
// The diagnostics were written by hand from the gfxas specification; the
// encodings are llvm-mc 19's output for the same operands.
// RUN: gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %S/Inputs/duplicate-waitcnt.s 2>%t.err | FileCheck %s --check-prefix=WAIT --match-full-lines
// RUN: FileCheck %s --check-prefix=WARN --implicit-check-not=error: --implicit-check-not=warning: < %t.err
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1100 -show-encoding %s 2>&1 >/dev/null | FileCheck %s --check-prefix=DELAY --implicit-check-not=error:
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1100 -show-encoding %s | FileCheck %s --check-prefix=DOUT --match-full-lines
// WAIT: .text
// WAIT-NEXT: s_waitcnt vmcnt(2)                      ; encoding: [0x72,0x0f,0x8c,0xbf]
// WARN: duplicate-waitcnt.s:1:22: warning: vmcnt is specified more than once; the last value wins
// WARN-NEXT: s_waitcnt vmcnt(1) & vmcnt(2)
// WARN-NEXT: ^
// WAIT-NEXT: s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(15) ; encoding: [0x7f,0xcf,0x8c,0xbf]
// WARN: duplicate-waitcnt.s:2:22: warning: vmcnt{{(_sat)?}} is specified more than once; the last value wins
// WAIT-NEXT: s_waitcnt expcnt(3) lgkmcnt(2)          ; encoding: [0x3f,0xc2,0x8c,0xbf]
// WARN: duplicate-waitcnt.s:3:32: warning: expcnt is specified more than once; the last value wins
// WAIT-NEXT: s_waitcnt vmcnt(2)                      ; encoding: [0x72,0x0f,0x8c,0xbf]
// WARN: duplicate-waitcnt.s:4:24: warning: vmcnt is specified more than once; the last value wins
// WAIT-NEXT: s_waitcnt vmcnt(1) lgkmcnt(2)           ; encoding: [0x71,0x02,0x8c,0xbf]
// DOUT: .text
s_delay_alu instid0(VALU_DEP_1) | instid0(VALU_DEP_2)
// DELAY: :[[@LINE-1]]:35: error: duplicate instid0 field
// DELAY-NEXT: s_delay_alu instid0(VALU_DEP_1) | instid0(VALU_DEP_2)
// DELAY-NEXT: ^
s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instskip(SAME)
// DELAY: :[[@LINE-1]]:52: error: duplicate instskip field
s_delay_alu instid1(SALU_CYCLE_1) | instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
// DELAY: :[[@LINE-1]]:59: error: duplicate instid1 field
// Distinct fields are fine.
s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
// DOUT-NEXT: s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2) ; encoding: [0x11,0x01,0x87,0xbf]
