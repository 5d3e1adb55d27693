import StackMyArchitecture
import Testing

struct LoadProductsUseCaseContractTests {
    @Test func executeThrowsConnectivityOnConnectivityFailure() async {
        let repository = ProductRepositoryStub(result: .failure(.connectivity))
        let sut = LoadProductsUseCase(repository: repository)

        await #expect(throws: CatalogError.connectivity) { try await sut.execute() }
    }

    @Test func executeThrowsInvalidDataOnInvalidDataFailure() async {
        let repository = ProductRepositoryStub(result: .failure(.invalidData))
        let sut = LoadProductsUseCase(repository: repository)

        await #expect(throws: CatalogError.invalidData) { try await sut.execute() }
    }

    @Test func executeReturnsEmptyArrayWhenRepositoryIsEmpty() async throws {
        let repository = ProductRepositoryStub(result: .success([]))
        let sut = LoadProductsUseCase(repository: repository)

        let result = try await sut.execute()

        #expect(result.isEmpty)
    }

    @Test func executeCallsRepositoryExactlyOnce() async throws {
        let repository = ProductRepositorySpy(result: .success([]))
        let sut = LoadProductsUseCase(repository: repository)

        _ = try await sut.execute()

        let calls = await repository.loadCallCount
        #expect(calls == 1)
    }
}
