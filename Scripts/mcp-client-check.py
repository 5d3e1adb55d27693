#!/usr/bin/env python3
"""`spec-runner mcp` through the official Python MCP SDK's stdio client, as an assistant would use it.

Usage: mcp-client-check.py SPEC_RUNNER   (run from the package root; .ci/run installs `mcp` in a virtualenv)

Checks: the tools are listed and the steps with their glossary lines; a draft with three mistakes (a misspelt
keyword, an undefined step, a placeholder naming no column) gets three findings and a failing gate; one
scenario runs and passes; a sentence gets the closest existing step.
"""

import asyncio
import sys

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

DRAFT = """# language: es
Característica: Inicio de sesión
  Escenario: con un error de tecleo
    Dao que el servidor de autenticación rechaza las credenciales
    Cuando el usuario inicia sesión con el email "ana@example.com" y la contraseña "x"
  Escenario: un paso nuevo
    Dado que el servidor de autenticación acepta las credenciales
    Cuando el usuario vuela hasta el catálogo
  Esquema del escenario: mensajes
    Dado que la red falla con "<fallo>"
    Cuando el usuario inicia sesión con el email "ana@example.com" y la contraseña "x"
    Entonces ve el mensaje "<mensage>"
    Ejemplos:
      | fallo   | mensaje                 |
      | sin-red | Sin conexión a internet |
"""


def field(value, name):
    """`value`'s attribute `name` (snake case, as SDK 2 spells it) or its camel-case spelling (SDK 1)."""
    if hasattr(value, name):
        return getattr(value, name)
    head, *rest = name.split("_")
    return getattr(value, head + "".join(part.title() for part in rest))


def check(condition, what):
    if not condition:
        sys.exit(f"mcp-client-check: FAILED: {what}")
    print(f"ok: {what}")


async def main(binary):
    server = StdioServerParameters(command=binary, args=["mcp", "--lang", "es"])
    async with stdio_client(server) as (read, write):
        async with ClientSession(read, write) as session:
            initialized = await session.initialize()
            check(field(initialized, "server_info").name == "spec-runner", "the server says who it is")

            tools = {tool.name for tool in (await session.list_tools()).tools}
            check(tools == {"list_steps", "check_feature", "run_scenarios", "suggest_steps"}, f"four tools: {tools}")

            listed = await session.call_tool("list_steps", {})
            steps = field(listed, "structured_content")["steps"]
            check(not field(listed, "is_error") and len(steps) > 100, f"{len(steps)} steps listed")
            check(all(step["description"] for step in steps), "every step has its glossary line")

            checked = await session.call_tool("check_feature", {"text": DRAFT, "path": "Features/borrador.feature"})
            findings = field(checked, "structured_content")["diagnostics"]
            check([finding["line"] for finding in findings] == [4, 8, 12], f"three findings: {findings}")
            check("Dado" in findings[0]["hint"], "the misspelt keyword's hint names the keyword")
            check("sin definir" in findings[1]["message"], "the undefined step, in Spanish")
            check("<mensage>" in findings[2]["message"], "the placeholder naming no column")
            coverage = field(checked, "structured_content")["coverage"]
            check(coverage["bound"] == 0 and not coverage["gateHolds"], "the gate would fail")

            refused = await session.call_tool("check_feature", {"path": "../fuera.feature"})
            check(field(refused, "is_error") and "fuera del paquete" in refused.content[0].text, "a path outside is refused")

            run = await session.call_tool("run_scenarios", {"locations": ["Features/catalog.feature:9"]})
            scenarios = field(run, "structured_content")["scenarios"]
            check(not field(run, "is_error") and [s["status"] for s in scenarios] == ["passed"], f"one scenario ran: {scenarios}")

            suggested = await session.call_tool("suggest_steps", {"sentence": "Dado que el usuario esta autenticao"})
            closest = [step["expression"] for step in field(suggested, "structured_content")["steps"]]
            check(closest[:1] == ["(que )el usuario está autenticado"], f"the closest step first: {closest}")


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1]))
