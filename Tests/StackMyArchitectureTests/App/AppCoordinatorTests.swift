import Foundation
import StackMyArchitecture
import Testing

@MainActor
struct AppCoordinatorTests {
    private func makeSUT(
        session: Session? = nil,
        authGateway: any AuthGateway = StubAuthGateway(),
        productRepository: any ProductRepository = StubProductRepository()
    ) -> (AppCoordinator, SessionStore) {
        let store = SessionStore(session: session)
        let root = CompositionRoot(
            configuration: .local(authGateway: authGateway, productRepository: productRepository),
            locale: spanish
        )
        return (root.makeCoordinator(sessionStore: store), store)
    }

    private func logIn(through sut: AppCoordinator) async throws {
        guard case .login(let login) = sut.screen else {
            Issue.record("expected the Login screen, got \(sut.route)")
            return
        }
        login.email = "user@example.com"
        login.password = "pass123"
        await login.submit()
    }

    // MARK: - Start

    @Test func startsOnLoginWithoutASession() {
        let (sut, _) = makeSUT()

        #expect(sut.route == .login)
        #expect(sut.pendingDestination == nil)
    }

    @Test func startsOnTheCatalogWithAValidSession() {
        let (sut, _) = makeSUT(session: anySession)

        #expect(sut.route == .catalog)
    }

    // MARK: - Protected routes

    @Test func routeToLoginWhenCatalogRequestedWithoutSession() {
        let (sut, _) = makeSUT()

        sut.navigate(to: .catalog)

        #expect(sut.route == .login)
        #expect(sut.pendingDestination == .catalog)
    }

    @Test func aSessionWithoutATokenIsNotAValidSession() {
        let (sut, _) = makeSUT(session: Session(token: "", email: "user@example.com"))

        sut.navigate(to: .catalog)

        #expect(sut.route == .login)
    }

    @Test func routeToLoginWhenCatalogDeepLinkOpenedWithoutSession() {
        let (sut, _) = makeSUT()

        let handled = sut.open(deepLink: URL(string: "stackmyarchitecture://catalog")!)

        #expect(handled)
        #expect(sut.route == .login)
        #expect(sut.pendingDestination == .catalog)
    }

    @Test func showsTheCatalogWhenRequestedWithAValidSession() {
        let (sut, _) = makeSUT(session: anySession)
        sut.navigate(to: .login)

        sut.navigate(to: .catalog)

        #expect(sut.route == .catalog)
        #expect(sut.pendingDestination == nil)
    }

    @Test func ignoresADeepLinkToAnUnknownPlace() {
        let (sut, _) = makeSUT()

        let handled = sut.open(deepLink: URL(string: "stackmyarchitecture://checkout")!)

        #expect(!handled)
        #expect(sut.route == .login)
        #expect(sut.pendingDestination == nil)
    }

    // MARK: - Continuing after login

    @Test func continuesToTheIntendedDestinationAfterASuccessfulLogin() async throws {
        let (sut, store) = makeSUT(authGateway: StubAuthGateway(token: "fresh-token"))
        sut.open(deepLink: URL(string: "stackmyarchitecture://catalog")!)

        try await logIn(through: sut)

        #expect(sut.route == .catalog)
        #expect(sut.pendingDestination == nil)
        #expect(store.session == Session(token: "fresh-token", email: "user@example.com"))
    }

    @Test func goesToTheCatalogAfterLoginWhenNoDestinationWasPending() async throws {
        let (sut, _) = makeSUT()

        try await logIn(through: sut)

        #expect(sut.route == .catalog)
    }

    @Test func staysOnLoginWithTheDestinationPendingWhenLoginFails() async throws {
        let (sut, store) = makeSUT(authGateway: StubAuthGateway(failure: .invalidCredentials))
        sut.navigate(to: .catalog)

        try await logIn(through: sut)

        #expect(sut.route == .login)
        #expect(sut.pendingDestination == .catalog)
        #expect(store.session == nil)
        guard case .login(let login) = sut.screen else { return }
        #expect(login.errorMessage == "Email o contraseña incorrectos.")
    }

    @Test func askingForLoginItselfForgetsThePendingDestination() {
        let (sut, _) = makeSUT()
        sut.navigate(to: .catalog)

        sut.navigate(to: .login)

        #expect(sut.pendingDestination == nil)
    }

    // MARK: - Leaving

    @Test func logoutForgetsTheSessionAndShowsLogin() {
        let (sut, store) = makeSUT(session: anySession)

        sut.logout()

        #expect(sut.route == .login)
        #expect(store.session == nil)
    }

    @Test func leavingTheCatalogCancelsItsLoadAndNoLateStateIsPublished() async {
        let repository = ControlledProductRepository(honoursCancellation: false)
        let (sut, _) = makeSUT(session: anySession, productRepository: repository)
        guard case .catalog(let catalog) = sut.screen else {
            Issue.record("expected the Catalog screen")
            return
        }
        let load = catalog.start()
        await repository.loads.waitForCalls(1)

        sut.logout()
        await repository.loads.waitForCancellation(ofCall: 0)
        await repository.loads.complete(call: 0, with: .success([makeProduct()]))
        await load.value

        #expect(catalog.state == .loading)
    }

    // MARK: - Selection

    @Test func recordsTheProductPickedInTheCatalog() {
        let (sut, _) = makeSUT(session: anySession)
        guard case .catalog(let catalog) = sut.screen else {
            Issue.record("expected the Catalog screen")
            return
        }
        let product = makeProduct(id: "9")

        catalog.selectProduct(product)

        #expect(sut.selectedProduct == product)
    }
}

@MainActor
struct AppCoordinatorLifetimeTests {
    @Test func theScreensOfACoordinatorGoAwayWithIt() async throws {
        weak var catalog: CatalogViewModel?
        weak var login: LoginViewModel?
        weak var coordinator: AppCoordinator?
        do {
            let root = CompositionRoot(
                configuration: .local(authGateway: StubAuthGateway(), productRepository: StubProductRepository()),
                locale: spanish
            )
            let sut = root.makeCoordinator(sessionStore: SessionStore())
            coordinator = sut
            guard case .login(let model) = sut.screen else { throw ExpectationFailed() }
            login = model
            model.email = "user@example.com"
            model.password = "pass123"
            await model.submit()
            guard case .catalog(let screen) = sut.screen else { throw ExpectationFailed() }
            catalog = screen
        }
        #expect(coordinator == nil)
        #expect(login == nil)
        #expect(catalog == nil)
    }

    private struct ExpectationFailed: Error {}
}
