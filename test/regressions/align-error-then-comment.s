// Found by difftest seed 1003 (programs 3245 and 9908): an alignment
// directive's errors come after it has read its end of statement, so
// llvm-mc, having skipped a block comment there, drops the next statement
// silently; gfxas reported "unexpected token at start of statement" for it.
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s 2>&1 >/dev/null | FileCheck %s --check-prefixes=ERR --implicit-check-not=error: --implicit-check-not=warning:
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s 2>/dev/null | FileCheck %s --check-prefixes=CHECK --strict-whitespace

.p2align 33
/* c */
// ERR: :[[@LINE-2]]:10: error: invalid alignment value{{$}}
// CHECK: .p2align	31
s_nop 0
// CHECK-NEXT: s_nop 0                                 ; encoding: [0x00,0x00,0x80,0xbf]
.p2align 33
/* c */ s_nop 1
// ERR: :[[@LINE-2]]:10: error: invalid alignment value{{$}}
// CHECK-NEXT: .p2align	31
s_nop 2
// CHECK-NEXT: s_nop 2                                 ; encoding: [0x02,0x00,0x80,0xbf]
.balign 3
/* d */ s_nop 3
// ERR: :[[@LINE-2]]:9: error: alignment must be a power of 2{{$}}
// CHECK-NEXT: .p2align	1
s_nop 4
// CHECK-NEXT: s_nop 4                                 ; encoding: [0x04,0x00,0x80,0xbf]
.balign 4, 0, 0
/* e */ s_nop 5
// ERR: :[[@LINE-2]]:15: error: alignment directive can never be satisfied in this many bytes, ignoring maximum bytes expression{{$}}
// CHECK-NEXT: .p2align	2
s_nop 6
// CHECK-NEXT: s_nop 6                                 ; encoding: [0x06,0x00,0x80,0xbf]
