#!/usr/bin/env bash
# Builds the libFuzzer targets of the three parsing libraries, the two readers (profiles, history) and the language
# server's framing, seeds their corpora and runs them.
#
#   Fuzz/run.sh [gherkin|gherkin-parse|expressions|tags|profiles|history|lsp-framing|all] [SECONDS]
#   Fuzz/run.sh gherkin-parse 2700     # a long run: the parse-only target for 45 minutes (11 million executions
#                                      # on two shared cores; Fuzz/README.md has the numbers)
#
# SECONDS (default $FUZZ_SECONDS, else 60) is the fuzzing time of each target. Everything goes under .build/fuzz:
# the fuzzers, the corpora (corpus/<target>/, kept between runs), the crash, timeout and out-of-memory inputs
# (crashes/<target>/) and the logs (logs/). A run that crashes starts again with the time left (at most
# $FUZZ_MAX_RESTARTS times, default 20), so one run can find several problems. The official corpora beside the
# package (../shared, or $SHARED) add seeds when they are there; they are read at run time, never copied into the
# repository. Extra libFuzzer flags can be given in $FUZZ_FLAGS. Exit status: 0 when nothing was found, 1 when a
# target crashed, hung or ran out of memory, 2 on a usage or build error.
set -euo pipefail

usage() {
    echo "usage: Fuzz/run.sh [gherkin|gherkin-parse|expressions|tags|profiles|history|lsp-framing|all] [SECONDS]" >&2
    exit 2
}

selection=${1:-all}
seconds=${2:-${FUZZ_SECONDS:-60}}
[[ $seconds =~ ^[0-9]+$ && $seconds -gt 0 ]] || usage
case $selection in
gherkin | gherkin-parse | expressions | tags | profiles | history | lsp-framing) targets=("$selection") ;;
all) targets=(gherkin gherkin-parse expressions tags profiles history lsp-framing) ;;
*) usage ;;
esac

root=$(cd "$(dirname "$0")/.." && pwd)
shared=${SHARED:-$root/../shared}
out=$root/.build/fuzz
max_restarts=${FUZZ_MAX_RESTARTS:-20}
mkdir -p "$out/logs"
cd "$root"

# The library sources each fuzzer is compiled with (one module: the fuzzer sees the library's internals too).
sources_of() {
    case $1 in
    gherkin) echo Sources/Gherkin/*.swift Fuzz/GherkinFuzzer.swift ;;
    gherkin-parse) echo Sources/Gherkin/*.swift Fuzz/GherkinParseFuzzer.swift ;;
    expressions) echo Sources/CucumberExpressions/*.swift Fuzz/CucumberExpressionsFuzzer.swift ;;
    tags) echo Sources/TagExpressions/*.swift Fuzz/TagExpressionsFuzzer.swift ;;
    # The readers' parsing parts, each a file of its own (the rest of their modules does I/O and wording).
    profiles) echo Sources/SpecRunnerCLI/ProfileSyntax.swift Fuzz/ProfilesFuzzer.swift ;;
    history) echo Sources/SpecRunnerReports/RunHistory.swift Fuzz/HistoryFuzzer.swift ;;
    lsp-framing) echo Sources/SpecRunnerLSP/MessageFraming.swift Fuzz/LSPFramingFuzzer.swift ;;
    esac
}

# The longest input libFuzzer makes: a feature file of a few screens, an expression and step text of a long line.
max_len_of() {
    case $1 in
    gherkin | gherkin-parse) echo 8192 ;;
    lsp-framing) echo 12288 ;; # past the longest header accepted (8 KiB)
    *) echo 1024 ;;
    esac
}

module_of() {
    case $1 in
    gherkin) echo GherkinFuzz ;;
    gherkin-parse) echo GherkinParseFuzz ;;
    expressions) echo CucumberExpressionsFuzz ;;
    tags) echo TagExpressionsFuzz ;;
    profiles) echo ProfilesFuzz ;;
    history) echo HistoryFuzz ;;
    lsp-framing) echo LSPFramingFuzz ;;
    esac
}

# The modules a fuzzer's library imports, built first as they are in the package (the regex engine of
# CucumberExpressions, ADR 0006), instrumented like the fuzzer itself.
build_modules() {
    local target=$1 log=$2
    [[ $target == expressions ]] || return 0
    mkdir -p "$out/modules"
    # shellcheck disable=SC2046 # the source list is a glob without spaces
    nice -n 10 swiftc -sanitize=fuzzer,address -parse-as-library -O -swift-version 6 \
        -enable-upcoming-feature ExistentialAny -package-name spec_runner -module-name StepRegex -wmo -c \
        -emit-module -emit-module-path "$out/modules/StepRegex.swiftmodule" $(echo Sources/StepRegex/*.swift) \
        -o "$out/modules/StepRegex.o" >>"$log" 2>&1
}

# The objects of the modules that build_modules built for a target.
module_objects() {
    [[ $1 == expressions ]] && echo "$out/modules/StepRegex.o"
    return 0
}

build() {
    local target=$1 log=$out/logs/build-$1.log
    echo "== building $target-fuzzer"
    : >"$log"
    # shellcheck disable=SC2046 # the source lists are globs without spaces
    # -package-name: the libraries' `package` declarations need one, as SwiftPM gives them.
    if ! build_modules "$target" "$log" || ! nice -n 10 swiftc -sanitize=fuzzer,address -parse-as-library -O \
        -swift-version 6 -enable-upcoming-feature ExistentialAny -package-name spec_runner -I "$out/modules" \
        -module-name "$(module_of "$target")" $(sources_of "$target") $(module_objects "$target") \
        -o "$out/$target-fuzzer" >>"$log" 2>&1; then
        grep -v "Cannot export local symbol" "$log" >&2 || true
        echo "error: building $target-fuzzer failed (log: $log)" >&2
        exit 2
    fi
    # ld.gold warns about every sanitizer symbol it cannot export; anything else is worth seeing.
    grep -v "Cannot export local symbol" "$log" >&2 || true
}

# Writes the seeds of every target into corpus/<target>/ (files named seed-<hash>, so re-seeding adds nothing
# twice): the project's feature files and fixtures, the feature texts, expressions and tag expressions quoted in
# its tests and step definitions, and the official corpora when ../shared has them.
seed() {
    python3 - "$root" "$shared" "$out/corpus" "$@" <<'PYTHON'
import glob, hashlib, os, re, sys

root, shared, corpus, targets = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]

def files(*patterns):
    for pattern in patterns:
        yield from sorted(glob.glob(pattern, recursive=True))

def read(path):
    with open(path, "rb") as handle:
        return handle.read()

def swift_literals(path):
    """The string literals of a Swift file, decoded (raw, escaped and multi-line ones)."""
    text = read(path).decode("utf-8", "replace")
    pattern = re.compile(r'(#*)"""\n(.*?)\n([ \t]*)"""\1|(#+)"(.*?)"\4|"((?:[^"\\\n]|\\.)*)"', re.S)
    for match in pattern.finditer(text):
        if match.group(2) is not None:
            indent = match.group(3)
            lines = [line[len(indent):] if line.startswith(indent) else line.lstrip()
                     for line in match.group(2).split("\n")]
            body, raw = "\n".join(lines), bool(match.group(1))
        elif match.group(5) is not None:
            body, raw = match.group(5), True
        else:
            body, raw = match.group(6), False
        if raw:
            yield body
            continue
        body = re.sub(r"\\\n", "", body)
        escapes = {"n": "\n", "t": "\t", "r": "\r", "0": "\0", "\\": "\\", '"': '"', "'": "'"}
        yield re.sub(r"\\u\{([0-9a-fA-F]+)\}|\\(.)",
                     lambda m: chr(int(m.group(1), 16)) if m.group(1) else escapes.get(m.group(2), m.group(2)),
                     body)

def yaml_values(path, key):
    """The values of `key:` in a YAML file (the official corpora use plain, single- and double-quoted scalars)."""
    try:
        import yaml
    except ImportError:
        yaml = None
    if yaml is not None:
        values = []
        def walk(node):
            if isinstance(node, dict):
                for name, value in node.items():
                    if name == key and isinstance(value, str):
                        values.append(value)
                    walk(value)
            elif isinstance(node, list):
                for item in node:
                    walk(item)
        try:
            for document in yaml.safe_load_all(read(path)):
                walk(document)
            return values
        except yaml.YAMLError:
            pass
    values = []
    for line in read(path).decode("utf-8", "replace").splitlines():
        match = re.match(r"\s*-?\s*" + re.escape(key) + r":\s?(.*)$", line)
        if not match:
            continue
        value = match.group(1)
        if value.startswith("'") and value.endswith("'"):
            value = value[1:-1].replace("''", "'")
        elif value.startswith('"') and value.endswith('"'):
            value = value[1:-1].encode("utf-8").decode("unicode_escape").encode("latin-1").decode("utf-8", "replace")
        values.append(value)
    return values

def step_texts():
    keywords = r"(?:Given|When|Then|And|But|\*|Dado|Dada|Cuando|Entonces|Y|E|Pero) "
    for path in files(f"{root}/Features/**/*.feature", f"{root}/Tests/**/*.feature"):
        for line in read(path).decode("utf-8", "replace").splitlines():
            match = re.match(r"\s*" + keywords + r"(.*)$", line)
            if match:
                yield match.group(1)

def step_expressions():
    call = re.compile(r'\b(?:Given|When|Then|Step)\(\s*(?:\.regex\()?(#*)"((?:[^"\\\n]|\\.)*)"\1')
    for path in files(f"{root}/Sources/StackMyArchitectureSpecs/*.swift", f"{root}/Sources/CCKSteps/*.swift"):
        for match in call.finditer(read(path).decode("utf-8", "replace")):
            body = match.group(2)
            yield body if match.group(1) else body.replace('\\"', '"').replace("\\\\", "\\")

def gherkin_seeds():
    for path in files(f"{root}/Features/**/*.feature", f"{root}/Tests/**/*.feature", f"{root}/Tests/**/*.feature.md",
                      f"{shared}/conformance/gherkin/good/*.feature", f"{shared}/conformance/gherkin/good/*.md",
                      f"{shared}/conformance/gherkin/bad/*.feature", f"{shared}/conformance/cck/*/*.feature",
                      f"{shared}/conformance/cck/*/*.feature.md"):
        yield read(path)
    markers = ("Feature:", "Scenario", "Funcionalidad:", "Escenario", "Característica:", "Rule:", "# language:")
    for path in files(f"{root}/Tests/GherkinTests/*.swift", f"{root}/Tests/SpecRunnerTests/*.swift"):
        for literal in swift_literals(path):
            if any(marker in literal for marker in markers):
                yield literal.encode()

def expression_seeds():
    for path in files(f"{shared}/conformance/cucumber-expressions/**/*.yaml"):
        expressions, texts = yaml_values(path, "expression"), yaml_values(path, "text")
        for index, expression in enumerate(expressions):
            yield (expression + ("\n" + texts[index] if index < len(texts) else "")).encode()
    texts = list(step_texts())
    for index, expression in enumerate(step_expressions()):
        yield expression.encode()
        if texts:
            yield (expression + "\n" + texts[index % len(texts)]).encode()
    for text in texts:
        yield ("\n" + text).encode()
    for path in files(f"{root}/Tests/CucumberExpressionsTests/*.swift"):
        literals = [literal for literal in swift_literals(path) if "\n" not in literal]
        for first, second in zip(literals, literals[1:]):
            yield (first + "\n" + second).encode()
    yield b"{color} flight {flight}\nblue flight LHR-CDG\n([A-Z]{3})-([A-Z]{3})"
    yield b"I have {custom} cukes\nI have 42 cukes\n(\\d+)(?:\\.(\\d+))?"

def tag_seeds():
    for path in files(f"{shared}/conformance/tag-expressions/*.yml"):
        for expression in yaml_values(path, "expression"):
            yield expression.encode()
    for path in files(f"{root}/Tests/TagExpressionsTests/*.swift", f"{root}/Tests/SpecRunnerTests/*.swift"):
        for literal in swift_literals(path):
            if "@" in literal and "\n" not in literal:
                yield literal.encode()
    for path in files(f"{root}/Features/**/*.feature"):
        for line in read(path).decode("utf-8", "replace").splitlines():
            tags = re.findall(r"@\S+", line) if line.strip().startswith("@") else []
            if tags:
                yield " and ".join(tags).encode()
                yield ("not (" + " or ".join(tags) + ")").encode()

def gherkin_words():
    yield from ["Feature:", "Rule:", "Background:", "Scenario:", "Scenario Outline:", "Examples:", "Given ", "When ",
                "Then ", "And ", "But ", "* ", '"""', "```", "|", "\\|", "\\n", "@", "#", "# language: ", "<", ">",
                "\r\n", "\t", "\ufeff", "## ", "- ", "\u00a0", "\u3000"]
    languages = f"{shared}/conformance/gherkin/gherkin-languages.json"
    if os.path.exists(languages):
        import json
        for code, dialect in json.loads(read(languages)).items():
            yield "# language: " + code
            for name, keywords in dialect.items():
                if isinstance(keywords, list):
                    for keyword in keywords:
                        yield keyword + (":" if name in ("feature", "rule", "background", "scenario",
                                                         "scenarioOutline", "examples") else "")

def expression_words():
    yield from ["{int}", "{float}", "{double}", "{string}", "{word}", "{}", "{bigdecimal}", "{biginteger}", "{byte}",
                "{short}", "{long}", "{color}", "{flight}", "{custom}", "(s)", "/", "\\", "\\(", "\\{", "\\/",
                "^", "$", "(?:", "(?=", "(?!", "(?<=", "(?<!", "\\d+", "\\s", "\\w", "\\b", "[^", "]", "*?", "+",
                "{3}", "|", ".*", "\\u0041", "\\1", "\\n", "1.234,5", "-1.5E+3", "\"quoted\"", "'single'",
                "red", "LHR-CDG", "\n"]

def tag_words():
    yield from ["and", "or", "not", "(", ")", "\\", "\\ ", "\\(", "\\)", "\\\\", "@", "@wip", "@smoke", " ",
                "\t", "\n", "\u3000", "\u0301"]

def dictionary_entry(word):
    quoted = "".join(c if 0x20 <= ord(c) < 0x7F and c not in '"\\' else
                     "".join("\\x%02x" % b for b in c.encode()) for c in word)
    return f'"{quoted}"\n'

def profile_seeds():
    for path in files(f"{root}/spec-runner.profiles", f"{root}/Examples/**/spec-runner.profiles"):
        yield read(path)
    for path in files(f"{root}/Tests/SpecRunnerCLITests/*.swift"):
        for literal in swift_literals(path):
            if "[default]" in literal or "[ci]" in literal:
                yield literal.encode()
    yield b"[default]\r\nlang = es\r\n# caf\xe9\n"

def profile_words():
    yield from ["[default]", "[ci]", "[", "]", " = ", "=", "#", ";", "\r\n", "\t", "true", "false", "paths",
                "format", "junit:reports/junit.xml", "coverage-min", "lang", "tags", "\u0301", "\u00a0", "\ufeff"]

def history_seeds():
    for path in files(f"{root}/Tests/SpecRunnerTests/*.swift", f"{root}/Tests/SpecRunnerCLITests/*.swift"):
        for literal in swift_literals(path):
            if "spec-runner-history" in literal and literal.lstrip().startswith("{"):
                yield literal.encode()
    yield (b'{"format":"spec-runner-history","version":1,"runs":[{"started":"2026-11-26T05:00:00.000Z",'
           b'"passing":50,"bound":100,"scenarios":{"a.feature \xe2\x80\xba s":"passed","b":"flaky"}}]}')

def history_words():
    yield from ['"format"', '"spec-runner-history"', '"version"', '"runs"', '"started"', '"passing"', '"bound"',
                '"scenarios"', '"passed"', '"failed"', '"flaky"', '"notrun"', "1e308", "-0", "100", "100.0000001",
                "9223372036854775808", "null", "[]", "{}", ":", ","]

def lsp_framing_seeds():
    body = b'{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}'
    frame = b"Content-Length: %d\r\n\r\n%s" % (len(body), body)
    yield frame + frame
    yield b"Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n" + frame
    for header in (b"Content-Length: 9223372036854775807", b"Content-Length: -1", b"Content-Length: 67108865",
                   b"Content-Length: 2\r\nContent-Length: 3", b"Content-Type: x", b"garbage"):
        yield header + b"\r\n\r\n" + body + frame

def lsp_framing_words():
    yield from ["Content-Length: ", "content-length:", "Content-Type: ", "\r\n", "\r\n\r\n", "{}", "0", "67108864",
                "67108865", "9223372036854775807", "18446744073709551616", "-1", " ", "\t"]

seeders = {"gherkin": gherkin_seeds, "gherkin-parse": gherkin_seeds, "expressions": expression_seeds,
           "tags": tag_seeds, "profiles": profile_seeds, "history": history_seeds, "lsp-framing": lsp_framing_seeds}
words = {"gherkin": gherkin_words, "gherkin-parse": gherkin_words, "expressions": expression_words,
         "tags": tag_words, "profiles": profile_words, "history": history_words, "lsp-framing": lsp_framing_words}
for target in targets:
    directory = os.path.join(corpus, target)
    os.makedirs(directory, exist_ok=True)
    count = 0
    for data in seeders[target]():
        name = "seed-" + hashlib.sha1(data).hexdigest()
        with open(os.path.join(directory, name), "wb") as handle:
            handle.write(data)
        count += 1
    entries = sorted(set(dictionary_entry(word) for word in words[target]()))
    os.makedirs(os.path.join(os.path.dirname(corpus), "dict"), exist_ok=True)
    with open(os.path.join(os.path.dirname(corpus), "dict", target + ".dict"), "w") as handle:
        handle.writelines(entries)
    print(f"== seeded {target}: {count} seeds, {len(os.listdir(directory))} inputs in corpus/{target},"
          f" {len(entries)} dictionary words")
PYTHON
}

# Runs one fuzzer for $seconds in all, restarting it with the time left after each crash.
fuzz() {
    local target=$1 corpus=$out/corpus/$1 crashes=$out/crashes/$1
    mkdir -p "$corpus" "$crashes"
    local start=$SECONDS executions=0 found=0 restarts=0 status log
    local -A seen=()
    echo "== fuzzing $target for ${seconds}s"
    while :; do
        local left=$((seconds - (SECONDS - start)))
        ((left > 0)) || break
        log=$out/logs/$target-$(date +%Y%m%d-%H%M%S)-$restarts.log
        local dictionary=()
        [[ ! -f $out/dict/$target.dict ]] || dictionary=(-dict="$out/dict/$target.dict")
        # Swift's own backtracer is switched off: libFuzzer and AddressSanitizer report the crash instead.
        # shellcheck disable=SC2086 # FUZZ_FLAGS is a list of flags
        SWIFT_BACKTRACE=enable=no nice -n 10 "$out/$target-fuzzer" -max_total_time="$left" -timeout=10 \
            -rss_limit_mb=2048 -max_len="$(max_len_of "$target")" -print_final_stats=1 -artifact_prefix="$crashes/" \
            "${dictionary[@]}" ${FUZZ_FLAGS:-} "$corpus" >"$log" 2>&1 && status=0 || status=$?
        local ran
        ran=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
        executions=$((executions + ${ran:-0}))
        if ((status == 0)); then
            break
        fi
        local artifact
        artifact=$(sed -n 's/.*Test unit written to //p' "$log" | tail -1)
        if [[ -n $artifact && -n ${seen[$artifact]:-} ]]; then
            echo "   stopping: $artifact crashes again (fix it, or remove it from the corpus)"
            break
        fi
        [[ -z $artifact ]] || seen[$artifact]=1
        found=$((found + 1))
        echo "   found: $(grep -m1 -E '^(==[0-9]+== ?ERROR|SUMMARY)' "$log" || echo "exit status $status")"
        grep -m1 -E "(Fatal error|Precondition failed|Assertion failed)" "$log" | sed 's/^/   /' || true
        echo "   input: ${artifact:-none written}"
        echo "   log: $log"
        restarts=$((restarts + 1))
        if ((restarts > max_restarts)); then
            echo "   stopping: $max_restarts restarts"
            break
        fi
    done
    local duration=$((SECONDS - start))
    echo "== $target: $executions executions in ${duration}s, $found crash/timeout/oom found" \
        "(inputs in ${crashes#"$root"/})"
    summary+=("$target: $executions executions in ${duration}s, $found found")
    ((found == 0)) || failed=1
}

for target in "${targets[@]}"; do build "$target"; done
if command -v python3 >/dev/null; then
    seed "${targets[@]}"
else
    echo "warning: python3 not found; fuzzing from the existing corpora only" >&2
fi
summary=()
failed=0
for target in "${targets[@]}"; do fuzz "$target"; done
echo "== summary"
printf '   %s\n' "${summary[@]}"
exit $failed
