#!/usr/bin/env bash
# Report benchmark, one command: the release report-fixtures runner over a generated suite, each report format
# on its own and all at once, side by side with a run that writes no file report (the baseline).
#
#   Benchmarks/reports/run.sh [SCENARIOS]      (default 20000; a few percent of them fail)
#
# Prints wall time, CPU time (user + system: steadier than wall time on a shared machine) and maximum resident
# set size (GNU time) per configuration, and the reports' size. No ../shared needed.
set -euo pipefail
cd "$(dirname "$0")/../.."
SCENARIOS=${1:-20000}
WORK=Benchmarks/.work/reports-$SCENARIOS
mkdir -p "$WORK/features" "$WORK/out"

# 100 scenarios per file, each a background step, two steps with values, a data table every tenth scenario,
# and a failing expectation every fiftieth, all bound by the report fixtures' basket steps.
python3 - "$SCENARIOS" "$WORK/features" <<'PY'
import os, sys
total, folder = int(sys.argv[1]), sys.argv[2]
per_file = 100
for number in range((total + per_file - 1) // per_file):
    lines = [f"@bench @file-{number % 10}", f"Feature: Bench {number}", "",
             "  Background:", "    Given a fresh basket", ""]
    for scenario in range(min(per_file, total - number * per_file)):
        count = scenario % 7 + 1
        expected = count + (1 if scenario % 50 == 49 else 0)
        lines.append(f"  @group-{scenario % 5}")
        lines.append(f"  Scenario: Adding {count} apples, case {scenario}")
        if scenario % 10 == 0:
            lines += ["    Given the basket holds:", "      | item  | quantity |", f"      | apple | {count} |",
                      f"    Then the basket holds {expected} items", ""]
        else:
            lines += [f"    When I add {count} apples", f"    Then the basket holds {expected} items", ""]
    with open(os.path.join(folder, f"bench-{number:04}.feature"), "w", encoding="utf-8") as file:
        file.write("\n".join(lines))
PY

swift build -c release --product report-fixtures >&2
runner=.build/release/report-fixtures

measure() {  # LABEL FORMAT-ARGUMENTS…
    local label="$1"
    shift
    /usr/bin/time -f "%e %U %S %M" -o "$WORK/time.txt" "$runner" "$WORK/features" --format "summary:$WORK/out/summary.txt" "$@" \
        >/dev/null 2>&1 || true
    read -r seconds user system kilobytes < <(tail -1 "$WORK/time.txt")
    local size=""
    if [ $# -gt 0 ]; then size=$(du -ch "$WORK"/out/report.* 2>/dev/null | tail -1 | cut -f1); fi
    printf '%-10s %7.2f s wall %7.2f s cpu %8.1f MB  %s\n' "$label" "$seconds" \
        "$(awk "BEGIN { print $user + $system }")" "$(awk "BEGIN { print $kilobytes / 1024 }")" "$size"
    rm -f "$WORK"/out/report.*
}

echo "$SCENARIOS scenarios, release build; wall time, CPU time, max RSS, report size"
measure baseline
for format in progress junit json message html rerun usage; do
    measure "$format" --format "$format:$WORK/out/report.$format"
done
all=()
for format in progress junit json message html rerun usage; do all+=(--format "$format:$WORK/out/report.$format"); done
measure all "${all[@]}"
