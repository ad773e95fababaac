// gfxas-only behaviour (EXTENSION): a forward reference in a SOPK operand
// whose value is out of range gets the error llvm-mc 19 gives for the same
// value written in place (the GFXAS lines, written by hand).
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1030 %s 2>&1 >/dev/null | FileCheck %s --check-prefixes=GFXAS-ERR --implicit-check-not=error:
// GFXAS-DEVIATION: forward reference in an operand, which llvm-mc rejects
s_movk_i32 s1, far
// GFXAS-ERR: :[[@LINE-1]]:16: error: invalid operand for instruction
// GFXAS-DEVIATION: forward reference in an operand, which llvm-mc rejects
s_getreg_b32 s1, hwreg(bad)
// GFXAS-ERR: :[[@LINE-1]]:24: error: invalid hardware register: only 6-bit values are legal
// GFXAS-DEVIATION: forward reference in an operand, which llvm-mc rejects
s_getreg_b32 s1, rawbad
// GFXAS-ERR: :[[@LINE-1]]:18: error: invalid immediate: only 16-bit values are legal
// GFXAS-DEVIATION: forward reference in an operand, which llvm-mc rejects
s_cmpk_eq_u32 s1, neg
// GFXAS-ERR: :[[@LINE-1]]:19: error: invalid operand for instruction
far = 0x10000
bad = 64
rawbad = 0x10000
neg = -1
