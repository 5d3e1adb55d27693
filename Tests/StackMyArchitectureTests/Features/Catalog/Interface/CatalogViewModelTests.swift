import Foundation
import StackMyArchitecture
import Testing

@MainActor
struct CatalogViewModelTests {
    // MARK: - Helpers

    private func makeSUT(
        repositoryResult: Result<[Product], CatalogError> = .success([]),
        onProductSelected: @escaping @MainActor (Product) -> Void = { _ in }
    ) -> (sut: CatalogViewModel, repository: ProductRepositoryStub) {
        let repository = ProductRepositoryStub(result: repositoryResult)
        let useCase = LoadProductsUseCase(repository: repository)
        let sut = CatalogViewModel(
            loadProducts: useCase,
            onProductSelected: onProductSelected
        )
        return (sut, repository)
    }

    // MARK: - Initial State

    @Test func initStartsInLoadingState() {
        let (sut, _) = makeSUT()

        #expect(sut.state == .loading)
    }

    // MARK: - Happy Path

    @Test func loadWithProductsSetsLoadedState() async {
        let products = [makeProduct(id: "1"), makeProduct(id: "2")]
        let (sut, _) = makeSUT(repositoryResult: .success(products))

        await sut.load()

        #expect(sut.state == .loaded(products))
    }

    @Test func loadedRowsShowEachProductsNameFormattedPriceAndImage() async {
        let products = [makeProduct(id: "1", amount: decimal("29.99")), makeProduct(id: "2", amount: 5)]
        let sut = CatalogViewModel(
            loadProducts: LoadProductsUseCase(repository: ProductRepositoryStub(result: .success(products))),
            locale: spanish,
            onProductSelected: { _ in }
        )

        await sut.load()

        #expect(sut.rows.map(\.name) == ["Product 1", "Product 2"])
        #expect(sut.rows.map(\.price) == ["29,99\u{00A0}€", "5,00\u{00A0}€"])
        #expect(sut.rows.map(\.imageURL) == products.map(\.imageURL))
    }

    @Test func hasNoRowsUnlessLoaded() async {
        let (sut, _) = makeSUT(repositoryResult: .failure(.connectivity))

        #expect(sut.rows.isEmpty)
        await sut.load()
        #expect(sut.rows.isEmpty)
    }

    @Test func loadWithDuplicateIdsShowsEachIdOnce() async {
        let products = [makeProduct(id: "1"), makeProduct(id: "2"), makeProduct(id: "1", name: "Copia")]
        let (sut, _) = makeSUT(repositoryResult: .success(products))

        await sut.load()

        #expect(sut.state == .loaded([products[0], products[1]]))
    }

    // MARK: - Empty State

    @Test func loadWithEmptyListSetsEmptyState() async {
        let (sut, _) = makeSUT(repositoryResult: .success([]))

        await sut.load()

        #expect(sut.state == .empty)
    }

    // MARK: - Error States

    @Test func loadWithConnectivityErrorSetsErrorState() async {
        let (sut, _) = makeSUT(repositoryResult: .failure(.connectivity))

        await sut.load()

        #expect(sut.state == .error("Sin conexión a internet. Inténtalo de nuevo."))
    }

    @Test(arguments: [
        (Result<[Product], CatalogError>.failure(.connectivity), true),
        (.failure(.invalidData), true),
        (.success([]), false),
        (
            .success([
                Product(
                    id: "1", name: "Taza", price: Price(amount: 5, currency: "EUR"),
                    imageURL: URL(string: "https://example.com/1.png")!)
            ]), false
        ),
    ])
    func retryIsOfferedOnlyWhenLoadingFailed(result: Result<[Product], CatalogError>, offered: Bool) async {
        let (sut, _) = makeSUT(repositoryResult: result)
        #expect(sut.content == .progress(label: "Cargando productos..."), "nothing has failed while loading")

        await sut.load()

        guard case .unavailable(_, _, _, let action) = sut.content else {
            #expect(offered == false, "a failed load shows no list")
            return
        }
        #expect(action == (offered ? "Reintentar" : nil))
    }

    @Test func everyStateShowsTheSeedsTexts() async {
        let (sut, _) = makeSUT(repositoryResult: .success([]))
        #expect(sut.title == "Catálogo")
        #expect(sut.content == .progress(label: "Cargando productos..."))

        await sut.load()
        #expect(
            sut.content
                == .unavailable(
                    title: "No hay productos", description: "No hay productos disponibles en este momento.",
                    systemImage: "cart", actionTitle: nil))

        let (failing, _) = makeSUT(repositoryResult: .failure(.connectivity))
        await failing.load()
        #expect(
            failing.content
                == .unavailable(
                    title: "Error", description: "Sin conexión a internet. Inténtalo de nuevo.",
                    systemImage: "wifi.slash", actionTitle: "Reintentar"))
    }

    @Test func loadWithInvalidDataSetsErrorState() async {
        let (sut, _) = makeSUT(repositoryResult: .failure(.invalidData))

        await sut.load()

        #expect(sut.state == .error("Error al cargar los productos. Inténtalo de nuevo."))
    }

    @Test func loadWithAnUnexpectedErrorSetsTheGenericErrorState() async {
        let repository = UnexpectedlyFailingRepository()
        let sut = CatalogViewModel(
            loadProducts: LoadProductsUseCase(repository: repository), onProductSelected: { _ in })

        await sut.load()

        #expect(sut.state == .error("Error inesperado. Inténtalo de nuevo."))
    }

    // MARK: - Retry

    @Test func loadResetsToLoadingBeforeFetching() async {
        let connectivityError = CatalogViewModel.State.error("Sin conexión a internet. Inténtalo de nuevo.")
        let repository = ControlledProductRepository()
        let sut = CatalogViewModel(
            loadProducts: LoadProductsUseCase(repository: repository), onProductSelected: { _ in })
        let firstLoad = Task { await sut.load() }
        await repository.loads.waitForCalls(1)
        await repository.loads.complete(call: 0, with: .failure(CatalogError.connectivity))
        await firstLoad.value
        #expect(sut.state == connectivityError)

        let wentBackToLoading = ObservedChange.next { sut.state }
        let secondLoad = Task { await sut.load() }
        await repository.loads.waitForCalls(2)

        #expect(wentBackToLoading.happened, "the screen was not told about the new loading state")
        #expect(sut.state == .loading, "the previous error is still shown while fetching again")

        await repository.loads.complete(call: 1, with: .failure(CatalogError.connectivity))
        await secondLoad.value
        #expect(sut.state == connectivityError)
    }

    // MARK: - Product Selection

    @Test func selectProductCallsOnProductSelected() {
        let product = makeProduct()
        var receivedProduct: Product?
        let (sut, _) = makeSUT(onProductSelected: { receivedProduct = $0 })

        sut.selectProduct(product)

        #expect(receivedProduct == product)
    }

    @Test func tappingARowSelectsTheProductItShows() async {
        let products = [makeProduct(id: "1"), makeProduct(id: "2")]
        var receivedProduct: Product?
        let (sut, _) = makeSUT(repositoryResult: .success(products), onProductSelected: { receivedProduct = $0 })
        await sut.load()

        guard case .list(let rows) = sut.content else {
            Issue.record("expected the list, got \(sut.content)")
            return
        }
        sut.selectRow(rows[1])

        #expect(receivedProduct == products[1])
    }
}

/// Fails with an error that is not a `CatalogError`.
private struct UnexpectedlyFailingRepository: ProductRepository {
    struct Unexpected: Error {}

    func loadAll() async throws -> [Product] {
        throw Unexpected()
    }
}
