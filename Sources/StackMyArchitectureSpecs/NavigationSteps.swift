import Foundation
import SpecRunner
import StackMyArchitecture

/// Steps about where the app goes: protected routes, deep links and the intended destination
/// (Features/catalog.feature, «Acceso a ruta protegida sin sesión»), through the real coordinator.
enum NavigationSteps {
    static let library = Steps(AppWorld.self) {
        Given("el usuario no tiene sesión válida") { world in
            try expect(world.sessionStore.hasValidSession == false, "a session is already stored")
            // The app starts on Login; a scenario that goes elsewhere first must still be redirected.
            try expect(world.coordinator.route, equals: .login)
        }
        When("intenta acceder a Catalog por navegación interna o deep link") { world in
            // Both ways, each from a clean start, so that either one failing on its own is caught.
            world.coordinator.navigate(to: .catalog)
            try expectRedirectedToLogin(world, "after internal navigation to the Catalog without a session")

            world.relaunch()
            try expect(world.coordinator.route, equals: .login, "the relaunched app without a session")
            try expect(world.coordinator.pendingDestination, equals: nil, "the relaunched app's intended destination")
            let link = URL(string: "stackmyarchitecture://catalog")!
            let opened = world.coordinator.open(deepLink: link)
            try expect(opened, "the app does not recognise the Catalog deep link \(link)")
            try expectRedirectedToLogin(world, "after opening \(link) without a session")
        }
        Then("conserva intención de navegación cuando aplique") { world in
            // The app has only two places, and the Catalog is also where a login goes by default, so the place
            // reached cannot tell a kept intention from the default: the intention itself is checked before the
            // login, and that it was used (and forgotten) after it.
            try expect(world.coordinator.pendingDestination, equals: .catalog, "the intended destination before login")
            world.server.answerLogin(LoginSteps.account)
            world.server.answerProducts(.respond(status: 200, body: CatalogSamples.body(CatalogSamples.valid)))
            let login = try world.login()
            login.email = "user@example.com"
            login.password = "pass123"
            await login.submit()
            try LoginSteps.expectSessionHandedOn(to: world, email: "user@example.com")
            try expect(world.coordinator.pendingDestination, equals: nil, "the intention is used once")
        }
    }

    /// Checks that the app shows Login and keeps the Catalog as the place to go after logging in.
    @MainActor
    private static func expectRedirectedToLogin(
        _ world: AppWorld, _ context: String, file: String = #filePath, line: Int = #line
    ) throws {
        try expect(world.coordinator.route, equals: .login, "the screen \(context)", file: file, line: line)
        try expect(
            world.coordinator.pendingDestination, equals: .catalog, "the intended destination \(context)",
            file: file, line: line)
    }
}
