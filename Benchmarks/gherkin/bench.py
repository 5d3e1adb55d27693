#!/usr/bin/env python3
"""Times the Gherkin parsers side by side (called by run.sh; stdlib only).

Each case runs once to warm up, then --runs times. Per run: the wall time of the process, its peak RSS (from
wait4) and the in-process work time it prints in its JSON line (t_work_s: reading + parsing + compiling, without
interpreter start-up). Reports medians with min-max, MB/s and pickles/s, then the ratios the targets are about.
"""
import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import time


def measure(cmd, runs, maxrss):
    walls, works, rss, last = [], [], [], None
    rss_file = os.path.join(os.path.dirname(maxrss), "maxrss.out")
    for index in range(runs + 1):
        start = time.perf_counter()
        proc = subprocess.run([maxrss, rss_file] + cmd, capture_output=True)
        wall = time.perf_counter() - start
        if proc.returncode != 0:
            raise SystemExit("failed: %s\n%s" % (" ".join(cmd), proc.stderr.decode()[-2000:]))
        out = proc.stdout.decode()
        record = json.loads([line for line in out.splitlines() if line.startswith("{")][-1])
        if index == 0:
            continue  # warm-up
        walls.append(wall)
        works.append(record["t_work_s"])
        with open(rss_file) as fh:
            rss.append(int(fh.read()) / 1024.0)
        last = record
    return dict(wall=walls, work=works, rss=rss, record=last)


def spread(values, fmt="%.4f"):
    return (fmt + " (" + fmt + "–" + fmt + ")") % (statistics.median(values), min(values), max(values))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--work", required=True)
    ap.add_argument("--python", required=True)
    ap.add_argument("--parse-gherkin", required=True)
    ap.add_argument("--floor", required=True)
    ap.add_argument("--swift", required=True)
    ap.add_argument("--maxrss", required=True, help="the compiled maxrss.c")
    a = ap.parse_args()

    with open("/proc/loadavg") as fh:
        load_before = " ".join(fh.read().split()[:3])
    corpora = {}
    for name in ("medium", "large"):
        with open(os.path.join(a.work, "corpus", name + ".json")) as fh:
            corpora[name] = json.load(fh)
    cases = []
    for name in ("medium", "large"):
        directory = os.path.join(a.work, "corpus", name)
        cases += [
            ("C read()+memchr floor", name, [a.floor, directory]),
            ("official Python gherkin 42.0.1, AST+pickles", name, [a.python, a.parse_gherkin, directory]),
            ("Swift Gherkin, AST+pickles, 1 thread", name, [a.swift, directory]),
            ("Swift Gherkin, AST+pickles, 2 threads", name, [a.swift, "--jobs", "2", directory]),
        ]
    results = []
    for label, corpus, cmd in cases:
        print("[%s / %s] x%d ..." % (label, corpus, a.runs), flush=True, file=sys.stderr)
        results.append((label, corpus, measure(cmd, a.runs, a.maxrss)))
    with open("/proc/loadavg") as fh:
        load_after = " ".join(fh.read().split()[:3])

    print("date %s, %s, %d CPUs, load average before %s, after %s" % (
        time.strftime("%Y-%m-%d %H:%M"), platform.platform(), os.cpu_count(), load_before, load_after))
    for name, info in corpora.items():
        print("corpus %-6s %5d files %7.3f MB %7d lines %6d pickles" % (
            name, info["files"], info["bytes"] / 1e6, info["lines"], info["pickles"]))
    print()
    print("| case | corpus | runs | in-process s, median (min–max) | MB/s (in-process) | pickles/s | "
          "wall s, median | MB/s (wall) | peak RSS MB, median (max) |")
    print("|---|---|---:|---|---:|---:|---:|---:|---|")
    rates = {}
    for label, corpus, m in results:
        megabytes = corpora[corpus]["bytes"] / 1e6
        work = statistics.median(m["work"])
        wall = statistics.median(m["wall"])
        rates[(label, corpus)] = megabytes / work
        pickles = corpora[corpus]["pickles"] / work if "floor" not in label else None
        print("| %s | %s | %d | %s | %.1f | %s | %.3f | %.1f | %.1f (%.1f) |" % (
            label, corpus, len(m["work"]), spread(m["work"]), megabytes / work,
            "%.0f" % pickles if pickles else "–", wall, megabytes / wall,
            statistics.median(m["rss"]), max(m["rss"])))
    print()
    for corpus in ("medium", "large"):
        floor = rates[("C read()+memchr floor", corpus)]
        official = rates[("official Python gherkin 42.0.1, AST+pickles", corpus)]
        for threads in ("1 thread", "2 threads"):
            swift = rates[("Swift Gherkin, AST+pickles, " + threads, corpus)]
            print("%s, %s: %.0fx the official parser's MB/s (target >= 100x), %.2f of the C floor's (target >= 0.33)"
                  % (corpus, threads, swift / official, swift / floor))


if __name__ == "__main__":
    main()
