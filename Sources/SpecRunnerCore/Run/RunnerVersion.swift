/// The runner's version, as `--version`, the `meta` message and the HTML report show it (`SpecRun.version` for
/// consumers).
package enum RunnerVersion {
    package static let current = "0.1.0"
}
