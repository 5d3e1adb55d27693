import StackMyArchitecture
import Testing

struct StubAuthGatewayTests {
    private let credentials = Credentials(email: try! Email("ana@example.com"), password: try! Password("pass123"))

    @Test func acceptsAnyCredentialsWithASessionForTheTypedEmail() async throws {
        let session = try await StubAuthGateway().authenticate(credentials: credentials)

        #expect(session == Session(token: "stub-token", email: "ana@example.com"))
    }

    @Test(arguments: [AuthError.invalidCredentials, .connectivity])
    func failsWithTheConfiguredError(_ failure: AuthError) async {
        await #expect(throws: failure) {
            try await StubAuthGateway(failure: failure).authenticate(credentials: credentials)
        }
    }

    @Test func stopsWaitingWhenCancelledDuringItsDelay() async {
        let sut = StubAuthGateway(delayNanoseconds: 60_000_000_000)
        let attempt = Task { [credentials] in try await sut.authenticate(credentials: credentials) }

        attempt.cancel()

        await #expect(throws: CancellationError.self) { try await attempt.value }
    }
}
