"""What run.sh wrote into OUT, for the check-* scripts: one folder per corpus, and a way to
report findings one a line (`corpus: where: what`), so that a failing check reads as a list."""

import json
import os
import sys


class Corpus:
    def __init__(self, out, name):
        self.name = name
        self.folder = os.path.join(out, name)
        with open(os.path.join(self.folder, "cwd"), encoding="utf-8", errors="surrogateescape") as file:
            # The folder flowmap ran in: the paths in its outputs are relative to it.
            self.cwd = file.read()
        self.status = {}
        with open(os.path.join(self.folder, "status")) as file:
            for line in file:
                what, _, code = line.partition(" ")
                self.status[what] = int(code or 2)

    def path(self, *parts):
        return os.path.join(self.folder, *parts)

    def exists(self, *parts):
        return os.path.exists(self.path(*parts))

    def json(self, name):
        with open(self.path(name), encoding="utf-8") as file:
            return json.load(file)


def corpora(out):
    for name in sorted(os.listdir(out)):
        if os.path.exists(os.path.join(out, name, "cwd")):
            yield Corpus(out, name)


def shown(text):
    """A name as a finding prints it: control, bidi and other invisible characters escaped."""
    return ascii(text) if any(ord(c) < 0x20 or 0x7F <= ord(c) < 0xA0 or 0x200B <= ord(c) <= 0x206F or c == "\ufeff" for c in text) else repr(text)


class Findings:
    """Problems found, printed one a line, at most `limit` of each kind."""

    def __init__(self, check, limit=15):
        self.check = check
        self.limit = limit
        self.count = {}
        self.total = 0

    def add(self, corpus, where, kind, detail=""):
        self.total += 1
        seen = self.count.get(kind, 0)
        self.count[kind] = seen + 1
        if seen < self.limit:
            print(f"{corpus.name}: {where}: {kind}{': ' + detail if detail else ''}")

    def finish(self, checked):
        for kind, number in sorted(self.count.items()):
            if number > self.limit:
                print(f"… {number - self.limit} more of: {kind}")
        if self.total:
            print(f"{self.check}: {self.total} problems in {checked}")
            sys.exit(1)
        print(f"{self.check}: no problem in {checked}")
        sys.exit(0)


def out_folder():
    if len(sys.argv) != 2 or not os.path.isdir(sys.argv[1]):
        sys.exit(f"usage: {os.path.basename(sys.argv[0])} OUT (the folder Tests/Clients/run.sh writes)")
    return sys.argv[1]
