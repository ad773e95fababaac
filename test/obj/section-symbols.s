// Section names in an object: llvm-mc's writer makes .strtab and .symtab
// itself, so a file that defines either has its symbol refused, and a
// variable resting on the symbol of a section the file never entered
// (every predefined section but .text, or the writer's own while the file
// leaves it undefined) cannot be placed. Both are errors about the file as a whole, printed without a
// line, the writer's own sections first. The listing does not care. Every
// error below is llvm-mc 19's.
// RUN: gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s | FileCheck %s --check-prefix=ASM
// RUN: rm -f %t.o
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.o %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not ls %t.o
// CHECK:      <unknown>:0: error: invalid symbol redefinition
// CHECK-NEXT: <unknown>:0: error: Undefined section reference: on_data
// CHECK-NEXT: <unknown>:0: error: Undefined section reference: on_strtab
// CHECK-NEXT: <unknown>:0: error: Undefined section reference: past_bss
  s_nop 0
// ASM: s_nop 0
.symtab:
// ASM-NEXT: .symtab:
on_data = .data
// ASM-NEXT: .set on_data, .data
on_strtab = .strtab
// ASM-NEXT: .set on_strtab, .strtab
past_bss = .bss + 4
// ASM-NEXT: .set past_bss, .bss+4
// A name that is no section of llvm-mc's is an ordinary symbol.
on_comment = .comment
// ASM-NEXT: .set on_comment, .comment
