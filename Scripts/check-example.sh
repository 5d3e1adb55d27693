#!/usr/bin/env bash
# The example consumer package (Examples/Cafeteria) works as docs/adoption.md says: its specification and its
# Swift Testing suite pass, gated at 100% coverage, and a copy with a deliberately broken step fails both.
# The plugins too (ADR 0034), on the builds those runs make: `swift test list` shows one generated test per
# scenario and examples row, with their tags; `swift test --filter NAME` runs one scenario; `swift package
# spec-runner` runs the specification; in the broken copy, `swift build` prints a located warning for a misspelt
# keyword and the failing step fails its scenario's test at the feature line.
set -euo pipefail
cd "$(dirname "$0")/../Examples"
fail() { echo "FAIL: $*"; exit 1; }

echo "Examples/Cafeteria: swift run cafeteria-specs Features/ --coverage-min 100"
(cd Cafeteria && swift run cafeteria-specs Features/ --coverage-min 100 --format summary)
echo "Examples/Cafeteria: swift test"
# Its own words, not swift test's closing line: CI's log should end with the package's own test run.
(cd Cafeteria && swift test > /dev/null 2>&1) || { echo "FAIL: swift test failed in Examples/Cafeteria"; exit 1; }
echo "swift test passed"

echo "SpecRunnerPlugin: swift test list shows one test per scenario and examples row"
(cd Cafeteria && swift test list 2> /dev/null) > list.log
scenarios=$(cd Cafeteria && swift run cafeteria-specs Features/ --dry-run --format summary --lang en 2> /dev/null \
    | sed -nE 's/^([0-9]+) scenarios.*/\1/p')
tests=$(grep -c '^CafeteriaSpecsTests\.`Features/' list.log || true)
[ -n "$scenarios" ] && [ "$tests" = "$scenarios" ] || { cat list.log; fail "$tests generated tests for $scenarios scenarios"; }
grep -F '`Features/en/orders.feature`/`Each item is charged at its menu price #1.2`()' list.log \
    || fail "no test for the outline's second examples row"
echo "SpecRunnerPlugin: the tests carry the scenarios' tags (Swift Testing's event stream)"
(cd Cafeteria && swift test --skip-build --experimental-event-stream-output ../events.json \
    --experimental-event-stream-version 0 > /dev/null 2>&1) || fail "swift test with the event stream failed"
python3 - events.json <<'PY'
import json, sys
tags = {}
for line in open(sys.argv[1], encoding="utf-8"):
    record = json.loads(line)
    if record["kind"] == "test" and record["payload"]["kind"] == "function":
        payload = record["payload"]
        tags[payload.get("displayName", payload["name"])] = payload.get("_tags", [])
expected = {"Each item is charged at its menu price #1.1": [".prices"],
            "Paying sends the order to the kitchen, however slow": [".slow-kitchen"],
            "Pagar envía el pedido a la cocina aunque tarde": [".cocina-lenta"],
            "The total adds up every line": []}
for name, wanted in expected.items():
    if sorted(tags.get(name, ["<no such test>"])) != wanted:
        sys.exit(f"FAIL: the test «{name}» has the tags {tags.get(name)}, not {wanted}")
print(f"{len(tags)} tests, tagged as their scenarios")
PY
rm -f list.log events.json
echo "SpecRunnerPlugin: swift test --filter runs one scenario"
(cd Cafeteria && swift test --skip-build --filter 'The total adds up every line' 2>&1) > filter.log || true
grep -E 'Test run with 1 test .*passed' filter.log || { cat filter.log; fail "--filter did not run exactly one scenario"; }
rm -f filter.log
echo "SpecRunnerCommand: swift package spec-runner Features/ --format summary"
(cd Cafeteria && swift package spec-runner Features/ --format summary --lang en 2>&1) > command.log \
    || { cat command.log; fail "swift package spec-runner failed"; }
grep -E "^$scenarios scenarios \($scenarios passed\)" command.log || { cat command.log; fail "the command plugin ran no full run"; }
rm -f command.log

# Beside the example, so that its relative dependency on this repository still resolves.
broken=$(mktemp -d "$PWD/.broken-XXXXXX")
trap 'rm -rf "$broken"' EXIT
cp -R Cafeteria/Package.swift Cafeteria/Sources Cafeteria/Tests Cafeteria/Features "$broken"/
steps="$broken/Sources/CafeteriaSpecs/CafeteriaSteps.swift"
# Replaces the one place FILE holds ORIGINAL with REPLACEMENT, or stops saying this script is out of date.
replace_once() {
  python3 - "$1" "$2" "$3" <<'PY'
import sys
path, original, replacement = sys.argv[1:]
text = open(path).read()
assert text.count(original) == 1, f"{original!r} is not once in {path} any more: update this script"
open(path, "w").write(text.replace(original, replacement))
PY
}
# The broken step orders one more than the feature says.
replace_once "$steps" "try world.till.add(quantity, of: item)" "try world.till.add(quantity + 1, of: item)"
# A misspelt step keyword, where the grammar reads it as the scenario's description: a warning, not an error.
replace_once "$broken/Features/en/orders.feature" "    When I order 2 coffee
" "    Wen I order 2 coffee
"
echo "a copy with a misspelt keyword: swift build prints a located warning"
(cd "$broken" && swift build --build-tests > build.log 2>&1) || { cat "$broken/build.log"; fail "swift build failed"; }
misspelt=$(grep -n "Wen I order 2 coffee" "$broken/Features/en/orders.feature" | cut -d: -f1)
grep -E "Features/en/orders.feature:$misspelt:[0-9]+: warning: " "$broken/build.log" \
    || { cat "$broken/build.log"; fail "no located warning for the misspelt keyword"; }
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
# The broken step makes «What is not on the menu is not charged» fail at its last step.
line=$(grep -n 'And the total is €1.50' "$broken/Features/en/orders.feature" | cut -d: -f1)
grep -F "Test \"What is not on the menu is not charged\" recorded an issue at orders.feature:$line:" "$broken/test.log" \
    || { grep -F "recorded an issue" "$broken/test.log"; fail "the failing step's test does not fail at the feature line"; }
echo "the example package passes, and fails when broken"
