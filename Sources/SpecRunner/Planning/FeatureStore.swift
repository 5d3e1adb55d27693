import Gherkin

/// The feature files of a run, kept as their bytes and parsed again on demand, so that a suite of any size
/// runs in bounded memory: the syntax trees and pickles of a 20,000-scenario suite would take about 80 MB.
///
/// A file is parsed once while planning; afterwards `feature(_:)` parses it again when execution or a report
/// needs it, keeping the most recently used files. Parsing is deterministic and each file records the first
/// message id it used, so every parse of a file gives the very same ids.
final class FeatureStore {
    /// A feature file of the run.
    struct File {
        let uri: String
        let bytes: [UInt8]
        /// The first id its syntax tree and pickles use; ids then increase as parsing goes.
        let firstId: Int
        /// The lines given with it on the command line; empty selects every scenario.
        let lines: Set<Int>
    }

    private(set) var files: [File] = []
    private var indexByUri: [String: Int] = [:]
    /// Parses the files, with the run's ids (see ``FeatureParser``).
    let parser: FeatureParser
    // Exclusivity unchecked below: main-actor state, never accessed in overlapping ways (docs/performance.md).
    @exclusivity(unchecked) private var cache: [Int: LoadedFeature] = [:]
    @exclusivity(unchecked) private var recentlyUsed: [Int] = []
    private var cachedBytes = 0
    /// How much feature text to keep parsed (see ``parsedSizeFactor``): a typical suite (up to a megabyte of
    /// features) stays parsed from planning to the end; a larger one keeps a quarter of a megabyte and is parsed
    /// again as it runs, in bounded memory.
    private(set) var budget = 1 << 20
    /// About how many bytes of memory a parsed file takes per byte of its text.
    static let parsedSizeFactor = 13

    /// Sets the cache for a suite of `totalBytes` of feature text.
    func prepare(forTotalBytes totalBytes: Int) {
        budget = totalBytes <= 1 << 20 ? 1 << 20 : 1 << 18
    }

    init(defaultLanguage: String) {
        parser = FeatureParser(defaultLanguage: defaultLanguage)
    }

    /// Adds a file parsed for the first time with the run's ids.
    func add(_ parsed: FeatureParser.Parsed, lines: Set<Int>) -> LoadedFeature {
        indexByUri[parsed.uri] = files.count
        files.append(
            File(uri: parsed.uri, bytes: parsed.bytes, firstId: parsed.firstId, lines: lines))
        let feature = LoadedFeature(
            uri: parsed.uri, bytes: parsed.bytes, document: parsed.document, pickles: parsed.pickles)
        remember(feature, at: files.count - 1)
        return feature
    }

    /// The parsed file at `index`.
    func feature(_ index: Int) -> LoadedFeature {
        if let cached = cache[index] {
            if recentlyUsed.last != index {
                recentlyUsed.removeAll { $0 == index }
                recentlyUsed.append(index)
            }
            return cached
        }
        let file = files[index]
        let ids = FastIdGenerator(startingAt: file.firstId)
        // The file parsed once already, from these very bytes: it cannot fail now.
        let parsed = try? parser.parse(uri: file.uri, bytes: file.bytes, ids: ids)
        let feature = LoadedFeature(
            uri: file.uri,
            bytes: file.bytes,
            document: parsed?.document ?? GherkinDocument(uri: file.uri, feature: nil, comments: []),
            pickles: parsed?.pickles ?? []
        )
        remember(feature, at: index)
        return feature
    }

    /// The index of the file `uri`, if the run has it.
    func fileIndex(uri: String) -> Int? {
        indexByUri[uri]
    }

    private func remember(_ feature: LoadedFeature, at index: Int) {
        cache[index] = feature
        recentlyUsed.append(index)
        cachedBytes += feature.bytes.count
        while cachedBytes > budget && recentlyUsed.count > 4 {
            let evicted = recentlyUsed.removeFirst()
            cachedBytes -= cache.removeValue(forKey: evicted)?.bytes.count ?? 0
        }
    }
}
