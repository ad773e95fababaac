// Sections other than .text, for test/obj/sections.test: data, labels and
// instructions in several sections, alignment, relocations within and
// across sections, symbols bound and typed in them, a SHT_NOBITS section.
  .text
  .globl kernel
  .type kernel,@function
kernel:
  s_getpc_b64 s[0:1]
  s_mov_b32 s2, table
  s_mov_b32 s3, table+8
  s_mov_b32 s4, counter
  s_branch far
  s_cbranch_scc0 .Lhere
.Lhere:
  s_endpgm
.Lkernel_end:
  .size kernel, .Lkernel_end-kernel

  .rodata
  .p2align 4
table:
  .long 1, 2, 3
  .quad kernel
  .long .Lhere
  .long .Lhere - kernel
  .short table_end - table
table_end:
.Lstr:
  .asciz "hello"
  .long .Lstr

  .data
  .globl counter
  .type counter,@object
counter:
  .long 0
  .long counter
  .long table
  .long ext_sym
  .long table - .
  .quad ext_sym - .
  .size counter, 8
  .p2align 3
  .fill 3, 2, 0x1234
  .zero 5

  .section .text.far,"ax",@progbits
  .p2align 8
far:
  s_nop 0
  s_branch kernel
  s_branch far
  s_mov_b32 s0, far
  .p2align 4

  .bss
  .p2align 6
  .globl buffer
buffer:
  .zero 100
  .size buffer, 100

  .pushsection .note.gfxas,"",@note
  .long 4, 0, 1
  .popsection
  .section .rodata.str1.1,"aMS",@progbits,1
  .asciz "merged"
  .previous
  .zero 4
  .text
  s_nop 1
  .section .comment,"MS",@progbits,1
  .asciz "gfxas"
