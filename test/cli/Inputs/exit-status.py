#!/usr/bin/env python3
"""usage: exit-status.py N CMD ARGS...: run CMD, pass its stdout and stderr
through, and exit 0 exactly when CMD exited with status N (else 1)."""
import subprocess, sys
want = int(sys.argv[1])
p = subprocess.run(sys.argv[2:])
if p.returncode != want:
    sys.stderr.write(f"exit-status.py: expected exit status {want}, got {p.returncode}\n")
    sys.exit(1)
