#!/usr/bin/env python3
"""Prints 5,000 lines with an error each: half a megabyte of diagnostics,
more than a pipe holds."""
for i in range(5000):
    print('  s_waitcnt bogus%d(1)' % i)
