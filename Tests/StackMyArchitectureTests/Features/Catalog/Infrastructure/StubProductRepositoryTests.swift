import StackMyArchitecture
import Testing

struct StubProductRepositoryTests {
    @Test func answersAValidSampleCatalogByDefault() async throws {
        let products = try await StubProductRepository().loadAll()

        #expect(products == StubProductRepository.sampleProducts)
        #expect(!products.isEmpty)
        #expect(Set(products.map(\.id)).count == products.count)
        #expect(products.allSatisfy { !$0.name.isEmpty && $0.price.currency == "EUR" })
    }

    @Test func answersTheProductsItWasGiven() async throws {
        let products = [makeProduct(id: "7")]

        #expect(try await StubProductRepository(products: products).loadAll() == products)
    }

    @Test(arguments: [CatalogError.connectivity, .invalidData])
    func failsWithTheConfiguredError(_ failure: CatalogError) async {
        await #expect(throws: failure) { try await StubProductRepository(failure: failure).loadAll() }
    }

    @Test func stopsWaitingWhenCancelledDuringItsDelay() async {
        let load = Task { try await StubProductRepository(delayNanoseconds: 60_000_000_000).loadAll() }

        load.cancel()

        await #expect(throws: CancellationError.self) { try await load.value }
    }
}
