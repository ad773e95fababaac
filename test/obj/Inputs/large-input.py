#!/usr/bin/env python3
"""Writes a file of a few hundred KiB for the tests of large inputs (the
write-behind listing, a reader that goes away): runs of lines that need no
symbol, broken by every other kind of line.

usage: large-input.py CPU [forward|error]"""
import random
import sys

cpu = sys.argv[1]
mode = sys.argv[2] if len(sys.argv) > 2 else ''
gfx11 = cpu.startswith('gfx11') or cpu.startswith('gfx12')
r = random.Random(cpu + mode)
plain = ['  s_waitcnt 0', '  s_waitcnt vmcnt(0) lgkmcnt(1)', '\ts_waitcnt expcnt(2)',
         '  s_nop 3', 's_nop 0   ; pad', '  s_waitcnt lgkmcnt(3) // wait',
         '  s_sendmsg sendmsg(MSG_INTERRUPT)', '// a comment line',
         '; another comment', '  s_waitcnt vmcnt(1)\r', '  S_NOP 2',
         '  s_nop 7' + ' ' * 100 + '; a line longer than the memo keeps']
if gfx11:
    plain += ['  s_delay_alu instid0(VALU_DEP_1)',
              '  s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(SALU_CYCLE_1)',
              '  s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)']
else:
    plain += ['  s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, 2)']
lines = []
label = 0
defined = False
for i in range(14000):
    k = r.random()
    if k < 0.03:
        lines.append('L%d:' % label)
        label += 1
    elif k < 0.06:
        lines.append('v = %d' % r.randrange(4))
        defined = True
    elif k < 0.07 and defined:
        lines.append('  s_waitcnt vmcnt(v)')
    elif k < 0.075:
        lines.append('')
    elif k < 0.08:
        # Lines the statement cache never keeps (block comments, labels,
        # directives) between the ones it does.
        lines.append(r.choice(['  s_nop 0x1', '.globl L0', '  s_nop (1 + 1)',
                               '/* a block\n  s_nop 5\n */ s_nop 4',
                               '  s_nop 1 /* x */', '1:', '  s_nop 0b11']))
    elif k < 0.083:
        lines.append('M%d: s_nop 2' % i)
    else:
        lines.append(r.choice(plain))
    if mode == 'error' and i == 9000:
        lines.append('  s_waitcnt vmcnt(99999)')
    if mode == 'forward' and i == 9000:
        lines.append('  s_nop later')
if mode == 'forward':
    lines.append('later = 3')
sys.stdout.write('\n'.join(lines) + '\n')
