import CucumberMessages
import Foundation
import Gherkin
import SpecRunnerCore

/// One shard's Messages NDJSON, read for ``ShardMerge``: what it ran (sources, pickles, support code) and its
/// execution messages, kept as JSON until their ids are rewritten.
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

    /// An execution message, its JSON body as read.
    package struct ExecutionLine {
        let number: Int
        let type: String
        let body: [String: Any]
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

    private static let executionTypes: Set<String> = [
        "testRunHookStarted", "testRunHookFinished", "testCase", "testCaseStarted", "testStepStarted", "attachment",
        "suggestion", "testStepFinished", "testCaseFinished",
    ]

    /// Reads the file at `path`.
    package init(path: String, catalog: MessageCatalog) throws(Diagnostic) {
        self.path = path
        self.catalog = catalog
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Diagnostic(
                .error, message: catalog.text(.mergeCannotRead, path), hint: catalog.text(.mergeCannotReadHint))
        }
        var number = 0
        for line in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            number += 1
            guard !line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") }) else { continue }
            guard let object = try? JSONSerialization.jsonObject(with: line) as? [String: Any], object.count == 1,
                let (type, content) = object.first, let body = content as? [String: Any]
            else {
                throw Diagnostic(
                    .error, path: path, line: number, column: 1,
                    message: catalog.text(.mergeNotEnvelope), hint: catalog.text(.mergeNDJSONHint))
            }
            try read(type, body, line: number)
        }
        guard started != nil else {
            throw Diagnostic(
                .error, message: catalog.text(.mergeNotStarted, path), hint: catalog.text(.mergeNotStartedHint))
        }
        guard finished != nil else {
            throw Diagnostic(
                .error, message: catalog.text(.mergeNotFinished, path), hint: catalog.text(.mergeNotFinishedHint))
        }
    }

    private mutating func read(_ type: String, _ body: [String: Any], line: Int) throws(Diagnostic) {
        func unreadable() -> Diagnostic {
            Diagnostic(
                .error, path: path, line: line, column: 1, message: catalog.text(.mergeUnreadableMessage, type),
                hint: catalog.text(.mergeNDJSONHint))
        }
        func decode<T: Decodable>(_: T.Type) throws(Diagnostic) -> T {
            do {
                return try JSONDecoder().decode(T.self, from: JSONSerialization.data(withJSONObject: body))
            } catch {
                throw unreadable()
            }
        }
        switch type {
        case "meta":
            meta = try decode(Meta.self)
            // The slice it says it is must be one: 1 ≤ I ≤ N.
            if let shard = meta?.shard, shard.count < 1 || shard.index < 1 || shard.index > shard.count {
                throw unreadable()
            }
        case "source":
            guard let uri = body["uri"] as? String, let data = body["data"] as? String else { break }
            let mediaType = (body["mediaType"] as? String).flatMap(Source.MediaType.init(rawValue:))
            sourcePlaces[uri] = sourcePlaces[uri] ?? sources.count
            sources.append(Source(uri: uri, data: data, mediaType: mediaType ?? Source.MediaType(path: uri)))
        case "pickle":
            guard let id = body["id"] as? String, let uri = body["uri"] as? String else { break }
            let location = (body["location"] as? [String: Any]).map {
                Location(line: ($0["line"] as? Int) ?? 0, column: $0["column"] as? Int)
            }
            let steps = (body["steps"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
            let language = body["language"] as? String ?? "en"
            pickles[id] = AnnouncedPickle(
                key: PickleKey(uri: uri, location: location), name: body["name"] as? String ?? "",
                language: language, stepIds: steps)
            languages[uri] = languages[uri] ?? language
        case "stepDefinition", "hook", "parameterType", "undefinedParameterType":
            let envelope: Envelope =
                switch type {
                case "stepDefinition": .stepDefinition(try decode(StepDefinitionMessage.self))
                case "hook": .hook(try decode(HookMessage.self))
                case "parameterType": .parameterType(try decode(ParameterTypeMessage.self))
                default: .undefinedParameterType(try decode(UndefinedParameterTypeMessage.self))
                }
            supportEnvelopes.append(envelope)
        case "testRunStarted":
            started = try decode(TestRunStarted.self).timestamp
        case "testRunFinished":
            finished = try decode(TestRunFinished.self)
        case _ where Self.executionTypes.contains(type):
            if type == "testCase", let pickleId = body["pickleId"] as? String {
                guard let pickle = pickles[pickleId] else {
                    throw Diagnostic(
                        .error, path: path, line: line, column: 1,
                        message: catalog.text(.mergeUnannouncedPickle, pickleId), hint: catalog.text(.mergeNDJSONHint))
                }
                testCasePickles.append(pickle.key)
            }
            executionLines.append(ExecutionLine(number: line, type: type, body: body))
        default:
            // Parse errors stop a run before it starts (no testRunStarted, refused above); other types carry
            // nothing a merged report needs.
            break
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
