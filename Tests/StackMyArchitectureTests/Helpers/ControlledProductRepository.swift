import StackMyArchitecture

/// A repository whose every load waits until the test answers it (see ``PendingCalls``).
struct ControlledProductRepository: ProductRepository {
    let loads: PendingCalls<[Product]>

    init(honoursCancellation: Bool = false) {
        loads = PendingCalls(honoursCancellation: honoursCancellation)
    }

    func loadAll() async throws -> [Product] {
        try await loads.next()
    }
}
