#!/usr/bin/env bash
# The workers' benchmark (issue 25): serial against --jobs 2, on two corpora.
#
#     Benchmarks/workers/run.sh            # RUNS=5 timed runs per case (+1 warm-up)
#
# - costly: 400 scenarios of 4 steps that cost time like real step code, alternately CPU work and an awaited
#   wait, 0.5-2 ms each (deterministic: step i of scenario j costs 500 + (37*i + 101*j) % 1501 µs);
#   target: --jobs 2 at least 1.8x a serial run.
# - no-op: the runner benchmark's 2,000-scenario corpus (../shared/bench/gen_corpus.py, 200 files, seed 1), whose
#   steps do nothing; target: --jobs 2 no slower than 1.3x serial.
# Release build, statically linked as shipped; hyperfine; prints a Markdown table (docs/performance.md).
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
SHARED=${SHARED:-$ROOT/../shared}
WORK=$ROOT/Benchmarks/.work/workers
RUNS=${RUNS:-5}
[ -d "$SHARED/bench" ] || { echo "needs ../shared (the benchmark material) beside the checkout" >&2; exit 2; }
command -v hyperfine >/dev/null || { apt-get update -qq && apt-get install -y -qq hyperfine >/dev/null; }

swift build -c release --static-swift-stdlib --product spec-runner-bench >&2
BENCH=$ROOT/.build/release/spec-runner-bench
mkdir -p "$WORK"

if [ ! -d "$WORK/noop" ]; then
  python3 "$SHARED/bench/gen_corpus.py" --files 200 --scenarios-per-file 10 --seed 1 --out "$WORK/noop" >/dev/null
fi
rm -rf "$WORK/costly" && mkdir -p "$WORK/costly"
python3 - "$WORK/costly" <<'PY'
import sys
out = sys.argv[1]
for f in range(40):
    lines = [f"Feature: costly steps {f}", ""]
    for s in range(10):
        j = f * 10 + s
        lines.append(f"  Scenario: scenario {j}")
        for i in range(4):
            cost = 500 + (37 * i + 101 * j) % 1501
            keyword = "Given" if i == 0 else "And"
            step = f"a computation of {cost} microseconds" if i % 2 == 0 else f"a wait of {cost} microseconds"
            if i % 2 == 1: keyword = "When" if i == 1 else "And"
            lines.append(f"    {keyword} {step}")
        lines.append("")
    open(f"{out}/costly_{f:02d}.feature", "w").write("\n".join(lines))
PY

for corpus in costly noop; do
  # The exit status, not the summary's words: those follow the output language.
  out=$("$BENCH" "$WORK/$corpus" --format summary --jobs 2 2>&1) || { echo "the $corpus corpus does not pass with --jobs 2" >&2; echo "$out" >&2; exit 1; }
done

hyperfine -N --warmup 1 --runs "$RUNS" --export-json "$WORK/times.json" --style none \
  -n "costly, serial" "$BENCH $WORK/costly --format summary" \
  -n "costly, --jobs 2" "$BENCH $WORK/costly --format summary --jobs 2" \
  -n "no-op, serial" "$BENCH $WORK/noop --format summary" \
  -n "no-op, --jobs 2" "$BENCH $WORK/noop --format summary --jobs 2" \
  >/dev/null

python3 - "$WORK/times.json" <<'PY'
import json, sys, os
t = {r["command"]: r for r in json.load(open(sys.argv[1]))["results"]}
print(f"Measured {os.popen('date -u +%Y-%m-%dT%H:%MZ').read().strip()} on {os.cpu_count()} cores, "
      f"load {os.getloadavg()[0]:.2f}; mean of hyperfine runs.\n")
print("| case | time | spread | CPU (user + system) |")
print("|---|---:|---:|---:|")
for name, r in t.items():
    print(f"| {name} | {r['mean']:.3f} s | ± {r['stddev']:.3f} s | {r['user'] + r['system']:.3f} s |")
speedup = t["costly, serial"]["mean"] / t["costly, --jobs 2"]["mean"]
slowdown = t["no-op, --jobs 2"]["mean"] / t["no-op, serial"]["mean"]
print()
print("| target | measured | verdict |")
print("|---|---:|---|")
print(f"| costly steps: --jobs 2 ≥ 1.8× serial | {speedup:.2f}× | {'met' if speedup >= 1.8 else 'not met'} |")
print(f"| no-op steps: --jobs 2 ≤ 1.3× serial's time | {slowdown:.2f}× | {'met' if slowdown <= 1.3 else 'not met'} |")
PY
