import Foundation
import SpecRunnerCore

/// Where a formatter writes: the command's standard output, or a report file.
///
/// A report file's path is checked before the run starts, so that a path that can't be written stops the run
/// with a clear error instead of losing the report at the end; the file itself changes only once the run is over
/// (see ``ReportFile``).
package final class ReportDestination {
    private enum Target {
        case standardOutput(CommandOutput)
        case file(ReportFile)
    }

    private let target: Target

    /// The path written to, or `nil` for standard output.
    var path: String? {
        if case .file(let file) = target { return file.path }
        return nil
    }

    /// The report file, or `nil` for standard output.
    package var file: ReportFile? {
        if case .file(let file) = target { return file }
        return nil
    }

    private init(target: Target) {
        self.target = target
    }

    package static func standardOutput(_ output: CommandOutput) -> ReportDestination {
        ReportDestination(target: .standardOutput(output))
    }

    /// A report file at `path`, checked but not yet written (see ``ReportFile``); its problems are worded in
    /// `catalog`'s language.
    package static func file(at path: String, catalog: MessageCatalog) throws(Diagnostic) -> ReportDestination {
        ReportDestination(target: .file(try ReportFile(path: path, catalog: catalog)))
    }

    func write(_ text: String) {
        write(bytes: text.utf8)
    }

    /// Writes UTF-8 `bytes`.
    func write(bytes: some Collection<UInt8>) {
        switch target {
        case .standardOutput(let output): output.write(bytes: bytes)
        case .file(let file): file.write(bytes: bytes)
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

    /// Ends the report: standard output is flushed, a report file put in place; the problem, if it could not be.
    package func close() -> Diagnostic? {
        switch target {
        case .standardOutput(let output):
            output.flush()
            return nil
        case .file(let file):
            return file.commit()
        }
    }
}
