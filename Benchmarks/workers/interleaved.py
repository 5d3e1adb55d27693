#!/usr/bin/env python3
"""Serial against --jobs 2 on the no-op corpus, for one or more builds, in interleaved rounds.

    Benchmarks/workers/interleaved.py ROUNDS BENCH…     # each BENCH a spec-runner-bench executable

Runs each build serially and with `--jobs 2` on the corpus `Benchmarks/workers/run.sh` generates, one after the
other in every round (so that the machine's load, which moves from minute to minute, falls on all alike), after
two warm-up runs each. Prints a Markdown table of wall time (median, best) and the CPU of the run and its workers
(`getrusage` of the children, median), then each build's `--jobs 2` to serial ratio.
"""
import os
import resource
import statistics
import subprocess
import sys
import time

CORPUS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".work", "workers", "noop")


def timed(command):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        sys.exit(f"{' '.join(command)} failed with status {done.returncode}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall * 1000, cpu * 1000


def main():
    if len(sys.argv) < 3 or not sys.argv[1].isdigit():
        sys.exit(__doc__)
    if not os.path.isdir(CORPUS):
        sys.exit("no corpus: run Benchmarks/workers/run.sh once")
    rounds, builds = int(sys.argv[1]), sys.argv[2:]
    cases = [(f"{build} {name}", [build, CORPUS, "--format", "summary"] + extra)
             for build in builds for name, extra in [("serial", []), ("--jobs 2", ["--jobs", "2"])]]
    for _, command in cases:
        for _ in range(2):
            timed(command)
    results = {name: [] for name, _ in cases}
    for _ in range(rounds):
        for name, command in cases:
            results[name].append(timed(command))
    print(f"{rounds} interleaved rounds, load {os.getloadavg()[0]:.2f}\n")
    print("| case | time, median | time, best | CPU, median |")
    print("|---|---:|---:|---:|")
    for name, _ in cases:
        walls = [wall for wall, _ in results[name]]
        cpus = [cpu for _, cpu in results[name]]
        print(f"| {name} | {statistics.median(walls):.1f} ms | {min(walls):.1f} ms | {statistics.median(cpus):.0f} ms |")
    print()
    for build in builds:
        serial = [wall for wall, _ in results[f"{build} serial"]]
        jobs = [wall for wall, _ in results[f"{build} --jobs 2"]]
        print(f"{build}: --jobs 2 / serial {statistics.median(jobs) / statistics.median(serial):.2f}x median, "
              f"{min(jobs) / min(serial):.2f}x best")


if __name__ == "__main__":
    main()
