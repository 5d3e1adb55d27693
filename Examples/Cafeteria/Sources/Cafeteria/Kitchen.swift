/// Where a paid order goes to be prepared: the app's only I/O edge.
public protocol Kitchen: Sendable {
    /// Accepts `lines` and answers with the order's ticket number.
    func prepare(_ lines: [OrderLine]) async throws -> Int
}
