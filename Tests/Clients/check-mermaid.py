#!/usr/bin/env python3
"""check-mermaid.py OUT: every Mermaid diagram flowmap wrote under OUT, drawn by the real client.

GitHub draws ```mermaid blocks with Mermaid 11 in a browser. This script does the same: for every
Markdown file under OUT (recursively) it takes each ```mermaid block and, in headless Chromium
(Debian `chromium`, driven by PyPI `playwright`), has Mermaid 11 (the copy the PyPI wheel `mmdc`
ships) parse and render it. A diagram fails when:

- Mermaid refuses it (a parse error, more than 500 edges) or it is over Mermaid's 50,000
  characters (Mermaid would draw "Maximum text size in diagram exceeded" instead);
- a node's drawn text is not its label as written, entity codes (`#42;`, `#quot;`) decoded:
  Markdown (`*em*`, `__strong__`), KaTeX (`$$`) or an entity Mermaid rewrote changed it;
- the diagram changed Mermaid's configuration (an `%%{init: …}%%` directive got through);
- the lanes `p0`, `p1`, … are not drawn top to bottom in that order (the table's order);
- a node's text spills out of its box, or is hidden behind another node;
- it is wider than GitHub's column (900 px) less a margin (WIDEST), at Mermaid's own text size,
  so that GitHub would shrink it or nearly so.

Text is measured in one font, named: Liberation Sans (Debian `fonts-liberation2`, in apt.txt),
which has Arial's metrics, and Arial is what Mermaid's default stack ("trebuchet ms", verdana,
arial) comes to for a reader without Trebuchet MS. Chromium sees that package's fonts and no
other: it runs with FONTCONFIG_FILE naming a private fontconfig file that lists only the
package's folder, so the widths are the same on a fresh machine (DejaVu only) and on one where
someone installed other fonts. The fonts that configuration offers (`fc-list`), what the generic
families resolve to (`fc-match`) and the platform fonts Chromium drew the labels with are printed
as `note:` lines; the check fails if any is not the named font.

Prints one line per failure (`file:line: message`, the line of the node or of the block) and a
summary; exits 1 on any failure, 2 when it cannot run or finds no diagram at all.
"""

import html
import importlib.util
import json
import os
import re
import subprocess
import sys
import tempfile

COLUMN = 900  # GitHub's Markdown column, in CSS pixels
MARGIN = 20  # room left under the column, for a reader's Arial that runs a little wider than its stand-in
WIDEST = COLUMN - MARGIN
FONT = "Liberation Sans"  # Arial's metrics
FONT_PACKAGE = "fonts-liberation2"  # Debian's package of it (apt.txt)
MAX_TEXT = 50_000  # Mermaid's maxTextSize, in JavaScript string units (UTF-16)
MAX_EDGES = 500  # Mermaid's maxEdges

# A node declaration as flowmap writes it: id, an opening shape, a quoted label, the closing
# shape, an optional class. Quotes never occur inside a label (they are `#quot;` or `#34;`).
NODE = re.compile(r'^\s*([A-Za-z][A-Za-z0-9_]*)(\(\[|\[\[|\[\(|\(\(|\[|\(|\{)"([^"]*)"(\]\)|\]\]|\)\]|\)\)|\]|\)|\})(:::[A-Za-z0-9_-]+)?\s*$')
EDGE = re.compile(r'\s(-->|-\.->|==>|~~~|---)\s')
ENTITY = re.compile(r'#([A-Za-z]+|\d+);')
LANE = re.compile(r'^p(\d+)$')

PAGE_SCRIPT = r"""
async ({text, id}) => {
  const failures = [];
  const stage = document.getElementById('stage');
  stage.innerHTML = '';
  try {
    await mermaid.parse(text);
  } catch (error) {
    return {failures: ['Mermaid cannot parse it: ' + String(error && error.message || error).split('\n').join(' ')]};
  }
  let svg;
  try {
    ({svg} = await mermaid.render(id, text));
  } catch (error) {
    return {failures: ['Mermaid cannot render it: ' + String(error && error.message || error).split('\n').join(' ')]};
  }
  const config = JSON.stringify(mermaid.mermaidAPI.getConfig());
  stage.innerHTML = svg;
  const root = stage.querySelector('svg');
  const nodes = [];
  for (const node of root.querySelectorAll('g.node')) {
    // Mermaid names a node's group `<svg id>-flowchart-<node id>-<number>`.
    const match = node.id.match(/(?:^|-)flowchart-(.*)-\d+$/);
    const label = node.querySelector('.nodeLabel') || node.querySelector('.label');
    // The drawn shape; a node styled with neither fill nor stroke draws none, and its text is
    // then its box.
    const shape = node.querySelector('.label-container');
    const shapeBox = shape && shape.getBoundingClientRect();
    const box = shapeBox && shapeBox.width > 0 ? shapeBox : node.getBoundingClientRect();
    let text = null, textBox = null, markup = [];
    if (label) {
      text = label.textContent;
      const range = document.createRange();
      range.selectNodeContents(label);
      const r = range.getBoundingClientRect();
      textBox = {left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width};
      markup = [...label.querySelectorAll('em, strong, code, a, img, .katex, b, i')].map(e => e.tagName.toLowerCase());
    }
    nodes.push({id: match ? match[1] : node.id, text, markup,
                box: {left: box.left, right: box.right, top: box.top, bottom: box.bottom},
                textBox});
  }
  // Subgraphs: their title must not be hidden behind a node either.
  const clusters = [];
  for (const cluster of root.querySelectorAll('g.cluster')) {
    const title = cluster.querySelector('.cluster-label');
    const r = title ? title.getBoundingClientRect() : null;
    const box = cluster.getBoundingClientRect();
    clusters.push({id: cluster.id.replace(/^.*?-?(?=[^-]*$)/, ''), text: title ? title.textContent : null, top: box.top,
                   textBox: r && {left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width}});
  }
  const view = root.viewBox.baseVal;
  return {failures, config, width: view.width, nodes, clusters};
}
"""


def private_fonts(folder):
    """A fontconfig file (in `folder`) that offers only FONT_PACKAGE's fonts, and the
    environment that makes Chromium and fc-list read it."""
    files = subprocess.run(["dpkg-query", "-L", FONT_PACKAGE], capture_output=True, text=True)
    fonts = sorted({os.path.dirname(path) for path in files.stdout.split("\n") if path.endswith((".ttf", ".otf"))})
    if files.returncode != 0 or not fonts:
        sys.exit(f"check-mermaid: the Debian package {FONT_PACKAGE} is not installed; see apt.txt")
    config = os.path.join(folder, "fonts.conf")
    with open(config, "w", encoding="utf-8") as file:
        file.write('<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">\n<fontconfig>\n')
        for font in fonts:
            file.write(f"  <dir>{html.escape(font)}</dir>\n")
        # A family the folder lacks (Mermaid's "trebuchet ms", a generic one) comes to FONT, as
        # it would to Arial on a reader's machine, not to whichever font sorts first.
        file.write(f'  <match target="pattern"><edit name="family" mode="append_last"><string>{FONT}</string></edit></match>\n')
        file.write(f"  <cachedir>{html.escape(os.path.join(folder, 'cache'))}</cachedir>\n</fontconfig>\n")
    return dict(os.environ, FONTCONFIG_FILE=config), fonts


def font_notes(environment, fonts):
    """What the private configuration offers and resolves to, as `note:` lines, and its
    failures: a font from outside the package's folders, a family that is not FONT."""
    notes, failures = [], []
    listed = subprocess.run(["fc-list"], env=environment, capture_output=True, text=True, check=True).stdout.split("\n")
    for line in sorted(filter(None, listed)):
        notes.append(f"note: fc-list: {line}")
        if not any(line.startswith(folder + "/") for folder in fonts):
            failures.append(f"fc-list offers a font from outside {FONT_PACKAGE}: {line}")
    for family in ("trebuchet ms", "arial", "sans-serif", FONT):
        match = subprocess.run(["fc-match", family], env=environment, capture_output=True, text=True, check=True).stdout.strip()
        notes.append(f"note: fc-match {family!r}: {match}")
        if f'"{FONT}"' not in match:
            failures.append(f"fc-match {family!r} is not {FONT}: {match}")
    return notes, failures


def drawn_fonts(page, session):
    """The platform fonts Chromium drew the stage's node labels with: family → glyphs."""
    fonts = {}
    document = session.send("DOM.getDocument", {"depth": 0})
    labels = session.send("DOM.querySelectorAll", {"nodeId": document["root"]["nodeId"], "selector": "#stage .nodeLabel"})
    for node in labels["nodeIds"]:
        for font in session.send("CSS.getPlatformFontsForNode", {"nodeId": node})["fonts"]:
            fonts[font["familyName"]] = fonts.get(font["familyName"], 0) + font["glyphCount"]
    return fonts


def mermaid_js():
    spec = importlib.util.find_spec("mmdc")
    if spec is None or not spec.submodule_search_locations:
        sys.exit("check-mermaid: the PyPI package mmdc (which ships Mermaid) is not installed; see requirements.txt")
    path = os.path.join(spec.submodule_search_locations[0], "assets", "mermaid.js")
    with open(path, encoding="utf-8") as file:
        return file.read()


def blocks(out):
    """(path, line of the ```mermaid fence, text) for every block under `out`, in path order."""
    found = []
    for folder, _, names in sorted(os.walk(out)):
        for name in sorted(names):
            if not name.endswith(".md"):
                continue
            path = os.path.join(folder, name)
            with open(path, encoding="utf-8", newline="") as file:
                lines = file.read().split("\n")
            index = 0
            while index < len(lines):
                if lines[index] == "```mermaid":
                    end = index + 1
                    while end < len(lines) and lines[end] != "```":
                        end += 1
                    found.append((path, index + 1, "\n".join(lines[index + 1:end]) + "\n"))
                    index = end
                index += 1
    return found


def unescape(label):
    """A label as Mermaid shows it: its entity codes (`#35;`, `#quot;`) decoded."""
    def entity(match):
        name = match.group(1)
        if name.isdigit():
            return chr(int(name))
        decoded = html.unescape("&" + name + ";")
        return decoded if decoded != "&" + name + ";" else match.group(0)
    return ENTITY.sub(entity, label)


def declared(text):
    """id → (line within the block, label as shown) of every node declared in `text`."""
    nodes = {}
    for number, line in enumerate(text.split("\n"), start=1):
        match = NODE.match(line)
        if match:
            nodes[match.group(1)] = (number, unescape(match.group(3)))
    return nodes


def overlaps(a, b):
    return a["left"] < b["right"] - 1 and b["left"] < a["right"] - 1 and a["top"] < b["bottom"] - 1 and b["top"] < a["bottom"] - 1


def check(result, text):
    """Failures of one rendered diagram: (line within the block or 0, message)."""
    failures = [(0, message) for message in result.get("failures", [])]
    if failures:
        return failures
    nodes = declared(text)
    drawn = {node["id"]: node for node in result["nodes"]}
    for node_id, (line, label) in nodes.items():
        node = drawn.get(node_id)
        if node is None:
            failures.append((line, f"node {node_id} is not drawn"))
            continue
        if node["text"] != label:
            failures.append((line, f"node {node_id} is drawn as {node['text']!r}, not {label!r}"))
        if node["markup"]:
            failures.append((line, f"node {node_id} is drawn with {', '.join(node['markup'])}: its label was read as markup"))
        inner, box = node["textBox"], node["box"]
        if inner and inner["width"] > 0 and (inner["left"] < box["left"] - 1 or inner["right"] > box["right"] + 1
                                             or inner["top"] < box["top"] - 1 or inner["bottom"] > box["bottom"] + 1):
            failures.append((line, f"node {node_id}'s text spills out of its box"))
        for other_id, other in drawn.items():
            if other_id != node_id and inner and inner["width"] > 0 and overlaps(inner, other["box"]):
                failures.append((line, f"node {node_id}'s text is hidden behind node {other_id}"))
    for cluster in result.get("clusters", []):
        for node_id, node in drawn.items():
            if cluster["textBox"] and cluster["textBox"]["width"] > 0 and overlaps(cluster["textBox"], node["box"]):
                failures.append((0, f"the title of {cluster['id']} ({cluster['text']!r}) is hidden behind node {node_id}"))
    # A lane is a node `pN` (its head) or a subgraph `pN`; heads are drawn top to bottom.
    lanes = sorted((int(match.group(1)), drawn[node_id]["box"]["top"], nodes[node_id][0])
                   for node_id in nodes if (match := LANE.match(node_id)) and node_id in drawn)
    lanes += sorted((int(match.group(1)), cluster["top"], 0)
                    for cluster in result.get("clusters", []) if (match := LANE.match(cluster["id"])))
    for (lane, top, line), (next_lane, next_top, _) in zip(lanes, lanes[1:]):
        if next_top <= top:
            failures.append((line, f"lane p{next_lane} is drawn above lane p{lane}: lanes are not in the table's order"))
    if result["width"] > WIDEST:
        failures.append((0, f"the diagram is {result['width']:.0f} px wide: over {WIDEST} px, GitHub's {COLUMN} px column less"
                            f" a margin of {MARGIN}; it would be shrunk, or nearly"))
    return failures


def main():
    if len(sys.argv) != 2 or not os.path.isdir(sys.argv[1]):
        print("usage: check-mermaid.py OUT  (a folder of flowmap's outputs)", file=sys.stderr)
        return 2
    from playwright.sync_api import sync_playwright

    found = blocks(sys.argv[1])
    if not found:
        print(f"check-mermaid: no ```mermaid block under {sys.argv[1]}", file=sys.stderr)
        return 2
    failures = 0
    rendered = {}
    drawn = {}
    widest = 0
    with tempfile.TemporaryDirectory() as folder, sync_playwright() as playwright:
        environment, fonts = private_fonts(folder)
        notes, font_failures = font_notes(environment, fonts)
        for note in notes:
            print(note)
        for failure in font_failures:
            print(f"check-mermaid: {failure}")
        failures += len(font_failures)
        browser = playwright.chromium.launch(executable_path=os.environ.get("CHROMIUM", "/usr/bin/chromium"),
                                             args=["--no-sandbox"], env=environment)
        page = browser.new_page(viewport={"width": 1200, "height": 900})
        session = page.context.new_cdp_session(page)
        session.send("DOM.enable")
        session.send("CSS.enable")
        family = json.dumps(f'"{FONT}"')
        page.set_content(f'<!doctype html><html><body style=\'font-family: "{FONT}"\'>'
                         f'<div id="stage" style="width:{COLUMN}px"></div></body></html>')
        page.add_script_tag(content=mermaid_js())
        page.evaluate(f"mermaid.initialize({{startOnLoad: false, securityLevel: 'strict', fontFamily: {family},"
                      f" themeVariables: {{fontFamily: {family}}}}})")
        baseline = page.evaluate(PAGE_SCRIPT, {"text": "flowchart LR\n  a[\"a\"] --> b[\"b\"]\n", "id": "baseline"})["config"]
        for path, line, text in found:
            problems = []
            if len(text.encode("utf-16-le")) // 2 > MAX_TEXT:
                problems.append((0, f"the diagram is {len(text)} characters: over Mermaid's {MAX_TEXT}"))
            edges = sum(1 for row in text.split("\n") if EDGE.search(" " + row + " "))
            if edges > MAX_EDGES:
                problems.append((0, f"the diagram has {edges} edges: over Mermaid's {MAX_EDGES}"))
            if text not in rendered:
                result = page.evaluate(PAGE_SCRIPT, {"text": text, "id": f"d{len(rendered)}"})
                rendered[text] = result
                for name, glyphs in drawn_fonts(page, session).items():
                    drawn[name] = drawn.get(name, 0) + glyphs
                widest = max(widest, result.get("width", 0))
            result = rendered[text]
            problems += check(result, text)
            if "config" in result and result["config"] != baseline:
                problems.append((0, "the diagram changed Mermaid's configuration (a directive in a label?)"))
            for offset, message in problems:
                print(f"{path}:{line + offset}: {message}")
            failures += len(problems)
        browser.close()
    for name, glyphs in sorted(drawn.items()):
        print(f"note: Chromium drew {glyphs} glyphs of node labels in {name}")
        if name != FONT:
            print(f"check-mermaid: labels drawn in {name!r}, not {FONT}")
            failures += 1
    print(f"note: the widest diagram is {widest:.0f} px (at most {WIDEST}: GitHub's {COLUMN} px column less {MARGIN})")
    files = len({path for path, _, _ in found})
    print(f"check-mermaid: {len(found)} diagrams in {files} files ({len(rendered)} distinct), "
          f"{failures} {'failure' if failures == 1 else 'failures'}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
