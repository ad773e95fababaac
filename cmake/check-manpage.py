#!/usr/bin/env python3
"""check-manpage.py GFXAS MANPAGE: the man page's OPTIONS section and
`GFXAS --help` name the same options, and the same values of each option
that lists its values (-filetype=asm|words|bin|obj).

In --help, an option is a line `  -name...  - text` and a value is a line
`    =value  -   text`. In the man page, an option is the tag line of a .TP
paragraph in OPTIONS (`.B \\-\\-name` or `\\fB\\-\\-name\\fR=...`), and a
value is a tag in a nested .RS/.RE list under it. Options are compared
without their leading dashes (gfxas takes -name and --name alike)."""
import re
import subprocess
import sys


def help_options(gfxas):
    out = subprocess.run([gfxas, "--help"], check=True, capture_output=True,
                         text=True).stdout
    opts = {}
    current = None
    for line in out.splitlines():
        m = re.match(r"^  (-{1,2}[A-Za-z][\w-]*)", line)
        if m:
            current = m.group(1).lstrip("-")
            opts[current] = set()
            continue
        m = re.match(r"^    =([\w-]+)\s", line)
        if m and current is not None:
            opts[current].add(m.group(1))
    return opts


def man_options(path):
    text = open(path, encoding="utf-8").read()
    opts = {}
    section = None
    depth = 0
    tag_next = False
    current = None
    for line in text.splitlines():
        if line.startswith(".SH"):
            section = line[3:].strip().strip('"')
            continue
        if section != "OPTIONS":
            continue
        if line.startswith(".RS"):
            depth += 1
            continue
        if line.startswith(".RE"):
            depth -= 1
            continue
        if line.startswith(".TP"):
            tag_next = True
            continue
        if not tag_next:
            continue
        tag_next = False
        # Strip font escapes and macro names, turn \- into -.
        tag = re.sub(r"\\f[BIRP]", "", line)
        tag = re.sub(r"^\.(B|I|BI|IB|BR|RB|IR|RI)\s+", "", tag)
        tag = tag.replace("\\-", "-").strip().strip('"')
        if depth == 0:
            m = re.match(r"^(-{1,2}[A-Za-z][\w-]*)", tag)
            if not m:
                sys.exit(f"{path}: OPTIONS tag is not an option: {line}")
            current = m.group(1).lstrip("-")
            opts[current] = set()
        else:
            m = re.match(r"^([\w-]+)$", tag)
            if m and current is not None:
                opts[current].add(m.group(1))
    return opts


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    gfxas, manpage = sys.argv[1:]
    by_help = help_options(gfxas)
    by_man = man_options(manpage)
    if not by_help:
        sys.exit("no option found in --help")
    errors = []
    for o in sorted(set(by_help) - set(by_man)):
        errors.append(f"--{o} is in --help but not in {manpage}")
    for o in sorted(set(by_man) - set(by_help)):
        errors.append(f"--{o} is in {manpage} but not in --help")
    for o in sorted(set(by_help) & set(by_man)):
        for v in sorted(by_help[o] - by_man[o]):
            errors.append(f"--{o}={v} is in --help but not in {manpage}")
        for v in sorted(by_man[o] - by_help[o]):
            errors.append(f"--{o}={v} is in {manpage} but not in --help")
    for e in errors:
        print("error: " + e)
    if errors:
        return 1
    print(f"{len(by_help)} options, {sum(map(len, by_help.values()))} values:"
          " --help and the man page agree")
    return 0


if __name__ == "__main__":
    sys.exit(main())
