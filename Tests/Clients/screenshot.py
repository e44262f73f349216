#!/usr/bin/env python3
"""screenshot.py REPORT.md OUT.png [N…]: a Markdown report as GitHub shows it, as a PNG.

Renders REPORT.md with GitHub's Markdown (Debian `cmark-gfm`, with the table, strikethrough and
autolink extensions; raw HTML such as <details> kept, as GitHub keeps it), draws its ```mermaid
blocks with Mermaid 11 (the PyPI wheel `mmdc`), in a column as wide as GitHub's (888 px) with
GitHub's fonts and table styles, in headless Chromium (Debian `chromium`, PyPI `playwright`),
opens the N-th <details> for each N given, and screenshots the whole page. Prints each diagram's
natural and shown width: a diagram shown narrower than it is was shrunk.

docs/report.png is `screenshot.py <(flowmap Examples/quickstart/orders.flow) docs/report.png 1`.
"""

import html
import importlib.util
import os
import re
import subprocess
import sys

from playwright.sync_api import sync_playwright

COLUMN = 888

STYLE = """
body { margin: 0; background: #fff; }
.markdown-body { box-sizing: border-box; width: %dpx; padding: 16px 0; margin: 0 32px; color: #1f2328;
  font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif;
  font-size: 16px; line-height: 1.5; }
table { border-collapse: collapse; margin-bottom: 16px; display: block; overflow: auto; width: max-content; max-width: 100%%; }
td, th { border: 1px solid #d1d9e0; padding: 6px 13px; }
th { font-weight: 600; }
tr:nth-child(2n) { background: #f6f8fa; }
h1, h2 { border-bottom: 1px solid #d1d9e0b3; padding-bottom: .3em; }
h1 { font-size: 2em; } h2 { font-size: 1.5em; }
code { background: #818b981f; border-radius: 6px; padding: .2em .4em; font-size: 85%%; }
pre.mermaid { text-align: center; margin: 0 0 16px 0; }
pre.mermaid svg { max-width: 100%%; height: auto; }
details { margin-bottom: 8px; } summary { cursor: pointer; }
""" % COLUMN


def main():
    if len(sys.argv) < 3:
        print(__doc__.strip().split("\n")[0], file=sys.stderr)
        return 2
    source, target, opened = sys.argv[1], sys.argv[2], [int(n) for n in sys.argv[3:]]
    body = subprocess.run(["cmark-gfm", "--unsafe", "--extension", "table", "--extension", "strikethrough",
                           "--extension", "autolink", source], capture_output=True, text=True, check=True).stdout
    body = re.sub(r'<pre><code class="language-mermaid">(.*?)</code></pre>', r'<pre class="mermaid">\1</pre>', body, flags=re.S)
    spec = importlib.util.find_spec("mmdc")
    with open(os.path.join(spec.submodule_search_locations[0], "assets", "mermaid.js"), encoding="utf-8") as file:
        mermaid = file.read()
    page_html = (f"<!doctype html><html><head><meta charset=utf-8><style>{STYLE}</style></head>"
                 f"<body><article class=markdown-body>{body}</article></body></html>")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=os.environ.get("CHROMIUM", "/usr/bin/chromium"), args=["--no-sandbox"])
        page = browser.new_page(viewport={"width": COLUMN + 64, "height": 800})
        page.set_content(page_html)
        page.add_script_tag(content=mermaid)
        page.evaluate("async () => { mermaid.initialize({startOnLoad: false}); await mermaid.run({querySelector: 'pre.mermaid'}); }")
        for number in opened:
            page.evaluate("(n) => { document.querySelectorAll('details')[n].open = true; }", number)
        sizes = page.evaluate("() => [...document.querySelectorAll('pre.mermaid svg')].map(s => "
                              "[Math.round(s.viewBox.baseVal.width), Math.round(s.getBoundingClientRect().width)])")
        for natural, shown in sizes:
            print(f"diagram: {natural} px wide, shown {shown} px{' (shrunk)' if shown < natural else ''}")
        page.screenshot(path=target, full_page=True)
        browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
