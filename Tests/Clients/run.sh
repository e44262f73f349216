#!/usr/bin/env bash
# The real clients of flowmap's outputs (issue 10): GitHub's SARIF requirements and the SARIF
# schema, GitHub's heading slugger, a GFM renderer, the Actions runner's workflow-command rules
# (and Mermaid, in check-mermaid.py). It installs what they need (apt.txt: Debian packages;
# requirements.txt: PyPI), builds flowmap, writes every output of every corpus into OUT (a
# temporary folder), then runs each executable Tests/Clients/check-* with OUT as its argument.
#
# OUT/<corpus>/ holds: markdown/ (`compile --output`: one .md per flow and index.md),
# stdout.md (the report on standard output), report.json, report.sarif, github.log and
# short.log (`check --diagnostics github|short`, standard error), cwd (the folder flowmap ran
# in; paths in the outputs are relative to it) and status (each command's exit status).
# Corpora: flows/, each folder of Examples/ that holds .flow files, ../shared/spec/tour.flow,
# and `hostile`: Tests/Clients/hostile/*.flow plus files with hostile names made here.
#
# Usage: Tests/Clients/run.sh [--keep]   (--keep leaves OUT in place and prints where it is)
set -uo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
clients="$root/Tests/Clients"
keep=0
[ "${1:-}" = "--keep" ] && keep=1

# ---- What the checks need: installed only when missing.
debian_missing=()
while IFS= read -r package || [ -n "$package" ]; do
  package=${package%%#*}
  package=${package//[[:space:]]/}
  [ -z "$package" ] && continue
  # Node may come from elsewhere than Debian's package (nodesource, nvm): any `node` will do.
  if [ "$package" = nodejs ] && command -v node > /dev/null; then continue; fi
  dpkg-query -W -f='${Status}' "$package" 2> /dev/null | grep -q "install ok installed" || debian_missing+=("$package")
done < "$clients/apt.txt"
if [ ${#debian_missing[@]} -gt 0 ]; then
  echo "== Tests/Clients: apt-get install ${debian_missing[*]}"
  apt-get update -qq > /dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
    "${debian_missing[@]}" > /dev/null || { echo "cannot install ${debian_missing[*]}" >&2; exit 1; }
fi
python=$(command -v python3 || true)
[ -n "$python" ] || { echo "python3 is needed (Debian python3 in apt.txt)" >&2; exit 1; }
if ! "$python" - "$clients/requirements.txt" << 'EOF'
import re, sys
from importlib import metadata
missing = []
for line in open(sys.argv[1]):
    line = line.split("#")[0].strip()
    if not line:
        continue
    name, _, pinned = line.partition("==")
    try:
        if pinned and metadata.version(name.strip()) != pinned.strip():
            missing.append(line)
    except metadata.PackageNotFoundError:
        missing.append(line)
sys.exit(1 if missing else 0)
EOF
then
  echo "== Tests/Clients: pip install -r Tests/Clients/requirements.txt"
  "$python" -m pip install -q -r "$clients/requirements.txt" || { echo "cannot install the PyPI packages" >&2; exit 1; }
fi

# ---- flowmap
echo "== Tests/Clients: swift build"
swift build > /dev/null || { swift build; exit 1; }
flowmap="$(swift build --show-bin-path)/flowmap"

OUT=$(mktemp -d "${TMPDIR:-/tmp}/flowmap-clients.XXXXXX")
hostile=$(mktemp -d "${TMPDIR:-/tmp}/flowmap-hostile.XXXXXX")
cleanup() {
  rm -rf "$hostile" "${workflow:-}"
  if [ "$keep" = 1 ]; then echo "outputs kept in $OUT"; else rm -rf "$OUT"; fi
}
trap cleanup EXIT

# run_corpus NAME FOLDER PATH…: every output of flowmap for PATH…, run in FOLDER.
run_corpus() {
  local name=$1 folder=$2
  shift 2
  local out="$OUT/$name"
  mkdir -p "$out"
  printf '%s' "$folder" > "$out/cwd"
  (
    cd "$folder" || exit 2
    "$flowmap" compile --output "$out/markdown" "$@" > /dev/null 2> "$out/compile.log"
    echo "markdown $?"
    "$flowmap" "$@" > "$out/stdout.md" 2> /dev/null
    echo "stdout $?"
    "$flowmap" compile --format json --output "$out/json" "$@" > /dev/null 2> /dev/null
    echo "json $?"
    "$flowmap" compile --format sarif --output "$out/sarif" "$@" > /dev/null 2> /dev/null
    echo "sarif $?"
    "$flowmap" check --diagnostics github "$@" > /dev/null 2> "$out/github.log"
    echo "github $?"
    "$flowmap" check --diagnostics short "$@" > /dev/null 2> "$out/short.log"
    echo "short $?"
  ) > "$out/status"
  [ -f "$out/json/flowmap.json" ] && mv "$out/json/flowmap.json" "$out/report.json"
  [ -f "$out/sarif/flowmap.sarif" ] && mv "$out/sarif/flowmap.sarif" "$out/report.sarif"
  rm -rf "$out/json" "$out/sarif"
}

# The hostile corpus: the committed flows, and flows whose file and folder names hold what a
# path can hold that breaks a log, a link or a terminal. Each has a task blocked for most
# profiles, so its path reaches every diagnostic style.
cp "$clients"/hostile/*.flow "$hostile"/
"$python" - "$hostile" << 'EOF'
import os, sys
folder = sys.argv[1]
names = [
    "with space.flow", "hash#1.flow", "percent%25 %.flow", "colon:a.flow", "comma,b=c.flow",
    "quote\"d'.flow", "new\nline.flow", "crlf\r\nname.flow", "esc\x1b[2Jname\x1b]0;title\x07.flow",
    "bidi\u202ertl\u2066.flow", "c1\u0085\u009bname.flow", "nfc/caf\u00e9.flow", "nfd/cafe\u0301.flow",
    "a..b/dots..flow", "sp ace#%,:/inner.flow", "::error file=x,line=1::forged.flow",
    "::stop-commands::token.flow", "emoji\U0001F600.flow", "zero\u200bwidth.flow", "tab\tname.flow",
]
for number, name in enumerate(names):
    path = os.path.join(folder, name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    shown = name.replace("\\", "\\\\").replace('"', '\\"').replace("\r", " ").replace("\n", " ")
    with open(path, "w", encoding="utf-8") as file:
        file.write(
            f'screen "File {number} {shown}"\n'
            f'  text "Row {number}"\n'
            f'    gesture swipe "Delete {number}"\n\n'
            f'task "Delete {number} from {shown}"\n'
            f'  start "File {number} {shown}"\n'
            f'  activate "Delete {number}"\n')
EOF

echo "== Tests/Clients: writing every output of every corpus"
run_corpus flows "$root" flows
while IFS= read -r -d '' folder; do
  relative=${folder#"$root"/}
  if [ "$relative" = Examples/consumer/pitfall ]; then
    # The pitfall stands in for Sources/Orders/orders.flow (as .ci/run builds it): with the
    # other flows of its target, not alone.
    run_corpus Examples-consumer-pitfall "$root" Examples/consumer/pitfall/orders.flow Examples/consumer/Sources/Orders/receipt.flow
    continue
  fi
  run_corpus "$(printf '%s' "$relative" | tr '/' '-')" "$root" "$relative"
done < <(find "$root/Examples" -name '*.flow' -not -path '*/.build/*' -printf '%h\0' | sort -zu)
if [ -f "$root/../shared/spec/tour.flow" ]; then run_corpus tour "$root" ../shared/spec/tour.flow; fi
run_corpus hostile "$hostile" .

# A corpus that ends with exit 2 has no reports to check: say so first.
# The workflow's own outputs, read by the same clients: `flowmap diff`'s Markdown (a pull-request
# comment) of flows/ against a copy with its Delete button made icon-only, and of the hostile
# corpus against a copy with one file gone and one task renamed (every name in the tables);
# `flowmap verify`'s SARIF of a draft of a real dump whose label then drifted (its results point
# at the dump's line as a related location).
workflow=$(mktemp -d "${TMPDIR:-/tmp}/flowmap-workflow.XXXXXX")
cp -R "$root/flows" "$workflow/flows"
sed -i 's/^  button "Delete" label "Delete order 41" input "Delete order 41"$/  button icon "trash" input "Delete order 41"/' "$workflow/flows/orders.flow"
(cd "$root" && "$flowmap" diff flows "$workflow/flows" > "$OUT/flows/diff.md" 2> /dev/null; echo "diff $?") >> "$OUT/flows/status"
cp -R "$hostile" "$workflow/hostile"
rm -f "$workflow/hostile/with space.flow"
sed -i 's/^task "Delete 1 from /task "Renamed: delete 1 from /' "$workflow/hostile/hash#1.flow"
(cd "$hostile" && "$flowmap" diff . "$workflow/hostile" > "$OUT/hostile/diff.md" 2> /dev/null; echo "diff $?") >> "$OUT/hostile/status"
if [ -f "$root/../shared/dumps/ios-settings-keyboards.xml" ]; then
  mkdir -p "$workflow/app/dumps"
  cp "$root/../shared/dumps/ios-settings-keyboards.xml" "$workflow/app/dumps/Keyboards.xml"
  "$flowmap" import "$workflow/app/dumps/Keyboards.xml" > "$workflow/app/keyboards.flow" 2> /dev/null
  sed -i 's/^  cell "Smart Punctuation"/  cell "Smart Quotes"/' "$workflow/app/keyboards.flow"
  (cd "$workflow/app" && "$flowmap" verify --format sarif --output "$OUT/tour/verify.sarif" keyboards.flow --dumps dumps 2> /dev/null
    echo "verify $?") >> "$OUT/tour/status"
  printf '%s' "$workflow/app" > "$OUT/tour/verify.cwd"
fi

for status in "$OUT"/*/status; do
  corpus=$(basename "$(dirname "$status")")
  while read -r what code; do
    if [ "$code" -ge 2 ]; then echo "   $corpus: '$what' exited $code (no report): $(head -c 300 "$OUT/$corpus/compile.log")"; fi
  done < "$status"
done

echo "== Tests/Clients: checks"
passed=0
failed=0
failing=()
for check in "$clients"/check-*; do
  [ -x "$check" ] || continue
  name=$(basename "$check")
  ok=1
  if "$check" "$OUT" > "$OUT/$name.log" 2>&1; then
    passed=$((passed + 1))
    echo "ok     $name"
  else
    ok=0
    failed=$((failed + 1))
    failing+=("$name")
    echo "FAILED $name"
  fi
  # What the check says of how it ran (`note: ` lines: check-mermaid.py's fonts), pass or fail.
  grep '^note: ' "$OUT/$name.log" | sed 's/^/         /'
  if [ "$ok" = 0 ]; then
    # The first findings, indented; the check prints one finding a line.
    grep -v '^note: ' "$OUT/$name.log" | head -n 40 | sed 's/^/         /'
    lines=$(grep -vc '^note: ' "$OUT/$name.log")
    if [ "$lines" -gt 40 ]; then echo "         … $((lines - 40)) more lines (run with --keep to read $OUT/$name.log)"; fi
  fi
done
if [ ${#failing[@]} -gt 0 ]; then echo "failing: ${failing[*]}"; fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
