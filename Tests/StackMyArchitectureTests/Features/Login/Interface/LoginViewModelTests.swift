import StackMyArchitecture
import Testing

@MainActor
struct LoginViewModelTests {
    // MARK: - Helpers

    private func makeSUT(
        gatewayResult: Result<Session, AuthError> = .success(Session(token: "t", email: "e")),
        onLoginSucceeded: @escaping @MainActor (Session) -> Void = { _ in }
    ) -> (sut: LoginViewModel, gateway: AuthGatewayStub) {
        let gateway = AuthGatewayStub(result: gatewayResult)
        let useCase = LoginUseCase(authGateway: gateway)
        let sut = LoginViewModel(login: useCase, onLoginSucceeded: onLoginSucceeded)
        return (sut, gateway)
    }

    // MARK: - Initial State

    @Test func initStartsWithEmptyFieldsAndNoError() {
        let (sut, _) = makeSUT()

        #expect(sut.email == "")
        #expect(sut.password == "")
        #expect(!sut.isLoading)
        #expect(sut.errorMessage == nil)
    }

    @Test func theScreenReadsTheSeedsTexts() {
        let (sut, _) = makeSUT()

        #expect(
            [sut.title, sut.emailLabel, sut.passwordLabel, sut.submitTitle] == [
                "Login", "Email", "Contraseña", "Iniciar sesión",
            ])
    }

    // MARK: - Happy Path

    @Test func submitWithValidCredentialsCallsOnLoginSucceeded() async {
        let expectedSession = Session(token: "abc", email: "user@example.com")
        var receivedSession: Session?
        let (sut, _) = makeSUT(
            gatewayResult: .success(expectedSession),
            onLoginSucceeded: { receivedSession = $0 }
        )
        sut.email = "user@example.com"
        sut.password = "pass123"

        await sut.submit()

        #expect(receivedSession == expectedSession)
        #expect(sut.errorMessage == nil)
    }

    // MARK: - Error Display

    @Test func submitWithInvalidEmailShowsEmailErrorMessage() async {
        let (sut, _) = makeSUT()
        sut.email = "invalid"
        sut.password = "pass123"

        await sut.submit()

        #expect(sut.errorMessage == "El email no tiene un formato válido.")
    }

    @Test func submitWithEmptyPasswordShowsPasswordErrorMessage() async {
        let (sut, _) = makeSUT()
        sut.email = "user@example.com"
        sut.password = ""

        await sut.submit()

        #expect(sut.errorMessage == "La contraseña no puede estar vacía.")
    }

    @Test func submitWithRejectedCredentialsShowsCredentialsError() async {
        let (sut, _) = makeSUT(gatewayResult: .failure(.invalidCredentials))
        sut.email = "user@example.com"
        sut.password = "wrong"

        await sut.submit()

        #expect(sut.errorMessage == "Email o contraseña incorrectos.")
    }

    @Test func submitWithConnectivityErrorShowsConnectivityMessage() async {
        let (sut, _) = makeSUT(gatewayResult: .failure(.connectivity))
        sut.email = "user@example.com"
        sut.password = "pass123"

        await sut.submit()

        #expect(sut.errorMessage == "Sin conexión a internet. Inténtalo de nuevo.")
    }

    @Test func submitWithAnUnexpectedFailureShowsTheGenericMessage() async {
        var succeeded = false
        let gateway = AuthGatewaySpy(result: .failure(RemoteAuthGateway.Error.unexpectedStatusCode(500)))
        let sut = LoginViewModel(login: LoginUseCase(authGateway: gateway), onLoginSucceeded: { _ in succeeded = true })
        sut.email = "user@example.com"
        sut.password = "pass123"

        await sut.submit()

        #expect(sut.errorMessage == "Error inesperado. Inténtalo de nuevo.")
        #expect(!succeeded)
    }

    @Test func submitWithInvalidInputNeverReachesTheGateway() async {
        let gateway = AuthGatewaySpy()
        let sut = LoginViewModel(login: LoginUseCase(authGateway: gateway), onLoginSucceeded: { _ in })
        sut.email = "invalid"
        sut.password = "pass123"

        await sut.submit()

        #expect(await gateway.receivedCredentials.isEmpty)
    }

    // MARK: - Loading State

    @Test func submitSetsIsLoadingToFalseAfterCompletion() async {
        let (sut, _) = makeSUT()
        sut.email = "user@example.com"
        sut.password = "pass123"

        await sut.submit()

        #expect(!sut.isLoading)
    }

    @Test func submitIsLoadingWhileTheRequestIsInFlight() async {
        let gateway = ControlledAuthGateway()
        let sut = LoginViewModel(login: LoginUseCase(authGateway: gateway), onLoginSucceeded: { _ in })
        sut.email = "user@example.com"
        sut.password = "pass123"

        let submission = Task { await sut.submit() }
        await gateway.attempts.waitForCalls(1)

        #expect(sut.isLoading)
        #expect(!sut.canSubmit)

        await gateway.attempts.complete(call: 0, with: .success(anySession))
        await submission.value
        #expect(!sut.isLoading)
    }

    @Test func submitWhileARequestIsInFlightSendsNoSecondRequest() async {
        let gateway = ControlledAuthGateway()
        var sessions: [Session] = []
        let sut = LoginViewModel(login: LoginUseCase(authGateway: gateway), onLoginSucceeded: { sessions.append($0) })
        sut.email = "user@example.com"
        sut.password = "pass123"

        let first = Task { await sut.submit() }
        await gateway.attempts.waitForCalls(1)
        await sut.submit()
        await gateway.attempts.complete(call: 0, with: .success(anySession))
        await first.value

        #expect(await gateway.attempts.count == 1)
        #expect(sessions == [anySession])
    }

    @Test func cancellingASubmissionShowsNoMessageAndHandsOnNoSession() async {
        let gateway = ControlledAuthGateway(honoursCancellation: true)
        var sessions: [Session] = []
        let sut = LoginViewModel(login: LoginUseCase(authGateway: gateway), onLoginSucceeded: { sessions.append($0) })
        sut.email = "user@example.com"
        sut.password = "pass123"

        let submission = Task { await sut.submit() }
        await gateway.attempts.waitForCalls(1)
        submission.cancel()
        await submission.value

        #expect(sut.errorMessage == nil, "an abandoned attempt has nothing to tell the user")
        #expect(!sut.isLoading)
        #expect(sessions.isEmpty)
    }

    // MARK: - Error Clearing

    @Test func submitClearsPreviousErrorBeforeNewAttempt() async {
        let gateway = ControlledAuthGateway()
        let sut = LoginViewModel(login: LoginUseCase(authGateway: gateway), onLoginSucceeded: { _ in })
        sut.email = "user@example.com"
        sut.password = "wrong"
        let firstAttempt = Task { await sut.submit() }
        await gateway.attempts.waitForCalls(1)
        await gateway.attempts.complete(call: 0, with: .failure(AuthError.invalidCredentials))
        await firstAttempt.value
        #expect(sut.errorMessage == "Email o contraseña incorrectos.")

        sut.password = "correct"
        let errorCleared = ObservedChange.next { sut.errorMessage }
        let secondAttempt = Task { await sut.submit() }
        await gateway.attempts.waitForCalls(2)

        #expect(errorCleared.happened)
        #expect(sut.errorMessage == nil)
        #expect(sut.isLoading)

        await gateway.attempts.complete(call: 1, with: .failure(AuthError.invalidCredentials))
        await secondAttempt.value
        #expect(sut.errorMessage == "Email o contraseña incorrectos.")
    }

    // MARK: - What the view may do

    @Test(arguments: [
        ("", "", false),
        ("user@example.com", "", false),
        ("", "pass123", false),
        ("invalid", "pass123", true),
        ("user@example.com", "pass123", true),
    ])
    func canSubmitOnlyWhenBothFieldsAreFilledIn(email: String, password: String, expected: Bool) {
        let (sut, _) = makeSUT()
        sut.email = email
        sut.password = password

        #expect(sut.canSubmit == expected)
    }
}
