// Found by the layout differential (issue 28): llvm-mc's ELF writer keeps
// the symbol of a relocation (ELFObjectWriter::shouldRelocateWithSymbol)
// for a label in a TLS section, and for one in a mergeable section with an
// addend, instead of relocating against the section; the label then enters
// the symbol table even when private; llvm-mc's label of a '.' enters it
// nameless, as GNU as's ".L0 " (that of "N:" by its name). A label in a TLS
// section is of type STT_TLS (MCELFStreamer::emitLabel). gfxas's object is
// llvm-mc's, byte for byte.
// RUN: gfxas -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.o %s
// RUN: %llvm-mc -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.ref.o %s
// RUN: cmp %t.o %t.ref.o
// RUN: llvm-readelf -s -r %t.o | FileCheck %s --check-prefix=OBJ
// OBJ-DAG: R_AMDGPU_ABS32 {{0+}}8 tls
// OBJ-DAG: R_AMDGPU_ABS32 {{0+}}0 .Lprivate_tls
// OBJ-DAG: R_AMDGPU_ABS32 {{0+}}0 .Lmerged
// OBJ-DAG: R_AMDGPU_ABS32 {{0+}}4 .L0
// OBJ-DAG: R_AMDGPU_REL32 {{0+}}0 .Lmerged
// OBJ-DAG: 0000000000000008 0 TLS LOCAL DEFAULT {{[0-9]+}} tls
// OBJ-DAG: 0000000000000000 0 TLS LOCAL DEFAULT {{[0-9]+}} .Lprivate_tls
// OBJ-DAG: 0000000000000000 0 NOTYPE LOCAL DEFAULT {{[0-9]+}} .Lmerged

.tdata
.Lprivate_tls:
.long 0, 0
.type tls, @object
tls:
.long 0
.section .rodata.m, "aM", @progbits, 4
.Lmerged:
.long 1
.long . - 4
.data
.long tls, .Lprivate_tls + 4, .Lmerged + 4, .Lmerged
.text
s_mov_b32 s0, .Lmerged + 4
