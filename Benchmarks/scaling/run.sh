#!/usr/bin/env bash
# Scaling with scenarios per file (issue 35): the same 20,000 scenarios as one file and spread over 200 files
# (../shared/bench/gen_corpus.py, seed 1), timed with hyperfine for each case:
#   - a dry run;
#   - a selection by line: one `file:LINE` in the one file, against one `file:LINE` in each of the 200 files
#     (every scenario parsed and tested against the lines, in both shapes);
#   - a merge of one shard of every scenario (`--shard 1/1`, messages), to a summary;
#   - the shard-timings reader: a JUnit report of 20,000 and of 80,000 test cases read by `--shard-timings`
#     (linear: about 4 times as long, not 16).
#
#     Benchmarks/scaling/run.sh            # RUNS=3 timed runs per case (+1 warm-up)
#     RUNS=5 Benchmarks/scaling/run.sh
#
# It builds spec-runner-bench in release mode and works in Benchmarks/.work/scaling (git-ignored). Prints a
# Markdown table (docs/performance.md, «Scaling: one file against many», has the latest figures).
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
SHARED=${SHARED:-$ROOT/../shared}
WORK=$ROOT/Benchmarks/.work/scaling
RUNS=${RUNS:-3}
log() { printf '== %s\n' "$*" >&2; }
[ -d "$SHARED/bench" ] || { echo "needs ../shared (the benchmark material) beside the checkout" >&2; exit 2; }
command -v hyperfine >/dev/null || { log "apt-get install hyperfine"; apt-get update -qq && apt-get install -y -qq hyperfine >/dev/null; }

if [ -z "${BENCH:-}" ]; then
  log "swift build -c release --product spec-runner-bench"
  swift build -c release --product spec-runner-bench >&2
  BENCH=$ROOT/.build/release/spec-runner-bench
fi
mkdir -p "$WORK"
cd "$WORK"
for spec in one:1:20000 many:200:100; do
  IFS=: read -r name files per <<<"$spec"
  [ -d "$name" ] || python3 "$SHARED/bench/gen_corpus.py" --files "$files" --scenarios-per-file "$per" --seed 1 \
    --flat --out "$name" >/dev/null
done

# The line of a scenario: the middle one of the one file, the first of each of the 200.
python3 - <<'PY' > lines.txt
import os, re
heading = re.compile(r"^\s*(Scenario|Scenario Outline|Scenario Template|Example|Escenario|Esquema del escenario|Ejemplo|Caso):")
def scenario_lines(path):
    with open(path, encoding="utf-8") as f:
        return [n for n, line in enumerate(f, 1) if heading.match(line)]
def features(folder): return sorted(name for name in os.listdir(folder) if name.endswith(".feature"))
one = os.path.join("one", features("one")[0])
lines = scenario_lines(one)
print(f"{one}:{lines[len(lines) // 2]}")
print(" ".join(f"many/{name}:{scenario_lines(os.path.join('many', name))[0]}" for name in features("many")))
PY
ONE_LINE=$(sed -n 1p lines.txt)
MANY_LINES=$(sed -n 2p lines.txt)

for name in one many; do
  [ -s "$name.ndjson" ] || "$BENCH" "$name" --shard 1/1 --format "message:$name.ndjson" --format "junit:$name.xml" \
    >/dev/null || true
done
# A JUnit report of 20,000 and of 80,000 test cases (the 200 files' report, four times over).
cp many.xml timings-20k.xml
python3 - <<'PY'
text = open("many.xml", encoding="utf-8").read()
head, _, rest = text.partition("<testsuite ")
body, _, tail = ("<testsuite " + rest).rpartition("</testsuite>")
open("timings-80k.xml", "w", encoding="utf-8").write(head + (body + "</testsuite>\n") * 4 + tail)
PY
printf 'Feature: tiny\n  Scenario: one\n    Given the system is in a clean state\n' > tiny.feature

log "timing (hyperfine, $RUNS runs each)"
hyperfine -N --warmup 1 --runs "$RUNS" --export-json times.json --style none \
  -n "dry run, one file" "$BENCH one --dry-run --format summary" \
  -n "dry run, 200 files" "$BENCH many --dry-run --format summary" \
  -n "file:LINE, one file" "$BENCH $ONE_LINE --dry-run --format summary" \
  -n "file:LINE, 200 files" "$BENCH $MANY_LINES --dry-run --format summary" \
  -n "merge, one file" "$BENCH merge one.ndjson --format summary" \
  -n "merge, 200 files" "$BENCH merge many.ndjson --format summary" \
  -n "shard timings, 20,000 test cases" "$BENCH tiny.feature --dry-run --shard 1/2 --shard-timings timings-20k.xml" \
  -n "shard timings, 80,000 test cases" "$BENCH tiny.feature --dry-run --shard 1/2 --shard-timings timings-80k.xml" \
  >/dev/null

# Wall-clock time and CPU time (user + system): on a loaded machine the second is the one to compare.
python3 - times.json <<'PY'
import json, sys
results = {r["command"]: r for r in json.load(open(sys.argv[1]))["results"]}
def wall(name): return results[name]["mean"]
def cpu(name): return results[name]["user"] + results[name]["system"]
def row(label, first, second):
    return (f"| {label} | {wall(first):.2f} s ({cpu(first):.2f} s) | {wall(second):.2f} s ({cpu(second):.2f} s) "
            f"| {wall(first) / wall(second):.2f}× ({cpu(first) / cpu(second):.2f}×) |")
print("| Case (20,000 scenarios) | One file: wall (CPU) | 200 files: wall (CPU) | Ratio: wall (CPU) |")
print("|---|---:|---:|---:|")
for case in ["dry run", "file:LINE", "merge"]:
    print(row(case, f"{case}, one file", f"{case}, 200 files"))
print()
print("| Shard timings read | 80,000 test cases: wall (CPU) | 20,000 test cases: wall (CPU) | Ratio: wall (CPU) |")
print("|---|---:|---:|---:|")
print(row("`--shard-timings` (JUnit)", "shard timings, 80,000 test cases", "shard timings, 20,000 test cases"))
PY
