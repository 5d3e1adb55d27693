#!/usr/bin/env bash
# The example consumer package (Examples/Cafeteria) works as docs/adoption.md says: its specification and its
# Swift Testing suite pass, gated at 100% coverage, and a copy with a deliberately broken step fails both.
set -euo pipefail
cd "$(dirname "$0")/../Examples"

echo "Examples/Cafeteria: swift run cafeteria-specs Features/ --coverage-min 100"
(cd Cafeteria && swift run cafeteria-specs Features/ --coverage-min 100 --format summary)
echo "Examples/Cafeteria: swift test"
# Its own words, not swift test's closing line: CI's log should end with the package's own test run.
(cd Cafeteria && swift test > /dev/null 2>&1) || { echo "FAIL: swift test failed in Examples/Cafeteria"; exit 1; }
echo "swift test passed"

# Beside the example, so that its relative dependency on this repository still resolves.
broken=$(mktemp -d "$PWD/.broken-XXXXXX")
trap 'rm -rf "$broken"' EXIT
cp -R Cafeteria/Package.swift Cafeteria/Sources Cafeteria/Tests Cafeteria/Features "$broken"/
steps="$broken/Sources/CafeteriaSpecs/CafeteriaSteps.swift"
# The broken step orders one more than the feature says.
python3 - "$steps" <<'PY'
import sys
path = sys.argv[1]
text = open(path).read()
original = "try world.till.add(quantity, of: item)"
assert text.count(original) == 1, "the step to break is not in CafeteriaSteps.swift any more: update this script"
open(path, "w").write(text.replace(original, "try world.till.add(quantity + 1, of: item)"))
PY

echo "a copy with a broken step: the specification must fail"
if (cd "$broken" && swift run cafeteria-specs Features/ --format summary --lang en > run.log 2>&1); then
    cat "$broken/run.log"; echo "FAIL: the specification passed with a broken step"; exit 1
fi
grep -E '^[0-9]+ scenarios' "$broken/run.log"
echo "a copy with a broken step: swift test must fail"
if (cd "$broken" && swift test > test.log 2>&1); then
    tail -n 5 "$broken/test.log"; echo "FAIL: swift test passed with a broken step"; exit 1
fi
echo "swift test failed, as it should"
echo "the example package passes, and fails when broken"
