#!/usr/bin/env python3
"""Every link in every index.md in OUT lands on its task: the file it names exists, and its
fragment is the id GitHub gives that task's heading there. The ids come from GitHub's own
slugger (../shared/clients/github-slugger/slug-cli.mjs, run with node), given every heading of
the report in order, as a GFM renderer reads them; the heading must be a task's (`##`) with the
link's text."""

import json
import os
import subprocess
import sys
import urllib.parse

from corpus import Findings, corpora, out_folder, shown
from markdown_gfm import headings, inline_text, parser

SLUGGER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "shared", "clients", "github-slugger", "slug-cli.mjs")


def links(tokens):
    """Every link of a document: (href, text)."""
    found = []
    for token in tokens:
        if token.type != "inline":
            continue
        children = token.children or []
        for index, child in enumerate(children):
            if child.type == "link_open":
                text = []
                for inner in children[index + 1:]:
                    if inner.type == "link_close":
                        break
                    if inner.type in ("text", "code_inline"):
                        text.append(inner.content)
                found.append((child.attrs.get("href", ""), "".join(text)))
    return found


def main():
    out = out_folder()
    findings = Findings("check-anchors")
    markdown = parser()
    pending = []  # (corpus, index path, href, text, report path)
    documents = {}  # report path -> headings
    checked = 0
    for corpus in corpora(out):
        folder = corpus.path("markdown")
        if not os.path.isdir(folder):
            findings.add(corpus, "markdown/", "missing", f"flowmap compile --output exited {corpus.status.get('markdown')}")
            continue
        for directory, _, files in os.walk(folder):
            if "index.md" not in files:
                continue
            index = os.path.join(directory, "index.md")
            checked += 1
            with open(index, encoding="utf-8") as file:
                tokens = markdown.parse(file.read())
            for href, text in links(tokens):
                target, _, fragment = href.partition("#")
                report = os.path.normpath(os.path.join(directory, urllib.parse.unquote(target, errors="surrogateescape")))
                if not os.path.isfile(report):
                    findings.add(corpus, os.path.relpath(index, out), "a link to no file", shown(href))
                    continue
                if report not in documents:
                    with open(report, encoding="utf-8") as file:
                        documents[report] = headings(markdown.parse(file.read()))
                pending.append((corpus, index, href, urllib.parse.unquote(fragment), text, report))
    reports = sorted(documents)
    result = subprocess.run(
        ["node", SLUGGER], input=json.dumps([[text for _, text in documents[r]] for r in reports]),
        capture_output=True, text=True, check=True)
    ids = dict(zip(reports, json.loads(result.stdout)))
    for corpus, index, href, fragment, text, report in pending:
        where = os.path.relpath(index, out)
        if fragment not in ids[report]:
            findings.add(corpus, where, "a link to no heading's id", f"{shown(href)}; the slugger gives {shown(', '.join(i for i in ids[report] if i.startswith(fragment[:3])))}")
            continue
        level, heading = documents[report][ids[report].index(fragment)]
        if level != 2 or heading != text:
            findings.add(corpus, where, "a link to the wrong heading", f"{shown(href)} is {'#' * level} {shown(heading)}, not the task {shown(text)}")
    findings.finish(f"{checked} index files, {len(pending)} links")


if __name__ == "__main__":
    main()
