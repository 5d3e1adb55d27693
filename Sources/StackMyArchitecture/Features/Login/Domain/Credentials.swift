/// A validated email and password pair, the only input an ``AuthGateway`` accepts.
public struct Credentials: Equatable, Sendable {
    /// The validated email.
    public let email: Email
    /// The validated password.
    public let password: Password

    /// Pairs an already validated email and password.
    public init(email: Email, password: Password) {
        self.email = email
        self.password = password
    }
}
