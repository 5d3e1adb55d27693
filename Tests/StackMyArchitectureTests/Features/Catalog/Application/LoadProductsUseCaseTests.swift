import Foundation
import StackMyArchitecture
import Testing

struct LoadProductsUseCaseTests {
    @Test func executeReturnsProductsOnRepositorySuccess() async throws {
        let expected = [makeProduct(id: "1"), makeProduct(id: "2")]
        let repository = ProductRepositoryStub(result: .success(expected))
        let sut = LoadProductsUseCase(repository: repository)

        let result = try await sut.execute()

        #expect(result == expected)
    }

    // MARK: - Duplicate ids (docs/adr/0001)

    @Test func deduplicatesProductsByIdKeepingTheFirstOccurrenceInOrder() async throws {
        let first = makeProduct(id: "1", name: "First")
        let second = makeProduct(id: "2")
        let laterCopyOfFirst = makeProduct(id: "1", name: "Later copy", amount: 99)
        let third = makeProduct(id: "3")
        let copyOfSecond = makeProduct(id: "2")
        let repository = ProductRepositoryStub(
            result: .success([first, second, laterCopyOfFirst, third, copyOfSecond]))
        let sut = LoadProductsUseCase(repository: repository)

        let result = try await sut.execute()

        #expect(result == [first, second, third])
    }

    @Test func leavesACatalogWithoutDuplicatesUntouched() async throws {
        let products = (1...20).map { makeProduct(id: "\($0)") }.reversed()
        let sut = LoadProductsUseCase(repository: ProductRepositoryStub(result: .success(Array(products))))

        #expect(try await sut.execute() == Array(products))
    }

    // MARK: - Cancellation

    @Test func cancelledLoadNeverTurnsIntoASuccessEvenIfTheRepositoryAnswersLate() async {
        let repository = ControlledProductRepository(honoursCancellation: false)
        let sut = LoadProductsUseCase(repository: repository)
        let load = Task { try await sut.execute() }
        await repository.loads.waitForCalls(1)

        load.cancel()
        await repository.loads.waitForCancellation(ofCall: 0)
        await repository.loads.complete(call: 0, with: .success([makeProduct()]))

        await #expect(throws: CancellationError.self) { try await load.value }
    }

    @Test func cancelledLoadNeverTurnsIntoACatalogErrorEither() async {
        let repository = ControlledProductRepository(honoursCancellation: false)
        let sut = LoadProductsUseCase(repository: repository)
        let load = Task { try await sut.execute() }
        await repository.loads.waitForCalls(1)

        load.cancel()
        await repository.loads.waitForCancellation(ofCall: 0)
        await repository.loads.complete(call: 0, with: .failure(CatalogError.connectivity))

        await #expect(throws: CancellationError.self) { try await load.value }
    }
}
