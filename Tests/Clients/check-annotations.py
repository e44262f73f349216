#!/usr/bin/env python3
"""Every github.log in OUT (`flowmap check --diagnostics github`, standard error) read back the
way the Actions runner reads workflow commands ("Workflow commands for GitHub Actions"; the
runner's ActionCommand parser): a line that starts with '::' (after leading spaces) is a
command, `::NAME PROPERTIES::DATA`; properties split at ',' then at the first '=', and unescape
%0D, %0A, %3A, %2C, then %25; data unescapes %0D, %0A, then %25.

Every line must be an `error` or `warning` command with file, line and col (title optional)
that stands for one of report.json's errors, in order: its file unescapes to the file's path,
line and col to its position, and its data's first line to its message (paths and messages with
their unprintable scalars shown by code point, as flowmap prints them everywhere). So a line that a file
name or a name in a flow forged (a newline in a file name writing `::error …` or
`::stop-commands::`) fails, as does a raw control, C1 or bidi character, which the runner passes
to the log viewer and a terminal interprets."""

import os
import re
import sys

from corpus import Findings, corpora, out_folder, shown

PROPERTY_ESCAPES = [("%0D", "\r"), ("%0A", "\n"), ("%3A", ":"), ("%2C", ","), ("%25", "%")]
DATA_ESCAPES = [("%0D", "\r"), ("%0A", "\n"), ("%25", "%")]
# What the log viewer or a terminal would act on: C0 controls (a line has no newline), DEL, C1,
# and the bidi controls.
RAW = re.compile("[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")
# What flowmap shows by code point in every printed path and message (README, "Command line"):
# the same set but CR and LF, which the GitHub style writes as %0D and %0A for the runner.
UNPRINTABLE = re.compile("[\x00-\x09\x0b\x0c\x0e-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]")


def printable(text):
    """A path or message of report.json as flowmap prints it: unprintable scalars as \\u{XX}."""
    return UNPRINTABLE.sub(lambda match: "\\u{%X}" % ord(match.group(0)), text)


def unescape(text, escapes):
    for escaped, character in escapes:
        text = text.replace(escaped, character)
    return text


def parse(line):
    """A workflow command as the runner parses it: (name, properties, data), or None."""
    message = line.lstrip()
    if not message.startswith("::"):
        return None
    end = message.find("::", 2)
    if end < 0:
        return None
    info = message[2:end]
    name, _, rest = info.partition(" ")
    properties = {}
    for item in rest.strip().split(","):
        if not item:
            continue
        key, separator, value = item.partition("=")
        if separator and key and value:
            properties[key] = unescape(value, PROPERTY_ESCAPES)
    return name, properties, unescape(message[end + 2:], DATA_ESCAPES)


def main():
    out = out_folder()
    findings = Findings("check-annotations")
    checked = 0
    for corpus in corpora(out):
        if not corpus.exists("github.log"):
            findings.add(corpus, "github.log", "missing")
            continue
        if not corpus.exists("report.json"):
            findings.add(corpus, "report.json", "missing: nothing to read the annotations against", f"exit statuses {corpus.status}")
            continue
        checked += 1
        errors = [d for d in corpus.json("report.json")["diagnostics"] if d["severity"] == "error"]
        with open(corpus.path("github.log"), "rb") as file:
            text = file.read().decode("utf-8", errors="surrogateescape")
        lines = text.split("\n")
        if lines and lines[-1] == "":
            lines.pop()
        else:
            findings.add(corpus, "github.log", "the log does not end with a newline")
        for number, line in enumerate(lines, 1):
            where = f"github.log:{number}"
            if RAW.search(line):
                findings.add(corpus, where, "a raw control, C1 or bidi character in the log", shown(line[:120]))
            command = parse(line)
            if command is None:
                findings.add(corpus, where, "not a workflow command (a message or path broke the line?)", shown(line[:120]))
                continue
            name, properties, data = command
            if name not in ("error", "warning"):
                findings.add(corpus, where, f"a forged '{name}' command", shown(line[:120]))
                continue
            if set(properties) - {"file", "line", "col", "endLine", "endColumn", "title"} or not {"file", "line", "col"} <= set(properties):
                findings.add(corpus, where, "properties other than file, line, col and title", shown(repr(properties)[:160]))
                continue
            if number > len(errors):
                findings.add(corpus, where, "an annotation for no error of report.json (forged?)", shown(line[:120]))
                continue
            error = errors[number - 1]
            expected = {"file": printable(error["file"]), "line": str(error["line"]), "col": str(error["column"])}
            actual = {key: properties[key] for key in expected}
            if actual != expected:
                findings.add(corpus, where, "file, line or col do not unescape to the diagnostic's", f"{shown(repr(actual))} for {shown(repr(expected))}")
            first = data.split("\n")[0]
            if name != "error" or first != printable(error["message"]):
                findings.add(corpus, where, "the message does not unescape to the diagnostic's", f"{shown(first[:100])} for {shown(error['message'][:100])}")
        if len(lines) < len(errors):
            findings.add(corpus, "github.log", f"{len(lines)} annotations for {len(errors)} errors")
    findings.finish(f"{checked} GitHub logs")


if __name__ == "__main__":
    main()
