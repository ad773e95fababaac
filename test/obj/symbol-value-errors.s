// Variables ELF cannot express: llvm-mc's object writer rejects a value that
// keeps a subtracted symbol it cannot fold. It diagnoses the variables that
// have no section first, then the others in symbol table order (locals,
// then globals); a private (.L) variable is checked only when it has no
// section. The listing does not care. Every error below is llvm-mc 19's.
// RUN: gfxas -triple=amdgcn -mcpu=gfx900 %s | FileCheck %s --check-prefix=ASM
// RUN: rm -f %t.o
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.o %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not ls %t.o
// ASM: .set glob, u1-u2

// CHECK:      symbol-value-errors.s:[[@LINE+11]]:17: error: symbol 'u5' could not be evaluated in a subtraction expression
// CHECK:      symbol-value-errors.s:[[@LINE+6]]:18: error: symbol 'u4' could not be evaluated in a subtraction expression
// CHECK:      symbol-value-errors.s:[[@LINE+10]]:12: error: symbol 'here' could not be evaluated in a subtraction expression
// CHECK:      symbol-value-errors.s:[[@LINE+10]]:19: error: symbol 'u8' could not be evaluated in a subtraction expression
// CHECK:      symbol-value-errors.s:[[@LINE+2]]:11: error: symbol 'u2' could not be evaluated in a subtraction expression
	.globl glob
glob = u1 - u2
first_local = u3 - u4
here:
	s_nop 0
.Lprivate = u1 - u2         // private and absolute: not checked
.Lnosection = 1 - u5        // private, but it has no section
later = u6 - here           // a label cannot be subtracted from an undefined symbol
paren = (u7 - u8) + 1       // at the first operator outside parentheses
sum = here - here + u9      // folded, then rests on u9: fine, and not in the table
