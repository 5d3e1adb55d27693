import Foundation
import SpecRunner
import StackMyArchitecture

/// The Catalog feature's steps (Features/catalog.feature), driving the real app through `AppWorld`.
enum CatalogSteps {
    static let connectivityMessage = "Sin conexión a internet. Inténtalo de nuevo."
    static let loadErrorMessage = "Error al cargar los productos. Inténtalo de nuevo."

    /// A Catalog state as the user reads it.
    @MainActor
    static func describe(_ state: CatalogViewModel.State) -> LocalizedText { DomainWords.catalog(state) }

    /// The products the Catalog lists; fails the step when it lists none, saying `expected` and what it shows.
    @MainActor
    static func loadedProducts(
        _ catalog: CatalogViewModel, _ expected: LocalizedText, file: String = #filePath, line: Int = #line
    ) throws -> [Product] {
        guard case .loaded(let products) = catalog.state else {
            let shown = describe(catalog.state)
            throw ExpectationFailure(
                LocalizedText(en: "\(expected.en), got \(shown.en)", es: "\(expected.es), pero es \(shown.es)"),
                file: file, line: line)
        }
        return products
    }

    /// Fails the step unless the Catalog offers «Reintentar», saying what it shows instead.
    @MainActor
    static func expectRetryOffered(_ catalog: CatalogViewModel, file: String = #filePath, line: Int = #line) throws {
        guard case .unavailable(_, _, _, "Reintentar") = catalog.content else {
            throw catalogShowsOtherwise(
                catalog, expected: LocalizedText(en: "the button «Reintentar»", es: "el botón «Reintentar»"),
                file: file, line: line)
        }
    }

    static let library = Steps(AppWorld.self) {
        // MARK: Given

        Given(
            "(que )el usuario está autenticado",
            description: "Hay una sesión válida guardada: la app abre directamente el catálogo, sin pasar por Login."
        ) { world in
            world.sessionStore.save(Session(token: "token-catalog", email: "user@example.com"))
        }
        Given(
            "(que )el servidor responde con productos válidos",
            description:
                "El servidor de productos devuelve el catálogo de muestra (Camiseta básica, Taza de café…), todos correctos."
        ) { world in
            world.server.answerProducts(.respond(status: 200, body: CatalogSamples.body(CatalogSamples.valid)))
        }
        ScriptedServer.emptyProductsStep("el servidor responde {int} con lista vacía")
        Given(
            "(que )el dispositivo no tiene conexión a internet",
            description: "No hay red: ninguna petición llega al servidor."
        ) { world in
            world.server.answerProducts(.noConnection)
        }
        Given(
            "el servidor responde con JSON inválido o inesperado",
            description: "El servidor de productos contesta 200 con algo que no es un catálogo."
        ) { world in
            // Every way of being invalid or unexpected, one load each (see «Catalog intenta decodificar…»).
            world.catalogPayloads = CatalogSamples.invalidPayloads
        }
        Given(
            "la respuesta contiene IDs duplicados",
            description: "El servidor de productos devuelve dos productos con el mismo id."
        ) { world in
            world.server.answerProducts(
                .respond(status: 200, body: CatalogSamples.body(CatalogSamples.withDuplicateIds)))
        }
        Given(
            "(que )el usuario ve estado de error en Catalog",
            description: "El catálogo ya se abrió sin conexión y muestra su error, con «Reintentar»."
        ) { world in
            world.sessionStore.save(Session(token: "token-catalog", email: "user@example.com"))
            world.server.answerProducts(.noConnection)
            let catalog = try world.catalog()
            await catalog.load()
            try expect(
                catalog.state, equals: .error(connectivityMessage),
                LocalizedText(
                    en: "the Catalog should start in its error state",
                    es: "el catálogo debía empezar en su estado de error"))
        }
        Given(
            "la conectividad vuelve a estar disponible",
            description: "Vuelve la red y el servidor devuelve el catálogo de muestra."
        ) { world in
            world.server.answerProducts(.respond(status: 200, body: CatalogSamples.body(CatalogSamples.valid)))
        }
        Given(
            "Catalog está en estado loading",
            description: "El catálogo está abierto y su petición sigue esperando al servidor."
        ) { world in
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
            When(StepPattern(text), description: "Se abre el catálogo y se espera a que termine de cargar.") { world in
                // What the screen does when it appears (SwiftUI's `.task`), through the coordinator's screen.
                world.coordinator.navigate(to: .catalog)
                try world.recordCatalog()
                try await world.catalog().load()
            }
        }
        When(
            "Catalog intenta decodificar la respuesta",
            description: "Se abre el catálogo con la respuesta que el servidor tenga preparada."
        ) { world in
            world.coordinator.navigate(to: .catalog)
            let catalog = try world.catalog()
            try expect(
                world.catalogPayloads.isEmpty == false,
                LocalizedText(
                    en: "no server answer was set up for the Catalog to decode",
                    es: "no se preparó ninguna respuesta del servidor para que el catálogo la decodifique"))
            for payload in world.catalogPayloads {
                world.server.answerProducts(.respond(status: 200, body: payload.body))
                await catalog.load()
                world.catalogOutcomes.append((payload, catalog.state))
            }
        }
        When(
            "el usuario pulsa Reintentar",
            description: "El usuario pulsa el botón «Reintentar» del error y se espera el resultado."
        ) { world in
            let catalog = try world.catalog()
            try world.recordCatalog()
            world.server.holdRequests()
            world.catalogLoad = catalog.retry()
            try await world.waitForHeldRequest()
        }
        When(
            "el usuario navega fuera antes de recibir respuesta",
            description: "El usuario sale del catálogo mientras su petición sigue en curso."
        ) { world in
            if world.loadingCatalog == nil {
                // The screen being left, watched from now on: it must publish nothing more.
                world.loadingCatalog = try world.catalog()
                try world.recordCatalog()
            }
            world.coordinator.navigate(to: .login)
            try expectScreen(
                world.coordinator.route, equals: .login,
                LocalizedText(
                    en: "navigating away should leave the Catalog", es: "navegar fuera debía dejar el catálogo"))
        }

        // MARK: Then

        Then(
            "el usuario ve la lista de productos",
            description: "El catálogo muestra una lista con al menos un producto."
        ) { world in
            let catalog = try world.catalog()
            let products = try loadedProducts(
                catalog, LocalizedText(en: "expected the product list", es: "se esperaba la lista de productos"))
            try expect(products.map(\.id), equals: CatalogSamples.valid.map(\.id))
            try expect(products.map(\.name), equals: CatalogSamples.valid.map(\.name))
        }
        Then(
            "cada producto muestra nombre, precio e imagen",
            description: "Cada fila de la lista tiene nombre, precio con su moneda e imagen."
        ) { world in
            let rows = try world.catalog().rows
            try expect(
                rows.count, equals: CatalogSamples.valid.count,
                LocalizedText(en: "one row per product", es: "una fila por producto"))
            for (row, sample) in zip(rows, CatalogSamples.valid) {
                try expect(row.name, equals: sample.name)
                try expect(
                    row.price, equals: sample.expectedPriceText,
                    LocalizedText(
                        en: "the price is shown in Spanish format", es: "el precio se muestra en formato español"))
                try expect(row.imageURL.absoluteString, equals: sample.imageURL)
            }
        }
        Then("el estado de carga desaparece", description: "El catálogo ya no muestra «Cargando productos...».") {
            world in
            let catalog = try world.catalog()
            try expect(
                catalog.state != .loading,
                LocalizedText(
                    en: "expected the loading state to be gone, got \(describe(catalog.state).en)",
                    es: "el estado de carga debía desaparecer, pero es \(describe(catalog.state).es)"))
            let history = try world.recordedCatalog()
            await history.settle()
            let last = try expectValue(
                history.values.last,
                LocalizedText(
                    en: "the Catalog published no state while loading",
                    es: "el catálogo no publicó ningún estado mientras cargaba"))
            try expect(
                last != .loading,
                LocalizedText(
                    en:
                        "expected the last published state not to be loading, got \(DomainWords.catalog(history.values).en)",
                    es:
                        "el último estado publicado no debía ser de carga, pero es \(DomainWords.catalog(history.values).es)"
                ))
        }
        Then(
            "el usuario ve un estado vacío amigable",
            description: "Se muestra «No hay productos» con su explicación, sin error."
        ) { world in
            try expectCatalogState(try world.catalog().state, equals: .empty)
        }
        Then(
            "NO se muestra error de conectividad",
            description: "El catálogo no muestra el mensaje de falta de conexión."
        ) {
            world in
            let state = try world.catalog().state
            if case .error = state {
                throw ExpectationFailure(
                    LocalizedText(
                        en: "expected no error, got \(describe(state).en)",
                        es: "no debía haber error, pero es \(describe(state).es)"))
            }
        }
        Then(
            "el usuario ve mensaje de error de conectividad",
            description: "Se muestra «Error» con «Sin conexión a internet. Inténtalo de nuevo.»."
        ) {
            world in
            try expectCatalogState(try world.catalog().state, equals: .error(connectivityMessage))
        }
        Then(
            "el usuario ve un error genérico de carga",
            description: "Se muestra «Error» con «Error al cargar los productos. Inténtalo de nuevo.»."
        ) { world in
            let outcomes = world.catalogOutcomes
            try expect(
                outcomes.isEmpty == false,
                LocalizedText(en: "the Catalog decoded no answer", es: "el catálogo no decodificó ninguna respuesta"))
            let wrong = outcomes.filter { $0.state != .error(loadErrorMessage) }
            try expect(
                wrong.isEmpty,
                LocalizedText(
                    en:
                        "expected \(describe(.error(loadErrorMessage)).en) for every invalid or unexpected answer, got\n"
                        + wrong.map { "  \(describe($0.state).en) for \($0.payload.flaw.en): \($0.payload.body)" }
                        .joined(separator: "\n"),
                    es:
                        "se esperaba \(describe(.error(loadErrorMessage)).es) para cada respuesta inválida o inesperada, pero es\n"
                        + wrong.map { "  \(describe($0.state).es) para \($0.payload.flaw.es): \($0.payload.body)" }
                        .joined(separator: "\n"))
            )
            try expectCatalogState(
                try world.catalog().state, equals: .error(loadErrorMessage),
                LocalizedText(en: "the screen's state", es: "el estado de la pantalla"))
        }
        for text in ["se ofrece acción de reintentar", "se ofrece reintentar"] {
            Then(StepPattern(text), description: "El catálogo ofrece el botón «Reintentar».") { world in
                let catalog = try world.catalog()
                try expectRetryOffered(catalog)
            }
        }
        Then("NO se muestra estado vacío", description: "El catálogo no muestra «No hay productos».") { world in
            let state = try world.catalog().state
            try expect(
                state != .empty,
                LocalizedText(
                    en: "expected no empty state, got \(describe(state).en)",
                    es: "no debía mostrarse el estado vacío, pero es \(describe(state).es)"))
        }
        Then(
            "Catalog vuelve a estado loading",
            description: "Tras pulsar «Reintentar», el catálogo vuelve a mostrar que carga."
        ) {
            world in
            let catalog = try world.catalog()
            try expectCatalogState(catalog.state, equals: .loading)
            let history = try world.recordedCatalog()
            await history.settle()
            try expectWords(
                history.values.first.map(describe) ?? DomainWords.catalog([]), equal: describe(.loading),
                LocalizedText(
                    en: "the first state published after Reintentar", es: "el primer estado publicado tras Reintentar"))
        }
        Then(
            "finalmente muestra productos cargados", description: "Al final el catálogo muestra la lista de productos."
        ) {
            world in
            world.server.releaseHeldRequests()
            await world.catalogLoad?.value
            let catalog = try world.catalog()
            let history = try world.recordedCatalog()
            await history.settle()
            let products = try loadedProducts(
                catalog, LocalizedText(en: "expected the loaded products", es: "se esperaban los productos cargados"))
            try expect(products.map(\.id), equals: CatalogSamples.valid.map(\.id))
            try expectWords(
                DomainWords.catalog(history.values), equal: DomainWords.catalog([.loading, .loaded(products)]),
                LocalizedText(en: "the states published after Reintentar", es: "los estados publicados tras Reintentar")
            )
        }
        Then("el sistema redirige a Login", description: "La app muestra la pantalla de Login en lugar del catálogo.") {
            world in
            try expectScreen(world.coordinator.route, equals: .login)
            _ = try world.login()
        }
        Then("la tarea de carga se cancela", description: "La petición del catálogo que se abandonó queda cancelada.") {
            world in
            let load = try expectValue(
                world.catalogLoad,
                LocalizedText(en: "the Catalog started no load", es: "el catálogo no empezó ninguna carga"))
            try expect(
                load.isCancelled,
                LocalizedText(
                    en: "the Catalog's load task is still running after leaving the screen",
                    es: "la tarea de carga del catálogo sigue en marcha tras salir de la pantalla"))
            let request = try expectValue(
                await world.cancelledRequest(to: "/products"),
                LocalizedText(en: "no request reached the server", es: "ninguna petición llegó al servidor"))
            try expect(
                request.cancelled,
                LocalizedText(en: "the request in flight was not cancelled", es: "la petición en curso no se canceló"))
        }
        Then(
            "no se publica un estado tardío que ensucie la UI",
            description: "El catálogo abandonado no cambia lo que muestra cuando llega la respuesta tarde."
        ) { world in
            let left = try expectValue(
                world.loadingCatalog,
                LocalizedText(en: "the Catalog started no load", es: "el catálogo no empezó ninguna carga"))
            let history = try world.recordedCatalog()
            world.server.releaseHeldRequests()
            await world.catalogLoad?.value
            try expectCatalogState(
                left.state, equals: .loading,
                LocalizedText(
                    en: "the Catalog the user left, once its late answer has arrived",
                    es: "el catálogo que dejó el usuario, una vez llegada su respuesta tardía"))
            await history.settle()
            try expect(
                history.values.isEmpty,
                LocalizedText(
                    en: "the Catalog published \(DomainWords.catalog(history.values).en) after the user left",
                    es:
                        "el catálogo publicó \(DomainWords.catalog(history.values).es) después de que el usuario saliera"
                ))
        }
        Then(
            "el sistema aplica política de normalización definida",
            description: "De los productos con el mismo id se muestra solo el primero (ADR 0001)."
        ) { world in
            // ADR-001: duplicates are removed by id, keeping the first occurrence, in the server's order.
            let catalog = try world.catalog()
            let products = try loadedProducts(
                catalog,
                LocalizedText(
                    en: "expected the products without duplicates", es: "se esperaban los productos sin duplicados"))
            try expect(products.map(\.id), equals: ["1", "2", "3"])
            try expect(
                products.first?.name, equals: "Camiseta básica",
                LocalizedText(
                    en: "the first occurrence of id 1 is kept", es: "se conserva la primera aparición del id 1"))
        }
        Then(
            "NO rompe la UI por identidad inconsistente",
            description: "Cada fila de la lista tiene un id distinto."
        ) { world in
            let rows = try world.catalog().rows
            try expect(
                Set(rows.map(\.id)).count, equals: rows.count,
                LocalizedText(en: "every row has its own identity", es: "cada fila tiene su propia identidad"))
            try expect(rows.isEmpty == false, LocalizedText(en: "the list is shown", es: "se muestra la lista"))
        }
    }
}
