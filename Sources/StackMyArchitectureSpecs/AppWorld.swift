import Foundation
import SpecRunner
import StackMyArchitecture

/// One scenario's app: the real composition root, coordinator, use cases and view models, wired to a
/// scripted server at the HTTP edge, in Spanish (the app's locale).
@MainActor
final class AppWorld: World {
    /// Hooks every scenario needs, whatever its feature.
    nonisolated static let hooks = Steps(AppWorld.self) {
        Before(name: "connect the app to its server") { world in
            if let failure = world.edge.failure {
                throw ExpectationFailure(
                    LocalizedText(
                        en: "the loopback HTTP server on 127.0.0.1 did not start: \(failure)",
                        es: "el servidor HTTP de prueba en 127.0.0.1 no arrancó: \(failure)"))
            }
        }
        After(name: "tear down the app") { world in world.tearDown() }
    }

    /// A hook that breaks each scenario's server before its first step (``SpecLibraries/withBrokenServer``).
    nonisolated static let breakServer = Steps(AppWorld.self) {
        Before(name: "break the server") { world in world.server.breakDown() }
    }

    let server = ScriptedServer()
    let sessionStore = SessionStore()
    /// The app's way to ``server``: in process, or over loopback HTTP (`spec-runner-loopback`).
    private(set) lazy var edge = HTTPEdge(serving: server)
    /// The locale the app formats for: Spanish, the app's, unless a scenario sets another before the app starts.
    var locale = Locale(identifier: "es_ES")
    /// A product repository in place of the remote one, for a failure no server answer can cause; set before the
    /// app starts.
    var productRepository: (any ProductRepository)?
    /// The composition root, built on first use from what the scenario set up before.
    var root: CompositionRoot {
        if let startedRoot { return startedRoot }
        let configuration: CompositionRoot.Configuration
        if let productRepository {
            let authGateway = RemoteAuthGateway(httpClient: edge.httpClient, baseURL: edge.baseURL)
            configuration = .local(authGateway: authGateway, productRepository: productRepository)
        } else {
            configuration = edge.configuration
        }
        let root = CompositionRoot(configuration: configuration, locale: locale)
        startedRoot = root
        return root
    }
    /// Whether the app has started, so that a step setting up what it starts with can say it is too late.
    var hasStarted: Bool { startedRoot != nil }
    private var startedRoot: CompositionRoot?
    /// Created on first use, so that Given steps can set up the session first (the coordinator opens on Catalog
    /// with a session and on Login without one).
    private(set) lazy var coordinator = root.makeCoordinator(sessionStore: sessionStore)

    /// What the Catalog screen published since recording started.
    private var catalogHistory: StateHistory<CatalogViewModel.State>?
    /// The load the Catalog screen owns, when it started one.
    var catalogLoad: Task<Void, Never>?
    /// The Catalog screen model that started ``catalogLoad``, kept so that it can be checked after the user
    /// has left it.
    var loadingCatalog: CatalogViewModel?
    /// The `200` bodies the products endpoint answers with, one Catalog load for each (see ``catalogOutcomes``).
    var catalogPayloads: [CatalogSamples.Payload] = []
    /// The state the Catalog ended in for each of ``catalogPayloads``, in order.
    var catalogOutcomes: [(payload: CatalogSamples.Payload, state: CatalogViewModel.State)] = []
    /// A load of the Catalog's use case that a scenario drives directly, and its outcome once it has ended.
    var directLoad: Task<[Product], any Error>?
    /// The first of two quick presses of «Reintentar».
    var firstRetry: Task<Void, Never>?
    /// The Login submission in flight, if any.
    var submission: Task<Void, Never>?
    /// A Catalog load started in a task the screen does not own (as SwiftUI's `.task`), still waiting for
    /// the server, so that a newer load can overtake it.
    var overtakenLoad: Task<Void, Never>?
    /// The account the scenario said the authentication server accepts, if it named one.
    var statedAccount: ScriptedServer.Answer?
    /// The account the authentication server accepts: the scenario's, or the fixture's (``LoginSteps/account``).
    var account: ScriptedServer.Answer { statedAccount ?? LoginSteps.account }
    /// Whether the app recognised the last link it was asked to open.
    var linkRecognised: Bool?

    init() {}

    /// Starts the app again from scratch with the same session store, as when the system launches it to
    /// open a link: a new coordinator, no pending destination, the screen the session decides.
    func relaunch() {
        coordinator = root.makeCoordinator(sessionStore: sessionStore)
    }

    /// Ends the scenario: stops recording and fails every request the server still holds, so no task of
    /// the app stays suspended after a scenario that failed half-way.
    func tearDown() {
        catalogHistory?.stop()
        server.disconnect()
        edge.stop()
    }

    /// The Catalog screen's model; fails the step when the app shows another screen.
    func catalog(file: String = #filePath, line: Int = #line) throws -> CatalogViewModel {
        guard case .catalog(let model) = coordinator.screen else {
            throw notShowing("Catálogo", file: file, line: line)
        }
        return model
    }

    /// The Login screen's model; fails the step when the app shows another screen.
    func login(file: String = #filePath, line: Int = #line) throws -> LoginViewModel {
        guard case .login(let model) = coordinator.screen else {
            throw notShowing("Login", file: file, line: line)
        }
        usedLogin = model
        return model
    }

    /// Types `email` and `password` into the Login screen, as the user does before pressing the button.
    @discardableResult
    func typeCredentials(
        email: String, password: String, file: String = #filePath, line: Int = #line
    ) throws -> LoginViewModel {
        let model = try login(file: file, line: line)
        model.email = email
        model.password = password
        return model
    }

    /// The failure of a step that needs the screen titled `title` while the app shows another.
    private func notShowing(_ title: String, file: String, line: Int) -> ExpectationFailure {
        let shown = DomainWords.screen(coordinator.route)
        return ExpectationFailure(
            LocalizedText(
                en: "the app shows \(shown.en), not the \(title) screen",
                es: "la app muestra \(shown.es), no la pantalla \(title)"), file: file, line: line)
    }

    /// The Login screen model the scenario used, even after the app has moved on to another screen.
    func usedLoginModel(file: String = #filePath, line: Int = #line) throws -> LoginViewModel {
        try expectValue(
            usedLogin,
            LocalizedText(
                en: "the scenario has not used the Login screen yet",
                es: "el escenario todavía no ha usado la pantalla Login"), file: file, line: line)
    }

    private var usedLogin: LoginViewModel?

    /// Starts recording the Catalog's published states.
    func recordCatalog() throws {
        let model = try catalog()
        catalogHistory?.stop()
        catalogHistory = StateHistory { model.state }
    }

    /// What the Catalog published since ``recordCatalog()``; fails the step when nothing is being recorded.
    func recordedCatalog(file: String = #filePath, line: Int = #line) throws -> StateHistory<CatalogViewModel.State> {
        try expectValue(
            catalogHistory,
            LocalizedText(
                en: "the Catalog's states were not recorded", es: "no se registraron los estados del catálogo"),
            file: file, line: line)
    }

    /// Waits until the app's request is being held by the server, or fails after five seconds.
    func waitForHeldRequest(file: String = #filePath, line: Int = #line) async throws {
        try await waitForHeldRequests(1, file: file, line: line)
    }

    /// Waits until the server holds `count` requests, or fails after five seconds.
    func waitForHeldRequests(_ count: Int, file: String = #filePath, line: Int = #line) async throws {
        guard await wait(until: { $0.server.heldCount >= count }) else {
            throw ExpectationFailure(
                LocalizedText(
                    en: "the server holds \(server.heldCount) requests of the app, not \(count)",
                    es: "el servidor retiene \(server.heldCount) peticiones de la app, no \(count)"),
                file: file, line: line)
        }
    }

    /// Opens the Catalog the way the app does (the coordinator's screen starts its load), and waits until the
    /// load has either finished or reached the server and is waiting for it.
    func openCatalog(file: String = #filePath, line: Int = #line) async throws {
        coordinator.navigate(to: .catalog)
        let catalog = try catalog(file: file, line: line)
        try recordCatalog()
        let load = catalog.start()
        catalogLoad = load
        guard await start({ await load.value }).reached else {
            throw ExpectationFailure(
                LocalizedText(
                    en: "the Catalog's load neither finished nor reached the server",
                    es: "la carga del catálogo ni terminó ni llegó al servidor"), file: file, line: line)
        }
    }

    /// The last request to `path`, once the server has seen it cancelled, or after five seconds; over real HTTP
    /// the client's hang-up reaches the server a moment after the app's task is cancelled.
    func cancelledRequest(to path: String) async -> ScriptedServer.Received? {
        await cancelledRequest(to: path, fromLast: 0)
    }

    /// The request to `path` that is `offset` places before the last, once the server has seen it cancelled, or
    /// after five seconds (see ``cancelledRequest(to:)``).
    func cancelledRequest(to path: String, fromLast offset: Int) async -> ScriptedServer.Received? {
        func request(_ world: AppWorld) -> ScriptedServer.Received? {
            let requests = world.server.requests(to: path)
            return requests.count > offset ? requests[requests.count - 1 - offset] : nil
        }
        _ = await wait(until: { request($0)?.cancelled == true })
        return request(self)
    }

    /// Starts a Login submission the way the button does, and waits until it has either finished or reached
    /// the server and is waiting for it.
    func submitLogin(file: String = #filePath, line: Int = #line) async throws {
        let model = try login()
        let (task, reached) = await start { await model.submit() }
        submission = task
        guard reached else {
            throw ExpectationFailure(
                LocalizedText(
                    en: "the login submission neither finished nor reached the server",
                    es: "el inicio de sesión ni terminó ni llegó al servidor"),
                file: file,
                line: line
            )
        }
    }

    /// Presses the Login button again while a submission is in flight (as a double tap would reach the model),
    /// and waits until that second press has either finished or sent a request of its own, which the
    /// server holds: either way the step can then count the requests instead of hanging.
    func submitLoginAgain(file: String = #filePath, line: Int = #line) async throws {
        let model = try login()
        let heldBefore = server.heldCount
        let (second, reached) = await start({ await model.submit() }, heldBefore: heldBefore)
        guard reached else {
            second.cancel()
            throw ExpectationFailure(
                LocalizedText(
                    en: "pressing again neither finished nor sent a request within five seconds",
                    es: "pulsar de nuevo ni terminó ni envió una petición en cinco segundos"),
                file: file,
                line: line
            )
        }
    }

    /// Waits for the Catalog's load, held by a server that never answers, to end.
    ///
    /// Over HTTP the app's own session gives up after its timeout, which must be `seconds`, give or take one; in
    /// process no network client stands between the app and the server, so the app's timeout must be `seconds`
    /// and the server fails the request as that timeout would.
    func waitForCatalogToGiveUp(after seconds: Int, file: String = #filePath, line: Int = #line) async throws {
        let started = ContinuousClock.now
        if !edge.isOverHTTP {
            let timeout = CompositionRoot.serverTimeout
            guard timeout == Double(seconds) else {
                throw ExpectationFailure(
                    LocalizedText(
                        en: "the app waits \(Int(timeout)) seconds for the server, not \(seconds)",
                        es: "la app espera al servidor \(Int(timeout)) segundos, no \(seconds)"), file: file, line: line
                )
            }
            server.disconnect(with: .timedOut)
        }
        let limit = seconds + 5
        guard await wait(until: { (try? $0.catalog())?.state != .loading }, for: .seconds(limit)) else {
            throw ExpectationFailure(
                LocalizedText(
                    en: "after \(limit) seconds the app is still waiting for the server",
                    es: "a los \(limit) segundos la app sigue esperando al servidor"), file: file, line: line)
        }
        let waited = (ContinuousClock.now - started) / .seconds(1)
        if edge.isOverHTTP && waited < Double(seconds - 1) {
            let shown = String(format: "%.1f", waited)
            throw ExpectationFailure(
                LocalizedText(
                    en: "the app stopped waiting for the server after \(shown) seconds, not \(seconds)",
                    es:
                        "la app dejó de esperar al servidor a los \(shown.replacing(".", with: ",")) segundos, no a los \(seconds)"
                ),
                file: file, line: line)
        }
    }

    /// Runs `work` in a task of its own, as a screen or a button would, and waits for it to get somewhere.
    ///
    /// It gets somewhere when it has finished or sent a request the server holds (more than `heldBefore` of them):
    /// either way a step can go on instead of hanging. `reached` is `false` when neither happened in five seconds.
    private func start(
        _ work: @escaping @MainActor () async -> Void, heldBefore: Int = 0
    ) async -> (task: Task<Void, Never>, reached: Bool) {
        let end = TaskEnd()
        let task = Task {
            await work()
            end.finished = true
            self.wakeUp()
        }
        return (task, await wait(until: { end.finished || $0.server.heldCount > heldBefore }))
    }

    /// Whether a task ``start(_:heldBefore:)`` runs has finished.
    @MainActor private final class TaskEnd {
        var finished = false
    }

    /// Waits until `condition` holds, re-checking whenever the app or the server moves on; `false` after five
    /// seconds (or `limit`) without it (generous, for a loaded machine: a correct app meets every condition at
    /// once).
    private func wait(until condition: (AppWorld) -> Bool, for limit: Duration = .seconds(5)) async -> Bool {
        if !observing {
            observing = true
            // Weak in the outer closure too: the server lives as long as this world, so a strong capture there
            // would keep both alive forever.
            server.observeHeldRequests { [weak self] in Task { @MainActor [weak self] in self?.wakeUp() } }
        }
        let deadline = ContinuousClock.now + limit
        while !condition(self) {
            guard ContinuousClock.now < deadline else { return false }
            await withCheckedContinuation { continuation in
                waiters.append(continuation)
                // A safety net, so that a missed wake-up costs a few milliseconds, not the deadline.
                Task { @MainActor [weak self] in
                    try? await Task.sleep(nanoseconds: 5_000_000)
                    self?.wakeUp()
                }
            }
        }
        return true
    }

    private func wakeUp() {
        let resumed = waiters
        waiters.removeAll()
        for waiter in resumed { waiter.resume() }
    }

    private var waiters: [CheckedContinuation<Void, Never>] = []
    private var observing = false
}
