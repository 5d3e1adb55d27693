import Foundation
import Gherkin
import Synchronization

/// Parses a suite's files in order on a thread of its own, while the caller takes each file as it is ready and
/// plans it: the two halves of loading a suite overlap on two cores.
///
/// The parsing thread keeps a bounded amount of text parsed ahead of the caller, so memory stays bounded on a
/// suite of any size. Ids are taken in file order from one generator, exactly as parsing the files one after
/// another on one thread would take them, each file's followed by those its test cases may take
/// (``TestPlan/idsReserved(for:testCaseHooks:)``), so that no file's test case ids depend on a later file.
///
/// The parsing thread also drops each file once the caller is done with it (when it takes the next), so that the
/// file's syntax tree and pickles go back to the allocator of the thread that made them: freed on the caller's
/// thread, they would make the two threads contend for the parsing thread's malloc arena.
final class ParsePipeline: Sendable {
    /// What the two threads share.
    private struct State {
        var results: [Result<FeatureParser.Parsed, GherkinErrors>?]
        /// Each parsed file's outline warnings (see ``OutlineLint``), worked out on the parsing thread: they
        /// depend on the file alone, and the caller's thread is the longer half of loading.
        var warnings: [LintFindings]
        /// The first id reserved for each parsed file's test cases.
        var testCaseIds: [Int]
        var taken = 0
        /// How many files, from the first, the parsing thread has dropped.
        var dropped = 0
        /// Whether every file is parsed (the parsing thread then waits only to drop files).
        var parsedAll = false
        var aheadBytes = 0
        /// The id the next file would start from: the parsing thread's own generator, published after each file.
        var nextId: Int
        /// The ids of files parsed on the caller's thread, when no parsing thread could be made (a process limit).
        var callerIds: FastIdGenerator?

        /// Takes the files the caller is done with (every file taken before the last one taken) out of the state.
        mutating func removeDone() -> [Result<FeatureParser.Parsed, GherkinErrors>?] {
            let end = max(dropped, taken - 1)
            var done: [Result<FeatureParser.Parsed, GherkinErrors>?] = []
            done.reserveCapacity(end - dropped)
            for index in dropped..<end {
                done.append(results[index])
                results[index] = nil
            }
            dropped = end
            return done
        }
    }

    private let state: Mutex<State>
    /// Where each thread waits for the other to change `state`: a change is announced under its lock.
    private let changed = NSCondition()
    private let files: [(uri: String, bytes: [UInt8])]
    private let parser: FeatureParser
    /// The first id of the first file; the parsing thread takes ids from there on a generator of its own.
    private let firstId: Int
    /// How much source text may wait parsed for the caller.
    private static let aheadLimit = 1 << 18
    /// The language of the outline lint's warnings.
    private let catalog: MessageCatalog
    /// How many hooks could apply to a test case (their ids are reserved with each file's).
    private let testCaseHooks: Int
    /// Whether the files' indexes keep their syntax trees whole (``FeatureStore/keepsWholeTrees``).
    private let keepsWholeTrees: Bool

    /// Starts parsing `files` on a thread of its own, their ids from `firstId` on, each file's followed by those
    /// reserved for its test cases, given `testCaseHooks` hooks that could apply to one.
    init(
        files: [(uri: String, bytes: [UInt8])], parser: FeatureParser, firstId: Int, testCaseHooks: Int,
        keepsWholeTrees: Bool,
        catalog: MessageCatalog = .english
    ) {
        self.files = files
        self.keepsWholeTrees = keepsWholeTrees
        self.catalog = catalog
        self.testCaseHooks = testCaseHooks
        self.parser = parser
        self.firstId = firstId
        state = Mutex(
            State(
                results: Array(repeating: nil, count: files.count),
                warnings: Array(repeating: LintFindings(), count: files.count),
                testCaseIds: Array(repeating: 0, count: files.count), nextId: firstId))
        // Foundation's `Thread` fails silently under a process limit, and `take` would then wait for ever.
        let started = DetachedThread.start { [self] in
            Thread.current.name = "spec-runner parser"
            parseAll()
        }
        if !started { state.withLock { $0.callerIds = FastIdGenerator(startingAt: firstId) } }
    }

    /// A file parsed, with the warnings about it and the first id reserved for its test cases.
    typealias Taken = (parsed: Result<FeatureParser.Parsed, GherkinErrors>, warnings: LintFindings, testCaseIds: Int)

    /// The file at `index`, parsed (waiting for it if needed), with the warnings about it and the first id of its
    /// test cases; each index is taken once, in order.
    func take(_ index: Int) -> Taken {
        if let taken = parsedByCaller(index) { return taken }
        let aheadLimit = Self.aheadLimit
        let bytes = files[index].bytes.count
        let (result, wakesParser) = wait { (state: inout State) -> (Taken, Bool)? in
            guard let result = state.results[index] else { return nil }
            let taken: Taken = (result, state.warnings[index], state.testCaseIds[index])
            state.warnings[index] = LintFindings()
            state.taken = index + 1
            state.aheadBytes -= bytes
            // Wake the parsing thread only once half the look-ahead is free, so that it parses several files per
            // wake-up rather than one file per file taken (once it has parsed them all, to drop the previous one).
            return (taken, state.parsedAll || state.aheadBytes <= aheadLimit / 2)
        }
        if wakesParser { announceChange() }
        return result
    }

    /// The id after the last one the files took, once every file is taken.
    var nextId: Int { state.withLock { $0.nextId } }

    private func parseAll() {
        let aheadLimit = Self.aheadLimit
        let ids = FastIdGenerator(startingAt: firstId)
        for (index, file) in files.enumerated() {
            let bytes = file.bytes.count
            // Wait while enough is parsed ahead, but never for the file the caller waits for.
            let done = wait { (state: inout State) -> [Result<FeatureParser.Parsed, GherkinErrors>?]? in
                index <= state.taken || state.aheadBytes + bytes <= aheadLimit ? state.removeDone() : nil
            }
            drop(done)
            let (result, found, testCaseIds) = parse(index, ids: ids)
            state.withLock { state in
                state.results[index] = result
                state.warnings[index] = found
                state.testCaseIds[index] = testCaseIds
                state.aheadBytes += bytes
                state.nextId = ids.peek
                if index == files.count - 1 { state.parsedAll = true }
            }
            announceChange()
        }
        // Then drop the files as the caller is done with them; it keeps the last one.
        while true {
            let (done, finished) = wait {
                (state: inout State) -> ([Result<FeatureParser.Parsed, GherkinErrors>?], Bool)? in
                let finished = state.dropped >= files.count - 1
                return finished || state.dropped < state.taken - 1 ? (state.removeDone(), finished) : nil
            }
            drop(done)
            if finished { return }
        }
    }

    /// The file at `index` parsed here on the caller's thread, when there is no parsing thread.
    private func parsedByCaller(_ index: Int) -> Taken? {
        state.withLock { state in
            guard let ids = state.callerIds else { return nil }
            let taken = parse(index, ids: ids)
            state.nextId = ids.peek
            return taken
        }
    }

    /// Parses the file at `index` with its warnings, its ids from `ids`, followed by those reserved for its test
    /// cases.
    private func parse(_ index: Int, ids: FastIdGenerator) -> Taken {
        let file = files[index]
        let whole = keepsWholeTrees
        let result = Result { () throws(GherkinErrors) in
            try parser.parse(uri: file.uri, bytes: file.bytes, ids: ids).indexed(whole: whole)
        }
        let found = (try? result.get()).map {
            OutlineLint.findings(for: $0.document, source: file.bytes, path: file.uri, catalog: catalog)
        }
        let testCaseIds = ids.peek
        if let pickles = (try? result.get())?.pickles {
            ids.advance(to: testCaseIds + TestPlan.idsReserved(for: pickles, testCaseHooks: testCaseHooks))
        }
        return (result, found ?? LintFindings(), testCaseIds)
    }

    /// Lets the files the caller is done with go, here on the parsing thread (outside the state's lock).
    private func drop(_ files: consuming [Result<FeatureParser.Parsed, GherkinErrors>?]) {
        _ = consume files
    }

    /// Waits until `attempt` returns a value, trying it on the shared state each time the other thread announces a
    /// change.
    private func wait<Value: Sendable>(_ attempt: (inout State) -> Value?) -> Value {
        changed.lock()
        defer { changed.unlock() }
        while true {
            if let value = state.withLock({ attempt(&$0) }) { return value }
            changed.wait()
        }
    }

    /// Wakes the other thread after a change of the shared state.
    private func announceChange() {
        changed.lock()
        changed.broadcast()
        changed.unlock()
    }
}
