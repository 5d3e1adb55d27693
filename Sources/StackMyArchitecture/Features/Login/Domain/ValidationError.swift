/// Why a raw value could not become one of the Login value objects.
public enum ValidationError: Error, Equatable, Sendable {
    /// The text is not shaped like an email address (see ``Email``).
    case invalidFormat
    /// The value is empty where something is required (see ``Password``).
    case empty
}
