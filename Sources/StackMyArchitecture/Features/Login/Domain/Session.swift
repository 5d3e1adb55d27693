/// An authenticated session, as the server granted it.
public struct Session: Equatable, Hashable, Sendable {
    /// The opaque token the server issued.
    public let token: String
    /// The email of the signed-in user, as the server reported it.
    public let email: String

    /// Creates a session from the server's token and the user's email.
    public init(token: String, email: String) {
        self.token = token
        self.email = email
    }
}
