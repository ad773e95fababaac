// s_waitcnt counter-form syntax on every layout: separators (space, '&', ',', none), whitespace,
// order, duplicates (last wins), mnemonic case. Valid input only. Expected lines copied from llvm-mc 19.
// RUN: gfxas -triple=amdgcn -mcpu=tahiti -show-encoding %s | FileCheck %s --check-prefixes=PRE11,GFX6 --strict-whitespace
// RUN: gfxas -triple=amdgcn -mcpu=tonga -show-encoding %s | FileCheck %s --check-prefixes=PRE11,GFX8 --strict-whitespace
// RUN: gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s | FileCheck %s --check-prefixes=PRE11,GFX9 --strict-whitespace
// RUN: gfxas -triple=amdgcn -mcpu=gfx1010 -show-encoding %s | FileCheck %s --check-prefixes=PRE11,GFX10 --strict-whitespace
// RUN: gfxas -triple=amdgcn -mcpu=gfx1100 -show-encoding %s | FileCheck %s --check-prefix=GFX11PLUS --strict-whitespace
// RUN: gfxas -triple=amdgcn -mcpu=gfx1200 -show-encoding %s | FileCheck %s --check-prefix=GFX11PLUS --strict-whitespace

// Separators: whitespace, '&', ',', or nothing.
s_waitcnt vmcnt(1) expcnt(2) lgkmcnt(3)
// PRE11: s_waitcnt vmcnt(1) expcnt(2) lgkmcnt(3) ; encoding: [0x21,0x03,0x8c,0xbf]
// GFX11PLUS: s_waitcnt vmcnt(1) expcnt(2) lgkmcnt(3) ; encoding: [0x32,0x04,0x89,0xbf]
s_waitcnt vmcnt(1) & expcnt(2) & lgkmcnt(3)
// PRE11: s_waitcnt vmcnt(1) expcnt(2) lgkmcnt(3) ; encoding: [0x21,0x03,0x8c,0xbf]
// GFX11PLUS: s_waitcnt vmcnt(1) expcnt(2) lgkmcnt(3) ; encoding: [0x32,0x04,0x89,0xbf]
s_waitcnt vmcnt(1)&expcnt(2)&lgkmcnt(3)
// PRE11: s_waitcnt vmcnt(1) expcnt(2) lgkmcnt(3) ; encoding: [0x21,0x03,0x8c,0xbf]
// GFX11PLUS: s_waitcnt vmcnt(1) expcnt(2) lgkmcnt(3) ; encoding: [0x32,0x04,0x89,0xbf]
s_waitcnt vmcnt(1), expcnt(2), lgkmcnt(3)
// PRE11: s_waitcnt vmcnt(1) expcnt(2) lgkmcnt(3) ; encoding: [0x21,0x03,0x8c,0xbf]
// GFX11PLUS: s_waitcnt vmcnt(1) expcnt(2) lgkmcnt(3) ; encoding: [0x32,0x04,0x89,0xbf]
s_waitcnt vmcnt(1),expcnt(2),lgkmcnt(3)
// PRE11: s_waitcnt vmcnt(1) expcnt(2) lgkmcnt(3) ; encoding: [0x21,0x03,0x8c,0xbf]
// GFX11PLUS: s_waitcnt vmcnt(1) expcnt(2) lgkmcnt(3) ; encoding: [0x32,0x04,0x89,0xbf]
s_waitcnt vmcnt(1)expcnt(2)lgkmcnt(3)
// PRE11: s_waitcnt vmcnt(1) expcnt(2) lgkmcnt(3) ; encoding: [0x21,0x03,0x8c,0xbf]
// GFX11PLUS: s_waitcnt vmcnt(1) expcnt(2) lgkmcnt(3) ; encoding: [0x32,0x04,0x89,0xbf]
s_waitcnt vmcnt(1) & expcnt(2), lgkmcnt(3)
// PRE11: s_waitcnt vmcnt(1) expcnt(2) lgkmcnt(3) ; encoding: [0x21,0x03,0x8c,0xbf]
// GFX11PLUS: s_waitcnt vmcnt(1) expcnt(2) lgkmcnt(3) ; encoding: [0x32,0x04,0x89,0xbf]
s_waitcnt vmcnt(1)expcnt(2) & lgkmcnt(3)
// PRE11: s_waitcnt vmcnt(1) expcnt(2) lgkmcnt(3) ; encoding: [0x21,0x03,0x8c,0xbf]
// GFX11PLUS: s_waitcnt vmcnt(1) expcnt(2) lgkmcnt(3) ; encoding: [0x32,0x04,0x89,0xbf]
s_waitcnt	vmcnt(1)	expcnt(2)	&	lgkmcnt(3)
// PRE11: s_waitcnt vmcnt(1) expcnt(2) lgkmcnt(3) ; encoding: [0x21,0x03,0x8c,0xbf]
// GFX11PLUS: s_waitcnt vmcnt(1) expcnt(2) lgkmcnt(3) ; encoding: [0x32,0x04,0x89,0xbf]
s_waitcnt vmcnt (1) expcnt ( 2 ) lgkmcnt(  3  )
// PRE11: s_waitcnt vmcnt(1) expcnt(2) lgkmcnt(3) ; encoding: [0x21,0x03,0x8c,0xbf]
// GFX11PLUS: s_waitcnt vmcnt(1) expcnt(2) lgkmcnt(3) ; encoding: [0x32,0x04,0x89,0xbf]
s_waitcnt   vmcnt(0)
// GFX6: s_waitcnt vmcnt(0)                      ; encoding: [0x70,0x0f,0x8c,0xbf]
// GFX8: s_waitcnt vmcnt(0)                      ; encoding: [0x70,0x0f,0x8c,0xbf]
// GFX9: s_waitcnt vmcnt(0)                      ; encoding: [0x70,0x0f,0x8c,0xbf]
// GFX10: s_waitcnt vmcnt(0)                      ; encoding: [0x70,0x3f,0x8c,0xbf]
// GFX11PLUS: s_waitcnt vmcnt(0)                      ; encoding: [0xf7,0x03,0x89,0xbf]
	s_waitcnt lgkmcnt(0)
// GFX6: s_waitcnt lgkmcnt(0)                    ; encoding: [0x7f,0x00,0x8c,0xbf]
// GFX8: s_waitcnt lgkmcnt(0)                    ; encoding: [0x7f,0x00,0x8c,0xbf]
// GFX9: s_waitcnt lgkmcnt(0)                    ; encoding: [0x7f,0xc0,0x8c,0xbf]
// GFX10: s_waitcnt lgkmcnt(0)                    ; encoding: [0x7f,0xc0,0x8c,0xbf]
// GFX11PLUS: s_waitcnt lgkmcnt(0)                    ; encoding: [0x07,0xfc,0x89,0xbf]

// Any order.
s_waitcnt lgkmcnt(3) vmcnt(1)
// PRE11: s_waitcnt vmcnt(1) lgkmcnt(3)           ; encoding: [0x71,0x03,0x8c,0xbf]
// GFX11PLUS: s_waitcnt vmcnt(1) lgkmcnt(3)           ; encoding: [0x37,0x04,0x89,0xbf]
s_waitcnt expcnt(2) & vmcnt(1)
// GFX6: s_waitcnt vmcnt(1) expcnt(2)            ; encoding: [0x21,0x0f,0x8c,0xbf]
// GFX8: s_waitcnt vmcnt(1) expcnt(2)            ; encoding: [0x21,0x0f,0x8c,0xbf]
// GFX9: s_waitcnt vmcnt(1) expcnt(2)            ; encoding: [0x21,0x0f,0x8c,0xbf]
// GFX10: s_waitcnt vmcnt(1) expcnt(2)            ; encoding: [0x21,0x3f,0x8c,0xbf]
// GFX11PLUS: s_waitcnt vmcnt(1) expcnt(2)            ; encoding: [0xf2,0x07,0x89,0xbf]
s_waitcnt lgkmcnt(0), expcnt(0), vmcnt(0)
// PRE11: s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0) ; encoding: [0x00,0x00,0x8c,0xbf]
// GFX11PLUS: s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0) ; encoding: [0x00,0x00,0x89,0xbf]

// Duplicates are accepted, the last one wins (plain and _sat write the same field).
s_waitcnt vmcnt(1) vmcnt(2)
// GFX6: s_waitcnt vmcnt(2)                      ; encoding: [0x72,0x0f,0x8c,0xbf]
// GFX8: s_waitcnt vmcnt(2)                      ; encoding: [0x72,0x0f,0x8c,0xbf]
// GFX9: s_waitcnt vmcnt(2)                      ; encoding: [0x72,0x0f,0x8c,0xbf]
// GFX10: s_waitcnt vmcnt(2)                      ; encoding: [0x72,0x3f,0x8c,0xbf]
// GFX11PLUS: s_waitcnt vmcnt(2)                      ; encoding: [0xf7,0x0b,0x89,0xbf]
s_waitcnt vmcnt(1) vmcnt_sat(2)
// GFX6: s_waitcnt vmcnt(2)                      ; encoding: [0x72,0x0f,0x8c,0xbf]
// GFX8: s_waitcnt vmcnt(2)                      ; encoding: [0x72,0x0f,0x8c,0xbf]
// GFX9: s_waitcnt vmcnt(2)                      ; encoding: [0x72,0x0f,0x8c,0xbf]
// GFX10: s_waitcnt vmcnt(2)                      ; encoding: [0x72,0x3f,0x8c,0xbf]
// GFX11PLUS: s_waitcnt vmcnt(2)                      ; encoding: [0xf7,0x0b,0x89,0xbf]
s_waitcnt vmcnt_sat(1000) vmcnt(3)
// GFX6: s_waitcnt vmcnt(3)                      ; encoding: [0x73,0x0f,0x8c,0xbf]
// GFX8: s_waitcnt vmcnt(3)                      ; encoding: [0x73,0x0f,0x8c,0xbf]
// GFX9: s_waitcnt vmcnt(3)                      ; encoding: [0x73,0x0f,0x8c,0xbf]
// GFX10: s_waitcnt vmcnt(3)                      ; encoding: [0x73,0x3f,0x8c,0xbf]
// GFX11PLUS: s_waitcnt vmcnt(3)                      ; encoding: [0xf7,0x0f,0x89,0xbf]
s_waitcnt vmcnt(1) lgkmcnt(2) expcnt(3) vmcnt(4)
// PRE11: s_waitcnt vmcnt(4) expcnt(3) lgkmcnt(2) ; encoding: [0x34,0x02,0x8c,0xbf]
// GFX11PLUS: s_waitcnt vmcnt(4) expcnt(3) lgkmcnt(2) ; encoding: [0x23,0x10,0x89,0xbf]
s_waitcnt expcnt(0) & expcnt(1) & expcnt(2)
// GFX6: s_waitcnt expcnt(2)                     ; encoding: [0x2f,0x0f,0x8c,0xbf]
// GFX8: s_waitcnt expcnt(2)                     ; encoding: [0x2f,0x0f,0x8c,0xbf]
// GFX9: s_waitcnt expcnt(2)                     ; encoding: [0x2f,0xcf,0x8c,0xbf]
// GFX10: s_waitcnt expcnt(2)                     ; encoding: [0x2f,0xff,0x8c,0xbf]
// GFX11PLUS: s_waitcnt expcnt(2)                     ; encoding: [0xf2,0xff,0x89,0xbf]
s_waitcnt lgkmcnt(5), lgkmcnt_sat(1000)
// GFX6: s_waitcnt vmcnt(15) expcnt(7) lgkmcnt(15) ; encoding: [0x7f,0x0f,0x8c,0xbf]
// GFX8: s_waitcnt vmcnt(15) expcnt(7) lgkmcnt(15) ; encoding: [0x7f,0x0f,0x8c,0xbf]
// GFX9: s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(15) ; encoding: [0x7f,0xcf,0x8c,0xbf]
// GFX10: s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(63) ; encoding: [0x7f,0xff,0x8c,0xbf]
// GFX11PLUS: s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(63) ; encoding: [0xf7,0xff,0x89,0xbf]

// Mnemonics are case-insensitive.
S_WAITCNT vmcnt(0)
// GFX6: s_waitcnt vmcnt(0)                      ; encoding: [0x70,0x0f,0x8c,0xbf]
// GFX8: s_waitcnt vmcnt(0)                      ; encoding: [0x70,0x0f,0x8c,0xbf]
// GFX9: s_waitcnt vmcnt(0)                      ; encoding: [0x70,0x0f,0x8c,0xbf]
// GFX10: s_waitcnt vmcnt(0)                      ; encoding: [0x70,0x3f,0x8c,0xbf]
// GFX11PLUS: s_waitcnt vmcnt(0)                      ; encoding: [0xf7,0x03,0x89,0xbf]
S_Waitcnt expcnt(0)
// GFX6: s_waitcnt expcnt(0)                     ; encoding: [0x0f,0x0f,0x8c,0xbf]
// GFX8: s_waitcnt expcnt(0)                     ; encoding: [0x0f,0x0f,0x8c,0xbf]
// GFX9: s_waitcnt expcnt(0)                     ; encoding: [0x0f,0xcf,0x8c,0xbf]
// GFX10: s_waitcnt expcnt(0)                     ; encoding: [0x0f,0xff,0x8c,0xbf]
// GFX11PLUS: s_waitcnt expcnt(0)                     ; encoding: [0xf0,0xff,0x89,0xbf]

// Numeric operand with a trailing comment.
s_waitcnt 0 // all counters zero
// PRE11: s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0) ; encoding: [0x00,0x00,0x8c,0xbf]
// GFX11PLUS: s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0) ; encoding: [0x00,0x00,0x89,0xbf]
s_waitcnt vmcnt(0) ; semicolon starts a comment
// GFX6: s_waitcnt vmcnt(0)                      ; encoding: [0x70,0x0f,0x8c,0xbf]
// GFX8: s_waitcnt vmcnt(0)                      ; encoding: [0x70,0x0f,0x8c,0xbf]
// GFX9: s_waitcnt vmcnt(0)                      ; encoding: [0x70,0x0f,0x8c,0xbf]
// GFX10: s_waitcnt vmcnt(0)                      ; encoding: [0x70,0x3f,0x8c,0xbf]
// GFX11PLUS: s_waitcnt vmcnt(0)                      ; encoding: [0xf7,0x03,0x89,0xbf]
