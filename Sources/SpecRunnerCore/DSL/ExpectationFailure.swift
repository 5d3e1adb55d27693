/// A failed expectation in a step: what was expected, what happened, and where the expectation is written.
public struct ExpectationFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, such as "expected .empty, got .error(…)".
    public let message: String
    /// The source file of the failed expectation.
    public let file: String
    /// Its line.
    public let line: Int

    /// Creates a failure located at the caller.
    public init(_ message: String, file: String = #filePath, line: Int = #line) {
        self.message = message
        self.file = file
        self.line = line
    }

    /// The message.
    public var description: String { message }
}
