#!/usr/bin/env bash
# Step-matching benchmark, one command: Swift (release) and the Python peers side by side, same corpus.
#
#   Benchmarks/expressions/run.sh [FILES] [RUNS]     (defaults: 200 files = the medium corpus, 20 runs)
#
# Needs ../shared (gen_corpus.py, steps.cucumber.txt, match_bench.py) and PyPI for the peers
# (gherkin-official, cucumber-expressions, cucumber-tag-expressions, parse) in Benchmarks/.work/venv.
set -euo pipefail
cd "$(dirname "$0")/../.."
FILES=${1:-200}
RUNS=${2:-20}
SHARED=../shared/bench
WORK=Benchmarks/.work
CORPUS=$WORK/corpus/files-$FILES
mkdir -p "$WORK"

if [ ! -x "$WORK/venv/bin/python" ]; then
  python3 -m venv "$WORK/venv"
fi
"$WORK/venv/bin/python" -c 'import gherkin, cucumber_expressions, cucumber_tag_expressions, parse' 2>/dev/null ||
  "$WORK/venv/bin/pip" install -q gherkin-official==42.0.1 cucumber-expressions==20.1.0 \
    cucumber-tag-expressions==11.0.1 parse

if [ ! -d "$CORPUS" ]; then
  python3 "$SHARED/gen_corpus.py" --files "$FILES" --scenarios-per-file 10 --seed 1 --out "$CORPUS" >/dev/null
fi
"$WORK/venv/bin/python" Benchmarks/expressions/extract_steps.py "$CORPUS" "$WORK/steps-$FILES" >&2

swift build -c release --product expressions-bench >&2
swift_json=$(.build/release/expressions-bench "$SHARED/steps.cucumber.txt" "$WORK/steps-$FILES/steps.txt" \
  "$WORK/steps-$FILES/tags.txt" "$RUNS")
python_json=$("$WORK/venv/bin/python" "$SHARED/match_bench.py" "$CORPUS")

echo "$swift_json"
echo "$python_json"
python3 - "$swift_json" "$python_json" <<'PY'
import json, sys
s, p = json.loads(sys.argv[1]), json.loads(sys.argv[2])
print()
print(f"corpus: {s['steps']} pickle steps, {s['pickles']} pickles, {s['definitions']} definitions; "
      f"Swift median of {s['runs']} runs, Python one run")
print(f"{'':44s} {'Swift':>12s} {'Python':>12s}")
print(f"{'first match per step, values converted (s)':44s} {s['t_first_match_s']:12.4f} {p['t_cukeexpr_s']:12.4f}"
      f"   {p['t_cukeexpr_s'] / s['t_first_match_s']:.0f}x")
print(f"{'all 34 definitions per step (s)':44s} {s['t_all_definitions_s']:12.4f} {'-':>12s}")
print(f"{'all definitions, via StepExpressionIndex (s)':44s} {s['t_indexed_s']:12.4f} {'-':>12s}")
print(f"{'tag expression on every pickle (s)':44s} {s['t_tags_s']:12.5f} {p['t_tags_s']:12.5f}")
print(f"{'compile the 34 expressions (s)':44s} {s['t_compile_s']:12.5f} {'-':>12s}")
print(f"unmatched: Swift {s['unmatched']} (first-match {s['unmatched_first']}), ambiguous {s['ambiguous']}; "
      f"Python {p['unmatched_cuke']}; tags selected: Swift {s['tag_selected']}, Python {p['tag_selected']}")
PY
