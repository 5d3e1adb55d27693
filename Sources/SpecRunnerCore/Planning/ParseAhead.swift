import Foundation

/// Parses feature files again on a thread of its own, ahead of the run asking for them: a suite too large to
/// stay parsed (see ``FeatureStore``) re-parses each file as the run reaches it (its reports read the file's
/// syntax tree), and the core that parsed the suite while it was planned is idle by then.
///
/// Each file is parsed from its bytes with the ids it had the first time, exactly as ``FeatureStore`` parses it
/// on a miss; a file asked for but not started yet is left to the caller.
final class ParseAhead: @unchecked Sendable {
    // @unchecked: every stored property but `parser` (immutable and Sendable) is guarded by `condition`.
    private let condition = NSCondition()
    private var queue: [(index: Int, file: FeatureStore.File)] = []
    private var parsing: Int?
    private var ready: [Int: FeatureParser.Parsed] = [:]
    /// Files the store let go of, to be freed here rather than on the run's thread.
    private var discarded: [LoadedFeature] = []
    /// The source bytes queued, being parsed or parsed and not taken: what parsing ahead may hold at most is
    /// about ``limit`` bytes of text, parsed.
    private var heldBytes = 0
    private var threadStarted = false
    private var stopped = false
    private let parser: FeatureParser
    /// How much source text may be queued or held parsed ahead (at least one file is always accepted).
    static let limit = 1 << 16

    init(parser: FeatureParser) {
        self.parser = parser
    }

    /// Asks for the file at `index` to be parsed ahead; returns `false` when enough is held already.
    func request(_ index: Int, _ file: FeatureStore.File) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        guard !stopped, parsing != index, ready[index] == nil, !queue.contains(where: { $0.index == index })
        else { return true }
        guard heldBytes == 0 || heldBytes + file.bytes.count <= Self.limit else { return false }
        queue.append((index, file))
        heldBytes += file.bytes.count
        if threadStarted {
            condition.broadcast()
        } else {
            threadStarted = true
            let thread = Thread { [self] in work() }
            thread.name = "spec-runner parse-ahead"
            thread.start()
        }
        return true
    }

    /// The file at `index` parsed ahead (waiting if it is being parsed), or `nil` when it was not asked for or
    /// not started: the caller then parses it itself.
    func take(_ index: Int) -> FeatureParser.Parsed? {
        condition.lock()
        defer { condition.unlock() }
        while parsing == index { condition.wait() }
        if let parsed = ready.removeValue(forKey: index) {
            heldBytes -= parsed.bytes.count
            return parsed
        }
        if let position = queue.firstIndex(where: { $0.index == index }) {
            heldBytes -= queue.remove(at: position).file.bytes.count
        }
        return nil
    }

    /// Frees `feature` on this thread, unless the run still holds it: freeing a file's syntax tree and pickles
    /// costs about a third of parsing it.
    func discard(_ feature: LoadedFeature) {
        condition.lock()
        defer { condition.unlock() }
        guard threadStarted, !stopped else { return }
        discarded.append(feature)
        condition.broadcast()
    }

    /// Waits until every file asked for is parsed (tests use it to make parsing ahead deterministic).
    func waitUntilIdle() {
        condition.lock()
        defer { condition.unlock() }
        while !queue.isEmpty || parsing != nil { condition.wait() }
    }

    /// Stops the thread once it is done with the file in hand (the store is going away).
    func stop() {
        condition.lock()
        stopped = true
        queue.removeAll()
        condition.broadcast()
        condition.unlock()
    }

    private func work() {
        condition.lock()
        while true {
            while queue.isEmpty && discarded.isEmpty && !stopped { condition.wait() }
            if stopped { break }
            if !discarded.isEmpty {
                var released: [LoadedFeature] = []
                swap(&released, &discarded)
                condition.unlock()
                released.removeAll()
                condition.lock()
                continue
            }
            let (index, file) = queue.removeFirst()
            parsing = index
            condition.unlock()
            // The file parsed once already, from these very bytes: it cannot fail now (if it did, the store
            // would parse it again itself and find out).
            let parsed = try? parser.parse(
                uri: file.uri, bytes: file.bytes, ids: FastIdGenerator(startingAt: file.firstId))
            condition.lock()
            parsing = nil
            if let parsed {
                ready[index] = parsed
            } else {
                heldBytes -= file.bytes.count
            }
            condition.broadcast()
        }
        condition.unlock()
    }
}
