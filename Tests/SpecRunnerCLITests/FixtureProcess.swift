import Foundation

/// Runs the fixture runner executable (`spec-runner-fixtures`, built beside the tests) as a user would.
struct FixtureProcess {
    struct Result {
        let status: Int32
        let output: String
        let errors: String
        let signaled: Bool
    }

    /// The built fixture runner, next to this test bundle.
    static var executable: URL {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for folder in [beside, beside.deletingLastPathComponent()] {
            let candidate = folder.appendingPathComponent("spec-runner-fixtures")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return root.appendingPathComponent(".build/debug/spec-runner-fixtures")
    }

    /// Runs the fixture runner with `arguments` in `directory`; `signal` is sent after `signalAfter` seconds.
    static func run(
        _ arguments: [String],
        in directory: String,
        signal: Int32? = nil,
        signalAfter: Double = 1,
        timeout: Double = 60
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let outputData = DataBox()
        let errorData = DataBox()
        output.fileHandleForReading.readabilityHandler = { outputData.append($0.availableData) }
        errors.fileHandleForReading.readabilityHandler = { errorData.append($0.availableData) }
        try process.run()
        if let signal {
            Thread.sleep(forTimeInterval: signalAfter)
            kill(process.processIdentifier, signal)
        }
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        process.waitUntilExit()
        output.fileHandleForReading.readabilityHandler = nil
        errors.fileHandleForReading.readabilityHandler = nil
        outputData.append(output.fileHandleForReading.readDataToEndOfFile())
        errorData.append(errors.fileHandleForReading.readDataToEndOfFile())
        return Result(
            status: process.terminationStatus,
            output: outputData.string,
            errors: errorData.string,
            signaled: process.terminationReason == .uncaughtSignal
        )
    }
}

/// Bytes collected from a pipe on another thread.
final class DataBox: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()

    func append(_ more: Data) {
        lock.lock()
        data.append(more)
        lock.unlock()
    }

    var string: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: data, as: UTF8.self)
    }
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
