#!/usr/bin/env python3
"""Differential fuzzing of `spec-runner gherkin` against the official Python Gherkin parser.

Mutates the official conformance inputs (deleting, duplicating, swapping, re-indenting lines and inserting
tricky ones), runs both parsers on every mutant and reports the first differences: AST, pickles, parse errors
(message and location) and, for files that parse, the token stream.

    python3 -m venv /tmp/gherkin-venv && /tmp/gherkin-venv/bin/pip install gherkin-official==42.0.1
    /tmp/gherkin-venv/bin/python Scripts/gherkin_differential.py --cases 2000 --seed 1 \\
        ../shared/conformance/gherkin .build/release/spec-runner

Known, intended differences (normalised before comparing):
- for an outline whose first step is a conjunction the official Python compiler writes `"type": null`;
  spec-runner writes `"Unknown"`, as it does for scenarios;
- for an indented unknown `# language:` the official message says `(1:2)` but its JSON location says column 1
  (the exception shares the token's location, overwritten when the line is then matched as a comment);
  spec-runner's location agrees with its message;
- a description whose last lines hold only white space: the official Python builder keeps them (it trims only
  lines whose text is empty), the JavaScript and Java builders drop them, as spec-runner does (the corpus has
  no such case).

Mutants that crash the official Python parser itself (an examples header such as `<\\o>` becomes an invalid
regular expression in its compiler) are counted as skipped, not compared.
"""
import argparse
import io
import json
import os
import random
import subprocess
import sys
import tempfile

from gherkin.ast_builder import AstBuilder
from gherkin.errors import CompositeParserException, ParserError
from gherkin.parser import Parser
from gherkin.pickles.compiler import Compiler
from gherkin.stream.id_generator import IdGenerator
from gherkin.token_formatter_builder import TokenFormatterBuilder
from gherkin.token_matcher import TokenMatcher
from gherkin.token_matcher_markdown import GherkinInMarkdownTokenMatcher
from gherkin.token_scanner import TokenScanner

TRICKY = [
    "", "  ", "\t", "\u00a0\u00a0Given nbsp", "@tag", "@a @b", "@a b", "@a #comment", "  @x@y", "@",
    "| a | b |", "|a|", "| \\| | \\\\ | \\n |", "| x \\", "|", "  | 1 | 2 | 3 |", '"""', '""" json', "```", "````",
    '\\"\\"\\"', "# language: fr", "#language:xx", "# language: es", "Examples:", "Scenarios: s", "Rule:", "Rule: r",
    "Background:", "Scenario:", "Scenario Outline: <a> and <b>", "Example: e", "Feature: f", "* star",
    "Given <a>", "And and", "But but", "When <b> <a>", "Then it", "# comment", "description text",
    "  Scenario: indented", "Scenario Template: t", "Given x\r", "Feature:", "Ability: a", "Business Need: b",
    "  # language: en", "## Scenario: md", "# Feature: md", "* Given md", "- When md", "`@md`", "  | --- | --- |",
]


CHARACTERS = ["|", "\\", "@", "#", "`", '"', "<", ">", ":", "*", "-", " ", "\t", "\u00a0", "\u3000", "é", "😀", "n"]


def official(text, markdown, ids):
    """(envelopes, tokens) from the official parser; tokens is None when the text does not parse."""
    matcher = GherkinInMarkdownTokenMatcher() if markdown else TokenMatcher()
    out = []
    try:
        document = Parser(AstBuilder(ids)).parse(TokenScanner(text), matcher)
        document = {**document, "uri": "FILE"}
        out.append({"gherkinDocument": document})
        for pickle in Compiler(ids).compile(document):
            out.append({"pickle": pickle})
    except CompositeParserException as e:
        return [{"parseError": {"source": {"uri": "FILE", "location": x.location}, "message": str(x)}}
                for x in e.errors], None
    except ParserError as e:
        return [{"parseError": {"source": {"uri": "FILE", "location": e.location}, "message": str(e)}}], None
    matcher = GherkinInMarkdownTokenMatcher() if markdown else TokenMatcher()
    tokens = Parser(TokenFormatterBuilder()).parse(TokenScanner(text), matcher)
    return out, tokens


def normalise(value):
    if isinstance(value, dict) and "parseError" in value and "Language not supported" in value["parseError"]["message"]:
        value = json.loads(json.dumps(value))
        value["parseError"]["source"]["location"].pop("column", None)
        return value
    if isinstance(value, dict):
        return {k: ("Unknown" if k == "type" and v is None
                    else trim_blank_lines(v) if k == "description" and isinstance(v, str)
                    else normalise(v)) for k, v in value.items()}
    if isinstance(value, list):
        return [normalise(v) for v in value]
    return value


def trim_blank_lines(description):
    """The description without its trailing lines of white space only (the JavaScript builder's rule)."""
    lines = description.split("\n")
    while lines and not lines[-1].strip():
        lines.pop()
    return "\n".join(lines)


def mutate(lines, rng, pool):
    lines = list(lines)
    for _ in range(rng.randint(1, 4)):
        op = rng.randrange(8)
        i = rng.randrange(len(lines) + 1)
        if op == 0 and lines:
            del lines[min(i, len(lines) - 1)]
        elif op == 1 and lines:
            j = min(i, len(lines) - 1)
            lines.insert(j, lines[j])
        elif op == 2 and len(lines) > 1:
            a, b = rng.randrange(len(lines)), rng.randrange(len(lines))
            lines[a], lines[b] = lines[b], lines[a]
        elif op == 3:
            lines.insert(i, rng.choice(TRICKY))
        elif op == 4:
            lines.insert(i, rng.choice(pool))
        elif op == 5 and lines:
            j = min(i, len(lines) - 1)
            lines[j] = rng.choice(["", " ", "  ", "    ", "\t", "\u00a0"]) + lines[j].lstrip()
        elif op == 6 and lines:
            j = min(i, len(lines) - 1)
            lines[j] = lines[j] + rng.choice(["", " ", "\r", " # c", " |", "\\"])
        elif op == 7 and lines:
            j = min(i, len(lines) - 1)
            k = rng.randrange(len(lines[j]) + 1)
            lines[j] = lines[j][:k] + rng.choice(CHARACTERS) + lines[j][k:]
    return lines


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("testdata")
    ap.add_argument("spec_runner")
    ap.add_argument("--cases", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--show", type=int, default=5, help="differences to print")
    ap.add_argument("--markdown", type=float, default=0.0, help="share of cases taken from Markdown inputs")
    a = ap.parse_args()
    rng = random.Random(a.seed)
    sources = []
    for group in ("good", "bad"):
        d = os.path.join(a.testdata, group)
        for name in sorted(os.listdir(d)):
            if name.endswith(".feature") or name.endswith(".feature.md"):
                with open(os.path.join(d, name), encoding="utf-8", newline="") as fh:
                    sources.append((name.endswith(".md"), fh.read()))
    pool = [line for _, text in sources for line in text.split("\n")]
    work = tempfile.mkdtemp(prefix="gherkin-differential-")
    failures = 0
    skipped = 0
    for case in range(a.cases):
        wanted = rng.random() < a.markdown
        markdown, text = rng.choice([x for x in sources if x[0] == wanted] or sources)
        newline = "\r\n" if "\r\n" in text and rng.random() < 0.5 else "\n"
        lines = mutate(text.replace("\r\n", "\n").split("\n"), rng, pool)
        mutant = newline.join(lines)
        path = os.path.join(work, "case%d.feature%s" % (case, ".md" if markdown else ""))
        with open(path, "w", encoding="utf-8", newline="") as fh:
            fh.write(mutant)
        try:
            expected, expected_tokens = official(mutant, markdown, IdGenerator())
        except Exception as e:  # the official parser's own bug, not a difference
            skipped += 1
            if skipped <= a.show:
                print("== case %d: the official parser crashed (%s: %s); skipped" % (case, type(e).__name__, e))
            os.remove(path)
            continue
        run = subprocess.run([a.spec_runner, "gherkin", "--no-source", path], capture_output=True)
        actual = [json.loads(line) for line in run.stdout.decode().splitlines() if line.strip()]
        actual = json.loads(json.dumps(actual).replace(json.dumps(path)[1:-1], "FILE"))
        problem = None
        if normalise(actual) != normalise(json.loads(json.dumps(expected))):
            problem = "messages differ"
        elif expected_tokens is not None:
            run = subprocess.run([a.spec_runner, "gherkin", "--tokens", path], capture_output=True)
            if run.stdout.decode().rstrip("\n") != expected_tokens:
                problem = "tokens differ"
        if problem:
            failures += 1
            if failures <= a.show:
                print("== case %d (%s): %s; input kept at %s" % (case, "markdown" if markdown else "plain", problem, path))
                for i, (x, y) in enumerate(zip(normalise(actual), normalise(expected))):
                    if x != y:
                        print("   first differing message %d:\n   ours:     %s\n   official: %s"
                              % (i, json.dumps(x)[:600], json.dumps(y)[:600]))
                        break
                else:
                    print("   %d messages vs %d" % (len(actual), len(expected)))
        else:
            os.remove(path)
    print("%d/%d cases identical, %d skipped" % (a.cases - failures - skipped, a.cases - skipped, skipped))
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
