import StackMyArchitecture

/// Answers every authentication with the same result (the seeds' `AuthGatewayStub`).
struct AuthGatewayStub: AuthGateway, Sendable {
    let result: Result<Session, AuthError>

    func authenticate(credentials: Credentials) async throws -> Session {
        try result.get()
    }
}
