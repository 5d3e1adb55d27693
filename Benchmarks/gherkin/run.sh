#!/usr/bin/env bash
# Gherkin parsing benchmark, one command:
#
#     Benchmarks/gherkin/run.sh            # RUNS=5 timed runs per case (+1 warm-up)
#     RUNS=9 Benchmarks/gherkin/run.sh
#
# Builds gherkin-bench in release mode (Swift runtime linked statically, as shipped), generates the corpora with ../shared/bench/gen_corpus.py (200 and 2000
# files x 10 pickles, seed 1) under Benchmarks/.work/gherkin (git-ignored), creates a venv there with
# gherkin-official==42.0.1, compiles the C read floor (../shared/bench/floor/count_lines.c), then times, side by
# side in one run: the C floor, the official Python parser (parse + compile pickles, ../shared/bench/parse_gherkin.py)
# and gherkin-bench (parse + compile pickles) on 1 and 2 threads. Prints a Markdown table (see docs/performance.md).
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
SHARED=${SHARED:-$ROOT/../shared}
WORK=$ROOT/Benchmarks/.work/gherkin
RUNS=${RUNS:-5}
log() { printf '== %s\n' "$*" >&2; }

[ -d "$SHARED/bench" ] || { echo "needs ../shared (the benchmark material) beside the checkout" >&2; exit 2; }
mkdir -p "$WORK/corpus"

log "swift build -c release --static-swift-stdlib --product gherkin-bench"
swift build -c release --static-swift-stdlib --product gherkin-bench >&2

for spec in medium:200 large:2000; do
  name=${spec%%:*}; files=${spec#*:}
  if [ ! -f "$WORK/corpus/$name.json" ] || [ ! -d "$WORK/corpus/$name" ]; then
    log "generating corpus $name ($files files x 10 pickles, seed 1)"
    python3 "$SHARED/bench/gen_corpus.py" --files "$files" --scenarios-per-file 10 --seed 1 \
      --out "$WORK/corpus/$name" > "$WORK/corpus/$name.json"
  fi
done

if [ ! -x "$WORK/venv/bin/python" ] || ! "$WORK/venv/bin/python" -c 'import gherkin' 2>/dev/null; then
  log "creating venv + pip install gherkin-official==42.0.1"
  python3 -m venv "$WORK/venv"
  "$WORK/venv/bin/pip" install -q gherkin-official==42.0.1
fi

[ -x "$WORK/count_lines" ] || cc -O2 -o "$WORK/count_lines" "$SHARED/bench/floor/count_lines.c"
cc -O2 -o "$WORK/maxrss" "$ROOT/Benchmarks/gherkin/maxrss.c"

log "timing ($RUNS runs per case)"
python3 "$ROOT/Benchmarks/gherkin/bench.py" --runs "$RUNS" --work "$WORK" \
  --python "$WORK/venv/bin/python" --parse-gherkin "$SHARED/bench/parse_gherkin.py" \
  --floor "$WORK/count_lines" --swift "$ROOT/.build/release/gherkin-bench" --maxrss "$WORK/maxrss"
