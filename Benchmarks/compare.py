#!/usr/bin/env python3
"""Two builds of spec-runner side by side, interleaved: the numbers of docs/performance.md.

    Benchmarks/compare.py OLD_DIR NEW_DIR        # each holds spec-runner and spec-runner-bench (release builds)
    RUNS=7 Benchmarks/compare.py OLD_DIR NEW_DIR

Each round runs every case once with each build, alternating which goes first, after one warm-up each; it prints
the medians, their ratio (new / old), the peak RSS of each build and the ratio of the median CPU times (user +
system, which a loaded machine moves less than wall time) as a Markdown table. The corpora are those of
Benchmarks/run.sh (../shared/bench/gen_corpus.py, 10 pickles a file, seed 1), generated under
Benchmarks/.work/runner/corpus when missing.
"""
import glob, os, statistics, subprocess, sys, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHARED = os.environ.get("SHARED", os.path.join(ROOT, "..", "shared"))
CORPUS = os.path.join(ROOT, "Benchmarks", ".work", "runner", "corpus")
RUNS = int(os.environ.get("RUNS", "5"))


def corpus(name, files):
    folder = os.path.join(CORPUS, name)
    if not os.path.isdir(folder):
        os.makedirs(CORPUS, exist_ok=True)
        with open(folder + ".json", "w") as listing:
            subprocess.run([sys.executable, os.path.join(SHARED, "bench", "gen_corpus.py"), "--files", str(files),
                            "--scenarios-per-file", "10", "--seed", "1", "--out", folder], stdout=listing, check=True)
    return folder


def measure(command):
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    seconds = time.perf_counter() - start
    return seconds, usage.ru_maxrss / 1024, usage.ru_utime + usage.ru_stime, os.waitstatus_to_exitcode(status)


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    old, new = sys.argv[1], sys.argv[2]
    medium, large = corpus("medium", 200), corpus("large", 2000)
    large_files = sorted(glob.glob(os.path.join(large, "**", "*.feature"), recursive=True))
    reports = os.path.join(ROOT, "Benchmarks", ".work", "compare")
    os.makedirs(reports, exist_ok=True)
    cases = [
        ("full run, 2,000 scenarios (pretty)", lambda d: [f"{d}/spec-runner-bench", medium, "--no-color"]),
        ("--dry-run, 2,000 scenarios", lambda d: [f"{d}/spec-runner-bench", medium, "--dry-run", "--no-color"]),
        ("full run, 2,000 scenarios, JUnit + JSON reports", lambda d: [
            f"{d}/spec-runner-bench", medium, "--no-color", "--format", f"junit:{reports}/medium.xml",
            "--format", f"json:{reports}/medium.json"]),
        ("full run, 20,000 scenarios, JUnit + JSON reports", lambda d: [
            f"{d}/spec-runner-bench", large, "--no-color", "--format", f"junit:{reports}/large.xml",
            "--format", f"json:{reports}/large.json"]),
        ("spec-runner gherkin, 2,000 files", lambda d: [f"{d}/spec-runner", "gherkin"] + large_files),
    ]
    print(f"| case | old | new | new / old | peak RSS old | peak RSS new | CPU new / old |  (medians of {RUNS} "
          "interleaved runs)")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for name, command in cases:
        times = {old: [], new: []}
        cpu = {old: [], new: []}
        peak = {old: 0.0, new: 0.0}
        for build in (old, new):
            measure(command(build))
        for round in range(RUNS):
            for build in (old, new) if round % 2 == 0 else (new, old):
                seconds, rss, used, status = measure(command(build))
                if status != 0:
                    sys.exit(f"{name}: {build} exited with {status}")
                times[build].append(seconds)
                cpu[build].append(used)
                peak[build] = max(peak[build], rss)
        a, b = statistics.median(times[old]), statistics.median(times[new])
        cpu_ratio = statistics.median(cpu[new]) / statistics.median(cpu[old])
        print(f"| {name} | {a * 1000:.1f} ms | {b * 1000:.1f} ms | {b / a:.2f} | {peak[old]:.1f} MB | "
              f"{peak[new]:.1f} MB | {cpu_ratio:.2f} |", flush=True)


if __name__ == "__main__":
    main()
