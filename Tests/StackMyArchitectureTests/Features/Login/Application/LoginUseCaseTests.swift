import StackMyArchitecture
import Testing

struct LoginUseCaseTests {
    @Test func deliversTheGatewaysSessionForValidInput() async throws {
        let gateway = AuthGatewaySpy(result: .success(anySession))
        let sut = LoginUseCase(authGateway: gateway)

        let session = try await sut.execute(email: "user@example.com", password: "pass123")

        #expect(session == anySession)
    }

    @Test func sendsTheValidatedCredentialsToTheGatewayOnce() async throws {
        let gateway = AuthGatewaySpy()
        let sut = LoginUseCase(authGateway: gateway)

        _ = try await sut.execute(email: "user@example.com", password: "pass123")

        let expected = Credentials(email: try Email("user@example.com"), password: try Password("pass123"))
        #expect(await gateway.receivedCredentials == [expected])
    }

    @Test(arguments: [
        ("invalid", "pass123", LoginUseCase.Error.invalidEmail),
        ("user@example.com", "", .emptyPassword),
        ("invalid", "", .invalidEmail),
    ])
    func rejectsInvalidInputWithoutCallingTheGateway(email: String, password: String, expected: LoginUseCase.Error)
        async
    {
        let gateway = AuthGatewaySpy()
        let sut = LoginUseCase(authGateway: gateway)

        await #expect(throws: expected) { try await sut.execute(email: email, password: password) }
        #expect(await gateway.receivedCredentials.isEmpty)
    }

    @Test(arguments: [
        (AuthError.invalidCredentials, LoginUseCase.Error.invalidCredentials),
        (.connectivity, .connectivity),
    ])
    func translatesTheGatewaysBusinessFailures(_ failure: AuthError, _ expected: LoginUseCase.Error) async {
        let sut = LoginUseCase(authGateway: AuthGatewaySpy(result: .failure(failure)))

        await #expect(throws: expected) { try await sut.execute(email: "user@example.com", password: "pass123") }
    }

    @Test func passesAnyOtherGatewayErrorOnUnchanged() async {
        let sut = LoginUseCase(authGateway: AuthGatewaySpy(result: .failure(RemoteAuthGateway.Error.invalidData)))

        await #expect(throws: RemoteAuthGateway.Error.invalidData) {
            try await sut.execute(email: "user@example.com", password: "pass123")
        }
    }
}
