// Variables ELF cannot express: llvm-mc's object writer rejects a value that
// keeps a subtracted symbol it cannot fold. It diagnoses the variables that
// have no section first, then the others in symbol table order (locals,
// then globals); a private (.L) variable is checked only when it has no
// section. The listing does not care. The ASM and CHECK lines are generated
// by utils/update-checks from llvm-mc 19.
// RUN: gfxas -triple=amdgcn -mcpu=gfx900 %s | FileCheck %s --check-prefix=ASM
// RUN: rm -f %t.o
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.o %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not ls %t.o
// CHECK: :[[@LINE+18]]:17: error: symbol 'u5' could not be evaluated in a subtraction expression{{$}}
// CHECK: :[[@LINE+9]]:18: error: symbol 'u4' could not be evaluated in a subtraction expression{{$}}
// CHECK: :[[@LINE+18]]:12: error: symbol 'here' could not be evaluated in a subtraction expression{{$}}
// CHECK: :[[@LINE+19]]:19: error: symbol 'u8' could not be evaluated in a subtraction expression{{$}}
// CHECK: :[[@LINE+4]]:11: error: symbol 'u2' could not be evaluated in a subtraction expression{{$}}

	.globl glob
// ASM: .globl	glob
glob = u1 - u2
// ASM-NEXT: .set glob, u1-u2
first_local = u3 - u4
// ASM-NEXT: .set first_local, u3-u4
here:
// ASM-NEXT: here:
	s_nop 0
// ASM-NEXT: s_nop 0
.Lprivate = u1 - u2         // private and absolute: not checked
// ASM-NEXT: .set .Lprivate, u1-u2
.Lnosection = 1 - u5        // private, but it has no section
// ASM-NEXT: .set .Lnosection, 1-u5
later = u6 - here           // a label cannot be subtracted from an undefined symbol
// ASM-NEXT: .set later, u6-here
paren = (u7 - u8) + 1       // at the first operator outside parentheses
// ASM-NEXT: .set paren, (u7-u8)+1
sum = here - here + u9      // folded, then rests on u9: fine, and not in the table
// ASM-NEXT: .set sum, (here-here)+u9
