import CucumberMessages
import Foundation

/// The envelopes of a `--format message` run, parsed, to check what the stream says without comparing text.
struct MessageStream {
    /// One envelope: its type (the only key) and its content.
    struct Envelope {
        let type: String
        let body: [String: Any]
    }

    let envelopes: [Envelope]

    init(_ ndjson: String) throws {
        envelopes = try ndjson.split(separator: "\n").map { line in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
            guard let dictionary = object as? [String: Any], dictionary.count == 1, let (type, body) = dictionary.first,
                let content = body as? [String: Any]
            else { throw MalformedEnvelope(line: String(line)) }
            return Envelope(type: type, body: content)
        }
    }

    /// The types in stream order.
    var types: [String] { envelopes.map(\.type) }

    /// The contents of every envelope of `type`, in order.
    func all(_ type: String) -> [[String: Any]] {
        envelopes.filter { $0.type == type }.map(\.body)
    }

    /// The statuses of every `testStepFinished`, in order.
    var stepStatuses: [String] {
        all("testStepFinished").map { result(of: $0)["status"] as? String ?? "?" }
    }

    /// The result of a `testStepFinished` or `testRunHookFinished`.
    func result(of finished: [String: Any]) -> [String: Any] {
        (finished["testStepResult"] ?? finished["result"]) as? [String: Any] ?? [:]
    }

    struct MalformedEnvelope: Error {
        let line: String
    }
}
