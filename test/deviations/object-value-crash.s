// gfxas-only behaviour (DEVIATION): a variable whose value is a label put
// through anything but + and - has no value in an object. llvm-mc prints
// "expression could not be evaluated" for the first such variable and then
// crashes ("LLVM ERROR: unable to evaluate offset for variable"); gfxas
// reports every one, at llvm-mc's column, writes no object and exits 1.
// A variable that only refers to one of them (b below) crashes llvm-mc
// without a message; gfxas reports it too. The listing is unaffected.
// RUN: gfxas -triple=amdgcn -mcpu=gfx900 %s | FileCheck %s --check-prefix=ASM
// RUN: rm -f %t.o
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.o %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not ls %t.o
// ASM: .set c, l1*2
l1:
	s_nop 0
c = l1 * 2
// CHECK: object-value-crash.s:[[@LINE-1]]:8: error: expression could not be evaluated
b = c + 1
// CHECK: object-value-crash.s:[[@LINE-1]]:7: error: expression could not be evaluated
i = l1 + l1
// CHECK: object-value-crash.s:[[@LINE-1]]:8: error: expression could not be evaluated
m = -l1
// CHECK: object-value-crash.s:[[@LINE-1]]:5: error: expression could not be evaluated
.set q, 1 + (l1 / 1)
// CHECK: object-value-crash.s:[[@LINE-1]]:11: error: expression could not be evaluated
.Lhidden = l1 * 3            // private: never checked, as in llvm-mc
ok = l1 - 4 + 8              // fine: a label plus a constant
