#!/usr/bin/env bash
# Validates spec-runner's reports against the official schemas and checks the HTML report in a real browser.
#
#   Scripts/check-reports.sh [SHARED [REPORTS_DIR…]]
#
# SHARED (default ../shared) holds the conformance corpora. The script runs the report fixtures
# (Tests/Fixtures/Reports, bound by the report-fixtures executable) once for real with --retry 1 and once as a
# dry run, writing every format, then checks:
#   junit    xmllint --noout --schema SHARED/conformance/junit/JUnit.xsd
#   json     jsonschema against SHARED/conformance/cucumber-json/cucumber-jvm.schema.json
#   message  every line against SHARED/conformance/messages-schema/messages.schema.json, in protocol order
#   html     headless Chromium renders it; Scripts/check_html_dom.py asserts what the DOM shows, and
#            Scripts/check_html_browser.py drives it (Selenium): search, tag expression, status, counts, shared URL,
#            outline row, theme, trend chart, escaping (with Tests/Fixtures/HTMLHostile), the tag-expression corpus,
#            a linked tag (--link) opening its address and the per-story view's counts against the run's messages
#   rerun    giving the rerun file back runs exactly the failed scenarios
#   markdown Scripts/check_markdown.py parses it as CommonMark with GitHub's tables (markdown-it-py): no raw HTML,
#            whole table rows, closed code blocks, the hostile names read back as text
#   github   every line one workflow command: ::error or ::warning, known properties with `:` and `,` escaped
# Each REPORTS_DIR (e.g. the reports of the project's own spec run) is checked the same way by extension:
# *.xml as JUnit, *.json as Cucumber JSON, *.ndjson as messages, *.html in the browser, *.md as a job summary.
#
# It installs what is missing (Debian: libxml2-utils, chromium, chromium-driver, python3-selenium; PyPI:
# jsonschema, markdown-it-py). Builds with the same flags as
# .ci/run, so nothing is rebuilt after the tests.
set -euo pipefail
cd "$(dirname "$0")/.."

shared="$(cd "${1:-../shared}" && pwd)"
shift || true
extra_dirs=("$@")

step() { printf '\n== %s\n' "$*"; }
fail() { echo "check-reports: $*" >&2; exit 1; }
have() { command -v "$1" >/dev/null 2>&1; }

apt_install() {
    have apt-get || fail "$* missing and apt-get is not available; install it"
    local sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$@" >/dev/null
}

step "tools"
have xmllint || apt_install libxml2-utils
have chromium || have chromium-browser || have google-chrome || [ -n "${CHROMIUM:-}" ] || apt_install chromium
python3 -c 'import jsonschema' 2>/dev/null || python3 -m pip install --quiet jsonschema
python3 -c 'import markdown_it' 2>/dev/null || python3 -m pip install --quiet markdown-it-py
# The browser test runs on Debian's Python, where python3-selenium installs, whatever python3 is first on PATH.
have chromedriver || apt_install chromium-driver
/usr/bin/python3 -c 'import selenium' 2>/dev/null || apt_install python3-selenium
for file in junit/JUnit.xsd cucumber-json/cucumber-jvm.schema.json messages-schema/messages.schema.json; do
    [ -f "$shared/conformance/$file" ] || fail "$shared/conformance/$file not found (pass the shared folder)"
done
echo "xmllint, chromium, jsonschema, markdown-it-py; schemas from $shared/conformance"

strict=(-Xswiftc -warnings-as-errors --explicit-target-dependency-import-check error)
step "build report-fixtures"
swift build "${strict[@]}" --product report-fixtures
fixtures="$(swift build "${strict[@]}" --show-bin-path)/report-fixtures"

out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
# The fixtures' story tags link to a web server check_html_stories.py starts on this port, to be clicked.
port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
links=(--link "@JIRA-(\d+) http://127.0.0.1:$port/browse/JIRA-{1}"
    --link "@historia-(\d+) http://127.0.0.1:$port/historias/{1}?vista=completa&idioma=es")

check_junit() {
    xmllint --noout --schema "$shared/conformance/junit/JUnit.xsd" "$1"
}
check_json() {
    python3 - "$shared/conformance/cucumber-json/cucumber-jvm.schema.json" "$1" <<'EOF'
import json, sys, jsonschema
schema, report = (json.load(open(path, encoding="utf-8")) for path in sys.argv[1:3])
jsonschema.validate(report, schema)
print(f"{sys.argv[2]}: valid against cucumber-jvm.schema.json ({len(report)} features)")
EOF
}
check_messages() {
    python3 Scripts/validate_messages.py "$shared/conformance/messages-schema/messages.schema.json" "$1"
}

run_fixtures() {  # NAME EXPECTED_STATUS OPTIONS…
    local name="$1" expected="$2"
    shift 2
    mkdir -p "$out/$name"
    local status=0
    # --lang en: the checks read the English chrome (the repository's default profile speaks Spanish).
    "$fixtures" Tests/Fixtures/Reports --lang en "${links[@]}" "$@" \
        --format "progress:$out/$name/progress.txt" \
        --format "junit:$out/$name/junit.xml" \
        --format "json:$out/$name/report.json" \
        --format "message:$out/$name/messages.ndjson" \
        --format "html:$out/$name/report.html" \
        --format "rerun:$out/$name/rerun.txt" \
        --format "usage:$out/$name/usage.txt" \
        --format "markdown:$out/$name/summary.md" \
        --format "github:$out/$name/annotations.txt" \
        --format "summary" >"$out/$name/summary.txt" 2>"$out/$name/errors.txt" || status=$?
    [ "$status" -eq "$expected" ] || fail "the $name fixture run exited $status, expected $expected: $(cat "$out/$name/errors.txt")"
}

for run in run dry-run; do
    if [ "$run" = run ]; then run_fixtures run 1 --retry 1; else run_fixtures dry-run 1 --dry-run; fi
    step "$run: junit (xmllint --schema JUnit.xsd)"
    check_junit "$out/$run/junit.xml"
    step "$run: json (cucumber-jvm.schema.json)"
    check_json "$out/$run/report.json"
    step "$run: message (messages.schema.json, every line, protocol order)"
    check_messages "$out/$run/messages.ndjson"
    step "$run: html (headless chromium)"
    python3 Scripts/check_html_dom.py $([ "$run" = run ] && echo --fixtures) "$out/$run/report.html"
    step "$run: markdown (CommonMark with GitHub's tables)"
    python3 Scripts/check_markdown.py "$out/$run/summary.md" $([ "$run" = run ] && echo --fixtures)
    step "$run: github (one workflow command a line)"
    command='^::(error|warning)( (file|line|col|title)=[^,:]*(,(file|line|col|title)=[^,:]*)*)?::'
    ! grep -Ev "$command" "$out/$run/annotations.txt" || fail "not a workflow command (above)"
    grep -q '^::error file=' "$out/$run/annotations.txt" || fail "no failure annotated at a feature line"
    echo "$(wc -l <"$out/$run/annotations.txt") workflow commands"
done

step "html: driven in headless Chromium (Selenium): filters and counts, shared URL, outline rows, theme, trend, escaping, tag corpus"
# The trend chart: the fixtures' report after three runs kept with --history.
for _ in 1 2 3; do
    status=0
    "$fixtures" Tests/Fixtures/Reports --retry 1 --lang en --history "$out/history.json" \
        --format "html:$out/trend.html" >/dev/null 2>&1 || status=$?
    [ "$status" -eq 1 ] || fail "the fixtures' run with --history exited $status, expected 1"
done
status=0
"$fixtures" Tests/Fixtures/HTMLHostile --lang en --format "html:$out/hostile.html" >/dev/null 2>&1 || status=$?
[ "$status" -eq 1 ] || fail "the hostile HTML fixture run exited $status, expected 1"
/usr/bin/python3 Scripts/check_html_browser.py "$out/run/report.html" "$out/hostile.html" \
    "$shared/conformance/tag-expressions" "$out/trend.html" "$out/run/messages.ndjson" "$port"

step "rerun: the rerun file runs exactly the failed scenarios"
expected="$(tr ':' '\n' <"$out/run/rerun.txt" | grep -c '^[0-9]*$' || true)"
status=0
"$fixtures" "@$out/run/rerun.txt" --format summary --lang en >"$out/rerun-summary.txt" 2>&1 || status=$?
[ "$status" -eq 1 ] || fail "rerunning exited $status, expected 1"
grep -q "^$expected scenarios (" "$out/rerun-summary.txt" || fail "rerun ran $(grep ' scenarios (' "$out/rerun-summary.txt")"
echo "$expected scenarios rerun"
: >"$out/empty.txt"
"$fixtures" "@$out/empty.txt" --lang en | grep -q "Nothing to rerun" || fail "an empty rerun file did not run nothing"
echo "an empty rerun file runs nothing and exits 0"

for dir in ${extra_dirs[@]+"${extra_dirs[@]}"}; do
    step "reports in $dir"
    found=0
    while IFS= read -r -d '' file; do
        found=1
        case "$file" in
        *.xml) check_junit "$file" ;;
        *.ndjson) check_messages "$file" ;;
        *.json) check_json "$file" ;;
        *.html) python3 Scripts/check_html_dom.py "$file" ;;
        *.md) python3 Scripts/check_markdown.py "$file" ;;
        esac
    done < <(find "$dir" -maxdepth 1 -type f \( -name '*.xml' -o -name '*.json' -o -name '*.ndjson' -o -name '*.html' \
        -o -name '*.md' \) -print0)
    [ "$found" -eq 1 ] || fail "no reports in $dir"
done

echo
echo "Reports check passed."
