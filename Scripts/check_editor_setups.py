#!/usr/bin/env python3
"""Checks the editor set-ups of Editors/ (docs/editors.md) without the editors' GUIs, from the repository root.

- VS Code: the extension's tests (its manifest, and the server command activate() gives the language client), with
  Node's test runner; VS Code and the client library are replaced by stand-ins.
- Helix: languages.toml parses, and declares the server (`… lsp`) for a gherkin language of .feature files.
- Neovim: spec-runner.lua loads in a headless Neovim and picks the command docs/editors.md says (the package's built
  binary, else `swift run`); Scripts/nvim-lsp-session.lua then uses it against the real server.
Exit status 0 when every check passes.
"""
import json
import os
import subprocess
import sys
import tempfile
import tomllib

failures = 0


def check(ok, what):
    global failures
    print(("ok   " if ok else "FAIL ") + what)
    failures += 0 if ok else 1


node = subprocess.run(["node", "--test", "Editors/vscode/test/"], capture_output=True, text=True)
check(node.returncode == 0, "VS Code: the extension's tests pass (node --test Editors/vscode/test/)")
if node.returncode != 0:
    print(node.stdout[-4000:], node.stderr[-2000:])

with open("Editors/helix/languages.toml", "rb") as file:
    helix = tomllib.load(file)
server = helix.get("language-server", {}).get("spec-runner", {})
check(server.get("command", "").endswith("spec-runner") and server.get("args") == ["lsp"],
      "Helix: the spec-runner language server is `.build/debug/spec-runner lsp`")
gherkin = [each for each in helix.get("language", []) if each.get("name") == "gherkin"]
check(len(gherkin) == 1 and "feature" in gherkin[0].get("file-types", [])
      and "spec-runner" in gherkin[0].get("language-servers", []),
      "Helix: .feature files are gherkin, served by spec-runner")

with tempfile.TemporaryDirectory() as package:
    open(os.path.join(package, "Package.swift"), "w").close()
    os.makedirs(os.path.join(package, "Features"))
    feature = os.path.join(package, "Features", "a.feature")
    probe = (
        "local m = dofile('Editors/neovim/spec-runner.lua')\n"
        f"local root = m.root('{feature}')\n"
        "io.stdout:write(vim.fn.json_encode({ root = root, command = m.command(root, {}),"
        " product = m.command(root, { product = 'cafeteria-specs' }) }))\n"
    )
    script = os.path.join(package, "probe.lua")

    def ask():
        with open(script, "w") as file:
            file.write(probe)
        result = subprocess.run(["nvim", "--headless", "--clean", "-c", f"luafile {script}", "-c", "qall!"],
                                capture_output=True, text=True, timeout=60)
        text = result.stdout + result.stderr
        return json.loads(text[text.index("{"):text.rindex("}") + 1])

    answer = ask()
    check(os.path.realpath(answer["root"]) == os.path.realpath(package), "Neovim: the server's root is the package")
    check(answer["command"] == ["swift", "run", "--quiet", "spec-runner", "lsp"]
          and answer["product"] == ["swift", "run", "--quiet", "cafeteria-specs", "lsp"],
          "Neovim: a package not built yet gets its server through swift run")
    built = os.path.join(package, ".build", "debug", "spec-runner")
    os.makedirs(os.path.dirname(built))
    with open(built, "w") as file:
        file.write("#!/bin/sh\n")
    os.chmod(built, 0o755)
    answer = ask()
    check(answer["command"] == [os.path.join(answer["root"], ".build/debug/spec-runner"), "lsp"],
          "Neovim: a built package's server is .build/debug/spec-runner lsp")
    release = os.path.join(package, ".build", "release", "spec-runner")
    os.makedirs(os.path.dirname(release))
    with open(release, "w") as file:
        file.write("#!/bin/sh\n")
    os.chmod(release, 0o755)
    os.utime(built, (os.path.getmtime(release) - 60, os.path.getmtime(release) - 60))
    answer = ask()
    check(answer["command"] == [os.path.join(answer["root"], ".build/release/spec-runner"), "lsp"],
          "Neovim: a release build is the server when there is one")
    os.utime(release, (os.path.getmtime(built) - 60, os.path.getmtime(built) - 60))
    answer = ask()
    check(answer["command"] == [os.path.join(answer["root"], ".build/debug/spec-runner"), "lsp"],
          "Neovim: a debug build newer than the release one is the server")

print("editor set-ups: all checks passed" if failures == 0 else f"editor set-ups: {failures} failed")
sys.exit(1 if failures else 0)
