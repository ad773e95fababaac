// Variables resting on labels outside .text, in data values and literals.
.data
.long 0
L2:
c1 = L2
c2 = c1 + 3
.quad c1
.quad c2+1
.L3:
c3 = .L3 + 4
.quad c3
.section .x,"aw"
.long c2
s_mov_b32 s0, c2
s_mov_b32 s0, c2+5
s_mov_b32 s0, c1
.text
s_mov_b32 s0, c3
