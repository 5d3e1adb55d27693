extension Diagnostic {
    /// An edit of the diagnostic's file that fixes its problem: `length` scalars from `line`:`column` replaced by
    /// `replacement`, titled in the output language (an editor's quick fix).
    package struct Fix: Sendable, Equatable {
        /// What the edit does, for the person choosing it (`Replace with «Escenario:»`).
        package var title: String
        /// The 1-based line the edit starts on.
        package var line: Int
        /// The 1-based column, in Unicode scalars, the edit starts at.
        package var column: Int
        /// How many scalars of the line it replaces (0 inserts).
        package var length: Int
        /// The text put in their place.
        package var replacement: String

        /// Replaces `old`, at `line`:`column`, with `new`, titled `title` or else `Replace with «new»`.
        package static func replacing(
            _ old: some StringProtocol, at line: Int, column: Int, with new: String, title: Message? = nil,
            catalog: MessageCatalog
        ) -> Fix {
            Fix(
                title: catalog.text(title ?? .quickFixReplace(text: new)), line: line, column: column,
                length: old.unicodeScalars.count, replacement: new)
        }
    }
}
