import Foundation
import StackMyArchitecture
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One connection to ``LoopbackHTTPServer``, on a thread of its own: reads one HTTP/1.1 request, has the backend
/// answer it, writes the answer with `Connection: close` and closes.
///
/// The backend gets the request with every header the client sent, including those `URLSession` adds (`Host`,
/// `User-Agent`, `Content-Length`…), and a `nil` body when there was none.
///
/// - The backend throwing (the scripted «no connection») resets the connection with no answer: a transport
///   failure to the client.
/// - The client hanging up while the backend has not answered (the app's task was cancelled, and `URLSession`
///   with it) cancels the backend's task, as the app's cancellation does in process.
/// - ``LoopbackHTTPServer/stop()`` resets the connection and cancels the backend's task.
struct LoopbackConnection {
    /// How long a client may take to send its request, and the backend to answer it: a scenario's step times
    /// out long before, so these only keep a broken client from holding a thread for ever.
    static let requestMilliseconds: Int32 = 5_000
    static let answerMilliseconds: Int32 = 30_000

    let socket: Int32
    /// `http://127.0.0.1:<port>`: the requests the backend receives carry absolute URLs, as the app's do.
    let origin: String
    let backend: any HTTPClient
    let stopping: PipeSignal

    func serve() {
        let request: HTTPRequest
        switch readRequest() {
        case .request(let read):
            request = read
        case .malformed(let reason):
            write(HTTPResponse(statusCode: 400, body: Data(reason.utf8)))
            close(socket)
            return
        case .gone:
            LoopbackSocket.reset(socket)
            return
        }
        guard let answered = PipeSignal() else {
            LoopbackSocket.reset(socket)
            return
        }
        let outcome = Outcome()
        let task = Task { [backend] in
            do {
                outcome.set(.success(try await backend.execute(request)))
            } catch {
                outcome.set(.failure(error))
            }
            answered.signal()
        }
        var discarded: [UInt8] = []
        while true {
            let ready = LoopbackSocket.poll(
                [answered.readEnd, stopping.readEnd, socket], milliseconds: Self.answerMilliseconds)
            if ready?[0] == true { break }
            guard let ready, !ready[1], ready.contains(true) else {
                task.cancel()
                LoopbackSocket.reset(socket)
                return
            }
            // Readable while waiting: either the client hung up, or it sent bytes after its request, which
            // are not part of this exchange.
            discarded.removeAll(keepingCapacity: true)
            guard LoopbackSocket.receive(socket, into: &discarded) else {
                task.cancel()
                close(socket)
                return
            }
        }
        switch outcome.value {
        case .success(let response):
            write(response)
            close(socket)
        case .failure, nil:
            LoopbackSocket.reset(socket)
        }
    }

    // MARK: Reading

    private enum Read {
        case request(HTTPRequest)
        case malformed(String)
        /// The client hung up, took too long, or the server is stopping.
        case gone
    }

    private func readRequest() -> Read {
        var bytes: [UInt8] = []
        var headEnd: Int?
        var expected: (head: Head, length: Int)?
        var continued = false
        let deadline = ContinuousClock.now + .milliseconds(Int(Self.requestMilliseconds))
        while true {
            if headEnd == nil, let end = Self.endOfHead(in: bytes) {
                headEnd = end
                guard let head = Head(String(decoding: bytes[..<end], as: UTF8.self)) else {
                    return .malformed("not an HTTP/1.1 request line and headers")
                }
                guard head.headers["Transfer-Encoding"] == nil else {
                    return .malformed("chunked bodies are not supported")
                }
                guard let length = Int(head.headers["Content-Length"] ?? "0"), length >= 0 else {
                    return .malformed("bad Content-Length")
                }
                expected = (head, length)
            }
            if let headEnd, let expected {
                let body = bytes[(headEnd + 4)...]
                if body.count >= expected.length {
                    return request(expected.head, body: Data(body.prefix(expected.length)))
                }
                // A client that asks before sending a large body (curl does) gets its go-ahead.
                if !continued, expected.head.headers["Expect"]?.lowercased() == "100-continue" {
                    continued = true
                    LoopbackSocket.sendAll(socket, Array("HTTP/1.1 100 Continue\r\n\r\n".utf8))
                }
            }
            guard bytes.count < 1 << 20 else { return .malformed("request too large") }
            let left = ContinuousClock.now.duration(to: deadline).components
            let milliseconds = Int32(clamping: left.seconds * 1_000 + left.attoseconds / 1_000_000_000_000_000)
            guard milliseconds > 0 else { return .gone }
            let ready = LoopbackSocket.poll([socket, stopping.readEnd], milliseconds: milliseconds)
            guard let ready, ready[0], !ready[1], LoopbackSocket.receive(socket, into: &bytes) else { return .gone }
        }
    }

    private func request(_ head: Head, body: Data) -> Read {
        guard let method = HTTPRequest.Method(rawValue: head.method) else {
            return .malformed("the app sends GET and POST only, not \(head.method)")
        }
        guard let url = URL(string: origin + head.target) else { return .malformed("bad target \(head.target)") }
        return .request(HTTPRequest(method: method, url: url, headers: head.headers, body: body.isEmpty ? nil : body))
    }

    private static func endOfHead(in bytes: [UInt8]) -> Int? {
        let terminator: [UInt8] = [13, 10, 13, 10]
        guard bytes.count >= 4 else { return nil }
        return (0...(bytes.count - 4)).first { bytes[$0..<($0 + 4)].elementsEqual(terminator) }
    }

    /// A request line and its headers.
    private struct Head {
        let method: String
        let target: String
        /// By name in the form the app writes them (`Content-Type`): HTTP names are case-insensitive, and the
        /// scripted server looks them up as the app spells them.
        let headers: [String: String]

        init?(_ text: String) {
            let lines = text.components(separatedBy: "\r\n")
            let requestLine = lines[0].split(separator: " ")
            guard requestLine.count == 3, requestLine[2] == "HTTP/1.1", requestLine[1].hasPrefix("/") else {
                return nil
            }
            method = String(requestLine[0])
            target = String(requestLine[1])
            var headers: [String: String] = [:]
            for line in lines.dropFirst() {
                guard let colon = line.firstIndex(of: ":") else { return nil }
                let name = line[..<colon].split(separator: "-").map {
                    $0.prefix(1).uppercased() + $0.dropFirst().lowercased()
                }
                headers[name.joined(separator: "-")] = line[line.index(after: colon)...]
                    .trimmingCharacters(in: .whitespaces)
            }
            self.headers = headers
        }
    }

    // MARK: Writing

    private func write(_ response: HTTPResponse) {
        let head =
            "HTTP/1.1 \(response.statusCode) \(Self.reason(response.statusCode))\r\n"
            + "Content-Length: \(response.body.count)\r\nConnection: close\r\n\r\n"
        LoopbackSocket.sendAll(socket, Array(head.utf8) + Array(response.body))
    }

    /// The reason phrase clients ignore but HTTP/1.1 asks for.
    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 201: "Created"
        case 204: "No Content"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 500: "Internal Server Error"
        default: "Status \(status)"
        }
    }

    /// The backend's answer, handed from its task to the connection's thread.
    private final class Outcome: Sendable {
        private let stored = Mutex<Result<HTTPResponse, any Error>?>(nil)

        var value: Result<HTTPResponse, any Error>? { stored.withLock { $0 } }

        func set(_ result: Result<HTTPResponse, any Error>) { stored.withLock { $0 = result } }
    }
}
