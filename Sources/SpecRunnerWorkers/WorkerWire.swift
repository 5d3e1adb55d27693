import CucumberMessages
import Foundation
import SpecRunnerCore

/// The one encoding of everything that crosses the worker pipe, in both directions, under one version
/// (ADR 0024).
///
/// Parent → worker, on the worker's standard input:
///
///     <version> TAB <assignment: the run's configuration and the worker's id, JSON with sorted keys> LF
///     <the worker's share of the plan, as bytes (``WorkerShare/bytes``), to the end of the input>
///
/// Worker → parent, on descriptor 3 (``WorkerMessageFormatter``), one line each, the first its version:
///
///     0 TAB <version>
///     1…4 TAB <fields>    the four messages every step sends, tab-separated (``encode(_:)``)
///     {…}                 any other execution envelope, as the message stream's NDJSON
///
/// Each end checks the other's version first, and refuses a stream of another one with an error that names both:
/// a worker is this same executable, so another version means the file was replaced under a running parent.
package enum WorkerWire {
    /// The layout of both directions; change it with any change to the bytes (the golden files in
    /// `Tests/Fixtures/Wire` fail until it is).
    static let version = 4

    /// A stream of another version than ``version``: `theirs` is the other end's (1 for the layout from before
    /// the version, which sent none).
    struct VersionMismatch: Error, Equatable {
        let theirs: Int

        /// The error in `catalog`'s language, the parent's version first.
        func text(_ catalog: MessageCatalog, atParent: Bool) -> String {
            let other = String(theirs)
            let ours = String(WorkerWire.version)
            return catalog.text(.workerWireVersion(runner: atParent ? ours : other, worker: atParent ? other : ours))
        }
    }

    // MARK: Parent → worker

    /// The first line the parent writes, its line feed included.
    static func encode(_ assignment: WorkerAssignment) -> [UInt8] {
        let encoder = JSONEncoder()
        // Sorted: the same configuration is the same bytes, from run to run (the golden file says which).
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var line = Array("\(version)\t".utf8)
        line += (try? encoder.encode(assignment)).map(Array.init) ?? Array("{}".utf8)
        line.append(0x0A)
        return line
    }

    /// What the parent writes after the assignment: the share, or nothing when the worker has none to run.
    static func encode(_ share: WorkerShare?) -> [UInt8] {
        share?.bytes ?? []
    }

    /// The assignment at the start of `input`, and the bytes after its line (the share's first); `nil` when
    /// `input` has no whole line yet.
    ///
    /// Throws for a line of another version, or one that is not an assignment.
    static func decodeAssignment(
        _ input: [UInt8]
    ) throws(Failure) -> (assignment: WorkerAssignment, rest: [UInt8])? {
        guard let end = input.firstIndex(of: 0x0A) else { return nil }
        let line = input[..<end]
        guard let tab = line.firstIndex(of: 0x09), let theirs = Int(String(decoding: line[..<tab], as: UTF8.self))
        else {
            // A JSON line is the assignment of a parent from before the version (``WorkerWire`` 1).
            throw line.first == UInt8(ascii: "{") ? .versionMismatch(VersionMismatch(theirs: 1)) : .malformed
        }
        guard theirs == version else { throw .versionMismatch(VersionMismatch(theirs: theirs)) }
        guard let assignment = try? JSONDecoder().decode(WorkerAssignment.self, from: Data(line[(tab + 1)...])) else {
            throw .malformed
        }
        return (assignment, Array(input[(end + 1)...]))
    }

    /// The share in `bytes` (what followed the assignment); `nil` for none.
    static func decodeShare(_ bytes: [UInt8]) throws(PlanBytes.Malformed) -> WorkerShare? {
        bytes.isEmpty ? nil : try WorkerShare(bytes: bytes)
    }

    /// Reads the worker's first line of standard input, and returns its assignment with the bytes read past it
    /// (the share's first), as soon as the line is whole: the worker gets going while the parent plans.
    ///
    /// Input that is no assignment is someone running `--worker` by hand; the error is worded in the locale's
    /// language, since no run's is known yet.
    package static func readAssignment() throws(WorkerError) -> (assignment: WorkerAssignment, rest: [UInt8]) {
        var bytes: [UInt8] = []
        do throws(Failure) {
            while true {
                let more = readBlock(into: &bytes)
                if let read = try decodeAssignment(bytes) { return read }
                guard more else { throw .malformed }
            }
        } catch {
            let catalog = MessageCatalog.named(environment: ProcessInfo.processInfo.environment)
            guard case .versionMismatch(let mismatch) = error else {
                throw WorkerError(description: catalog.text(.workerInternal))
            }
            throw WorkerError(description: mismatch.text(catalog, atParent: false))
        }
    }

    /// Reads the rest of standard input, after `rest` (read with the first line): the worker's share of the plan;
    /// `nil` when the parent has none for this worker (it closes the input without one).
    ///
    /// Throws, saying so in `catalog`'s language, when the bytes are not a share.
    package static func readShare(after rest: [UInt8], catalog: MessageCatalog) throws(WorkerError) -> WorkerShare? {
        var bytes = rest
        while readBlock(into: &bytes) {}
        do {
            return try decodeShare(bytes)
        } catch {
            throw WorkerError(description: catalog.text(.workerMalformedShare))
        }
    }

    /// Appends what one `read(2)` of standard input gives to `bytes`; `false` at its end (or an error).
    ///
    /// Read from the descriptor, not through `readLine`'s buffer, which would keep the share's first bytes.
    private static func readBlock(into bytes: inout [UInt8]) -> Bool {
        var block = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = Foundation.read(0, &block, block.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            bytes.append(contentsOf: block[0..<count])
            return true
        }
    }

    /// Why bytes from the other end of the pipe were refused.
    enum Failure: Error, Equatable {
        /// The other end speaks another version of the wire.
        case versionMismatch(VersionMismatch)
        /// The bytes are not what the other end's encoder writes.
        case malformed
    }
}
