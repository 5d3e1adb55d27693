#!/usr/bin/env python3
"""Diagnostics latency of `spec-runner lsp` on a 1,000-scenario feature file (docs/performance.md).

Starts the server (release build unless SPEC_RUNNER names a binary), opens a generated Spanish feature of 1,000
scenarios bound to the app's steps, of which UNDEFINED have a step no definition matches (a draft), then makes
incremental one-character edits, alternately breaking and mending a step, and measures each edit's time from
sending `didChange` to receiving its `publishDiagnostics`. Last, a burst of 10 edits sent at once: the time until
the diagnostics of the last version arrive, and how many versions were published on the way.
Usage: Benchmarks/lsp/run.py [EDITS] [--undefined N] [--in-process]
  (--in-process: the server alone, without its supervisor; N defaults to 0)
"""
import json
import os
import select
import statistics
import subprocess
import sys
import time

UNDEFINED = 0
if "--undefined" in sys.argv:
    at = sys.argv.index("--undefined")
    UNDEFINED = int(sys.argv[at + 1])
    del sys.argv[at:at + 2]
arguments = [each for each in sys.argv[1:] if each != "--in-process"]
EDITS = int(arguments[0]) if arguments else 40
IN_PROCESS = "--in-process" in sys.argv[1:]
binary = os.environ.get("SPEC_RUNNER")
if not binary:
    subprocess.run(["swift", "build", "-c", "release", "--product", "spec-runner"], check=True,
                   stdout=subprocess.DEVNULL)
    binary = ".build/release/spec-runner"

lines = ["# language: es", "Característica: Catálogo grande", "", "  Antecedentes:",
         "    Dado que el usuario está autenticado", ""]
for n in range(1000):
    # Spread over the file; each draft step is a sentence of its own, as a product owner writes them.
    draft = UNDEFINED and n % (1000 // UNDEFINED) == 1 and n // (1000 // UNDEFINED) < UNDEFINED
    outcome = (f"    Entonces el usuario ve el aviso número {n} del borrador" if draft
               else "    Entonces el usuario ve un estado vacío amigable")
    lines += [f"  Escenario: lista vacía {n}", f"    Dado el servidor responde {200 + n % 100} con lista vacía",
              "    Cuando la pantalla Catalog se carga", outcome, ""]
text = "\n".join(lines)
uri = "file://" + os.path.abspath("Features/bench-1000.feature")

server = subprocess.Popen([binary, "lsp"] + (["--in-process"] if IN_PROCESS else []), stdin=subprocess.PIPE, stdout=subprocess.PIPE)
buffer = b""


def send(message):
    body = json.dumps(message).encode()
    server.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    server.stdin.flush()


def receive(deadline=10.0):
    global buffer
    end = time.monotonic() + deadline
    while True:
        head, sep, rest = buffer.partition(b"\r\n\r\n")
        if sep:
            length = int(head.split(b":")[1])
            if len(rest) >= length:
                buffer = rest[length:]
                return json.loads(rest[:length])
        remaining = end - time.monotonic()
        if remaining <= 0 or not select.select([server.stdout], [], [], remaining)[0]:
            raise SystemExit("no answer within %.0f s" % deadline)
        buffer += os.read(server.stdout.fileno(), 1 << 20)


def diagnostics():
    while True:
        message = receive()
        if message.get("method") == "textDocument/publishDiagnostics":
            return message["params"]["diagnostics"]


send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}})
receive()
start = time.monotonic()
send({"jsonrpc": "2.0", "method": "textDocument/didOpen",
      "params": {"textDocument": {"uri": uri, "languageId": "gherkin", "version": 1, "text": text}}})
opened = diagnostics()
open_ms = (time.monotonic() - start) * 1000
assert len(opened) == UNDEFINED, (len(opened), opened[:3])

# The last character of line 8 (0-based; «Cuando la pantalla Catalog se carga»): a step of the first scenario.
line = 8
column = len(lines[line])
latencies = []
for edit in range(EDITS):
    broken = edit % 2 == 0
    change = {"range": {"start": {"line": line, "character": column - 1}, "end": {"line": line, "character": column}},
              "text": "X" if broken else lines[line][-1]}
    start = time.monotonic()
    send({"jsonrpc": "2.0", "method": "textDocument/didChange",
          "params": {"textDocument": {"uri": uri, "version": edit + 2}, "contentChanges": [change]}})
    found = diagnostics()
    latencies.append((time.monotonic() - start) * 1000)
    assert len(found) == UNDEFINED + (1 if broken else 0), found

# A burst: ten keystrokes typed faster than the server answers (appending to the step, then taking it back).
version = EDITS + 2
start = time.monotonic()
for edit in range(10):
    change = {"range": {"start": {"line": line, "character": column + edit}, "end": {"line": line, "character": column + edit}},
              "text": "Z"}
    send({"jsonrpc": "2.0", "method": "textDocument/didChange",
          "params": {"textDocument": {"uri": uri, "version": version}, "contentChanges": [change]}})
    version += 1
published = 0
while True:
    message = receive()
    if message.get("method") != "textDocument/publishDiagnostics":
        continue
    published += 1
    if message["params"].get("version") == version - 1:
        break
burst_ms = (time.monotonic() - start) * 1000

send({"jsonrpc": "2.0", "id": 2, "method": "shutdown"})
receive()
send({"jsonrpc": "2.0", "method": "exit"})
server.wait(timeout=10)
latencies.sort()
print("server: " + ("alone (lsp --in-process)" if IN_PROCESS else "supervised (lsp)"))
print(f"file: 1,000 scenarios ({UNDEFINED} with an undefined step), {len(lines)} lines, {len(text.encode())} bytes")
print(f"open: {open_ms:.1f} ms")
print(f"edit → diagnostics over {EDITS} edits: median {statistics.median(latencies):.1f} ms, "
      f"p90 {latencies[int(len(latencies) * 0.9) - 1]:.1f} ms, max {latencies[-1]:.1f} ms")
print(f"burst of 10 edits → diagnostics of the last: {burst_ms:.1f} ms, {published} publish(es)")
