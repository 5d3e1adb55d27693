import StackMyArchitecture
import Testing

/// Retry, cancellation and leaving the screen: what the user sees while a load is in flight.
@MainActor
struct CatalogViewModelTaskOwnershipTests {
    private let connectivityMessage = "Sin conexión a internet. Inténtalo de nuevo."

    private func makeSUT(honoursCancellation: Bool = false) -> (CatalogViewModel, PendingCalls<[Product]>) {
        let repository = ControlledProductRepository(honoursCancellation: honoursCancellation)
        let sut = CatalogViewModel(
            loadProducts: LoadProductsUseCase(repository: repository), onProductSelected: { _ in })
        return (sut, repository.loads)
    }

    // MARK: - Retry

    @Test func retryTransitionsFromErrorToLoadingBeforeTheNewResult() async {
        let (sut, loads) = makeSUT()
        let firstLoad = sut.start()
        await loads.waitForCalls(1)
        await loads.complete(call: 0, with: .failure(CatalogError.connectivity))
        await firstLoad.value
        #expect(sut.state == .error(connectivityMessage))

        let wentToLoading = ObservedChange.next { sut.state }
        let retry = sut.retry()
        await loads.waitForCalls(2)

        #expect(wentToLoading.happened)
        #expect(sut.state == .loading)

        let products = [makeProduct(id: "1")]
        let gotResult = ObservedChange.next { sut.state }
        await loads.complete(call: 1, with: .success(products))
        await retry.value

        #expect(gotResult.happened)
        #expect(sut.state == .loaded(products))
    }

    @Test func retryClearsThePreviousErrorEvenIfTheNewAttemptFailsAgain() async {
        let (sut, loads) = makeSUT()
        let firstLoad = sut.start()
        await loads.waitForCalls(1)
        await loads.complete(call: 0, with: .failure(CatalogError.connectivity))
        await firstLoad.value

        let retry = sut.retry()
        await loads.waitForCalls(2)
        #expect(sut.state == .loading)
        await loads.complete(call: 1, with: .failure(CatalogError.invalidData))
        await retry.value

        #expect(sut.state == .error("Error al cargar los productos. Inténtalo de nuevo."))
    }

    // MARK: - Leaving the screen

    @Test func cancelLoadDoesNotPublishLateState() async {
        let (sut, loads) = makeSUT(honoursCancellation: false)
        let load = sut.start()
        await loads.waitForCalls(1)

        sut.leave()
        await loads.waitForCancellation(ofCall: 0)
        let anyChange = ObservedChange.next { sut.state }
        await loads.complete(call: 0, with: .success([makeProduct()]))
        await load.value

        #expect(!anyChange.happened)
        #expect(sut.state == .loading)
    }

    @Test func leavingCancelsTheLoadAndPublishesNoErrorForIt() async {
        let (sut, loads) = makeSUT(honoursCancellation: true)
        let load = sut.start()
        await loads.waitForCalls(1)
        let anyChange = ObservedChange.next { sut.state }

        sut.leave()
        await load.value

        #expect(await loads.count == 1)
        #expect(!anyChange.happened)
        #expect(sut.state == .loading)
    }

    @Test func afterLeavingNothingIsLoadedOrPublishedAgain() async {
        let (sut, loads) = makeSUT()
        sut.leave()
        let anyChange = ObservedChange.next { sut.state }

        await sut.load()
        await sut.retry().value

        #expect(await loads.count == 0)
        #expect(!anyChange.happened)
    }

    @Test func aLoadInTheScreensOwnTaskPublishesNothingOnceThatTaskIsCancelled() async {
        let (sut, loads) = makeSUT(honoursCancellation: false)
        let screenTask = Task { await sut.load() }
        await loads.waitForCalls(1)

        screenTask.cancel()
        await loads.waitForCancellation(ofCall: 0)
        let anyChange = ObservedChange.next { sut.state }
        await loads.complete(call: 0, with: .failure(CatalogError.connectivity))
        await screenTask.value

        #expect(!anyChange.happened)
        #expect(sut.state == .loading)
    }

    // MARK: - Last request wins

    @Test func aNewLoadCancelsTheOwnedOneAndOnlyTheNewResultIsShown() async {
        let (sut, loads) = makeSUT(honoursCancellation: false)
        let older = sut.start()
        await loads.waitForCalls(1)
        let newer = sut.start()
        await loads.waitForCalls(2)
        await loads.waitForCancellation(ofCall: 0)

        let newerProducts = [makeProduct(id: "new")]
        await loads.complete(call: 1, with: .success(newerProducts))
        await newer.value
        await loads.complete(call: 0, with: .success([makeProduct(id: "old")]))
        await older.value

        #expect(sut.state == .loaded(newerProducts))
    }

    @Test func anOlderLoadInAnotherTaskCannotOverwriteANewerResult() async {
        let (sut, loads) = makeSUT()
        let older = Task { await sut.load() }
        await loads.waitForCalls(1)
        let newer = Task { await sut.load() }
        await loads.waitForCalls(2)

        await loads.complete(call: 1, with: .success([]))
        await newer.value
        await loads.complete(call: 0, with: .success([makeProduct(id: "old")]))
        await older.value

        #expect(sut.state == .empty)
    }
}
