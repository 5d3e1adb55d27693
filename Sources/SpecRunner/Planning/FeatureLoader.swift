import Gherkin

/// Finds the feature files under the given paths, reads them, parses them and compiles their pickles.
///
/// Problems (a missing path, an unreadable file, a file that doesn't parse) are collected, not thrown, so
/// that one run reports all of them.
struct FeatureLoader {
    struct Result {
        var features: [LoadedFeature] = []
        /// The lines selecting scenarios in each file, by uri; absent when the whole file is selected.
        var lineFilters: [String: Set<Int>] = [:]
        var diagnostics: [Diagnostic] = []
        var parseErrors: [GherkinError] = []
    }

    let defaultLanguage: String

    func load(_ locations: [FeatureLocation], ids: any IdGenerator) -> Result {
        var result = Result()
        var files: [(path: String, lines: [Int])] = []
        var seen: Set<String> = []
        for location in locations {
            let found = discover(location.path, diagnostics: &result.diagnostics)
            for path in found {
                if seen.insert(path).inserted {
                    files.append((path, location.lines))
                } else if !location.lines.isEmpty, let index = files.firstIndex(where: { $0.path == path }) {
                    files[index].lines += location.lines
                }
            }
        }
        let parser = GherkinParser(defaultLanguage: defaultLanguage)
        let compiler = PickleCompiler()
        for (path, lines) in files {
            let bytes: [UInt8]
            do {
                bytes = try FileSystem.read(path)
            } catch {
                result.diagnostics.append(Diagnostic(.error, path: path, message: "cannot read the file: \(error)"))
                continue
            }
            do {
                let document = try parser.parse(bytes, uri: path, ids: ids)
                let pickles = compiler.compile(document, uri: path, ids: ids)
                let source = Source(
                    uri: path,
                    data: String(decoding: bytes, as: UTF8.self),
                    mediaType: Source.MediaType(path: path)
                )
                result.features.append(
                    LoadedFeature(
                        uri: path, source: source, document: document, pickles: pickles, index: AstIndex(document))
                )
                if !lines.isEmpty { result.lineFilters[path, default: []].formUnion(lines) }
            } catch {
                result.parseErrors += error.errors
                let text = String(decoding: bytes, as: UTF8.self)
                for parseError in error.errors {
                    result.diagnostics.append(Diagnostic(parseError, source: text, defaultLanguage: defaultLanguage))
                }
            }
        }
        return result
    }

    /// The feature files at `path`: the file itself, or every `*.feature` and `*.feature.md` below the folder,
    /// in a stable order.
    private func discover(_ path: String, diagnostics: inout [Diagnostic]) -> [String] {
        let kind: FileSystem.Kind
        do {
            kind = try FileSystem.kind(of: path)
        } catch {
            diagnostics.append(
                Diagnostic(
                    .error,
                    path: path,
                    message: "\(error)",
                    hint: "pass feature files or folders that contain them, e.g. `spec-runner Features/`"
                )
            )
            return []
        }
        switch kind {
        case .file:
            return [path]
        case .other:
            diagnostics.append(Diagnostic(.error, path: path, message: "not a file or folder"))
            return []
        case .directory:
            var found: [String] = []
            var visited: Set<[UInt64]> = []
            walk(path, found: &found, visited: &visited, diagnostics: &diagnostics)
            if found.isEmpty {
                diagnostics.append(
                    Diagnostic(
                        .error,
                        path: path,
                        message: "no feature files in this folder",
                        hint: "spec-runner runs files named *.feature or *.feature.md"
                    )
                )
            }
            return found
        }
    }

    private func walk(
        _ directory: String,
        found: inout [String],
        visited: inout Set<[UInt64]>,
        diagnostics: inout [Diagnostic]
    ) {
        if let identity = FileSystem.identity(of: directory), !visited.insert(identity).inserted {
            diagnostics.append(
                Diagnostic(
                    .warning, path: directory, message: "skipped: a symbolic link leads back to a folder already read")
            )
            return
        }
        let names: [String]
        do {
            names = try FileSystem.contents(of: directory)
        } catch {
            diagnostics.append(Diagnostic(.error, path: directory, message: "cannot read the folder: \(error)"))
            return
        }
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        for name in names where !name.hasPrefix(".") {
            let path = prefix + name
            switch try? FileSystem.kind(of: path) {
            case .directory?:
                walk(path, found: &found, visited: &visited, diagnostics: &diagnostics)
            case .file?:
                if name.hasSuffix(".feature") || name.hasSuffix(".feature.md") { found.append(path) }
            case .other?, nil:
                if (try? FileSystem.kind(of: path)) == nil, name.hasSuffix(".feature") {
                    diagnostics.append(Diagnostic(.warning, path: path, message: "skipped: a broken symbolic link"))
                }
            }
        }
    }
}
