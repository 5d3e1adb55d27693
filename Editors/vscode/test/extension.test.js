// The extension without VS Code: its manifest, and what activate() asks of VS Code and the language client,
// with both replaced by stand-ins that record the calls (`node --test Editors/vscode/test/`, run by .ci/run).
"use strict";
const assert = require("node:assert");
const fs = require("node:fs");
const os = require("node:os");
const path = require("node:path");
const Module = require("node:module");
const test = require("node:test");

const root = path.join(__dirname, "..");
const manifest = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));

const recorded = { clients: [], commands: {} };
let workspace = "";
let settings = {};
class StandInClient {
  constructor(id, name, serverOptions, clientOptions) {
    Object.assign(this, { id, name, serverOptions, clientOptions, restarts: 0, started: false });
    recorded.clients.push(this);
  }
  start() { this.started = true; return Promise.resolve(); }
  stop() { return Promise.resolve(); }
  restart() { this.restarts += 1; return Promise.resolve(); }
}
const standInVSCode = {
  workspace: {
    get workspaceFolders() { return [{ uri: { fsPath: workspace } }]; },
    getConfiguration: (section) => {
      assert.strictEqual(section, "specRunner");
      return { get: (key) => settings[key] };
    },
  },
  commands: { registerCommand: (name, run) => { recorded.commands[name] = run; return { dispose() {} }; } },
};
const load = Module._load;
Module._load = function (request, ...rest) {
  if (request === "vscode") return standInVSCode;
  if (request === "vscode-languageclient/node") return { LanguageClient: StandInClient };
  return load.call(this, request, ...rest);
};
const extension = require(path.join(root, manifest.main));

function activate(files) {
  workspace = fs.mkdtempSync(path.join(os.tmpdir(), "spec-runner-vscode-"));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(workspace, file)), { recursive: true });
    fs.writeFileSync(path.join(workspace, file), "");
  }
  const subscriptions = [];
  extension.activate({ subscriptions });
  return { client: recorded.clients[recorded.clients.length - 1], subscriptions };
}

/** Activates again in the same workspace (its files as they are now); returns the new client. */
activate.again = () => {
  extension.activate({ subscriptions: [] });
  return recorded.clients[recorded.clients.length - 1];
};

test("the manifest activates on Gherkin files and contributes the language, the restart command and the settings", () => {
  assert.ok(fs.existsSync(path.join(root, manifest.main)));
  assert.ok(manifest.activationEvents.includes("onLanguage:gherkin"));
  const language = manifest.contributes.languages.find((each) => each.id === "gherkin");
  assert.deepStrictEqual(language.extensions, [".feature"]);
  assert.ok(manifest.contributes.commands.some((each) => each.command === "specRunner.restartServer"));
  const properties = Object.keys(manifest.contributes.configuration.properties);
  assert.deepStrictEqual(properties.sort(), ["specRunner.server.path", "specRunner.server.product"]);
  assert.deepStrictEqual(Object.keys(manifest.dependencies), ["vscode-languageclient"]);
});

test("a built package's server is started from .build/debug with lsp, in the package folder", () => {
  settings = {};
  const { client } = activate([".build/debug/spec-runner"]);
  assert.strictEqual(client.serverOptions.run.command, path.join(workspace, ".build", "debug", "spec-runner"));
  assert.deepStrictEqual(client.serverOptions.run.args, ["lsp"]);
  assert.strictEqual(client.serverOptions.run.options.cwd, workspace);
  assert.ok(client.started);
});

test("a release build is started when there is one, unless the debug build is newer", () => {
  settings = {};
  const release = path.join(".build", "release", "spec-runner");
  let { client } = activate([".build/debug/spec-runner", release]);
  const older = new Date(Date.now() - 60_000);
  fs.utimesSync(path.join(workspace, ".build", "debug", "spec-runner"), older, older);
  client = activate.again();
  assert.strictEqual(client.serverOptions.run.command, path.join(workspace, release));
  fs.utimesSync(path.join(workspace, release), new Date(Date.now() - 120_000), new Date(Date.now() - 120_000));
  client = activate.again();
  assert.strictEqual(client.serverOptions.run.command, path.join(workspace, ".build", "debug", "spec-runner"));
});

test("a package not built yet gets its server through swift run, for the configured product", () => {
  settings = { "server.product": "cafeteria-specs" };
  const { client } = activate([]);
  assert.strictEqual(client.serverOptions.run.command, "swift");
  assert.deepStrictEqual(client.serverOptions.run.args, ["run", "--quiet", "cafeteria-specs", "lsp"]);
});

test("a configured path wins, with the workspace folder put in", () => {
  settings = { "server.path": "${workspaceFolder}/bin/runner" };
  const { client } = activate([".build/debug/spec-runner"]);
  assert.strictEqual(client.serverOptions.run.command, `${workspace}/bin/runner`);
});

test("feature files and Markdown feature files are served, and the restart command restarts the client", async () => {
  settings = {};
  const { client, subscriptions } = activate([]);
  const selector = client.clientOptions.documentSelector;
  assert.ok(selector.some((each) => each.language === "gherkin"));
  assert.ok(selector.some((each) => each.pattern === "**/*.feature.md"));
  assert.strictEqual(subscriptions.length, 1);
  await recorded.commands["specRunner.restartServer"]();
  assert.strictEqual(client.restarts, 1);
});
