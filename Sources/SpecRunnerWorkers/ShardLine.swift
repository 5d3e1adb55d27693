import CucumberMessages
import Gherkin

/// One line of a shard's Messages NDJSON, as ``ShardStream`` reads it: an envelope, or the part of a source or a
/// pickle the merge needs (their messages are written, never read back, elsewhere: ``Envelope``).
///
/// Decoding throws ``Unreadable`` for a message of a known type that is not one, and another error for a line that
/// is no envelope (not a JSON object of exactly one message).
struct ShardLine: Decodable {
    /// A message of a known type that does not decode as one.
    struct Unreadable: Error {
        let type: String
    }

    enum Content {
        case source(Source)
        /// A pickle, by the shard's id.
        case pickle(id: String, ShardStream.AnnouncedPickle)
        case envelope(Envelope)
        /// A message the merge has no use for (syntax trees, parse errors, types it does not know).
        case ignored
    }

    /// The message's type: its key in the envelope.
    let type: String
    let content: Content

    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    private struct SourceBody: Decodable {
        let uri: String
        let data: String
        let mediaType: String?
    }

    private struct PickleBody: Decodable {
        struct Place: Decodable {
            let line: Int?
            let column: Int?
        }
        struct Step: Decodable {
            let id: String?
        }
        let id: String
        let uri: String
        let name: String?
        let language: String?
        let location: Place?
        let steps: [Step]?
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            // Never shown: the stream says, in the run's language, that the line is no envelope.
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: ""))
        }
        // A message is an object: anything else is no envelope.
        _ = try container.nestedContainer(keyedBy: Key.self, forKey: key)
        type = key.stringValue
        do {
            content = try Self.content(type, key, container, decoder)
        } catch {
            throw Unreadable(type: type)
        }
    }

    private static func content(
        _ type: String, _ key: Key, _ container: KeyedDecodingContainer<Key>, _ decoder: any Decoder
    ) throws -> Content {
        switch type {
        case "source":
            // A source or a pickle without what identifies it is passed over, as another consumer would.
            guard let body = try? container.decode(SourceBody.self, forKey: key) else { return .ignored }
            let mediaType = body.mediaType.flatMap(Source.MediaType.init(rawValue:))
            return .source(
                Source(uri: body.uri, data: body.data, mediaType: mediaType ?? Source.MediaType(path: body.uri)))
        case "pickle":
            guard let body = try? container.decode(PickleBody.self, forKey: key) else { return .ignored }
            let location = body.location.map { Location(line: $0.line ?? 0, column: $0.column) }
            let pickle = ShardStream.AnnouncedPickle(
                key: ShardStream.PickleKey(uri: body.uri, location: location), name: body.name ?? "",
                language: body.language ?? "en", stepIds: (body.steps ?? []).compactMap(\.id))
            return .pickle(id: body.id, pickle)
        case "meta", "stepDefinition", "hook", "parameterType", "undefinedParameterType", "testRunStarted",
            "testRunFinished", "testRunHookStarted", "testRunHookFinished", "testCase", "testCaseStarted",
            "testStepStarted", "attachment", "suggestion", "testStepFinished", "testCaseFinished":
            return .envelope(try Envelope(from: decoder))
        default:
            return .ignored
        }
    }
}
