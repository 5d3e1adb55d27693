import Foundation
import SpecRunner
import SpecRunnerLSP

/// A scripted session with a ``LanguageServer``: the client's messages go through a pipe, the server runs until
/// the pipe ends (so a session cannot hang), and its output is read back as messages.
@MainActor
struct ServerSession {
    /// The messages to send, in order.
    private var outgoing: [[String: Any]] = []
    private var nextId = 1

    /// Adds a request and returns its id.
    @discardableResult
    mutating func request(_ method: String, _ params: [String: Any] = [:]) -> Int {
        defer { nextId += 1 }
        outgoing.append(["jsonrpc": "2.0", "id": nextId, "method": method, "params": params])
        return nextId
    }

    /// Adds a notification.
    mutating func notify(_ method: String, _ params: [String: Any] = [:]) {
        outgoing.append(["jsonrpc": "2.0", "method": method, "params": params])
    }

    /// Adds raw bytes (a malformed message).
    mutating func raw(_ text: String) {
        outgoing.append(["__raw": text])
    }

    /// Runs the server, speaking `outputLanguage`, over the messages and returns its exit status and what it wrote.
    func run(libraries: [Steps], outputLanguage: String = "en") throws -> (status: Int32, messages: [[String: Any]]) {
        let input = Pipe()
        var bytes = Data()
        for message in outgoing {
            if let raw = message["__raw"] as? String {
                bytes += Data(raw.utf8)
                continue
            }
            let body = try JSONSerialization.data(withJSONObject: message)
            bytes += Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body
        }
        // Written from another thread: a session larger than the pipe's buffer must not block the test.
        let writer = input.fileHandleForWriting
        let payload = bytes
        Thread.detachNewThread {
            writer.write(payload)
            try? writer.close()
        }
        let outputURL = FileManager.default.temporaryDirectory.appendingPathComponent("lsp-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: outputURL) }
        let output = try FileHandle(forWritingTo: outputURL)
        let status = LanguageServer(
            libraries: libraries, input: input.fileHandleForReading.fileDescriptor, output: output.fileDescriptor,
            outputLanguage: outputLanguage
        ).run()
        try output.close()
        return (status, try Self.messages(in: Data(contentsOf: outputURL)))
    }

    /// Splits the server's output into messages, checking each frame's header.
    static func messages(in data: Data) throws -> [[String: Any]] {
        var messages: [[String: Any]] = []
        var rest = data[...]
        let separator = Data("\r\n\r\n".utf8)
        while !rest.isEmpty {
            guard let end = rest.range(of: separator) else { throw FramingError(text: "no header end") }
            let header = String(decoding: rest[..<end.lowerBound], as: UTF8.self)
            guard header.hasPrefix("Content-Length: "), let length = Int(header.dropFirst(16)) else {
                throw FramingError(text: "bad header: \(header)")
            }
            let body = rest[end.upperBound..<(end.upperBound + length)]
            guard let message = try JSONSerialization.jsonObject(with: body) as? [String: Any] else {
                throw FramingError(text: "not an object")
            }
            messages.append(message)
            rest = rest[(end.upperBound + length)...]
        }
        return messages
    }

    struct FramingError: Error {
        let text: String
    }
}
