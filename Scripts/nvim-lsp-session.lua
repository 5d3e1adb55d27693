-- A real editor against `spec-runner lsp`: Neovim's built-in LSP client, headless (`.ci/run`; docs/editors.md).
-- Opens a feature of Features/, asks for a definition, changes a step, waits for its diagnostic, asks for a
-- completion, applies the quick fixes of a near-miss step and a misspelt keyword, and exits 0 when every answer is the expected one (1 otherwise). Every wait is bounded.
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

vim.lsp.stop_client(client_id)
finish()
