// spec-runner's language server for VS Code: starts `spec-runner lsp` for the feature files of the workspace's
// Swift package (docs/editors.md). Checked offline by test/extension.test.js.
"use strict";
const fs = require("fs");
const path = require("path");
const vscode = require("vscode");
const { LanguageClient } = require("vscode-languageclient/node");

let client;

/** The command that starts the server for the package in `folder`, from the extension's settings. */
function serverCommand(folder, settings) {
  const configured = settings.get("server.path") || "";
  if (configured) return { command: configured.split("${workspaceFolder}").join(folder), args: ["lsp"] };
  const product = settings.get("server.product") || "spec-runner";
  // The release build answers a draft several times faster; a newer debug build has newer step definitions.
  const built = ["release", "debug"]
    .map((configuration) => path.join(folder, ".build", configuration, product))
    .filter((candidate) => fs.existsSync(candidate))
    .reduce((best, candidate) => (best && fs.statSync(best).mtimeMs >= fs.statSync(candidate).mtimeMs ? best : candidate), null);
  if (built) return { command: built, args: ["lsp"] };
  // Builds first; the build's progress goes to standard error, which the client shows in its output channel.
  return { command: "swift", args: ["run", "--quiet", product, "lsp"] };
}

/** The feature files the server serves: `*.feature` (whatever extension names their language) and `*.feature.md`. */
const documentSelector = [
  { scheme: "file", language: "gherkin" },
  { scheme: "file", language: "feature" },
  { scheme: "file", language: "cucumber" },
  { scheme: "file", pattern: "**/*.feature.md" },
];

function activate(context) {
  const folders = vscode.workspace.workspaceFolders || [];
  const folder = folders.length > 0 ? folders[0].uri.fsPath : process.cwd();
  const server = serverCommand(folder, vscode.workspace.getConfiguration("specRunner"));
  const executable = { command: server.command, args: server.args, options: { cwd: folder } };
  client = new LanguageClient("specRunner", "spec-runner", { run: executable, debug: executable }, {
    documentSelector,
  });
  // The server restarts itself when its executable is rebuilt; this is for everything else.
  context.subscriptions.push(vscode.commands.registerCommand("specRunner.restartServer", () => client.restart()));
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate, serverCommand, documentSelector };
