import Foundation
import Gherkin

/// Parses a suite's files in order on a thread of its own, while the caller takes each file as it is ready and
/// plans it: the two halves of loading a suite overlap on two cores.
///
/// The parsing thread keeps a bounded amount of text parsed ahead of the caller, so memory stays bounded on a
/// suite of any size. Ids are taken in file order from one generator, exactly as parsing the files one after
/// another on one thread would take them.
final class ParsePipeline: @unchecked Sendable {
    // @unchecked: `results`, `warnings`, `taken` and `aheadBytes` are guarded by `condition`; `ids` is used by the
    // parsing thread only, until the last file is taken (the lock orders that before anything the caller does next).
    private let condition = NSCondition()
    private var results: [Result<FeatureParser.Parsed, GherkinErrors>?]
    /// Each parsed file's outline warnings (see ``OutlineLint``), worked out on the parsing thread: they
    /// depend on the file alone, and the caller's thread is the longer half of loading.
    private var warnings: [[Diagnostic]]
    private var taken = 0
    private var aheadBytes = 0
    private let files: [(uri: String, bytes: [UInt8])]
    private let parser: FeatureParser
    private let ids: FastIdGenerator
    /// How much source text may wait parsed for the caller (see ``FeatureStore/parsedSizeFactor``).
    private static let aheadLimit = 1 << 18
    /// How much source text the caller keeps parsed once taken (the feature store's budget).
    private let keptBytes: Int
    /// The language of the outline lint's warnings.
    private let catalog: MessageCatalog

    /// Starts parsing `files` on a thread of its own, for a caller that keeps `keptBytes` of their text parsed.
    init(
        files: [(uri: String, bytes: [UInt8])], parser: FeatureParser, ids: FastIdGenerator, keptBytes: Int,
        catalog: MessageCatalog = .english
    ) {
        self.files = files
        self.catalog = catalog
        self.parser = parser
        self.ids = ids
        self.keptBytes = keptBytes
        results = Array(repeating: nil, count: files.count)
        warnings = Array(repeating: [], count: files.count)
        let thread = Thread { [self] in parseAll() }
        thread.name = "spec-runner parser"
        thread.start()
    }

    /// The file at `index`, parsed (waiting for it if needed), with the warnings about it; each index is taken
    /// once, in order.
    func take(_ index: Int) -> (parsed: Result<FeatureParser.Parsed, GherkinErrors>, warnings: [Diagnostic]) {
        condition.lock()
        defer { condition.unlock() }
        while results[index] == nil { condition.wait() }
        let result = (results[index]!, warnings[index])
        results[index] = nil
        warnings[index] = []
        taken = index + 1
        aheadBytes -= files[index].bytes.count
        // Wake the parsing thread only once half the look-ahead is free, so that it parses several files per
        // wake-up rather than one file per file taken.
        if aheadBytes <= Self.aheadLimit / 2 { condition.broadcast() }
        return result
    }

    private func parseAll() {
        // What this thread's allocations will hold at most: the files the caller keeps, and those parsed ahead.
        let held = min(files.reduce(0) { $0 + $1.bytes.count }, keptBytes + Self.aheadLimit)
        Self.growArena(toHold: held * FeatureStore.parsedSizeFactor)
        for (index, file) in files.enumerated() {
            condition.lock()
            // Wait while enough is parsed ahead, but never for the file the caller waits for.
            while index > taken && aheadBytes + file.bytes.count > Self.aheadLimit { condition.wait() }
            condition.unlock()
            let result = Result { () throws(GherkinErrors) in
                try parser.parse(uri: file.uri, bytes: file.bytes, ids: ids)
            }
            let found = (try? result.get()).map {
                OutlineLint.warnings(for: $0.document, source: file.bytes, path: file.uri, catalog: catalog)
            }
            condition.lock()
            results[index] = result
            warnings[index] = found ?? []
            aheadBytes += file.bytes.count
            condition.broadcast()
            condition.unlock()
        }
    }

    /// Grows this thread's malloc arena to about `bytes` at once, then hands the memory back.
    ///
    /// glibc grows a thread's arena by exactly what each allocation lacks, one `mprotect` call per page or so,
    /// a measurable part of a dry run (kept until measured again: docs/performance.md). Blocks under the `mmap`
    /// threshold, allocated and freed, leave the arena's accessible size grown; the freed pages are handed back
    /// to the system (`madvise`), so memory use is unchanged.
    private static func growArena(toHold bytes: Int) {
        #if canImport(Glibc)
            let blockSize = 120 << 10  // under the default mmap threshold (128 KB)
            var blocks: [UnsafeMutableRawPointer] = []
            blocks.reserveCapacity(bytes / blockSize + 1)
            for _ in 0..<(bytes / blockSize) {
                guard let block = malloc(blockSize) else { break }
                blocks.append(block)
            }
            for block in blocks { free(block) }
        #endif
    }
}
