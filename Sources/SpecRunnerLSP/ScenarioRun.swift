import Foundation

/// A run of a selection of one feature file, started from the editor: a child process of the runner writing its
/// messages to a pipe that the server reads between requests, never waiting on it (ADR 0033, running from the
/// editor).
final class ScenarioRun {
    /// The document the run is of, and its version when the run started.
    let uri: String
    let version: Int
    /// The request that started it (`workspace/executeCommand`), answered when it ends.
    let requestId: JSONValue
    private let process = Process()
    private let output = Pipe()
    private let errors = Pipe()
    /// What the child wrote to standard output (its messages) and to standard error (kept short).
    private(set) var messages: [UInt8] = []
    private(set) var errorText: [UInt8] = []
    /// The descriptors still open, output first.
    private(set) var open: [Int32]

    /// Starts `executable` with `arguments` for the document `uri` at `version`.
    init(executable: String, arguments: [String], uri: String, version: Int, requestId: JSONValue) throws {
        self.uri = uri
        self.version = version
        self.requestId = requestId
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = errors
        open = [output.fileHandleForReading.fileDescriptor, errors.fileHandleForReading.fileDescriptor]
        try process.run()
        // Only the child writes: the end of its output is the end of the run.
        try? output.fileHandleForWriting.close()
        try? errors.fileHandleForWriting.close()
    }

    /// Reads what `descriptor` has (one that `poll` found ready); true once both descriptors have ended.
    func read(_ descriptor: Int32) -> Bool {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { return false }
        if count > 0 {
            if descriptor == output.fileHandleForReading.fileDescriptor {
                messages += chunk[..<count]
            } else if errorText.count < 1 << 12 {
                errorText += chunk[..<count]
            }
            return false
        }
        open.removeAll { $0 == descriptor }
        return open.isEmpty
    }

    /// The child's exit status, once its output has ended.
    func finish() -> Int32 {
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Ends the child at once (a cancelled run) and waits for it.
    func kill() {
        if process.isRunning { Foundation.kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }
}
