import Foundation

/// `spec-runner lsp` run as an editor runs it: a process (the fixture runner, built beside the tests) spoken to over
/// pipes, one message at a time, every wait bounded.
final class ServerProcess {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let errorsURL: URL
    private var buffer = Data()
    private var nextId = 1
    /// Every message the server has written so far, in order.
    private(set) var received: [[String: Any]] = []
    /// The indices of the messages a wait has returned.
    private var returned: Set<Int> = []

    /// The fixture runner's executable, next to this test bundle.
    static var fixtureRunner: URL {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for folder in [beside, beside.deletingLastPathComponent()] {
            let candidate = folder.appendingPathComponent("spec-runner-fixtures")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return root.appendingPathComponent(".build/debug/spec-runner-fixtures")
    }

    /// Starts `executable lsp` with `arguments`, with `environment` added to this process's.
    init(executable: URL = fixtureRunner, arguments: [String] = [], environment: [String: String] = [:]) throws {
        errorsURL = FileManager.default.temporaryDirectory.appendingPathComponent("lsp-errors-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: errorsURL.path, contents: nil)
        process.executableURL = executable
        process.arguments = ["lsp"] + arguments
        // A trap's backtrace would only slow the test down.
        process.environment = ProcessInfo.processInfo.environment.merging(
            environment.merging(["SWIFT_BACKTRACE": "enable=no"]) { new, _ in new }
        ) { _, new in new }
        process.standardInput = input
        process.standardOutput = output
        // A server that died must fail the test that writes to it, not end the test process.
        signal(SIGPIPE, SIG_IGN)
        // A file, not a pipe: standard error is never read while the session runs, so it must never fill up.
        process.standardError = try FileHandle(forWritingTo: errorsURL)
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
        try? FileManager.default.removeItem(at: errorsURL)
    }

    /// What the server wrote to standard error.
    var errors: String {
        (try? String(contentsOf: errorsURL, encoding: .utf8)) ?? ""
    }

    /// Sends a request and returns its id.
    @discardableResult
    func request(_ method: String, _ params: [String: Any] = [:]) throws -> Int {
        defer { nextId += 1 }
        try send(["jsonrpc": "2.0", "id": nextId, "method": method, "params": params])
        return nextId
    }

    /// Sends bytes as they are (a malformed message).
    func sendRaw(_ text: String) throws {
        try input.fileHandleForWriting.write(contentsOf: Data(text.utf8))
    }

    /// Sends notifications from another thread, as an editor does, reading nothing meanwhile: messages longer than
    /// a pipe holds must not block the test while the server's answers wait to be read.
    func notifyInBackground(_ notifications: [(method: String, params: [String: Any])]) throws {
        var bytes = Data()
        for notification in notifications {
            let body = try JSONSerialization.data(
                withJSONObject: ["jsonrpc": "2.0", "method": notification.method, "params": notification.params])
            bytes += Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body
        }
        let writer = input.fileHandleForWriting
        let payload = bytes
        Thread.detachNewThread { writer.write(payload) }
    }

    /// Sends a notification.
    func notify(_ method: String, _ params: [String: Any] = [:]) throws {
        try send(["jsonrpc": "2.0", "method": method, "params": params])
    }

    private func send(_ message: [String: Any]) throws {
        let body = try JSONSerialization.data(withJSONObject: message)
        try input.fileHandleForWriting.write(contentsOf: Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    /// The response to the request `id`, waiting for it up to `seconds`.
    func response(to id: Int, seconds: Double = 30) throws -> [String: Any]? {
        try wait(seconds: seconds) { $0["id"] as? Int == id && $0["method"] == nil }
    }

    /// The first message received that `matches` and that no earlier wait returned, waiting for it up to `seconds`;
    /// nil if none came.
    func wait(seconds: Double, for matches: ([String: Any]) -> Bool) throws -> [String: Any]? {
        let deadline = Date().addingTimeInterval(seconds)
        var checked = 0
        while true {
            while checked < received.count {
                defer { checked += 1 }
                if !returned.contains(checked), matches(received[checked]) {
                    returned.insert(checked)
                    return received[checked]
                }
            }
            let left = deadline.timeIntervalSinceNow
            guard left > 0, try readMore(milliseconds: Int32(left * 1000)) else { return nil }
        }
    }

    /// The exit status once the input is closed, waiting up to `seconds`; nil if the server is still running.
    func exitStatus(seconds: Double = 10) -> Int32? {
        try? input.fileHandleForWriting.close()
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        return process.isRunning ? nil : process.terminationStatus
    }

    /// Reads what arrives within `milliseconds` and splits it into messages; false at the end of the output.
    private func readMore(milliseconds: Int32) throws -> Bool {
        let descriptor = output.fileHandleForReading.fileDescriptor
        var ready = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
        guard poll(&ready, 1, max(milliseconds, 1)) > 0 else { return true }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return false }
        buffer += chunk[..<count]
        // Every frame must be a protocol message: anything else on standard output fails the split.
        let separator = Data("\r\n\r\n".utf8)
        while let end = buffer.range(of: separator) {
            let header = String(decoding: buffer[..<end.lowerBound], as: UTF8.self)
            guard header.hasPrefix("Content-Length: "), let length = Int(header.dropFirst(16)) else {
                throw ServerSession.FramingError(text: "bad header: \(header)")
            }
            guard buffer.count >= end.upperBound + length else { break }
            let body = buffer[end.upperBound..<(end.upperBound + length)]
            guard let message = try JSONSerialization.jsonObject(with: body) as? [String: Any] else {
                throw ServerSession.FramingError(text: "not an object")
            }
            received.append(message)
            buffer = Data(buffer[(end.upperBound + length)...])
        }
        return true
    }
}
