#!/usr/bin/env python3
"""usage: run-limited.py [--unprivileged] [--max-file-size BYTES] CMD ARGS...

Runs CMD and exits with its status. --unprivileged runs it as nobody (uid
and gid 65534) when this script runs as root: root reads any file, so a
test of an unreadable file needs another user. That user may not be able
to reach the checkout, which is often in a private directory (a clone in
/root, mode 0700, as root in a container), so the script first copies CMD
(found through PATH) and every argument that names an existing file, mode
bits kept, into a fresh directory that anyone may enter, made under /tmp,
runs the copies from there and removes the directory afterwards: the
result does not depend on where the checkout lies. Diagnostics then name
the copy, so a test should match the file's name, not its whole path.
--max-file-size makes writes past BYTES fail with EFBIG ("File too large")
instead of killing the process, the way a full disk makes a write fail."""
import os
import resource
import shutil
import signal
import subprocess
import sys
import tempfile

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

drop = unprivileged and os.geteuid() == 0


def limit():
    if max_size is not None:
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (max_size, max_size))
    if drop:
        os.setgroups([])
        os.setgid(65534)
        os.setuid(65534)


def copy_out(args):
    """A fresh world-enterable directory holding CMD and ARGS' files, and
    the argv that runs those copies."""
    exe = shutil.which(args[0])
    if exe is None:
        sys.exit('run-limited.py: %s not found in PATH' % args[0])
    options = []
    # Under lit --param speedups=off, gfxas is a script that runs the real
    # one, in the checkout, which the copy could not reach: copy the real
    # one, with the script's option.
    real_tools = os.environ.get('GFXAS_REAL_TOOLS_DIR')
    if real_tools and os.path.basename(exe) == 'gfxas' and \
            os.path.dirname(exe) != real_tools:
        exe = os.path.join(real_tools, 'gfxas')
        options = ['--no-speedups']
    base = '/tmp' if os.path.isdir('/tmp') else None
    work = tempfile.mkdtemp(prefix='gfxas-unprivileged-', dir=base)
    os.chmod(work, 0o755)
    argv = [shutil.copy2(exe, os.path.join(work, os.path.basename(exe)))]
    argv += options
    for arg in args[1:]:
        if os.path.isfile(arg):
            arg = shutil.copy2(arg, os.path.join(work, os.path.basename(arg)))
        argv.append(arg)
    return work, argv


work = None
cwd = None
if drop:
    work, args = copy_out(args)
    cwd = work
try:
    status = subprocess.run(args, preexec_fn=limit, cwd=cwd).returncode
finally:
    if work:
        shutil.rmtree(work)
sys.exit(status)
