#!/usr/bin/env bash
# The runner benchmark, one command (issue 7): spec-runner-bench against behave (and pytest-bdd) on the same
# generated corpora and the same 34 step patterns, side by side in one run, plus memory, start-up and build time.
#
#     Benchmarks/run.sh                 # RUNS=5 timed runs per case (+1 warm-up), ~5 minutes on 2 cores
#     RUNS=10 Benchmarks/run.sh
#     Benchmarks/run.sh --cold-build    # also time a cold `swift build` of a fresh clone (~1-2 minutes more)
#     Benchmarks/run.sh --parsers       # also run Benchmarks/gherkin/run.sh and Benchmarks/expressions/run.sh
#
# It builds spec-runner, spec-runner-bench and a Swift hello world in release mode (statically linked, and
# spec-runner and the hello world also dynamically linked), generates the corpora with
# ../shared/bench/gen_corpus.py (200 files = 2,000 scenarios, and 2,000 files = 20,000 scenarios; 10 pickles a
# file, seed 1) under Benchmarks/.work (git-ignored), installs the peers there (behave 1.3.3, pytest-bdd 9.0.1,
# as ../shared/bench/bench_peers.sh pins them) and times everything with hyperfine. Prints a Markdown table
# (docs/performance.md has the latest figures).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
SHARED=${SHARED:-$ROOT/../shared}
WORK=$ROOT/Benchmarks/.work/runner
RUNS=${RUNS:-5}
COLD=no
PARSERS=no
for argument in "$@"; do
  case "$argument" in
    --cold-build) COLD=yes ;;
    --parsers) PARSERS=yes ;;
    *) echo "usage: Benchmarks/run.sh [--cold-build] [--parsers]" >&2; exit 2 ;;
  esac
done
log() { printf '== %s\n' "$*" >&2; }
[ -d "$SHARED/bench" ] || { echo "needs ../shared (the benchmark material) beside the checkout" >&2; exit 2; }

command -v hyperfine >/dev/null || { log "apt-get install hyperfine"; apt-get update -qq && apt-get install -y -qq hyperfine >/dev/null; }
[ -x /usr/bin/time ] || { log "apt-get install time"; apt-get update -qq && apt-get install -y -qq time >/dev/null; }

# Release builds as they are shipped: the Swift runtime and Foundation linked statically
# (--static-swift-stdlib), which spares every start the loading and relocation of ~20 shared libraries. The
# dynamically linked spec-runner (plain `swift build -c release`) is timed too, and the hello world both ways.
log "swift build -c release --static-swift-stdlib (spec-runner, spec-runner-bench)"
swift build -c release --static-swift-stdlib --product spec-runner >&2
swift build -c release --static-swift-stdlib --product spec-runner-bench >&2
mkdir -p "$WORK/bin"
cp "$ROOT/.build/release/spec-runner" "$ROOT/.build/release/spec-runner-bench" "$WORK/bin/"
log "swift build -c release (spec-runner, dynamically linked)"
swift build -c release --product spec-runner >&2
cp "$ROOT/.build/release/spec-runner" "$WORK/bin/spec-runner-dynamic"
BENCH=$WORK/bin/spec-runner-bench
RUNNER=$WORK/bin/spec-runner
RUNNER_DYNAMIC=$WORK/bin/spec-runner-dynamic
# The floor as ../shared/bench/bench_peers.sh builds it (swiftc -O, Foundation linked dynamically), and the same
# program linked statically.
[ -x "$WORK/hello" ] || swiftc -O "$SHARED/bench/floor/hello.swift" -o "$WORK/hello"
[ -x "$WORK/hello-static" ] || swiftc -O -static-stdlib "$SHARED/bench/floor/hello.swift" -o "$WORK/hello-static"

mkdir -p "$WORK/corpus"
for spec in medium:200 large:2000; do
  name=${spec%%:*}; files=${spec#*:}
  if [ ! -d "$WORK/corpus/$name" ]; then
    log "generating corpus $name ($files files x 10 pickles, seed 1)"
    python3 "$SHARED/bench/gen_corpus.py" --files "$files" --scenarios-per-file 10 --seed 1 \
      --out "$WORK/corpus/$name" > "$WORK/corpus/$name.json"
  fi
done

if [ ! -x "$WORK/venv/bin/behave" ] || [ ! -x "$WORK/venv/bin/pytest" ]; then
  log "creating venv + pip install behave==1.3.3 pytest-bdd==9.0.1"
  python3 -m venv "$WORK/venv"
  "$WORK/venv/bin/pip" install -q behave==1.3.3 pytest-bdd==9.0.1
fi
# behave finds its steps in <stage>_steps/ beside the features: a copy of the peers' runner folder, with the
# corpora linked into it (../shared stays untouched).
rm -rf "$WORK/behave" && cp -r "$SHARED/bench/runners/behave" "$WORK/behave"
ln -sfn "$WORK/corpus/medium" "$WORK/behave/medium"
ln -sfn "$WORK/corpus/large" "$WORK/behave/large"
BEHAVE="$WORK/venv/bin/behave"

log "sanity: every peer passes the corpus"
# Output captured first: `cmd | grep -q` under pipefail fails when grep stops reading early.
ours=$("$BENCH" "$WORK/corpus/medium" --format summary 2>&1 || true)
grep -q "2000 scenarios (2000 passed)" <<<"$ours" || { echo "spec-runner-bench does not pass the medium corpus" >&2; exit 1; }
theirs=$(cd "$WORK/behave" && "$BEHAVE" --stage realistic -f null medium 2>&1 || true)
grep -q "^2000 scenarios passed" <<<"$theirs" || { echo "behave does not pass the medium corpus" >&2; exit 1; }

log "timing (hyperfine, $RUNS runs each)"
hyperfine -N --warmup 1 --runs "$RUNS" --export-json "$WORK/times.json" --style none \
  -n "spec-runner run (2,000 scenarios, pretty)" "$BENCH $WORK/corpus/medium --no-color" \
  -n "behave run (2,000 scenarios, pretty)" "bash -c 'cd $WORK/behave && $BEHAVE --stage realistic --no-color medium'" \
  -n "spec-runner --dry-run (2,000 scenarios)" "$BENCH $WORK/corpus/medium --dry-run --no-color" \
  -n "behave --dry-run (2,000 scenarios)" "bash -c 'cd $WORK/behave && $BEHAVE --stage realistic --dry-run --no-color medium'" \
  -n "spec-runner run (20,000 scenarios, pretty)" "$BENCH $WORK/corpus/large --no-color" \
  -n "spec-runner Features/ (the app's 19 scenarios)" "$RUNNER $ROOT/Features --no-color" \
  -n "spec-runner Features/, dynamically linked" "$RUNNER_DYNAMIC $ROOT/Features --no-color" \
  -n "Swift hello world" "$WORK/hello" \
  -n "Swift hello world, statically linked" "$WORK/hello-static" \
  >/dev/null

log "peak memory (/usr/bin/time)"
rss() { /usr/bin/time -f "%M" "$@" 2>&1 >/dev/null | tail -n 1; }
RSS_SPEC_MEDIUM=$(rss "$BENCH" "$WORK/corpus/medium" --no-color)
RSS_BEHAVE_MEDIUM=$( (cd "$WORK/behave" && rss "$BEHAVE" --stage realistic --no-color medium) )
RSS_SPEC_LARGE=$(rss "$BENCH" "$WORK/corpus/large" --no-color)
# The file reports keep every scenario's results to the end of the run: the same run writing JUnit and JSON.
RSS_SPEC_LARGE_REPORTS=$(rss "$BENCH" "$WORK/corpus/large" --no-color \
  --format "junit:$WORK/large-report.xml" --format "json:$WORK/large-report.json")

COLD_SECONDS=""
if [ "$COLD" = yes ]; then
  log "cold swift build of a fresh clone"
  rm -rf "$WORK/clone" && git clone -q "$ROOT" "$WORK/clone"
  start=$(date +%s.%N)
  (cd "$WORK/clone" && swift build >/dev/null 2>&1)
  COLD_SECONDS=$(python3 -c "import time; print(f'{time.time() - $start:.1f}')")
  rm -rf "$WORK/clone"
fi

python3 - "$WORK/times.json" "$RSS_SPEC_MEDIUM" "$RSS_BEHAVE_MEDIUM" "$RSS_SPEC_LARGE" "$RSS_SPEC_LARGE_REPORTS" \
  "$COLD_SECONDS" <<'PY'
import json, sys, os
times = {r["command"]: r for r in json.load(open(sys.argv[1]))["results"]}
rss_spec, rss_behave, rss_large, rss_large_reports = (int(x) / 1024 for x in sys.argv[2:6])
cold = sys.argv[6]
def mean(name): return times[name]["mean"]
def row(name): r = times[name]; return f"| {name} | {r['mean']:.3f} s | ± {r['stddev']:.3f} s |"
print(f"Measured {os.popen('date -u +%Y-%m-%dT%H:%MZ').read().strip()} on {os.cpu_count()} cores, "
      f"load {os.getloadavg()[0]:.2f}; mean of hyperfine runs.\n")
print("| case | time | spread |")
print("|---|---:|---:|")
for name in times: print(row(name))
full = mean("behave run (2,000 scenarios, pretty)") / mean("spec-runner run (2,000 scenarios, pretty)")
dry = mean("behave --dry-run (2,000 scenarios)") / mean("spec-runner --dry-run (2,000 scenarios)")
start = mean("spec-runner Features/ (the app's 19 scenarios)") / mean("Swift hello world")
start_dynamic = mean("spec-runner Features/, dynamically linked") / mean("Swift hello world")
start_static = mean("spec-runner Features/ (the app's 19 scenarios)") / mean("Swift hello world, statically linked")
print()
print("| target | measured | verdict |")
print("|---|---:|---|")
print(f"| full run ≥ 50× behave's scenarios/s (2,000 scenarios) | {full:.1f}× | {'met' if full >= 50 else 'not met'} |")
print(f"| --dry-run ≥ 50× behave's | {dry:.1f}× | {'met' if dry >= 50 else 'not met'} |")
print(f"| peak RSS ≤ behave's (2,000 scenarios) | {rss_spec:.1f} MB vs {rss_behave:.1f} MB | {'met' if rss_spec <= rss_behave else 'not met'} |")
print(f"| peak RSS ≤ 64 MB (20,000 scenarios) | {rss_large:.1f} MB | {'met' if rss_large <= 64 else 'not met'} |")
print(f"| (the same run writing JUnit and JSON reports; not a target) | {rss_large_reports:.1f} MB | – |")
print(f"| spec-runner Features/ ≤ 3× a Swift hello world (the floor of ../shared/bench) | {start:.2f}× | {'met' if start <= 3 else 'not met'} |")
print(f"| (the same, spec-runner dynamically linked) | {start_dynamic:.2f}× | {'met' if start_dynamic <= 3 else 'not met'} |")
print(f"| (the same, against the hello world statically linked) | {start_static:.2f}× | {'met' if start_static <= 3 else 'not met'} |")
if cold:
    print(f"| cold swift build ≤ 90 s | {cold} s | {'met' if float(cold) <= 90 else 'not met'} |")
PY

if [ "$PARSERS" = yes ]; then
  Benchmarks/gherkin/run.sh
  Benchmarks/expressions/run.sh
fi
