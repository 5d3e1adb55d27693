import Foundation
import SpecRunner
import SpecRunnerCore

/// JSON-RPC messages over a pair of file descriptors, each framed by a `Content-Length` header (LSP base protocol).
final class MessageConnection {
    /// What reading the next message gave.
    enum Incoming {
        /// A message whose body is a JSON object, with the body's bytes as they came.
        case message([String: JSONValue], body: Data)
        /// Input that is not a message (``MessageFraming``) or a body that is not a JSON object, worded in the
        /// connection's language: answered with a parse error.
        case malformed(String)
        /// The input ended.
        case end
    }

    /// The descriptor messages are read from.
    let input: Int32
    private let output: Int32
    private var framing = MessageFraming()
    private let catalog: MessageCatalog

    /// A connection reading from `input` and writing to `output`, wording malformed input in `catalog`'s language.
    init(input: Int32, output: Int32, catalog: MessageCatalog) {
        self.input = input
        self.output = output
        self.catalog = catalog
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
        switch framing.next() {
        case nil: return nil
        case .malformed(let problem): return .malformed(describe(problem))
        case .body(let bytes):
            let body = Data(bytes)
            guard let message = JSONValue.parse(body)?.object else {
                return .malformed(catalog.text(.lspNotAnObject))
            }
            return .message(message, body: body)
        }
    }

    private func describe(_ problem: MessageFraming.Problem) -> String {
        switch problem {
        case .notAHeader: catalog.text(.lspNotAHeader)
        case .noContentLength: catalog.text(.lspNoContentLength)
        case .severalContentLengths: catalog.text(.lspSeveralContentLengths)
        case .invalidContentLength: catalog.text(.lspInvalidContentLength)
        case .tooLong: catalog.text(.lspTooLong(maximum: String(MessageFraming.maximumBodyLength)))
        case .headerTooLong: catalog.text(.lspHeaderTooLong(maximum: String(MessageFraming.maximumHeaderLength)))
        }
    }

    /// Whether more input is there, or comes within `milliseconds`: part of a message read, or bytes on the
    /// descriptor.
    func hasInput(within milliseconds: Int32) -> Bool {
        guard framing.isBetweenMessages else { return true }
        var waiting = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
        while true {
            let ready = poll(&waiting, 1, milliseconds)
            if ready < 0 && errno == EINTR { continue }
            return ready > 0
        }
    }

    /// Writes `message` with its header.
    func send(_ message: JSONValue) {
        send(body: message.data)
    }

    /// Writes a message's `body` as it is, with its header, as far as the other end takes it.
    func send(body: Data) {
        CommandOutput.writeAll(Self.frame(body), to: output)
    }

    /// A message's `body` with its header, as it goes on the wire.
    static func frame(_ body: Data) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }

    /// Reads what is available into the buffer, waiting for some; false at the end of the input.
    func fill() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(input, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            framing.append(chunk[..<count])
            return true
        }
    }
}
