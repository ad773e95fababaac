// Predefined symbols with -triple=amdgcn. They print no '.set' of their own.
// Every CHECK line below was produced by llvm-mc 19.
// RUN: gfxas -triple=amdgcn -mcpu=tahiti -show-encoding %s | FileCheck %s --match-full-lines --check-prefixes=CHECK,SI --allow-unused-prefixes
// RUN: gfxas -triple=amdgcn -mcpu=bonaire -show-encoding %s | FileCheck %s --match-full-lines --check-prefixes=CHECK,CI --allow-unused-prefixes
// RUN: gfxas -triple=amdgcn -mcpu=gfx802 -show-encoding %s | FileCheck %s --match-full-lines --check-prefixes=CHECK,VI --allow-unused-prefixes
// RUN: gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s | FileCheck %s --match-full-lines --check-prefixes=CHECK,GFX900 --allow-unused-prefixes
// RUN: gfxas -triple=amdgcn -mcpu=gfx90a -show-encoding %s | FileCheck %s --match-full-lines --check-prefixes=CHECK,GFX90A --allow-unused-prefixes
// RUN: gfxas -triple=amdgcn -mcpu=gfx940 -show-encoding %s | FileCheck %s --match-full-lines --check-prefixes=CHECK,GFX940 --allow-unused-prefixes
// RUN: gfxas -triple=amdgcn -mcpu=gfx1030 -show-encoding %s | FileCheck %s --match-full-lines --check-prefixes=CHECK,GFX1030 --allow-unused-prefixes
// RUN: gfxas -triple=amdgcn -mcpu=gfx1100 -show-encoding %s | FileCheck %s --match-full-lines --check-prefixes=CHECK,GFX1100 --allow-unused-prefixes
// RUN: gfxas -triple=amdgcn -mcpu=gfx1150 -show-encoding %s | FileCheck %s --match-full-lines --check-prefixes=CHECK,GFX1150 --allow-unused-prefixes
// RUN: gfxas -triple=amdgcn -mcpu=gfx1201 -show-encoding %s | FileCheck %s --match-full-lines --check-prefixes=CHECK,GFX1201 --allow-unused-prefixes
// CHECK: .text
a = .option.machine_version_major
// SI-NEXT: .set a, 6
// CI-NEXT: .set a, 7
// VI-NEXT: .set a, 8
// GFX900-NEXT: .set a, 9
// GFX90A-NEXT: .set a, 9
// GFX940-NEXT: .set a, 9
// GFX1030-NEXT: .set a, 10
// GFX1100-NEXT: .set a, 11
// GFX1150-NEXT: .set a, 11
// GFX1201-NEXT: .set a, 12
b = .option.machine_version_minor
// SI-NEXT: .set b, 0
// CI-NEXT: .set b, 0
// VI-NEXT: .set b, 0
// GFX900-NEXT: .set b, 0
// GFX90A-NEXT: .set b, 0
// GFX940-NEXT: .set b, 4
// GFX1030-NEXT: .set b, 3
// GFX1100-NEXT: .set b, 0
// GFX1150-NEXT: .set b, 5
// GFX1201-NEXT: .set b, 0
c = .option.machine_version_stepping
// SI-NEXT: .set c, 0
// CI-NEXT: .set c, 4
// VI-NEXT: .set c, 2
// GFX900-NEXT: .set c, 0
// GFX90A-NEXT: .set c, 10
// GFX940-NEXT: .set c, 0
// GFX1030-NEXT: .set c, 0
// GFX1100-NEXT: .set c, 0
// GFX1150-NEXT: .set c, 0
// GFX1201-NEXT: .set c, 1
d = .kernel.vgpr_count
// CHECK-NEXT: .set d, 0
e = .kernel.sgpr_count
// CHECK-NEXT: .set e, 0
v = .option.machine_version_major * 100 + .option.machine_version_minor * 10 + .option.machine_version_stepping
// SI-NEXT: .set v, 600
// CI-NEXT: .set v, 704
// VI-NEXT: .set v, 802
// GFX900-NEXT: .set v, 900
// GFX90A-NEXT: .set v, 910
// GFX940-NEXT: .set v, 940
// GFX1030-NEXT: .set v, 1030
// GFX1100-NEXT: .set v, 1100
// GFX1150-NEXT: .set v, 1150
// GFX1201-NEXT: .set v, 1201
s_waitcnt .option.machine_version_major
// SI-NEXT: s_waitcnt vmcnt(6) expcnt(0) lgkmcnt(0) ; encoding: [0x06,0x00,0x8c,0xbf]
// CI-NEXT: s_waitcnt vmcnt(7) expcnt(0) lgkmcnt(0) ; encoding: [0x07,0x00,0x8c,0xbf]
// VI-NEXT: s_waitcnt vmcnt(8) expcnt(0) lgkmcnt(0) ; encoding: [0x08,0x00,0x8c,0xbf]
// GFX900-NEXT: s_waitcnt vmcnt(9) expcnt(0) lgkmcnt(0) ; encoding: [0x09,0x00,0x8c,0xbf]
// GFX90A-NEXT: s_waitcnt vmcnt(9) expcnt(0) lgkmcnt(0) ; encoding: [0x09,0x00,0x8c,0xbf]
// GFX940-NEXT: s_waitcnt vmcnt(9) expcnt(0) lgkmcnt(0) ; encoding: [0x09,0x00,0x8c,0xbf]
// GFX1030-NEXT: s_waitcnt vmcnt(10) expcnt(0) lgkmcnt(0) ; encoding: [0x0a,0x00,0x8c,0xbf]
// GFX1100-NEXT: s_waitcnt vmcnt(0) expcnt(3) lgkmcnt(0) ; encoding: [0x0b,0x00,0x89,0xbf]
// GFX1150-NEXT: s_waitcnt vmcnt(0) expcnt(3) lgkmcnt(0) ; encoding: [0x0b,0x00,0x89,0xbf]
// GFX1201-NEXT: s_waitcnt vmcnt(0) expcnt(4) lgkmcnt(0) ; encoding: [0x0c,0x00,0x89,0xbf]
s_waitcnt .kernel.vgpr_count + .kernel.sgpr_count
// SI-NEXT: s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0) ; encoding: [0x00,0x00,0x8c,0xbf]
// CI-NEXT: s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0) ; encoding: [0x00,0x00,0x8c,0xbf]
// VI-NEXT: s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0) ; encoding: [0x00,0x00,0x8c,0xbf]
// GFX900-NEXT: s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0) ; encoding: [0x00,0x00,0x8c,0xbf]
// GFX90A-NEXT: s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0) ; encoding: [0x00,0x00,0x8c,0xbf]
// GFX940-NEXT: s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0) ; encoding: [0x00,0x00,0x8c,0xbf]
// GFX1030-NEXT: s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0) ; encoding: [0x00,0x00,0x8c,0xbf]
// GFX1100-NEXT: s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0) ; encoding: [0x00,0x00,0x89,0xbf]
// GFX1150-NEXT: s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0) ; encoding: [0x00,0x00,0x89,0xbf]
// GFX1201-NEXT: s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0) ; encoding: [0x00,0x00,0x89,0xbf]
// Predefined symbols can be redefined.
.option.machine_version_major = 99
// CHECK-NEXT: .set .option.machine_version_major, 99
s_waitcnt .option.machine_version_major
// SI-NEXT: s_waitcnt vmcnt(3) expcnt(6) lgkmcnt(0) ; encoding: [0x63,0x00,0x8c,0xbf]
// CI-NEXT: s_waitcnt vmcnt(3) expcnt(6) lgkmcnt(0) ; encoding: [0x63,0x00,0x8c,0xbf]
// VI-NEXT: s_waitcnt vmcnt(3) expcnt(6) lgkmcnt(0) ; encoding: [0x63,0x00,0x8c,0xbf]
// GFX900-NEXT: s_waitcnt vmcnt(3) expcnt(6) lgkmcnt(0) ; encoding: [0x63,0x00,0x8c,0xbf]
// GFX90A-NEXT: s_waitcnt vmcnt(3) expcnt(6) lgkmcnt(0) ; encoding: [0x63,0x00,0x8c,0xbf]
// GFX940-NEXT: s_waitcnt vmcnt(3) expcnt(6) lgkmcnt(0) ; encoding: [0x63,0x00,0x8c,0xbf]
// GFX1030-NEXT: s_waitcnt vmcnt(3) expcnt(6) lgkmcnt(0) ; encoding: [0x63,0x00,0x8c,0xbf]
// GFX1100-NEXT: s_waitcnt vmcnt(0) expcnt(3) lgkmcnt(6) ; encoding: [0x63,0x00,0x89,0xbf]
// GFX1150-NEXT: s_waitcnt vmcnt(0) expcnt(3) lgkmcnt(6) ; encoding: [0x63,0x00,0x89,0xbf]
// GFX1201-NEXT: s_waitcnt vmcnt(0) expcnt(3) lgkmcnt(6) ; encoding: [0x63,0x00,0x89,0xbf]
// The code object's UC_VERSION constants, on every processor.
u = UC_VERSION_GFX7 + UC_VERSION_GFX10 + UC_VERSION_GFX11 + UC_VERSION_GFX12
// CHECK-NEXT: .set u, 19
w = UC_VERSION_W64_BIT | UC_VERSION_W32_BIT | UC_VERSION_MDP_BIT
// CHECK-NEXT: .set w, 57344
s_nop UC_VERSION_GFX11
// CHECK-NEXT: s_nop 6 ; encoding: [0x06,0x00,0x80,0xbf]
