// Values that keep a symbol's address: llvm-mc relocates a local label
// against the symbol of .text (with the label's offset in the bytes), and
// a global label or a symbol the file never defines against itself (with
// the addend in the bytes).
  s_nop 0
start:
  s_branch g // padded with an s_nop on gfx1010-gfx1013: the values follow
  s_mov_b32 s0, start - 4
  s_mov_b32 s1, start + 8
  s_mov_b32 s2, later - 8
  s_mov_b32 s3, g - 4
  s_mov_b32 s4, u - 4
  s_mov_b32 s5, u + 12
  s_mov_b32 s6, 4 + later - start + start
.set OFF, 16
.set OFF, 20
  .long start, later + 4, start + OFF, start - 2, later2 - start + later
  .long g, g + 3, u, u + 1, -1 + w
  .quad start, later + 8, g - 3, u + 5
  .p2align 2
later:
  s_mov_b32 s7, 1f - 4
  s_nop 0
1:
.globl g
g:
  .long 2f, 1b + 4
  s_endpgm
later2:
2:
.weak w
w:
  .4byte .L0 + 4, 4 - 4 + w
.L0:
// Variables resting on a label are expanded; a difference of labels is a
// constant.
x = start + 4
y = g + 1
z = later2 - start
  .long x, y + 2, start + z, x - start + later
  s_mov_b32 s8, x - 4
  s_mov_b32 s9, y - 4
// A global variable in .text is relocated against itself.
.globl gx
gx = later + 4
  .long gx, gx + 2
  s_mov_b32 s10, gx - 4
  s_mov_b32 s11, gx
// An undefined symbol less a label is relative to the value's place
// (R_AMDGPU_REL32, REL64); two labels cancel out even when global.
  .long u - start, u - later + 4, g - start
  .quad u - start + 1
// llvm-mc's AMDGPU writer takes a 1- or 2-byte value for a branch: its
// relocation is R_AMDGPU_REL16. (llvm-mc 19 hangs when an alignment
// follows such a value.)
  .byte start + 1, later
  .short start, g + 2, later2 + 1
