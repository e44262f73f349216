#!/usr/bin/env python3
"""Writes one large .flow file to standard output: the Leaf store of flows/ repeated, every
string of copy K ending in " K" so that names stay unique and references stay consistent.

    python3 scripts/large-flow.py 12 > /tmp/large.flow     # about 12 MB
    /usr/bin/time -v .build/debug/flowmap compile --output /tmp/large-reports /tmp/large.flow

Used to measure the peak memory of a large program's Markdown (README, "Limits"); too large
to commit, so it is generated.
"""
import pathlib
import re
import sys

megabytes = float(sys.argv[1]) if len(sys.argv) > 1 else 12
flows = pathlib.Path(__file__).resolve().parent.parent / "flows"
template = "\n".join(path.read_text() for path in sorted(flows.glob("*.flow")))
string = re.compile(r'"((?:[^"\\]|\\.)*)"')
out = sys.stdout
written, copy = 0, 0
while written < megabytes * 1_000_000:
    copy += 1
    text = string.sub(lambda match: f'"{match.group(1)} {copy}"', template)
    out.write(text + "\n")
    written += len(text.encode()) + 1
