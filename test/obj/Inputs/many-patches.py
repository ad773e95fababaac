#!/usr/bin/env python3
"""Writes a program whose .text, some 200 KiB, is patched all over at the
end: branches to labels before and after them (a few words apart, and
blocks apart), literals of labels defined later and `.long` words of a
label's address, and a `.p2align 8` that moves .text past the ELF header.
For test/obj/many-patches.test.

usage: many-patches.py"""
lines = ['.text', 'start:', ' s_nop 0', '.p2align 8']
for k in range(6000):
    lines.append('L%d:' % k)
    lines.append(' s_add_u32 s1, s2, %d' % (k * 3 % 1000))
    if k % 7 == 0:
        lines.append(' s_cbranch_scc0 L%d' % max(0, k - 5000))
    if k % 5 == 0:
        lines.append(' s_branch L%d' % (k + 3))
    if k % 11 == 0:
        lines.append(' s_mov_b32 s3, L%d' % (k + 2000))
    if k % 13 == 0:
        lines.append(' .long L%d, start + 4' % (k + 1))
for k in range(6000, 8003):
    lines.append('L%d:' % k)
    lines.append(' s_endpgm')
print('\n'.join(lines))
