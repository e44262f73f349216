#!/usr/bin/env bash
# Fuzz/throughput.sh [options] BEFORE AFTER CORPUS
#
# Compares the inputs a second of two fuzz builds (BEFORE and AFTER are flowmap-fuzz binaries)
# in alternating pairs: BEFORE, AFTER, BEFORE, AFTER, ... Each run gets its own fresh copy of
# CORPUS (libFuzzer writes new inputs into its corpus folder; CORPUS itself is never written).
# Both binaries get identical flags and environment. Two measures (Fuzz/README.md, "Third
# session", says why both):
#
#   steady (default)  The fuzzing of a real campaign: the corpus copy is loaded, then libFuzzer
#                     mutates for a fixed number of inputs with a fixed seed, with run.sh's
#                     flags and environment (-runs and -seed instead of -max_total_time). The
#                     rate is that of the fuzzing phase alone, from libFuzzer's "INITED" line
#                     (the corpus is loaded) to its "DONE" line: the inputs run between them
#                     over the wall and CPU (user + system) seconds between them, the CPU time
#                     read from /proc/PID/stat as each line arrives.
#   replay            Every corpus input run once: /usr/bin/time of BIN -runs=0
#                     -max_len=131072 COPY, the measure of the earlier sessions. On a minimized
#                     corpus nearly every input adds features, so libFuzzer's per-new-feature
#                     bookkeeping is paid on every input.
#
# Options:
#   --replay        the replay measure instead of the steady one
#   --pairs N       pairs to run (default 8)
#   --runs R        steady: libFuzzer's -runs, counting the corpus inputs (default 12000)
#   --seed S        steady: libFuzzer's -seed (default 1)
#   --after-corpus DIR
#                   AFTER runs on copies of DIR instead of CORPUS: each build on a corpus grown
#                   by its own campaign (FUZZ_CORPUS=DIR Fuzz/run.sh 90 with its build). The
#                   builds then run different inputs, so the ratio says how fast each fuzzes
#                   where its own campaign stands, not what the same work costs.
#
# Prints one line per run, then the sums and the ratio AFTER / BEFORE of inputs a second (the
# sum of inputs over the sum of seconds), and the load average at the start and the end.
set -euo pipefail

main() {
  mode=steady
  pairs=8
  runs=12000
  seed=1
  after_corpus=''
  while [ $# -gt 0 ]; do
    case "$1" in
      --replay) mode=replay; shift ;;
      --pairs) pairs=$2; shift 2 ;;
      --runs) runs=$2; shift 2 ;;
      --seed) seed=$2; shift 2 ;;
      --after-corpus) after_corpus=$(realpath "$2"); shift 2 ;;
      -*) usage ;;
      *) break ;;
    esac
  done
  [ $# -eq 3 ] || usage
  before=$(realpath "$1")
  after=$(realpath "$2")
  corpus=$(realpath "$3")
  for binary in "$before" "$after"; do
    [ -x "$binary" ] || { echo "Fuzz/throughput.sh: $binary is not an executable" >&2; exit 2; }
  done
  [ -d "$corpus" ] || { echo "Fuzz/throughput.sh: $corpus is not a folder" >&2; exit 2; }
  if [ -n "$after_corpus" ] && ! [ -d "$after_corpus" ]; then
    echo "Fuzz/throughput.sh: $after_corpus is not a folder" >&2
    exit 2
  fi

  cd "$(dirname "$0")/.."
  dictionary=$(realpath Fuzz/flow.dict)
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  ticks=$(getconf CLK_TCK)

  echo "== $mode, $pairs pairs, $(ls "$corpus" | wc -l | tr -d ' ') corpus inputs$(
    [ "$mode" = steady ] && echo ", -runs=$runs -seed=$seed")"
  echo "== before: $before"
  echo "== after:  $after"
  if [ -n "$after_corpus" ]; then
    echo "== after's corpus: $after_corpus, $(ls "$after_corpus" | wc -l | tr -d ' ') inputs"
  fi
  echo "== load at start: $(cat /proc/loadavg)"
  if [ "$mode" = steady ]; then
    printf '%-4s %-6s %7s %7s %7s %8s %8s %5s %6s %6s %8s\n' pair build inputs wall cpu "in/s" "in/s cpu" new cov ft "load(1)"
  else
    printf '%-4s %-6s %7s %7s %8s\n' pair build wall cpu "load(1)"
  fi
  declare -A sum_inputs sum_wall sum_cpu
  for build in before after; do sum_inputs[$build]=0; sum_wall[$build]=0; sum_cpu[$build]=0; done
  for pair in $(seq 1 "$pairs"); do
    for build in before after; do
      source_corpus=$corpus
      if [ "$build" = before ]; then binary=$before; else binary=$after; fi
      if [ "$build" = after ] && [ -n "$after_corpus" ]; then source_corpus=$after_corpus; fi
      rm -rf "$work/corpus" "$work/artifacts"
      cp -r "$source_corpus" "$work/corpus"
      mkdir -p "$work/artifacts"
      if [ "$mode" = steady ]; then steady_run "$binary"; else replay_run "$binary"; fi
      sum_inputs[$build]=$(echo "${sum_inputs[$build]} + $inputs" | bc)
      sum_wall[$build]=$(echo "${sum_wall[$build]} + $wall" | bc)
      sum_cpu[$build]=$(echo "${sum_cpu[$build]} + $cpu" | bc)
      load=$(cut -d' ' -f1 /proc/loadavg)
      if [ "$mode" = steady ]; then
        printf '%-4s %-6s %7d %7.2f %7.2f %8.1f %8.1f %5s %6s %6s %8s\n' "$pair" "$build" "$inputs" "$wall" "$cpu" \
          "$(echo "$inputs / $wall" | bc -l)" "$(echo "$inputs / $cpu" | bc -l)" "$new" "$cov" "$ft" "$load"
      else
        printf '%-4s %-6s %7.2f %7.2f %8s\n' "$pair" "$build" "$wall" "$cpu" "$load"
      fi
    done
  done
  echo "== load at end: $(cat /proc/loadavg)"
  for build in before after; do
    echo "== $build: ${sum_inputs[$build]} inputs, ${sum_wall[$build]} s wall, ${sum_cpu[$build]} s CPU"
  done
  wall_ratio=$(echo "(${sum_inputs[after]} / ${sum_wall[after]}) / (${sum_inputs[before]} / ${sum_wall[before]})" | bc -l)
  cpu_ratio=$(echo "(${sum_inputs[after]} / ${sum_cpu[after]}) / (${sum_inputs[before]} / ${sum_cpu[before]})" | bc -l)
  printf '== after / before, inputs a second: wall %.3f, CPU %.3f\n' "$wall_ratio" "$cpu_ratio"
}

usage() {
  echo "usage: Fuzz/throughput.sh [--replay] [--pairs N] [--runs R] [--seed S] [--after-corpus DIR] BEFORE AFTER CORPUS" >&2
  exit 2
}

# The process's user + system CPU seconds so far (all its threads), from /proc/PID/stat.
cpu_seconds() {
  local fields
  read -r -a fields < <(sed 's/^.*) //' "/proc/$1/stat")
  # After the command's name: field 3 of stat is fields[0], so utime (14) and stime (15) are 11, 12.
  echo "scale=2; (${fields[11]} + ${fields[12]}) / $ticks" | bc
}

# One steady run: sets inputs, wall, cpu (of the fuzzing phase), new, cov, ft.
steady_run() {
  local binary=$1 fifo=$work/output line pid status
  local inited_runs='' inited_time='' inited_cpu='' done_runs='' done_time='' done_cpu=''
  rm -f "$fifo"
  mkfifo "$fifo"
  # run.sh's flags and environment, with a fixed number of inputs and a fixed seed in place
  # of -max_total_time.
  SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=malloc_context_size=4:detect_leaks=1:handle_sigill=1:handle_abort=1 \
    "$binary" -seed="$seed" -runs="$runs" -timeout=2 -max_len=131072 \
    -rss_limit_mb=4096 -detect_leaks=1 -print_final_stats=1 \
    -dict="$dictionary" -artifact_prefix="$work/artifacts/" \
    "$work/corpus" > "$fifo" 2>&1 &
  pid=$!
  new='' cov='' ft=''
  # libFuzzer writes its lines unbuffered; each is read as it comes, and the two that bound the
  # fuzzing phase are stamped with the time and the process's CPU seconds at once.
  while IFS= read -r line; do
    case "$line" in
      \#*INITED*)
        inited_time=$EPOCHREALTIME; inited_cpu=$(cpu_seconds "$pid")
        inited_runs=${line%%[[:space:]]*}; inited_runs=${inited_runs#\#} ;;
      \#*DONE*)
        done_time=$EPOCHREALTIME; done_cpu=$(cpu_seconds "$pid")
        done_runs=${line%%[[:space:]]*}; done_runs=${done_runs#\#}
        cov=$(sed -E 's/.* cov: ([0-9]+).*/\1/' <<< "$line")
        ft=$(sed -E 's/.* ft: ([0-9]+).*/\1/' <<< "$line") ;;
      stat::new_units_added:*) new=${line##*[[:space:]]} ;;
    esac
  done < "$fifo"
  status=0
  wait "$pid" || status=$?
  if [ "$status" -ne 0 ] || [ -z "$inited_time" ] || [ -z "$done_time" ]; then
    echo "Fuzz/throughput.sh: $binary failed (status $status) or printed no INITED or DONE line" >&2
    exit 1
  fi
  inputs=$((done_runs - inited_runs))
  wall=$(echo "$done_time - $inited_time" | bc)
  cpu=$(echo "$done_cpu - $inited_cpu" | bc)
}

# One replay run: sets inputs (the corpus size), wall and cpu of the whole run.
replay_run() {
  local binary=$1 user system
  /usr/bin/time -o "$work/time" -f "%e %U %S" "$binary" -runs=0 -max_len=131072 "$work/corpus" > /dev/null 2>&1
  read -r wall user system < "$work/time"
  cpu=$(echo "$user + $system" | bc)
  inputs=$(ls "$source_corpus" | wc -l | tr -d ' ')
}

main "$@"
