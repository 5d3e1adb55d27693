import SpecRunner
import SpecRunnerCore

/// What `spec-runner --help` prints, in the output language (the catalog's `help` text).
enum HelpText {
    static func text(_ catalog: MessageCatalog) -> String {
        catalog.text(.help)
    }
}
