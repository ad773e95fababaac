#!/usr/bin/env python3
"""usage: run-limited.py [--unprivileged] [--max-file-size BYTES] CMD ARGS...

Runs CMD and exits with its status. --unprivileged runs it as nobody when
this script runs as root (root reads any file, so a test of an unreadable
file needs another user). --max-file-size makes writes past BYTES fail with
EFBIG ("File too large") instead of killing the process, the way a full
disk makes a write fail."""
import os
import resource
import signal
import subprocess
import sys

args = sys.argv[1:]
unprivileged = False
max_size = None
while args and args[0].startswith('--'):
    if args[0] == '--unprivileged':
        unprivileged = True
        args = args[1:]
    elif args[0] == '--max-file-size':
        max_size = int(args[1])
        args = args[2:]
    else:
        sys.exit('run-limited.py: unknown option ' + args[0])


def limit():
    if max_size is not None:
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (max_size, max_size))
    if unprivileged and os.geteuid() == 0:
        os.setgroups([])
        os.setgid(65534)
        os.setuid(65534)


sys.exit(subprocess.run(args, preexec_fn=limit).returncode)
