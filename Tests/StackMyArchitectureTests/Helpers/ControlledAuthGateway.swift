import StackMyArchitecture

/// A gateway whose every authentication waits until the test answers it (see ``PendingCalls``).
struct ControlledAuthGateway: AuthGateway {
    let attempts: PendingCalls<Session>

    init(honoursCancellation: Bool = false) {
        attempts = PendingCalls(honoursCancellation: honoursCancellation)
    }

    func authenticate(credentials: Credentials) async throws -> Session {
        try await attempts.next()
    }
}
