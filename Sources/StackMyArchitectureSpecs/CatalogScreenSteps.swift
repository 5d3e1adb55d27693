import Foundation
import SpecRunner
import StackMyArchitecture

/// The steps of the Catalog screen's further behaviour (Features/catalogo_pantalla.feature and
/// Features/catalogo_servidor.feature): what the user reads, the server's order and prices, selection, stale
/// answers and every way the products endpoint can answer, through the real app.
enum CatalogScreenSteps {
    static let library = Steps(AppWorld.self) {
        // MARK: Dado

        Given("que el servidor de productos tarda en responder") { world in
            world.server.answerProducts(.respond(status: 200, body: CatalogSamples.body(CatalogSamples.valid)))
            world.server.holdRequests()
        }
        Given("que el servidor de productos responde {int} con una lista vacía") { (world, status: Int) in
            world.server.answerProducts(.respond(status: status, body: #"{"products":[]}"#))
        }
        Given("que el servidor de productos responde {int} con productos válidos") { (world, status: Int) in
            world.server.answerProducts(.respond(status: status, body: CatalogSamples.body(CatalogSamples.valid)))
        }
        Given("que el servidor de productos responde {int} con un cuerpo vacío") { (world, status: Int) in
            world.server.answerProducts(.respond(status: status, body: ""))
        }
        Given("que el servidor de productos no contesta") { world in
            world.server.holdRequests()
        }
        Given("que el servidor de productos responde con estos productos:") { (world, table: DataTable) in
            world.server.answerProducts(.respond(status: 200, body: try productsBody(table)))
        }
        Given("que el servidor de productos responde con un producto válido y otro cuyo nombre son solo espacios") {
            world in
            let blank = CatalogSamples.Item(
                id: "9", name: "   ", price: "12.5", imageURL: "https://cdn.example.com/9.png")
            world.server.answerProducts(
                .respond(status: 200, body: CatalogSamples.body([CatalogSamples.valid[0], blank])))
        }
        Given("el catálogo empezó a cargar") { world in
            // As SwiftUI's `.task` does: a load in a task the screen does not own.
            world.coordinator.navigate(to: .catalog)
            let catalog = try world.catalog()
            world.loadingCatalog = catalog
            try world.recordCatalog()
            world.overtakenLoad = Task { await catalog.load() }
            try await world.waitForHeldRequest()
        }
        Given("que el dispositivo está en inglés de Estados Unidos") { world in
            try expect(
                world.hasStarted == false,
                LocalizedText(
                    en: "the app had already started: set the device's language first",
                    es: "la app ya había arrancado: fija antes el idioma del dispositivo"))
            world.locale = Locale(identifier: "en_US")
        }
        Given("que el almacén de productos falla por un motivo que la app no conoce") { world in
            try expect(
                world.hasStarted == false,
                LocalizedText(
                    en: "the app had already started: set up its products first",
                    es: "la app ya había arrancado: prepara antes sus productos"))
            world.productRepository = UnknownFailureRepository()
        }
        Given("la carga de productos empezó") { world in
            // The Catalog's use case itself, over the same edge as the app.
            let useCase = LoadProductsUseCase(
                repository: RemoteProductRepository(httpClient: world.edge.httpClient, baseURL: world.edge.baseURL))
            world.directLoad = Task { try await useCase.execute() }
            try await world.waitForHeldRequest()
        }

        // MARK: Cuando

        When("aparece el catálogo, antes de que empiece a cargar") { world in
            world.coordinator.navigate(to: .catalog)
        }
        When("la respuesta llega después") { world in
            let load = try expectValue(
                world.overtakenLoad,
                LocalizedText(en: "no load is waiting for the server", es: "ninguna carga está esperando al servidor"))
            world.server.releaseHeldRequests()
            await load.value
        }
        When("el catálogo que dejó intenta cargar de nuevo") { world in
            // As SwiftUI may run a disappearing view's `.task` again.
            let left = try expectValue(
                world.loadingCatalog,
                LocalizedText(en: "the user has not left a Catalog", es: "el usuario no ha dejado ningún catálogo"))
            await left.load()
        }
        When("la respuesta llega justo cuando la pantalla desaparece") { world in
            let load = try expectValue(
                world.overtakenLoad,
                LocalizedText(en: "no load is waiting for the server", es: "ninguna carga está esperando al servidor"))
            world.server.releaseHeldRequests()
            // The answer is processed off the main actor while the main actor is busy, and the screen's task is
            // cancelled before the result can hop back: only the model's own check can keep it from publishing.
            // Should the answer take longer than this, the cancellation arrives earlier and the outcome is the same.
            keepTheMainActorBusy(seconds: 0.2)
            load.cancel()
            await load.value
        }
        When("el usuario pulsa Reintentar dos veces seguidas") { world in
            let catalog = try world.catalog()
            try world.recordCatalog()
            let first = catalog.retry()
            try await world.waitForHeldRequest()
            world.firstRetry = first
            world.catalogLoad = catalog.retry()
            try await world.waitForHeldRequests(2)
        }
        When("la carga se cancela") { world in
            let load = try expectValue(
                world.directLoad,
                LocalizedText(en: "no load of the products was started", es: "no empezó ninguna carga de productos"))
            load.cancel()
        }
        When("el servidor responde después con productos válidos") { world in
            world.server.answerProducts(.respond(status: 200, body: CatalogSamples.body(CatalogSamples.valid)))
            world.server.releaseHeldRequests()
        }
        When("el servidor responde después con un error 500") { world in
            world.server.answerProducts(.respond(status: 500, body: ""))
            world.server.releaseHeldRequests()
        }
        When("se abre el catálogo") { world in
            try await world.openCatalog()
        }
        When("el usuario elige {string}") { (world, name: String) in
            let catalog = try world.catalog()
            guard case .list(let rows) = catalog.content else {
                throw catalogShowsOtherwise(
                    catalog,
                    expected: LocalizedText(en: "the list to pick «\(name)» from", es: "la lista para elegir «\(name)»")
                )
            }
            let row = try expectValue(
                rows.first { $0.name == name },
                LocalizedText(
                    en: "the list has no «\(name)»: \(DomainWords.catalog(catalog).en)",
                    es: "la lista no tiene «\(name)»: \(DomainWords.catalog(catalog).es)"))
            catalog.selectRow(row)
        }
        When("el catálogo vuelve a cargar y el servidor responde con productos válidos") { world in
            world.server.stopHolding()
            world.server.answerProducts(.respond(status: 200, body: CatalogSamples.body(CatalogSamples.valid)))
            try await world.catalog().load()
        }
        When("la respuesta antigua llega después con una lista vacía") { world in
            let old = try expectValue(
                world.overtakenLoad,
                LocalizedText(
                    en: "no earlier load is waiting for the server",
                    es: "ninguna carga anterior está esperando al servidor"))
            world.server.answerProducts(.respond(status: 200, body: #"{"products":[]}"#))
            world.server.releaseHeldRequests()
            await old.value
        }

        // MARK: Entonces

        Then("el catálogo que dejó no publica nada más") { world in
            let history = try world.recordedCatalog()
            await history.settle()
            try expect(
                history.values.isEmpty,
                LocalizedText(
                    en: "the Catalog the user left published \(DomainWords.catalog(history.values).en) afterwards",
                    es: "el catálogo que dejó el usuario publicó después \(DomainWords.catalog(history.values).es)"))
        }
        Then("el catálogo sigue mostrando {string}") { (world, label: String) in
            let catalog = try expectValue(
                world.loadingCatalog,
                LocalizedText(en: "no Catalog started a load", es: "ningún catálogo empezó una carga"))
            try expectWords(DomainWords.catalog(catalog), equal: DomainWords.catalog(.progress(label: label)))
        }
        Then("la primera petición se cancela") { world in
            try expect(
                world.server.requests(to: "/products").count >= 2,
                LocalizedText(
                    en: "the second press sent no request of its own",
                    es: "la segunda pulsación no envió una petición propia"))
            // Over real HTTP the hang-up reaches the server a moment after the task is cancelled: wait for it.
            let first = await world.cancelledRequest(to: "/products", fromLast: 1)
            try expect(
                first?.cancelled == true,
                LocalizedText(
                    en: "the first load's request is still running beside the second",
                    es: "la petición de la primera carga sigue en curso junto a la segunda"))
        }
        Then("cuando el servidor responde con productos válidos se muestran una sola vez") { world in
            world.server.releaseHeldRequests()
            await world.firstRetry?.value
            await world.catalogLoad?.value
            let catalog = try world.catalog()
            guard case .list(let rows) = catalog.content else {
                throw catalogShowsOtherwise(
                    catalog, expected: LocalizedText(en: "the product list", es: "la lista de productos"))
            }
            try expect(
                rows.map(\.name), equals: CatalogSamples.valid.map(\.name),
                LocalizedText(en: "the rows, top to bottom", es: "las filas, de arriba abajo"))
        }
        Then("la carga termina cancelada, sin productos ni error") { world in
            let load = try expectValue(
                world.directLoad,
                LocalizedText(en: "no load of the products was started", es: "no empezó ninguna carga de productos"))
            switch await load.result {
            case .success(let products):
                throw ExpectationFailure(
                    LocalizedText(
                        en: "expected the cancelled load to end as cancelled, got \(products.count) products",
                        es: "la carga cancelada debía terminar cancelada, pero dio \(products.count) productos"))
            case .failure(let error):
                try expect(
                    error is CancellationError,
                    LocalizedText(
                        en: "expected the cancelled load to end as cancelled, got the error \(error)",
                        es: "la carga cancelada debía terminar cancelada, pero dio el error \(error)"))
            }
        }
        Then("la pantalla se titula {string}") { (world, title: String) in
            try expect(
                try world.catalog().title, equals: title,
                LocalizedText(en: "the screen's title", es: "el título de la pantalla"))
        }
        Then("muestra {string}") { (world, label: String) in
            let catalog = try world.catalog()
            try expectWords(DomainWords.catalog(catalog), equal: DomainWords.catalog(.progress(label: label)))
        }
        Then("no ofrece reintentar") { world in
            let catalog = try world.catalog()
            if case .unavailable(_, _, _, let action?) = catalog.content {
                throw ExpectationFailure(
                    LocalizedText(
                        en: "expected no button, but the Catalog offers «\(action)»",
                        es: "no debía haber botón, pero el catálogo ofrece «\(action)»"))
            }
        }
        Then("se muestra {string} con el texto {string}") { (world, title: String, text: String) in
            try expectUnavailable(try world.catalog(), title: title, text: text)
        }
        Then("a los {int} segundos se muestra {string} con el texto {string}") {
            (world, seconds: Int, title: String, text: String) in
            try await world.waitForCatalogToGiveUp(after: seconds)
            try expectUnavailable(try world.catalog(), title: title, text: text)
        }
        Then("se ilustra con el símbolo {string}") { (world, symbol: String) in
            let catalog = try world.catalog()
            guard case .unavailable(_, _, let shownSymbol, _) = catalog.content else {
                throw catalogShowsOtherwise(
                    catalog, expected: LocalizedText(en: "the symbol «\(symbol)»", es: "el símbolo «\(symbol)»"))
            }
            try expect(
                shownSymbol, equals: symbol,
                LocalizedText(en: "the symbol that illustrates the Catalog", es: "el símbolo que ilustra el catálogo"))
        }
        Then("la lista muestra, en este orden:") { (world, table: DataTable) in
            let catalog = try world.catalog()
            let expected = table.maps.map { row in
                "«\(row["nombre"] ?? "")» \(row["precio"] ?? "") \(row["imagen"] ?? "")"
            }
            let shown = catalog.rows.map {
                "«\($0.name)» \(DomainWords.spaced($0.price)) \($0.imageURL.absoluteString)"
            }
            try expect(
                shown, equals: expected, LocalizedText(en: "the rows, top to bottom", es: "las filas, de arriba abajo"))
            try expectPricesKeepTogether(catalog.rows)
        }
        Then("el producto {string} muestra el precio {string}") { (world, name: String, price: String) in
            let catalog = try world.catalog()
            let row = try expectValue(
                catalog.rows.first { $0.name == name },
                LocalizedText(
                    en: "the list has no «\(name)»: \(DomainWords.catalog(catalog).en)",
                    es: "la lista no tiene «\(name)»: \(DomainWords.catalog(catalog).es)") + sampleHint(catalog))
            try expect(
                DomainWords.spaced(row.price), equals: price,
                LocalizedText(en: "the price «\(name)» shows", es: "el precio que muestra «\(name)»")
                    + sampleHint(catalog))
            try expectPricesKeepTogether([row])
        }
        Then("el producto elegido es {string} con el id {string}") { (world, name: String, id: String) in
            let chosen = try expectValue(
                world.coordinator.selectedProduct,
                LocalizedText(en: "no product was picked", es: "no se eligió ningún producto"))
            try expect(
                chosen.name, equals: name,
                LocalizedText(en: "the name of the picked product", es: "el nombre del producto elegido"))
            try expect(
                chosen.id, equals: id,
                LocalizedText(en: "the id of the picked product", es: "el id del producto elegido"))
        }
        Then("el servidor de productos recibió {int} petición/peticiones") { (world, count: Int) in
            try expect(
                world.server.requests(to: "/products").count, equals: count,
                LocalizedText(en: "product requests sent", es: "peticiones de productos enviadas"))
        }
        Then("la petición pidió los productos con GET, aceptando JSON") { world in
            let request = try expectValue(
                world.server.requests.last?.request,
                LocalizedText(en: "no request reached the server", es: "ninguna petición llegó al servidor"))
            try expect(
                request.method.rawValue, equals: "GET",
                LocalizedText(en: "the request's method", es: "el método de la petición"))
            try expect(
                request.url.absoluteString, equals: world.edge.baseURL.absoluteString + "/products",
                LocalizedText(
                    en: "the address the products are asked for", es: "la dirección a la que se piden los productos"))
            try expect(
                request.headers["Accept"], equals: "application/json",
                LocalizedText(en: "the request's Accept header", es: "la cabecera Accept de la petición"))
            try expect(
                request.body == nil || request.body?.isEmpty == true,
                LocalizedText(en: "the request carries a body", es: "la petición lleva cuerpo"))
        }
        Then("no se muestra ningún producto") { world in
            let catalog = try world.catalog()
            try expect(
                catalog.rows.isEmpty,
                LocalizedText(
                    en: "the Catalog shows \(DomainWords.catalog(catalog).en)",
                    es: "el catálogo muestra \(DomainWords.catalog(catalog).es)"))
        }
    }

    /// A line saying that the Catalog shows the test server's sample products, when it does.
    ///
    /// The scenario then did not say which products there are: a failure about a product names that cause, and
    /// how to state others; nothing otherwise.
    @MainActor
    static func sampleHint(_ catalog: CatalogViewModel) -> LocalizedText {
        guard catalog.rows.map(\.name) == CatalogSamples.valid.map(\.name) else { return LocalizedText(en: "", es: "") }
        let samples = catalog.rows.map { "«\($0.name)» \(DomainWords.spaced($0.price))" }.joined(separator: ", ")
        return LocalizedText(
            en: "\n  these are the test server's sample products (\(samples)), since the scenario did not say which; "
                + "to check others, state them: «Dado que el servidor de productos responde con estos productos:»",
            es: "\n  son los productos de muestra del servidor de prueba (\(samples)), porque el escenario no dijo "
                + "cuáles; para comprobar otros, dilos: «Dado que el servidor de productos responde con estos productos:»"
        )
    }

    /// Fails unless the Catalog shows no list but `title` and `text`.
    @MainActor
    static func expectUnavailable(_ catalog: CatalogViewModel, title: String, text: String) throws {
        guard case .unavailable(let shownTitle, let shownText, _, _) = catalog.content else {
            throw catalogShowsOtherwise(
                catalog, expected: LocalizedText(en: "«\(title)»: «\(text)»", es: "«\(title)»: «\(text)»"))
        }
        try expect(
            shownTitle, equals: title,
            LocalizedText(en: "the title the Catalog shows", es: "el título que muestra el catálogo"))
        try expect(
            shownText, equals: text,
            LocalizedText(en: "the text the Catalog shows", es: "el texto que muestra el catálogo"))
    }

    /// Blocks the calling thread, the main actor's here, as a busy main thread would (on purpose: see the step).
    static func keepTheMainActorBusy(seconds: Double) {
        Thread.sleep(forTimeInterval: seconds)
    }

    /// The products endpoint's `200` body for a table with the columns `id`, `nombre`, `precio`, `moneda`
    /// and `imagen`; `precio` is written into the JSON as it stands (a number, or a quoted text to break the
    /// contract), the others as JSON strings.
    static func productsBody(_ table: DataTable) throws -> String {
        let items = try table.maps.map { row in
            let fields = try ["id", "nombre", "moneda", "imagen"].map { column in
                let value = try expectValue(
                    row[column],
                    LocalizedText(
                        en: "the products table has no column «\(column)»",
                        es: "la tabla de productos no tiene la columna «\(column)»"))
                return String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
            }
            let price = try expectValue(
                row["precio"],
                LocalizedText(
                    en: "the products table has no column «precio»",
                    es: "la tabla de productos no tiene la columna «precio»"))
            return
                #"{"id":\#(fields[0]),"name":\#(fields[1]),"price":\#(price),"currency":\#(fields[2]),"image_url":\#(fields[3])}"#
        }
        return #"{"products":["# + items.joined(separator: ",") + "]}"
    }

    /// Fails unless every price joins its amount and symbol with no-break spaces only, so that the symbol never
    /// wraps onto a line of its own (the features write an ordinary space).
    static func expectPricesKeepTogether(_ rows: [ProductRowViewData]) throws {
        for row in rows
        where row.price.unicodeScalars.contains(where: { $0.properties.isWhitespace && $0 != "\u{00A0}" }) {
            throw ExpectationFailure(
                LocalizedText(
                    en: "the price of «\(row.name)» can break between amount and symbol: «\(row.price)»",
                    es: "el precio de «\(row.name)» puede partirse entre importe y símbolo: «\(row.price)»"))
        }
    }
}
