// Found by utils/difftest once the first pass began to report: llvm-mc's
// streamer, not its parser, rejects a label that is already defined, so the
// statement has not failed and a block comment on the next line is an empty
// statement (a blank line) rather than part of an error recovery.
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s 2>%t.err | FileCheck %s
// RUN: FileCheck --check-prefix=ERR %s < %t.err
// CHECK: {{^}}a:
// CHECK-NEXT: {{^}}a:
// CHECK-EMPTY:
// CHECK-NEXT: s_nop 0 ; encoding: [0x00,0x00,0x80,0xbf]
// ERR: :[[#@LINE+2]]:1: error: symbol 'a' is already defined
a:
a:
/* */
s_nop 0
