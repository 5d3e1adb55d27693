import Foundation
import SpecRunner
import SpecRunnerCore

/// `spec-runner lsp` as editors start it: a small process that runs the ``LanguageServer`` in a child process and
/// passes the messages both ways, so that neither a crash in one request nor a rebuilt executable ends the editor's
/// connection (ADR 0008).
///
/// When the child ends, every request it had not answered gets an error response, and the next message from the
/// editor starts a new child, first given what the old one had been given: `initialize`, `initialized` and the open
/// documents as they are now. When the executable file changes (the step definitions were rebuilt), the child is
/// replaced once it has no request in hand, and the open documents' diagnostics come again from the new definitions.
@MainActor
public final class LanguageServerSupervisor {
    /// A running server process, the connection its messages are read from, and the bytes waiting to be
    /// written to it.
    private struct Child {
        let process: Process
        let input: Pipe
        let output: Pipe
        let connection: MessageConnection
        /// Written without blocking, as the child takes them: a child busy writing a long answer while a long
        /// message waits for it must not block the supervisor, which would stop reading that answer.
        var waiting: [UInt8] = []
    }

    /// The prefix of the ids of the requests the supervisor itself sends (a replayed `initialize`): their answers
    /// are not the editor's.
    private static let ownIdPrefix = "spec-runner-supervisor-"
    /// How often the executable file is looked at, in milliseconds.
    private static let checkInterval: Int32 = 500

    private let executable: String
    private let arguments: [String]
    private let client: MessageConnection
    private var child: Child?
    private var initializeParams: JSONValue?
    private var initialized = false
    private var shutdownRequested = false
    /// The open documents as the editor has them now.
    private var documents = OpenDocuments()
    /// The editor's requests the child has not answered yet, by their id's key.
    private var inFlight: [String: JSONValue] = [:]
    private var replayedRequests = 0
    /// The version of the executable the child runs, and the one found at the last look (a rebuild changes its
    /// ``FileSystem/stamp(of:)``).
    private var running: [Int]?
    private var seen: [Int]?
    private var lastCheck = Date()
    private let catalog: MessageCatalog

    /// A supervisor that runs `executable` with `arguments` as the server, for the editor at the other end of
    /// `input` and `output`, speaking `outputLanguage` (`es`) in its log and errors.
    public init(executable: String, arguments: [String], input: Int32, output: Int32, outputLanguage: String = "en") {
        catalog = MessageCatalog.named(outputLanguage) ?? .english
        self.executable = executable
        self.arguments = arguments
        client = MessageConnection(input: input, output: output, catalog: catalog)
    }

    /// Serves until `exit` or the end of the input, and returns the exit status: 0 after `shutdown`, 1 otherwise.
    public func run() -> Int32 {
        // A child that died while being written to must cost an error response, not this process.
        signal(SIGPIPE, SIG_IGN)
        running = FileSystem.stamp(of: executable)
        seen = running
        while true {
            var descriptors = [pollfd(fd: client.input, events: Int16(POLLIN), revents: 0)]
            if let child {
                descriptors.append(pollfd(fd: child.connection.input, events: Int16(POLLIN), revents: 0))
                let writable = child.input.fileHandleForWriting.fileDescriptor
                if !child.waiting.isEmpty {
                    descriptors.append(pollfd(fd: writable, events: Int16(POLLOUT), revents: 0))
                }
            }
            let ready = poll(&descriptors, nfds_t(descriptors.count), Self.checkInterval)
            if ready < 0 && errno != EINTR { return finish() }
            if descriptors.count > 2, descriptors[2].revents != 0 { writeToChild() }
            if descriptors.count > 1, descriptors[1].revents != 0, let child {
                if child.connection.fill() {
                    while let incoming = child.connection.next() { fromChild(incoming) }
                } else {
                    childEnded()
                }
            }
            if descriptors[0].revents != 0 {
                guard client.fill() else { return finish() }
                while let incoming = client.next() {
                    if let status = fromClient(incoming) { return status }
                }
            }
            if Date().timeIntervalSince(lastCheck) * 1000 >= Double(Self.checkInterval) { checkExecutable() }
        }
    }

    // MARK: Messages

    /// Passes a message of the editor on, starting a child if none runs; the exit status once the editor is done.
    private func fromClient(_ incoming: MessageConnection.Incoming) -> Int32? {
        guard case .message(let message, let body) = incoming else {
            if case .malformed(let reason) = incoming {
                // Answered and logged: a client that sends no id cannot match the answer to what it sent.
                let text = catalog.text(.lspParseError(reason: reason))
                log(text)
                client.send(LanguageServer.error(id: .null, code: -32700, message: text))
            }
            return nil
        }
        let method = message["method"]?.string
        if method == "exit" {
            forward(body)
            return finish()
        }
        if child != nil || start() {
            if let id = message["id"], method != nil { inFlight[Self.key(of: id)] = id }
            forward(body)
        } else if let id = message["id"], method != nil {
            client.send(
                LanguageServer.error(id: id, code: -32803, message: catalog.text(.lspCannotBeStarted)))
        }
        // What a new child will need to be given, as it is after this message.
        let params = message["params"]?.object ?? [:]
        switch method {
        case "initialize": initializeParams = .object(params)
        case "initialized": initialized = true
        case "shutdown": shutdownRequested = true
        default: documents.apply(method, params)
        }
        return nil
    }

    /// Passes a message of the child on to the editor, unless it answers the supervisor's own request.
    private func fromChild(_ incoming: MessageConnection.Incoming) {
        guard case .message(let message, let body) = incoming else { return }
        if message["method"] == nil, let id = message["id"] {
            if id.string?.hasPrefix(Self.ownIdPrefix) == true { return }
            inFlight[Self.key(of: id)] = nil
        }
        client.send(body: body)
    }

    /// Queues `body` for the child and writes what it takes now.
    private func forward(_ body: Data) {
        guard child != nil else { return }
        child?.waiting += MessageConnection.frame(body)
        writeToChild()
    }

    /// Writes what the child's input takes without blocking; a child that is gone takes nothing more (its end is
    /// seen on its output).
    private func writeToChild() {
        guard let descriptor = child?.input.fileHandleForWriting.fileDescriptor,
            let written = child?.waiting.withUnsafeBytes({ Foundation.write(descriptor, $0.baseAddress, $0.count) }),
            written != 0
        else { return }
        if written > 0 {
            child?.waiting.removeFirst(written)
        } else if errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR {
            child?.waiting = []
        }
    }

    private static func key(of id: JSONValue) -> String {
        id.string.map { "s:\($0)" } ?? "n:\(id)"
    }

    // MARK: The child

    /// Starts a child and gives it what the editor has given so far; false if it cannot be started (the next
    /// message tries again).
    private func start() -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        child = Child(
            process: process, input: input, output: output,
            connection: MessageConnection(
                input: output.fileHandleForReading.fileDescriptor, output: input.fileHandleForWriting.fileDescriptor,
                catalog: catalog))
        running = FileSystem.stamp(of: executable)
        seen = running
        do {
            try process.run()
        } catch {
            log(catalog.text(.lspCannotStart(executable: executable, error: "\(error)")))
            child = nil
            return false
        }
        let writable = input.fileHandleForWriting.fileDescriptor
        _ = fcntl(writable, F_SETFL, fcntl(writable, F_GETFL) | O_NONBLOCK)
        if let initializeParams {
            replayedRequests += 1
            let initialize: JSONValue = [
                "jsonrpc": "2.0", "id": .string("\(Self.ownIdPrefix)\(replayedRequests)"), "method": "initialize",
                "params": initializeParams,
            ]
            forward(initialize.data)
        }
        if initialized { forward(LanguageServer.notification("initialized", [:]).data) }
        for (uri, open) in documents.all.sorted(by: { $0.key < $1.key }) {
            let item: JSONValue = [
                "uri": .string(uri), "languageId": .string(open.languageId),
                "version": .integer(open.document.version), "text": .string(open.document.text),
            ]
            forward(LanguageServer.notification("textDocument/didOpen", ["textDocument": item]).data)
        }
        return true
    }

    /// The child's output ended, because it crashed or was stopped: its unanswered requests get errors.
    ///
    /// The next message starts another child, so that a document that crashes every child costs one start per
    /// edit, not a loop.
    private func childEnded() {
        guard let ended = child else { return }
        child = nil
        ended.process.waitUntilExit()
        let how =
            ended.process.terminationReason == .uncaughtSignal
            ? catalog.text(.lspSignal(number: String(ended.process.terminationStatus)))
            : catalog.text(.lspStatus(status: String(ended.process.terminationStatus)))
        log(catalog.text(.lspServerEnded(how: how)))
        for id in inFlight.values {
            client.send(
                LanguageServer.error(
                    id: id, code: -32803,
                    message: catalog.text(.lspCrashed)))
        }
        inFlight = [:]
    }

    /// Ends the child, once its input is closed, within a second (else it is killed).
    private func stop() {
        guard let stopping = child else { return }
        child = nil
        try? stopping.input.fileHandleForWriting.close()
        let deadline = Date().addingTimeInterval(1)
        while stopping.process.isRunning && Date() < deadline { usleep(10_000) }
        if stopping.process.isRunning { stopping.process.terminate() }
        stopping.process.waitUntilExit()
    }

    private func finish() -> Int32 {
        stop()
        return shutdownRequested ? 0 : 1
    }

    /// Replaces the child when the executable has changed and stayed the same since the last look (a build writing
    /// it is done), and the child has no request in hand.
    private func checkExecutable() {
        lastCheck = Date()
        let now = FileSystem.stamp(of: executable)
        defer { seen = now }
        guard let now, now != running, now == seen, inFlight.isEmpty else { return }
        running = now
        guard child != nil else { return }
        log(catalog.text(.lspExecutableChanged))
        stop()
        _ = start()
    }

    private func log(_ text: String) {
        FileHandle.standardError.write(Data("spec-runner lsp: \(text)\n".utf8))
    }
}
