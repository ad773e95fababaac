#!/usr/bin/env python3
"""Writes a program with branches at the edges of the 16-bit offset: to
32767 words ahead and 32768 behind (fine), 32768 ahead and 32769 behind
(too far), and to labels that are never defined. For test/obj/branches-err.test.

usage: far-branches.py [ok]   (ok: the bad branches are s_nop 0 instead)"""
import sys
ok = len(sys.argv) > 1 and sys.argv[1] == 'ok'
first = [' s_branch nowhere', ' s_branch fwd_ok', ' s_cbranch_scc0 fwd_far']
last = [' s_branch back_ok', ' s_cbranch_execz back_far', ' s_branch nowhere',
        ' s_branch also_nowhere', ' s_endpgm']
total = 32776  # instructions
labels = {}
def at(name, index):
    labels.setdefault(index, []).append(name)
at('fwd_ok', 1 + 1 + 32767)
at('fwd_far', 2 + 1 + 32768)
back = total - len(last)
at('back_ok', back + 1 - 32768)
at('back_far', back + 1 + 1 - 32769)
lines = []
for k in range(total):
    for name in labels.get(k, []):
        lines.append(name + ':')
    if k < len(first):
        line = first[k]
    elif k >= back:
        line = last[k - back]
    else:
        line = ' s_nop 0'
    if ok and ('far' in line or 'nowhere' in line):
        line = ' s_nop 0'
    lines.append(line)
print('\n'.join(lines))
