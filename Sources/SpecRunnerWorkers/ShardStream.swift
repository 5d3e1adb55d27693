import CucumberMessages
import Foundation
import Gherkin
import SpecRunnerCore

/// One shard's Messages NDJSON, read for ``ShardMerge``: what it ran (sources, pickles, support code) and its
/// execution messages, as envelopes whose ids ``ShardReplay`` maps onto the merged run's.
@MainActor
package struct ShardStream {
    /// A scenario (or examples row) as every shard knows it: its file and its place there.
    package struct PickleKey: Hashable {
        package let uri: String
        package let line: Int
        let column: Int

        package init(uri: String, location: Location?) {
            self.uri = uri
            line = location?.line ?? 0
            column = location?.column ?? 0
        }
    }

    /// A pickle as the shard announced it: where it is, and its steps' ids in order.
    package struct AnnouncedPickle {
        package let key: PickleKey
        package let name: String
        let language: String
        let stepIds: [String]
    }

    /// An execution message, and where the shard has it.
    package struct ExecutionLine {
        let number: Int
        let type: String
        let envelope: Envelope
    }

    package let path: String
    /// The language its problems are worded in.
    let catalog: MessageCatalog
    package private(set) var meta: Meta?
    package private(set) var sources: [Source] = []
    /// By the shard's pickle id.
    package private(set) var pickles: [String: AnnouncedPickle] = [:]
    /// The dialect of each file the shard has pickles of, by its uri.
    private var languages: [String: String] = [:]
    /// Its sources' places in ``sources`` by their uri.
    private var sourcePlaces: [String: Int] = [:]
    private(set) var supportEnvelopes: [Envelope] = []
    package private(set) var started: Timestamp?
    package private(set) var finished: TestRunFinished?
    package private(set) var executionLines: [ExecutionLine] = []
    /// The scenarios the shard has test cases for.
    package private(set) var testCasePickles: [PickleKey] = []

    /// How many times the shard's run ran each scenario (`--repeat`): its attempts go on being numbered though
    /// none is retried.
    package var repetitions: Int {
        var most = 0
        for line in executionLines {
            switch line.envelope {
            case .testCaseStarted(let started): most = max(most, started.attempt)
            case .testCaseFinished(let finished) where finished.willBeRetried: return 1
            default: break
            }
        }
        return most + 1
    }

    /// Reads the file at `path`.
    package init(path: String, catalog: MessageCatalog) throws(Diagnostic) {
        self.path = path
        self.catalog = catalog
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Diagnostic(
                .error, message: catalog.text(.mergeCannotRead(path: path)), hint: catalog.text(.mergeCannotReadHint))
        }
        var number = 0
        let decoder = JSONDecoder()
        for line in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            number += 1
            guard !line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") }) else { continue }
            let read: ShardLine
            do {
                read = try decoder.decode(ShardLine.self, from: line)
            } catch let error as ShardLine.Unreadable {
                throw Diagnostic(
                    .error, path: path, line: number, column: 1,
                    message: catalog.text(.mergeUnreadableMessage(type: error.type)),
                    hint: catalog.text(.mergeNDJSONHint))
            } catch {
                throw Diagnostic(
                    .error, path: path, line: number, column: 1,
                    message: catalog.text(.mergeNotEnvelope), hint: catalog.text(.mergeNDJSONHint))
            }
            try add(read, line: number)
        }
        guard started != nil else {
            throw Diagnostic(
                .error, message: catalog.text(.mergeNotStarted(path: path)), hint: catalog.text(.mergeNotStartedHint))
        }
        guard finished != nil else {
            throw Diagnostic(
                .error, message: catalog.text(.mergeNotFinished(path: path)), hint: catalog.text(.mergeNotFinishedHint))
        }
    }

    private mutating func add(_ read: ShardLine, line: Int) throws(Diagnostic) {
        switch read.content {
        case .source(let source):
            sourcePlaces[source.uri] = sourcePlaces[source.uri] ?? sources.count
            sources.append(source)
        case .pickle(let id, let pickle):
            pickles[id] = pickle
            languages[pickle.key.uri] = languages[pickle.key.uri] ?? pickle.language
        case .envelope(.meta(let meta)):
            // The slice it says it is must be one: 1 ≤ I ≤ N.
            if let shard = meta.shard, shard.count < 1 || shard.index < 1 || shard.index > shard.count {
                throw Diagnostic(
                    .error, path: path, line: line, column: 1,
                    message: catalog.text(.mergeUnreadableMessage(type: read.type)),
                    hint: catalog.text(.mergeNDJSONHint))
            }
            self.meta = meta
        case .envelope(let envelope) where Self.isSupport(envelope):
            supportEnvelopes.append(envelope)
        case .envelope(.testRunStarted(let started)):
            self.started = started.timestamp
        case .envelope(.testRunFinished(let finished)):
            self.finished = finished
        case .envelope(let envelope) where WorkerWire.isSent(envelope):
            if case .testCase(let testCase) = envelope {
                guard let pickle = pickles[testCase.pickleId] else {
                    throw Diagnostic(
                        .error, path: path, line: line, column: 1,
                        message: catalog.text(.mergeUnannouncedPickle(pickle: testCase.pickleId)),
                        hint: catalog.text(.mergeNDJSONHint))
                }
                testCasePickles.append(pickle.key)
            }
            executionLines.append(ExecutionLine(number: line, type: read.type, envelope: envelope))
        case .envelope, .ignored:
            // Parse errors stop a run before it starts (no testRunStarted, refused above); other types carry
            // nothing a merged report needs.
            break
        }
    }

    private static func isSupport(_ envelope: Envelope) -> Bool {
        switch envelope {
        case .stepDefinition, .hook, .parameterType, .undefinedParameterType: true
        default: false
        }
    }

    /// The dialect the shard parsed `uri` in, as its pickles say.
    package func language(of uri: String) -> String? {
        languages[uri]
    }

    /// The shard's source of `uri`.
    package func source(uri: String) -> Source? {
        sourcePlaces[uri].map { sources[$0] }
    }

    /// What the shard's support code was, to compare it with another's: each definition's and hook's id and what
    /// it matches.
    package var supportSignature: [String] {
        Self.signature(of: supportEnvelopes)
    }

    /// The ids and patterns of support code messages.
    package static func signature(of envelopes: [Envelope]) -> [String] {
        envelopes.compactMap { envelope in
            switch envelope {
            case .stepDefinition(let definition): "step \(definition.id) \(definition.pattern.source)"
            case .hook(let hook): "hook \(hook.id) \(hook.type) \(hook.tagExpression ?? "")"
            case .parameterType(let type): "type \(type.id) \(type.name)"
            case .undefinedParameterType(let type): "undefined \(type.name) \(type.expression)"
            default: nil
            }
        }
    }
}
