#!/usr/bin/env python3
"""Prints a file whose branches llvm-mc's object writer pads with s_nop 0 on
the processors with the offset-0x3f bug (gfx1010 to gfx1013), each case
where the comment before it says."""

def nops(n):
    return ['  s_nop 1'] * n

lines = []
out = lines.extend

# A global and a weak label: relocated branches, always padded; SOPK's
# s_call_b64 never is.
out(['  .globl g', '  .weak w', 'g:', '  s_branch g', 'w:',
     '  s_cbranch_vccz w', '  s_call_b64 s[0:1], g', '  s_cbranch_execz g'])
# Forward: 0x3f words past the next instruction is padded (and becomes
# 0x40); 0x3e and 0x40 are not.
out(['  s_branch f3f'] + nops(63) + ['f3f:'])
out(['  s_cbranch_scc1 f3e'] + nops(62) + ['f3e:'])
out(['  s_cbranch_scc0 f40'] + nops(64) + ['f40:'])
# Backward: -0x3f is not padded.
out(['b3f:'] + nops(62) + ['  s_branch b3f'])
# A numeric label 0x3f words ahead.
out(['  s_cbranch_execnz 1f'] + nops(63) + ['1:'])
# A chain, one round each: the third branch is padded, which brings the
# second to 0x3f, whose padding brings the first to 0x3f.
out(['  s_branch c3', '  s_branch c1', '  s_cbranch_scc0 c2'] + nops(59)
    + ['c3:'] + nops(2) + ['c1:'] + nops(2) + ['c2:'])
# A global branch brings a later branch's target to 0x3f.
out(['  s_branch d1', '  s_branch g'] + nops(61) + ['d1:'])
# llvm-mc decides each round from the layout it started with: the global
# branch's padding moves the second branch past an alignment that then
# absorbs it, but that round already saw the target 0x3f words away.
out(['  .p2align 3', '  s_branch g', '  s_nop 2', '  s_branch j1']
    + nops(62) + ['  .p2align 3', 'j1:'])
# Alignments after padded branches pad anew, with and without a maximum,
# in code and with a fill byte.
out(['  s_branch g', '  .p2align 4', 'a1:', '  s_branch g',
     '  .p2align 5, 0, 12', 'a2:', '  s_branch g', '  .balign 16, 0x5a',
     'a3:'])
# Unaligned: a distance of 257 bytes is 0x3f words, as llvm-mc truncates.
# (.short realigns: llvm-mc 19 hangs on a code alignment that needs bytes
# short of a word.)
out(['  .byte 7', '  s_branch u1'] + nops(63) + ['  .byte 1', 'u1:',
     '  .short 0'])
# Values and literals after padded branches see the padded layout.
out(['s:', '  s_branch g', '  s_cbranch_scc0 f3f', 'e:', '  .long e - s',
     '  .short e - g', '  .byte e - s', '  .byte 0', '  s_add_u32 s1, s1, e - s',
     '  s_mov_b32 s2, there', '  s_branch g', 'there:', '  s_endpgm'])

print('\n'.join(lines))
