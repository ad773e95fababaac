// Found by an independent differential (issue 28): llvm-mc names the labels
// of '.' and "N:" .Ltmp0, .Ltmp1, ... in one name space with the file's own
// names (MCContext::createRenamableSymbol): a temporary label skips a name
// the file or a section already took, and a private name the file mentions
// after llvm-mc took it is renamed, the name followed by the first of 0, 1,
// ... that is free. gfxas gave both labels one name, and its object
// branched to the file's .Ltmp0 (BF820000) where llvm-mc's branches to
// itself (BF82FFFF).
// RUN: gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s | FileCheck %s --match-full-lines --strict-whitespace
// RUN: gfxas -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.o %s
// RUN: %llvm-mc -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.ref.o %s
// RUN: cmp %t.o %t.ref.o
// RUN: llvm-objdump -d -r %t.o | FileCheck %s --check-prefix=OBJ
// OBJ: s_branch 65535 {{.*}} 000000000000: BF82FFFF
// OBJ-NEXT: s_branch 65535 {{.*}} 000000000004: BF82FFFF
// OBJ-NEXT: R_AMDGPU_REL16 .Ltmp00
// RUN: llvm-readelf -s %t.o | FileCheck %s --check-prefix=SYMS
// CHECK:	.text
// SYMS: NOTYPE WEAK DEFAULT 2 .Ltmp00

// CHECK-EMPTY:
1:
// CHECK-NEXT:.Ltmp0:
s_branch 1b
// CHECK-NEXT:	s_branch .Ltmp0                         ; encoding: [A,A,0x82,0xbf]
// CHECK-NEXT:                                        ;   fixup A - offset: 0, value: .Ltmp0, kind: fixup_si_sopp_br
// A private name of the file after llvm-mc took it, mentioned before its
// definition, in directives and in an assignment.
.weak .Ltmp0
// CHECK-NEXT:	.weak	.Ltmp00
s_branch .Ltmp0
// CHECK-NEXT:	s_branch .Ltmp00                        ; encoding: [A,A,0x82,0xbf]
// CHECK-NEXT:                                        ;   fixup A - offset: 0, value: .Ltmp00, kind: fixup_si_sopp_br
.Ltmp0:
// CHECK-NEXT:.Ltmp00:
.Ltmp00:
// CHECK-NEXT:.Ltmp000:
.long .Ltmp000
// CHECK-NEXT:	.long	.Ltmp0000
.Ltmp000:
// CHECK-NEXT:.Ltmp0000:
// A temporary label skips the names the file took.
.Ltmp1:
// CHECK-NEXT:.Ltmp1:
2:
// CHECK-NEXT:.Ltmp2:
.type .Ltmp1,@object
// CHECK-NEXT:	.type	.Ltmp1,@object
.size .Ltmp1, 4
// CHECK-NEXT:	.size	.Ltmp1, 4
.hidden .Ltmp1
// CHECK-NEXT:	.hidden	.Ltmp1
.set .Ltmp2, 5
// CHECK-NEXT:.set .Ltmp20, 5
// CHECK-NEXT:	.no_dead_strip	.Ltmp20
.equ .Ltmp3, 6
// CHECK-NEXT:.set .Ltmp3, 6
// CHECK-NEXT:	.no_dead_strip	.Ltmp3
3:
// CHECK-NEXT:.Ltmp4:
.Ltmp4 = 7
// CHECK-NEXT:.set .Ltmp40, 7
.section .Ltmp5,"a",@progbits
// CHECK-NEXT:	.section	.Ltmp5,"a",@progbits
4:
// CHECK-NEXT:.Ltmp6:
s_nop 0
// CHECK-NEXT:	s_nop 0                                 ; encoding: [0x00,0x00,0x80,0xbf]
.text
// CHECK-NEXT:	.text
.Ltmp30:
// CHECK-NEXT:.Ltmp30:
.Ltmp3:
// CHECK-NEXT:.Ltmp3:
.long 2b, 3b, 4b
// CHECK-NEXT:	.long	.Ltmp2
// CHECK-NEXT:	.long	.Ltmp4
// CHECK-NEXT:	.long	.Ltmp6
