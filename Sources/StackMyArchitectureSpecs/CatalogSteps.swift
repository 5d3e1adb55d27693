import Foundation
import SpecRunner
import StackMyArchitecture

/// The Catalog feature's steps (Features/catalog.feature), driving the real app through `AppWorld`.
enum CatalogSteps {
    static let connectivityMessage = "Sin conexión a internet. Inténtalo de nuevo."
    static let loadErrorMessage = "Error al cargar los productos. Inténtalo de nuevo."

    /// A Catalog state as the user reads it.
    @MainActor
    static func describe(_ state: CatalogViewModel.State) -> String { DomainWords.catalog(state) }

    /// Fails the step unless the Catalog offers «Reintentar», saying what it shows instead.
    @MainActor
    static func expectRetryOffered(_ catalog: CatalogViewModel, file: String = #filePath, line: Int = #line) throws {
        guard case .unavailable(_, _, _, "Reintentar") = catalog.content else {
            throw ExpectationFailure(
                "expected the button «Reintentar», but the Catalog shows \(DomainWords.catalog(catalog))",
                file: file, line: line)
        }
    }

    static let library = Steps(AppWorld.self) {
        // MARK: Given

        Given("(que )el usuario está autenticado") { world in
            world.sessionStore.save(Session(token: "token-catalog", email: "user@example.com"))
        }
        Given("(que )el servidor responde con productos válidos") { world in
            world.server.answerProducts(.respond(status: 200, body: CatalogSamples.body(CatalogSamples.valid)))
        }
        Given("el servidor responde {int} con lista vacía") { (world, status: Int) in
            world.server.answerProducts(.respond(status: status, body: #"{"products":[]}"#))
        }
        Given("(que )el dispositivo no tiene conexión a internet") { world in
            world.server.answerProducts(.noConnection)
        }
        Given("el servidor responde con JSON inválido o inesperado") { world in
            // Every way of being invalid or unexpected, one load each (see «Catalog intenta decodificar…»).
            world.catalogPayloads = CatalogSamples.invalidPayloads
        }
        Given("la respuesta contiene IDs duplicados") { world in
            world.server.answerProducts(
                .respond(status: 200, body: CatalogSamples.body(CatalogSamples.withDuplicateIds)))
        }
        Given("(que )el usuario ve estado de error en Catalog") { world in
            world.sessionStore.save(Session(token: "token-catalog", email: "user@example.com"))
            world.server.answerProducts(.noConnection)
            let catalog = try world.catalog()
            await catalog.load()
            try expect(
                catalog.state, equals: .error(connectivityMessage), "the Catalog should start in its error state")
        }
        Given("la conectividad vuelve a estar disponible") { world in
            world.server.answerProducts(.respond(status: 200, body: CatalogSamples.body(CatalogSamples.valid)))
        }
        Given("Catalog está en estado loading") { world in
            world.sessionStore.save(Session(token: "token-catalog", email: "user@example.com"))
            world.server.answerProducts(.respond(status: 200, body: CatalogSamples.body(CatalogSamples.valid)))
            world.server.holdRequests()
            let catalog = try world.catalog()
            world.loadingCatalog = catalog
            world.catalogLoad = catalog.start()
            try await world.waitForHeldRequest()
            try expectCatalogState(catalog.state, equals: .loading)
            try world.recordCatalog()
        }

        // MARK: When

        for text in [
            "la pantalla Catalog se carga", "Catalog intenta cargar productos", "Catalog procesa la respuesta",
        ] {
            When(StepPattern(text)) { world in
                // What the screen does when it appears (SwiftUI's `.task`), through the coordinator's screen.
                world.coordinator.navigate(to: .catalog)
                try world.recordCatalog()
                try await world.catalog().load()
            }
        }
        When("Catalog intenta decodificar la respuesta") { world in
            world.coordinator.navigate(to: .catalog)
            let catalog = try world.catalog()
            try expect(world.catalogPayloads.isEmpty == false, "no server answer was set up for the Catalog to decode")
            for payload in world.catalogPayloads {
                world.server.answerProducts(.respond(status: 200, body: payload.body))
                await catalog.load()
                world.catalogOutcomes.append((payload, catalog.state))
            }
        }
        When("el usuario pulsa Reintentar") { world in
            let catalog = try world.catalog()
            try world.recordCatalog()
            world.server.holdRequests()
            world.catalogLoad = catalog.retry()
            try await world.waitForHeldRequest()
        }
        When("el usuario navega fuera antes de recibir respuesta") { world in
            if world.loadingCatalog == nil {
                // The screen being left, watched from now on: it must publish nothing more.
                world.loadingCatalog = try world.catalog()
                try world.recordCatalog()
            }
            world.coordinator.navigate(to: .login)
            try expectScreen(world.coordinator.route, equals: .login, "navigating away should leave the Catalog")
        }

        // MARK: Then

        Then("el usuario ve la lista de productos") { world in
            let catalog = try world.catalog()
            guard case .loaded(let products) = catalog.state else {
                throw ExpectationFailure("expected the product list, got \(describe(catalog.state))")
            }
            try expect(products.map(\.id), equals: CatalogSamples.valid.map(\.id))
            try expect(products.map(\.name), equals: CatalogSamples.valid.map(\.name))
        }
        Then("cada producto muestra nombre, precio e imagen") { world in
            let rows = try world.catalog().rows
            try expect(rows.count, equals: CatalogSamples.valid.count, "one row per product")
            for (row, sample) in zip(rows, CatalogSamples.valid) {
                try expect(row.name, equals: sample.name)
                try expect(row.price, equals: sample.expectedPriceText, "the price is shown in Spanish format")
                try expect(row.imageURL.absoluteString, equals: sample.imageURL)
            }
        }
        Then("el estado de carga desaparece") { world in
            let catalog = try world.catalog()
            try expect(
                catalog.state != .loading, "expected the loading state to be gone, got \(describe(catalog.state))")
            let history = try expectValue(world.catalogHistory, "the Catalog's states were not recorded")
            await history.settle()
            let last = try expectValue(history.values.last, "the Catalog published no state while loading")
            try expect(
                last != .loading,
                "expected the last published state not to be loading, got \(history.values.map(describe))")
        }
        Then("el usuario ve un estado vacío amigable") { world in
            try expectCatalogState(try world.catalog().state, equals: .empty)
        }
        Then("NO se muestra error de conectividad") { world in
            let state = try world.catalog().state
            if case .error = state { throw ExpectationFailure("expected no error, got \(describe(state))") }
        }
        Then("el usuario ve mensaje de error de conectividad") { world in
            try expectCatalogState(try world.catalog().state, equals: .error(connectivityMessage))
        }
        Then("el usuario ve un error genérico de carga") { world in
            let outcomes = world.catalogOutcomes
            try expect(outcomes.isEmpty == false, "the Catalog decoded no answer")
            let wrong = outcomes.filter { $0.state != .error(loadErrorMessage) }
            try expect(
                wrong.isEmpty,
                "expected \(describe(.error(loadErrorMessage))) for every invalid or unexpected answer, got\n"
                    + wrong.map { "  \(describe($0.state)) for \($0.payload.flaw): \($0.payload.body)" }
                    .joined(separator: "\n")
            )
            try expectCatalogState(try world.catalog().state, equals: .error(loadErrorMessage), "the screen's state")
        }
        for text in ["se ofrece acción de reintentar", "se ofrece reintentar"] {
            Then(StepPattern(text)) { world in
                let catalog = try world.catalog()
                try expectRetryOffered(catalog)
            }
        }
        Then("NO se muestra estado vacío") { world in
            let state = try world.catalog().state
            try expect(state != .empty, "expected no empty state, got \(describe(state))")
        }
        Then("Catalog vuelve a estado loading") { world in
            let catalog = try world.catalog()
            try expectCatalogState(catalog.state, equals: .loading)
            let history = try expectValue(world.catalogHistory, "the Catalog's states were not recorded")
            await history.settle()
            try expect(
                history.values.first.map(describe), equals: describe(.loading),
                "the first state published after Reintentar")
        }
        Then("finalmente muestra productos cargados") { world in
            world.server.releaseHeldRequests()
            await world.catalogLoad?.value
            let catalog = try world.catalog()
            let history = try expectValue(world.catalogHistory, "the Catalog's states were not recorded")
            await history.settle()
            guard case .loaded(let products) = catalog.state else {
                throw ExpectationFailure("expected the loaded products, got \(describe(catalog.state))")
            }
            try expect(products.map(\.id), equals: CatalogSamples.valid.map(\.id))
            try expect(
                history.values.map(describe), equals: [.loading, .loaded(products)].map(describe),
                "the states published after Reintentar")
        }
        Then("el sistema redirige a Login") { world in
            try expectScreen(world.coordinator.route, equals: .login)
            _ = try world.login()
        }
        Then("la tarea de carga se cancela") { world in
            let load = try expectValue(world.catalogLoad, "the Catalog started no load")
            try expect(load.isCancelled, "the Catalog's load task is still running after leaving the screen")
            let request = try expectValue(
                await world.cancelledRequest(to: "/products"), "no request reached the server")
            try expect(request.cancelled, "the request in flight was not cancelled")
        }
        Then("no se publica un estado tardío que ensucie la UI") { world in
            let left = try expectValue(world.loadingCatalog, "the Catalog started no load")
            let history = try expectValue(world.catalogHistory, "the Catalog's states were not recorded")
            world.server.releaseHeldRequests()
            await world.catalogLoad?.value
            try expectCatalogState(
                left.state, equals: .loading, "the Catalog the user left, once its late answer has arrived")
            await history.settle()
            try expect(
                history.values.isEmpty, "the Catalog published \(history.values.map(describe)) after the user left")
        }
        Then("el sistema aplica política de normalización definida") { world in
            // ADR-001: duplicates are removed by id, keeping the first occurrence, in the server's order.
            let catalog = try world.catalog()
            guard case .loaded(let products) = catalog.state else {
                throw ExpectationFailure("expected the products without duplicates, got \(describe(catalog.state))")
            }
            try expect(products.map(\.id), equals: ["1", "2", "3"])
            try expect(products.first?.name, equals: "Camiseta básica", "the first occurrence of id 1 is kept")
        }
        Then("NO rompe la UI por identidad inconsistente") { world in
            let rows = try world.catalog().rows
            try expect(Set(rows.map(\.id)).count, equals: rows.count, "every row has its own identity")
            try expect(rows.isEmpty == false, "the list is shown")
        }
    }
}
