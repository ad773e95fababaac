#!/usr/bin/env python3
"""usage: reader-goes-away.py stdout|stderr CMD ARGS...: run CMD with the
named stream going to a pipe, read one line of it and close the pipe, as
`CMD | head -n 1` does; print the line and CMD's exit status."""
import subprocess, sys
stream, argv = sys.argv[1], sys.argv[2:]
pipe = {stream: subprocess.PIPE}
p = subprocess.Popen(argv, **pipe)
reader = p.stdout if stream == 'stdout' else p.stderr
print('first line:', reader.readline().decode().rstrip())
reader.close()
print('exit status:', p.wait())
