/// The checks that keep reports from overwriting each other or the run's own inputs, made before anything is
/// written.
import SpecRunnerCore

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
                    message: catalog.text(.reportSameFileTwice, earlier.format, request.format, same),
                    hint: catalog.text(.reportSameFileTwiceHint, request.format)
                )
            }
        }
        return nil
    }

    /// The problem when a report would be written over a feature file or folder of the run (`inputs`: the paths
    /// given and the feature files found under them), whatever path leads there.
    package static func inputOverwritten(
        by files: [ReportFile], inputs: [String], _ catalog: MessageCatalog
    ) -> Diagnostic? {
        let existing = files.filter { $0.identity != nil }
        guard !existing.isEmpty else { return nil }
        for input in inputs {
            guard let identity = FileSystem.identity(of: input) else { continue }
            guard let file = existing.first(where: { $0.identity == identity }) else { continue }
            let isFolder = (try? FileSystem.kind(of: input)) == .directory
            return Diagnostic(
                .error,
                path: file.path,
                message: catalog.text(
                    .reportCannotWrite,
                    catalog.text(isFolder ? .reportIsFeatureFolder : .reportIsFeatureFile, input)),
                hint: catalog.text(.reportOverwritesSpecificationHint)
            )
        }
        return nil
    }

    private static func writeSameFile(_ first: ReportFile, _ second: ReportFile) -> Bool {
        if let identity = first.identity, identity == second.identity { return true }
        return first.target == second.target
    }
}
