"""The HTML report's story links and per-story view, driven in Chromium: Scripts/check_html_browser.py calls it.

The fixtures' report is written with `--link` patterns whose addresses point at a small web server this module
starts on 127.0.0.1 (Scripts/check-reports.sh chooses the port): a linked tag is clicked and the server must be
asked for the templated address. The per-story view is opened and each story's counts are checked against the
run's own results, read from its Cucumber Messages (the final attempt of each test case), not from the page.
"""
import http.server
import json
import re
import threading

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

# The links check-reports.sh passes (--link), as (tag pattern, address template) with {port} and {1}.
LINKS = [(r"@JIRA-(\d+)", "http://127.0.0.1:{port}/browse/JIRA-{1}"),
         (r"@historia-(\d+)", "http://127.0.0.1:{port}/historias/{1}?vista=completa&idioma=es")]
# Cucumber's order of a test case's step results, least severe first: the worst one is the scenario's.
SEVERITY = ["UNKNOWN", "PASSED", "SKIPPED", "PENDING", "UNDEFINED", "AMBIGUOUS", "FAILED"]


def story(tag, port):
    """The story a tag names and the address it links to, or None."""
    for pattern, template in LINKS:
        match = re.fullmatch(pattern, tag)
        if match:
            return tag[1:], template.replace("{port}", str(port)).replace("{1}", match.group(1))
    return None


def expected_stories(messages, port):
    """Each story's address and counts (passed, failed, notimplemented, notrun, total) from the run's messages."""
    pickles, cases, started, results, final = {}, {}, {}, {}, {}
    with open(messages, encoding="utf-8") as file:
        for line in file:
            envelope = json.loads(line)
            if "pickle" in envelope:
                pickles[envelope["pickle"]["id"]] = envelope["pickle"]
            elif "testCase" in envelope:
                cases[envelope["testCase"]["id"]] = envelope["testCase"]["pickleId"]
            elif "testCaseStarted" in envelope:
                started[envelope["testCaseStarted"]["id"]] = envelope["testCaseStarted"]["testCaseId"]
            elif "testStepFinished" in envelope:
                finished = envelope["testStepFinished"]
                results.setdefault(finished["testCaseStartedId"], []).append(finished["testStepResult"]["status"])
            elif "testCaseFinished" in envelope and not envelope["testCaseFinished"].get("willBeRetried"):
                attempt = envelope["testCaseFinished"]["testCaseStartedId"]
                final[cases[started[attempt]]] = max(results.get(attempt, ["PASSED"]), key=SEVERITY.index)
    stories = {}
    for pickle_id, pickle in pickles.items():
        status = final.get(pickle_id)
        if status is None:
            result = "notrun"
        elif status == "PASSED":
            result = "passed" if pickle["steps"] else "notimplemented"
        elif status in ("UNDEFINED", "PENDING", "SKIPPED"):
            result = "notimplemented"
        else:
            result = "failed"
        named = {story(tag["name"], port) for tag in pickle["tags"]} - {None}
        for key, url in named:
            counts = stories.setdefault(key, {"url": url, "total": 0, "passed": 0, "failed": 0,
                                              "notimplemented": 0, "notrun": 0})
            counts["total"] += 1
            counts[result] += 1
    return stories


def serve(port):
    """A web server on 127.0.0.1:port that answers every GET with a small page and records the paths asked."""
    asked = []

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self):
            asked.append(self.path)
            body = b"<!DOCTYPE html><title>story</title><p>story</p>"
            self.send_response(200)
            self.send_header("Content-Type", "text/html")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *arguments):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, asked


def check_stories(browser, report, messages, port, expect):
    """Clicks a linked tag (the server must be asked for its address), then checks the per-story view's counts."""
    wanted = expected_stories(messages, port)
    expect(len(wanted) >= 2, f"the run's messages name {len(wanted)} linked stories")
    server, asked = serve(port)
    try:
        browser.get("file://" + report)
        tags = browser.find_elements(By.XPATH, "//main//a[@class='tag'][normalize-space()='@JIRA-101']")
        expect(tags, "no @JIRA-101 tag shown as a link")
        if not tags:
            return 0
        tag = tags[0]
        # Its scenario opened, as a reader would (a passed one starts folded).
        browser.execute_script("arguments[0].closest('details').open = true", tag)
        url = wanted.get("JIRA-101", {}).get("url")
        expect(tag.get_attribute("href") == url, f"@JIRA-101 links to {tag.get_attribute('href')}, not {url}")
        tag.click()
        WebDriverWait(browser, 10).until(lambda b: b.current_url.startswith("http://"))
        # (The browser also asks for /favicon.ico.)
        expect(browser.current_url == url and asked[:1] == ["/browse/JIRA-101"],
               f"clicking @JIRA-101 opened {browser.current_url} (the server was asked for {asked})")
        browser.back()
        WebDriverWait(browser, 10).until(lambda b: b.current_url.startswith("file://"))

        # The per-story view starts folded, under the coverage; opened, it shows every story.
        view = browser.find_element(By.CSS_SELECTOR, "#stories details.stories-detail")
        expect(view.get_attribute("open") is None, "the per-story view starts open")
        view.find_element(By.TAG_NAME, "summary").click()
        rows = browser.find_elements(By.CSS_SELECTOR, "#stories tr.story")
        expect(rows and all(row.is_displayed() for row in rows), "the opened per-story view shows no stories")
        shown = {}
        for row in rows:
            counts = {cell.get_attribute("data-count"): int(cell.text)
                      for cell in row.find_elements(By.CSS_SELECTOR, "td[data-count]")}
            link = row.find_element(By.CSS_SELECTOR, "th a")
            shown[row.get_attribute("data-story")] = {"url": link.get_attribute("href"), "notrun": 0, **counts}
            listed = row.find_elements(By.CSS_SELECTOR, "td ul li a")
            expect(len(listed) == counts.get("total"), f"{row.get_attribute('data-story')} lists {len(listed)}")
        linked = {key: value for key, value in shown.items() if key in wanted}
        expect(linked == wanted, f"the per-story view says {linked}, the run {wanted}")

        # A story's scenario links to its place in the page.
        first = rows[0].find_element(By.CSS_SELECTOR, "td ul li a")
        target = first.get_attribute("href").split("#")[-1]
        first.click()
        expect(browser.current_url.endswith("#" + target) and browser.find_element(By.ID, target).is_displayed(),
               f"the story's scenario link did not land on {target}")
    finally:
        server.shutdown()
    return len(wanted)
