#!/usr/bin/env bash
# The whole test suite under the thread sanitizer, then under the address sanitizer (with its leak check),
# each in its own scratch folder so that the ordinary .build stays as it is:
#
#     Scripts/sanitizers.sh            # both; about 10 minutes on 2 cores
#     Scripts/sanitizers.sh thread     # or just one of them
#
# Leak reports from the toolchain's own libraries (XCTest, Foundation) are suppressed by
# Scripts/lsan-toolchain.supp; a leak in this package's code fails the run.
set -euo pipefail
cd "$(dirname "$0")/.."
kinds=("$@")
[ ${#kinds[@]} -gt 0 ] || kinds=(thread address)
for kind in "${kinds[@]}"; do
    printf '\n== swift test --sanitize=%s\n' "$kind"
    log=".build/sanitize-$kind.log"
    mkdir -p .build
    if ! LSAN_OPTIONS="suppressions=$PWD/Scripts/lsan-toolchain.supp" \
        swift test --sanitize="$kind" --scratch-path ".build/sanitize-$kind" >"$log" 2>&1; then
        grep -E "✘|SUMMARY|WARNING: ThreadSanitizer|ERROR: AddressSanitizer" "$log" | head -n 40 >&2 || true
        echo "swift test --sanitize=$kind failed; the whole output is in $log" >&2
        exit 1
    fi
    grep -E "Test run with" "$log" | tail -n 1
done
echo "sanitizers clean"
