import Foundation

/// JSON-RPC messages over a pair of file descriptors, each framed by a `Content-Length` header (LSP base protocol).
final class MessageConnection {
    /// What reading the next message gave.
    enum Incoming {
        /// A message whose body is a JSON object, with the body's bytes as they came.
        case message([String: Any], body: Data)
        /// A framed body that is not a JSON object: answered with a parse error.
        case malformed(String)
        /// The input ended.
        case end
    }

    /// The descriptor messages are read from.
    let input: Int32
    private let output: Int32
    private var buffer: [UInt8] = []

    init(input: Int32, output: Int32) {
        self.input = input
        self.output = output
    }

    /// The next message, waiting for it.
    func read() -> Incoming {
        while true {
            if let incoming = next() { return incoming }
            guard fill() else { return .end }
        }
    }

    /// The next message if the bytes read so far hold one, without waiting; `fill()` reads more.
    func next() -> Incoming? {
        guard let headerEnd = headerEnd() else { return nil }
        let header = String(decoding: buffer[..<headerEnd], as: UTF8.self)
        guard let length = Self.contentLength(in: header) else {
            buffer.removeFirst(headerEnd + 4)
            return .malformed("a message header without a valid Content-Length")
        }
        guard buffer.count >= headerEnd + 4 + length else { return nil }
        let body = Data(buffer[(headerEnd + 4)..<(headerEnd + 4 + length)])
        buffer.removeFirst(headerEnd + 4 + length)
        guard let object = try? JSONSerialization.jsonObject(with: body), let message = object as? [String: Any]
        else { return .malformed("the message is not a JSON object") }
        return .message(message, body: body)
    }

    /// Writes `message` with its header.
    func send(_ message: [String: Any]) {
        guard let body = try? JSONSerialization.data(withJSONObject: message, options: [.withoutEscapingSlashes])
        else { return }
        send(body: body)
    }

    /// Writes a message's `body` as it is, with its header; false if the other end is gone.
    @discardableResult
    func send(body: Data) -> Bool {
        let bytes = Self.frame(body)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Foundation.write(output, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }

    /// A message's `body` with its header, as it goes on the wire.
    static func frame(_ body: Data) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }

    private func headerEnd() -> Int? {
        guard buffer.count >= 4 else { return nil }
        for index in 0...(buffer.count - 4)
        where buffer[index] == 13 && buffer[index + 1] == 10 && buffer[index + 2] == 13 && buffer[index + 3] == 10 {
            return index
        }
        return nil
    }

    private static func contentLength(in header: String) -> Int? {
        for line in header.split(separator: "\r\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2, parts[0].lowercased() == "content-length" {
                return Int(parts[1].trimmingCharacters(in: .whitespaces)).flatMap { $0 >= 0 ? $0 : nil }
            }
        }
        return nil
    }

    /// Reads what is available into the buffer, waiting for some; false at the end of the input.
    func fill() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(input, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            buffer += chunk[..<count]
            return true
        }
    }
}
