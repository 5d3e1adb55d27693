/// Gherkin that a feature file's author wrote but the grammar read as description text: a scenario whose title
/// keyword is misspelt, a step whose keyword is, an outline's examples written under a scenario keyword.
///
/// The run does not check what was lost, so the coverage gate counts it: a lost scenario is one more scenario that
/// is not bound, and a scenario that lost a step (or its examples) is not bound.
package struct LostContent: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        /// A line that was probably a scenario's title (or a step written with no scenario above it).
        case scenario
        /// A step line of the scenarios at ``LostContent/owners`` (several for a background's).
        case step
        /// The examples of the outline at ``LostContent/owners``.
        case examples
    }

    package let kind: Kind
    /// The feature file.
    package let uri: String
    /// The line that was lost.
    package let line: Int
    /// That line, without its indentation.
    let text: String
    /// The lines of the scenarios that lost it (none for a lost scenario).
    let owners: [Int]

    /// Why the scenarios that lost this are not bound, in the coverage gate's words and `catalog`'s language.
    func reason(_ catalog: MessageCatalog) -> String {
        let key: Message =
            switch kind {
            case .scenario: .lostTitleReason
            case .step: .lostStepReason
            case .examples: .lostExamplesReason
            }
        return catalog.text(key, "\(uri):\(line)", text)
    }
}
