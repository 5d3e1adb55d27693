#!/usr/bin/python3
"""Screenshots of an HTML report in headless Chromium, as a reader sees it: light, dark and printed.

usage: Scripts/screenshot_html_report.py REPORT.html OUT_PREFIX [FRAGMENT] [WIDTHxHEIGHT]

Writes OUT_PREFIX-light.png, OUT_PREFIX-dark.png and OUT_PREFIX-print.png (print media, everything open) of
REPORT.html opened with FRAGMENT (e.g. '#?q=moneda', a shared view), in a window of WIDTHxHEIGHT (default
1280x1600). docs/html-report.png is the light one of this repository's report (docs/reports.md: The HTML report).
Needs Debian's chromium, chromium-driver and python3-selenium (run it with /usr/bin/python3).
"""
import os
import shutil
import sys

from selenium import webdriver
from selenium.webdriver.chrome.service import Service


def main():
    if len(sys.argv) not in (3, 4, 5):
        sys.exit(__doc__)
    report, prefix = os.path.abspath(sys.argv[1]), sys.argv[2]
    fragment = sys.argv[3] if len(sys.argv) > 3 else ""
    width, height = (int(n) for n in (sys.argv[4] if len(sys.argv) > 4 else "1280x1600").split("x"))
    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                     f"--window-size={width},{height}"):
        options.add_argument(argument)
    browser = webdriver.Chrome(service=Service(shutil.which("chromedriver") or "/usr/bin/chromedriver"),
                               options=options)
    try:
        for theme in ("light", "dark"):
            browser.get("file://" + report + fragment)
            browser.execute_script("document.documentElement.setAttribute('data-theme', arguments[0])", theme)
            browser.save_screenshot(f"{prefix}-{theme}.png")
        browser.get("file://" + report + fragment)
        browser.execute_script("document.documentElement.setAttribute('data-theme', 'light');"
                               "window.dispatchEvent(new Event('beforeprint'))")
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
        browser.save_screenshot(f"{prefix}-print.png")
    finally:
        browser.quit()
    print(f"{prefix}-light.png, {prefix}-dark.png, {prefix}-print.png")


if __name__ == "__main__":
    main()
