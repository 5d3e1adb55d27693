-- spec-runner's language server for the feature files of a Swift package, in Neovim 0.7 or later (docs/editors.md).
-- In init.lua: require("spec-runner").setup() with this file on the runtime path as lua/spec-runner.lua, or
-- dofile("path/to/spec-runner.lua").setup(). Options: cmd (the server command; by default the package's built
-- .build/release/spec-runner, unless .build/debug's is newer, else `swift run spec-runner`), product (the runner's executable name, for a package
-- with its own runner) and handlers (passed to the client). Scripts/nvim-lsp-session.lua runs it in CI.
local M = {}

-- The package root above `path`: the nearest folder with a Package.swift, else the current directory.
function M.root(path)
  local found = vim.fn.findfile("Package.swift", vim.fn.fnamemodify(path, ":p:h") .. ";")
  if found == "" then return vim.fn.getcwd() end
  return vim.fn.fnamemodify(found, ":p:h")
end

-- The command that starts the server for the package at `root`.
function M.command(root, options)
  if options.cmd then return options.cmd end
  local product = options.product or "spec-runner"
  -- The release build answers a draft several times faster; a newer debug build has newer step definitions.
  local release, debug = root .. "/.build/release/" .. product, root .. "/.build/debug/" .. product
  local built = nil
  if vim.fn.executable(release) == 1 then built = release end
  if vim.fn.executable(debug) == 1 and (not built or vim.fn.getftime(debug) > vim.fn.getftime(release)) then
    built = debug
  end
  if built then return { built, "lsp" } end
  return { "swift", "run", "--quiet", product, "lsp" }
end

-- The id of the client started for each package root.
M.clients = {}
local clients = M.clients

-- Attaches `buffer` to the package's server, starting it once per package root; returns the client's id.
function M.attach(buffer, options)
  options = options or {}
  local root = M.root(vim.api.nvim_buf_get_name(buffer))
  local id = clients[root]
  if not id or not vim.lsp.get_client_by_id(id) then
    id = vim.lsp.start_client({
      name = "spec-runner",
      cmd = M.command(root, options),
      cmd_cwd = root,
      root_dir = root,
      handlers = options.handlers,
    })
    clients[root] = id
  end
  if id then vim.lsp.buf_attach_client(buffer, id) end
  return id
end

-- Attaches every feature file (*.feature, *.feature.md) as it is opened.
function M.setup(options)
  local group = vim.api.nvim_create_augroup("spec-runner", { clear = true })
  vim.api.nvim_create_autocmd({ "BufReadPost", "BufNewFile" }, {
    group = group,
    pattern = { "*.feature", "*.feature.md" },
    callback = function(event) M.attach(event.buf, options) end,
  })
end

return M
