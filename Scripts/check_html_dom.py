#!/usr/bin/env python3
"""Renders an HTML report in headless Chromium and checks what the DOM shows.

usage: check_html_dom.py [--fixtures] REPORT.html

Every report: it loads nothing from the network, it contains no markup injected by names (no <b> element, only
its own script), it has a verdict and at least one feature with scenarios, each with a status.
With --fixtures (a report of Tests/Fixtures/Reports run with --retry 1): the Spanish feature keeps its keywords
under English chrome, every status shows, the hostile names show literally, failure messages are there.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import urllib.parse

PROBE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "report-dom-probe.js")


def browser():
    configured = os.environ.get("CHROMIUM")
    if configured:
        return configured
    for name in ("chromium", "chromium-browser", "google-chrome"):
        found = shutil.which(name)
        if found:
            return found
    sys.exit("check_html_dom.py: no chromium found (apt-get install -y chromium, or set CHROMIUM)")


def probe(report):
    with open(report, encoding="utf-8") as file:
        html = file.read()
    with open(PROBE, encoding="utf-8") as file:
        script = file.read()
    with tempfile.TemporaryDirectory() as folder:
        page = os.path.join(folder, "probe.html")
        with open(page, "w", encoding="utf-8") as file:
            file.write(html.replace("</body>", "<script>\n" + script + "\n</script>\n</body>"))
        result = subprocess.run(
            [browser(), "--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=2000",
             "--dump-dom", "file://" + page],
            capture_output=True, text=True, timeout=120,
        )
    found = re.findall(r'<pre id="dom-probe">([^<]*)</pre>', result.stdout)
    if not found:
        sys.exit("check_html_dom.py: the browser did not render the probe:\n" + result.stderr[-2000:])
    return json.loads(urllib.parse.unquote(found[-1]))


def main():
    arguments = sys.argv[1:]
    fixtures = "--fixtures" in arguments
    reports = [argument for argument in arguments if argument != "--fixtures"]
    if len(reports) != 1:
        sys.exit(__doc__)
    dom = probe(reports[0])
    problems = []

    def expect(condition, message):
        if not condition:
            problems.append(message)

    expect(dom["externalResources"] == [], f"the page loaded {dom['externalResources']}")
    expect(dom["boldElements"] == 0, "markup from a name became an element")
    expect(dom["scripts"] == 2, f"{dom['scripts']} scripts: expected the report's own and the probe")
    expect(bool(dom["verdict"]), "no verdict")
    expect(len(dom["features"]) > 0, "no feature shown")
    for feature in dom["features"]:
        expect(bool(feature["keyword"]), f"a feature without its keyword: {feature['name']}")
        for scenario in feature["scenarios"]:
            expect(bool(scenario["status"]), f"scenario {scenario['name']!r} shows no status")
    expect(all(image["width"] > 0 for image in dom["images"]), "an attached image did not render")

    if fixtures:
        by_name = {feature["name"]: feature for feature in dom["features"]}
        expect(dom["title"] == "Specification report", f"title {dom['title']!r}")
        spanish = by_name.get("Catálogo en español")
        expect(spanish is not None and spanish["lang"] == "es", "the Spanish feature is not marked es")
        if spanish:
            expect(spanish["keyword"] == "Característica:", f"keyword {spanish['keyword']!r}")
            statuses = [scenario["status"] for scenario in spanish["scenarios"]]
            # The chrome is the run's language (English here), whatever the feature's keywords.
            expect(statuses == ["passed", "failed", "undefined"], f"Spanish feature's statuses {statuses}")
        english = by_name.get("Report fixtures")
        expect(english is not None, "the English feature is missing")
        if english:
            statuses = {scenario["status"] for scenario in english["scenarios"]}
            wanted = {"passed", "failed", "pending", "undefined", "ambiguous", "skipped"}
            expect(statuses == wanted, f"English statuses {sorted(statuses)}")
        hostile = by_name.get('Hostile <names> & "quotes" from feature files')
        expect(hostile is not None, "the hostile feature's name is not shown literally")
        if hostile:
            names = [scenario["name"] for scenario in hostile["scenarios"]]
            expect("</script><b>x" in names, f"the name </script><b>x is not shown literally: {names}")
        expect(any(error.startswith("expected: 3\n     got: 2") for error in dom["errors"]), "no failure message")
        expect(len(dom["images"]) == 1, "the attached image is missing")

    if problems:
        print("\n".join(f"{reports[0]}: {problem}" for problem in problems), file=sys.stderr)
        sys.exit(1)
    scenarios = sum(len(feature["scenarios"]) for feature in dom["features"])
    print(f"{reports[0]}: rendered {len(dom['features'])} features, {scenarios} scenarios; {dom['verdict']}")


if __name__ == "__main__":
    main()
