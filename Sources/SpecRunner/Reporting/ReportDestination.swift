import Foundation

/// Where a formatter writes: the command's standard output, or a report file.
///
/// Report files are opened before the run starts, so that a path that can't be written stops the run with a
/// clear error instead of losing the report at the end.
final class ReportDestination {
    private enum Target {
        case standardOutput(CommandOutput)
        case file(FileHandle, path: String)
    }

    private let target: Target
    private var buffer: [UInt8] = []

    /// The path written to, or `nil` for standard output.
    var path: String? {
        if case .file(_, let path) = target { return path }
        return nil
    }

    private init(target: Target) {
        self.target = target
    }

    static func standardOutput(_ output: CommandOutput) -> ReportDestination {
        ReportDestination(target: .standardOutput(output))
    }

    /// Creates (or truncates) the report file at `path`; its folder must exist.
    static func file(at path: String) throws(Diagnostic) -> ReportDestination {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw Diagnostic(.error, path: path, message: "cannot write the report: it is a folder")
        }
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty, !FileManager.default.fileExists(atPath: folder) {
            throw Diagnostic(
                .error,
                path: path,
                message: "cannot write the report: the folder \(folder) does not exist",
                hint: "create it first (mkdir -p \(folder))"
            )
        }
        guard FileManager.default.createFile(atPath: path, contents: nil),
            let handle = FileHandle(forWritingAtPath: path)
        else {
            throw Diagnostic(.error, path: path, message: "cannot write the report: permission denied")
        }
        return ReportDestination(target: .file(handle, path: path))
    }

    func write(_ text: String) {
        write(bytes: text.utf8)
    }

    /// Writes UTF-8 `bytes`.
    func write(bytes: some Collection<UInt8>) {
        switch target {
        case .standardOutput(let output):
            output.write(bytes: bytes)
        case .file(let handle, _):
            buffer.append(contentsOf: bytes)
            if buffer.count >= 1 << 16 {
                handle.write(Data(buffer))
                buffer.removeAll(keepingCapacity: true)
            }
        }
    }

    /// Hands what was written to standard output to the operating system now (report files are complete only
    /// at the end anyway).
    func flushStandardOutput() {
        if case .standardOutput(let output) = target { output.flush() }
    }

    /// Hands what was written to standard output to the operating system soon (see
    /// ``CommandOutput/flushSoon()``): a report shows the run as it goes, and a crash loses nothing already
    /// reported.
    func flushStandardOutputSoon() {
        if case .standardOutput(let output) = target { output.flushSoon() }
    }

    func close() {
        switch target {
        case .standardOutput(let output):
            output.flush()
        case .file(let handle, _):
            if !buffer.isEmpty { handle.write(Data(buffer)) }
            buffer.removeAll()
            try? handle.close()
        }
    }
}

extension Diagnostic: Error {}
