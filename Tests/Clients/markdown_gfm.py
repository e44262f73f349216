"""GitHub-flavoured Markdown as markdown-it-py reads it (CommonMark, with GFM's tables and
strikethrough, raw HTML allowed as GitHub allows it), for the checks that read reports."""

from markdown_it import MarkdownIt


def parser():
    return MarkdownIt("commonmark", {"html": True}).enable(["table", "strikethrough"])


def inline_text(token):
    """An inline token's text as the rendered page shows it (what GitHub's heading ids and a
    reader see): text and code, without the markup."""
    parts = []
    for child in token.children or []:
        if child.type in ("text", "code_inline"):
            parts.append(child.content)
        elif child.type in ("softbreak", "hardbreak"):
            parts.append("\n")
    return "".join(parts)


def headings(tokens):
    """Every heading of a document, in order: (level, text)."""
    found = []
    for index, token in enumerate(tokens):
        if token.type == "heading_open":
            found.append((int(token.tag[1]), inline_text(tokens[index + 1])))
    return found
