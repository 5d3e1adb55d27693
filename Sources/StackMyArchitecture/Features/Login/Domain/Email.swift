/// An email address that has passed the Login format rules.
///
/// The rules are deliberately simple (the server is the authority on whether an account exists):
/// exactly one `@`, a non-empty local part, and a domain made of at least two non-empty labels
/// separated by `.` (so `user@example.com` passes; `user@example`, `user@.com` and `user@example.`
/// do not). Nothing is trimmed or lower-cased silently: whitespace or control characters anywhere
/// make the address invalid, so what the user typed is exactly what is sent.
public struct Email: Equatable, Hashable, Sendable {
    /// The address exactly as it was given.
    public let value: String

    /// Validates `value` and keeps it unchanged.
    ///
    /// - Throws: ``ValidationError/invalidFormat`` when `value` breaks any of the rules above.
    public init(_ value: String) throws {
        guard Self.isWellFormed(value) else { throw ValidationError.invalidFormat }
        self.value = value
    }

    private static func isWellFormed(_ value: String) -> Bool {
        let hasBlankOrControl = value.unicodeScalars.contains {
            $0.properties.isWhitespace || $0.properties.generalCategory == .control
        }
        guard !hasBlankOrControl else { return false }
        let parts = value.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, let local = parts.first, let domain = parts.last, !local.isEmpty else {
            return false
        }
        let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
        return labels.count >= 2 && labels.allSatisfy { !$0.isEmpty }
    }
}
