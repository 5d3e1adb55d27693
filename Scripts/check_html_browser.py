#!/usr/bin/python3
"""Drives the HTML report in a real headless Chromium, as a reader would, through Selenium and chromedriver.

usage: check_html_browser.py FIXTURES_REPORT.html HOSTILE_REPORT.html TAG_EXPRESSIONS_CORPUS_DIR TREND_REPORT.html
                             [FIXTURES_MESSAGES.ndjson LINK_PORT]

FIXTURES_REPORT.html is the report of Tests/Fixtures/Reports run with --retry 1 (Scripts/check-reports.sh writes
it); HOSTILE_REPORT.html a report of a feature whose names, tags, steps and messages hold
`<img src=x onerror=...>`, `</script>` and `]]>` (check-reports.sh writes it too); TREND_REPORT.html the fixtures'
report after a few runs with --history. The script types a search (ignoring case and accents), applies a tag
expression (and a broken one) and a status filter, checks that the features' and rules' counts and the contents
tree follow them, follows the shared URL in a fresh page, opens an outline row, toggles the theme, and checks what
is shown each time; checks the trend chart (and its table, for screen readers and on paper); checks
that hostile names stay inert text; that without JavaScript everything shows expanded; and runs the page's tag
expression evaluator over the official corpus (parsing.yml, evaluations.yml, errors.yml), so that the page's
tag filter reads expressions exactly as --tags does. With the fixtures run's messages and the port its --link
addresses name (check-reports.sh passes them): a linked tag opens its templated address, and the per-story view's
counts are the run's (Scripts/check_html_stories.py).

Needs Debian's chromium, chromium-driver and python3-selenium (run it with /usr/bin/python3).
"""
import ast
import os
import re
import shutil
import sys
import urllib.parse

from selenium import webdriver
from selenium.common.exceptions import NoAlertPresentException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By

from check_html_stories import check_stories

problems = []


def expect(condition, message):
    if not condition:
        problems.append(message)


def driver(javascript=True):
    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1280,1000"):
        options.add_argument(argument)
    if os.environ.get("CHROMIUM"):
        options.binary_location = os.environ["CHROMIUM"]
    if not javascript:
        options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
    found = shutil.which("chromedriver") or "/usr/bin/chromedriver"
    return webdriver.Chrome(service=Service(found), options=options)


def corpus(path):
    """The few YAML shapes of the tag-expression corpus: a list of maps of quoted strings, lists and booleans."""
    entries, entry, test = [], None, None

    def value(text):
        text = text.strip()
        if text in ("true", "false"):
            return text == "true"
        if text.startswith("["):
            return [value(item) for item in re.findall(r"'(?:[^']|'')*'", text)]
        if text.startswith("'"):
            return text[1:-1].replace("''", "'")
        return ast.literal_eval(text)

    with open(path, encoding="utf-8") as file:
        for line in file:
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            key, _, rest = line.strip().lstrip("- ").partition(":")
            if line.startswith("- "):
                entry = {}
                entries.append(entry)
            if key == "tests":
                entry["tests"] = []
            elif line.lstrip().startswith("- variables"):
                test = {"variables": value(rest)}
                entry["tests"].append(test)
            elif key == "result":
                test["result"] = value(rest)
            else:
                entry[key] = value(rest)
    return entries


def check_corpus(browser, folder):
    checked = 0
    for case in corpus(os.path.join(folder, "parsing.yml")):
        result = browser.execute_script("var parsed = window.specReport.parseTags(arguments[0]);"
                                        " return parsed.error ? parsed.message : parsed.text", case["expression"])
        expect(result == case["formatted"], f"corpus: {case['expression']!r} reads as {result!r}, not "
               f"{case['formatted']!r}")
        checked += 1
    for case in corpus(os.path.join(folder, "evaluations.yml")):
        for test in case["tests"]:
            result = browser.execute_script(
                "return window.specReport.parseTags(arguments[0]).test(arguments[1])",
                case["expression"], test["variables"])
            expect(result == test["result"],
                   f"corpus: {case['expression']!r} with {test['variables']} gives {result}, not {test['result']}")
            checked += 1
    for case in corpus(os.path.join(folder, "errors.yml")):
        message = browser.execute_script("return window.specReport.parseTags(arguments[0]).message || null",
                                         case["expression"])
        expect(message == case["error"], f"corpus: {case['expression']!r} gives {message!r}, not {case['error']!r}")
        checked += 1
    return checked


def visible_scenarios(browser):
    return browser.execute_script(
        "return Array.from(document.querySelectorAll('details.scenario')).filter(function (s) {"
        " return !s.hidden; }).map(function (s) { return {id: s.id, status: s.dataset.status,"
        " tags: s.dataset.tags, text: s.textContent}; })")


def shown_text(browser):
    return browser.find_element(By.ID, "shown").text


def groups(browser):
    """Each feature and rule: whether it shows, its counts, and its entry in the contents tree."""
    return browser.execute_script(
        "return Array.from(document.querySelectorAll('section.feature, section.rule')).map(function (s) {"
        " var item = document.querySelector('nav.tree li[data-group=\"' + s.id + '\"]');"
        " var list = s.querySelector(':scope > dl.counts');"
        " return {id: s.id, shown: !s.hidden, scenarios: s.querySelectorAll('details.scenario:not([hidden])').length,"
        " total: Number(list.dataset.total), count: list.querySelector('dd').textContent,"
        " statuses: Array.from(list.querySelectorAll('div:not([hidden]) dd.status')).map(function (d) {"
        " return [d.className.split(' ')[1], Number(d.textContent)]; }),"
        " tree: item ? !item.hidden : null, treeCount: item ? item.querySelector('.count').textContent : null}; })")


def check_groups(browser, filtering, context):
    """The counts of every feature and rule, and the contents tree, say what the filters show of each."""
    for group in groups(browser):
        shown, total = group["scenarios"], group["total"]
        expected = f"{shown} of {total}" if filtering else str(total)
        expect(group["count"] == expected, f"{context}: {group['id']} counts {group['count']!r}, not {expected!r}")
        expect(group["treeCount"] in (None, expected),
               f"{context}: {group['id']} in the tree counts {group['treeCount']!r}, not {expected!r}")
        expect(group["shown"] == (shown > 0 or not filtering), f"{context}: {group['id']} shown with {shown}")
        expect(group["tree"] in (None, group["shown"]), f"{context}: {group['id']} in the tree does not follow")
        expect(sum(number for _, number in group["statuses"]) == shown,
               f"{context}: {group['id']} status counts {group['statuses']} do not add up to {shown}")


def check_trend(browser, report):
    """The trend: a line chart for the eye, and its table for screen readers and on paper."""
    browser.get("file://" + report)
    runs = len(browser.find_elements(By.CSS_SELECTOR, "table.trend tr")) - 1
    chart = browser.find_elements(By.CSS_SELECTOR, "figure.trend-chart svg.trend")
    expect(runs >= 2 and chart and chart[0].is_displayed(), f"no trend chart for {runs} runs")
    if not chart:
        return
    for kind in ("passing", "bound"):
        points = chart[0].find_element(By.CSS_SELECTOR, f"polyline.{kind}").get_attribute("points").split()
        expect(len(points) == runs, f"the {kind} line has {len(points)} points for {runs} runs")
    expect(browser.find_element(By.CSS_SELECTOR, "figure.trend-chart").get_attribute("aria-hidden") == "true",
           "screen readers would read the chart as well as its table")
    table = browser.find_element(By.CSS_SELECTOR, "table.trend")
    box = table.find_element(By.XPATH, "..")  # what clips it on screen
    expect(box.size["width"] <= 1 and not browser.find_elements(By.CSS_SELECTOR, "[aria-hidden] table.trend"),
           f"on screen the trend table shows ({box.size}) or is hidden from screen readers")
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
    expect(box.size["width"] > 100 and table.size["width"] > 100,
           f"printed, the trend table is not shown ({box.size})")
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})


def type_into(browser, element_id, text):
    field = browser.find_element(By.ID, element_id)
    field.clear()
    field.send_keys(text)


HOSTILE = "<img src=x onerror=document.title='pwned'>"


def check_hostile(browser, report):
    """Names, tags and messages with markup, and the same markup in the URL's filters, stay text."""
    browser.get("file://" + report + "#?q=" + urllib.parse.quote(HOSTILE) + "&tags=" + urllib.parse.quote(HOSTILE))
    expect(browser.find_element(By.ID, "search").get_attribute("value") == HOSTILE, "the URL's search is not literal")
    browser.find_element(By.ID, "clear").click()
    names = [e.text for e in browser.find_elements(By.CSS_SELECTOR, "summary .name")]
    expect(HOSTILE in names and "</script><b>x" in names, f"hostile names not shown literally: {names}")
    type_into(browser, "search", "onerror")
    expect(len(visible_scenarios(browser)) >= 1, "searching markup text finds nothing")
    expect(not browser.find_elements(By.CSS_SELECTOR, "main img, summary img, b"), "markup became an element")
    expect(browser.title != "pwned", "an onerror handler from a feature file ran")
    expect(any("]]>" in e.text for e in browser.find_elements(By.CSS_SELECTOR, "pre.error")), "]]> not literal")
    expect(len(browser.find_elements(By.TAG_NAME, "script")) == 1, "a name injected a script")


def main():
    if len(sys.argv) not in (5, 7):
        sys.exit(__doc__)
    report, hostile, folder = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2]), sys.argv[3]
    trend = os.path.abspath(sys.argv[4])
    url = "file://" + report
    browser = driver()
    try:
        browser.get(url)
        total = len(browser.find_elements(By.CSS_SELECTOR, "details.scenario"))
        expect(browser.find_element(By.ID, "filters").is_displayed(), "the search bar is not shown")
        expect(shown_text(browser) == f"{total} of {total} scenarios shown", f"count {shown_text(browser)!r}")
        passed = browser.find_elements(By.CSS_SELECTOR, "details.scenario[data-status='passed']")
        expect(passed and not any(s.get_attribute("open") for s in passed), "passed scenarios are not folded")

        # A search: every word in the scenario, its steps, examples, rule or feature.
        type_into(browser, "search", "plum")
        shown = visible_scenarios(browser)
        expect(len(shown) == 1 and "plum" in shown[0]["text"], f"search plum shows {[s['id'] for s in shown]}")
        expect(shown_text(browser) == f"1 of {total} scenarios shown: Failed 1",
               f"count after search {shown_text(browser)!r}")
        expect("q=plum" in browser.current_url, f"the search is not in the URL: {browser.current_url}")
        check_groups(browser, True, "search plum")
        hidden = [g["id"] for g in groups(browser) if not g["shown"]]
        expect(hidden and all(not g["tree"] for g in groups(browser) if g["id"] in hidden),
               f"features with nothing shown stay in the tree: {hidden}")

        # Search as people type: without case or accents, `catalogo espanol` finds `Catálogo en español`.
        for typed in ("catalogo espanol", "CATÁLOGO ESPAÑOL", "Catalogo"):
            type_into(browser, "search", typed)
            shown = visible_scenarios(browser)
            expect(shown and all(s["id"].startswith("s1-") for s in shown) and len(shown) == len(
                browser.find_elements(By.CSS_SELECTOR, "#f1 details.scenario")),
                f"search {typed!r} shows {[s['id'] for s in shown]}")
        type_into(browser, "search", "agotados")
        check_groups(browser, True, "search agotados")
        rule = [g for g in groups(browser) if g["id"] == "f1-r1"]
        expect(rule and rule[0]["count"] == f"{rule[0]['scenarios']} of {rule[0]['total']}" and rule[0]["tree"],
               f"the rule's count does not follow the search: {rule}")
        browser.find_element(By.ID, "clear").click()
        check_groups(browser, False, "no search")

        # A broken tag expression is explained, and filters nothing.
        type_into(browser, "tags", "@reports and")
        error = browser.find_element(By.ID, "tag-error").text
        expect(error == "Not a tag expression: a tag or ( was expected.", f"tag error {error!r}")
        expect(len(visible_scenarios(browser)) == total, "a broken tag expression hid scenarios")
        # A tag expression, as --tags reads it.
        type_into(browser, "tags", "@reports and not (@wip or @small)")
        shown = visible_scenarios(browser)
        wanted = [s for s in browser.execute_script(
            "return Array.from(document.querySelectorAll('details.scenario')).map(function (s) {"
            " return {id: s.id, tags: s.dataset.tags}; })")
            if "@reports" in s["tags"].split() and not {"@wip", "@small"} & set(s["tags"].split())]
        expect([s["id"] for s in shown] == [s["id"] for s in wanted] and shown,
               f"tags filter shows {[s['id'] for s in shown]}, expected {[s['id'] for s in wanted]}")
        expect(browser.find_element(By.ID, "tag-error").text == "", "the tag error stays after a fix")

        # A status filter, with the tag expression.
        browser.find_element(By.CSS_SELECTOR, "input[name='status'][value='failed']").click()
        shown = visible_scenarios(browser)
        expect(shown and all(s["status"] == "failed" for s in shown), f"failed filter shows {shown}")
        check_groups(browser, True, "tags and failed")
        expect(shown_text(browser).startswith(f"{len(shown)} of {total} scenarios shown: Failed {len(shown)}"),
               f"count after status filter {shown_text(browser)!r}")
        shared = browser.current_url
        expect("status=failed" in shared and "tags=" in shared, f"the filters are not in the URL: {shared}")

        # The shared link, in a fresh page, shows the same view.
        browser.get("about:blank")
        browser.get(shared)
        again = visible_scenarios(browser)
        expect([s["id"] for s in again] == [s["id"] for s in shown], "the shared URL shows another view")
        expect(browser.find_element(By.ID, "tags").get_attribute("value") == "@reports and not (@wip or @small)",
               "the shared URL did not fill the tag expression")
        expect(browser.find_element(By.CSS_SELECTOR, "input[value='failed']").is_selected(),
               "the shared URL did not tick the status")
        browser.find_element(By.ID, "clear").click()
        expect(len(visible_scenarios(browser)) == total, "show all did not show all")
        check_groups(browser, False, "show all")

        # A contents link lands below the search bar that stays at the top, not under it.
        browser.find_element(By.CSS_SELECTOR, "nav.tree a[href='#f3']").click()
        top, bar, scrolled = browser.execute_script(
            "return [document.getElementById('f3').getBoundingClientRect().top,"
            " document.getElementById('filters').getBoundingClientRect().bottom, window.scrollY]")
        expect(scrolled > 0 and top >= bar - 1, f"the feature's heading lands at {top}, under the bar ending at {bar}")
        browser.execute_script("window.scrollTo(0, 0)")

        # An outline: shown once, rows coloured by result; opening a passed row shows its steps.
        rows = browser.find_elements(By.CSS_SELECTOR, "tr.row[data-scenario]")
        expect(len(rows) == 2, f"{len(rows)} outline rows")
        expect([r.get_attribute("class") for r in rows] == ["row passed", "row failed"], "row colours")
        expect(len(browser.find_elements(By.CSS_SELECTOR, "section.outline .outline-head")) == 1, "outline shown once")
        passed_row = rows[0]
        target = passed_row.get_attribute("data-scenario")
        expect(browser.find_element(By.ID, target).get_attribute("open") is None, "the passed row starts folded")
        passed_row.click()
        expect(browser.find_element(By.ID, target).get_attribute("open") is not None, "the row did not open")
        steps = browser.find_elements(By.CSS_SELECTOR, f"#{target} ol.steps li.step")
        expect(len(steps) >= 2 and steps[0].is_displayed(), "the opened row shows no steps")
        title = browser.find_element(By.CSS_SELECTOR, f"#{target} summary .example-values").text
        expect("pear" in title, f"the row's title does not show its values: {title!r}")

        # The theme.
        light = browser.execute_script("return getComputedStyle(document.body).backgroundColor")
        theme = browser.find_element(By.ID, "theme")
        theme.click()
        dark = browser.execute_script("return getComputedStyle(document.body).backgroundColor")
        expect(browser.find_element(By.TAG_NAME, "html").get_attribute("data-theme") == "dark", "no dark theme")
        expect(theme.get_attribute("aria-pressed") == "true" and dark != light, f"theme {light} → {dark}")

        # Hostile names stay text.
        names = [e.text for e in browser.find_elements(By.CSS_SELECTOR, "summary .name")]
        expect("</script><b>x" in names, "the name </script><b>x is not shown literally")
        expect(not browser.find_elements(By.TAG_NAME, "b"), "markup from a name became an element")
        expect(len(browser.find_elements(By.TAG_NAME, "script")) == 1, "a name injected a script")
        expect(any("]]></failure><script>alert(1)</script>" in e.text
                   for e in browser.find_elements(By.CSS_SELECTOR, "pre.error")), "the ]]> message is not literal")
        try:
            browser.switch_to.alert
            problems.append("a script from a feature file ran")
        except NoAlertPresentException:
            pass
        logs = [entry for entry in browser.get_log("browser") if entry["level"] == "SEVERE"]
        expect(not logs, f"the page logged errors: {logs}")

        checked = check_corpus(browser, folder)
        check_hostile(browser, hostile)
        check_trend(browser, trend)
        stories = 0
        if len(sys.argv) == 7:
            stories = check_stories(browser, report, sys.argv[5], int(sys.argv[6]), expect)
    finally:
        browser.quit()

    # Without JavaScript, everything is there and expanded.
    plain = driver(javascript=False)
    try:
        plain.get(url)
        # Rendered, whether or not the details element is open (checkVisibility: not in a skipped subtree).
        folded = plain.execute_script(
            "return Array.from(document.querySelectorAll('details.scenario, details.coverage-detail'))"
            ".filter(function (d) { return Array.from(d.querySelectorAll('ol.steps > li, table'))"
            ".some(function (e) { return !e.checkVisibility(); }); })"
            ".map(function (d) { return d.id || d.className; })")
        count = len(plain.find_elements(By.CSS_SELECTOR, "details.scenario"))
        expect(count == total and not folded, f"without JavaScript these are folded: {folded}")
        expect(not plain.find_element(By.ID, "filters").is_displayed(), "without JavaScript the search bar shows")
    finally:
        plain.quit()

    if problems:
        print("\n".join(f"{report}: {problem}" for problem in problems), file=sys.stderr)
        sys.exit(1)
    print(f"{report}: search (case and accents ignored), tag expression, status filter, feature, rule and tree "
          f"counts, shared URL, outline row, theme and escaping checked in Chromium ({hostile} too), the trend chart "
          f"in {trend}; {checked} tag-expression corpus cases agree with --tags; a linked tag opens its address and "
          f"the per-story view counts {stories} stories as the run does")


if __name__ == "__main__":
    main()
