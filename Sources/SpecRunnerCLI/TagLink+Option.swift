import SpecRunner
import SpecRunnerCore

extension TagLink {
    /// A `--link PATTERN TEMPLATE` (or a profile's `link`): a usage error in the output language, at the column
    /// of its problem, when it does not read.
    init(option value: String, catalog: MessageCatalog) throws(RunArguments.UsageError) {
        do {
            try self.init(parsing: value)
        } catch {
            let words = value.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            let (message, hint): (Message, Message) =
                switch error.kind {
                case .notPatternAndTemplate: (.linkNotPatternAndTemplate, .linkHint)
                case .patternWithoutAt: (.linkPatternWithoutAt(pattern: words[0]), .linkHint)
                case .invalidPattern: (.linkInvalidPattern(pattern: words[0]), .linkHint)
                case .notWebAddress: (.linkNotWebAddress(template: words[1]), .linkHint)
                case .badPlaceholder: (.linkBadPlaceholder, .linkPlaceholderHint)
                case .unknownGroup(let number, let groups):
                    (.linkUnknownGroup(number: String(number), groups: String(groups)), .linkPlaceholderHint)
                }
            throw RunArguments.UsageError(
                message: catalog.text(message), hint: catalog.text(hint), column: error.column)
        }
    }
}
