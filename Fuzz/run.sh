#!/usr/bin/env bash
# Fuzz/run.sh SECONDS [libFuzzer options...]
#
# Builds Fuzz/.build/flowmap-fuzz (the library modules and Fuzz/Target with libFuzzer and
# AddressSanitizer, plain swiftc, no SwiftPM) and runs it for SECONDS in one process over a
# corpus seeded from every .flow file in the repository (and ../shared/spec/tour.flow).
# Exits 0 only when libFuzzer finished without a crash, hang, leak or out-of-memory and ran
# at least one input; the last line of libFuzzer's output is kept: "Done N runs in S second(s)".
#
# Environment:
#   FUZZ_CORPUS     a folder that keeps the corpus between runs (default: a temporary one)
#   FUZZ_ARTIFACTS  where crashing, hanging and leaking inputs go (default: Fuzz/.build/artifacts)
#   FUZZ_BUILD      the build folder (default: Fuzz/.build; it is ignored by git)
#   FUZZ_TIMEOUT    seconds one input may take before it counts as a hang (default: 2)
#   FUZZ_MAX_LEN    the largest input in bytes (default: 131072)
#   FUZZ_LOG        a file to keep libFuzzer's whole output in
set -euo pipefail

# Bash reads a script as it runs it; inside a function the whole script is read first, so that
# editing this file cannot change a run that has started.
main() {
  cd "$(dirname "$0")/.."

  if [ $# -lt 1 ] || ! [[ "$1" =~ ^[0-9]+$ ]] || [ "$1" -eq 0 ]; then
    echo "usage: Fuzz/run.sh SECONDS [libFuzzer options...]" >&2
    exit 2
  fi
  seconds=$1
  shift

  build=${FUZZ_BUILD:-Fuzz/.build}
  artifacts=${FUZZ_ARTIFACTS:-$build/artifacts}
  timeout_per_input=${FUZZ_TIMEOUT:-2}
  max_len=${FUZZ_MAX_LEN:-131072}
  modules=(FlowOutput FlowSyntax FlowImport FlowProgram FlowNavigator FlowPipeline FlowDiff FlowReport)  # in dependency order
  flags=(-O -parse-as-library -sanitize=fuzzer,address)

  mkdir -p "$build" "$artifacts"

  # Each module is rebuilt only when its sources, a module it depends on, the flags or the
  # compiler changed: a stamp beside each object holds the hash it was built from.
  build_start=$(date +%s)
  hash=$( { swiftc --version 2>&1; echo "${flags[*]}"; } | sha256sum | cut -d' ' -f1)
  objects=()
  rebuilt=0
  log="$build/build.log"
  for module in "${modules[@]}" FuzzTarget; do
    if [ "$module" = FuzzTarget ]; then directory=Fuzz/Target; else directory=Sources/$module; fi
    module_sources=()
    while IFS= read -r file; do module_sources+=("$file"); done < <(find "$directory" -name '*.swift' | LC_ALL=C sort)
    hash=$( { echo "$hash"; cat "${module_sources[@]}"; } | sha256sum | cut -d' ' -f1)
    if [ "$module" = FuzzTarget ]; then output=$build/flowmap-fuzz; else output=$build/$module.o; fi
    if [ -f "$output" ] && [ "$(cat "$output.stamp" 2>/dev/null)" = "$hash" ]; then
      objects+=("$output")
      continue
    fi
    if [ "$rebuilt" -eq 0 ]; then echo "== building $build/flowmap-fuzz (${flags[*]})"; : > "$log"; fi
    rebuilt=1
    rm -f "$output" "$output.stamp"
    if [ "$module" = FuzzTarget ]; then
      command=(swiftc "${flags[@]}" -use-ld=lld -I "$build" "${module_sources[@]}" "${objects[@]}" -o "$output")
    else
      command=(swiftc "${flags[@]}" -wmo -module-name "$module" -I "$build"
        -emit-module -emit-module-path "$build/$module.swiftmodule" -c "${module_sources[@]}" -o "$output")
    fi
    if ! "${command[@]}" >> "$log" 2>&1; then
      cat "$log" >&2
      echo "Fuzz/run.sh: building $module failed" >&2
      exit 1
    fi
    echo "$hash" > "$output.stamp"
    objects+=("$output")
  done
  if [ "$rebuilt" -eq 1 ]; then
    echo "== built in $(( $(date +%s) - build_start )) s"
  else
    echo "== flowmap-fuzz is up to date"
  fi

  # Seeds: every .flow file here, the spec's tour and the regression inputs, copied into a
  # temporary folder so that nothing in the tree is written.
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  seeds="$work/seeds"
  mkdir -p "$seeds"
  while IFS= read -r file; do
    cp "$file" "$seeds/$(printf '%s' "$file" | tr '/' '_')"
  done < <(find flows Examples Tests Fuzz/regressions -type f -name '*.flow' 2>/dev/null | LC_ALL=C sort)
  if [ -f ../shared/spec/tour.flow ]; then cp ../shared/spec/tour.flow "$seeds/tour.flow"; fi
  # The importers' seeds: dumps written for the fuzzer (Fuzz/dumps; the real dumps in
  # ../shared/dumps are others' text, so none is copied into the tree).
  while IFS= read -r file; do
    cp "$file" "$seeds/dump_$(basename "$file")"
  done < <(find Fuzz/dumps -type f 2>/dev/null | LC_ALL=C sort)
  # The target reads a form feed as the start of another file: a folder's files joined that way
  # (at most four, as the target splits) are a program whose names resolve across files.
  while IFS= read -r folder; do
    files=()
    while IFS= read -r file; do files+=("$file"); done < <(find "$folder" -maxdepth 1 -name '*.flow' | LC_ALL=C sort | head -n 4)
    if [ "${#files[@]}" -ge 2 ]; then
      joined="$seeds/joined_$(printf '%s' "$folder" | tr '/' '_').flow"
      for index in "${!files[@]}"; do
        if [ "$index" -gt 0 ]; then printf '\f' >> "$joined"; fi
        cat "${files[$index]}" >> "$joined"
      done
    fi
  done < <(find flows Examples Tests -type d 2>/dev/null | LC_ALL=C sort)
  corpus=${FUZZ_CORPUS:-$work/corpus}
  mkdir -p "$corpus"
  echo "== fuzzing for $seconds s: $(ls "$seeds" | wc -l | tr -d ' ') seeds, corpus $corpus"

  # Four frames per allocation stack: deeper stacks cost a sixth of the time, and LeakSanitizer
  # silently ignores leaks whose stack holds only malloc (malloc_context_size=0 or 1 finds no leak).
  # Rerun an artifact with ASAN_OPTIONS=malloc_context_size=30 for full allocation stacks.
  # The Swift runtime's own backtracer would race libFuzzer and AddressSanitizer for a crash
  # (and can outlive the process); theirs is the report that names the input.
  log="$work/fuzz.log"
  set +e
  SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=${ASAN_OPTIONS:-malloc_context_size=4:detect_leaks=1:handle_sigill=1:handle_abort=1} \
    timeout --kill-after=30 $((seconds + 300)) \
    "$build/flowmap-fuzz" \
    -max_total_time="$seconds" -timeout="$timeout_per_input" -max_len="$max_len" \
    -rss_limit_mb=4096 -detect_leaks=1 -print_final_stats=1 \
    -dict=Fuzz/flow.dict -artifact_prefix="$artifacts/" \
    "$@" "$corpus" "$seeds" > "$log" 2>&1
  status=$?
  set -e
  if [ -n "${FUZZ_LOG:-}" ]; then cp "$log" "$FUZZ_LOG"; fi

  # Progress lines are many: show the first and last coverage lines, any finding with its stack,
  # and the final statistics.
  grep -vE '^#[0-9]+[[:space:]]+(NEW|REDUCE|pulse)|^[[:space:]]+NEW_FUNC|^"|^###### |^INFO: ' "$log" || true

  done_line=$(grep -E '^Done [0-9]+ runs in [0-9]+ second' "$log" | tail -n 1 || true)
  runs=$(printf '%s' "$done_line" | awk '{print $2}')
  if [ "$status" -ne 0 ]; then
    echo "Fuzz/run.sh: libFuzzer failed with status $status; inputs are in $artifacts/" >&2
    exit 1
  fi
  if grep -qE 'ERROR: (AddressSanitizer|LeakSanitizer|libFuzzer)|ALARM: working on the last Unit|==[0-9]+== ?ERROR' "$log"; then
    echo "Fuzz/run.sh: libFuzzer reported a finding; inputs are in $artifacts/" >&2
    exit 1
  fi
  if [ -z "$done_line" ] || [ "${runs:-0}" -eq 0 ]; then
    echo "Fuzz/run.sh: libFuzzer ran no inputs (no 'Done N runs' line, or N = 0)" >&2
    exit 1
  fi
  echo "$done_line"
}

main "$@"
