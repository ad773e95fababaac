// Values and literals that keep an undefined symbol's address through a
// variable (test/obj/variable-relocations.test).
  .text
start:
  w = ext + 4
  .long w
  .quad w
  .long w - 8, 2 * 3 + w
  // A chain of variables.
  v = w + 1
  u = v - 3
  .long v, u
  .quad u
  // A variable defined after its use: the writer sees its value at the end.
  .long later
  s_mov_b32 s2, later
  // Literals: PC-relative (R_AMDGPU_REL32) unless a difference at the top
  // (R_AMDGPU_ABS32).
  s_mov_b32 s0, w
  s_add_u32 s0, s1, v
  s_mov_b32 s1, u - 2
  s_mov_b32 s3, v + 7
  // Less a label: relative to the value's own place.
  .long w - start
  .quad v - start
  // A variable on a label, and one defined after its use.
  lab = start + 8
  .long lab
  .long after
  s_mov_b32 s4, after
  s_mov_b32 s5, after - 1
  // On a global label, defined after its use: the variable itself is
  // local, so the literal is resolved, the value relocated against .text.
  s_mov_b32 s7, gafter
  .long gafter
  // Weak and global undefined symbols.
  .weak wk
  x = wk + 16
  .long x
  .globl gl
  y = 2 + gl
  .quad y
  s_mov_b32 s6, y
  // A constant redefined before the use of a variable resting on it.
  c = 3
  z = ext2 + c
  c = 5
  .long z
end:
later = ext3 - 12
after = end + 4
gafter = glab + 4
  .globl glab
glab:
  s_nop 0
