#!/usr/bin/env python3
"""The documentation holds together (docs/checks.md), from the repository root, building nothing:

- every relative link of every Markdown file git tracks (README.md, docs/**, Fuzz/README.md…) names a file or
  folder that exists, and a `#fragment` on a Markdown file names one of its headings (GitHub's anchors);
- README.md stays a newcomer's page: at most 250 lines (issue 36), the rest is in docs/;
- a README block marked `<!-- as in docs/adoption.md: PATH -->` is the quick start's block for PATH, word for word
  (Scripts/check-quickstart.sh builds those).

Exit status 1 with one line per problem. `.ci/run` runs it.
"""
import re
import subprocess
import sys
from pathlib import Path

README_MAX_LINES = 250
LINK = re.compile(r"!?\[(?:[^\]\[]|\[[^\]]*\])*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")


def prose(text):
    """The text outside fenced code blocks and inline code, where links are links."""
    text = re.sub(r"^[ \t]*(```|~~~).*?^[ \t]*\1[ \t]*$", "", text, flags=re.M | re.S)
    return re.sub(r"`[^`\n]*`", "", text)


def anchors(path):
    """GitHub's heading anchors: lower case, punctuation dropped, spaces as hyphens, repeats numbered."""
    seen, result = {}, set()
    for line in prose(path.read_text(encoding="utf-8")).splitlines():
        match = re.match(r"#{1,6}\s+(.*?)\s*#*\s*$", line)
        if not match:
            continue
        slug = re.sub(r"[^\w\- ]", "", match.group(1).replace("`", "").lower()).replace(" ", "-")
        count = seen.get(slug, 0)
        seen[slug] = count + 1
        result.add(slug if count == 0 else f"{slug}-{count}")
    return result


def fenced_blocks(text, marker):
    """PATH → the fenced block right after each `<!-- {marker}: PATH -->`, its indentation removed."""
    blocks = {}
    pattern = r"<!-- " + re.escape(marker) + r": (\S+) -->\n(?:[ \t]*\n)*([ \t]*)```\w*\n(.*?)\n\2```"
    for path, indent, body in re.findall(pattern, text, re.S):
        blocks[path] = "\n".join(line[len(indent) :] for line in body.split("\n"))
    return blocks


def main():
    root = Path(__file__).resolve().parent.parent
    files = subprocess.run(["git", "ls-files", "*.md"], cwd=root, capture_output=True, text=True, check=True)
    problems = []
    for name in files.stdout.split():
        path = root / name
        if not path.is_file():
            continue
        text = path.read_text(encoding="utf-8")
        for target in LINK.findall(prose(text)):
            if re.match(r"[a-z][a-z0-9+.-]*:", target):  # https:, mailto:…
                continue
            file_part, _, fragment = target.partition("#")
            linked = (path.parent / file_part).resolve() if file_part else path
            if not linked.exists():
                problems.append(f"{name}: link to {target}: no such file")
            elif fragment and linked.suffix == ".md" and fragment.lower() not in anchors(linked):
                problems.append(f"{name}: link to {target}: no heading #{fragment} there")
    readme_text = (root / "README.md").read_text(encoding="utf-8")
    quick_start = fenced_blocks((root / "docs/adoption.md").read_text(encoding="utf-8"), "quickstart")
    for path, body in fenced_blocks(readme_text, "as in docs/adoption.md").items():
        if quick_start.get(path) != body:
            problems.append(f"README.md: the block of {path} is not the one of docs/adoption.md's quick start")
    readme = readme_text.splitlines()
    if len(readme) > README_MAX_LINES:
        problems.append(f"README.md: {len(readme)} lines, at most {README_MAX_LINES}: move the detail to docs/")
    for problem in problems:
        print(problem)
    print(f"docs: {len(files.stdout.split())} Markdown files, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
