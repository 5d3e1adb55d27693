#!/usr/bin/env python3
"""Writes the pickle step texts and pickle tag sets of a Gherkin corpus, for expressions-bench.

  extract_steps.py CORPUS_DIR OUT_DIR   ->  OUT_DIR/steps.txt (one step text a line),
                                            OUT_DIR/tags.txt (one pickle a line, tags space-separated)
Uses the official parser (gherkin-official), so the texts are exactly what a runner matches.
"""
import os
import sys

from gherkin.ast_builder import AstBuilder
from gherkin.parser import Parser
from gherkin.pickles.compiler import Compiler
from gherkin.stream.id_generator import IdGenerator


def main():
    corpus, out = sys.argv[1], sys.argv[2]
    paths = sorted(os.path.join(d, f) for d, _, fs in os.walk(corpus) for f in fs if f.endswith(".feature"))
    ids = IdGenerator()
    parser, compiler = Parser(AstBuilder(ids)), Compiler(ids)
    steps, tags = [], []
    for path in paths:
        with open(path, encoding="utf-8") as handle:
            document = parser.parse(handle.read())
        for pickle in compiler.compile({**document, "uri": path}):
            tags.append(" ".join(tag["name"] for tag in pickle["tags"]))
            steps.extend(step["text"] for step in pickle["steps"])
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "steps.txt"), "w", encoding="utf-8") as handle:
        handle.write("\n".join(steps) + "\n")
    with open(os.path.join(out, "tags.txt"), "w", encoding="utf-8") as handle:
        handle.write("\n".join(tags) + "\n")
    print(f"{len(steps)} steps, {len(tags)} pickles from {len(paths)} files")


if __name__ == "__main__":
    main()
