#!/usr/bin/env python3
"""usage: gen.py CASE OUT: writes the hostile input CASE to OUT.

The inputs are too large (or too binary) to keep in the repository; each is
generated the same way every time."""
import random
import sys

N = 100_000
M = 1_000_000


def lines(it):
    return ''.join(l + '\n' for l in it)


CASES = {
    # A 1 MiB comment, then a 1 MiB symbol name used forward and backward.
    'long-line': lambda: ('// ' + 'c' * (1 << 20) + '\n'
                          + 's_nop ' + 'n' * (1 << 20) + '\n'
                          + 'n' * (1 << 20) + ' = 7\n'
                          + 's_nop ' + 'n' * (1 << 20) + ' + 1\n'),
    # x = 1+1+...+1 with 100,000 terms, on one line.
    'terms': lambda: 'x = ' + '+'.join(['1'] * N) + '\ns_nop x - 99990\n',
    # 100,000 nested parentheses, and 100,000 unary minus signs.
    'nest-paren': lambda: 's_nop ' + '(' * N + '1' + ')' * N + '\n',
    'nest-unary': lambda: 'x = ' + '-' * N + '1\n',
    # Right at the limit, and one past it.
    'nest-1000': lambda: 's_nop ' + '(' * 1000 + '2' + ')' * 1000 + '\n',
    'nest-1001': lambda: 's_nop ' + '(' * 1001 + '2' + ')' * 1001 + '\n',
    # k100000 = k99999 + 1, ..., k1 = k0 + 1, k0 = 0: every reference is a
    # forward one; a use before and after. (Not s100000: in an operand, a
    # name spelled as a register is one, as in llvm-mc.)
    'chain-reverse': lambda: lines(
        ['s_nop k%d - 99990' % N]
        + ['k%d = k%d + 1' % (i, i - 1) for i in range(N, 0, -1)]
        + ['k0 = 0', 's_nop k%d - 99980' % N]),
    # c0 = c1 + 1, ..., c9999 = c0 + 1: a cycle of 10,000 symbols.
    'cycle': lambda: lines(['c%d = c%d + 1' % (i, (i + 1) % 10_000)
                            for i in range(10_000)] + ['s_nop c0']),
    # 1,000,000 distinct symbols, and one symbol redefined 1,000,000 times.
    'symbols': lambda: lines(['k%d = %d' % (i, i) for i in range(M)]
                             + ['s_nop k%d - %d' % (M - 1, M - 10)]),
    'redefine': lambda: lines(['s_nop x'] + ['x = %d' % i for i in range(M)]
                              + ['s_nop x - %d' % (M - 20)]),
    # 1,500 bad statements, and 1,500 redefinitions of a label (an error
    # found in the first pass).
    'errors': lambda: lines(['s_bogus %d' % i for i in range(1500)]),
    'labels': lambda: lines(['a:'] * 1501),
    # 1 MiB of random bytes, the way a binary given by mistake looks; with
    # no '"' or '/', which would start a string or comment that swallows
    # the rest, so that it holds far more than 1000 bad statements.
    'binary': lambda: random.Random(1).randbytes(1 << 20)
                            .replace(b'"', b' ').replace(b'/', b' '),
}

data = CASES[sys.argv[1]]()
with open(sys.argv[2], 'wb') as f:
    f.write(data if isinstance(data, bytes) else data.encode())
