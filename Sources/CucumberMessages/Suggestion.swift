/// Code to paste for an undefined step.
public struct Suggestion: Codable, Sendable, Equatable {
    /// One snippet: a step definition in one language.
    public struct Snippet: Codable, Sendable, Equatable {
        /// The snippet's programming language.
        public var language: String
        /// The code.
        public var code: String

        package init(language: String, code: String) {
            self.language = language
            self.code = code
        }
    }

    /// The suggestion's id.
    public var id: String
    /// The undefined pickle step.
    public var pickleStepId: String
    /// One snippet per expression the generator proposes.
    public var snippets: [Snippet]

    package init(id: String, pickleStepId: String, snippets: [Snippet]) {
        self.id = id
        self.pickleStepId = pickleStepId
        self.snippets = snippets
    }
}
