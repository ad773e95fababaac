#!/usr/bin/env python3
"""usage: each-cpu.py INPUT CPU...: run 'gfxas -mcpu=CPU -show-encoding INPUT'
for every CPU and require exit status 0, an empty stderr and an s_sendmsg line."""
import subprocess, sys
inp, cpus = sys.argv[1], sys.argv[2:]
bad = 0
for cpu in cpus:
    p = subprocess.run(["gfxas", "-triple=amdgcn", "-mcpu=" + cpu, "-show-encoding", inp],
                       capture_output=True, text=True)
    if p.returncode != 0 or p.stderr or "s_sendmsg sendmsg(MSG_INTERRUPT)" not in p.stdout:
        print(f"FAIL {cpu}: exit {p.returncode}, stderr {p.stderr!r}")
        bad += 1
print(f"checked {len(cpus)} CPUs, {bad} failed")
sys.exit(1 if bad else 0)
