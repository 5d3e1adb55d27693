#!/usr/bin/python3
"""The HTML report at scale: how large it is, how fast headless Chromium opens it, how fast it filters.

usage: Benchmarks/reports/html_report.py [SCENARIOS]      (default 20000)

Generates SCENARIOS scenarios (100 a file; an outline with three example rows in every ten scenarios, tags, a
data table now and then, a failing expectation every fiftieth, an undefined step every hundredth) under
Benchmarks/.work/html-SCENARIOS, runs the report fixtures' runner over them with --format html (RUNNER, default
.build/release/report-fixtures; build it with `swift build -c release --product report-fixtures`), then opens
the page in headless Chromium through Selenium (Debian: chromium, chromium-driver, python3-selenium) and times:
the page load (navigation start to the load event, and the wall time of the whole get), then each filter as a
reader would use it (a search typed, a tag expression, a status, all cleared), each from the input event to
the layout done. Prints the figures; docs/performance.md keeps the latest. A benchmark, not a test: it fails
only when the page does not work.
"""
import os
import subprocess
import sys
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


def generate(total, folder):
    os.makedirs(folder, exist_ok=True)
    per_file = 100
    for number in range((total + per_file - 1) // per_file):
        lines = [f"@bench @file-{number % 10}", f"Feature: Bench {number}", "",
                 "  Background:", "    Given a fresh basket", ""]
        count = min(per_file, total - number * per_file)
        scenario = 0
        while scenario < count:
            if scenario % 10 == 0 and count - scenario >= 3:
                lines += [f"  @outline @group-{scenario % 5}", f"  Scenario Outline: Adding <count> <fruit>, case {scenario}",
                          "    When I add <count> <fruit>", "    Then the basket holds <total> items", "",
                          "    Examples:", "      | count | fruit | total |"]
                for row in range(3):
                    wrong = 1 if (scenario + row) % 50 == 49 else 0
                    lines.append(f"      | {row + 1} | pear{row} | {row + 1 + wrong} |")
                lines.append("")
                scenario += 3
                continue
            amount = scenario % 7 + 1
            expected = amount + (1 if scenario % 50 == 49 else 0)
            lines += [f"  @group-{scenario % 5}", f"  Scenario: Adding {amount} apples, case {scenario}"]
            if scenario % 20 == 1:
                lines += ["    Given the basket holds:", "      | item  | quantity |", f"      | apple | {amount} |"]
            else:
                lines.append(f"    When I add {amount} apples")
            if scenario % 100 == 7:
                lines.append("    And somebody defines this step one day")
            lines += [f"    Then the basket holds {expected} items", ""]
            scenario += 1
        with open(os.path.join(folder, f"bench-{number:04}.feature"), "w", encoding="utf-8") as file:
            file.write("\n".join(lines))


def timed_filter(browser, script):
    """Runs `script` (which changes a filter) and returns the milliseconds until the layout is done."""
    return browser.execute_script(
        "var start = performance.now();" + script +
        "document.body.offsetHeight; return performance.now() - start;")


def main():
    total = int(sys.argv[1]) if len(sys.argv) > 1 else 20000
    work = os.path.join(ROOT, "Benchmarks", ".work", f"html-{total}")
    features, report = os.path.join(work, "features"), os.path.join(work, "report.html")
    generate(total, features)
    runner = os.path.abspath(os.environ.get("RUNNER", os.path.join(ROOT, ".build", "release", "report-fixtures")))
    started = time.monotonic()
    # From the work folder, so that paths read as a project's would (features/bench-0001.feature).
    subprocess.run([runner, "features", "--format", "html:report.html", "--format", "summary:summary.txt"],
                   cwd=work, check=False, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    run_seconds = time.monotonic() - started
    size = os.path.getsize(report)

    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1280,1000"):
        options.add_argument(argument)
    browser = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    try:
        browser.get("about:blank")
        started = time.monotonic()
        browser.get("file://" + report)
        get_seconds = time.monotonic() - started
        load_ms = browser.execute_script(
            "var t = performance.getEntriesByType('navigation')[0]; return t.loadEventEnd - t.startTime;")
        shown = browser.execute_script("return document.getElementById('shown').textContent")
        steps = [
            ("search 'pear1' (first: builds the index)",
             "var s = document.getElementById('search'); s.value = 'pear1';"
             "s.dispatchEvent(new Event('input'));"),
            ("search 'case 42'",
             "var s = document.getElementById('search'); s.value = 'case 42';"
             "s.dispatchEvent(new Event('input'));"),
            ("tag expression '@group-1 and not @outline'",
             "var s = document.getElementById('search'); s.value = '';"
             "var t = document.getElementById('tags'); t.value = '@group-1 and not @outline';"
             "t.dispatchEvent(new Event('input'));"),
            ("status 'failed' (tags cleared)",
             "var t = document.getElementById('tags'); t.value = ''; t.dispatchEvent(new Event('input'));"
             "document.querySelector('input[value=\"failed\"]').click();"),
            ("show all", "document.getElementById('clear').click();"),
        ]
        filters = [(label, timed_filter(browser, script),
                    browser.execute_script("return document.getElementById('shown').textContent"))
                   for label, script in steps]
    finally:
        browser.quit()

    print(f"scenarios: {total}; run with --format html: {run_seconds:.1f} s")
    print(f"report: {size / 1_000_000:.1f} MB")
    print(f"open in headless Chromium: load event at {load_ms / 1000:.2f} s, get() {get_seconds:.2f} s; {shown}")
    for label, milliseconds, result in filters:
        print(f"  {label}: {milliseconds:.0f} ms ({result})")


if __name__ == "__main__":
    main()
