extension HTTPClient {
    /// Sends `request` as ``execute(_:)`` does, but a request that got no answer throws `connectivity`, the
    /// gateway's own "no connection" error, and a cancelled caller's throws `CancellationError`.
    func execute(_ request: HTTPRequest, failingAs connectivity: some Error) async throws -> HTTPResponse {
        do {
            return try await execute(request)
        } catch {
            try Task.checkCancellation()
            throw connectivity
        }
    }
}
