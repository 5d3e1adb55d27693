#!/usr/bin/env python3
"""Checks a `--format markdown` job summary with a CommonMark parser (markdown-it-py, with GitHub's tables).

    Scripts/check_markdown.py SUMMARY.md [--fixtures]

What a reader of GitHub's job summary or a GitLab note must see: no raw HTML (names like `</script><b>x` are text),
every table row with its header's cells (a `|` in a name is escaped), every message in a closed code block, and
the first heading the verdict's. With --fixtures (the report fixtures' run), the hostile names read back literally.
"""
import re
import sys

from markdown_it import MarkdownIt


def fail(message):
    sys.exit(f"check_markdown: {message}")


def unescaped_pipes(line):
    return len(re.findall(r"(?<!\\)\|", line))


def main():
    path = sys.argv[1]
    text = open(path, encoding="utf-8").read()
    tokens = MarkdownIt("commonmark").enable("table").parse(text)
    lines = text.split("\n")

    raw = [t for t in tokens if t.type in ("html_block", "html_inline")]
    raw += [c for t in tokens if t.children for c in t.children if c.type == "html_inline"]
    if raw:
        fail(f"{path}: raw HTML {[t.content for t in raw][:3]}")

    tables = [t for t in tokens if t.type == "table_open"]
    for table in tables:
        begin, end = table.map
        header = unescaped_pipes(lines[begin])
        for number in range(begin, end):
            if unescaped_pipes(lines[number]) != header:
                fail(f"{path}:{number + 1}: a row with other cells than its header: {lines[number]}")

    fences = [t for t in tokens if t.type == "fence"]
    for fence in fences:
        begin, end = fence.map
        if not lines[end - 1].startswith(fence.markup):
            fail(f"{path}:{begin + 1}: a code block that runs to the end of the document")

    headings = [tokens[i + 1].content for i, t in enumerate(tokens) if t.type == "heading_open"]
    if not headings or not headings[0].startswith(("✅", "❌")):
        fail(f"{path}: the first heading is not the verdict: {headings[:1]}")

    if "--fixtures" in sys.argv:
        inline_text = "".join(
            c.content for t in tokens if t.type == "inline" for c in t.children if c.type == "text"
        )
        for literal in ["A CDATA end ]]> in a name", 'it fails with "]]></failure><script>alert(1)</script>"']:
            if literal not in inline_text:
                fail(f"{path}: {literal!r} does not read back as text")

    print(f"{path}: {len(tables)} tables, {len(fences)} code blocks, {len(headings)} headings, no raw HTML")


if __name__ == "__main__":
    main()
