// s_delay_alu raw numeric operands and their printing on GFX11 and GFX12,
// including invalid field values. Expected lines copied from llvm-mc 19.
// RUN: gfxas -triple=amdgcn -mcpu=gfx1100 -show-encoding %s | FileCheck %s --check-prefix=CHECK --strict-whitespace
// RUN: gfxas -triple=amdgcn -mcpu=gfx1150 -show-encoding %s | FileCheck %s --check-prefix=CHECK --strict-whitespace
// RUN: gfxas -triple=amdgcn -mcpu=gfx1200 -show-encoding %s | FileCheck %s --check-prefix=CHECK --strict-whitespace
// RUN: gfxas -triple=amdgcn -mcpu=gfx1201 -show-encoding %s | FileCheck %s --check-prefix=CHECK --strict-whitespace

// Raw values are not range-checked. Bits 15:11 are ignored when printing; ids 12..15 and
// instskip 6, 7 print as invalid-value comments; all-zero fields print 0.
s_delay_alu 0
// CHECK: s_delay_alu 0                           ; encoding: [0x00,0x00,0x87,0xbf]
s_delay_alu 1
// CHECK: s_delay_alu instid0(VALU_DEP_1)         ; encoding: [0x01,0x00,0x87,0xbf]
s_delay_alu 11
// CHECK: s_delay_alu instid0(SALU_CYCLE_3)       ; encoding: [0x0b,0x00,0x87,0xbf]
s_delay_alu 12
// CHECK: s_delay_alu instid0(/* invalid instid value */) ; encoding: [0x0c,0x00,0x87,0xbf]
s_delay_alu 13
// CHECK: s_delay_alu instid0(/* invalid instid value */) ; encoding: [0x0d,0x00,0x87,0xbf]
s_delay_alu 14
// CHECK: s_delay_alu instid0(/* invalid instid value */) ; encoding: [0x0e,0x00,0x87,0xbf]
s_delay_alu 15
// CHECK: s_delay_alu instid0(/* invalid instid value */) ; encoding: [0x0f,0x00,0x87,0xbf]
s_delay_alu 0x10
// CHECK: s_delay_alu instskip(NEXT)              ; encoding: [0x10,0x00,0x87,0xbf]
s_delay_alu 0x50
// CHECK: s_delay_alu instskip(SKIP_4)            ; encoding: [0x50,0x00,0x87,0xbf]
s_delay_alu 0x60
// CHECK: s_delay_alu instskip(/* invalid instskip value */) ; encoding: [0x60,0x00,0x87,0xbf]
s_delay_alu 0x70
// CHECK: s_delay_alu instskip(/* invalid instskip value */) ; encoding: [0x70,0x00,0x87,0xbf]
s_delay_alu 0x6c
// CHECK: s_delay_alu instid0(/* invalid instid value */) | instskip(/* invalid instskip value */) ; encoding: [0x6c,0x00,0x87,0xbf]
s_delay_alu 0x80
// CHECK: s_delay_alu instid1(VALU_DEP_1)         ; encoding: [0x80,0x00,0x87,0xbf]
s_delay_alu 0x91
// CHECK: s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1) ; encoding: [0x91,0x00,0x87,0xbf]
s_delay_alu 0x82
// CHECK: s_delay_alu instid0(VALU_DEP_2) | instid1(VALU_DEP_1) ; encoding: [0x82,0x00,0x87,0xbf]
s_delay_alu 0x580
// CHECK: s_delay_alu instid1(SALU_CYCLE_3)       ; encoding: [0x80,0x05,0x87,0xbf]
s_delay_alu 0x600
// CHECK: s_delay_alu instid1(/* invalid instid value */) ; encoding: [0x00,0x06,0x87,0xbf]
s_delay_alu 0x680
// CHECK: s_delay_alu instid1(/* invalid instid value */) ; encoding: [0x80,0x06,0x87,0xbf]
s_delay_alu 0x700
// CHECK: s_delay_alu instid1(/* invalid instid value */) ; encoding: [0x00,0x07,0x87,0xbf]
s_delay_alu 0x780
// CHECK: s_delay_alu instid1(/* invalid instid value */) ; encoding: [0x80,0x07,0x87,0xbf]
s_delay_alu 0x7ff
// CHECK: s_delay_alu instid0(/* invalid instid value */) | instskip(/* invalid instskip value */) | instid1(/* invalid instid value */) ; encoding: [0xff,0x07,0x87,0xbf]
s_delay_alu 0x7f0
// CHECK: s_delay_alu instskip(/* invalid instskip value */) | instid1(/* invalid instid value */) ; encoding: [0xf0,0x07,0x87,0xbf]
s_delay_alu 0x800
// CHECK: s_delay_alu 0                           ; encoding: [0x00,0x08,0x87,0xbf]
s_delay_alu 0x801
// CHECK: s_delay_alu instid0(VALU_DEP_1)         ; encoding: [0x01,0x08,0x87,0xbf]
s_delay_alu 0xf800
// CHECK: s_delay_alu 0                           ; encoding: [0x00,0xf8,0x87,0xbf]
s_delay_alu 0xfff1
// CHECK: s_delay_alu instid0(VALU_DEP_1) | instskip(/* invalid instskip value */) | instid1(/* invalid instid value */) ; encoding: [0xf1,0xff,0x87,0xbf]
s_delay_alu 0xffff
// CHECK: s_delay_alu instid0(/* invalid instid value */) | instskip(/* invalid instskip value */) | instid1(/* invalid instid value */) ; encoding: [0xff,0xff,0x87,0xbf]
s_delay_alu 65535
// CHECK: s_delay_alu instid0(/* invalid instid value */) | instskip(/* invalid instskip value */) | instid1(/* invalid instid value */) ; encoding: [0xff,0xff,0x87,0xbf]
s_delay_alu -1
// CHECK: s_delay_alu instid0(/* invalid instid value */) | instskip(/* invalid instskip value */) | instid1(/* invalid instid value */) ; encoding: [0xff,0xff,0x87,0xbf]
s_delay_alu -2
// CHECK: s_delay_alu instid0(/* invalid instid value */) | instskip(/* invalid instskip value */) | instid1(/* invalid instid value */) ; encoding: [0xfe,0xff,0x87,0xbf]
s_delay_alu -32768
// CHECK: s_delay_alu 0                           ; encoding: [0x00,0x80,0x87,0xbf]
s_delay_alu 0x8000
// CHECK: s_delay_alu 0                           ; encoding: [0x00,0x80,0x87,0xbf]
s_delay_alu 1 | 2
// CHECK: s_delay_alu instid0(VALU_DEP_3)         ; encoding: [0x03,0x00,0x87,0xbf]
s_delay_alu (1 << 7) | (1 << 4) | 1
// CHECK: s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1) ; encoding: [0x91,0x00,0x87,0xbf]
s_delay_alu ~0x800 & 0x7ff
// CHECK: s_delay_alu instid0(/* invalid instid value */) | instskip(/* invalid instskip value */) | instid1(/* invalid instid value */) ; encoding: [0xff,0x07,0x87,0xbf]
d = 0x91
// CHECK: .set d, 145
s_delay_alu d
// CHECK: s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1) ; encoding: [0x91,0x00,0x87,0xbf]
s_delay_alu d | 0x800
// CHECK: s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1) ; encoding: [0x91,0x08,0x87,0xbf]
