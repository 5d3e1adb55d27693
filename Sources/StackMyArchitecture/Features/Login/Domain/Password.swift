/// A password the user typed: any non-empty text.
///
/// Strength rules belong to sign-up, not to Login; spaces are legitimate password characters, so
/// nothing is trimmed.
public struct Password: Equatable, Sendable {
    /// The password exactly as it was given.
    public let value: String

    /// Accepts any non-empty `value`.
    ///
    /// - Throws: ``ValidationError/empty`` when `value` is empty.
    public init(_ value: String) throws {
        guard !value.isEmpty else { throw ValidationError.empty }
        self.value = value
    }
}
