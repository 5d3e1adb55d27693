/// The tool's arguments, which only the build plugin writes:
/// `--output FILE --package-root FOLDER --module NAME [--command-line] FEATURE…`.
struct PluginToolRequest: Equatable {
    var output = ""
    var packageRoot = ""
    var module = ""
    var commandLine = false
    var features: [String] = []

    /// The request `arguments` make; `nil` when one is missing or unknown.
    init?(_ arguments: [String]) {
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--output": output = rest.popFirst() ?? ""
            case "--package-root": packageRoot = rest.popFirst() ?? ""
            case "--module": module = rest.popFirst() ?? ""
            case "--command-line": commandLine = true
            case _ where argument.hasPrefix("--"): return nil
            default: features.append(argument)
            }
        }
        if output.isEmpty || packageRoot.isEmpty || module.isEmpty { return nil }
    }
}
