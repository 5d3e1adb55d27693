/// The port Login authenticates through; implemented in Infrastructure (remote or stub).
public protocol AuthGateway: Sendable {
    /// Exchanges valid credentials for a session.
    ///
    /// - Throws: an ``AuthError`` for the failures the business distinguishes; any other error means
    ///   something unexpected happened (for example the server answered with something unreadable).
    func authenticate(credentials: Credentials) async throws -> Session
}
