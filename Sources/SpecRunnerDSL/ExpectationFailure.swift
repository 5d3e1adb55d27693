import SpecRunnerCatalog

/// A failed expectation in a step: what was expected, what happened, and where the expectation is written.
///
/// Its text is worded in the run's output language when the step's result is reported: give a step library's
/// own text as a ``LocalizedText``; the expected and actual values of ``expect(_:equals:_:file:line:)`` are
/// worded by the runner.
public struct ExpectationFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, in English, such as "expected: .empty\n     got: .error(…)".
    public var message: String { words(in: "en") }
    /// The step library's own text, when it gave one.
    public let reason: LocalizedText?
    /// The compared values, shown (strings quoted), when the failure is a comparison.
    public let comparison: Comparison?
    /// The source file of the failed expectation.
    public let file: String
    /// Its line.
    public let line: Int

    /// The two values of a failed comparison, as a failure shows them.
    public struct Comparison: Sendable, Equatable {
        /// The value the step expected.
        public let expected: String
        /// The value it got.
        public let actual: String

        /// Creates the comparison from the two values as shown.
        public init(expected: String, actual: String) {
            self.expected = expected
            self.actual = actual
        }
    }

    /// Creates a failure located at the caller, with a text that reads the same in every language.
    public init(_ message: String, file: String = #filePath, line: Int = #line) {
        self.init(LocalizedText(same: message), file: file, line: line)
    }

    /// Creates a failure located at the caller, with a text in each language.
    public init(_ message: LocalizedText, file: String = #filePath, line: Int = #line) {
        self.init(reason: message, comparison: nil, file: file, line: line)
    }

    /// Creates a failed comparison located at the caller, with the step library's text before the values.
    public init(
        reason: LocalizedText?, comparison: Comparison?, file: String = #filePath, line: Int = #line
    ) {
        self.reason = reason
        self.comparison = comparison
        self.file = file
        self.line = line
    }

    /// The text in the language of `code` (`en`, `es`): the reason, then the compared values.
    public func words(in code: String) -> String {
        let catalog = MessageCatalog.named(code) ?? .english
        var lines = reason.map { [$0.text(in: catalog.code)] } ?? []
        if let comparison {
            lines.append(catalog.text(.expectExpected(expected: comparison.expected)))
            lines.append(catalog.text(.expectGot(actual: comparison.actual)))
        }
        return lines.joined(separator: "\n")
    }

    /// The message, in English.
    public var description: String { message }
}
