#!/usr/bin/env python3
"""usage: each-cpu-obj.py LLVM-MC INPUT: for no -mcpu and every processor
'LLVM-MC -triple=amdgcn -mcpu=help' lists, assemble INPUT into an object with
gfxas and with llvm-mc and require identical bytes (e_flags differ by CPU)."""
import os, re, subprocess, sys, tempfile

llvm_mc, inp = sys.argv[1], sys.argv[2]
listing = subprocess.run([llvm_mc, "-triple=amdgcn", "-mcpu=help"],
                         capture_output=True, text=True)
text = listing.stdout + listing.stderr
cpus = re.findall(r"^\s+(\S+)\s+- Select the", text.split("Available features")[0], re.M)
bad = 0
with tempfile.TemporaryDirectory() as tmp:
    for cpu in [""] + cpus:
        flags = ["-triple=amdgcn", "-filetype=obj"] + (["-mcpu=" + cpu] if cpu else [])
        outs = []
        for tool in ("gfxas", llvm_mc):
            out = os.path.join(tmp, os.path.basename(tool) + ".o")
            subprocess.run([tool] + flags + ["-o", out, inp], check=True)
            with open(out, "rb") as f:
                outs.append(f.read())
        if outs[0] != outs[1]:
            print("FAIL %s" % (cpu or "(no -mcpu)"))
            bad += 1
print("checked %d CPUs and no -mcpu, %d failed" % (len(cpus), bad))
sys.exit(1 if bad else 0)
