import Foundation
import SpecRunner
import StackMyArchitecture

/// Steps about where the app goes: protected routes, deep links and the intended destination
/// (Features/catalog.feature, «Acceso a ruta protegida sin sesión»), through the real coordinator.
enum NavigationSteps {
    static let library = Steps(AppWorld.self) {
        Given("(que )el usuario no tiene sesión válida", description: "No hay sesión guardada: la app abre Login.") {
            world in
            try expect(
                world.sessionStore.hasValidSession == false,
                LocalizedText(en: "a session is already stored", es: "ya hay una sesión guardada"))
            // The app starts on Login; a scenario that goes elsewhere first must still be redirected.
            try expectScreen(world.coordinator.route, equals: .login)
        }
        When(
            "intenta acceder a Catalog por navegación interna o deep link",
            description: "El usuario intenta ir al catálogo, por la app o con un enlace."
        ) { world in
            // Both ways, each from a clean start, so that either one failing on its own is caught.
            world.coordinator.navigate(to: .catalog)
            try expectRedirectedToLogin(
                world,
                LocalizedText(
                    en: "after internal navigation to the Catalog without a session",
                    es: "tras navegar dentro de la app al catálogo sin sesión"))

            world.relaunch()
            try expectScreen(
                world.coordinator.route, equals: .login,
                LocalizedText(en: "the relaunched app without a session", es: "la app reabierta sin sesión"))
            try expectScreen(
                world.coordinator.pendingDestination, equals: nil,
                LocalizedText(
                    en: "the relaunched app's intended destination", es: "el destino pendiente de la app reabierta"))
            let link = URL(string: "stackmyarchitecture://catalog")!
            let opened = world.coordinator.open(deepLink: link)
            try expect(
                opened,
                LocalizedText(
                    en: "the app does not recognise the Catalog deep link \(link)",
                    es: "la app no reconoce el enlace al catálogo \(link)"))
            try expectRedirectedToLogin(
                world,
                LocalizedText(
                    en: "after opening \(link) without a session", es: "tras abrir \(link) sin sesión"))
        }
        Given(
            "que hay una sesión guardada con el token vacío",
            description: "Hay una sesión guardada, pero su token está vacío (no vale)."
        ) { world in
            world.sessionStore.save(Session(token: "", email: "user@example.com"))
        }
        Given(
            "que la app muestra la pantalla {string}",
            description: "La app está en esa pantalla («Login» o «Catálogo»)."
        ) {
            (world, title: String) in
            world.coordinator.navigate(to: try route(titled: title))
            try expect(
                screenTitle(world), equals: title,
                LocalizedText(en: "the screen the scenario starts on", es: "la pantalla en la que empieza el escenario")
            )
        }
        Given(
            "intentó abrir el catálogo y la app le pidió iniciar sesión",
            description: "Sin sesión, el usuario quiso ir al catálogo y la app le llevó a Login."
        ) { world in
            world.coordinator.navigate(to: .catalog)
            try expectRedirectedToLogin(
                world,
                LocalizedText(
                    en: "after asking for the Catalog without a session", es: "tras pedir el catálogo sin sesión"))
        }
        When("abre la aplicación", description: "El usuario abre la app.") { world in
            world.relaunch()
        }
        When("intenta ir al catálogo", description: "El usuario intenta ir al catálogo desde la app.") { world in
            world.coordinator.navigate(to: .catalog)
        }
        When(
            "abre el enlace {string}",
            description: "Se abre la app con ese enlace (por ejemplo `stackmyarchitecture://catalog`)."
        ) { (world, link: String) in
            let url = try expectValue(
                URL(string: link), LocalizedText(en: "«\(link)» is not a link", es: "«\(link)» no es un enlace"))
            world.linkRecognised = world.coordinator.open(deepLink: url)
        }
        When(
            "vuelve a la pantalla de Login por su cuenta",
            description: "El usuario va a Login por su cuenta (deja de querer el catálogo)."
        ) { world in
            world.coordinator.navigate(to: .login)
        }
        When("cierra la sesión", description: "El usuario cierra la sesión.") { world in
            world.coordinator.logout()
        }
        Then("ve la pantalla {string}", description: "La app muestra esa pantalla («Login» o «Catálogo»).") {
            (world, title: String) in
            try expect(
                screenTitle(world), equals: title,
                LocalizedText(
                    en: "the title of the screen the app shows", es: "el título de la pantalla que muestra la app"))
        }
        Then("el botón dice {string}", description: "El botón de la pantalla dice exactamente ese texto.") {
            (world, title: String) in
            switch world.coordinator.screen {
            case .login(let login):
                try expect(
                    login.submitTitle, equals: title,
                    LocalizedText(en: "the Login button's title", es: "el título del botón de Login"))
            case .catalog(let catalog):
                guard case .unavailable(_, _, _, let action?) = catalog.content else {
                    throw catalogShowsOtherwise(
                        catalog,
                        expected: LocalizedText(en: "the button «\(title)»", es: "el botón «\(title)»"))
                }
                try expect(
                    action, equals: title,
                    LocalizedText(en: "the Catalog button's title", es: "el título del botón del catálogo"))
            }
        }
        Then(
            "el formulario conserva el email {string} y la contraseña {string}",
            description: "Los campos de Login conservan lo que el usuario escribió."
        ) {
            (world, email: String, password: String) in
            let login = try world.login()
            try expect(login.email, equals: email, LocalizedText(en: "the email field", es: "el campo del email"))
            try expect(
                login.password, equals: password,
                LocalizedText(en: "the password field", es: "el campo de la contraseña"))
        }
        Then("el enlace no se reconoce", description: "La app no reconoce el enlace y no cambia de pantalla.") {
            world in
            let recognised = try expectValue(
                world.linkRecognised, LocalizedText(en: "no link was opened", es: "no se abrió ningún enlace"))
            try expect(
                recognised == false,
                LocalizedText(en: "the app took the link as one of its own", es: "la app tomó el enlace por uno suyo"))
        }
        Then("no queda ningún destino pendiente", description: "La app ya no recuerda adónde quería ir el usuario.") {
            world in
            try expectScreen(
                world.coordinator.pendingDestination, equals: nil,
                LocalizedText(en: "the place to go after logging in", es: "el sitio al que ir tras iniciar sesión"))
        }
        Then("no queda ninguna sesión guardada", description: "No hay sesión guardada.") { world in
            try expect(
                world.sessionStore.session == nil,
                LocalizedText(en: "a session is still stored", es: "sigue guardada una sesión"))
        }
        Then(
            "al intentar ir al catálogo se le pide iniciar sesión",
            description: "Si ahora intenta ir al catálogo, la app le muestra Login."
        ) { world in
            world.coordinator.navigate(to: .catalog)
            try expectRedirectedToLogin(
                world, LocalizedText(en: "after asking for the Catalog", es: "tras pedir el catálogo"))
        }
        Then(
            "conserva intención de navegación cuando aplique",
            description: "Tras iniciar sesión, la app lleva al usuario al catálogo que quería ver."
        ) { world in
            // The app has only two places, and the Catalog is also where a login goes by default, so the place
            // reached cannot tell a kept intention from the default: the intention itself is checked before the
            // login, and that it was used (and forgotten) after it.
            try expectScreen(
                world.coordinator.pendingDestination, equals: .catalog,
                LocalizedText(
                    en: "the intended destination before login", es: "el destino pendiente antes de iniciar sesión"))
            world.server.answerLogin(LoginSteps.account)
            world.server.answerProducts(.respond(status: 200, body: CatalogSamples.body(CatalogSamples.valid)))
            try await world.typeCredentials(email: "user@example.com", password: "pass123").submit()
            try LoginSteps.expectSessionHandedOn(to: world, email: "user@example.com")
            try expectScreen(
                world.coordinator.pendingDestination, equals: nil,
                LocalizedText(en: "the intention is used once", es: "la intención se usa una sola vez"))
        }
    }

    /// The route of the screen titled `title`, or a failure naming the titles there are.
    static func route(titled title: String) throws -> Route {
        switch title {
        case "Login": return .login
        case "Catálogo": return .catalog
        default:
            throw ExpectationFailure(
                LocalizedText(
                    en: "the app has no screen titled «\(title)»; it has «Login» and «Catálogo»",
                    es: "la app no tiene ninguna pantalla titulada «\(title)»; tiene «Login» y «Catálogo»"))
        }
    }

    /// The title of the screen the app shows, as the user reads it.
    @MainActor
    static func screenTitle(_ world: AppWorld) -> String {
        switch world.coordinator.screen {
        case .login(let login): return login.title
        case .catalog(let catalog): return catalog.title
        }
    }

    /// Checks that the app shows Login and keeps the Catalog as the place to go after logging in.
    @MainActor
    private static func expectRedirectedToLogin(
        _ world: AppWorld, _ context: LocalizedText, file: String = #filePath, line: Int = #line
    ) throws {
        try expectScreen(
            world.coordinator.route, equals: .login,
            LocalizedText(en: "the screen \(context.en)", es: "la pantalla \(context.es)"), file: file, line: line)
        try expectScreen(
            world.coordinator.pendingDestination, equals: .catalog,
            LocalizedText(en: "the intended destination \(context.en)", es: "el destino pendiente \(context.es)"),
            file: file, line: line)
    }
}
