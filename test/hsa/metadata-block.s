// How llvm-mc 19 reads an .amdgpu_metadata block under amdhsa: the text of
// each statement up to its end (a comment ends it, and a line of a comment
// alone is an empty one) up to .end_amdgpu_metadata, written first on its
// line; the rest of that line is a statement of its own. The note goes to
// .note where the block stands, without changing the current or the
// previous section, and each block adds one. The check lines are generated
// by utils/update-checks.
// RUN: gfxas -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -show-encoding %s 2>/dev/null | FileCheck %s --match-full-lines --strict-whitespace
// RUN: gfxas -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -filetype=obj -o %t.o %s
// RUN: %llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -filetype=obj -o %t.ref.o %s
// RUN: cmp %t.o %t.ref.o
// RUN: llvm-readelf -S --notes %t.o | FileCheck %s --check-prefix=NOTES
// CHECK:	.text
// CHECK-NEXT:	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
// NOTES: .text PROGBITS
// NOTES-NEXT: .data PROGBITS
// NOTES-NEXT: .note NOTE {{.*}} A 0 0 4
// NOTES: AMDGPU 0x00000023 NT_AMDGPU_METADATA (AMDGPU Metadata)
// NOTES: AMDGPU 0x00000023 NT_AMDGPU_METADATA (AMDGPU Metadata)
	.text
	s_endpgm
// CHECK-NEXT:	s_endpgm                                ; encoding: [0x00,0x00,0x81,0xbf]
	.data
// CHECK-NEXT:	.data
	.long 1
// CHECK-NEXT:	.long	1
	.text
// CHECK-NEXT:	.text
	.amdgpu_metadata ; the rest of the line is the block's
---
# a YAML comment
amdhsa.kernels: [ ] ; a comment ends the statement
  ; a line that is a comment
amdhsa.version: [1, 2]
...
	.end_amdgpu_metadata s_nop 1
// CHECK-NEXT:	.amdgpu_metadata
// CHECK-NEXT:---
// CHECK-NEXT:amdhsa.kernels:  []
// CHECK-NEXT:amdhsa.version:
// CHECK-NEXT:  - 1
// CHECK-NEXT:  - 2
// CHECK-NEXT:...
// CHECK-EMPTY:
// CHECK-NEXT:	.end_amdgpu_metadata
// CHECK-NEXT:	s_nop 1                                 ; encoding: [0x01,0x00,0x80,0xbf]
	.previous
// CHECK-NEXT:	.data
// CHECK-EMPTY:
	.long 2
// CHECK-NEXT:	.long	2
	.amdgpu_metadata
---
amdhsa.version:
  - 1
  - 1
amdhsa.kernels:  []
...
.end_amdgpu_metadata ; a comment
// CHECK-NEXT:	.amdgpu_metadata
// CHECK-NEXT:---
// CHECK-NEXT:amdhsa.kernels:  []
// CHECK-NEXT:amdhsa.version:
// CHECK-NEXT:  - 1
// CHECK-NEXT:  - 1
// CHECK-NEXT:...
// CHECK-EMPTY:
// CHECK-NEXT:	.end_amdgpu_metadata
	s_nop 2
// CHECK-NEXT:	s_nop 2                                 ; encoding: [0x02,0x00,0x80,0xbf]
