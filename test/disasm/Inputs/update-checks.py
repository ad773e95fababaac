#!/usr/bin/env python3
"""Writes the OUT and ERR lines of test/disasm/gfx6-7.test from llvm-mc 19.

(The disassembler tests llvm-mc can run, test/disasm/*.txt, are written by
utils/update-checks. This script stays for gfx6 and gfx7, which llvm-mc 19
cannot disassemble; it can also write a file for later generations.)

Each byte line of a test is followed by what llvm-mc prints for its words:
'# OUT-NEXT:' with the listing line, or '# ERR:' with the warning's line and
column. The processors are those of the file's '-mcpu=' RUN lines; every one
must give the same output.

llvm-mc 19 aborts when asked to disassemble for gfx6 and gfx7 ("Disassembly
not yet supported for subtarget"). For those processors the listing line is
what llvm-mc's printer makes of the same word when assembling it from its
plain value ('s_waitcnt 3952'), and a word that is none of the known
instructions gets the warning llvm-mc gives for it on later generations.

Usage: update-checks.py FILE.test... (files that name this script)
"""
import re
import subprocess
import sys
import tempfile

LLVM_MC = "/usr/lib/llvm-19/bin/llvm-mc"
NO_DISASSEMBLER = {"tahiti", "pitcairn", "verde", "oland", "hainan", "bonaire",
                   "kabini", "kaveri", "hawaii", "mullins", "gfx600", "gfx601",
                   "gfx602", "gfx700", "gfx701", "gfx702", "gfx703", "gfx704",
                   "gfx705"}
# SOPP words llvm-mc's printer is asked about on gfx6 and gfx7.
GFX6_MNEMONICS = {0xBF8C: "s_waitcnt", 0xBF90: "s_sendmsg",
                  0xBF91: "s_sendmsghalt", 0xBF80: "s_nop"}
GENERATED = re.compile(r"^# (OUT|ERR)")
TOKEN = re.compile(r"[^ \t,]+")


def byte_lines(lines):
    """(index, [(column, byte)]) of every line holding bytes."""
    for i, line in enumerate(lines):
        if line.strip() and not line.lstrip().startswith("#"):
            yield i, [(m.start() + 1, int(m.group(), 0))
                      for m in TOKEN.finditer(line)]


def run(args, text):
    with tempfile.NamedTemporaryFile("w", suffix=".txt") as f:
        f.write(text)
        f.flush()
        r = subprocess.run([LLVM_MC, "-triple=amdgcn"] + args + [f.name],
                           capture_output=True, text=True)
    return r.stdout.splitlines()[1:], r.stderr


def words_of(lines):
    for i, tokens in byte_lines(lines):
        assert len(tokens) % 4 == 0, f"line {i + 1}: not whole words"
        for w in range(0, len(tokens), 4):
            value = sum(b << (8 * k) for k, (_, b) in enumerate(tokens[w:w + 4]))
            yield i, tokens[w][0], value


def checks_from_disassembler(lines, cpu):
    out, err = run([f"-mcpu={cpu}", "-disassemble", "-show-encoding"],
                   "\n".join(lines) + "\n")
    warned = {(int(l), int(c)) for l, c in
              re.findall(r":(\d+):(\d+): warning: invalid instruction encoding",
                         err)}
    out = iter(out)
    for i, col, _ in words_of(lines):
        yield i, ("ERR", col) if (i + 1, col) in warned else ("OUT", next(out))


def checks_from_printer(lines, cpu):
    words = list(words_of(lines))
    asm = [f"{GFX6_MNEMONICS[w >> 16]} {w & 0xFFFF}" for _, _, w in words
           if w >> 16 in GFX6_MNEMONICS]
    out, err = run([f"-mcpu={cpu}", "-show-encoding"], "\n".join(asm) + "\n")
    assert not err, err
    out = iter(out)
    for i, col, w in words:
        yield i, ("OUT", next(out)) if w >> 16 in GFX6_MNEMONICS else ("ERR", col)


def render(lines, checks):
    by_line = {}
    for i, check in checks:
        by_line.setdefault(i, []).append(check)
    last_run = max(i for i, l in enumerate(lines) if l.startswith("# RUN:"))
    result = []
    for i, line in enumerate(lines):
        at = len(result)
        result.append(line)
        if i == last_run:
            result.append("# OUT:\t.text")
        found = by_line.get(i, [])
        result += [f"# OUT-NEXT:{text}" for kind, text in found
                   if kind == "OUT"]
        for kind, col in found:
            if kind == "ERR":
                result.append(f"# ERR: :[[@LINE-{len(result) - at}]]:{col}: "
                              "warning: invalid instruction encoding")
    return result


def update(path):
    lines = [l for l in open(path).read().splitlines()
             if not GENERATED.match(l)]
    if not any("update-checks.py" in l for l in lines):
        print(f"{path}: skipped, its checks are not generated")
        return
    cpus = [m for l in lines if l.startswith("# RUN:")
            for m in re.findall(r"-mcpu=(\S+)", l)]
    results = set()
    for cpu in cpus:
        make = checks_from_printer if cpu in NO_DISASSEMBLER else \
            checks_from_disassembler
        results.add("\n".join(render(lines, make(lines, cpu))))
    assert len(results) == 1, f"{path}: processors disagree: {cpus}"
    open(path, "w").write(results.pop() + "\n")


if __name__ == "__main__":
    for p in sys.argv[1:]:
        update(p)
