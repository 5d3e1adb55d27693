-- A real editor against `spec-runner lsp`: Neovim's built-in LSP client, headless (`.ci/run`; docs/editors.md).
-- Opens a feature of Features/, asks for a definition, changes a step, waits for its diagnostic, asks for a
-- completion, applies the quick fixes of a near-miss step and a misspelt keyword, runs a scenario from its code
-- lens, lists a step's references and renames it across two files, and exits 0 when every answer is the expected
-- one (1 otherwise). Every wait is bounded.
-- The server is started by the shipped set-up, Editors/neovim/spec-runner.lua.
-- Usage: nvim --headless --clean -c "luafile Scripts/nvim-lsp-session.lua"   (SPEC_RUNNER: the binary to start)
local server = os.getenv("SPEC_RUNNER") or ".build/debug/spec-runner"
local feature = "Features/catalogo_servidor.feature"
local failures = 0

local function say(text) io.stderr:write(text .. "\n") end
local function check(ok, what)
  if ok then say("ok   " .. what) else say("FAIL " .. what); failures = failures + 1 end
end
local function finish()
  say(failures == 0 and "neovim session: all checks passed" or ("neovim session: " .. failures .. " failed"))
  vim.cmd(failures == 0 and "qall!" or "cquit 1")
end

local published = {}
-- The set-up docs/editors.md gives editors, with the binary CI built.
local spec_runner = dofile("Editors/neovim/spec-runner.lua")
spec_runner.setup({
  cmd = { server, "lsp" },
  handlers = {
    ["textDocument/publishDiagnostics"] = function(_, result)
      table.insert(published, result.diagnostics)
    end,
  },
})
vim.cmd("edit " .. feature)
local buffer = vim.api.nvim_get_current_buf()
local client_id = spec_runner.clients[spec_runner.root(feature)]
check(client_id ~= nil, "opening a feature starts the server (Editors/neovim/spec-runner.lua)")
if not client_id then finish() return end
local client = vim.lsp.get_client_by_id(client_id)

check(vim.wait(20000, function() return #published >= 1 end, 50), "diagnostics arrive on open")
check(#published >= 1 and #published[1] == 0, "the feature as committed has no diagnostics")

-- The step on line 10 (0-based 9): «Dado que el usuario está autenticado».
local uri = vim.uri_from_bufnr(buffer)
local answer = client.request_sync("textDocument/definition",
  { textDocument = { uri = uri }, position = { line = 9, character = 8 } }, 10000, buffer)
local locations = answer and answer.result or {}
check(#locations >= 1 and locations[1].uri:match("StackMyArchitectureSpecs/.+%.swift$") ~= nil,
  "go to definition names the Swift file of the step definition")

-- Reword the step, as a product owner would: the server must say it is undefined, in Spanish (the repository's
-- spec-runner.profiles sets the output language, and the server speaks it as the runner does).
local before = #published
vim.api.nvim_buf_set_lines(buffer, 9, 10, false, { "    Dado que el usuario está autenticada" })
check(vim.wait(10000, function() return #published > before end, 20), "a change publishes diagnostics")
local latest = published[#published] or {}
local undefined = latest[1] and latest[1].message:match("[Ss]in definir") and latest[1].range.start.line == 9
check(undefined, "the changed step is reported undefined on its line")

answer = client.request_sync("textDocument/completion",
  { textDocument = { uri = uri }, position = { line = 9, character = 20 } }, 10000, buffer)
local items = answer and answer.result and answer.result.items or {}
local found = false
for _, item in ipairs(items) do
  if item.label == "que el usuario está autenticado" then found = true end
end
check(found, "completion offers the definition the step was meant to match")

-- Quick fixes: the code action on a line's diagnostic, applied as the editor applies it (its versioned edit of
-- the buffer), must give the line meant and leave the file with nothing to report.
local function quick_fix(line, meant, what)
  answer = client.request_sync("textDocument/codeAction", {
    textDocument = { uri = uri },
    range = { start = { line = line, character = 0 }, ["end"] = { line = line, character = 0 } },
    context = { diagnostics = published[#published] or {} },
  }, 10000, buffer)
  local action = nil
  for _, candidate in ipairs(answer and answer.result or {}) do
    if not action and candidate.kind == "quickfix" and candidate.diagnostics then action = candidate end
  end
  check(action ~= nil, what .. ": a quick fix is offered («" .. (action and action.title or "none") .. "»)")
  if not action then return end
  local count = #published
  vim.lsp.util.apply_workspace_edit(action.edit, client.offset_encoding)
  local text = vim.api.nvim_buf_get_lines(buffer, line, line + 1, false)[1]
  check(text == meant, what .. ": the fix gives the line meant (" .. tostring(text) .. ")")
  check(vim.wait(10000, function() return #published > count end, 20) and #published[#published] == 0,
    what .. ": its diagnostic is gone")
end

-- The reworded step is a slip of «que el usuario está autenticado»: the fix words it as the definition.
quick_fix(9, "    Dado que el usuario está autenticado", "a near-miss step")

-- A misspelt keyword after a step: a parse error whose advice names the keyword meant.
before = #published
vim.api.nvim_buf_set_lines(buffer, 13, 14, false, { "    Cuandoo se abre el catálogo" })
check(vim.wait(10000, function() return #published > before end, 20), "a misspelt keyword publishes diagnostics")
quick_fix(13, "    Cuando se abre el catálogo", "a misspelt keyword")

-- Run from the editor, rename and references (issue 37), on two feature files of a scratch folder: the server
-- reads them as open documents, with the repository's step definitions.
local scratch = vim.fn.tempname()
vim.fn.mkdir(scratch, "p")
local first, second = scratch .. "/ejecutar.feature", scratch .. "/otra.feature"
vim.fn.writefile({ "# language: es", "Característica: Ejecutar desde el editor", "  Escenario: el botón",
  "    Dado que el usuario está autenticado", "    Y que el servidor de productos responde 500 con productos válidos",
  "    Cuando se abre el catálogo", '    Entonces el botón dice "Otra cosa"' }, first)
vim.fn.writefile({ "# language: es", "Característica: Otra", "  Escenario: otro",
  "    Dado que el usuario está autenticado", "    Y que el servidor de productos responde 404 con productos válidos" },
  second)
vim.cmd("edit " .. second)
local other = vim.api.nvim_get_current_buf()
vim.cmd("edit " .. first)
local scratch_buffer = vim.api.nvim_get_current_buf()
local scratch_uri = vim.uri_from_bufnr(scratch_buffer)

-- The lens on the scenario, run as Neovim runs a lens: its failing step is shown in place with the failure.
vim.lsp.codelens.refresh()
check(vim.wait(20000, function() return #vim.lsp.codelens.get(scratch_buffer) >= 2 end, 50),
  "code lenses arrive for the feature and its scenario")
local lens_title = (vim.lsp.codelens.get(scratch_buffer)[1] or { command = {} }).command.title
check(lens_title == "Ejecutar", "the lens is titled in the output language")
before = #published
vim.api.nvim_win_set_cursor(0, { 3, 0 })
vim.lsp.codelens.run()
local function run_results()
  for index = before + 1, #published do
    for _, diagnostic in ipairs(published[index]) do
      if diagnostic.source == "spec-runner run" then return published[index] end
    end
  end
end
check(vim.wait(60000, function() return run_results() ~= nil end, 50), "the run's results are published")
local failed = nil
for _, diagnostic in ipairs(run_results() or {}) do
  if diagnostic.source == "spec-runner run" and diagnostic.severity == 1 then failed = diagnostic end
end
check(failed ~= nil and failed.range.start.line == 6 and failed.message:match("Otra cosa") ~= nil,
  "the failing step is shown on its line with the failure's message")

-- References from a step: its uses in both scratch files (and the repository's features).
answer = client.request_sync("textDocument/references",
  { textDocument = { uri = scratch_uri }, position = { line = 4, character = 10 },
    context = { includeDeclaration = false } }, 20000, scratch_buffer)
local referenced = {}
for _, location in ipairs(answer and answer.result or {}) do referenced[location.uri] = true end
check(referenced[scratch_uri] and referenced[vim.uri_from_bufnr(other)],
  "references list the step's uses in both files")

-- Rename the step in one file: the other's use changes too, with its own argument.
answer = client.request_sync("textDocument/rename",
  { textDocument = { uri = scratch_uri }, position = { line = 4, character = 10 },
    newName = "que el servidor de productos contesta 500 con productos válidos" }, 20000, scratch_buffer)
if answer and answer.result then vim.lsp.util.apply_workspace_edit(answer.result, "utf-16") end
local renamed = vim.api.nvim_buf_get_lines(other, 4, 5, false)[1]
check(renamed == "    Y que el servidor de productos contesta 404 con productos válidos",
  "rename changes the use in the other file, keeping its argument")
vim.fn.delete(scratch, "rf")

vim.lsp.stop_client(client_id)
finish()
