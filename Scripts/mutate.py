#!/usr/bin/env python3
"""Mutation testing of the app against the specification.

Applies each mutant of Scripts/mutants.py (a plausible one-line mistake in Sources/StackMyArchitecture, or
in the app's production wiring, Sources/StackMyArchitectureNetworking) to a scratch copy of the package, one
at a time, rebuilds `spec-runner` there (`spec-runner-loopback` for the wiring, which only it runs), runs
the specification (`.build/debug/spec-runner Features/ --no-color`) and reports whether a scenario failed (the mutant is
*killed*) or the whole specification still passed (the mutant *survived*: some behaviour is not
specified). The checkout itself is never modified.

    python3 Scripts/mutate.py                  every mutant
    python3 Scripts/mutate.py --only ID ...    just these mutants
    python3 Scripts/mutate.py --list           list the mutants, build nothing
    python3 Scripts/mutate.py --check          check that every mutant's original text occurs exactly once
                                               in its file (fast: builds nothing)
    --timeout SECONDS                          a mutant's specification run longer than this is killed
                                               and counts as killed by timeout (default 120)
    --scratch DIR                              the scratch copy (default: a folder in the system's temporary
                                               folder named after the checkout, kept between runs so that
                                               rebuilds are incremental)

Exit status: 0 when every mutant is killed or documented as equivalent; 1 when a mutant survived, a
mutant documented as equivalent was killed (the note is wrong), a mutant does not compile, or a
mutant's original text does not occur exactly once in its file (the source changed: update the mutant);
2 for a usage error or when the unmutated package does not build or its specification does not pass.
"""

from __future__ import annotations

import argparse
import fcntl
import hashlib
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APP = Path("Sources/StackMyArchitecture")
EXCLUDED_DIRS = {".build", ".git", ".swiftpm", "reports"}
# The runner that judges a mutant of each target: the production wiring is what only the loopback runner runs.
RUNNERS = {"StackMyArchitecture": "spec-runner", "StackMyArchitectureNetworking": "spec-runner-loopback"}


def target(mutant: dict) -> str:
    return mutant.get("target", "StackMyArchitecture")


def build(mutant: dict) -> list[str]:
    return ["swift", "build", "--product", RUNNERS[target(mutant)]]


def spec(mutant: dict) -> list[str]:
    return [f".build/debug/{RUNNERS[target(mutant)]}", "Features/", "--no-color"]

sys.dont_write_bytecode = True  # no __pycache__ in the checkout
sys.path.insert(0, str(Path(__file__).resolve().parent))
from mutants import MUTANTS  # noqa: E402


class Problem(Exception):
    """A mutant that cannot be applied as written."""


def source(mutant: dict) -> Path:
    """The mutant's file, relative to the package."""
    return Path("Sources") / target(mutant) / mutant["file"]


def locate(mutant: dict, root: Path) -> tuple[str, int, int]:
    """The file's text, the offset of the mutant's original and its 1-based line.

    Occurrences in comment lines (`//`, `///`) do not count: mutating a comment changes no behaviour.
    Raises Problem unless the original occurs exactly once in code.
    """
    path = root / source(mutant)
    if not path.is_file():
        raise Problem(f"{source(mutant)}: no such file")
    text = path.read_text(encoding="utf-8")
    original = mutant["original"]
    found, start = [], text.find(original)
    while start != -1:
        line_start = text.rfind("\n", 0, start) + 1
        if not text[line_start:start].lstrip().startswith("//"):
            found.append(start)
        start = text.find(original, start + 1)
    if len(found) != 1:
        where = "does not occur in code" if not found else f"occurs {len(found)} times"
        raise Problem(
            f"{source(mutant)}: the original text {where} (it must occur exactly once: "
            f"update the mutant to the current source): {original!r}"
        )
    return text, found[0], text.count("\n", 0, found[0]) + 1


def validate_table(mutants: list[dict]) -> list[str]:
    errors, seen = [], set()
    for index, m in enumerate(mutants):
        name = m.get("id", f"#{index}")
        for key in ("id", "file", "original", "replacement", "description"):
            if not isinstance(m.get(key), str) or (key != "replacement" and not m.get(key)):
                errors.append(f"mutant {name}: missing or empty `{key}`")
        if name in seen:
            errors.append(f"mutant {name}: duplicate id")
        seen.add(name)
        if m.get("original") == m.get("replacement"):
            errors.append(f"mutant {name}: the replacement is the original")
        if "equivalent" in m and not (isinstance(m["equivalent"], str) and m["equivalent"].strip()):
            errors.append(f"mutant {name}: `equivalent` must give the reason")
        if target(m) not in RUNNERS:
            errors.append(f"mutant {name}: unknown `target` {target(m)} (one of {', '.join(RUNNERS)})")
        f = m.get("file", "")
        if f.endswith("View.swift") or f.endswith("ProductRow.swift"):
            errors.append(f"mutant {name}: {f} is a SwiftUI view, not compiled on Linux")
    return errors


def package_files(source: Path) -> set[Path]:
    """The package's files: git's tracked and untracked-but-not-ignored ones, else every file but build output."""
    listed = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=source, capture_output=True,
    )
    if listed.returncode == 0:
        return {Path(p) for p in listed.stdout.decode().split("\0") if p and (source / p).is_file()}
    files = set()
    for dirpath, dirnames, filenames in os.walk(source):
        dirnames[:] = [d for d in dirnames if d not in EXCLUDED_DIRS and not d.startswith(".build")]
        files.update((Path(dirpath) / name).relative_to(source) for name in filenames)
    return files


def sync_tree(source: Path, target: Path) -> None:
    """Mirrors the package into `target`, copying only files whose content differs (`.build` is kept)."""
    wanted = package_files(source)
    for relative in wanted:
        src, dst = source / relative, target / relative
        if dst.is_file() and dst.stat().st_size == src.stat().st_size and dst.read_bytes() == src.read_bytes():
            continue
        dst.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(src, dst)
    for dirpath, dirnames, filenames in os.walk(target):
        dirnames[:] = [d for d in dirnames if d not in EXCLUDED_DIRS and not d.startswith(".build")]
        for name in filenames:
            path = Path(dirpath) / name
            if path.relative_to(target) not in wanted:
                path.unlink()


def run(cmd: list[str], cwd: Path, timeout: float | None = None) -> tuple[int | None, str]:
    """Runs `cmd` in its own process group; (exit status or None on timeout, combined output)."""
    proc = subprocess.Popen(
        cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, errors="replace",
        start_new_session=True,
    )
    try:
        out, _ = proc.communicate(timeout=timeout)
        return proc.returncode, out
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        out, _ = proc.communicate()
        return None, out
    except BaseException:  # Ctrl-C: stop the build or run too (it is in its own process group)
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()
        raise


SCRATCH_PREFIXES: list[str] = []


def tail(text: str, lines: int = 15) -> str:
    """The last `lines` lines of a tool's output, indented, with the scratch copy's path left out."""
    for prefix in SCRATCH_PREFIXES:
        text = text.replace(prefix, "")
    return "\n".join("    " + line for line in text.rstrip().splitlines()[-lines:])


def main() -> int:
    parser = argparse.ArgumentParser(
        description="Mutation testing: does the specification in Features/ catch each mutant of the app?")
    parser.add_argument("--only", nargs="+", metavar="ID", help="run just these mutants")
    parser.add_argument("--list", action="store_true", help="list the mutants and exit")
    parser.add_argument("--check", action="store_true",
                        help="check that every mutant's original text occurs exactly once; build nothing")
    parser.add_argument("--timeout", type=float, default=120, metavar="SECONDS",
                        help="time limit of one mutant's specification run (default 120)")
    parser.add_argument("--scratch", metavar="DIR", help="the scratch copy of the package (kept between runs)")
    args = parser.parse_args()

    table = MUTANTS
    errors = validate_table(table)
    if errors:
        print("\n".join(f"error: {e}" for e in errors), file=sys.stderr)
        return 2
    selected = MUTANTS
    if args.only:
        by_id = {m["id"]: m for m in table}
        unknown = [i for i in args.only if i not in by_id]
        if unknown:
            print(f"error: no mutant with id {', '.join(unknown)} (see --list)", file=sys.stderr)
            return 2
        selected = [by_id[i] for i in dict.fromkeys(args.only)]

    if args.list:
        for m in selected:
            tags = " [equivalent]" if "equivalent" in m else ""
            print(f"{m['id']:<28} {source(m)}  {m['description']}{tags}")
        print(f"{len(selected)} mutants")
        return 0

    # Every mutant must apply to the current source before anything is built.
    stale = []
    for m in selected:
        try:
            locate(m, ROOT)
        except Problem as problem:
            stale.append(f"error: mutant {m['id']}: {problem}")
    if stale:
        print("\n".join(stale), file=sys.stderr)
        print(f"{len(stale)} of {len(selected)} mutants do not apply to the current source", file=sys.stderr)
        return 1
    if args.check:
        print(f"mutants: {len(selected)} apply (each original text occurs exactly once in its file)")
        return 0

    if args.scratch:
        scratch = Path(args.scratch).resolve()
    else:
        tag = hashlib.sha1(str(ROOT).encode()).hexdigest()[:10]
        scratch = Path(tempfile.gettempdir()) / f"spec-runner-mutate-{tag}" / "package"
    if scratch == ROOT or ROOT in scratch.parents:
        print("error: the scratch copy must be outside the checkout", file=sys.stderr)
        return 2
    scratch.mkdir(parents=True, exist_ok=True)
    lock = open(scratch.parent / f"{scratch.name}.lock", "w")
    try:
        fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        print("error: another mutate.py is using the scratch copy; wait for it, or pass --scratch DIR",
              file=sys.stderr)
        return 2
    SCRATCH_PREFIXES.extend([str(scratch) + os.sep, str(scratch.resolve()) + os.sep])
    started = time.monotonic()
    sync_tree(ROOT, scratch)

    plural = "s" if len(selected) != 1 else ""
    print(f"mutation testing: {len(selected)} mutant{plural} of {APP}, each rebuilt and run against Features/",
          flush=True)
    # One mutant per runner the selection needs stands for it in the baseline.
    for m in {RUNNERS[target(m)]: m for m in selected}.values():
        status, out = run(build(m), scratch)
        if status != 0:
            print("error: the unmutated package does not build:\n" + tail(out), file=sys.stderr)
            return 2
        status, out = run(spec(m), scratch, args.timeout)
        if status != 0:
            why = f"runs past --timeout {args.timeout:g} s" if status is None else "does not pass"
            print(f"error: the specification {why} on the unmutated app, so no mutant can be judged:\n"
                  + tail(out), file=sys.stderr)
            return 2
    print(f"baseline: builds, specification passes ({time.monotonic() - started:.0f} s)", flush=True)

    results = []
    for m in selected:
        path = scratch / source(m)
        try:
            text, offset, line = locate(m, scratch)
        except Problem as problem:  # the scratch copy is the checkout's, so this means a mutant edited it
            print(f"error: mutant {m['id']}: {problem}", file=sys.stderr)
            return 1
        where = f"{source(m)}:{line}"
        mutant_started = time.monotonic()
        mutated = text[:offset] + m["replacement"] + text[offset + len(m["original"]):]
        path.write_text(mutated, encoding="utf-8")
        try:
            build_status, build_out = run(build(m), scratch)
            if build_status != 0:
                outcome, note = "compile-error", "the mutant does not compile:\n" + tail(build_out)
            else:
                spec_status, spec_out = run(spec(m), scratch, args.timeout)
                if spec_status == 0:
                    outcome, note = ("equivalent", f"({m['equivalent']})") if "equivalent" in m else ("survived", "")
                else:
                    outcome, note = "killed", ""
                    if spec_status is None:
                        note = f"(by timeout: the specification ran past {args.timeout:g} s)"
                    elif spec_status != 1:
                        note = f"(spec-runner exited {spec_status}: a crash?)\n" + tail(spec_out, 5)
                    if "equivalent" in m:
                        outcome = "killed-equivalent"
                        note = "documented as equivalent, but the specification kills it: remove its `equivalent` note"
        finally:
            path.write_text(text, encoding="utf-8")
        seconds = time.monotonic() - mutant_started
        results.append((m, outcome))
        print(f"{outcome:<10} {m['id']:<28} {where}  {m['description']}  [{seconds:.0f} s]"
              + (f"  {note}" if note else ""), flush=True)

    # Leave the scratch copy built from the unmutated sources, so that the next run starts incremental.
    for m in {RUNNERS[target(m)]: m for m in selected}.values():
        run(build(m), scratch)

    killed = sum(1 for _, o in results if o == "killed")
    equivalent = sum(1 for _, o in results if o == "equivalent")
    judged = len(results) - equivalent
    survivors = [m["id"] for m, o in results if o == "survived"]
    broken = [m["id"] for m, o in results if o in ("compile-error", "killed-equivalent")]
    score = f"{100 * killed / judged:.0f}%" if judged else "n/a"
    print(f"\nmutation score: {killed}/{judged} killed ({score})"
          + (f", {equivalent} equivalent" if equivalent else "")
          + f", {time.monotonic() - started:.0f} s")
    if survivors:
        print(f"survived ({len(survivors)}): {' '.join(survivors)}")
        print("A survivor is behaviour no scenario checks: add a scenario that fails on it "
              "(or, if the mutated program behaves identically for every input, document it as equivalent).")
    if broken:
        print(f"mutants to fix ({len(broken)}): {' '.join(broken)}")
    return 1 if survivors or broken else 0


if __name__ == "__main__":
    sys.exit(main())
