// A .type of gnu_indirect_function or gnu_unique_object makes llvm-mc's
// streamer mark the object's OS/ABI as GNU, even for a symbol the table
// leaves out (a private one); a unique object is bound STB_GNU_UNIQUE, and
// an indirect function is type 10, which llvm-readelf names after
// AMDGPU's use of it. The SYMS lines are llvm-readelf's view of llvm-mc
// 19's object for this file.
// RUN: gfxas -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.o %s
// RUN: %llvm-mc -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.ref.o %s
// RUN: cmp %t.o %t.ref.o
// RUN: llvm-readelf -hs %t.o | FileCheck %s --check-prefix=SYMS
// RUN: gfxas -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.private.o %S/Inputs/gnu-abi-private.s
// RUN: %llvm-mc -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.private.ref.o %S/Inputs/gnu-abi-private.s
// RUN: cmp %t.private.o %t.private.ref.o
// RUN: llvm-readelf -h %t.private.o | FileCheck %s --check-prefix=PRIVATE
// SYMS: OS/ABI: UNIX - GNU
// SYMS: Symbol table '.symtab' contains 3 entries:
// SYMS: 0: 0000000000000000 0 NOTYPE LOCAL DEFAULT UND
// SYMS-NEXT: 1: 0000000000000000 0 AMDGPU_HSA_KERNEL LOCAL DEFAULT 2 resolver
// SYMS-NEXT: 2: 0000000000000000 0 OBJECT UNIQUE DEFAULT UND table
// PRIVATE: OS/ABI: UNIX - GNU
resolver:
    s_endpgm
    .type resolver,@gnu_indirect_function
    .type table,@gnu_unique_object
