#!/usr/bin/env python3
"""Every Markdown file in OUT (markdown/**/*.md and stdout.md) as a GFM renderer reads it
(markdown-it-py: CommonMark with GFM's tables): every table row has as many cells as its header
row (GFM drops a row's extra cells and pads missing ones silently, so the source row is split by
GFM's rule: at each '|' not escaped by a backslash), and the only raw HTML is what flowmap writes
itself (`<details>`, `<summary>` with plain text, `<br>`, and the empty comment that keeps a mail
address from becoming a link), never a tag from a name in a flow. And, as GitHub renders it
(Debian `cmark-gfm` with GFM's autolink extension), no name becomes a link: the document has
exactly the links it has without that extension, which are the links flowmap writes."""

import collections
import os
import re
import subprocess
import sys

from corpus import Findings, corpora, out_folder, shown
from markdown_gfm import parser

# The tags flowmap writes on its own: a folded block and its title.
OWN_TAGS = re.compile(r"^</?(details|summary)( open)?>$|^<br ?/?>$|^<!-- -->$")
LINK = re.compile(r'<a href="([^"]*)"')


def links(path, autolink):
    """The link targets of the document as cmark-gfm renders it, with GFM's autolink extension
    or without it."""
    extensions = ["table", "strikethrough"] + (["autolink"] if autolink else [])
    command = ["cmark-gfm", "--unsafe"] + [part for name in extensions for part in ("--extension", name)] + [path]
    return collections.Counter(LINK.findall(subprocess.run(command, capture_output=True, text=True, check=True).stdout))


def check_autolinks(corpus, where, path, findings):
    """Links that only GFM's autolink extension makes: a name that looks like a web or mail
    address, read as one."""
    made = links(path, autolink=True) - links(path, autolink=False)
    for target, count in sorted(made.items()):
        findings.add(corpus, where, "a name becomes a link in GitHub's Markdown (GFM autolink)", f"{shown(target)} ×{count}")
TAG = re.compile(r"<[^>]*>?")


def cells(row):
    """A table row's cell count by GFM's rule: split at every '|' that no backslash escapes,
    leading and trailing pipes framing the row."""
    row = row.strip()
    count = 1
    index = 0
    if row.startswith("|"):
        index = 1
    escaped = False
    for position in range(index, len(row)):
        character = row[position]
        if escaped:
            escaped = False
        elif character == "\\":
            escaped = True
        elif character == "|" and position != len(row) - 1:
            count += 1
    return count


def check_html(corpus, where, content, findings):
    """Raw HTML in the document: each of its tags must be one flowmap writes, and the text
    between them plain."""
    for tag in TAG.findall(content):
        if not OWN_TAGS.match(tag.strip()):
            findings.add(corpus, where, "raw HTML that flowmap does not write", shown(tag[:80]))


def check_document(corpus, where, text, findings):
    tokens = parser().parse(text)
    lines = text.split("\n")
    header = None
    for token in tokens:
        if token.type == "table_open":
            header = None
        elif token.type == "tr_open" and token.map:
            count = cells(lines[token.map[0]])
            if header is None:
                header = count
            elif count != header:
                findings.add(corpus, f"{where}:{token.map[0] + 1}", f"a table row of {count} cells under a header of {header}", shown(lines[token.map[0]][:120]))
        elif token.type == "html_block":
            check_html(corpus, f"{where}:{token.map[0] + 1}", token.content, findings)
        elif token.type == "inline":
            for child in token.children or []:
                if child.type == "html_inline":
                    check_html(corpus, f"{where}:{token.map[0] + 1}", child.content, findings)


def main():
    out = out_folder()
    findings = Findings("check-markdown")
    checked = 0
    for corpus in corpora(out):
        documents = []
        # stdout.md: the report on standard output; diff.md: `flowmap diff`'s pull-request comment.
        for name in ("stdout.md", "diff.md"):
            if corpus.exists(name):
                documents.append(corpus.path(name))
        for directory, _, files in os.walk(corpus.path("markdown")):
            documents += [os.path.join(directory, name) for name in sorted(files) if name.endswith(".md")]
        if not documents:
            findings.add(corpus, "markdown/", "no Markdown written", f"exit statuses {corpus.status}")
        for path in documents:
            checked += 1
            with open(path, encoding="utf-8") as file:
                check_document(corpus, os.path.relpath(path, corpus.folder), file.read(), findings)
            check_autolinks(corpus, os.path.relpath(path, corpus.folder), path, findings)
    findings.finish(f"{checked} Markdown files")


if __name__ == "__main__":
    main()
