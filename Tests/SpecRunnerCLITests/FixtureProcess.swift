import Foundation
import Synchronization

/// Runs the fixture runner executable (`spec-runner-fixtures`, built beside the tests) as a user would.
struct FixtureProcess {
    struct Result {
        let status: Int32
        let output: String
        let errors: String
        let signaled: Bool
    }

    /// The built fixture runner, next to this test bundle.
    static var executable: URL { executable(named: "spec-runner-fixtures") }

    /// The package's executable `name` (`spec-runner-fixtures`, `spec-runner`), next to this test bundle.
    static func executable(named name: String) -> URL {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for folder in [beside, beside.deletingLastPathComponent()] {
            let candidate = folder.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return root.appendingPathComponent(".build/debug/" + name)
    }

    /// Runs the fixture runner with `arguments` in `directory`; `signal` is sent `signalAfter` seconds after
    /// standard output contains `signalWhenOutputContains`, so that a slow start (a sanitizer, a loaded
    /// machine) cannot make the signal arrive before the run is under way; `signalTwice` sends it again once the runner
    /// has acknowledged the first.
    ///
    /// With `toProcessGroup`, the signal goes to the runner's whole process group, as a terminal's Ctrl-C or a
    /// service manager sends it (`Process` makes the runner the leader of a group of its own).
    ///
    /// A `launcher` command, if given, starts the runner (`["/usr/bin/setpriv", "--reuid=65534", …]` runs it as
    /// another user).
    ///
    /// The waiting happens on a thread of its own: blocking one of the few threads of Swift's cooperative pool
    /// (two on a two-core machine) would stall every other test's tasks meanwhile.
    static func run(
        _ arguments: [String],
        in directory: String,
        signal: Int32? = nil,
        signalWhenOutputContains marker: String = "",
        signalAfter: Double = 0,
        signalTwice: Bool = false,
        toProcessGroup: Bool = false,
        timeout: Double = 60,
        through launcher: [String] = [],
        runner: String = "spec-runner-fixtures"
    ) async throws -> Result {
        try await withCheckedThrowingContinuation { continuation in
            Thread {
                continuation.resume(
                    with: Swift.Result {
                        try runBlocking(
                            arguments, directory, signal.map { (number: $0, toGroup: toProcessGroup) }, marker,
                            signalAfter, signalTwice, timeout, launcher, executable(named: runner))
                    })
            }.start()
        }
    }

    private static func runBlocking(
        _ arguments: [String],
        _ directory: String,
        _ signal: (number: Int32, toGroup: Bool)?,
        _ marker: String,
        _ signalAfter: Double,
        _ signalTwice: Bool,
        _ timeout: Double,
        _ launcher: [String],
        _ executable: URL
    ) throws -> Result {
        let process = Process()
        if let command = launcher.first {
            // Another program starts the runner (`setpriv` to run it as another user).
            process.executableURL = URL(fileURLWithPath: command)
            process.arguments = launcher.dropFirst() + [executable.path] + arguments
        } else {
            process.executableURL = executable
            process.arguments = arguments
        }
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        // The output language follows the locale: these tests read the English texts whatever the machine's is.
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] { environment[name] = nil }
        // A crashing fixture must just die: the runtime's backtracer would keep the pipes open while it works
        // (for minutes under the address sanitizer), and the crash tests read what the runner itself says.
        environment["SWIFT_BACKTRACE"] = "enable=no"
        // Under `swift test --sanitize=address` the fixture is instrumented too; its exit-time leak check would
        // replace the exit status these tests are about (an interrupted run leaves tasks behind on purpose).
        environment["ASAN_OPTIONS"] = [environment["ASAN_OPTIONS"], "detect_leaks=0"].compactMap { $0 }
            .joined(separator: ":")
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let outputData = DataBox()
        let errorData = DataBox()
        output.fileHandleForReading.readToEndOnThread { outputData.append($0) }
        errors.fileHandleForReading.readToEndOnThread { errorData.append($0) }
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        if let signal {
            while process.isRunning && Date() < deadline && !outputData.string.contains(marker) {
                Thread.sleep(forTimeInterval: 0.01)
            }
            Thread.sleep(forTimeInterval: signalAfter)
            kill(signal.toGroup ? -process.processIdentifier : process.processIdentifier, signal.number)
            if signalTwice {
                // Once the runner has said it got the first, as a person pressing Ctrl-C again would.
                while process.isRunning && Date() < deadline && !errorData.string.contains("send it again") {
                    Thread.sleep(forTimeInterval: 0.01)
                }
                Thread.sleep(forTimeInterval: 0.5)
                kill(signal.toGroup ? -process.processIdentifier : process.processIdentifier, signal.number)
            }
        }
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        process.waitUntilExit()
        // What is still in the pipes arrives through the reading threads; a descendant that kept a pipe open must not
        // hang the test, so this waits for the end of both streams a few seconds at most.
        let drained = Date().addingTimeInterval(5)
        while !(outputData.ended && errorData.ended) && Date() < drained { Thread.sleep(forTimeInterval: 0.01) }
        return Result(
            status: process.terminationStatus,
            output: outputData.string,
            errors: errorData.string,
            signaled: process.terminationReason == .uncaughtSignal
        )
    }
}

/// Bytes collected from a pipe on another thread.
final class DataBox: Sendable {
    /// What was read, and whether the writing end was closed and everything was read.
    private let state = Mutex((data: Data(), reachedEnd: false))

    /// Adds what was read; an empty read is the end of the stream.
    func append(_ more: Data) {
        state.withLock { state in
            if more.isEmpty { state.reachedEnd = true }
            state.data.append(more)
        }
    }

    /// Whether the writing end was closed and everything was read.
    var ended: Bool {
        state.withLock { $0.reachedEnd }
    }

    var string: String {
        state.withLock { String(decoding: $0.data, as: UTF8.self) }
    }
}

extension FileHandle {
    /// Reads until the end of the stream with blocking reads on a thread of its own, handing each read to `received`
    /// (an empty one at the end).
    ///
    /// Not `readabilityHandler`: on Linux, tearing its dispatch read source down races with other sources and can
    /// crash the whole test process in libdispatch's event loop (swift-corelibs-libdispatch issue 949).
    func readToEndOnThread(_ received: @escaping @Sendable (Data) -> Void) {
        Thread {
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = buffer.withUnsafeMutableBytes { systemRead(self.fileDescriptor, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                received(count > 0 ? Data(buffer[0..<count]) : Data())
                if count <= 0 { return }
            }
        }.start()
    }
}

/// `read(2)`, which a method of `FileHandle` cannot name unqualified (its own `read` methods shadow it).
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

/// A temporary folder of files, removed when the test ends.
final class Scratch {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "spec-runner-cli-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        try write(name, Data(text.utf8))
    }

    @discardableResult
    func write(_ name: String, _ data: Data) throws -> String {
        let file = path + "/" + name
        try FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent,
            withIntermediateDirectories: true
        )
        try data.write(to: URL(fileURLWithPath: file))
        return file
    }
}
