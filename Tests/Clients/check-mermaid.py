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
- it is wider than GitHub's column (900 px) at Mermaid's own text size, so GitHub would shrink it.

Prints one line per failure (`file:line: message`, the line of the node or of the block) and a
summary; exits 1 on any failure, 2 when it cannot run or finds no diagram at all.
"""

import html
import importlib.util
import json
import os
import re
import sys

COLUMN = 900  # GitHub's Markdown column, in CSS pixels
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
    if result["width"] > COLUMN:
        failures.append((0, f"the diagram is {result['width']:.0f} px wide: over GitHub's {COLUMN} px column, it would be shrunk"))
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
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=os.environ.get("CHROMIUM", "/usr/bin/chromium"),
                                             args=["--no-sandbox"])
        page = browser.new_page(viewport={"width": 1200, "height": 900})
        page.set_content(f'<!doctype html><html><body><div id="stage" style="width:{COLUMN}px"></div></body></html>')
        page.add_script_tag(content=mermaid_js())
        page.evaluate("mermaid.initialize({startOnLoad: false, securityLevel: 'strict'})")
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
            result = rendered[text]
            problems += check(result, text)
            if "config" in result and result["config"] != baseline:
                problems.append((0, "the diagram changed Mermaid's configuration (a directive in a label?)"))
            for offset, message in problems:
                print(f"{path}:{line + offset}: {message}")
            failures += len(problems)
        browser.close()
    files = len({path for path, _, _ in found})
    print(f"check-mermaid: {len(found)} diagrams in {files} files ({len(rendered)} distinct), "
          f"{failures} {'failure' if failures == 1 else 'failures'}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
