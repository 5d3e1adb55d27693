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
            world.coordinator.navigate(to: .catalog)
            try expect(world.coordinator.route, equals: .login, "internal navigation to Catalog without a session")
            let opened = world.coordinator.open(deepLink: URL(string: "stackmyarchitecture://catalog")!)
            try expect(opened, "the app does not recognise the Catalog deep link")
        }
        Then("conserva intención de navegación cuando aplique") { world in
            try expect(world.coordinator.pendingDestination, equals: .catalog, "the intended destination is kept")
            // It applies once the user logs in: the app goes on to the Catalog instead of the default screen.
            world.server.answerLogin(.sessionForPostedEmail)
            world.server.answerProducts(.respond(status: 200, body: CatalogSamples.body(CatalogSamples.valid)))
            let login = try world.login()
            login.email = "user@example.com"
            login.password = "pass123"
            await login.submit()
            try expect(world.coordinator.route, equals: .catalog, "after logging in the app continues to the Catalog")
            try expect(world.coordinator.pendingDestination, equals: nil, "the intention is used once")
        }
    }
}
