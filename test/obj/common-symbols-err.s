// .comm and .lcomm refused, as llvm-mc 19 refuses them, in listing and
// object alike.
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.o %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not test -e %t.o

.lcomm d, 12, 8
// CHECK: :[[@LINE-1]]:15: error: alignment not supported on this target{{$}}
.comm e, -1
// CHECK: :[[@LINE-1]]:10: error: size must be non-negative{{$}}
.comm
// CHECK: :[[@LINE-1]]:6: error: expected identifier in directive{{$}}
.comm h
// CHECK: :[[@LINE-1]]:8: error: expected comma{{$}}
.comm h,
// CHECK: :[[@LINE-1]]:9: error: unknown token in expression{{$}}
.comm k, 4 x
// CHECK: :[[@LINE-1]]:12: error: expected newline{{$}}
.comm k, 4,
// CHECK: :[[@LINE-1]]:12: error: unknown token in expression{{$}}
.comm k 4
// CHECK: :[[@LINE-1]]:9: error: expected comma{{$}}
.comm k, undefined_size
// CHECK: :[[@LINE-1]]:10: error: expected absolute expression{{$}}
.comm k, 4, 1, 2
defined:
// CHECK: :[[@LINE-2]]:14: error: expected newline{{$}}
.comm defined, 4
.equiv constant, 1
// CHECK: :[[@LINE-2]]:7: error: invalid symbol redefinition{{$}}
.comm constant, 4
// CHECK: :[[@LINE-1]]:7: error: invalid symbol redefinition{{$}}
