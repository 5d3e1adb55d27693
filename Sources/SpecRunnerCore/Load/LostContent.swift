/// Something a feature file's author wrote that the run does not check, though the files load: a scenario or step
/// the grammar read as description text, an outline's examples written under a scenario keyword, a placeholder
/// that names no column, examples without rows, an examples column no step uses, a file that looks like a feature
/// file but is not read.
///
/// One rule for all of them, applied by the coverage gate (``ScenarioCoverage``): the scenarios it belongs to
/// (``owners``) are not bound; when it belongs to no scenario that was counted (a lost title, an outline whose
/// examples have no rows, a file not read), it is one more scenario that is not bound. Either way the run is not
/// green.
package struct LostContent: Sendable, Equatable {
    package enum Kind: Sendable, Equatable, CaseIterable {
        /// A line that was probably a scenario's title (or a step written with no scenario above it).
        case scenario
        /// A step line of the scenarios at ``LostContent/owners`` (several for a background's).
        case step
        /// The examples of the outline at ``LostContent/owners``.
        case examples
        /// Another line meant as Gherkin (a background's title, a keyword in an examples' description), of the
        /// scenarios at ``LostContent/owners`` or of none.
        case line
        /// A `<placeholder>` of the outline at ``LostContent/owners`` that no column fills.
        case placeholder
        /// Examples of the outline at ``LostContent/owners`` with a header and no rows.
        case emptyExamples
        /// An examples column of the outline at ``LostContent/owners`` that no step uses.
        case unusedColumn
        /// A file whose name looks like a feature file's, which a folder's run does not read.
        case unreadFile
        /// A tag a letter or two from one `--tags` names, which no file has: its scenarios leave the run.
        case tag
    }

    package let kind: Kind
    /// The feature file.
    package let uri: String
    /// The line that was lost.
    package let line: Int
    /// That line, without its indentation (or what on it is not checked).
    let text: String
    /// The lines of the scenarios that lost it (none for a lost scenario).
    package let owners: [Int]

    /// Where it is, as the reports name it: a file not read has no line.
    package var place: String { kind == .unreadFile ? uri : "\(uri):\(line)" }

    /// Why the scenarios that lost this are not bound, in the coverage gate's words and `catalog`'s language.
    func reason(_ catalog: MessageCatalog) -> String {
        let message: Message =
            switch kind {
            case .scenario: .lostTitleReason(place: place, text: text)
            case .step: .lostStepReason(place: place, text: text)
            case .examples: .lostExamplesReason(place: place, text: text)
            case .line: .lostLineReason(place: place, text: text)
            case .placeholder: .lostPlaceholderReason(place: place, text: text)
            case .emptyExamples: .lostEmptyExamplesReason(place: place, text: text)
            case .unusedColumn: .lostUnusedColumnReason(place: place, text: text)
            case .unreadFile: .lostFileReason(place: place)
            case .tag: .lostTagReason(place: place, tag: text)
            }
        return catalog.text(message)
    }

    /// How many of each kind, in a phrase of `catalog`'s language: `1 scenario, 2 steps`.
    package static func counts(_ lost: [LostContent], _ catalog: MessageCatalog) -> String {
        Kind.allCases.compactMap { kind -> String? in
            let number = lost.filter { $0.kind == kind }.count
            return number == 0 ? nil : catalog.text(kind.countMessage(number))
        }
        .joined(separator: ", ")
    }
}

extension LostContent.Kind {
    /// The phrase that counts content of this kind.
    fileprivate func countMessage(_ count: Int) -> Message {
        switch self {
        case .scenario: .lostScenarios(count: count)
        case .step: .lostSteps(count: count)
        case .examples: .lostExamples(count: count)
        case .line: .lostLines(count: count)
        case .placeholder: .lostPlaceholders(count: count)
        case .emptyExamples: .lostEmptyExamples(count: count)
        case .unusedColumn: .lostUnusedColumns(count: count)
        case .unreadFile: .lostFiles(count: count)
        case .tag: .lostTags(count: count)
        }
    }
}
