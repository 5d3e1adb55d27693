import Foundation
import SpecRunner
import StackMyArchitecture

extension CatalogScreenSteps {
    /// The library's «Entonces» steps, apart so that each file stays short.
    @StepsBuilder<AppWorld>
    static var thenSteps: [SupportCodeItem<AppWorld>] {
        Then(
            "el catálogo que dejó no publica nada más",
            description: "El catálogo que el usuario dejó no cambia lo que muestra."
        ) {
            world in
            let history = try world.recordedCatalog()
            await history.settle()
            try expect(
                history.values.isEmpty,
                LocalizedText(
                    en: "the Catalog the user left published \(DomainWords.catalog(history.values).en) afterwards",
                    es: "el catálogo que dejó el usuario publicó después \(DomainWords.catalog(history.values).es)"))
        }
        Then(
            "el catálogo sigue mostrando {string}",
            description: "El catálogo sigue mostrando ese texto (por ejemplo, un producto de la lista)."
        ) {
            (world, label: String) in
            let catalog = try expectValue(
                world.loadingCatalog,
                LocalizedText(en: "no Catalog started a load", es: "ningún catálogo empezó una carga"))
            try expectWords(DomainWords.catalog(catalog), equal: DomainWords.catalog(.progress(label: label)))
        }
        Then("la primera petición se cancela", description: "El servidor ve cancelada la primera de las peticiones.") {
            world in
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
        Then(
            "cuando el servidor responde con productos válidos se muestran una sola vez",
            description: "Cuando el servidor contesta, la lista aparece una vez, sin duplicados."
        ) { world in
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
        Then(
            "la carga termina cancelada, sin productos ni error",
            description: "La carga cancelada no da productos ni un error."
        ) { world in
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
        Then("la pantalla se titula {string}", description: "El título de la pantalla es exactamente ese texto.") {
            (world, title: String) in
            try expect(
                try world.catalog().title, equals: title,
                LocalizedText(en: "the screen's title", es: "el título de la pantalla"))
        }
        Then("muestra {string}", description: "El catálogo muestra el indicador de carga con ese texto.") {
            (world, label: String) in
            let catalog = try world.catalog()
            try expectWords(DomainWords.catalog(catalog), equal: DomainWords.catalog(.progress(label: label)))
        }
        Then("no ofrece reintentar", description: "El catálogo no tiene botón «Reintentar».") { world in
            let catalog = try world.catalog()
            if case .unavailable(_, _, _, let action?) = catalog.content {
                throw ExpectationFailure(
                    LocalizedText(
                        en: "expected no button, but the Catalog offers «\(action)»",
                        es: "no debía haber botón, pero el catálogo ofrece «\(action)»"))
            }
        }
        Then(
            "se muestra {string} con el texto {string}",
            description: "El catálogo no muestra lista, sino ese título y ese texto."
        ) { (world, title: String, text: String) in
            try expectUnavailable(try world.catalog(), title: title, text: text)
        }
        Then(
            "a los {int} segundos se muestra {string} con el texto {string}",
            description:
                "La app deja de esperar al servidor a los segundos indicados (los de la app publicada) y muestra ese título y ese texto."
        ) {
            (world, seconds: Int, title: String, text: String) in
            try await world.waitForCatalogToGiveUp(after: seconds)
            try expectUnavailable(try world.catalog(), title: title, text: text)
        }
        Then(
            "se ilustra con el símbolo {string}",
            description:
                "El estado vacío o de error lleva esa ilustración (el nombre del símbolo SF, como `cart` o `wifi.slash`)."
        ) {
            (world, symbol: String) in
            let catalog = try world.catalog()
            guard case .unavailable(_, _, let shownSymbol, _) = catalog.content else {
                throw catalogShowsOtherwise(
                    catalog, expected: LocalizedText(en: "the symbol «\(symbol)»", es: "el símbolo «\(symbol)»"))
            }
            try expect(
                shownSymbol, equals: symbol,
                LocalizedText(en: "the symbol that illustrates the Catalog", es: "el símbolo que ilustra el catálogo"))
        }
        Then(
            "la lista muestra, en este orden:",
            description:
                "La lista muestra las filas de la tabla (columnas `nombre`, `precio`, `imagen`), en ese orden y ninguna más."
        ) { (world, table: DataTable) in
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
        Then(
            "el producto {string} muestra el precio {string}",
            description: "La fila de ese producto muestra exactamente ese precio."
        ) { (world, name: String, price: String) in
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
        Then(
            "el producto elegido es {string} con el id {string}",
            description: "El producto que eligió el usuario tiene ese nombre y ese id."
        ) { (world, name: String, id: String) in
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
        ScriptedServer.requestCountStep(
            server: "productos", path: "/products",
            LocalizedText(en: "product requests sent", es: "peticiones de productos enviadas"))
        Then(
            "la petición pidió los productos con GET, aceptando JSON",
            description: "La petición de productos fue un GET a `/products` que acepta JSON y no lleva cuerpo."
        ) { world in
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
        Then("no se muestra ningún producto", description: "La lista del catálogo está vacía.") { world in
            let catalog = try world.catalog()
            try expect(
                catalog.rows.isEmpty,
                LocalizedText(
                    en: "the Catalog shows \(DomainWords.catalog(catalog).en)",
                    es: "el catálogo muestra \(DomainWords.catalog(catalog).es)"))
        }
    }
}
