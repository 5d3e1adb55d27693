import StackMyArchitecture

/// Records the credentials of every authentication and answers each with the same result.
actor AuthGatewaySpy: AuthGateway {
    private(set) var receivedCredentials: [Credentials] = []
    private let result: Result<Session, any Error>

    init(result: Result<Session, any Error> = .success(anySession)) {
        self.result = result
    }

    func authenticate(credentials: Credentials) async throws -> Session {
        receivedCredentials.append(credentials)
        return try result.get()
    }
}
