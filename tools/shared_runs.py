#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""shared_runs.py A B [N]: identical runs of N (6) consecutive lines shared between any file under
A and any file under B (folders or files) (lines stripped; blank lines, comments and imports left out).
Prints each pair of files with the number of distinct N-line windows they share, and the total."""
import os, sys
def lines(path):
    out = []
    for raw in open(path, encoding='utf-8'):
        s = raw.strip()
        if not s or s.startswith('//') or s.startswith('import ') or s.startswith('#include'):
            continue
        out.append(s)
    return out
def windows(path, n):
    ls = lines(path)
    return {tuple(ls[i:i + n]) for i in range(len(ls) - n + 1)}
def files(d):
    if os.path.isfile(d):
        return [d]
    return [os.path.join(r, f) for r, _, fs in os.walk(d) for f in fs if f.endswith(('.qml', '.cpp', '.h'))]
a, b = sys.argv[1], sys.argv[2]
n = int(sys.argv[3]) if len(sys.argv) > 3 else 6
total = 0
for fa in sorted(files(a)):
    wa = windows(fa, n)
    for fb in sorted(files(b)):
        shared = wa & windows(fb, n)
        if shared:
            total += len(shared)
            print(f"{len(shared):4d}  {fa} ~ {fb}")
print(f"total identical {n}-line windows: {total}")
