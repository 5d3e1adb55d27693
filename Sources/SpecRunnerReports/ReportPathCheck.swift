/// The checks that keep reports from overwriting each other or the run's own inputs, made before anything is
/// written.
import SpecRunnerCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

package enum ReportPathCheck {
    /// The problem when two reports write the same file (through links and `..` too): one would be lost.
    package static func sameFileTwice(
        _ requests: [(format: String, file: ReportFile)], _ catalog: MessageCatalog
    ) -> Diagnostic? {
        for (position, request) in requests.enumerated() {
            for earlier in requests[..<position] where writeSameFile(earlier.file, request.file) {
                let same = earlier.file.path == request.file.path ? "" : " (\(earlier.file.path))"
                return Diagnostic(
                    .error,
                    path: request.file.path,
                    message: catalog.text(
                        .reportSameFileTwice(format: earlier.format, otherFormat: request.format, same: same)),
                    hint: catalog.text(.reportSameFileTwiceHint(format: request.format))
                )
            }
        }
        return nil
    }

    /// A file or folder a run or a merge reads, which nothing it writes may name.
    package struct Input {
        /// What the input is to the run, for the message.
        package enum Kind {
            /// A feature file or folder given, or found under one.
            case feature
            /// `spec-runner.profiles`.
            case profiles
            /// `--history`.
            case history
            /// `--shard-timings`.
            case shardTimings
            /// A shard's Messages that `merge` reads.
            case shard
        }

        let path: String
        let kind: Kind

        package init(_ path: String, _ kind: Kind) {
            self.path = path
            self.kind = kind
        }
    }

    /// A file a run writes: its path, and what writes it (`nil` for a report, else, e.g., `--history` or
    /// `TEST_SHARD_STATUS_FILE`).
    package typealias Output = (path: String, writer: String?)

    /// The problem when an output would be written over an input (`inputs`), whatever path leads there (links,
    /// `..`): a run, `merge` and Bazel's files are held to this one check before anything is written.
    package static func inputOverwritten(
        by outputs: [Output], inputs: [Input], _ catalog: MessageCatalog
    ) -> Diagnostic? {
        // A folder is no file to write: the output's own check says so, with its hint.
        let files = outputs.filter { (try? FileSystem.kind(of: $0.path)) != .directory }
        let existing = files.compactMap { output in place(of: output.path).map { (output, $0) } }
        guard !existing.isEmpty else { return nil }
        for input in inputs {
            guard let identity = place(of: input.path) else { continue }
            // The history is both read and written: it is only its own output.
            guard let (output, _) = existing.first(where: { $0.1 == identity && !isOwn($0.0, input) }) else {
                continue
            }
            let reason = catalog.text(what(input))
            return Diagnostic(
                .error,
                path: output.path,
                message: output.writer.map { catalog.text(.outputCannotWrite(what: $0, reason: reason)) }
                    ?? catalog.text(.reportCannotWrite(reason: reason)),
                hint: catalog.text(
                    input.kind == .feature ? .reportOverwritesSpecificationHint : .reportOverwritesInputHint)
            )
        }
        return nil
    }

    /// Where `path` leads: the device and inode of what is there, else the resolved path of a file not there
    /// yet (a new history and a new report of the same path are the same file).
    private static func place(of path: String) -> String? {
        if let identity = FileSystem.identity(of: path) { return identity.map(String.init).joined(separator: ":") }
        return ReportFile.resolved(ReportFile.folder(of: path)).map { $0 + "/" + ReportFile.name(of: path) }
    }

    /// Whether `output` is `input` writing itself back (the history).
    private static func isOwn(_ output: Output, _ input: Input) -> Bool {
        input.kind == .history && output.writer == historyWriter && output.path == input.path
    }

    /// The writer of the history, as outputs name it.
    package static let historyWriter = "--history"

    private static func what(_ input: Input) -> Message {
        switch input.kind {
        case .feature:
            (try? FileSystem.kind(of: input.path)) == .directory
                ? .reportIsFeatureFolder(path: input.path) : .reportIsFeatureFile(path: input.path)
        case .profiles: .reportIsProfiles(path: input.path)
        case .history: .reportIsHistory(path: input.path)
        case .shardTimings: .reportIsShardTimings(path: input.path)
        case .shard: .reportIsShard(path: input.path)
        }
    }

    private static func writeSameFile(_ first: ReportFile, _ second: ReportFile) -> Bool {
        if let identity = first.identity, identity == second.identity { return true }
        return first.target == second.target
    }
}
