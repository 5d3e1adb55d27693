/// What a lint found in a feature file: its warnings, and what of the file the run therefore does not check.
package struct LintFindings: Sendable {
    package var warnings: [Diagnostic] = []
    /// The content the warnings are about, for the coverage gate (see ``LostContent``).
    package var lost: [LostContent] = []

    package init(warnings: [Diagnostic] = [], lost: [LostContent] = []) {
        self.warnings = warnings
        self.lost = lost
    }
}
