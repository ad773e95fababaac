// Found by utils/difftest (seed 13, program 266): a variable that names an
// indirect function through plain references is one too in llvm-mc's
// object (ELFWriter's isIFunc), even when the function's value is absolute
// and so gives the variable no base symbol to take a type from; a TLS type
// of its own, or of a variable on the way, stops that. A FUNC is not passed
// on this way. The SYMS lines are llvm-readelf's view of llvm-mc 19's
// object for this file.
// RUN: gfxas -triple=amdgcn -mcpu=bonaire -filetype=obj -o %t.o %s
// RUN: %llvm-mc -triple=amdgcn -mcpu=bonaire -filetype=obj -o %t.ref.o %s
// RUN: cmp %t.o %t.ref.o
// RUN: llvm-readelf -s %t.o | FileCheck %s --check-prefix=SYMS
// SYMS: Symbol table '.symtab' contains 8 entries:
// SYMS: 0: 0000000000000000 0 NOTYPE LOCAL DEFAULT UND
// SYMS-NEXT: 1: 0000000000000046 0 AMDGPU_HSA_KERNEL LOCAL DEFAULT ABS chain
// SYMS-NEXT: 2: 0000000000000046 0 AMDGPU_HSA_KERNEL LOCAL DEFAULT ABS e.2
// SYMS-NEXT: 3: 0000000000000046 0 NOTYPE LOCAL DEFAULT ABS stopped
// SYMS-NEXT: 4: 0000000000000046 0 TLS LOCAL DEFAULT ABS tls
// SYMS-NEXT: 5: 0000000000000046 0 AMDGPU_HSA_KERNEL LOCAL DEFAULT ABS later_1
// SYMS-NEXT: 6: 0000000000000003 0 NOTYPE LOCAL DEFAULT ABS f
// SYMS-NEXT: 7: 0000000000000003 0 FUNC LOCAL DEFAULT ABS fn
chain = e.2
stopped = tls
.set e.2, later_1
tls = later_1
    .type later_1, @gnu_indirect_function
.equiv later_1, 70
    .type tls,@tls_object
f = fn
    .type fn,@function
fn = 3
