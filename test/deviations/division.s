// gfxas-only behaviour (DEVIATION): division or remainder by zero, INT64_MIN / -1,
// INT64_MIN % -1 and shift counts outside [0, 63] are errors in gfxas.
// (llvm-mc leaves x/0 unresolved, crashes on INT64_MIN / -1 and masks shift
// counts to 6 bits.) In an assignment the error is at the operator; in an
// operand it is llvm-mc's operand error at llvm-mc's column plus a note at the
// operator. The lines marked GFXAS-DEVIATION and their GFXAS-ERR lines are
// written by hand from the gfxas specification; the OUT lines are generated
// by utils/update-checks from llvm-mc 19 (which never sees the marked lines).
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 %s 2>&1 >/dev/null | FileCheck %s --check-prefix=GFXAS-ERR --implicit-check-not=error:
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s | FileCheck %s --check-prefix=OUT --match-full-lines
// OUT: .text
// GFXAS-DEVIATION: an error in gfxas, see above
r1 = 1 / 0
// GFXAS-ERR: :[[@LINE-1]]:8: error: division by zero
// GFXAS-ERR-NEXT: r1 = 1 / 0
// GFXAS-ERR-NEXT: ^
// GFXAS-DEVIATION: an error in gfxas, see above
r2 = 5 % 0
// GFXAS-ERR: :[[@LINE-1]]:8: error: remainder by zero
// GFXAS-DEVIATION: an error in gfxas, see above
r3 = 8 / 2 / (1 - 1)
// GFXAS-ERR: :[[@LINE-1]]:12: error: division by zero
// GFXAS-DEVIATION: an error in gfxas, see above
r4 = -9223372036854775808 / -1
// GFXAS-ERR: :[[@LINE-1]]:27: error: signed division overflow
// GFXAS-DEVIATION: an error in gfxas, see above
r5 = 0x8000000000000000 % -1
// GFXAS-ERR: :[[@LINE-1]]:25: error: signed division overflow
// GFXAS-DEVIATION: an error in gfxas, see above
s1 = 1 << 64
// GFXAS-ERR: :[[@LINE-1]]:8: error: shift amount 64 is out of range [0, 63]
// GFXAS-DEVIATION: an error in gfxas, see above
s2 = 1 >> -1
// GFXAS-ERR: :[[@LINE-1]]:8: error: shift amount -1 is out of range [0, 63]
// GFXAS-DEVIATION: an error in gfxas, see above
s3 = 1 << 65
// GFXAS-ERR: :[[@LINE-1]]:8: error: shift amount 65 is out of range [0, 63]
// GFXAS-DEVIATION: an error in gfxas, see above
s4 = 5 >> 100
// GFXAS-ERR: :[[@LINE-1]]:8: error: shift amount 100 is out of range [0, 63]
// In range: no error.
ok1 = 1 << 63
// OUT-NEXT: .set ok1, -9223372036854775808
ok2 = -1 >> 0
// OUT-NEXT: .set ok2, -1
ok3 = -9223372036854775808 / 1
// OUT-NEXT: .set ok3, -9223372036854775808
ok4 = 7 % -1
// OUT-NEXT: .set ok4, 0
// Instruction operands: llvm-mc's operand message, then a note at the operator.
// GFXAS-DEVIATION: an error in gfxas, see above
s_sendmsg 1 / 0
// GFXAS-ERR: :[[@LINE-1]]:11: error: expected a sendmsg macro or an absolute expression
// GFXAS-ERR: :[[@LINE-2]]:13: note: division by zero
// GFXAS-DEVIATION: an error in gfxas, see above
s_waitcnt 4 % 0
// GFXAS-ERR: :[[@LINE-1]]:11: error: expected absolute expression
// GFXAS-ERR: :[[@LINE-2]]:13: note: remainder by zero
// GFXAS-DEVIATION: an error in gfxas, see above
s_waitcnt vmcnt(1 / 0)
// GFXAS-ERR: :[[@LINE-1]]:17: error: expected absolute expression
// GFXAS-ERR: :[[@LINE-2]]:19: note: division by zero
// GFXAS-DEVIATION: an error in gfxas, see above
s_sendmsg sendmsg(2, 1, 1 % 0)
// GFXAS-ERR: :[[@LINE-1]]:25: error: expected absolute expression
// GFXAS-ERR: :[[@LINE-2]]:27: note: remainder by zero
// GFXAS-DEVIATION: an error in gfxas, see above
s_sendmsg 1 << 64
// GFXAS-ERR: :[[@LINE-1]]:11: error: expected a sendmsg macro or an absolute expression
// GFXAS-ERR: :[[@LINE-2]]:13: note: shift amount 64 is out of range [0, 63]
// GFXAS-DEVIATION: an error in gfxas, see above
s_waitcnt 1 >> -2
// GFXAS-ERR: :[[@LINE-1]]:11: error: expected absolute expression
// GFXAS-ERR: :[[@LINE-2]]:13: note: shift amount -2 is out of range [0, 63]
// GFXAS-DEVIATION: an error in gfxas, see above
s_sendmsg -9223372036854775808 / -1
// GFXAS-ERR: :[[@LINE-1]]:11: error: expected a sendmsg macro or an absolute expression
// GFXAS-ERR: :[[@LINE-2]]:32: note: signed division overflow
// A symbol whose value is a division by zero.
z = 0
// OUT-NEXT: .set z, 0
// GFXAS-DEVIATION: an error in gfxas, see above
s_sendmsg 4 / z
// GFXAS-ERR: :[[@LINE-1]]:11: error: expected a sendmsg macro or an absolute expression
// GFXAS-ERR: :[[@LINE-2]]:13: note: division by zero
end = 1
// OUT-NEXT: .set end, 1
