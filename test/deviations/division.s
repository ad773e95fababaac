// gfxas-only behaviour (DEVIATION): division or remainder by zero, INT64_MIN / -1,
// INT64_MIN % -1 and shift counts outside [0, 63] are errors in gfxas.
// (llvm-mc leaves x/0 unresolved, crashes on INT64_MIN / -1 and masks shift
// counts to 6 bits.) In an assignment the error is at the operator; in an
// operand it is llvm-mc's operand error at llvm-mc's column plus a note at the
// operator. Written by hand from the gfxas specification.
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 %s 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR --implicit-check-not=error:
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s | FileCheck %s --check-prefix=OUT --match-full-lines
// OUT: .text
r1 = 1 / 0
// ERR: :[[@LINE-1]]:8: error: division by zero
// ERR-NEXT: r1 = 1 / 0
// ERR-NEXT: ^
r2 = 5 % 0
// ERR: :[[@LINE-1]]:8: error: remainder by zero
r3 = 8 / 2 / (1 - 1)
// ERR: :[[@LINE-1]]:12: error: division by zero
r4 = -9223372036854775808 / -1
// ERR: :[[@LINE-1]]:27: error: signed division overflow
r5 = 0x8000000000000000 % -1
// ERR: :[[@LINE-1]]:25: error: signed division overflow
s1 = 1 << 64
// ERR: :[[@LINE-1]]:8: error: shift amount 64 is out of range [0, 63]
s2 = 1 >> -1
// ERR: :[[@LINE-1]]:8: error: shift amount -1 is out of range [0, 63]
s3 = 1 << 65
// ERR: :[[@LINE-1]]:8: error: shift amount 65 is out of range [0, 63]
s4 = 5 >> 100
// ERR: :[[@LINE-1]]:8: error: shift amount 100 is out of range [0, 63]
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
s_sendmsg 1 / 0
// ERR: :[[@LINE-1]]:11: error: expected a sendmsg macro or an absolute expression
// ERR: :[[@LINE-2]]:13: note: division by zero
s_waitcnt 4 % 0
// ERR: :[[@LINE-1]]:11: error: expected absolute expression
// ERR: :[[@LINE-2]]:13: note: remainder by zero
s_waitcnt vmcnt(1 / 0)
// ERR: :[[@LINE-1]]:17: error: expected absolute expression
// ERR: :[[@LINE-2]]:19: note: division by zero
s_sendmsg sendmsg(2, 1, 1 % 0)
// ERR: :[[@LINE-1]]:25: error: expected absolute expression
// ERR: :[[@LINE-2]]:27: note: remainder by zero
s_sendmsg 1 << 64
// ERR: :[[@LINE-1]]:11: error: expected a sendmsg macro or an absolute expression
// ERR: :[[@LINE-2]]:13: note: shift amount 64 is out of range [0, 63]
s_waitcnt 1 >> -2
// ERR: :[[@LINE-1]]:11: error: expected absolute expression
// ERR: :[[@LINE-2]]:13: note: shift amount -2 is out of range [0, 63]
s_sendmsg -9223372036854775808 / -1
// ERR: :[[@LINE-1]]:11: error: expected a sendmsg macro or an absolute expression
// ERR: :[[@LINE-2]]:32: note: signed division overflow
// A symbol whose value is a division by zero.
z = 0
// OUT-NEXT: .set z, 0
s_sendmsg 4 / z
// ERR: :[[@LINE-1]]:11: error: expected a sendmsg macro or an absolute expression
// ERR: :[[@LINE-2]]:13: note: division by zero
end = 1
// OUT-NEXT: .set end, 1
