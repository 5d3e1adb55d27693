import Gherkin

/// The feature files of a run, kept as their bytes and parsed again on demand, so that a suite of any size
/// runs in bounded memory: the syntax trees of a 20,000-scenario suite would take about 40 MB.
///
/// A file is parsed once while planning (the plan keeps its pickles, compact); afterwards `feature(_:)` parses
/// it again when a report needs its syntax tree, keeping the most recently used files. Parsing is deterministic and each file records the first
/// message id it used, so every parse of a file gives the very same ids. The run asks for the files of its next
/// test cases ahead (``parseAhead(_:)``): they are parsed on another thread while it runs, and files let go of
/// are freed there too (see ``ParseAhead``).
package final class FeatureStore {
    /// A feature file of the run.
    package struct File {
        package let uri: String
        package let bytes: [UInt8]
        /// The first id its syntax tree and pickles use; ids then increase as parsing goes.
        package let firstId: Int
        /// The lines given with it on the command line; empty selects every scenario.
        package let lines: Set<Int>
    }

    package private(set) var files: [File] = []
    private var indexByUri: [String: Int] = [:]
    /// Parses the files, with the run's ids (see ``FeatureParser``).
    package let parser: FeatureParser
    private var cache: [Int: LoadedFeature] = [:]
    private var recentlyUsed: [Int] = []
    private var cachedBytes = 0
    private var totalBytes = 0
    /// Parses files again ahead of the run, for a suite too large to stay parsed.
    private var ahead: ParseAhead?
    /// The file asked for last, so that a run of test cases from one file asks once.
    private var lastAskedAhead: Int?
    /// How many files were found parsed ahead when asked for (tests check that parsing ahead happens).
    private(set) var filesParsedAhead = 0
    /// How much feature text to keep parsed (see ``parsedSizeFactor``).
    ///
    /// A typical suite (up to a megabyte of features) stays parsed from planning to the end; a larger one keeps a
    /// quarter of a megabyte and is parsed again as it runs (ahead of it, on another thread), in bounded memory.
    /// Tests lower it; lowering it lets go of files at once.
    var budget = 1 << 20 {
        didSet { trim() }
    }
    /// About how many bytes of memory a parsed file takes per byte of its text.
    static let parsedSizeFactor = 13

    /// Sets the cache for a suite of `totalBytes` of feature text.
    package func prepare(forTotalBytes totalBytes: Int) {
        self.totalBytes = totalBytes
        budget = FaultInjection.parsedFeatureBudget ?? (totalBytes <= 1 << 20 ? 1 << 20 : 1 << 18)
    }

    package init(defaultLanguage: String) {
        parser = FeatureParser(defaultLanguage: defaultLanguage)
    }

    deinit {
        ahead?.stop()
    }

    /// Whether files leave the cache as the run goes (the suite is larger than the budget).
    var evicts: Bool { totalBytes > budget }

    /// Starts parsing the file at `index` again on another thread, unless it is parsed now; returns `false` when
    /// as much is parsed ahead as may be (ask again later).
    func parseAhead(_ index: Int) -> Bool {
        guard index != lastAskedAhead else { return true }
        guard cache[index] == nil else {
            lastAskedAhead = index
            return true
        }
        let ahead = self.ahead ?? ParseAhead(parser: parser)
        self.ahead = ahead
        guard ahead.request(index, files[index]) else { return false }
        lastAskedAhead = index
        return true
    }

    /// Adds a file parsed for the first time with the run's ids.
    package func add(_ parsed: FeatureParser.Parsed, lines: Set<Int>) -> LoadedFeature {
        indexByUri[parsed.uri] = files.count
        files.append(
            File(uri: parsed.uri, bytes: parsed.bytes, firstId: parsed.firstId, lines: lines))
        let feature = LoadedFeature(
            uri: parsed.uri, bytes: parsed.bytes, document: parsed.document, pickles: parsed.pickles,
            compactPickles: parsed.compactPickles)
        remember(feature, at: files.count - 1)
        return feature
    }

    /// The parsed file at `index`.
    package func feature(_ index: Int) -> LoadedFeature {
        if let cached = cache[index] {
            if recentlyUsed.last != index {
                recentlyUsed.removeAll { $0 == index }
                recentlyUsed.append(index)
            }
            return cached
        }
        let file = files[index]
        // The file parsed once already, from these very bytes: it cannot fail now.
        var parsed = ahead?.take(index)
        if parsed != nil {
            filesParsedAhead += 1
        } else {
            parsed = try? parser.parse(uri: file.uri, bytes: file.bytes, ids: FastIdGenerator(startingAt: file.firstId))
        }
        let feature = LoadedFeature(
            uri: file.uri,
            bytes: file.bytes,
            document: parsed?.document ?? GherkinDocument(uri: file.uri, feature: nil, comments: []),
            pickles: parsed?.pickles ?? []
        )
        remember(feature, at: index)
        return feature
    }

    /// Waits until the files asked for ahead are parsed (tests use it to make parsing ahead deterministic).
    func waitForParsingAhead() {
        ahead?.waitUntilIdle()
    }

    /// The index of the file `uri`, if the run has it.
    func fileIndex(uri: String) -> Int? {
        indexByUri[uri]
    }

    private func remember(_ feature: LoadedFeature, at index: Int) {
        cache[index] = feature
        recentlyUsed.append(index)
        cachedBytes += feature.bytes.count
        trim()
    }

    /// Lets go of the least recently used files beyond the budget (keeping a few).
    private func trim() {
        while cachedBytes > budget && recentlyUsed.count > 4 {
            let evicted = recentlyUsed.removeFirst()
            guard let feature = cache.removeValue(forKey: evicted) else { continue }
            cachedBytes -= feature.bytes.count
            ahead?.discard(feature)
        }
    }
}
