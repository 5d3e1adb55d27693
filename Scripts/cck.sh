#!/usr/bin/env bash
# Runs every Cucumber Compatibility Kit sample with cck-runner and compares its messages with the kit's
# expected stream (ids, timestamps, uris and stack traces normalised; everything else exact).
#
#   Scripts/cck.sh                 build release, run all samples, print OK/FAIL per sample and "CCK: N/46"
#   Scripts/cck.sh minimal hooks   only these samples
#   CCK_RUNNER=.build/debug/cck-runner Scripts/cck.sh   use an already built runner instead of building
#
# Needs ../shared (the conformance corpora) beside the checkout. Exits 1 unless every sample passes.
set -uo pipefail
cd "$(dirname "$0")/.."

shared=../shared
samples_dir="$shared/conformance/cck"
schema="$shared/conformance/messages-schema/messages.schema.json"
compare="$shared/tools/cck-compare.py"
if [[ ! -d "$samples_dir" ]]; then
    echo "cck.sh: $samples_dir not found; the Compatibility Kit lives in ../shared" >&2
    exit 2
fi

runner=${CCK_RUNNER:-}
if [[ -z "$runner" ]]; then
    swift build -c release --product cck-runner >&2 || exit 2
    runner=.build/release/cck-runner
fi

if [[ $# -gt 0 ]]; then
    samples=("$@")
else
    samples=()
    for folder in "$samples_dir"/*/; do
        samples+=("$(basename "$folder")")
    done
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

passed=0
for sample in "${samples[@]}"; do
    folder="$samples_dir/$sample"
    actual="$work/$sample.ndjson"
    "$runner" "$folder" >"$actual" 2>"$work/$sample.stderr"
    status=$?
    if [[ $status -ge 2 ]]; then
        echo "FAIL $sample (cck-runner exited $status)"
        sed 's/^/    /' "$work/$sample.stderr"
        continue
    fi
    if report=$(python3 "$compare" "$folder/$sample.ndjson" "$actual" --schema "$schema" 2>&1); then
        echo "OK   $sample"
        passed=$((passed + 1))
    else
        echo "FAIL $sample"
        printf '%s\n' "$report" | head -n "${CCK_DIFF_LINES:-40}" | sed 's/^/    /'
    fi
done

echo "CCK: $passed/${#samples[@]}"
[[ $passed -eq ${#samples[@]} ]]
