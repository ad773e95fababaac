#!/usr/bin/env python3
"""usage: each-cpu-triple.py LLVM-MC INPUT: assemble INPUT into an object with
gfxas and with llvm-mc and require identical bytes, for no -mcpu and every
processor 'LLVM-MC -triple=amdgcn -mcpu=help' lists, under amdhsa with each
code object version (4, 5, 6), amdpal and mesa3d; and on the processors with
xnack or sramecc, with each -mattr setting of them under amdhsa (the header's
OS/ABI, ABI version and e_flags differ by all of these)."""
import os, re, subprocess, sys, tempfile

llvm_mc, inp = sys.argv[1], sys.argv[2]
listing = subprocess.run([llvm_mc, "-triple=amdgcn", "-mcpu=help"],
                         capture_output=True, text=True)
text = listing.stdout + listing.stderr
cpus = re.findall(r"^\s+(\S+)\s+- Select the", text.split("Available features")[0], re.M)
triples = [["-triple=amdgcn-amd-amdhsa", "--amdhsa-code-object-version=%d" % v]
           for v in (4, 5, 6)]
triples += [["-triple=amdgcn-amd-amdpal"], ["-triple=amdgcn-mesa-mesa3d"]]
runs = [(t, cpu, "") for cpu in [""] + cpus for t in triples]
for cpu in ("gfx900", "gfx906", "gfx908", "gfx90a", "gfx940", "gfx1010",
            "gfx9-generic", "gfx10-1-generic"):
    for mattr in ("+xnack", "-xnack", "+sramecc", "-sramecc", "-xnack,+sramecc",
                  "+xnack,-sramecc"):
        for t in triples[:3]:
            runs.append((t, cpu, mattr))
bad = skipped = 0
with tempfile.TemporaryDirectory() as tmp:
    for t, cpu, mattr in runs:
        flags = t + ["-filetype=obj"] + (["-mcpu=" + cpu] if cpu else [])
        flags += ["-mattr=" + mattr] if mattr else []
        outs = []
        for tool in ("gfxas", llvm_mc):
            out = os.path.join(tmp, os.path.basename(tool) + ".o")
            r = subprocess.run([tool] + flags + ["-o", out, inp],
                               capture_output=True, text=True)
            # gfxas keeps a processor whose branches it pads (gfx1010 to
            # gfx1013) to .text.
            if tool == "gfxas" and "whose branches it pads" in r.stderr:
                break
            if r.returncode:
                sys.exit("%s failed: %s" % (tool, r.stderr))
            with open(out, "rb") as f:
                outs.append(f.read())
        if len(outs) < 2:
            skipped += 1
            continue
        if outs[0] != outs[1]:
            print("FAIL %s" % " ".join(flags))
            bad += 1
print("checked %d objects, %d failed (%d skipped: sections other than .text "
      "on gfx1010 to gfx1013)" % (len(runs) - skipped, bad, skipped))
sys.exit(1 if bad else 0)
