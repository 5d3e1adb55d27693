import Foundation

/// A run of the runner in a child process, reading both its output pipes so that neither fills: what the editor's
/// lenses start (read between requests with ``read(_:)``, never waiting on it; ADR 0033) and what the MCP server's
/// run tool starts (waited for with ``readToEnd()``).
package final class ScenarioRun {
    private let process = Process()
    private let output = Pipe()
    private let errors = Pipe()
    /// How much of standard error is kept.
    private let errorLimit: Int
    /// What the child wrote to standard output and to standard error (the first `errorLimit` bytes).
    package private(set) var messages: [UInt8] = []
    package private(set) var errorText: [UInt8] = []
    /// The descriptors still open, output first.
    private(set) var open: [Int32]

    /// Starts `executable` with `arguments`, in `workingDirectory` when given, keeping `errorLimit` bytes of its
    /// standard error.
    package init(
        executable: String, arguments: [String], workingDirectory: String? = nil, errorLimit: Int = 1 << 12
    ) throws {
        self.errorLimit = errorLimit
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let workingDirectory { process.currentDirectoryURL = URL(fileURLWithPath: workingDirectory) }
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
            } else if errorText.count < errorLimit {
                errorText += chunk[..<count]
            }
            return false
        }
        open.removeAll { $0 == descriptor }
        return open.isEmpty
    }

    /// Reads both pipes until the child closes them, then waits for it; its exit status.
    package func readToEnd() -> Int32 {
        while !open.isEmpty {
            var descriptors = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            if poll(&descriptors, nfds_t(descriptors.count), -1) < 0 { continue }
            for ready in descriptors where ready.revents != 0 { _ = read(ready.fd) }
        }
        return finish()
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
