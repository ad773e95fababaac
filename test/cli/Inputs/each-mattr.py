#!/usr/bin/env python3
"""usage: each-mattr.py LLVM-MC INPUT: for the processors of CPUS and each
-mattr list of MATTRS, require what
gfxas and llvm-mc print (listing and diagnostics, llvm-mc's warnings about
the list among them), their exit status and, for an object, its bytes (the
xnack and sramecc bits of e_flags) to be the same; and when disassembling,
the same warnings about the list."""
import os, subprocess, sys, tempfile

MATTRS = [
    "+wavefrontsize32", "+wavefrontsize64", "-wavefrontsize32",
    "-wavefrontsize64", "+wavefrontsize32,+wavefrontsize64",
    "+WavefrontSize64", "wavefrontsize32", "+xnack", "-xnack", "+sramecc",
    "-sramecc", "+xnack,-xnack", "-sramecc,+sramecc", "+xnack,+sramecc",
    "-xnack,-sramecc", "+foo", "+foo,-bar,+xnack", " +xnack", "+", ",,",
    "++xnack", "XNACK,-SRAMECC", "-wavefrontsize64,+wavefrontsize32",
    "+wavefrontsize32,-wavefrontsize32,-wavefrontsize64",
]

llvm_mc, inp = sys.argv[1], sys.argv[2]
# No -mcpu, and processors of every generation with and without xnack and
# sramecc (test/obj/all-cpus.test checks every processor's defaults).
CPUS = ["tahiti", "bonaire", "carrizo", "tonga", "gfx900", "gfx906", "gfx90a",
        "gfx940", "gfx1010", "gfx1030", "gfx1100", "gfx1150", "gfx1200"]
# llvm-mc 19 cannot disassemble for gfx6 and gfx7 (gfxas can).
NO_DISASSEMBLER = {"", "tahiti", "bonaire"}
bad = checked = 0
with tempfile.TemporaryDirectory() as tmp:
    disasm = os.path.join(tmp, "words.txt")
    with open(disasm, "w") as f:
        f.write("0x00,0x00,0x80,0xbf\n")
    for cpu in [""] + CPUS:
        for mattr in MATTRS:
            base = ["-triple=amdgcn", "-mattr=" + mattr] + \
                (["-mcpu=" + cpu] if cpu else [])
            runs = [("asm", ["-show-encoding", inp]),
                    ("obj", ["-filetype=obj", "-o", "OUT", inp]),
                    ("disassemble", ["-disassemble", disasm])]
            for kind, args in runs:
                if kind == "disassemble" and cpu in NO_DISASSEMBLER:
                    continue
                results = []
                for tool in ("gfxas", llvm_mc):
                    out = os.path.join(tmp, os.path.basename(tool) + ".o")
                    flags = [out if a == "OUT" else a for a in args]
                    if tool == "gfxas" and kind == "disassemble":
                        flags[0] = "--disassemble"
                    r = subprocess.run([tool] + base + flags,
                                       capture_output=True, text=True)
                    data = b""
                    if kind == "obj" and r.returncode == 0:
                        with open(out, "rb") as f:
                            data = f.read()
                    results.append((r.returncode, r.stdout,
                                    r.stderr.replace(tool, "TOOL"), data))
                checked += 1
                if results[0] != results[1]:
                    print("FAIL -mcpu=%s -mattr='%s' (%s)" % (cpu, mattr, kind))
                    bad += 1
print("checked %d runs, %d failed" % (checked, bad))
sys.exit(1 if bad else 0)
