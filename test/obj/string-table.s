// The string table: each name directly after the names it ends, which it
// then shares; names shorter than eight characters, longer ones, and ones
// whose last eight characters agree. The hex dump is llvm-mc 19's .strtab
// for this file.
// RUN: gfxas -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.o %s
// RUN: llvm-readelf -x .strtab %t.o | FileCheck %s
// RUN: %llvm-mc -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.ref.o %s
// RUN: cmp %t.o %t.ref.o
// CHECK: Hex dump of section '.strtab':
// CHECK-NEXT: 0x00000000 00790078 00666f6f 2e746578 7400797a .y.x.foo.text.yz
// CHECK-NEXT: 0x00000010 7a7a7a7a 7a7a7a61 62630078 61626300 zzzzzzzabc.xabc.
// CHECK-NEXT: 0x00000020 76657279 6c6f6e67 6e616d65 5f616263 verylongname_abc
// CHECK-NEXT: 0x00000030 002e7374 72746162 002e7379 6d746162 ..strtab..symtab
// CHECK-NEXT: 0x00000040 00623132 33343536 37006131 32333435 .b1234567.a12345
// CHECK-NEXT: 0x00000050 363700                              67.
abc:
bc:
xabc:
c:
verylongname_abc:
longname_abc:
name_abc:
_abc:
zzzzzzzzabc:
yzzzzzzzzabc:
foo.text:
a1234567:
b1234567:
1234567:
x = 1
y = x + 2
  s_nop 0
