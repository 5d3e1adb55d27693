import Foundation
import SpecRunner
import StackMyArchitecture

/// Steps about where the app goes: protected routes, deep links and the intended destination
/// (Features/catalog.feature, «Acceso a ruta protegida sin sesión»), through the real coordinator.
enum NavigationSteps {
    static let library = Steps(AppWorld.self) {
        Given("(que )el usuario no tiene sesión válida") { world in
            try expect(world.sessionStore.hasValidSession == false, "a session is already stored")
            // The app starts on Login; a scenario that goes elsewhere first must still be redirected.
            try expectScreen(world.coordinator.route, equals: .login)
        }
        When("intenta acceder a Catalog por navegación interna o deep link") { world in
            // Both ways, each from a clean start, so that either one failing on its own is caught.
            world.coordinator.navigate(to: .catalog)
            try expectRedirectedToLogin(world, "after internal navigation to the Catalog without a session")

            world.relaunch()
            try expectScreen(world.coordinator.route, equals: .login, "the relaunched app without a session")
            try expectScreen(
                world.coordinator.pendingDestination, equals: nil, "the relaunched app's intended destination")
            let link = URL(string: "stackmyarchitecture://catalog")!
            let opened = world.coordinator.open(deepLink: link)
            try expect(opened, "the app does not recognise the Catalog deep link \(link)")
            try expectRedirectedToLogin(world, "after opening \(link) without a session")
        }
        Given("que hay una sesión guardada con el token vacío") { world in
            world.sessionStore.save(Session(token: "", email: "user@example.com"))
        }
        Given("que la app muestra la pantalla {string}") { (world, title: String) in
            world.coordinator.navigate(to: try route(titled: title))
            try expect(screenTitle(world), equals: title, "the screen the scenario starts on")
        }
        Given("intentó abrir el catálogo y la app le pidió iniciar sesión") { world in
            world.coordinator.navigate(to: .catalog)
            try expectRedirectedToLogin(world, "after asking for the Catalog without a session")
        }
        When("abre la aplicación") { world in
            world.relaunch()
        }
        When("intenta ir al catálogo") { world in
            world.coordinator.navigate(to: .catalog)
        }
        When("abre el enlace {string}") { (world, link: String) in
            let url = try expectValue(URL(string: link), "«\(link)» is not a link")
            world.linkRecognised = world.coordinator.open(deepLink: url)
        }
        When("vuelve a la pantalla de Login por su cuenta") { world in
            world.coordinator.navigate(to: .login)
        }
        When("cierra la sesión") { world in
            world.coordinator.logout()
        }
        Then("ve la pantalla {string}") { (world, title: String) in
            try expect(screenTitle(world), equals: title, "the title of the screen the app shows")
        }
        Then("el botón dice {string}") { (world, title: String) in
            switch world.coordinator.screen {
            case .login(let login):
                try expect(login.submitTitle, equals: title, "the Login button's title")
            case .catalog(let catalog):
                guard case .unavailable(_, _, _, let action?) = catalog.content else {
                    throw ExpectationFailure(
                        "expected the button «\(title)», but the Catalog shows \(DomainWords.catalog(catalog))")
                }
                try expect(action, equals: title, "the Catalog button's title")
            }
        }
        Then("el formulario conserva el email {string} y la contraseña {string}") {
            (world, email: String, password: String) in
            let login = try world.login()
            try expect(login.email, equals: email, "the email field")
            try expect(login.password, equals: password, "the password field")
        }
        Then("el enlace no se reconoce") { world in
            let recognised = try expectValue(world.linkRecognised, "no link was opened")
            try expect(recognised == false, "the app took the link as one of its own")
        }
        Then("no queda ningún destino pendiente") { world in
            try expectScreen(world.coordinator.pendingDestination, equals: nil, "the place to go after logging in")
        }
        Then("no queda ninguna sesión guardada") { world in
            try expect(world.sessionStore.session == nil, "a session is still stored")
        }
        Then("al intentar ir al catálogo se le pide iniciar sesión") { world in
            world.coordinator.navigate(to: .catalog)
            try expectRedirectedToLogin(world, "after asking for the Catalog")
        }
        Then("conserva intención de navegación cuando aplique") { world in
            // The app has only two places, and the Catalog is also where a login goes by default, so the place
            // reached cannot tell a kept intention from the default: the intention itself is checked before the
            // login, and that it was used (and forgotten) after it.
            try expectScreen(
                world.coordinator.pendingDestination, equals: .catalog, "the intended destination before login")
            world.server.answerLogin(LoginSteps.account)
            world.server.answerProducts(.respond(status: 200, body: CatalogSamples.body(CatalogSamples.valid)))
            let login = try world.login()
            login.email = "user@example.com"
            login.password = "pass123"
            await login.submit()
            try LoginSteps.expectSessionHandedOn(to: world, email: "user@example.com")
            try expectScreen(world.coordinator.pendingDestination, equals: nil, "the intention is used once")
        }
    }

    /// The route of the screen titled `title`, or a failure naming the titles there are.
    static func route(titled title: String) throws -> Route {
        switch title {
        case "Login": return .login
        case "Catálogo": return .catalog
        default: throw ExpectationFailure("the app has no screen titled «\(title)»; it has «Login» and «Catálogo»")
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
        _ world: AppWorld, _ context: String, file: String = #filePath, line: Int = #line
    ) throws {
        try expectScreen(world.coordinator.route, equals: .login, "the screen \(context)", file: file, line: line)
        try expectScreen(
            world.coordinator.pendingDestination, equals: .catalog, "the intended destination \(context)",
            file: file, line: line)
    }
}
