/// The authentication failures the business cares about.
public enum AuthError: Error, Equatable, Sendable {
    /// The server rejected the email and password.
    case invalidCredentials
    /// The server could not be reached (no internet, timeout, DNS…).
    case connectivity
}
