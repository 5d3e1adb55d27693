import Gherkin

/// Finds the feature files under the given paths, reads them, parses them and compiles their pickles.
///
/// Problems (a missing path, an unreadable file, a file that doesn't parse) are collected, not thrown, so
/// that one run reports all of them.
package struct FeatureLoader {
    package struct Result {
        package var diagnostics: [Diagnostic] = []
        package var parseErrors: [GherkinError] = []
        /// What the files' authors wrote that the grammar read as description text.
        package var lost: [LostContent] = []
        /// Whether any location named lines (which select scenarios by line).
        package var selectsByLine = false
        /// Whether any location is a feature file rather than a folder.
        package var namesFiles = false
        /// The dialects of the files that do not parse, to explain their errors in.
        package var unreadableLanguages: [String] = []

        package init() {}
    }

    let defaultLanguage: String
    /// The language parse errors are explained in.
    package var catalog = MessageCatalog.english
    /// Whether a text is a step some definition matches, in a dialect; `nil` leaves that check out.
    ///
    /// It lets the description lint tell a misspelt step keyword (`Givn the user is logged in`) from prose.
    package var matchesStep: ((_ text: String, _ language: String) -> Bool)? = nil

    package init(defaultLanguage: String) {
        self.defaultLanguage = defaultLanguage
    }

    /// Whether `locations` name a file, not only folders: such a run plans a part of the suite (a shard records it
    /// in its `meta`, before it loads anything, for `merge`).
    package static func namesFile(_ locations: [FeatureLocation]) -> Bool {
        locations.contains { (try? FileSystem.kind(of: $0.path)) == .file }
    }

    /// Reads and parses every feature file at `locations` into `store`, in order, handing each to `visit` while
    /// its syntax tree and pickles are at hand, with the first id reserved for its test cases.
    ///
    /// Each file's ids are followed by those its test cases may take, given `testCaseHooks` hooks that could apply
    /// to one (``TestPlan/testCaseHooks(of:)``): a run that plans the files gives its support code's count, or the
    /// ids its plan gives would run into the next file's.
    package func load(
        _ locations: [FeatureLocation],
        ids: FastIdGenerator,
        testCaseHooks: Int,
        into store: FeatureStore,
        visit: (_ file: Int, LoadedFeature, _ testCaseIds: Int) -> Void = { _, _, _ in }
    ) -> Result {
        var result = Result()
        var discovery = Discovery(catalog: catalog)
        var files: [(path: String, lines: [Int])] = []
        var seen: [String: Int] = [:]
        for location in locations {
            if !location.lines.isEmpty { result.selectsByLine = true }
            for path in discovery.discover(location.path) {
                if let index = seen[path] {
                    // Named twice: a plain mention selects the whole file, lines add up.
                    files[index].lines =
                        files[index].lines.isEmpty || location.lines.isEmpty
                        ? [] : files[index].lines + location.lines
                } else {
                    seen[path] = files.count
                    files.append((path, location.lines))
                }
            }
        }
        result.namesFiles = Self.namesFile(locations)
        result.diagnostics = discovery.diagnostics
        result.lost = discovery.unread.map { LostContent(kind: .unreadFile, uri: $0, line: 1, text: $0, owners: []) }
        // Read everything first: the parsing thread is handed every file.
        var contents: [Source] = []
        for (path, lines) in files {
            do {
                contents.append((path, lines, try FileSystem.read(path)))
            } catch {
                let message = catalog.text(.loadCannotReadFile(reason: error.text(catalog)))
                result.diagnostics.append(Diagnostic(.error, path: path, message: message))
            }
        }
        load(contents, ids: ids, testCaseHooks: testCaseHooks, into: store, result: &result, visit: visit)
        return result
    }

    /// A feature file's path, the lines given with it (empty selects every scenario) and its text.
    package typealias Source = (path: String, lines: [Int], bytes: [UInt8])

    /// Parses, lints and hands to `visit` the `contents` already read, as ``load(_:ids:testCaseHooks:into:visit:)``
    /// does the files it reads, adding what it finds to `result`; `parser` parses them if the store's is not to.
    ///
    /// A merge loads the sources its shards recorded through here, so that it warns and counts what a run does.
    package func load(
        _ contents: [Source], ids: FastIdGenerator, testCaseHooks: Int, into store: FeatureStore,
        parser: FeatureParser? = nil, result: inout Result,
        visit: (_ file: Int, LoadedFeature, _ testCaseIds: Int) -> Void
    ) {
        // Parsed on a thread of their own while this one lints and plans those already parsed.
        let pipeline = ParsePipeline(
            files: contents.map { ($0.path, $0.bytes) }, parser: parser ?? store.parser, firstId: ids.peek,
            testCaseHooks: testCaseHooks, keepsWholeTrees: store.keepsWholeTrees, catalog: catalog)
        var vocabularies: [String: DescriptionLint.Vocabulary] = [:]
        for (position, (path, lines, bytes)) in contents.enumerated() {
            let (taken, warnings, testCaseIds) = pipeline.take(position)
            switch taken {
            case .success(let parsed):
                let feature = store.add(parsed, lines: Set(lines))
                let language = feature.language
                let findings = DescriptionLint.findings(
                    for: feature.document, source: bytes, path: path,
                    matchesStep: matchesStep.map { matches in { matches($0, language) } }, vocabularies: &vocabularies,
                    catalog: catalog)
                result.diagnostics += findings.warnings + warnings.warnings
                result.lost += findings.lost + warnings.lost
                result.diagnostics += Self.linesSelectingNothing(lines, in: feature, path: path, catalog)
                visit(store.files.count - 1, feature, testCaseIds)
            case .failure(let error):
                result.parseErrors += error.errors
                let text = String(decoding: bytes, as: UTF8.self)
                if let diagnostic = Diagnostic.parseFailure(
                    error.errors, source: text, defaultLanguage: defaultLanguage, catalog: catalog)
                {
                    result.diagnostics.append(diagnostic)
                    result.unreadableLanguages.append(
                        GherkinDiagnostic(error.errors[0], source: text, defaultLanguage: defaultLanguage).language)
                }
            }
        }
        ids.advance(to: pipeline.nextId)
    }

    /// The paths given and the feature files found under them, without reading any (to tell a report path from
    /// the run's inputs before anything is written).
    package func inputPaths(_ locations: [FeatureLocation]) -> [String] {
        var discovery = Discovery(catalog: catalog)
        return locations.flatMap { [$0.path] + discovery.discover($0.path) }
    }

    /// A warning for each line of `path:LINE` that is not the line of a scenario, one of its steps, an examples
    /// table or row, a rule or the feature: usually a line number from an older version of the file.
    private static func linesSelectingNothing(
        _ lines: [Int], in feature: LoadedFeature, path: String, _ catalog: MessageCatalog
    ) -> [Diagnostic] {
        guard !lines.isEmpty else { return [] }
        let selectable = feature.pickles.reduce(into: Set<Int>()) {
            $0.formUnion(ScenarioFilter.lines(selecting: $1, in: feature))
        }
        let hint =
            catalog.text(.loadLineHint)
            + (selectable.isEmpty ? "" : catalog.text(.loadScenarioLines(lines: Self.summary(of: feature))))
        return Set(lines).subtracting(selectable).sorted().map { line in
            let message = catalog.text(.loadLineSelectsNothing(line: String(line)))
            return Diagnostic(.warning, path: path, line: line, column: 1, message: message, hint: hint)
        }
    }

    /// The first lines of the file's scenarios (`3, 9, 15`), at most eight of them.
    private static func summary(of feature: LoadedFeature) -> String {
        var starts: [Int] = []
        for pickle in feature.pickles {
            if let line = feature.index.scenario(of: pickle)?.scenario.location.line, starts.last != line {
                starts.append(line)
            }
        }
        let shown = starts.prefix(8).map(String.init).joined(separator: ", ")
        return starts.count > 8 ? shown + ", …" : shown
    }

    /// The name a file named `name` was probably meant to have, when it looks like a feature file's but is not
    /// read (`Pagos.Feature`, `carrito.feature.txt`, `x.feature~`, `x.feature ` with a trailing space); `nil`
    /// otherwise.
    static func featureName(meant name: String) -> String? {
        guard let range = name.range(of: ".feature", options: .caseInsensitive, range: nil, locale: nil),
            range.lowerBound > name.startIndex
        else { return nil }
        return name[..<range.lowerBound] + ".feature"
    }
}

extension FeatureLoader {
    /// What finding the feature files at the given paths met: the files that look like feature files but are not
    /// read, and the problems.
    private struct Discovery {
        let catalog: MessageCatalog
        var unread: [String] = []
        var diagnostics: [Diagnostic] = []

        /// The feature files at `path`: the file itself, or every `*.feature` and `*.feature.md` below the folder,
        /// in a stable order.
        mutating func discover(_ path: String) -> [String] {
            let kind: FileSystem.Kind
            do {
                kind = try FileSystem.kind(of: path)
            } catch {
                diagnostics.append(
                    Diagnostic(.error, path: path, message: error.text(catalog), hint: catalog.text(.loadPathHint)))
                return []
            }
            switch kind {
            case .file:
                return [path]
            case .other:
                diagnostics.append(Diagnostic(.error, path: path, message: catalog.text(.loadNotAFileOrFolder)))
                return []
            case .directory:
                var found: [String] = []
                var visited: Set<[UInt64]> = []
                walk(path, found: &found, visited: &visited)
                if found.isEmpty {
                    let hint = catalog.text(.loadNoFeatureFilesHint)
                    diagnostics.append(
                        Diagnostic(.error, path: path, message: catalog.text(.loadNoFeatureFiles), hint: hint))
                }
                return found
            }
        }

        private mutating func walk(_ directory: String, found: inout [String], visited: inout Set<[UInt64]>) {
            if let identity = FileSystem.identity(of: directory), !visited.insert(identity).inserted {
                diagnostics.append(Diagnostic(.warning, path: directory, message: catalog.text(.loadSymlinkLoop)))
                return
            }
            let entries: [FileSystem.Entry]
            do {
                entries = try FileSystem.contents(of: directory)
            } catch {
                let message = catalog.text(.loadCannotReadFolder(reason: error.text(catalog)))
                diagnostics.append(Diagnostic(.error, path: directory, message: message))
                return
            }
            let prefix = directory.hasSuffix("/") ? directory : directory + "/"
            for entry in entries where !entry.name.hasPrefix(".") {
                let name = entry.name
                let path = prefix + name
                switch entry.kind ?? (try? FileSystem.kind(of: path)) {
                case .directory?:
                    walk(path, found: &found, visited: &visited)
                case .file?:
                    if name.hasSuffix(".feature") || name.hasSuffix(".feature.md") {
                        found.append(path)
                    } else if let meant = FeatureLoader.featureName(meant: name) {
                        unread.append(path)
                        diagnostics.append(
                            Diagnostic(
                                .warning, path: path, message: catalog.text(.loadUnreadFeatureFile),
                                hint: catalog.text(.loadUnreadFeatureFileHint(meant: meant))))
                    }
                case .other?, nil:
                    if (try? FileSystem.kind(of: path)) == nil, name.hasSuffix(".feature") {
                        diagnostics.append(Diagnostic(.warning, path: path, message: catalog.text(.loadBrokenSymlink)))
                    }
                }
            }
        }
    }
}
