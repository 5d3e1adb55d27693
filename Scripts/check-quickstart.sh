#!/usr/bin/env bash
# The adoption quick start (docs/adoption.md) works as written: its blocks marked `<!-- quickstart: PATH -->` are written
# to an empty package beside this checkout (which its Package.swift depends on as ../spec-runner), and there
# `swift run my-specs Features/ --coverage-min 100` and `swift test` pass, and fail once its feature expects a
# wrong total. A block that does not compile, or a file the quick start leaves out, fails this script.
#
#     Scripts/check-quickstart.sh [FILE]      (default: the checkout's docs/adoption.md)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
readme="$(cd "$(dirname "${1:-$root/docs/adoption.md}")" && pwd)/$(basename "${1:-$root/docs/adoption.md}")"

work=$(mktemp -d "${TMPDIR:-/tmp}/spec-runner-quickstart-XXXXXX")
trap 'rm -rf "$work"' EXIT
ln -s "$root" "$work/spec-runner"
package="$work/MyApp"
mkdir "$package"

python3 - "$readme" "$package" <<'PY'
import re, sys
from pathlib import Path
readme, package = Path(sys.argv[1]), Path(sys.argv[2])
text = readme.read_text(encoding="utf-8")
# A marker, then (after blank lines) a fenced block, whose lines are indented like the fence in the list item.
blocks = re.findall(r"<!-- quickstart: (\S+) -->\n(?:[ \t]*\n)*([ \t]*)```\w*\n(.*?)\n\2```", text, re.S)
if not blocks:
    sys.exit(f"FAIL: {readme.name} has no `<!-- quickstart: PATH -->` block")
for path, indent, body in blocks:
    lines = [line[len(indent):] if line.startswith(indent) else line.lstrip() for line in body.split("\n")]
    target = package / path
    if target.exists():
        sys.exit(f"FAIL: {readme.name} writes {path} twice")
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"quick start: {path}")
PY

cd "$package"
echo "quick start: swift run my-specs Features/ --coverage-min 100"
swift run my-specs Features/ --coverage-min 100 --format summary --lang en
echo "quick start: swift test"
swift test > test.log 2>&1 || { tail -n 20 test.log; echo "FAIL: swift test failed in the quick start's package"; exit 1; }
echo "swift test passed"

echo "quick start with a feature that expects a wrong total: the specification must fail"
python3 - Features/orders.feature <<'PY'
import re, sys
path = sys.argv[1]
text = open(path).read()
broken = re.sub(r"the total is (\d+)", lambda m: f"the total is {int(m.group(1)) + 1}", text)
assert broken != text, "the quick start's feature has no «the total is N» step to break: update this script"
open(path, "w").write(broken)
PY
if swift run my-specs Features/ --format summary --lang en > run.log 2>&1; then
    cat run.log; echo "FAIL: the quick start's specification passed with a wrong total"; exit 1
fi
if swift test > test.log 2>&1; then
    tail -n 5 test.log; echo "FAIL: the quick start's swift test passed with a wrong total"; exit 1
fi
echo "the quick start of docs/adoption.md builds, passes, and fails when its expectation is wrong"
