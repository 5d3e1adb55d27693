import Foundation
import SpecRunner
import SpecRunnerCore

/// Bazel's test protocol, read from the environment `bazel test` gives a test: the shard to run
/// (`TEST_TOTAL_SHARDS`, `TEST_SHARD_INDEX`, acknowledged by touching `TEST_SHARD_STATUS_FILE`), where to write
/// JUnit XML (`XML_OUTPUT_FILE`), the test's scratch folder (`TEST_TMPDIR`) and where Bazel collects warnings
/// (`TEST_WARNINGS_OUTPUT_FILE`).
struct BazelTestEnvironment {
    /// The shard Bazel asks for, 1-based as `--shard` counts.
    let shard: Shard?
    let shardStatusFile: String?
    let junitFile: String?
    let temporaryDirectory: String?
    let warningsFile: String?

    /// Reads the protocol's variables; empty ones count as unset.
    ///
    /// A problem is worded in `catalog`'s language.
    init(_ environment: [String: String], catalog: MessageCatalog) throws(RunArguments.UsageError) {
        func value(_ name: String) -> String? { environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        let total = value("TEST_TOTAL_SHARDS")
        let index = value("TEST_SHARD_INDEX")
        if total == nil && index == nil {
            shard = nil
        } else {
            // Bazel counts shards from 0; `--shard` from 1.
            // The index is checked before it is counted from 1: Int.max + 1 would trap.
            guard let total, let index, let count = Int(total), let zeroBased = Int(index), zeroBased < count,
                let shard = Shard(index: zeroBased + 1, count: count)
            else {
                let unset = catalog.text(.bazelUnset)
                throw RunArguments.UsageError(
                    message: catalog.text(.bazelInvalidShard(index: index ?? unset, total: total ?? unset)),
                    hint: catalog.text(.bazelInvalidShardHint)
                )
            }
            self.shard = shard
        }
        shardStatusFile = value("TEST_SHARD_STATUS_FILE")
        junitFile = value("XML_OUTPUT_FILE")
        temporaryDirectory = value("TEST_TMPDIR")
        warningsFile = value("TEST_WARNINGS_OUTPUT_FILE")
    }

    /// Puts Bazel's shard (unless the command line gives one) and JUnit file into `configuration`.
    func apply(to configuration: inout RunConfiguration) {
        if configuration.shard == nil { configuration.shard = shard }
        if let junitFile, !configuration.formats.contains(FormatRequest(name: "junit", path: junitFile)) {
            // The terminal keeps its report: Bazel shows it as the test's log.
            if configuration.formats.isEmpty { configuration.formats.append(FormatRequest(name: "pretty")) }
            configuration.formats.append(FormatRequest(name: "junit", path: junitFile))
        }
    }

    /// What Bazel should show about how `configuration` departs from what it asked.
    func warnings(for configuration: RunConfiguration) -> [String] {
        guard let shard, let given = configuration.shard, given.index != shard.index || given.count != shard.count
        else { return [] }
        return [
            configuration.catalog.text(
                .bazelShardOverridden(given: "\(given.index)/\(given.count)", bazel: "\(shard.index)/\(shard.count)"))
        ]
    }

    /// Does what Bazel expects of a test before it runs: says it knows sharding (a test that does not is run
    /// whole in every shard, or rejected), gives step code the test's scratch folder as `TMPDIR`, and writes
    /// `warnings` where Bazel shows them; nothing, and the problem, when one of these files is an input of
    /// `configuration`'s run (a feature file, its profiles…).
    func prepare(warnings: [String], for configuration: RunConfiguration) throws(Diagnostic) {
        let outputs = [("TEST_SHARD_STATUS_FILE", shardStatusFile), ("TEST_WARNINGS_OUTPUT_FILE", warningsFile)]
        let named = outputs.compactMap { writer, path in path.map { (path: $0, writer: Optional(writer)) } }
        if let problem = SpecRun.outputOverwritesInput(named, configuration) { throw problem }
        if shard != nil, let shardStatusFile { Self.touch(shardStatusFile) }
        if let temporaryDirectory, (ProcessInfo.processInfo.environment["TMPDIR"] ?? "").isEmpty {
            setenv("TMPDIR", temporaryDirectory, 1)
        }
        if let warningsFile, !warnings.isEmpty {
            _ = FileManager.default.createFile(
                atPath: warningsFile, contents: Data(warnings.map { "spec-runner: \($0)\n" }.joined().utf8))
        }
    }

    /// Creates `path` or updates its time, as `touch` does: what it holds stays (Bazel only looks for it).
    private static func touch(_ path: String) {
        // Non-blocking: a FIFO without a reader is not waited on.
        let descriptor = open(path, O_WRONLY | O_CREAT | O_NONBLOCK | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { return }
        _ = futimens(descriptor, nil)
        close(descriptor)
    }
}
