import GherkinCommand
import SpecRunner
import SpecRunnerCore

/// The wording of `spec-runner gherkin`'s notices in the output language (the command has no text of its own).
enum GherkinNoticeText {
    /// `notice` as a line (without its newline), or the usage text.
    static func text(_ notice: GherkinCommand.Notice, _ catalog: MessageCatalog) -> String {
        let error = catalog.text(.error) + ": "
        switch notice {
        case .usage: return catalog.text(.gherkinUsage)
        case .unknownOption(let option): return error + catalog.text(.gherkinUnknownOption(option: option))
        case .needsFiles: return error + catalog.text(.gherkinNeedsFiles)
        case .cannotRead(let path, let reason):
            let why: Message =
                switch reason {
                case .noSuchFile: .gherkinNoSuchFile
                case .directory: .gherkinDirectory
                case .notReadable: .gherkinNotReadable
                }
            return error + catalog.text(.gherkinCannotRead(path: path, reason: catalog.text(why)))
        }
    }
}
