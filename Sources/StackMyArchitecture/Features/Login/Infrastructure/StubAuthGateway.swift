/// An ``AuthGateway`` that needs no server, for previews, local runs and specs.
///
/// After an optional delay it either fails with the configured ``AuthError`` or accepts any
/// credentials, answering a session for the email that was typed.
public struct StubAuthGateway: AuthGateway {
    private let delayNanoseconds: UInt64
    private let failure: AuthError?
    private let token: String

    /// Creates a stub that waits `delayNanoseconds` (so that previews show the loading state), then
    /// throws `failure` if there is one, else answers `Session(token: token, email: <typed email>)`.
    public init(delayNanoseconds: UInt64 = 0, failure: AuthError? = nil, token: String = "stub-token") {
        self.delayNanoseconds = delayNanoseconds
        self.failure = failure
        self.token = token
    }

    /// Waits, then fails or answers as configured.
    ///
    /// - Throws: the configured ``AuthError``, or `CancellationError` if cancelled while waiting.
    public func authenticate(credentials: Credentials) async throws -> Session {
        if delayNanoseconds > 0 {
            try await Task.sleep(nanoseconds: delayNanoseconds)
        }
        if let failure { throw failure }
        return Session(token: token, email: credentials.email.value)
    }
}
