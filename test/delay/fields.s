// s_delay_alu field form on GFX11 (gfx1100, gfx1103, gfx1150, gfx1151): every instid0/instid1 value name,
// every instskip name, combinations, whitespace. Expected lines copied from llvm-mc 19.
// RUN: gfxas -triple=amdgcn -mcpu=gfx1100 -show-encoding %s | FileCheck %s --check-prefix=CHECK --strict-whitespace
// RUN: gfxas -triple=amdgcn -mcpu=gfx1103 -show-encoding %s | FileCheck %s --check-prefix=CHECK --strict-whitespace
// RUN: gfxas -triple=amdgcn -mcpu=gfx1150 -show-encoding %s | FileCheck %s --check-prefix=CHECK --strict-whitespace
// RUN: gfxas -triple=amdgcn -mcpu=gfx1151 -show-encoding %s | FileCheck %s --check-prefix=CHECK --strict-whitespace

// instid0: every value name.
s_delay_alu instid0(NO_DEP)
// CHECK: s_delay_alu 0                           ; encoding: [0x00,0x00,0x87,0xbf]
s_delay_alu instid0(VALU_DEP_1)
// CHECK: s_delay_alu instid0(VALU_DEP_1)         ; encoding: [0x01,0x00,0x87,0xbf]
s_delay_alu instid0(VALU_DEP_2)
// CHECK: s_delay_alu instid0(VALU_DEP_2)         ; encoding: [0x02,0x00,0x87,0xbf]
s_delay_alu instid0(VALU_DEP_3)
// CHECK: s_delay_alu instid0(VALU_DEP_3)         ; encoding: [0x03,0x00,0x87,0xbf]
s_delay_alu instid0(VALU_DEP_4)
// CHECK: s_delay_alu instid0(VALU_DEP_4)         ; encoding: [0x04,0x00,0x87,0xbf]
s_delay_alu instid0(TRANS32_DEP_1)
// CHECK: s_delay_alu instid0(TRANS32_DEP_1)      ; encoding: [0x05,0x00,0x87,0xbf]
s_delay_alu instid0(TRANS32_DEP_2)
// CHECK: s_delay_alu instid0(TRANS32_DEP_2)      ; encoding: [0x06,0x00,0x87,0xbf]
s_delay_alu instid0(TRANS32_DEP_3)
// CHECK: s_delay_alu instid0(TRANS32_DEP_3)      ; encoding: [0x07,0x00,0x87,0xbf]
s_delay_alu instid0(FMA_ACCUM_CYCLE_1)
// CHECK: s_delay_alu instid0(FMA_ACCUM_CYCLE_1)  ; encoding: [0x08,0x00,0x87,0xbf]
s_delay_alu instid0(SALU_CYCLE_1)
// CHECK: s_delay_alu instid0(SALU_CYCLE_1)       ; encoding: [0x09,0x00,0x87,0xbf]
s_delay_alu instid0(SALU_CYCLE_2)
// CHECK: s_delay_alu instid0(SALU_CYCLE_2)       ; encoding: [0x0a,0x00,0x87,0xbf]
s_delay_alu instid0(SALU_CYCLE_3)
// CHECK: s_delay_alu instid0(SALU_CYCLE_3)       ; encoding: [0x0b,0x00,0x87,0xbf]

// instskip: every value name.
s_delay_alu instskip(SAME)
// CHECK: s_delay_alu 0                           ; encoding: [0x00,0x00,0x87,0xbf]
s_delay_alu instskip(NEXT)
// CHECK: s_delay_alu instskip(NEXT)              ; encoding: [0x10,0x00,0x87,0xbf]
s_delay_alu instskip(SKIP_1)
// CHECK: s_delay_alu instskip(SKIP_1)            ; encoding: [0x20,0x00,0x87,0xbf]
s_delay_alu instskip(SKIP_2)
// CHECK: s_delay_alu instskip(SKIP_2)            ; encoding: [0x30,0x00,0x87,0xbf]
s_delay_alu instskip(SKIP_3)
// CHECK: s_delay_alu instskip(SKIP_3)            ; encoding: [0x40,0x00,0x87,0xbf]
s_delay_alu instskip(SKIP_4)
// CHECK: s_delay_alu instskip(SKIP_4)            ; encoding: [0x50,0x00,0x87,0xbf]

// instid1: every value name.
s_delay_alu instid1(NO_DEP)
// CHECK: s_delay_alu 0                           ; encoding: [0x00,0x00,0x87,0xbf]
s_delay_alu instid1(VALU_DEP_1)
// CHECK: s_delay_alu instid1(VALU_DEP_1)         ; encoding: [0x80,0x00,0x87,0xbf]
s_delay_alu instid1(VALU_DEP_2)
// CHECK: s_delay_alu instid1(VALU_DEP_2)         ; encoding: [0x00,0x01,0x87,0xbf]
s_delay_alu instid1(VALU_DEP_3)
// CHECK: s_delay_alu instid1(VALU_DEP_3)         ; encoding: [0x80,0x01,0x87,0xbf]
s_delay_alu instid1(VALU_DEP_4)
// CHECK: s_delay_alu instid1(VALU_DEP_4)         ; encoding: [0x00,0x02,0x87,0xbf]
s_delay_alu instid1(TRANS32_DEP_1)
// CHECK: s_delay_alu instid1(TRANS32_DEP_1)      ; encoding: [0x80,0x02,0x87,0xbf]
s_delay_alu instid1(TRANS32_DEP_2)
// CHECK: s_delay_alu instid1(TRANS32_DEP_2)      ; encoding: [0x00,0x03,0x87,0xbf]
s_delay_alu instid1(TRANS32_DEP_3)
// CHECK: s_delay_alu instid1(TRANS32_DEP_3)      ; encoding: [0x80,0x03,0x87,0xbf]
s_delay_alu instid1(FMA_ACCUM_CYCLE_1)
// CHECK: s_delay_alu instid1(FMA_ACCUM_CYCLE_1)  ; encoding: [0x00,0x04,0x87,0xbf]
s_delay_alu instid1(SALU_CYCLE_1)
// CHECK: s_delay_alu instid1(SALU_CYCLE_1)       ; encoding: [0x80,0x04,0x87,0xbf]
s_delay_alu instid1(SALU_CYCLE_2)
// CHECK: s_delay_alu instid1(SALU_CYCLE_2)       ; encoding: [0x00,0x05,0x87,0xbf]
s_delay_alu instid1(SALU_CYCLE_3)
// CHECK: s_delay_alu instid1(SALU_CYCLE_3)       ; encoding: [0x80,0x05,0x87,0xbf]

// Combinations, in any order, with or without spaces around '|' and '('.
s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
// CHECK: s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1) ; encoding: [0x91,0x00,0x87,0xbf]
s_delay_alu instid0(VALU_DEP_1)|instskip(NEXT)|instid1(VALU_DEP_1)
// CHECK: s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1) ; encoding: [0x91,0x00,0x87,0xbf]
s_delay_alu instid1(VALU_DEP_1) | instid0(VALU_DEP_2)
// CHECK: s_delay_alu instid0(VALU_DEP_2) | instid1(VALU_DEP_1) ; encoding: [0x82,0x00,0x87,0xbf]
s_delay_alu instskip(SKIP_4) | instid0(SALU_CYCLE_3)
// CHECK: s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_4) ; encoding: [0x5b,0x00,0x87,0xbf]
s_delay_alu instid1(SALU_CYCLE_3) | instskip(SKIP_4) | instid0(SALU_CYCLE_3)
// CHECK: s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_4) | instid1(SALU_CYCLE_3) ; encoding: [0xdb,0x05,0x87,0xbf]
s_delay_alu instid0(TRANS32_DEP_3) | instid1(TRANS32_DEP_1)
// CHECK: s_delay_alu instid0(TRANS32_DEP_3) | instid1(TRANS32_DEP_1) ; encoding: [0x87,0x02,0x87,0xbf]
s_delay_alu instid0(FMA_ACCUM_CYCLE_1) | instskip(SKIP_2) | instid1(FMA_ACCUM_CYCLE_1)
// CHECK: s_delay_alu instid0(FMA_ACCUM_CYCLE_1) | instskip(SKIP_2) | instid1(FMA_ACCUM_CYCLE_1) ; encoding: [0x38,0x04,0x87,0xbf]
s_delay_alu instid0(NO_DEP) | instskip(SAME) | instid1(NO_DEP)
// CHECK: s_delay_alu 0                           ; encoding: [0x00,0x00,0x87,0xbf]
s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1)
// CHECK: s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) ; encoding: [0x24,0x00,0x87,0xbf]
s_delay_alu instskip(SKIP_3) | instid1(VALU_DEP_2)
// CHECK: s_delay_alu instskip(SKIP_3) | instid1(VALU_DEP_2) ; encoding: [0x40,0x01,0x87,0xbf]
s_delay_alu instid0 (VALU_DEP_1)
// CHECK: s_delay_alu instid0(VALU_DEP_1)         ; encoding: [0x01,0x00,0x87,0xbf]
s_delay_alu instid0( VALU_DEP_1 ) | instid1 ( VALU_DEP_3 )
// CHECK: s_delay_alu instid0(VALU_DEP_1) | instid1(VALU_DEP_3) ; encoding: [0x81,0x01,0x87,0xbf]
s_delay_alu	instid0(VALU_DEP_1)	|	instskip(NEXT)
// CHECK: s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) ; encoding: [0x11,0x00,0x87,0xbf]
S_DELAY_ALU instid0(VALU_DEP_1)
// CHECK: s_delay_alu instid0(VALU_DEP_1)         ; encoding: [0x01,0x00,0x87,0xbf]
s_delay_alu instid0(VALU_DEP_1) // trailing comment
// CHECK: s_delay_alu instid0(VALU_DEP_1)         ; encoding: [0x01,0x00,0x87,0xbf]
s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
// CHECK: s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2) ; encoding: [0x11,0x01,0x87,0xbf]
s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_2)
// CHECK: s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_2) ; encoding: [0x11,0x03,0x87,0xbf]
s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_2)
// CHECK: s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_2) ; encoding: [0x11,0x05,0x87,0xbf]
s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
// CHECK: s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2) ; encoding: [0x31,0x01,0x87,0xbf]
s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(TRANS32_DEP_2)
// CHECK: s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(TRANS32_DEP_2) ; encoding: [0x31,0x03,0x87,0xbf]
s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_2)
// CHECK: s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_2) ; encoding: [0x31,0x05,0x87,0xbf]
s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
// CHECK: s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2) ; encoding: [0x51,0x01,0x87,0xbf]
s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(TRANS32_DEP_2)
// CHECK: s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(TRANS32_DEP_2) ; encoding: [0x51,0x03,0x87,0xbf]
s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_2)
// CHECK: s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_2) ; encoding: [0x51,0x05,0x87,0xbf]
s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
// CHECK: s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2) ; encoding: [0x14,0x01,0x87,0xbf]
s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(TRANS32_DEP_2)
// CHECK: s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(TRANS32_DEP_2) ; encoding: [0x14,0x03,0x87,0xbf]
s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(SALU_CYCLE_2)
// CHECK: s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(SALU_CYCLE_2) ; encoding: [0x14,0x05,0x87,0xbf]
s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_2)
// CHECK: s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_2) ; encoding: [0x34,0x01,0x87,0xbf]
s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(TRANS32_DEP_2)
// CHECK: s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(TRANS32_DEP_2) ; encoding: [0x34,0x03,0x87,0xbf]
s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(SALU_CYCLE_2)
// CHECK: s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(SALU_CYCLE_2) ; encoding: [0x34,0x05,0x87,0xbf]
s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_2)
// CHECK: s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_2) ; encoding: [0x54,0x01,0x87,0xbf]
s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(TRANS32_DEP_2)
// CHECK: s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(TRANS32_DEP_2) ; encoding: [0x54,0x03,0x87,0xbf]
s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(SALU_CYCLE_2)
// CHECK: s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(SALU_CYCLE_2) ; encoding: [0x54,0x05,0x87,0xbf]
s_delay_alu instid0(TRANS32_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
// CHECK: s_delay_alu instid0(TRANS32_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2) ; encoding: [0x17,0x01,0x87,0xbf]
s_delay_alu instid0(TRANS32_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_2)
// CHECK: s_delay_alu instid0(TRANS32_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_2) ; encoding: [0x17,0x03,0x87,0xbf]
s_delay_alu instid0(TRANS32_DEP_3) | instskip(NEXT) | instid1(SALU_CYCLE_2)
// CHECK: s_delay_alu instid0(TRANS32_DEP_3) | instskip(NEXT) | instid1(SALU_CYCLE_2) ; encoding: [0x17,0x05,0x87,0xbf]
s_delay_alu instid0(TRANS32_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_2)
// CHECK: s_delay_alu instid0(TRANS32_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_2) ; encoding: [0x37,0x01,0x87,0xbf]
s_delay_alu instid0(TRANS32_DEP_3) | instskip(SKIP_2) | instid1(TRANS32_DEP_2)
// CHECK: s_delay_alu instid0(TRANS32_DEP_3) | instskip(SKIP_2) | instid1(TRANS32_DEP_2) ; encoding: [0x37,0x03,0x87,0xbf]
s_delay_alu instid0(TRANS32_DEP_3) | instskip(SKIP_2) | instid1(SALU_CYCLE_2)
// CHECK: s_delay_alu instid0(TRANS32_DEP_3) | instskip(SKIP_2) | instid1(SALU_CYCLE_2) ; encoding: [0x37,0x05,0x87,0xbf]
s_delay_alu instid0(TRANS32_DEP_3) | instskip(SKIP_4) | instid1(VALU_DEP_2)
// CHECK: s_delay_alu instid0(TRANS32_DEP_3) | instskip(SKIP_4) | instid1(VALU_DEP_2) ; encoding: [0x57,0x01,0x87,0xbf]
s_delay_alu instid0(TRANS32_DEP_3) | instskip(SKIP_4) | instid1(TRANS32_DEP_2)
// CHECK: s_delay_alu instid0(TRANS32_DEP_3) | instskip(SKIP_4) | instid1(TRANS32_DEP_2) ; encoding: [0x57,0x03,0x87,0xbf]
s_delay_alu instid0(TRANS32_DEP_3) | instskip(SKIP_4) | instid1(SALU_CYCLE_2)
// CHECK: s_delay_alu instid0(TRANS32_DEP_3) | instskip(SKIP_4) | instid1(SALU_CYCLE_2) ; encoding: [0x57,0x05,0x87,0xbf]
s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(VALU_DEP_2)
// CHECK: s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(VALU_DEP_2) ; encoding: [0x1a,0x01,0x87,0xbf]
s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(TRANS32_DEP_2)
// CHECK: s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(TRANS32_DEP_2) ; encoding: [0x1a,0x03,0x87,0xbf]
s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_2)
// CHECK: s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_2) ; encoding: [0x1a,0x05,0x87,0xbf]
s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
// CHECK: s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_2) | instid1(VALU_DEP_2) ; encoding: [0x3a,0x01,0x87,0xbf]
s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_2) | instid1(TRANS32_DEP_2)
// CHECK: s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_2) | instid1(TRANS32_DEP_2) ; encoding: [0x3a,0x03,0x87,0xbf]
s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_2)
// CHECK: s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_2) ; encoding: [0x3a,0x05,0x87,0xbf]
s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
// CHECK: s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_4) | instid1(VALU_DEP_2) ; encoding: [0x5a,0x01,0x87,0xbf]
s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_4) | instid1(TRANS32_DEP_2)
// CHECK: s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_4) | instid1(TRANS32_DEP_2) ; encoding: [0x5a,0x03,0x87,0xbf]
s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_4) | instid1(SALU_CYCLE_2)
// CHECK: s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_4) | instid1(SALU_CYCLE_2) ; encoding: [0x5a,0x05,0x87,0xbf]
