// Where llvm-mc's listing and object streamers part over a local common
// symbol, which only the object defines: a second .lcomm or .comm of it, or
// a label of its name, is an error only in the object, and a .previous with
// no section before is one only in the listing (the object's previous
// section is .bss).
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.o %s 2>&1 | FileCheck %s --check-prefix=OBJ --implicit-check-not=error:

.lcomm a, 4
.previous
.byte 0
// CHECK: :[[@LINE-2]]:10: error: .previous without corresponding .section{{$}}
.lcomm a, 4
// OBJ: :[[@LINE-1]]:8: error: invalid symbol redefinition{{$}}
.comm a, 4
// OBJ: :[[@LINE-1]]:7: error: invalid symbol redefinition{{$}}
a:
// OBJ: :[[@LINE-1]]:1: error: symbol 'a' is already defined{{$}}
