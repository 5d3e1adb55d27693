import Foundation
import SpecRunner
import StackMyArchitecture

/// The steps of the Catalog screen's further behaviour (Features/catalogo_pantalla.feature and
/// Features/catalogo_servidor.feature): what the user reads, the server's order and prices, selection, stale
/// answers and every way the products endpoint can answer, through the real app.
enum CatalogScreenSteps {
    static let library = Steps(AppWorld.self) {
        // MARK: Dado

        Given(
            "que el servidor de productos tarda en responder",
            description: "El servidor de productos retiene las peticiones hasta que otro paso le deje contestar."
        ) { world in
            world.server.answerProducts(.respond(status: 200, body: CatalogSamples.body(CatalogSamples.valid)))
            world.server.holdRequests()
        }
        ScriptedServer.emptyProductsStep("que el servidor de productos responde {int} con una lista vacía")
        Given(
            "que el servidor de productos responde {int} con productos válidos",
            description: "El servidor de productos contesta con ese código y el catálogo de muestra."
        ) { (world, status: Int) in
            world.server.answerProducts(.respond(status: status, body: CatalogSamples.body(CatalogSamples.valid)))
        }
        Given(
            "que el servidor de productos responde {int} con un cuerpo vacío",
            description: "El servidor de productos contesta con ese código y sin cuerpo (ni siquiera `{}`)."
        ) { (world, status: Int) in
            world.server.answerProducts(.respond(status: status, body: ""))
        }
        Given(
            "que el servidor de productos no contesta",
            description: "El servidor de productos recibe la petición y no contesta nunca."
        ) { world in
            world.server.holdRequests()
        }
        Given(
            "que el servidor de productos responde con estos productos:",
            description:
                "El servidor de productos devuelve los productos de la tabla (columnas `id`, `nombre`, `precio`, `moneda`, `imagen`), en ese orden."
        ) { (world, table: DataTable) in
            world.server.answerProducts(.respond(status: 200, body: try productsBody(table)))
        }
        Given(
            "que el servidor de productos responde con un producto válido y otro cuyo nombre son solo espacios",
            description: "El servidor devuelve dos productos y el segundo tiene el nombre en blanco."
        ) {
            world in
            let blank = CatalogSamples.Item(
                id: "9", name: "   ", price: "12.5", imageURL: "https://cdn.example.com/9.png")
            world.server.answerProducts(
                .respond(status: 200, body: CatalogSamples.body([CatalogSamples.valid[0], blank])))
        }
        Given(
            "el catálogo empezó a cargar",
            description: "El catálogo está abierto y su primera petición espera al servidor."
        ) {
            world in
            // As SwiftUI's `.task` does: a load in a task the screen does not own.
            world.coordinator.navigate(to: .catalog)
            let catalog = try world.catalog()
            world.loadingCatalog = catalog
            try world.recordCatalog()
            world.overtakenLoad = Task { await catalog.load() }
            try await world.waitForHeldRequest()
        }
        Given(
            "que el dispositivo está en inglés de Estados Unidos",
            description:
                "El dispositivo usa inglés de EE. UU. (los precios se escriben como `€29.99`); va antes de abrir la app."
        ) { world in
            try expect(
                world.hasStarted == false,
                LocalizedText(
                    en: "the app had already started: set the device's language first",
                    es: "la app ya había arrancado: fija antes el idioma del dispositivo"))
            world.locale = Locale(identifier: "en_US")
        }
        Given(
            "que el almacén de productos falla por un motivo que la app no conoce",
            description: "Los productos fallan con un error que la app no tiene previsto; va antes de abrir la app."
        ) { world in
            try expect(
                world.hasStarted == false,
                LocalizedText(
                    en: "the app had already started: set up its products first",
                    es: "la app ya había arrancado: prepara antes sus productos"))
            world.productRepository = UnknownFailureRepository()
        }
        Given(
            "la carga de productos empezó",
            description: "Una carga de productos ha empezado y espera al servidor."
        ) { world in
            // The Catalog's use case itself, over the same edge as the app.
            let useCase = LoadProductsUseCase(
                repository: RemoteProductRepository(httpClient: world.edge.httpClient, baseURL: world.edge.baseURL))
            world.directLoad = Task { try await useCase.execute() }
            try await world.waitForHeldRequest()
        }

        // MARK: Cuando

        When(
            "aparece el catálogo, antes de que empiece a cargar",
            description: "Se muestra la pantalla del catálogo, justo antes de pedir los productos."
        ) { world in
            world.coordinator.navigate(to: .catalog)
        }
        When("la respuesta llega después", description: "El servidor contesta ahora a la petición que retenía.") {
            world in
            let load = try expectValue(
                world.overtakenLoad,
                LocalizedText(en: "no load is waiting for the server", es: "ninguna carga está esperando al servidor"))
            world.server.releaseHeldRequests()
            await load.value
        }
        When(
            "el catálogo que dejó intenta cargar de nuevo",
            description: "El catálogo que el usuario ya dejó intenta cargar otra vez."
        ) { world in
            // As SwiftUI may run a disappearing view's `.task` again.
            let left = try expectValue(
                world.loadingCatalog,
                LocalizedText(en: "the user has not left a Catalog", es: "el usuario no ha dejado ningún catálogo"))
            await left.load()
        }
        When(
            "la respuesta llega justo cuando la pantalla desaparece",
            description: "El servidor contesta en el mismo momento en que el usuario sale del catálogo."
        ) { world in
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
        When(
            "el usuario pulsa Reintentar dos veces seguidas",
            description: "El usuario pulsa «Reintentar» dos veces muy rápido."
        ) { world in
            let catalog = try world.catalog()
            try world.recordCatalog()
            let first = catalog.retry()
            try await world.waitForHeldRequest()
            world.firstRetry = first
            world.catalogLoad = catalog.retry()
            try await world.waitForHeldRequests(2)
        }
        When("la carga se cancela", description: "La carga de productos en curso se cancela.") { world in
            let load = try expectValue(
                world.directLoad,
                LocalizedText(en: "no load of the products was started", es: "no empezó ninguna carga de productos"))
            load.cancel()
        }
        When(
            "el servidor responde después con productos válidos",
            description: "El servidor contesta ahora, con el catálogo de muestra, a lo que retenía."
        ) { world in
            world.server.answerProducts(.respond(status: 200, body: CatalogSamples.body(CatalogSamples.valid)))
            world.server.releaseHeldRequests()
        }
        When(
            "el servidor responde después con un error 500",
            description: "El servidor contesta ahora, con un error 500, a lo que retenía."
        ) { world in
            world.server.answerProducts(.respond(status: 500, body: ""))
            world.server.releaseHeldRequests()
        }
        When(
            "se abre el catálogo",
            description:
                "El usuario abre el catálogo y se espera a que cargue (o a que su petición llegue al servidor)."
        ) { world in
            try await world.openCatalog()
        }
        When("el usuario elige {string}", description: "El usuario toca en la lista el producto con ese nombre.") {
            (world, name: String) in
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
        When(
            "el catálogo vuelve a cargar y el servidor responde con productos válidos",
            description: "Empieza otra carga, y esta recibe el catálogo de muestra."
        ) { world in
            world.server.stopHolding()
            world.server.answerProducts(.respond(status: 200, body: CatalogSamples.body(CatalogSamples.valid)))
            try await world.catalog().load()
        }
        When(
            "la respuesta antigua llega después con una lista vacía",
            description: "La respuesta de la primera carga llega tarde, con un catálogo vacío."
        ) { world in
            let old = try expectValue(
                world.overtakenLoad,
                LocalizedText(
                    en: "no earlier load is waiting for the server",
                    es: "ninguna carga anterior está esperando al servidor"))
            world.server.answerProducts(.respond(status: 200, body: #"{"products":[]}"#))
            world.server.releaseHeldRequests()
            await old.value
        }

        // MARK: Entonces (CatalogScreenSteps+Then.swift)

        thenSteps
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
