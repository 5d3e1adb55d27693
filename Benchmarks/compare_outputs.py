#!/usr/bin/env python3
"""Two builds of spec-runner-bench write the same reports of the medium corpus, timings and build paths aside.

    Benchmarks/compare_outputs.py OLD_DIR NEW_DIR     # each holds spec-runner-bench (any build configuration)

Runs both builds on the 2,000-scenario corpus of Benchmarks/compare.py with every format (pretty, progress,
summary, usage, rerun, JUnit, Cucumber JSON, messages, HTML, a dry run, and the JUnit and JSON reports of a
`--order random:5` run and a `--jobs 2` run), then compares each pair of outputs
after blanking what changes from run to run: durations, timestamps, the HTML start time and the directory a
build was compiled in (absolute, or relative with `..` when outside the working directory), and numbering message
ids in the order they first appear (how ids are laid out is no report's business, only which messages share one),
in English or in the Spanish the repository's profile sets when run from its root
(step definitions are reported at their `#filePath`, absolute when the build is
elsewhere than the corpus's checkout). The usage report orders its slowest
steps by time, so it is compared as a set of lines with those locations blanked. Exits 1 when any output differs.
"""
import os, re, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "Benchmarks"))
from compare import corpus  # noqa: E402

TERMINAL = ["pretty", "progress", "summary", "usage", "rerun"]
FILES = {"junit": "junit.xml", "json": "cucumber.json", "message": "messages.ndjson", "html": "report.html"}


def outputs(bench, medium, folder):
    os.makedirs(folder)
    for name in TERMINAL:
        with open(os.path.join(folder, name + ".txt"), "w") as out:
            subprocess.run([bench, medium, "--no-color", "--format", name], stdout=out, stderr=subprocess.STDOUT)
    reports = [arg for name, file in FILES.items() for arg in ("--format", f"{name}:{os.path.join(folder, file)}")]
    subprocess.run([bench, medium, "--no-color", "--format", "summary"] + reports, stdout=subprocess.DEVNULL)
    with open(os.path.join(folder, "dry.txt"), "w") as out:
        subprocess.run([bench, medium, "--dry-run", "--no-color"], stdout=out, stderr=subprocess.STDOUT)
    # A reordered run and a run with workers write the same file reports.
    for name, extra in [("random", ["--order", "random:5"]), ("jobs2", ["--jobs", "2"])]:
        reports = [arg for kind, file in [("junit", "junit.xml"), ("json", "cucumber.json")]
                   for arg in ("--format", f"{kind}:{os.path.join(folder, name + '-' + file)}")]
        subprocess.run([bench, medium, "--no-color", "--format", "summary"] + reports + extra,
                       stdout=subprocess.DEVNULL)


def renumbered_ids(text):
    """The message lines with each id (`id`, `…Id`, `…Ids`) replaced by its rank of first appearance."""
    ranks = {}

    def rank(value):
        return ranks.setdefault(value, f"ID{len(ranks)}")

    def ids(match):
        values = re.findall(r'"([^"]*)"', match.group(2))
        renumbered = ",".join(f'"{rank(value)}"' for value in values)
        return match.group(1) + (f"[{renumbered}]" if match.group(2).startswith("[") else renumbered)

    return re.sub(r'("(?:id|[a-zA-Z]+Ids?)":)(\[[^\]]*\]|"[^"]*")', ids, text)


def normalised(path):
    text = open(path, encoding="utf-8", errors="replace").read()
    for pattern, blank in [
        # Absolute, or relative to the working directory when the build is elsewhere (`../main/…`).
        (r'[^\s"\'<>:(]*(Benchmarks/spec-runner-bench/)', r'\1'),
        (r'"(seconds|nanos)":-?\d+', r'"\1":T'), (r'"duration": ?\d+', '"duration":T'),
        (r'"start_timestamp": "[^"]*"', '"start_timestamp": T'), (r'<time>[^<]*</time>', '<time>T</time>'),
        (r'(time|timestamp)="[^"]*"', r'\1="T"'), (r'\d+m\d+\.\d+s', 'T'), (r'\b\d+([.,]\d+)?\s?(ms|µs|us|s)\b', 'T'),
    ]:
        text = re.sub(pattern, blank, text)
    if path.endswith("messages.ndjson"):
        text = renumbered_ids(text)
    if path.endswith("usage.txt"):
        text = re.sub(r"(max|máximo) T \(.*\)", r"\1 T", text)
        text = re.sub(r"(?m)^  T  .*$", "  T", text)
        return sorted(text.splitlines())
    return text


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    builds = [os.path.abspath(folder) for folder in sys.argv[1:]]
    medium = corpus("medium", 200)
    work = tempfile.mkdtemp(prefix="compare-outputs-")
    for side, build in zip(("old", "new"), builds):
        outputs(os.path.join(build, "spec-runner-bench"), medium, os.path.join(work, side))
    differ = 0
    for name in sorted(os.listdir(os.path.join(work, "new"))):
        same = normalised(os.path.join(work, "old", name)) == normalised(os.path.join(work, "new", name))
        differ += not same
        print(f"{name}: {'identical' if same else 'DIFFERS'}")
    print(f"outputs in {work}")
    sys.exit(1 if differ else 0)


if __name__ == "__main__":
    main()
