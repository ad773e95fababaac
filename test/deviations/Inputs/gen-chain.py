#!/usr/bin/env python3
"""Write a chain of N assignments a0 = (a1 + 1) & 255, ..., aN = 0 to stdout.
reverse: 's_sendmsg a0' first, so every reference is a forward reference.
forward: the assignments first (each one lazily refers to the next symbol), the
         use 's_sendmsg a0' at the end.
a0 is N mod 256 (160 for N = 100000)."""
import sys
mode, n = sys.argv[1], int(sys.argv[2])
out = []
if mode == "reverse":
    out.append("s_sendmsg a0")
for i in range(n):
    out.append(f"a{i} = (a{i + 1} + 1) & 255")
out.append(f"a{n} = 0")
if mode == "forward":
    out.append("s_sendmsg a0")
sys.stdout.write("\n".join(out) + "\n")
